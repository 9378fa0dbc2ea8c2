import '../../src/texts/messages.js';
import { nb, type TextKey } from '../../src/texts/nb.js';
import { createTranslate } from '../../src/texts/texts.js';

const t = createTranslate(nb);

/** The catalogue's text of a message a rule or schema carries (a key, `key?n=…`), as a field shows it. */
export const textOf = (message: string): string => t(message as TextKey);

/** A rule's result with its message as the customer reads it. */
export function shown<T extends { valid: boolean }>(result: T): T {
  return 'message' in result && typeof result.message === 'string'
    ? { ...result, message: textOf(result.message) }
    : result;
}

/** A schema's first message of each path, as `field: key?values` (the tables of the forms' rules). */
export function firstMessages(
  schema: { safeParse(v: unknown): { error?: { issues: Array<{ path: PropertyKey[]; message: string }> } } },
  value: unknown,
): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of schema.safeParse(value).error?.issues ?? []) found[issue.path.join('.')] ??= issue.message;
  return found;
}
