import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  emissionProblem,
  slugOfProductCode,
  upgradeAsksOdometer,
  upgradeBlock,
  upgradeLimits,
  upgradePeriods,
  upgradeYears,
} from '../../src/domain/loan/upgrade-rules.js';
import type { ProductSlug } from '../../src/domain/products.js';

describe('upgrade rules (spec 1 §5 "Upgrade full form", §9)', () => {
  it('caps the maximum at the commitment, except for car without insurance; defaults 30 000 to 2 000 000', () => {
    const fees = { loanAmountMin: 30_000, loanAmountMax: 2_000_000 };
    assert.deepEqual(upgradeLimits({ slug: 'car', committedAmount: 240_000, fees }), { min: 30_000, max: 240_000 });
    assert.deepEqual(
      upgradeLimits({
        slug: 'car-no-insurance',
        committedAmount: 80_000,
        fees: { loanAmountMin: 30_000, loanAmountMax: 100_000 },
      }),
      { min: 30_000, max: 100_000 },
    );
    assert.deepEqual(upgradeLimits({ slug: 'mc', committedAmount: 3_000_000, fees: null }), {
      min: 30_000,
      max: 2_000_000,
    });
    assert.deepEqual(
      upgradeLimits({ slug: 'mc', committedAmount: 90_000, fees: { loanAmountMin: 50_000, loanAmountMax: 500_000 } }),
      {
        min: 50_000,
        max: 90_000,
      },
    );
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
      assert.equal(upgradeYears(slug, age), expected);
      assert.equal(upgradePeriods(slug, age).length, expected);
    });
  }

  it('warns about emission only for the electric-car product: fuel not electricity or hydrogen, or a CO2 value', () => {
    assert.equal(emissionProblem('car-electric', { fuel: 'ELEKTRISITET', co2: 0 }), false);
    assert.equal(emissionProblem('car-electric', { fuel: 'HYDROGEN', co2: null }), false);
    assert.equal(emissionProblem('car-electric', { fuel: 'BENSIN/ELEKTRISITET', co2: 22 }), true);
    assert.equal(emissionProblem('car-electric', { fuel: 'ELEKTRISITET', co2: 5 }), true);
    assert.equal(emissionProblem('car', { fuel: 'DIESEL', co2: 140 }), false);
  });

  it('lets a vehicle on to the form unless it is 14 or older or has an emission problem', () => {
    const at = (slug: ProductSlug, age: number, fuel = 'DIESEL', co2: number | null = 120) =>
      upgradeBlock({ slug, maxAge: 14, vehicle: { manufactureYear: 2026 - age, fuel, co2 }, currentYear: 2026 }).block;
    assert.equal(at('car', 13), null);
    assert.equal(at('car', 14), 'too-old');
    assert.equal(at('car-no-insurance', 18), null);
    assert.equal(at('car-electric', 3, 'BENSIN/ELEKTRISITET', 22), 'emission');
    assert.equal(at('car-electric', 16, 'ELEKTRISITET', 0), 'too-old');
    assert.equal(at('car-electric', 2, 'ELEKTRISITET', 0), null);
  });

  it('asks no odometer for camping cars and caravans, and maps product codes to slugs', () => {
    assert.equal(upgradeAsksOdometer('camping'), false);
    assert.equal(upgradeAsksOdometer('caravan'), false);
    assert.equal(upgradeAsksOdometer('mc'), true);
    assert.equal(slugOfProductCode('CAR_ZERO_EMISSION'), 'car-electric');
    assert.equal(slugOfProductCode('TRUCK'), null);
  });
});
