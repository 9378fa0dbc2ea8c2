// The sandbox's seed data: the nine loan products and the vehicle registry (spec 1 §2, §3, §4, §5, §9).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { PLATE_FAULTS, VEHICLES, findVehicle, type SeedVehicleType } from '../../demo/sandbox/seed/vehicles.js';
import { PRODUCTS } from '../../demo/sandbox/seed/products.js';
import { lookupRegistrationLength, registrationNumberPattern } from '../../src/domain/fields.js';
import { PRODUCT_CODES, PRODUCT_SLUGS, type ProductSlug } from '../../src/domain/products.js';
import { productInfoSchema, vehicleDetailsSchema } from '../../src/schemas/loan.js';

/**
 * Effective annual rate in percent, worked out independently of the seed's helper: the monthly
 * internal rate by bisection on the present value of the payments, the annuity from the closed form.
 * `wholeKroner` rounds the monthly payment first, as the calculator shows it (spec 1 §9).
 */
function effectiveRate(
  amount: number,
  months: number,
  nominal: number,
  fees: { establish: number; pledge: number; term: number },
  wholeKroner = false,
): number {
  const principal = amount + fees.establish + fees.pledge;
  const r = nominal / 1200;
  const exact = (principal * r) / (1 - Math.pow(1 + r, -months)) + fees.term;
  const payment = wholeKroner ? Math.round(exact) : exact;
  const presentValue = (j: number) => {
    let sum = 0;
    for (let k = 1; k <= months; k += 1) sum += payment / Math.pow(1 + j, k);
    return sum;
  };
  let low = 0;
  let high = 0.1; // 10 % a month
  for (let i = 0; i < 200; i += 1) {
    const mid = (low + high) / 2;
    if (presentValue(mid) > amount) low = mid;
    else high = mid;
  }
  return (Math.pow(1 + (low + high) / 2, 12) - 1) * 100;
}

const TYPES: readonly SeedVehicleType[] = ['car', 'mc', 'atv', 'snowmobile', 'camping', 'caravan'];
const SEVEN = /^[A-Z]{2}\d{5}$/;
const SIX = /^[A-Z]{2}\d{4}$/;
const plateFormat = (type: SeedVehicleType) => (type === 'car' || type === 'camping' ? SEVEN : SIX);
const ageOf = (manufactureYear: number) => new Date().getFullYear() - manufactureYear;

describe('sandbox seed: products', () => {
  const entries = Object.entries(PRODUCTS) as Array<[ProductSlug, (typeof PRODUCTS)[ProductSlug]]>;

  it('has the nine products, one per slug', () => {
    assert.equal(entries.length, 9);
    assert.deepEqual(Object.keys(PRODUCTS).sort(), [...PRODUCT_SLUGS].sort());
  });

  it('parses every product with productInfoSchema', () => {
    for (const [slug, info] of entries) {
      const result = productInfoSchema.safeParse(info);
      assert.ok(result.success, `${slug}: ${JSON.stringify(result.error?.issues)}`);
    }
  });

  it('sends the server code of its slug as loanProduct', () => {
    for (const [slug, info] of entries) assert.equal(info.interestsAndFees.loanProduct, PRODUCT_CODES[slug], slug);
  });

  it('caps car-no-insurance at 100 000 kr and 60 months (spec 1 §5, §9)', () => {
    const { interestsAndFees, repaymentPeriodTerms } = PRODUCTS['car-no-insurance'];
    assert.equal(interestsAndFees.loanAmountMax, 100_000);
    assert.equal(repaymentPeriodTerms.possibleTerms.at(-1), 60);
    assert.deepEqual(repaymentPeriodTerms.possibleTerms, [12, 24, 36, 48, 60]);
    assert.equal(repaymentPeriodTerms.maxTerms, 60);
  });

  it('offers 12 to 120 months in steps of 12, 36 by default, for the other products (spec 1 §9)', () => {
    for (const [slug, { repaymentPeriodTerms: terms }] of entries) {
      assert.equal(terms.defTerm, 36, slug);
      assert.ok(terms.possibleTerms.includes(terms.defTerm), slug);
      assert.equal(terms.maxTerms, terms.possibleTerms.at(-1), slug);
      assert.equal(typeof terms.id, 'string', slug);
      if (slug === 'car-no-insurance') continue;
      assert.deepEqual(terms.possibleTerms, [12, 24, 36, 48, 60, 72, 84, 96, 108, 120], slug);
      assert.equal(terms.maxTerms, 120, slug);
    }
  });

  it('lends from 30 000 kr, within the price input limit of 2 000 000 kr, at realistic fees', () => {
    for (const [slug, { interestsAndFees: f }] of entries) {
      assert.equal(f.loanAmountMin, 30_000, slug);
      assert.ok(f.loanAmountMax > f.loanAmountMin && f.loanAmountMax <= 2_000_000, slug);
      assert.ok(f.objectPriceDef >= 30_000 && f.objectPriceDef <= 2_000_000, slug);
      assert.equal(f.objectPriceDef % f.priceStep, 0, slug);
      assert.ok(f.establishFee >= 2_000 && f.establishFee <= 5_000, slug);
      assert.ok(f.pledgeFeeManual > f.pledgeFee, slug);
      assert.ok(f.termFee > 0 && f.termFee < 150, slug);
    }
  });

  it('requires vehicles to be under 14 years at payoff (spec 1 §5); the boat may be older', () => {
    for (const [slug, { interestsAndFees: f }] of entries) {
      if (slug === 'boat') assert.ok(f.maxAge === null || f.maxAge >= 14);
      else assert.equal(f.maxAge, 14, slug);
    }
  });

  it('lowers the rate as equity rises, at the 20 % and 35 % thresholds (spec 1 §2, §9)', () => {
    for (const [slug, { interestsAndFees: f }] of entries) {
      assert.equal(f.equityPercentThresholdMidInterest, 20, slug);
      assert.equal(f.equityPercentThresholdMaxInterest, 35, slug);
      assert.ok(f.nomInterestMinEquity > f.nomInterestMidEquity, slug);
      assert.ok(f.nomInterestMidEquity > f.nomInterestMaxEquity, slug);
      assert.ok(f.effInterestMinEquity > f.effInterestMidEquity, slug);
      assert.ok(f.effInterestMidEquity > f.effInterestMaxEquity, slug);
      assert.ok(f.effInterestMaxEquity > f.nomInterestMaxEquity, slug);
    }
  });

  it('prices electric cars lowest and the leisure vehicles above ordinary cars', () => {
    const nominal = (slug: ProductSlug) => PRODUCTS[slug].interestsAndFees.nomInterestMinEquity;
    assert.ok(nominal('car-electric') < nominal('car'));
    for (const slug of ['mc', 'atv', 'snowmobile', 'camping', 'caravan', 'boat'] as const) {
      assert.ok(nominal(slug) > nominal('car'), slug);
    }
  });

  it('states effective rates that match the nominal rates and fees (150 000 kr over 5 years; 100 000 kr for car-no-insurance)', () => {
    for (const [slug, { interestsAndFees: f }] of entries) {
      const amount = slug === 'car-no-insurance' ? 100_000 : 150_000;
      const fees = { establish: f.establishFee, pledge: f.pledgeFee, term: f.termFee };
      const pairs = [
        [f.nomInterestMinEquity, f.effInterestMinEquity],
        [f.nomInterestMidEquity, f.effInterestMidEquity],
        [f.nomInterestMaxEquity, f.effInterestMaxEquity],
      ] as const;
      for (const [nominal, stated] of pairs) {
        const expected = Math.round(effectiveRate(amount, 60, nominal, fees) * 100) / 100;
        assert.equal(stated, expected, `${slug} at ${nominal} %`);
        // The calculator rounds the monthly cost to whole kroner before solving; same two decimals.
        const shown = Math.round(effectiveRate(amount, 60, nominal, fees, true) * 100) / 100;
        assert.equal(stated, shown, `${slug} at ${nominal} %, whole-kroner payment`);
      }
    }
  });

  it('agrees with a worked example: car, 8.49 %, 150 000 kr over 60 months', () => {
    // principal 155 075 kr; payment 3 180.85 + 75 = 3 255.85 kr a month; 195 351 kr in all
    const f = PRODUCTS.car.interestsAndFees;
    assert.equal(f.nomInterestMinEquity, 8.49);
    assert.equal(f.effInterestMinEquity, 11.49);
  });
});

describe('sandbox seed: vehicles', () => {
  const plates = VEHICLES.map((v) => v.details.registrationNumber);

  it('has at least 40 vehicles, each a valid vehicleDetails', () => {
    assert.ok(VEHICLES.length >= 40, `${VEHICLES.length} vehicles`);
    for (const v of VEHICLES) {
      const result = vehicleDetailsSchema.safeParse(v.details);
      assert.ok(result.success, `${v.details.registrationNumber}: ${JSON.stringify(result.error?.issues)}`);
      assert.ok(v.note.length > 10, `${v.details.registrationNumber} has a note`);
    }
  });

  it('has unique plates and unique chassis numbers of 17 characters without I, O or Q', () => {
    assert.equal(new Set(plates).size, plates.length);
    const vins = VEHICLES.map((v) => v.details.chassisNumber);
    assert.equal(new Set(vins).size, vins.length);
    for (const vin of vins) assert.match(vin ?? '', /^[A-HJ-NPR-Z0-9]{17}$/);
  });

  it('writes each plate in the format of its vehicle type (spec 1 §5)', () => {
    for (const v of VEHICLES) {
      const plate = v.details.registrationNumber;
      assert.match(plate, plateFormat(v.vehicleType), `${v.vehicleType} ${plate}`);
      const slugs: ProductSlug[] =
        v.vehicleType === 'car' ? ['car', 'car-electric', 'car-no-insurance'] : [v.vehicleType];
      for (const slug of slugs) {
        assert.match(plate, registrationNumberPattern(slug), `${slug} ${plate}`);
        assert.equal(plate.length, lookupRegistrationLength(slug), `${slug} ${plate}`);
      }
    }
  });

  it('covers every vehicle type, each with a new, an eligible-but-old, a 14-year-old and an older vehicle', () => {
    for (const type of TYPES) {
      const ages = VEHICLES.filter((v) => v.vehicleType === type).map((v) => ageOf(v.details.manufactureYear));
      assert.ok(ages.length >= 5, type);
      assert.ok(ages.includes(0), `${type}: brand new`);
      assert.ok(
        ages.some((a) => a >= 5 && a <= 13),
        `${type}: 5 to 13`,
      );
      assert.ok(ages.includes(14), `${type}: exactly 14`);
      assert.ok(
        ages.some((a) => a > 14),
        `${type}: over 14`,
      );
    }
  });

  it('has vehicles of age 0, under 5, 5 to 13, exactly 14 and over 14 (spec 1 §5 age boxes)', () => {
    const ages = VEHICLES.map((v) => ageOf(v.details.manufactureYear));
    assert.ok(ages.includes(0));
    assert.ok(ages.some((a) => a > 0 && a < 5));
    assert.ok(ages.some((a) => a >= 5 && a <= 13));
    assert.ok(ages.includes(14));
    assert.ok(ages.some((a) => a > 14));
    for (const v of VEHICLES) {
      assert.ok((v.details.registrationYear ?? Infinity) >= v.details.manufactureYear, v.details.registrationNumber);
    }
  });

  it('has electric, hydrogen, petrol, diesel and hybrid fuels; electric cars emit nothing', () => {
    const fuels = new Set(VEHICLES.map((v) => v.details.fuel));
    for (const fuel of ['ELEKTRISITET', 'HYDROGEN', 'BENSIN', 'DIESEL', 'BENSIN/ELEKTRISITET'])
      assert.ok(fuels.has(fuel), fuel);
    const zeroEmissionCars = VEHICLES.filter(
      (v) => v.vehicleType === 'car' && (v.details.fuel === 'ELEKTRISITET' || v.details.fuel === 'HYDROGEN'),
    );
    assert.ok(zeroEmissionCars.length >= 5);
    for (const v of zeroEmissionCars) assert.equal(v.details.co2, 0, v.details.registrationNumber);
  });

  it('has an electric-car edge case: a plug-in hybrid with CO2 above 0', () => {
    const edge = VEHICLES.filter(
      (v) => v.vehicleType === 'car' && v.details.fuel === 'BENSIN/ELEKTRISITET' && (v.details.co2 ?? 0) > 0,
    );
    assert.ok(edge.length >= 1);
  });

  it('has vehicles without a price quote and otherwise realistic quotes', () => {
    assert.ok(VEHICLES.filter((v) => v.details.priceQuote === null).length >= 2);
    for (const v of VEHICLES) {
      const quote = v.details.priceQuote;
      if (quote !== null) assert.ok(quote >= 10_000 && quote <= 2_000_000, v.details.registrationNumber);
    }
  });

  it('finds a vehicle by plate, ignoring case and spaces', () => {
    const first = VEHICLES[0];
    assert.ok(first);
    const plate = first.details.registrationNumber;
    assert.equal(findVehicle(plate), first);
    assert.equal(findVehicle(`${plate.slice(0, 2).toLowerCase()} ${plate.slice(2)}`), first);
    assert.equal(findVehicle('ZZ99999'), undefined);
  });
});

describe('sandbox seed: failing plates', () => {
  const faults = Object.entries(PLATE_FAULTS);

  it('has a 7- and a 6-character plate for each fault, none of them a seeded vehicle', () => {
    for (const fault of ['EUROTAX_PLATE_NOT_FOUND', 'FEIL_UNDER_PRISOPPSLAG'] as const) {
      const mine = faults.filter(([, f]) => f === fault).map(([plate]) => plate);
      assert.ok(
        mine.some((p) => SEVEN.test(p)),
        `${fault}: 7 characters`,
      );
      assert.ok(
        mine.some((p) => SIX.test(p)),
        `${fault}: 6 characters`,
      );
    }
    for (const [plate] of faults) {
      assert.ok(SEVEN.test(plate) || SIX.test(plate), plate);
      assert.equal(findVehicle(plate), undefined, plate);
    }
  });
});

describe('docs/sandbox/vehicles.md', () => {
  const doc = readFileSync(new URL('../../docs/sandbox/vehicles.md', import.meta.url), 'utf8');

  it('documents every seeded and every failing plate', () => {
    const all = [...VEHICLES.map((v) => v.details.registrationNumber), ...Object.keys(PLATE_FAULTS)];
    for (const plate of all) assert.match(doc, new RegExp(`\\|\\s*${plate}\\s*\\|`), plate);
  });
});
