/**
 * The application's draft in session storage: what the customer has done so far, so that nothing is
 * lost across the BankID login, the tax portal, a reload or a failed call (decision 0015).
 *
 * Key `v1:application:draft:<tag of the cacheId>` (the spec's `v1` prefix; the calculator cache id is
 * a random id, tagged anyway so keys never carry an identifier). It holds the applicants' draft of
 * step 3 (contact details, living and employment condition, amounts, consent answers: the co-applicant's
 * national id is left out by that step), whether the tax-data consent was accepted and the KYC answered,
 * the declaration's opaque token, while a send has no answer the ids of the customer's cases before it,
 * and when it was saved. Nothing of it goes to localStorage, an URL or an attribute; session storage
 * is per tab and gone when the tab closes. Entries older than four hours are dropped, and the draft is
 * removed when the application is sent.
 */
import { SessionDraft, type DraftStorage } from '../../platform/session-draft.js';
import { STORAGE_PREFIX, storageTag } from '../../platform/steps.js';
import type { Applicant } from '../../schemas/loan.js';

/**
 * Step 3's result of a customer applying alone, without the national id (filled in from GET /user when
 * the draft is read again), so a login on the way continues at step 4 or 5 (decision 0030). With a
 * co-applicant nothing is kept here: their national id is never stored, so step 3 asks for it again.
 */
export interface StoredApplicants {
  mainApplicant: Omit<Applicant, 'ssn'>;
}

export type { DraftStorage };

/** What the draft keeps. `applicants` is step 3's own serialisable draft, passed through as is. */
export interface ApplicationDraft {
  applicants: unknown;
  sblAccepted: boolean;
  kycAnswered: boolean;
  /** The declaration token of the KYC step (opaque), so a reload continues the same declaration. */
  kycToken: string | null;
  /** Step 3 done by a customer applying alone (no national id in it). */
  applicantsResult?: StoredApplicants | null;
  /**
   * A send without an answer (decision 0037): the ids of the customer's cases before it, written before
   * the request leaves and put back to what it was before that press by a clear refusal, so the next
   * press, also after a reload or a new login, first looks for the case it may have created.
   */
  unansweredSend?: string[] | null;
}

/** The key prefix of application drafts. */
export const DRAFT_KEY_PREFIX = `${STORAGE_PREFIX}application:draft:`;

/** The key prefix of the step engine's index (kept apart: the engine cleans its own prefix). */
export const STEP_KEY_PREFIX = `${STORAGE_PREFIX}application:step:`;

export const EMPTY_DRAFT: ApplicationDraft = {
  applicants: null,
  sblAccepted: false,
  kycAnswered: false,
  kycToken: null,
};

/** The draft key of a calculation. */
export function draftKey(cacheId: string): string {
  return `${DRAFT_KEY_PREFIX}${storageTag(cacheId)}`;
}

/** The step-index key of a calculation. */
export function stepKey(cacheId: string): string {
  return `${STEP_KEY_PREFIX}${storageTag(cacheId)}`;
}

function storedApplicants(value: unknown): StoredApplicants | null {
  if (typeof value !== 'object' || value === null) return null;
  const main = (value as { mainApplicant?: unknown }).mainApplicant;
  if (typeof main !== 'object' || main === null || 'ssn' in main) return null;
  return { mainApplicant: main as StoredApplicants['mainApplicant'] };
}

/** Case ids as the draft keeps them (a customer has a handful; anything else is dropped). */
function caseIds(value: unknown): string[] | null {
  if (!Array.isArray(value) || value.length > 500) return null;
  return value.every((id) => typeof id === 'string' && id.length <= 64) ? (value as string[]) : null;
}

function parse(value: Record<string, unknown>): ApplicationDraft {
  const applicantsResult = storedApplicants(value.applicantsResult);
  const unansweredSend = caseIds(value.unansweredSend);
  return {
    ...(applicantsResult ? { applicantsResult } : {}),
    ...(unansweredSend ? { unansweredSend } : {}),
    applicants: value.applicants ?? null,
    sblAccepted: value.sblAccepted === true,
    kycAnswered: value.kycAnswered === true,
    kycToken: typeof value.kycToken === 'string' && value.kycToken.length <= 200 ? value.kycToken : null,
  };
}

/** Reads, writes and clears one calculation's draft. Storage that is blocked or full is ignored. */
export class DraftStore {
  readonly #draft: SessionDraft<ApplicationDraft>;

  constructor(storage: DraftStorage | undefined, cacheId: string, now: () => number = () => Date.now()) {
    this.#draft = new SessionDraft(storage, draftKey(cacheId), parse, now);
  }

  read(): ApplicationDraft {
    return this.#draft.read() ?? EMPTY_DRAFT;
  }

  write(draft: ApplicationDraft): void {
    this.#draft.write(draft);
  }

  clear(): void {
    this.#draft.clear();
  }
}
