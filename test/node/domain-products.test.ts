import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
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
    assert.deepEqual(PRODUCT_SLUGS, [
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
    assert.deepEqual(PRODUCT_CODES, {
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
    assert.deepEqual(CHOOSER_CARDS, [
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
      assert.equal(slugOfCard(card), slug);
      assert.equal(isProductSlug(slugOfCard(card)), true);
      assert.equal(calculatorRoute(slug), `/calculator/${slug}`);
    }
  });

  it('recognises only known slugs', () => {
    assert.equal(isProductSlug('boat'), true);
    assert.equal(isProductSlug('car_electric'), false);
    assert.equal(isProductSlug('truck'), false);
    assert.equal(isProductSlug(''), false);
  });
});
