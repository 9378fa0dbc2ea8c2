import { nb, type TextKey, type Texts } from './nb.js';

/** Values interpolated into `{name}` placeholders of a text. */
export type TextParams = Record<string, string | number>;

/** Looks up a text by key and fills its `{name}` placeholders. */
export type Translate = (key: TextKey, params?: TextParams) => string;

/** Whether a string is a key of the text catalogue. */
export function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(nb, key);
}

/**
 * The catalogue with a CMS's overrides applied. Unknown keys are returned in `unknown` so the caller
 * can warn about them (a typo in the CMS must not pass silently); they are never applied.
 */
export function mergeTexts(overrides: Readonly<Record<string, string>> = {}): { texts: Texts; unknown: string[] } {
  const texts: Texts = { ...nb };
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    if (isTextKey(key)) texts[key] = value;
    else unknown.push(key);
  }
  return { texts, unknown };
}

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function interpolate(text: string, params: TextParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}

/** A `t()` function over a text catalogue. */
export function createTranslate(texts: Texts): Translate {
  return (key, params) => interpolate(texts[key], params);
}
