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
