/**
 * The looked-up vehicle's eligibility for the calculator's loan (spec 1 §4, §5), as a pure function. Apart
 * from the other rules of calculator-rules.ts (which re-exports it): the calculator's first view needs
 * only this one; the loan form's rules come with the form's chunk, on demand.
 */
import type { ProductSlug } from '../products.js';

/** The vehicle's greatest age when the loan is paid off, when a product does not say (spec 1 §5). */
export const DEFAULT_MAX_AGE = 14;

/** Fuels that make a vehicle zero-emission (spec 1 §4). */
export const ZERO_EMISSION_FUELS = ['ELEKTRISITET', 'HYDROGEN'] as const;

/** What the calculator knows of a looked-up vehicle (spec 1 §4 "Vehicle lookup"). */
export interface VehicleEligibility {
  /** Current year − manufacture year. */
  objectAge: number;
  /** Under the product's max age, or any age for car without insurance. */
  eligibleAge: boolean;
  /** Fuel is electricity or hydrogen. */
  zeroEmission: boolean;
  /** Whether the loan form may be shown: eligible age, and zero emission for the electric-car product. */
  canContinue: boolean;
  /** Why not, when it may not. */
  reason: 'too-old' | 'not-zero-emission' | null;
}

export function vehicleEligibility(input: {
  slug: ProductSlug;
  maxAge: number | null;
  manufactureYear: number;
  fuel: string;
  currentYear: number;
}): VehicleEligibility {
  const objectAge = Math.max(0, input.currentYear - input.manufactureYear);
  const eligibleAge = input.slug === 'car-no-insurance' || objectAge < (input.maxAge ?? DEFAULT_MAX_AGE);
  const zeroEmission = (ZERO_EMISSION_FUELS as readonly string[]).includes(input.fuel);
  const reason = !eligibleAge ? 'too-old' : input.slug === 'car-electric' && !zeroEmission ? 'not-zero-emission' : null;
  return { objectAge, eligibleAge, zeroEmission, canContinue: reason === null, reason };
}
