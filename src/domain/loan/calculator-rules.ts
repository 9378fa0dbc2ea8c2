/**
 * The calculator's rules of spec 1 §2, §4, §5 and §9, as pure functions: repayment periods offered,
 * the equity hint, the age info boxes and the vehicle's eligibility (vehicle-eligibility.ts).
 */
import type { ProductSlug } from '../products.js';
import { DEFAULT_MAX_AGE } from './vehicle-eligibility.js';

// The rules the calculator's first view needs (the looked-up vehicle's eligibility) live in a module of
// their own: the rest are the loan form's, and come with its chunk, on demand.
export {
  DEFAULT_MAX_AGE,
  vehicleEligibility,
  ZERO_EMISSION_FUELS,
  type VehicleEligibility,
} from './vehicle-eligibility.js';

/** Every repayment period the select can offer: 12 to 120 months in steps of 12. */
export const REPAYMENT_PERIODS = [12, 24, 36, 48, 60, 72, 84, 96, 108, 120] as const;

/** The period the form selects by default (spec 1 §9). */
export const DEFAULT_REPAYMENT_PERIOD = 48;

/** Remaining object life that allows the full ten years. */
const FULL_TERM_YEARS = 10;

/**
 * The repayment periods offered (spec 1 §5): a commitment, or an object with 10 or more years of life
 * left, gets the first 10 options; otherwise as many years as maxAge − object age, and 10 when the
 * product has no maxAge; car without insurance only the first 5.
 */
export function repaymentPeriods(input: {
  slug: ProductSlug;
  commitment: boolean;
  maxAge: number | null;
  objectAge: number | null;
}): number[] {
  if (input.slug === 'car-no-insurance') return REPAYMENT_PERIODS.slice(0, 5);
  if (input.commitment || input.objectAge === null || input.maxAge === null)
    return REPAYMENT_PERIODS.slice(0, FULL_TERM_YEARS);
  const remaining = input.maxAge - input.objectAge;
  if (remaining >= FULL_TERM_YEARS) return REPAYMENT_PERIODS.slice(0, 10);
  return REPAYMENT_PERIODS.slice(0, Math.max(0, remaining));
}

/** The period to select: 48 months when offered, otherwise the longest offered (none when none is). */
export function defaultRepaymentPeriod(offered: readonly number[]): number | null {
  if (offered.includes(DEFAULT_REPAYMENT_PERIOD)) return DEFAULT_REPAYMENT_PERIOD;
  return offered.at(-1) ?? null;
}

/** What the equity hint says (spec 1 §2 "Equity hint"). */
export type EquityHint =
  { kind: 'below-20'; amount: number } | { kind: 'below-35'; amount: number } | { kind: 'from-35' };

/**
 * The equity hint: shown when a price is set, equity is from 1 % to under 100 % and the product is not
 * car without insurance. Below 20 % it names price × 0.8 rounded up; below 35 % price × 0.65 rounded
 * up; from 35 % the closing text.
 */
export function equityHint(slug: ProductSlug, price: number | null, equity: number | null): EquityHint | null {
  if (slug === 'car-no-insurance' || !price || price <= 0 || equity === null) return null;
  const pct = (equity / price) * 100;
  if (pct < 1 || pct >= 100) return null;
  if (pct < 20) return { kind: 'below-20', amount: Math.ceil(price * 0.8) };
  if (pct < 35) return { kind: 'below-35', amount: Math.ceil(price * 0.65) };
  return { kind: 'from-35' };
}

/** Which age info box applies (spec 1 §5: under 5, 5 to 13, 14 and above). */
export type AgeBand = 'under-5' | '5-to-13' | '14-and-above';

export function ageBand(objectAge: number): AgeBand {
  if (objectAge < 5) return 'under-5';
  if (objectAge < 14) return '5-to-13';
  return '14-and-above';
}

/** The age info box to show over the loan form, with what it names (spec 1 §5). */
export interface AgeInfo {
  /**
   * `under-5`, `5-to-13` and `14-and-above` for the products with the 14-years-at-payoff rule;
   * `no-age-limit` for car without insurance, which takes a vehicle of any age for at most 5 years.
   */
  kind: AgeBand | 'no-age-limit';
  /** The vehicle's age in years. */
  age: number;
  /** The longest repayment period offered, in whole years. */
  years: number;
}

/**
 * The age info box for a found vehicle and the periods offered: never more years than are offered
 * (car without insurance: 5), and for car without insurance no "we cannot give a loan" box, as that
 * product has no age limit.
 */
export function ageInfo(input: { slug: ProductSlug; objectAge: number; offered: readonly number[] }): AgeInfo {
  const years = Math.floor((input.offered.at(-1) ?? 0) / 12);
  const kind = input.slug === 'car-no-insurance' ? 'no-age-limit' : ageBand(input.objectAge);
  return { kind, age: input.objectAge, years };
}

/** Whether the equity is more than the price: flagged at the equity field (nothing would be borrowed). */
export function equityAbovePrice(price: number | null, equity: number | null): boolean {
  return price !== null && equity !== null && equity > price;
}

/**
 * The price the loan form starts with: what the customer had (restored after the login), otherwise the
 * looked-up vehicle's price quote, otherwise empty. The field stays editable.
 */
export function startingPrice(typed: number | null | undefined, priceQuote: number | null | undefined): number | null {
  return typed ?? priceQuote ?? null;
}

/** The vehicle's age in whole years when a loan of `months` is paid off. */
export function ageAtPayoff(manufactureYear: number, months: number, currentYear: number): number {
  return currentYear - manufactureYear + Math.ceil(months / 12);
}

/**
 * Whether a vehicle may secure a loan of `months` (spec 1 §5): at most 14 years old when the loan is
 * paid off; car without insurance has no age limit.
 */
export function ageAllowsTerm(
  slug: ProductSlug,
  manufactureYear: number,
  months: number,
  currentYear: number,
): boolean {
  return slug === 'car-no-insurance' || ageAtPayoff(manufactureYear, months, currentYear) <= DEFAULT_MAX_AGE;
}
