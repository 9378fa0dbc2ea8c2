/**
 * The completion's draft in session storage (decision 0036), loaded while the case is fetched: it is
 * read only once the case and the customer's role in it are known.
 */
import type { Signal } from '@preact/signals-react';
import * as z from 'zod/mini';
import { SessionDraft, type DraftStorage } from '../../platform/session-draft.js';
import { STORAGE_PREFIX, storageTag } from '../../platform/steps.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import type { ConsentAnswerMap } from '../shared/consents/consents.controller.js';
import type { ContactDetails, InsuranceState } from './completion.rules.js';

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

/** What the draft keeps and gives back: the model's answers of steps 2 to 4. */
export interface DraftedAnswers {
  /** Step 2: the tax-data consent (accepted in this visit, restored as accepted). */
  readonly sblController: { readonly accepted: boolean; restoreAccepted(): void };
  /** Step 3: the insurance choice and its confirmation. */
  readonly insurance: Signal<InsuranceState>;
  /** Step 4: the contact details typed, the consent answers, and whether the step was saved. */
  readonly contact: Signal<ContactDetails>;
  readonly answers: Signal<ConsentAnswerMap>;
  readonly contactSaved: Signal<boolean>;
}

/**
 * The customer's draft of one case (decision 0036): what was chosen and typed before a login, a
 * reload or a portal round trip, given back once the case is fetched and written as the customer
 * answers. It comes with the entry's draft code, not with the first view.
 */
export class CaseDraft {
  readonly #draft: SessionDraft<CompletionDraft>;
  readonly #answers: DraftedAnswers;

  constructor(
    storage: DraftStorage | undefined,
    application: Pick<ApplicationResponse, 'applicationId' | 'customerIsMainApplicant'>,
    now: () => number,
    answers: DraftedAnswers,
  ) {
    this.#draft = completionDraft(storage, application.applicationId, application.customerIsMainApplicant, now);
    this.#answers = answers;
  }

  /**
   * Gives back what this visit kept. The insurance choice made in this visit, with its confirmation,
   * wins over the order the update stored on the case (a return from the tax signing must not ask for
   * the confirmation again); contact details typed win over the case's; consent answers given since
   * the entry win over the kept ones.
   */
  restore(): void {
    const kept = this.#draft.read();
    if (!kept) return;
    const { sblController, insurance, contact, answers, contactSaved } = this.#answers;
    if (kept.sblAccepted) sblController.restoreAccepted();
    if (kept.contactSaved) contactSaved.value = true;
    if (kept.insurance.order !== null) insurance.value = { ...kept.insurance };
    const typed = contact.value;
    contact.value = {
      email: kept.contact.email === '' ? typed.email : kept.contact.email,
      phone: kept.contact.phone === '' ? typed.phone : kept.contact.phone,
    };
    answers.value = { ...kept.answers, ...answers.value };
  }

  /** Writes the answers as they are now. */
  keep(): void {
    const { sblController, insurance, contact, answers, contactSaved } = this.#answers;
    const { order, confirmed } = insurance.value;
    this.#draft.write({
      sblAccepted: sblController.accepted,
      contactSaved: contactSaved.value,
      insurance: { order, confirmed },
      contact: contact.value,
      answers: answers.value,
    });
  }

  /** The case is behind the customer (the receipt): nothing more is kept. */
  clear(): void {
    this.#draft.clear();
  }
}
