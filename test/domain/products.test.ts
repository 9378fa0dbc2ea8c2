import { expect } from '@esm-bundle/chai';
import {
  calculatorRoute,
  CHOOSER_CARDS,
  isProductSlug,
  PRODUCT_CODES,
  PRODUCT_SLUGS,
  slugOfCard,
} from '../../src/domain/products.js';

describe('products (spec 1 §2, §3)', () => {
  it('has the nine calculator routes of the route table', () => {
    expect(PRODUCT_SLUGS).to.deep.equal([
      'car',
      'car-electric',
      'car-no-insurance',
      'mc',
      'atv',
      'snowmobile',
      'camping',
      'caravan',
      'boat',
    ]);
  });

  it('maps every slug to its server code', () => {
    expect(PRODUCT_CODES).to.deep.equal({
      car: 'CAR',
      'car-electric': 'CAR_ZERO_EMISSION',
      'car-no-insurance': 'CAR_NO_INSURANCE',
      mc: 'MC',
      atv: 'ATV',
      snowmobile: 'SNOWMOBILE',
      camping: 'CAMPING_CAR',
      caravan: 'CARAVAN',
      boat: 'BOAT',
    });
  });

  it('has eight chooser cards and no boat card', () => {
    expect(CHOOSER_CARDS).to.deep.equal([
      'car',
      'car_electric',
      'car_no_insurance',
      'mc',
      'atv',
      'snowmobile',
      'camping',
      'caravan',
    ]);
  });

  it('maps each card to a known slug and its calculator route', () => {
    const table = [
      ['car', 'car'],
      ['car_electric', 'car-electric'],
      ['car_no_insurance', 'car-no-insurance'],
      ['caravan', 'caravan'],
    ] as const;
    for (const [card, slug] of table) {
      expect(slugOfCard(card)).to.equal(slug);
      expect(isProductSlug(slugOfCard(card))).to.equal(true);
      expect(calculatorRoute(slug)).to.equal(`/calculator/${slug}`);
    }
  });

  it('recognises only known slugs', () => {
    expect(isProductSlug('boat')).to.equal(true);
    expect(isProductSlug('car_electric')).to.equal(false);
    expect(isProductSlug('truck')).to.equal(false);
    expect(isProductSlug('')).to.equal(false);
  });
});
