import * as z from 'zod/mini';
import { PHONE_PATTERN } from '../domain/fields.js';

/**
 * The completion's contact details (spec 1 §5 "Contact (completion)"): for a customer who is not the
 * main applicant, an email address and a phone number of exactly 8 digits, both required.
 */
export const completionContactSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, 'Påkrevet felt'), z.regex(z.regexes.email, 'Ugyldig e-postadresse')),
  phone: z
    .string()
    .check(z.trim(), z.minLength(1, 'Påkrevet felt'), z.regex(PHONE_PATTERN, 'Telefonnummeret må ha 8 siffer')),
});
export type CompletionContact = z.infer<typeof completionContactSchema>;
