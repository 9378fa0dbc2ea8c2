/**
 * The loan upgrade's rules (spec 1 §2 "Loan upgrade", §5 "Upgrade full form", §9), as pure functions:
 * the loan amount range, the repayment periods, which vehicles may continue to the form, and the
 * emission warning of the electric-car product.
 */
import { LIMITS } from '../fields.js';
import { PRODUCT_CODES, PRODUCT_SLUGS, type ProductSlug } from '../products.js';
import { REPAYMENT_PERIODS, vehicleEligibility, ZERO_EMISSION_FUELS } from './calculator-rules.js';

/** The loan amount the upgrade allows: from the product's minimum to its maximum, capped at the commitment. */
export interface UpgradeLimits {
  min: number;
  max: number;
}

/** The product slug of a service product code (`CAR_ZERO_EMISSION` → `car-electric`), or null. */
export function slugOfProductCode(code: string): ProductSlug | null {
  return PRODUCT_SLUGS.find((slug) => PRODUCT_CODES[slug] === code) ?? null;
}

/**
 * The upgrade's loan amount range (spec 1 §5, §9): the product's `loanAmountMin` and `loanAmountMax`
 * (30 000 and 2 000 000 when the product does not say), the maximum capped at the amount the
 * commitment was granted for, except for car without insurance.
 */
export function upgradeLimits(input: {
  slug: ProductSlug;
  committedAmount: number;
  fees: { loanAmountMin: number; loanAmountMax: number } | null;
}): UpgradeLimits {
  const min = input.fees?.loanAmountMin ?? LIMITS.upgradeLoanAmountMin;
  const productMax = input.fees?.loanAmountMax ?? LIMITS.upgradeLoanAmountMax;
  const max = input.slug === 'car-no-insurance' ? productMax : Math.min(productMax, input.committedAmount);
  return { min, max };
}

/** Years the upgrade offers for an object of this age (spec 1 §9): up to 4 years old 10, else 14 − age. */
export function upgradeYears(slug: ProductSlug, objectAge: number): number {
  if (slug === 'car-no-insurance') return LIMITS.carNoInsuranceYearsMax;
  if (objectAge <= 4) return 10;
  return Math.max(0, LIMITS.vehicleMaxAgeAtPayoff - objectAge);
}

/** The repayment periods the upgrade form offers, in months. */
export function upgradePeriods(slug: ProductSlug, objectAge: number): number[] {
  return REPAYMENT_PERIODS.slice(0, upgradeYears(slug, objectAge));
}

/**
 * The emission warning of the upgrade form (spec 1 §2): for the electric-car product, a vehicle whose
 * fuel is not electricity or hydrogen, or that has a CO2 value (a CO2 of 0 is no emission).
 */
export function emissionProblem(slug: ProductSlug, vehicle: { fuel: string; co2: number | null }): boolean {
  if (slug !== 'car-electric') return false;
  const zero = (ZERO_EMISSION_FUELS as readonly string[]).includes(vehicle.fuel);
  return !zero || (vehicle.co2 !== null && vehicle.co2 > 0);
}

/** Why a found vehicle cannot continue to the upgrade form, or null when it can. */
export type UpgradeBlock = 'too-old' | 'emission' | null;

/**
 * Whether a looked-up vehicle may continue to the full form (spec 1 §2): vehicles of 14 years or more
 * (no period would end before the 14-year limit; car without insurance has no age limit) and, for the
 * electric-car product, vehicles with an emission problem only get the lookup.
 */
export function upgradeBlock(input: {
  slug: ProductSlug;
  maxAge: number | null;
  vehicle: { manufactureYear: number; fuel: string; co2: number | null };
  currentYear: number;
}): { objectAge: number; block: UpgradeBlock } {
  const eligibility = vehicleEligibility({
    slug: input.slug,
    maxAge: input.maxAge,
    manufactureYear: input.vehicle.manufactureYear,
    fuel: input.vehicle.fuel,
    currentYear: input.currentYear,
  });
  if (!eligibility.eligibleAge) return { objectAge: eligibility.objectAge, block: 'too-old' };
  if (emissionProblem(input.slug, input.vehicle)) return { objectAge: eligibility.objectAge, block: 'emission' };
  return { objectAge: eligibility.objectAge, block: null };
}

/** Whether the upgrade asks for the odometer: not for camping cars and caravans (spec 1 §5). */
export function upgradeAsksOdometer(slug: ProductSlug): boolean {
  return slug !== 'camping' && slug !== 'caravan';
}
