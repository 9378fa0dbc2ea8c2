import type { InsuranceAnswers } from '../../domain/insurance.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { addressParam } from '../shared/session.js';

/*
 * The completion's rules and shapes (spec 1 §2 "Completion flow", §4 "Signing steps", §9): its steps
 * and routes, what the element shows as a whole, and the pure rules the model and the steps read.
 */

/** The seven steps of the completion, in order (spec 1 §2 "Completion flow"). */
export const COMPLETION_STEPS = ['start', 'sbl', 'insurance', 'contact', 'kyc', 'signing', 'receipt'] as const;
export type CompletionStep = (typeof COMPLETION_STEPS)[number];

/** The inner route of the completion (spec 1 §2): the tax portal comes back to it. */
export const COMPLETION_ROUTE = '/completion';

/** The inner route of the completion's receipt (spec 1 §2). */
export const COMPLETION_RECEIPT_ROUTE = '/completion/receipt';

/** The payment insurance's rate in percent of the monthly cost when the texts configure none (spec 1 §9). */
export const DEFAULT_INSURANCE_RATE = 7.9;

/** What the element shows as a whole. */
export type CompletionPhase =
  | { status: 'loading' }
  /** No `?id=` and no `application-id` (spec 1 §5: «Mangler et gyldig saksnummer.»). */
  | { status: 'missing-case-id' }
  | { status: 'login' }
  /** A screen of the error catalogue replaces the flow; `retry` reloads the case. */
  | { status: 'error'; error: unknown; fallback: 'generic' | 'service'; retry: boolean }
  | { status: 'form' }
  /** The receipt route: APPROVED commitment, CONTROL or REJECTED after the fetch or an update. */
  | { status: 'receipt'; application: ApplicationResponse };

/** Step 3's answers (the step's form shows their errors by the form layer's timing). */
export type InsuranceState = InsuranceAnswers;

/** Step 4's contact details (a co-applicant gives them; the main applicant's are on the case). */
export interface ContactDetails {
  email: string;
  phone: string;
}

/** The case number of an address: `?id=`, a trailing slash trimmed (spec 1 §2). */
export function caseIdOf(href: string): string | null {
  return addressParam(href, 'id');
}

/** The page's address with the receipt route in its hash, as a path (a reload shows the same receipt). */
export function receiptAddress(href: string): string {
  const url = new URL(href);
  url.hash = `#${COMPLETION_RECEIPT_ROUTE}`;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** spec 1 §4 "Signing steps": step 6 opens. */
export function signingOpens(application: ApplicationResponse): boolean {
  const status = application.esigningStatus;
  return (
    (status === 'ONGOING_SIGNING' || status === 'NOTSIGNED') &&
    !application.signedByCurrentUser &&
    application.missingVariables.length === 0
  );
}

/** spec 1 §4 "Signing steps": step 7 opens. */
export function receiptOpens(application: ApplicationResponse): boolean {
  return (
    application.applicationStatus === 'DOCUMENTS_COMPLETE' ||
    (application.applicationStatus === 'DOCUMENTS_SENT' && application.signedByCurrentUser)
  );
}

/** The payment insurance's monthly price: monthly cost × rate % / 100, in whole kroner (spec 1 §2, §9). */
export function insurancePrice(monthlyCost: number, ratePercent: number): number {
  return Math.round((monthlyCost * ratePercent) / 100);
}

/** The rate of the texts configuration ("7,9" or "7.9"); the spec's 7.9 when it is not a number. */
export function insuranceRate(text: string | undefined): number {
  const value = Number((text ?? '').replace(',', '.').trim());
  return Number.isFinite(value) && value > 0 && value < 100 ? value : DEFAULT_INSURANCE_RATE;
}
