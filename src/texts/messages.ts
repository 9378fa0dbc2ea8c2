import { interpolate, type TextParams } from './interpolate.js';

/*
 * The messages of the field rules (src/domain) and the schemas (src/schemas): each is a text key,
 * `validation.*`, defined in ./nb/validation.ts with its default text by `defineMessage`. A bundle holds
 * the default text of a message exactly when it holds the rule that gives it (the build treats
 * `defineMessage` as pure, so a rule an element never uses takes its text away with it), and `t()`
 * shows it, or the page's override of it (`texts`), at the field. A message with values carries them
 * after a `?`: `validation.maxLength?n=35` (textRef).
 */

const defaults: Record<string, string> = {};

/** Defines a message: registers its default text and returns its key (the rules' message). */
export function defineMessage<K extends string>(key: K, text: string): K {
  defaults[key] = text;
  return key;
}

/** The default text of a defined message, if this bundle holds it. */
export function defaultMessage(key: string): string | undefined {
  return Object.hasOwn(defaults, key) ? defaults[key] : undefined;
}

/** A message with its placeholders' values: `validation.maxLength?n=35`. */
export function textRef(key: string, params: TextParams): string {
  return `${key}?${new URLSearchParams(params as Record<string, string>)}`;
}

/**
 * The text `t()` shows for `message`: the element's text of its key, else the page's override or the
 * default of a defined message (with the values after its `?`); undefined for anything else.
 */
export function resolveMessage(
  message: string,
  texts: Readonly<Record<string, string>>,
  overrides: Readonly<Record<string, string>>,
  params?: TextParams,
): string | undefined {
  const [key = '', query] = message.split('?');
  const text = texts[key] ?? (Object.hasOwn(defaults, key) ? (overrides[key] ?? defaults[key]) : undefined);
  // Most messages are plain keys (t() runs in every render): only values after a `?` are parsed.
  return text && interpolate(text, query ? { ...Object.fromEntries(new URLSearchParams(query)), ...params } : params);
}
