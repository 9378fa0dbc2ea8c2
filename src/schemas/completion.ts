import * as z from 'zod/mini';
import { PHONE_PATTERN } from '../domain/fields.js';
import { EMAIL, PHONE, REQUIRED } from '../texts/nb/validation/common.js';

/**
 * The completion's contact details (spec 1 §5 "Contact (completion)"): for a customer who is not the
 * main applicant, an email address and a phone number of exactly 8 digits, both required.
 */
export const completionContactSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(z.regexes.email, EMAIL)),
  phone: z.string().check(z.trim(), z.minLength(1, REQUIRED), z.regex(PHONE_PATTERN, PHONE)),
});
export type CompletionContact = z.infer<typeof completionContactSchema>;
