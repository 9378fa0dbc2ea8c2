import * as z from 'zod/mini';
import { emptyApplicantInput, type ApplicantInput } from '../../../domain/applicants.js';
import { employmentConditionCodeSchema, livingConditionCodeSchema } from '../../../schemas/loan.js';
import type { ApplicantsDraft, CoApplicantDraft } from './contract.js';

/*
 * The draft comes back from session storage after a reload or the login round trip: it is checked
 * before use, and one that does not fit (another version, edited by hand) is dropped rather than
 * half used. Only its shape is checked here; what was typed may still be invalid, the form says so.
 */

const amount = z.nullable(z.number());
const applicantDraftSchema = z.object({
  email: z.string().check(z.maxLength(320)),
  phone: z.string().check(z.maxLength(32)),
  livingConditionCode: z.union([livingConditionCodeSchema, z.literal('')]),
  rentalFee: amount,
  employmentConditionCode: z.union([employmentConditionCodeSchema, z.literal('')]),
  grossIncome: amount,
  totalDebt: amount,
  tradeIn: z.boolean(),
  tradeInDebt: amount,
});

const draftSchema = z.object({
  version: z.literal(1),
  main: applicantDraftSchema,
  coApplicant: z.nullable(z.extend(applicantDraftSchema, { confirmAddress: z.boolean(), taxNotice: z.boolean() })),
  consents: z.record(z.string().check(z.maxLength(100)), z.enum(['JA', 'NEI'])),
});

/** The draft, when `value` is one of this version; otherwise null. */
export function restoreDraft(value: unknown): ApplicantsDraft | null {
  const parsed = draftSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** A co-applicant with nothing typed yet. */
export function emptyCoApplicant(): CoApplicantDraft {
  return { ...emptyApplicantInput(), confirmAddress: false, taxNotice: false };
}

/** The draft of a customer who has typed nothing yet: email and phone from the bank. */
export function emptyDraft(known: { email: string | null; phone: string | null }): ApplicantsDraft {
  const main: ApplicantInput = emptyApplicantInput(known);
  return { version: 1, main, coApplicant: null, consents: {} };
}
