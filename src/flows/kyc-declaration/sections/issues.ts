import type * as z from 'zod/mini';

/*
 * Form issues of the declaration's sections, made from the payload schemas of src/schemas/kyc.ts:
 * pure functions (no React), so that the rules of a row can be tested in Node.
 */

/** One problem at a path of the form values. */
export interface FormIssue {
  message: string;
  path: ReadonlyArray<string | number>;
}

/** The issues of one value parsed with a schema, at `prefix` in the form values. */
export function issuesAt(schema: z.ZodMiniType, value: unknown, prefix: ReadonlyArray<string | number>): FormIssue[] {
  const parsed = schema.safeParse(value);
  if (parsed.success) return [];
  return parsed.error.issues.map((issue) => ({
    message: issue.message,
    path: [...prefix, ...issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p))],
  }));
}

/** Twenty random characters: the id of a row the customer adds (spec 2 §4, §9). */
export function newRowId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}
