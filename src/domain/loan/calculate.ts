/**
 * Loan mathematics of spec 1 §9 (pure): the annuity with fees, the total cost and the effective annual
 * rate. Amounts are in kroner; rates are percentages (7.9 means 7.9 %).
 */

/** The figures `calculateLoan` needs. */
export interface LoanInput {
  /** Loan amount without fees (price − equity). */
  loanAmount: number;
  /** Repayment period in months. */
  months: number;
  /** Nominal annual rate in percent. */
  nominalRatePct: number;
  /** Establishment fee, added to the principal. */
  establishFee: number;
  /** Registration (pledge) fee, added to the principal. */
  pledgeFee: number;
  /** Term (invoice) fee, added to every monthly payment. */
  termFee: number;
}

/** What the loan costs. */
export interface LoanCost {
  /** Monthly payment including the term fee, rounded to whole kroner. */
  monthlyCost: number;
  /** Monthly cost × months. */
  totalCost: number;
  /** Effective annual rate in percent (unrounded; shown with two decimals). */
  effectiveRatePct: number;
}

/** Newton's method for the effective rate: at most 10 iterations, tolerance 1e-10 (spec 1 §9). */
export const EFFECTIVE_RATE_ITERATIONS = 10;
export const EFFECTIVE_RATE_TOLERANCE = 1e-10;

/** The monthly annuity of a principal; a 0 % rate divides evenly. */
export function annuity(principal: number, monthlyRate: number, months: number): number {
  if (monthlyRate === 0) return principal / months;
  return (principal * monthlyRate) / (1 - (1 + monthlyRate) ** -months);
}

/**
 * The monthly rate j that makes the payments worth the loan amount today:
 * loanAmount = Σₖ₌₁ⁿ payment / (1 + j)ᵏ, solved by Newton's method from the nominal monthly rate.
 */
export function effectiveMonthlyRate(loanAmount: number, payment: number, months: number, start: number): number {
  let j = start;
  for (let i = 0; i < EFFECTIVE_RATE_ITERATIONS; i += 1) {
    let value = -loanAmount;
    let slope = 0;
    for (let k = 1; k <= months; k += 1) {
      value += payment / (1 + j) ** k;
      slope -= (k * payment) / (1 + j) ** (k + 1);
    }
    if (slope === 0) break;
    const step = value / slope;
    j -= step;
    if (Math.abs(step) < EFFECTIVE_RATE_TOLERANCE) break;
  }
  return j;
}

/**
 * Calculates a secured vehicle loan (spec 1 §9): monthly rate = nominal / 12; principal = loan amount +
 * establishment fee + pledge fee; monthly cost = annuity(principal) + term fee, in whole kroner; total
 * cost = monthly cost × months; effective annual rate X = (1 + j)¹² − 1.
 */
export function calculateLoan(input: LoanInput): LoanCost {
  const { loanAmount, months, nominalRatePct, establishFee, pledgeFee, termFee } = input;
  if (!(months > 0) || !Number.isFinite(loanAmount) || loanAmount <= 0) {
    throw new RangeError('calculateLoan needs a positive loan amount and a positive number of months');
  }
  const monthlyRate = nominalRatePct / 100 / 12;
  const principal = loanAmount + establishFee + pledgeFee;
  const monthlyCost = Math.round(annuity(principal, monthlyRate, months) + termFee);
  const totalCost = monthlyCost * months;
  const j = effectiveMonthlyRate(loanAmount, monthlyCost, months, monthlyRate);
  return { monthlyCost, totalCost, effectiveRatePct: ((1 + j) ** 12 - 1) * 100 };
}

/** The rate tiers of a product by equity (spec 1 §9). */
export interface EquityTiers {
  equityPercentThresholdMidInterest: number;
  equityPercentThresholdMaxInterest: number;
  nomInterestMinEquity: number;
  nomInterestMidEquity: number;
  nomInterestMaxEquity: number;
}

/**
 * The nominal rate for an equity share: below the mid threshold the min-equity rate; from mid to below
 * max the mid rate; from max up the max rate.
 */
export function nominalRateFor(tiers: EquityTiers, equityPct: number): number {
  if (equityPct >= tiers.equityPercentThresholdMaxInterest) return tiers.nomInterestMaxEquity;
  if (equityPct >= tiers.equityPercentThresholdMidInterest) return tiers.nomInterestMidEquity;
  return tiers.nomInterestMinEquity;
}

/** Equity as a percentage of the price (0 when there is no price). */
export function equityPercent(price: number, equity: number): number {
  return price > 0 ? (equity / price) * 100 : 0;
}

/** A product's rates by equity share and its fees (the `interestsAndFees` of GET /calculator/{slug}). */
export interface ProductTerms extends EquityTiers {
  establishFee: number;
  pledgeFee: number;
  termFee: number;
}

/**
 * The loan for a price and equity with a product's terms (spec 1 §9): the nominal rate of the equity
 * share and the annuity with the product's fees. What the figures were worked out from comes with what
 * the loan costs, as the calculator and the upgrade show them.
 */
export function quoteLoan(
  terms: ProductTerms,
  figures: { price: number; equity: number; loanAmount: number; months: number },
): LoanInput & LoanCost {
  const { price, equity, loanAmount, months } = figures;
  const input: LoanInput = {
    loanAmount,
    months,
    nominalRatePct: nominalRateFor(terms, equityPercent(price, equity)),
    establishFee: terms.establishFee,
    pledgeFee: terms.pledgeFee,
    termFee: terms.termFee,
  };
  return { ...calculateLoan(input), ...input };
}
