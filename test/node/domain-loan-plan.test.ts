import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import fc from 'fast-check';
import { PRODUCTS } from '../../demo/sandbox/seed/products.js';
import { calculateLoan, type LoanInput } from '../../src/domain/loan/calculate.js';
import { REPAYMENT_PERIODS } from '../../src/domain/loan/calculator-rules.js';
import { repaymentPlan, type RepaymentPlan } from '../../src/domain/loan/plan.js';
import { PRODUCT_SLUGS } from '../../src/domain/products.js';

/** The car product's fees in the sandbox. */
const carFees = { establishFee: 3_490, pledgeFee: 1_585, termFee: 75 };

const sum = (plan: RepaymentPlan, key: 'interest' | 'principal' | 'fees' | 'paid' | 'months') =>
  plan.years.reduce((total, year) => total + year[key], 0);

/** Every rule of the plan (decision 0104), against the loan maths of calculateLoan. */
function checkPlan(input: LoanInput): void {
  const plan = repaymentPlan(input);
  const cost = calculateLoan(input);
  const allFees = input.establishFee + input.pledgeFee + input.termFee * input.months;
  // The totals are the calculator's, and the rows add up to them exactly.
  assert.equal(plan.monthlyCost, cost.monthlyCost);
  assert.equal(plan.totalCost, cost.totalCost);
  assert.equal(sum(plan, 'paid'), cost.totalCost);
  assert.equal(sum(plan, 'principal'), input.loanAmount);
  assert.equal(sum(plan, 'fees'), allFees);
  assert.equal(plan.fees, allFees);
  assert.equal(sum(plan, 'interest'), plan.interest);
  assert.equal(plan.interest + input.loanAmount + allFees, cost.totalCost);
  assert.equal(sum(plan, 'months'), input.months);
  // One row per year of the loan, the last one shorter when the period is not whole years.
  assert.equal(plan.years.length, Math.ceil(input.months / 12));
  assert.equal(plan.years[0]?.startBalance, input.loanAmount);
  assert.equal(plan.years.at(-1)?.endBalance, 0);
  plan.years.forEach((year, index) => {
    assert.equal(year.year, index + 1);
    assert.equal(year.months, Math.min(12, input.months - index * 12));
    for (const figure of [year.startBalance, year.interest, year.principal, year.fees, year.endBalance])
      assert.ok(Number.isInteger(figure), `whole kroner in year ${year.year}`);
    assert.equal(year.paid, cost.monthlyCost * year.months);
    assert.equal(year.interest + year.principal + year.fees, year.paid);
    assert.equal(year.startBalance - year.principal, year.endBalance);
    if (index > 0) assert.equal(year.startBalance, plan.years[index - 1]?.endBalance);
    // The balance falls every year, and interest falls with it (an annuity).
    assert.ok(year.principal > 0 && year.endBalance >= 0);
    assert.ok(year.interest >= 0);
    assert.ok(year.fees >= input.termFee * year.months);
    const previous = plan.years[index - 1];
    if (previous && year.months === 12 && input.nominalRatePct > 0) assert.ok(year.interest <= previous.interest);
  });
  // The same annuity as the monthly cost: worked out month by month at the nominal rate with the
  // rounded payment, the balance differs from the plan's only by that rounding, which the plan spreads
  // over the loan (at most ½ kr a month, grown by interest), and the rounding to whole kroner.
  const rate = input.nominalRatePct / 1200;
  const principal = input.loanAmount + input.establishFee + input.pledgeFee;
  let owed = principal;
  for (let month = 1; month <= input.months; month += 1) {
    owed = owed * (1 + rate) - (cost.monthlyCost - input.termFee);
    const year = plan.years[Math.ceil(month / 12) - 1];
    if (year && (month % 12 === 0 || month === input.months)) {
      const nominalBalance = (owed * input.loanAmount) / principal;
      const tolerance = 0.5 * input.months * (1 + rate) ** input.months + 1;
      assert.ok(
        Math.abs(year.endBalance - nominalBalance) <= tolerance,
        `year ${year.year}: ${year.endBalance} against ${nominalBalance.toFixed(2)} ± ${tolerance.toFixed(2)}`,
      );
    }
  }
}

describe('repaymentPlan (issue 34, decision 0104)', () => {
  // Every product of the sandbox, every rate tier, every period the specs offer, at the smallest and
  // the largest loan amount and one between.
  for (const slug of PRODUCT_SLUGS) {
    const fees = PRODUCTS[slug].interestsAndFees;
    const periods = PRODUCTS[slug].repaymentPeriodTerms.possibleTerms;
    it(`${slug}: periods ${periods.join(', ')} months, every rate tier`, () => {
      for (const months of periods) {
        for (const nominalRatePct of [
          fees.nomInterestMinEquity,
          fees.nomInterestMidEquity,
          fees.nomInterestMaxEquity,
        ]) {
          for (const loanAmount of [fees.loanAmountMin, 187_321, fees.loanAmountMax]) {
            const { establishFee, pledgeFee, termFee } = fees;
            checkPlan({ loanAmount, months, nominalRatePct, establishFee, pledgeFee, termFee });
          }
        }
      }
    });
  }

  it('covers every period the specs allow (12 to 120 months in whole years)', () => {
    const offered = new Set(PRODUCT_SLUGS.flatMap((slug) => PRODUCTS[slug].repaymentPeriodTerms.possibleTerms));
    assert.deepEqual(
      [...offered].sort((a, b) => a - b),
      [...REPAYMENT_PERIODS],
    );
  });

  it('a worked example: 150 000 kr over 5 years at 7.89 % with the car fees', () => {
    const plan = repaymentPlan({ loanAmount: 150_000, months: 60, nominalRatePct: 7.89, ...carFees });
    assert.equal(plan.monthlyCost, 3_211);
    assert.equal(plan.totalCost, 192_660);
    assert.deepEqual(
      plan.years.map((year) => [year.startBalance, year.endBalance]),
      [
        [150_000, 124_522],
        [124_522, 96_961],
        [96_961, 67_146],
        [67_146, 34_892],
        [34_892, 0],
      ],
    );
    // The financed fees (5 075 kr) and 60 term fees of 75 kr.
    assert.equal(plan.fees, 5_075 + 4_500);
  });

  it('a period that is not whole years ends with a shorter year (18 months: 12 and 6)', () => {
    const input = { loanAmount: 60_000, months: 18, nominalRatePct: 8.49, ...carFees };
    const plan = repaymentPlan(input);
    assert.deepEqual(
      plan.years.map((year) => year.months),
      [12, 6],
    );
    checkPlan(input);
  });

  it('a loan without interest or fees pays the same principal every month', () => {
    const plan = repaymentPlan({
      loanAmount: 120_000,
      months: 24,
      nominalRatePct: 0,
      establishFee: 0,
      pledgeFee: 0,
      termFee: 0,
    });
    assert.deepEqual(
      plan.years.map((year) => [year.interest, year.principal, year.fees]),
      [
        [0, 60_000, 0],
        [0, 60_000, 0],
      ],
    );
  });

  it('holds for any amount, period, rate and fees a product could have', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 30_000, max: 2_000_000 }),
        fc.integer({ min: 1, max: 120 }),
        // From 1 %: near 0 % the rounding of the monthly cost can outweigh the interest (no product comes near).
        fc.integer({ min: 100, max: 2_500 }),
        fc.integer({ min: 0, max: 5_000 }),
        fc.integer({ min: 0, max: 2_000 }),
        fc.integer({ min: 0, max: 150 }),
        (loanAmount, months, rateHundredths, establishFee, pledgeFee, termFee) =>
          checkPlan({ loanAmount, months, nominalRatePct: rateHundredths / 100, establishFee, pledgeFee, termFee }),
      ),
      { numRuns: 300 },
    );
  });
});
