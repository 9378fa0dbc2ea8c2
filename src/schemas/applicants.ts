/**
 * The applicants of an application on their own (the application's step 3), a module apart from
 * loan.ts so that the calculator, which imports loan.ts, does not carry them (as national-id.ts,
 * decision 0014). The rules themselves are those of `applicantSchema` in loan.ts.
 */
import * as z from 'zod/mini';
import { NATIONAL_ID_PATTERN } from '../domain/fields.js';
import { applicantSchema, coApplicantIsNotMainApplicant } from './loan.js';
import { CONFIRM_ADDRESS, CO_APPLICANT_SSN_LENGTH, TAX_NOTICE } from '../texts/nb/validation/applicants.js';

/**
 * The co-applicant's national id as typed (spec 2 §5): eleven digits, 'Fødselsnummer må ha 11 siffer'.
 * The check digits and the date are `applicantSchema`'s rule; the form shows this message first.
 */
export const coApplicantSsnSchema = z.string().check(z.regex(NATIONAL_ID_PATTERN, CO_APPLICANT_SSN_LENGTH));

/** Who applies (spec 1 §3): the main applicant and the co-applicant, if any. */
export const applicantsSchema = z
  .object({ mainApplicant: applicantSchema, coApplicant: z.nullable(applicantSchema) })
  .check(coApplicantIsNotMainApplicant());
export type Applicants = z.infer<typeof applicantsSchema>;

/**
 * The co-applicant step's confirmations (spec 2 §2, §5): the same home address ('Låntaker og medsøker
 * må ha samme bostedsadresse') and the tax-notice checkbox ('Du må godta vilkårene for å fortsette').
 * Form answers only; the service does not receive them.
 */
export const coApplicantConfirmationsSchema = z.object({
  confirmAddress: z.literal(true, CONFIRM_ADDRESS),
  taxNotice: z.literal(true, TAX_NOTICE),
});
export type CoApplicantConfirmations = z.infer<typeof coApplicantConfirmationsSchema>;
