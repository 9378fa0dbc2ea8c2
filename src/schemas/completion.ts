import * as z from 'zod/mini';
import { requiredEmail, requiredPhone } from './common.js';
import { INSURANCE_CONFIRM_REQUIRED, insuranceConfirmation } from '../domain/insurance.js';
import type { TextKey } from '../texts/nb.js';

/**
 * The completion's contact details (spec 1 §5 "Contact (completion)"): for a customer who is not the
 * main applicant, an email address and a phone number of exactly 8 digits, both required.
 */
export const completionContactSchema = z.object({
  email: requiredEmail,
  phone: requiredPhone,
});
export type CompletionContact = z.infer<typeof completionContactSchema>;

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
    z.refine((answers) => insuranceConfirmation(answers) === undefined, {
      message: INSURANCE_CONFIRM_REQUIRED,
      path: ['confirmed'],
    }),
  );
