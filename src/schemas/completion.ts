import * as z from 'zod/mini';
import { PHONE_PATTERN } from '../domain/fields.js';
import { EMAIL, PHONE, REQUIRED } from '../texts/nb/validation/common.js';
import type { TextKey } from '../texts/nb.js';

/**
 * The completion's contact details (spec 1 §5 "Contact (completion)"): for a customer who is not the
 * main applicant, an email address and a phone number of exactly 8 digits, both required.
 */
export const completionContactSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(z.regexes.email, EMAIL)),
  phone: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(PHONE_PATTERN, PHONE)),
});
export type CompletionContact = z.infer<typeof completionContactSchema>;

/** The completion's step 3, as the customer answers it (spec 1 §2 "Payment insurance"). */
export interface CompletionInsurance {
  /** Yes or no; null until answered. */
  order: boolean | null;
  /** The pre-purchase information was read (asked on yes). */
  confirmed: boolean;
}

const CONFIRM_REQUIRED: TextKey = 'completion.insurance.confirmRequired';

/** On yes, the confirmation is required: its message (a text key), or undefined when it holds. */
export function insuranceConfirmation(values: CompletionInsurance): TextKey | undefined {
  return values.order === true && !values.confirmed ? CONFIRM_REQUIRED : undefined;
}

/**
 * Step 3's answers (spec 1 §2 "Payment insurance"): yes or no, and on yes the confirmation that the
 * pre-purchase information was read.
 */
export const completionInsuranceSchema = z
  .object({
    order: z.boolean('completion.insurance.choose' satisfies TextKey),
    confirmed: z.boolean(),
  })
  .check(
    z.refine((values) => insuranceConfirmation(values) === undefined, {
      message: CONFIRM_REQUIRED,
      path: ['confirmed'],
    }),
  );
