/**
 * The completion's draft in session storage (decision 0036), loaded while the case is fetched: it is
 * read only once the case and the customer's role in it are known.
 */
import * as z from 'zod/mini';
import { SessionDraft, type DraftStorage } from '../../platform/session-draft.js';
import { STORAGE_PREFIX, storageTag } from '../../platform/steps.js';

/**
 * What the completion keeps of the customer's answers in session storage (decision 0036): whether the
 * tax-data consent was accepted and step 4 saved in this visit, the insurance choice, the contact
 * details a co-applicant typed and the consent answers, so a login on the way, a reload or a portal
 * round trip loses nothing. Kept per case and per applicant (the main applicant and the co-applicant
 * of a case may use the same tab), cleared at the receipt. Anything else in storage is not read.
 */
const completionDraftSchema = z.object({
  /** The tax-data consent was accepted in this visit (a reload resumes past step 2, as the application does). */
  sblAccepted: z.boolean(),
  /** Step 4 was saved in this visit (the update went through), so a reload does not ask for it again. */
  contactSaved: z.boolean(),
  insurance: z.object({ order: z.nullable(z.boolean()), confirmed: z.boolean() }),
  contact: z.object({ email: z.string().check(z.maxLength(320)), phone: z.string().check(z.maxLength(32)) }),
  answers: z.record(z.string().check(z.maxLength(100)), z.enum(['JA', 'NEI'])),
});
export type CompletionDraft = z.infer<typeof completionDraftSchema>;

/** The draft key of a case as one of its applicants sees it (no identifier in the key: a tag). */
export function completionDraftKey(caseId: string, main: boolean): string {
  return `${STORAGE_PREFIX}completion:draft:${storageTag(`${caseId}:${main ? 'main' : 'co'}`)}`;
}

/** A stored draft in the shape the completion writes, or null. */
export function parseCompletionDraft(value: unknown): CompletionDraft | null {
  const parsed = completionDraftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The draft of a case as one of its applicants sees it. */
export function completionDraft(
  storage: DraftStorage | undefined,
  caseId: string,
  main: boolean,
  now?: () => number,
): SessionDraft<CompletionDraft> {
  return new SessionDraft(storage, completionDraftKey(caseId, main), parseCompletionDraft, now);
}
