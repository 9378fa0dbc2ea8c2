import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pick } from '../helpers/pick.js';
import {
  ageAllowsTerm,
  ageAtPayoff,
  ageBand,
  ageInfo,
  defaultRepaymentPeriod,
  equityAbovePrice,
  equityHint,
  repaymentPeriods,
  startingPrice,
  vehicleEligibility,
} from '../../src/domain/loan/calculator-rules.js';

describe('repaymentPeriods (spec 1 §5)', () => {
  const all = [12, 24, 36, 48, 60, 72, 84, 96, 108, 120];
  const table: Array<[string, Parameters<typeof repaymentPeriods>[0], number[]]> = [
    ['commitment: all ten', { slug: 'car', commitment: true, maxAge: 14, objectAge: null }, all],
    ['commitment ignores a vehicle age', { slug: 'mc', commitment: true, maxAge: 14, objectAge: 12 }, all],
    ['new vehicle: all ten', { slug: 'car', commitment: false, maxAge: 14, objectAge: 0 }, all],
    ['4 years: 10 years left, all ten', { slug: 'car', commitment: false, maxAge: 14, objectAge: 4 }, all],
    ['5 years: 9 options', { slug: 'car', commitment: false, maxAge: 14, objectAge: 5 }, all.slice(0, 9)],
    ['10 years: 4 options', { slug: 'camping', commitment: false, maxAge: 14, objectAge: 10 }, [12, 24, 36, 48]],
    ['13 years: 1 option', { slug: 'car-electric', commitment: false, maxAge: 14, objectAge: 13 }, [12]],
    ['14 years: none', { slug: 'car', commitment: false, maxAge: 14, objectAge: 14 }, []],
    ['no maxAge: the default 10 options', { slug: 'atv', commitment: false, maxAge: null, objectAge: 3 }, all],
    [
      'car without insurance: first five',
      { slug: 'car-no-insurance', commitment: false, maxAge: 14, objectAge: 16 },
      [12, 24, 36, 48, 60],
    ],
    [
      'car without insurance, commitment: first five',
      { slug: 'car-no-insurance', commitment: true, maxAge: 14, objectAge: null },
      [12, 24, 36, 48, 60],
    ],
  ];
  for (const [name, input, expected] of table) it(name, () => assert.deepEqual(repaymentPeriods(input), expected));

  it('selects 48 months when offered, else the longest offered', () => {
    assert.equal(defaultRepaymentPeriod(all), 48);
    assert.equal(defaultRepaymentPeriod([12, 24, 36]), 36);
    assert.equal(defaultRepaymentPeriod([]), null);
  });
});

describe('equityHint (spec 1 §2)', () => {
  const table: Array<[string, Parameters<typeof equityHint>, ReturnType<typeof equityHint>]> = [
    ['no price', ['car', null, 10_000], null],
    ['no equity', ['car', 300_000, null], null],
    ['0 % equity', ['car', 300_000, 0], null],
    ['just under 1 %', ['car', 300_000, 2_999], null],
    ['1 %: 20 % suggestion, price × 0.8', ['car', 300_000, 3_000], { kind: 'below-20', amount: 240_000 }],
    ['rounded up', ['car', 123_457, 10_000], { kind: 'below-20', amount: 98_766 }],
    ['20 %: 35 % suggestion, price × 0.65', ['car', 300_000, 60_000], { kind: 'below-35', amount: 195_000 }],
    ['rounded up at 35 % suggestion', ['mc', 123_457, 30_000], { kind: 'below-35', amount: 80_248 }],
    ['35 %: closing text', ['car', 300_000, 105_000], { kind: 'from-35' }],
    ['99 %: closing text', ['car', 300_000, 297_000], { kind: 'from-35' }],
    ['100 %: nothing', ['car', 300_000, 300_000], null],
    ['car without insurance: never', ['car-no-insurance', 90_000, 9_000], null],
  ];
  for (const [name, args, expected] of table) it(name, () => assert.deepEqual(equityHint(...args), expected));
});

describe('ageBand and vehicleEligibility (spec 1 §4, §5)', () => {
  it('puts ages in the three info boxes', () => {
    assert.deepEqual([0, 4, 5, 13, 14, 20].map(ageBand), [
      'under-5',
      'under-5',
      '5-to-13',
      '5-to-13',
      '14-and-above',
      '14-and-above',
    ]);
  });

  const table: Array<
    [string, Parameters<typeof vehicleEligibility>[0], Partial<ReturnType<typeof vehicleEligibility>>]
  > = [
    [
      'new electric car on the electric product',
      { slug: 'car-electric', maxAge: 14, manufactureYear: 2026, fuel: 'ELEKTRISITET', currentYear: 2026 },
      { objectAge: 0, eligibleAge: true, zeroEmission: true, canContinue: true, reason: null },
    ],
    [
      'hydrogen counts as zero emission',
      { slug: 'car-electric', maxAge: 14, manufactureYear: 2020, fuel: 'HYDROGEN', currentYear: 2026 },
      { zeroEmission: true, canContinue: true },
    ],
    [
      'plug-in hybrid on the electric product',
      { slug: 'car-electric', maxAge: 14, manufactureYear: 2020, fuel: 'BENSIN/ELEKTRISITET', currentYear: 2026 },
      { zeroEmission: false, canContinue: false, reason: 'not-zero-emission' },
    ],
    [
      'diesel on the car product',
      { slug: 'car', maxAge: 14, manufactureYear: 2020, fuel: 'DIESEL', currentYear: 2026 },
      { canContinue: true },
    ],
    [
      '13 years: eligible',
      { slug: 'car', maxAge: 14, manufactureYear: 2013, fuel: 'BENSIN', currentYear: 2026 },
      { objectAge: 13, eligibleAge: true },
    ],
    [
      '14 years: too old',
      { slug: 'car', maxAge: 14, manufactureYear: 2012, fuel: 'BENSIN', currentYear: 2026 },
      { objectAge: 14, eligibleAge: false, reason: 'too-old' },
    ],
    [
      'too old wins over emission',
      { slug: 'car-electric', maxAge: 14, manufactureYear: 2000, fuel: 'DIESEL', currentYear: 2026 },
      { reason: 'too-old' },
    ],
    [
      'car without insurance: any age',
      { slug: 'car-no-insurance', maxAge: 14, manufactureYear: 2000, fuel: 'BENSIN', currentYear: 2026 },
      { objectAge: 26, eligibleAge: true, canContinue: true },
    ],
  ];
  for (const [name, input, expected] of table) {
    it(name, () => assert.deepEqual(pick(vehicleEligibility(input), expected), expected));
  }
});

describe('age at payoff (spec 1 §5: at most 14 years when the loan is paid off)', () => {
  const table: Array<[string, Parameters<typeof ageAllowsTerm>, number, boolean]> = [
    ['new, 10 years', ['car', 2026, 120, 2026], 10, true],
    ['9 years old, 5 years', ['car', 2017, 60, 2026], 14, true],
    ['10 years old, 5 years', ['mc', 2016, 60, 2026], 15, false],
    ['13 years old, 1 year', ['car-electric', 2013, 12, 2026], 14, true],
    ['18 months rounds up to 2 years', ['car', 2014, 18, 2026], 14, true],
    ['car without insurance: no limit', ['car-no-insurance', 2000, 60, 2026], 31, true],
  ];
  for (const [name, args, age, allowed] of table) {
    it(name, () => {
      assert.equal(ageAtPayoff(args[1], args[2], args[3]), age);
      assert.equal(ageAllowsTerm(...args), allowed);
    });
  }
});

describe('ageInfo: the age box never promises more than is offered (spec 1 §5)', () => {
  const periods = (slug: Parameters<typeof repaymentPeriods>[0]['slug'], objectAge: number) =>
    repaymentPeriods({ slug, commitment: false, maxAge: 14, objectAge });
  const table: Array<[string, Parameters<typeof ageInfo>[0], ReturnType<typeof ageInfo>]> = [
    [
      'car, new: under 5, 10 years',
      { slug: 'car', objectAge: 0, offered: periods('car', 0) },
      { kind: 'under-5', age: 0, years: 10 },
    ],
    [
      'car, 10 years: 4 years',
      { slug: 'car', objectAge: 10, offered: periods('car', 10) },
      { kind: '5-to-13', age: 10, years: 4 },
    ],
    [
      'car, 13 years: 1 year',
      { slug: 'car', objectAge: 13, offered: periods('car', 13) },
      { kind: '5-to-13', age: 13, years: 1 },
    ],
    [
      'camping, 14 years: no loan',
      { slug: 'camping', objectAge: 14, offered: periods('camping', 14) },
      { kind: '14-and-above', age: 14, years: 0 },
    ],
    [
      'car without insurance, new: 5 years, not 10',
      { slug: 'car-no-insurance', objectAge: 2, offered: periods('car-no-insurance', 2) },
      { kind: 'no-age-limit', age: 2, years: 5 },
    ],
    [
      'car without insurance, 11 years: 5 years, not 3',
      { slug: 'car-no-insurance', objectAge: 11, offered: periods('car-no-insurance', 11) },
      { kind: 'no-age-limit', age: 11, years: 5 },
    ],
    [
      'car without insurance, 18 years: accepted, no "we cannot give a loan"',
      { slug: 'car-no-insurance', objectAge: 18, offered: periods('car-no-insurance', 18) },
      { kind: 'no-age-limit', age: 18, years: 5 },
    ],
  ];
  for (const [name, input, expected] of table) {
    it(name, () => assert.deepEqual(ageInfo(input), expected));
  }

  it("the 5-to-13 box's longest period ends exactly when the vehicle is 14 (at most 14 at payoff)", () => {
    for (let age = 5; age <= 13; age += 1) {
      const info = ageInfo({ slug: 'car', objectAge: age, offered: periods('car', age) });
      assert.equal(info.kind, '5-to-13');
      assert.equal(ageAllowsTerm('car', 2026 - age, info.years * 12, 2026), true, `age ${age}`);
      assert.equal(ageAtPayoff(2026 - age, info.years * 12, 2026), 14, `age ${age}`);
    }
  });
});

describe('equityAbovePrice (flagged at the equity field)', () => {
  const table: Array<[number | null, number | null, boolean]> = [
    [300000, 300001, true],
    [300000, 1000000, true],
    [300000, 300000, false],
    [300000, 0, false],
    [null, 5000, false],
    [300000, null, false],
  ];
  for (const [price, equity, expected] of table) {
    it(`price ${price}, equity ${equity} → ${expected}`, () => assert.equal(equityAbovePrice(price, equity), expected));
  }
});

describe('startingPrice: the price quote fills an empty «Kjøpesum»', () => {
  const table: Array<[number | null | undefined, number | null | undefined, number | null]> = [
    [undefined, 379000, 379000],
    [null, 379000, 379000],
    [250000, 379000, 250000],
    [undefined, null, null],
    [undefined, undefined, null],
  ];
  for (const [typed, quote, expected] of table) {
    it(`typed ${typed}, quote ${quote} → ${expected}`, () => assert.equal(startingPrice(typed, quote), expected));
  }
});
