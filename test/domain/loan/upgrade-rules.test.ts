import { expect } from '@esm-bundle/chai';
import {
  emissionProblem,
  slugOfProductCode,
  upgradeAsksOdometer,
  upgradeBlock,
  upgradeLimits,
  upgradePeriods,
  upgradeYears,
} from '../../../src/domain/loan/upgrade-rules.js';
import type { ProductSlug } from '../../../src/domain/products.js';

describe('upgrade rules (spec 1 §5 "Upgrade full form", §9)', () => {
  it('caps the maximum at the commitment, except for car without insurance; defaults 30 000 to 2 000 000', () => {
    const fees = { loanAmountMin: 30_000, loanAmountMax: 2_000_000 };
    expect(upgradeLimits({ slug: 'car', committedAmount: 240_000, fees })).to.deep.equal({ min: 30_000, max: 240_000 });
    expect(
      upgradeLimits({
        slug: 'car-no-insurance',
        committedAmount: 80_000,
        fees: { loanAmountMin: 30_000, loanAmountMax: 100_000 },
      }),
    ).to.deep.equal({ min: 30_000, max: 100_000 });
    expect(upgradeLimits({ slug: 'mc', committedAmount: 3_000_000, fees: null })).to.deep.equal({
      min: 30_000,
      max: 2_000_000,
    });
    expect(
      upgradeLimits({ slug: 'mc', committedAmount: 90_000, fees: { loanAmountMin: 50_000, loanAmountMax: 500_000 } }),
    ).to.deep.equal({
      min: 50_000,
      max: 90_000,
    });
  });

  const years: Array<[ProductSlug, number, number]> = [
    ['car', 0, 10],
    ['car', 4, 10],
    ['car', 5, 9],
    ['car', 10, 4],
    ['car', 13, 1],
    ['car', 14, 0],
    ['car', 20, 0],
    ['car-no-insurance', 0, 5],
    ['car-no-insurance', 18, 5],
  ];
  for (const [slug, age, expected] of years) {
    it(`${slug}, ${age} years old: ${expected} years`, () => {
      expect(upgradeYears(slug, age)).to.equal(expected);
      expect(upgradePeriods(slug, age)).to.have.length(expected);
    });
  }

  it('warns about emission only for the electric-car product: fuel not electricity or hydrogen, or a CO2 value', () => {
    expect(emissionProblem('car-electric', { fuel: 'ELEKTRISITET', co2: 0 })).to.equal(false);
    expect(emissionProblem('car-electric', { fuel: 'HYDROGEN', co2: null })).to.equal(false);
    expect(emissionProblem('car-electric', { fuel: 'BENSIN/ELEKTRISITET', co2: 22 })).to.equal(true);
    expect(emissionProblem('car-electric', { fuel: 'ELEKTRISITET', co2: 5 })).to.equal(true);
    expect(emissionProblem('car', { fuel: 'DIESEL', co2: 140 })).to.equal(false);
  });

  it('lets a vehicle on to the form unless it is 14 or older or has an emission problem', () => {
    const at = (slug: ProductSlug, age: number, fuel = 'DIESEL', co2: number | null = 120) =>
      upgradeBlock({ slug, maxAge: 14, vehicle: { manufactureYear: 2026 - age, fuel, co2 }, currentYear: 2026 }).block;
    expect(at('car', 13)).to.equal(null);
    expect(at('car', 14)).to.equal('too-old');
    expect(at('car-no-insurance', 18)).to.equal(null);
    expect(at('car-electric', 3, 'BENSIN/ELEKTRISITET', 22)).to.equal('emission');
    expect(at('car-electric', 16, 'ELEKTRISITET', 0)).to.equal('too-old');
    expect(at('car-electric', 2, 'ELEKTRISITET', 0)).to.equal(null);
  });

  it('asks no odometer for camping cars and caravans, and maps product codes to slugs', () => {
    expect(upgradeAsksOdometer('camping')).to.equal(false);
    expect(upgradeAsksOdometer('caravan')).to.equal(false);
    expect(upgradeAsksOdometer('mc')).to.equal(true);
    expect(slugOfProductCode('CAR_ZERO_EMISSION')).to.equal('car-electric');
    expect(slugOfProductCode('TRUCK')).to.equal(null);
  });
});
