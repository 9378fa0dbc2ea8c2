import * as z from 'zod/mini';
import { LIMITS, PHONE_PATTERN } from '../domain/fields.js';
import { AMOUNT_NEGATIVE, EMAIL, PHONE, REQUIRED } from '../texts/nb/validation/common.js';

/**
 * Building blocks shared by the schemas of both services. Browser code uses zod/mini (small); the
 * sandbox validates with the very same schemas.
 */

/**
 * A whole number of kroner, at least 0: an amount of the services' answers and payloads. It has no
 * message of its own: a customer types amounts into fields with their own rules (`kronerUpTo`, the
 * flows' forms), and a message here would bring the rules' texts into every element that reads a price.
 */
export const kroner = z.int().check(z.gte(0));

/** A whole number of kroner from 0 to `max`; `message` is the text key shown above it. */
export const kronerUpTo = (max: number, message: string) =>
  z.int().check(z.gte(0, AMOUNT_NEGATIVE), z.lte(max, message));

/** The email rule: the format of an address (the one rule, for the services' payloads and the forms). */
const emailFormat = () => z.regex(z.regexes.email, EMAIL);

/** The phone rule: exactly 8 digits (spec 1 §5). */
const phoneFormat = () => z.regex(PHONE_PATTERN, PHONE);

/** An email address. */
export const email = z.string().check(emailFormat());

/** A phone number of exactly 8 digits (spec 1 §5). */
export const phone = z.string().check(phoneFormat());

/** A field the customer must fill in: trimmed, «Påkrevet felt» when empty, then `checks`. */
const requiredText = (...checks: Array<z.core.$ZodCheck<string>>) =>
  z.string().check(z.trim(), z.minLength(1, REQUIRED), ...checks);

/** An email address the customer must give (a form's field). */
export const requiredEmail = requiredText(emailFormat());

/** A phone number the customer must give (a form's field). */
export const requiredPhone = requiredText(phoneFormat());

/** `{ value }` wrappers the services use for ids. */
export const valueOf = <T extends z.ZodMiniType>(inner: T) => z.object({ value: inner });

/**
 * A text or a number (an id, an error code). A check rather than a union: the calculator's first visit
 * reads such values and carries no union kind of the schema library (decision 0060).
 */
export const textOrNumber = z.custom<string | number>(
  (value) => typeof value === 'string' || typeof value === 'number',
);

/**
 * The error JSON of both services (spec 1 §7, spec 2 §3 "Error object"). Every field is optional: a
 * proxy or an old service may send only some; the client fills the gaps.
 */
export const errorBodySchema = z.looseObject({
  code: z.optional(textOrNumber),
  name: z.optional(z.string()),
  errorName: z.optional(z.string()),
  developerMessage: z.optional(z.nullable(z.string())),
  type: z.optional(z.nullable(z.string())),
  message: z.optional(z.nullable(z.string())),
  errorMessage: z.optional(z.nullable(z.string())),
  status: z.optional(z.number()),
  requestCorrelationId: z.optional(z.nullable(valueOf(z.string()))),
  rcid: z.optional(z.nullable(z.string())),
  correlationId: z.optional(z.nullable(z.string())),
});

/** The error JSON of both services. */
export type ErrorBody = z.infer<typeof errorBodySchema>;

/** Limits reused in messages. */
export { LIMITS };
