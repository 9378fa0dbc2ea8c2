import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { annuity, calculateLoan, equityPercent, nominalRateFor, quoteLoan } from '../../src/domain/loan/calculate.js';

const noFees = { establishFee: 0, pledgeFee: 0, termFee: 0 };

describe('calculateLoan (spec 1 §9)', () => {
  // Independent figures: textbook annuities, and for a loan without fees the effective rate is the
  // nominal monthly rate compounded, (1 + r/12)^12 − 1.
  const table: Array<
    [string, Parameters<typeof calculateLoan>[0], { monthlyCost: number; totalCost: number; effective: number }]
  > = [
    [
      '0 % divides evenly',
      { loanAmount: 120_000, months: 12, nominalRatePct: 0, ...noFees },
      { monthlyCost: 10_000, totalCost: 120_000, effective: 0 },
    ],
    [
      '12 % over 12 months',
      { loanAmount: 100_000, months: 12, nominalRatePct: 12, ...noFees },
      { monthlyCost: 8_885, totalCost: 106_620, effective: 12.68 },
    ],
    [
      '6 % over 120 months',
      { loanAmount: 100_000, months: 120, nominalRatePct: 6, ...noFees },
      { monthlyCost: 1_110, totalCost: 133_200, effective: 6.17 },
    ],
    // 2 665.46 kr is shown and charged as 2 665 kr, so the effective rate lands just under 12.68 %.
    [
      'minimum amount, 12 months',
      { loanAmount: 30_000, months: 12, nominalRatePct: 12, ...noFees },
      { monthlyCost: 2_665, totalCost: 31_980, effective: 12.65 },
    ],
    [
      'maximum price, 120 months',
      { loanAmount: 2_000_000, months: 120, nominalRatePct: 6, ...noFees },
      { monthlyCost: 22_204, totalCost: 2_664_480, effective: 6.17 },
    ],
  ];
  for (const [name, input, expected] of table) {
    it(name, () => {
      const result = calculateLoan(input);
      assert.equal(result.monthlyCost, expected.monthlyCost);
      assert.equal(result.totalCost, expected.totalCost);
      assert.ok(Math.abs(Number(result.effectiveRatePct.toFixed(2)) - expected.effective) <= 0.011);
    });
  }

  it('adds establishment and pledge fees to the principal and the term fee to each payment', () => {
    const withFees = calculateLoan({
      loanAmount: 150_000,
      months: 60,
      nominalRatePct: 7.9,
      establishFee: 3_500,
      pledgeFee: 1_585,
      termFee: 75,
    });
    const principal = 150_000 + 3_500 + 1_585;
    assert.equal(withFees.monthlyCost, Math.round(annuity(principal, 0.079 / 12, 60) + 75));
    assert.equal(withFees.totalCost, withFees.monthlyCost * 60);
    // Fees push the effective rate well above the nominal one.
    assert.ok(withFees.effectiveRatePct > 10 && withFees.effectiveRatePct < 11.5);
  });

  it('finds the effective monthly rate that makes the payments worth the loan amount', () => {
    const input = {
      loanAmount: 200_000,
      months: 84,
      nominalRatePct: 8.49,
      establishFee: 3_490,
      pledgeFee: 1_585,
      termFee: 75,
    };
    const { monthlyCost, effectiveRatePct } = calculateLoan(input);
    const j = (1 + effectiveRatePct / 100) ** (1 / 12) - 1;
    let presentValue = 0;
    for (let k = 1; k <= input.months; k += 1) presentValue += monthlyCost / (1 + j) ** k;
    assert.ok(Math.abs(presentValue - input.loanAmount) <= 0.01);
  });

  it('refuses a loan without amount or months', () => {
    assert.throws(() => calculateLoan({ loanAmount: 0, months: 12, nominalRatePct: 5, ...noFees }), RangeError);
    assert.throws(() => calculateLoan({ loanAmount: 1000, months: 0, nominalRatePct: 5, ...noFees }), RangeError);
  });
});

describe('nominalRateFor (equity tiers)', () => {
  const tiers = {
    equityPercentThresholdMidInterest: 20,
    equityPercentThresholdMaxInterest: 35,
    nomInterestMinEquity: 8.49,
    nomInterestMidEquity: 7.89,
    nomInterestMaxEquity: 7.39,
  };
  const table: Array<[number, number]> = [
    [0, 8.49],
    [19.99, 8.49],
    [20, 7.89],
    [34.99, 7.89],
    [35, 7.39],
    [100, 7.39],
  ];
  for (const [equity, rate] of table) {
    it(`${equity} % equity → ${rate} %`, () => assert.equal(nominalRateFor(tiers, equity), rate));
  }

  it('equityPercent is equity over price, 0 without a price', () => {
    assert.equal(equityPercent(400_000, 100_000), 25);
    assert.equal(equityPercent(0, 100), 0);
  });
});

describe('quoteLoan (a price and equity with a product’s terms)', () => {
  const terms = {
    equityPercentThresholdMidInterest: 20,
    equityPercentThresholdMaxInterest: 35,
    nomInterestMinEquity: 8.49,
    nomInterestMidEquity: 7.89,
    nomInterestMaxEquity: 7.39,
    establishFee: 2990,
    pledgeFee: 1131,
    termFee: 95,
  };
  const table: Array<[string, number, number]> = [
    ['10 % equity: the min-equity rate', 40_000, 8.49],
    ['20 % equity: the mid rate', 80_000, 7.89],
    ['35 % equity: the max rate', 140_000, 7.39],
  ];
  for (const [name, equity, rate] of table) {
    it(name, () => {
      const loanAmount = 400_000 - equity;
      const quote = quoteLoan(terms, { price: 400_000, equity, loanAmount, months: 60 });
      const input = { loanAmount, months: 60, nominalRatePct: rate, establishFee: 2990, pledgeFee: 1131, termFee: 95 };
      assert.deepEqual(quote, { ...calculateLoan(input), ...input });
    });
  }
});
