/**
 * The repayment plan (issue 34, decision 0104), pure: the loan of `calculateLoan` paid down year by
 * year, from the same annuity as the monthly cost. Amounts are whole kroner.
 *
 * - **The payments** are the monthly cost the calculator shows (whole kroner), every month; so the
 *   rows add up to its total cost exactly.
 * - **Rounding.** The monthly cost is the annuity rounded to whole kroner, so at the nominal rate
 *   it would leave a few kroner (at most ½ kr a month, with interest) unpaid or overpaid at the end.
 *   The plan runs the annuity at the monthly rate that makes the rounded payments repay the principal
 *   exactly (`effectiveMonthlyRate` of the principal with fees), which differs from nominal / 12 only
 *   by that rounding; the difference is spread over every month rather than left to the last payment.
 *   Each year's figures are differences of rounded running totals, so the rows add up to the totals
 *   in whole kroner and no row is off by more than a krone.
 * - **Fees.** The establishment and pledge fees are added to the loan (spec 1 §9) and paid down with
 *   it, in proportion; the part of them paid in a year shows under fees with the year's term fees,
 *   so the balance is the loan amount the customer chose, falling to 0, and every fee shows as a cost.
 * - **Years** are years of the loan (months 1–12, 13–24 …), not calendar years; a period that is not
 *   whole years ends with a shorter last year (18 months: 12 and 6).
 */
import { calculateLoan, effectiveMonthlyRate, type LoanInput } from './calculate.js';

/** One year of the plan. */
export interface PlanYear {
  /** The year of the loan, from 1. */
  year: number;
  /** Months of payments in the year (12, less in a last, shorter year). */
  months: number;
  /** The loan amount still owed at the start of the year (the first year: the loan amount). */
  startBalance: number;
  /** Interest paid in the year. */
  interest: number;
  /** Loan amount paid down in the year. */
  principal: number;
  /** Term fees, and the part of the establishment and pledge fees paid down, in the year. */
  fees: number;
  /** The loan amount still owed at the end of the year (the last year: 0). */
  endBalance: number;
  /** Paid in the year: monthly cost × months = interest + principal + fees. */
  paid: number;
}

/** The plan with its totals; the totals are the sums of the rows. */
export interface RepaymentPlan {
  years: PlanYear[];
  /** Monthly cost, as `calculateLoan` gives it. */
  monthlyCost: number;
  /** Total interest. */
  interest: number;
  /** All fees: establishment, pledge and every term fee. */
  fees: number;
  /** Total paid: the total cost of `calculateLoan`. */
  totalCost: number;
}

/** The year-by-year repayment plan of a loan (see the module's notes for rounding and fees). */
export function repaymentPlan(input: LoanInput): RepaymentPlan {
  const { loanAmount, months, nominalRatePct, establishFee, pledgeFee, termFee } = input;
  const { monthlyCost, totalCost } = calculateLoan(input);
  const principal = loanAmount + establishFee + pledgeFee;
  const payment = monthlyCost - termFee;
  const rate = effectiveMonthlyRate(principal, payment, months, nominalRatePct / 1200);

  const years: PlanYear[] = [];
  let balance = principal; // owed, with the fees added, unrounded
  let repaid = 0; // principal with fees paid down so far, rounded
  let loanRepaid = 0; // of that, the loan amount's part
  let interestSoFar = 0;
  for (let start = 0; start < months; start += 12) {
    const inYear = Math.min(12, months - start);
    for (let month = 0; month < inYear; month += 1) balance -= payment - balance * rate;
    const last = start + inYear === months;
    const repaidNow = last ? principal : Math.round(principal - balance);
    const loanRepaidNow = last ? loanAmount : Math.round((repaidNow * loanAmount) / principal);
    const paid = monthlyCost * inYear;
    const interest = paid - termFee * inYear - (repaidNow - repaid);
    years.push({
      year: years.length + 1,
      months: inYear,
      startBalance: loanAmount - loanRepaid,
      interest,
      principal: loanRepaidNow - loanRepaid,
      fees: paid - interest - (loanRepaidNow - loanRepaid),
      endBalance: loanAmount - loanRepaidNow,
      paid,
    });
    interestSoFar += interest;
    repaid = repaidNow;
    loanRepaid = loanRepaidNow;
  }
  return {
    years,
    monthlyCost,
    interest: interestSoFar,
    fees: establishFee + pledgeFee + termFee * months,
    totalCost,
  };
}
