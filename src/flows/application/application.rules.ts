import type { ServiceError } from '../../api/service-error.js';
import { LIMITS } from '../../domain/fields.js';
import { ageOn, birthDateOf, validateNationalId } from '../../domain/national-id.js';
import { PRODUCT_CODES, type ProductSlug } from '../../domain/products.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { addressParam } from '../shared/session.js';

/*
 * The application's rules and shapes (spec 1 §2 "Application flow"): its steps and routes, what the
 * element shows as a whole, and the address it reads.
 */

/** The five steps of the application, in order (spec 1 §2 "Application flow"). */
export const APPLICATION_STEPS = ['loan', 'sbl', 'applicants', 'kyc', 'review'] as const;
export type ApplicationStep = (typeof APPLICATION_STEPS)[number];

/** The inner route of the receipt (spec 1 §2). */
export const RECEIPT_ROUTE = '/application/receipt';
/** The inner route of the application form (spec 1 §2). */
export const FORM_ROUTE = '/application/form';

/** What the element shows as a whole. */
export type Phase =
  | { status: 'loading' }
  /** No `cacheId` in the address (spec 1 §2 "missing cache id"). */
  | { status: 'missing-cache-id' }
  /** No `id` on the receipt route. */
  | { status: 'missing-case-id' }
  /** On the way to the BankID login. */
  | { status: 'login' }
  /** A screen of the error catalogue replaces the flow (under 18, D-number, a failed entry call …). */
  | { status: 'error'; error: unknown; fallback: 'generic' | 'service' }
  | { status: 'form' }
  | { status: 'receipt'; application: ApplicationResponse }
  /** On the way to the completion. */
  | { status: 'leaving' };

/** A call's state. */
export type Resource<T> =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; value: T }
  | { status: 'failed'; error: ServiceError };

/** The send of step 5. */
export type SendState =
  | { status: 'idle' }
  | { status: 'sending' }
  /** A failure shown above the button (the answers stay). */
  | { status: 'failed'; error: ServiceError };

/** The address parts the flow reads. */
export interface Address {
  cacheId: string | null;
  applicationId: string | null;
  route: string;
  /** The dealer's partner id the calculation came with from a partner's page, if any. */
  partnerId: string | null;
}

/** Reads the cache id, the application id and the inner route of an address. */
export function readAddress(href: string): Address {
  const route = new URL(href, 'http://localhost').hash.replace(/^#/, '') || FORM_ROUTE;
  return {
    cacheId: addressParam(href, 'cacheId'),
    applicationId: addressParam(href, 'id'),
    route: route.replace(/\/error$/, ''),
    partnerId: addressParam(href, 'partnerId'),
  };
}

/** The product slug of a server code. */
export function slugOf(code: string): ProductSlug | null {
  const entry = Object.entries(PRODUCT_CODES).find(([, value]) => value === code);
  return entry ? (entry[0] as ProductSlug) : null;
}

/**
 * Under 18 and D-number customers cannot apply (spec 1 §5 "Customer"): the error code whose screen
 * they get, or null for a customer who can apply. `today` is the model's clock.
 */
export function refusalOf(ssn: string, today: Date): 'DNUMMER_KUNDE' | 'MINDREAARIG_KUNDE' | null {
  const id = validateNationalId(ssn, today);
  if (id.valid && id.type === 'dnr') return 'DNUMMER_KUNDE';
  const birth = birthDateOf(ssn, today);
  if (birth && ageOn(birth, today) < LIMITS.customerMinAge) return 'MINDREAARIG_KUNDE';
  return null;
}
