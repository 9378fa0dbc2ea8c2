import { PRODUCT_CODES, PRODUCT_SLUGS, type ProductSlug } from '../../../src/domain/products.js';
import type { InterestsAndFees, ProductInfo, RepaymentPeriodTerms } from '../../../src/schemas/loan.js';
import { calculateLoan } from '../../../src/domain/loan/calculate.js';

/*
 * The sandbox's loan products (GET /calculator/{slug}, spec 1 §3 "Product interestsAndFees",
 * §5, §9): a plausible price list of a Norwegian bank in 2026.
 *
 * - Nominal interest in percent, three equity tiers: below 20 % equity the min-equity rate, from 20 %
 *   the mid rate, from 35 % the max-equity (lowest) rate — the thresholds the equity hint uses (spec 1 §2).
 * - Fees: establishment (etableringsgebyr), registration of the lien in Løsøreregisteret
 *   (tinglysingsgebyr, 1 585 kr electronically; `pledgeFeeManual` is the higher paper-filing fee) and a
 *   term fee per monthly invoice (termingebyr).
 * - `maxAge`: the object's greatest age in years when the loan is paid off (spec 1 §5: 14 for vehicles).
 *   The caravan follows the same rule: spec 1 §5/§9 and the upgrade form apply 14 years to every
 *   vehicle looked up in the registry. The boat has no registry lookup and lasts longer; it gets 20.
 * - Effective interest is computed here, at module load, from the nominal rate and the fees for the
 *   representative example of the product ({@link EFFECTIVE_RATE_EXAMPLES}) with the calculator's own
 *   `calculateLoan` (src/domain/loan), and rounded to two decimals, so the two can never disagree.
 */

/** Equity share (percent of the price) from which the mid-equity rate applies (spec 1 §2, 20 %). */
export const EQUITY_THRESHOLD_MID = 20;
/** Equity share (percent of the price) from which the max-equity rate applies (spec 1 §2, 35 %). */
export const EQUITY_THRESHOLD_MAX = 35;
/** Tinglysingsgebyr for a salgspant registered electronically, in kroner. */
export const PLEDGE_FEE = 1_585;
/** The same registration filed on paper (manual), in kroner. */
export const PLEDGE_FEE_MANUAL = 1_915;
/** Termingebyr per monthly invoice, in kroner. */
export const TERM_FEE = 75;

/** A representative loan example: what the customer borrows and for how long. */
export interface LoanExample {
  readonly amount: number;
  readonly months: number;
}

/** The representative example behind each product's effective rates: 150 000 kr over 5 years; 100 000 kr for car-no-insurance. */
export const EFFECTIVE_RATE_EXAMPLES: Readonly<Record<ProductSlug, LoanExample>> = Object.fromEntries(
  PRODUCT_SLUGS.map((slug) => [slug, { amount: slug === 'car-no-insurance' ? 100_000 : 150_000, months: 60 }]),
) as Record<ProductSlug, LoanExample>;

/** Repayment options 12, 24, … up to `maxMonths` (spec 1 §5, §9). */
function terms(slug: ProductSlug, maxMonths: number): RepaymentPeriodTerms {
  return {
    defTerm: 36,
    id: `terms-${slug}`,
    maxTerms: maxMonths,
    possibleTerms: Array.from({ length: maxMonths / 12 }, (_, i) => (i + 1) * 12),
  };
}

/** The figures a product is written with; the rest is derived. */
interface PriceList {
  /** Nominal interest in percent below 20 %, from 20 % and from 35 % equity. */
  readonly nominal: readonly [min: number, mid: number, max: number];
  readonly establishFee: number;
  readonly loanAmountMax: number;
  readonly maxAge: number | null;
  readonly objectPriceDef: number;
  readonly priceStep: number;
  readonly maxMonths: number;
}

function product(slug: ProductSlug, list: PriceList): ProductInfo {
  const example = EFFECTIVE_RATE_EXAMPLES[slug];
  const effective = (nominalRatePct: number) => {
    const { effectiveRatePct } = calculateLoan({
      loanAmount: example.amount,
      months: example.months,
      nominalRatePct,
      establishFee: list.establishFee,
      pledgeFee: PLEDGE_FEE,
      termFee: TERM_FEE,
    });
    return Math.round(effectiveRatePct * 100) / 100;
  };
  const [min, mid, max] = list.nominal;
  const interestsAndFees: InterestsAndFees = {
    effInterestMaxEquity: effective(max),
    effInterestMidEquity: effective(mid),
    effInterestMinEquity: effective(min),
    equityPercentThresholdMaxInterest: EQUITY_THRESHOLD_MAX,
    equityPercentThresholdMidInterest: EQUITY_THRESHOLD_MID,
    establishFee: list.establishFee,
    loanAmountMax: list.loanAmountMax,
    loanAmountMin: 30_000,
    loanProduct: PRODUCT_CODES[slug],
    maxAge: list.maxAge,
    nomInterestMaxEquity: max,
    nomInterestMidEquity: mid,
    nomInterestMinEquity: min,
    objectPriceDef: list.objectPriceDef,
    pledgeFee: PLEDGE_FEE,
    pledgeFeeManual: PLEDGE_FEE_MANUAL,
    priceStep: list.priceStep,
    termFee: TERM_FEE,
  };
  return { interestsAndFees, repaymentPeriodTerms: terms(slug, list.maxMonths) };
}

/** Every product the sandbox answers on GET /calculator/{slug}, by slug. */
export const PRODUCTS: Record<ProductSlug, ProductInfo> = {
  car: product('car', {
    nominal: [8.49, 7.89, 7.39],
    establishFee: 3_490,
    loanAmountMax: 1_500_000,
    maxAge: 14,
    objectPriceDef: 350_000,
    priceStep: 1_000,
    maxMonths: 120,
  }),
  // Zero-emission cars get the green discount.
  'car-electric': product('car-electric', {
    nominal: [7.29, 6.84, 6.39],
    establishFee: 3_490,
    loanAmountMax: 1_500_000,
    maxAge: 14,
    objectPriceDef: 450_000,
    priceStep: 1_000,
    maxMonths: 120,
  }),
  // No insurance through the bank: higher rate, at most 100 000 kr and 5 years (spec 1 §5, §9); the
  // object's age is not checked for this product (spec 1 §4), maxAge is sent all the same.
  'car-no-insurance': product('car-no-insurance', {
    nominal: [9.59, 9.24, 8.89],
    establishFee: 2_990,
    loanAmountMax: 100_000,
    maxAge: 14,
    objectPriceDef: 90_000,
    priceStep: 1_000,
    maxMonths: 60,
  }),
  mc: product('mc', {
    nominal: [8.99, 8.49, 7.89],
    establishFee: 3_490,
    loanAmountMax: 500_000,
    maxAge: 14,
    objectPriceDef: 150_000,
    priceStep: 1_000,
    maxMonths: 120,
  }),
  atv: product('atv', {
    nominal: [9.49, 8.99, 8.49],
    establishFee: 3_490,
    loanAmountMax: 400_000,
    maxAge: 14,
    objectPriceDef: 150_000,
    priceStep: 1_000,
    maxMonths: 120,
  }),
  snowmobile: product('snowmobile', {
    nominal: [9.49, 8.99, 8.49],
    establishFee: 3_490,
    loanAmountMax: 400_000,
    maxAge: 14,
    objectPriceDef: 180_000,
    priceStep: 1_000,
    maxMonths: 120,
  }),
  camping: product('camping', {
    nominal: [8.69, 8.29, 7.79],
    establishFee: 3_990,
    loanAmountMax: 1_500_000,
    maxAge: 14,
    objectPriceDef: 800_000,
    priceStep: 5_000,
    maxMonths: 120,
  }),
  caravan: product('caravan', {
    nominal: [8.99, 8.49, 7.99],
    establishFee: 3_990,
    loanAmountMax: 800_000,
    maxAge: 14,
    objectPriceDef: 300_000,
    priceStep: 1_000,
    maxMonths: 120,
  }),
  // Not in the chooser and not in the vehicle registry (no plate lookup); a boat's useful life is
  // longer, so it may be up to 20 years old at payoff.
  boat: product('boat', {
    nominal: [9.29, 8.74, 8.29],
    establishFee: 3_990,
    loanAmountMax: 1_000_000,
    maxAge: 20,
    objectPriceDef: 400_000,
    priceStep: 5_000,
    maxMonths: 120,
  }),
};
