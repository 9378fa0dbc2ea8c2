import { interpolate, type TextParams } from './interpolate.js';
import { resolveMessage } from './messages.js';
import type { TextKey, Texts } from './nb.js';

export { interpolate, type TextParams } from './interpolate.js';

/** Looks up a text by key and fills its `{name}` placeholders. */
export type Translate = (key: TextKey, params?: TextParams) => string;

/**
 * The areas of the text catalogue: a key is `<area>.<name>`. Each element carries only the areas it
 * renders (its catalogue); a test keeps this list equal to the areas of `nb`.
 */
export const TEXT_AREAS = [
  'chooser',
  'ui',
  'errors',
  'calculator',
  'kyc',
  'application',
  'applicants',
  'receipts',
  'overview',
  'upgrade',
  'app',
  'completion',
  'validation',
] as const;

/** The texts one element carries: the areas it renders, not the whole library's. */
export type Catalogue = Partial<Texts>;

/**
 * An element's catalogue with a CMS's overrides applied. An override of an area the element does not
 * render belongs to another element on the same page and is skipped quietly; an unknown key in one of
 * the element's areas, or of no area at all, is returned in `unknown` so the caller can warn about it
 * (a typo in the CMS must not pass silently). Unknown keys are never applied.
 */
export function mergeTexts(
  catalogue: Catalogue,
  overrides: Readonly<Record<string, string>> = {},
): { texts: Texts; unknown: string[] } {
  const texts = { ...catalogue } as Texts;
  const areas = new Set(Object.keys(catalogue).map(areaOf));
  const unknown: string[] = [];
  for (const [key, value] of Object.entries(overrides)) {
    if (Object.hasOwn(catalogue, key)) texts[key as TextKey] = value;
    // `en` holds the page's English texts (decision 0111).
    else if (key != 'en' && (areas.has(areaOf(key)) || !(TEXT_AREAS as readonly string[]).includes(areaOf(key))))
      unknown.push(key);
  }
  return { texts, unknown };
}

function areaOf(key: string): string {
  return key.slice(0, Math.max(0, key.indexOf('.')));
}

/**
 * A `t()` function over a text catalogue. A key the element's catalogue lacks (a component rendered by
 * an element that does not carry its area) shows as the key itself rather than breaking the element;
 * a test checks that every element carries every key its code uses. Anything else (a service's own
 * message) shows as it is. The messages of the field rules (`validation.*`, ./messages.ts) bring their
 * default texts along with the rules; `overrides` (the page's `texts`) apply to them too.
 */
export function createTranslate(texts: Catalogue, overrides: Readonly<Record<string, string>> = {}): Translate {
  return (key, params) => resolveMessage(key, texts, overrides, params) ?? interpolate(texts[key] ?? key, params);
}
