import { validationTexts } from './en/validation.js';
import type { Language } from './language.js';
import type { Texts } from './nb.js';
import { createTranslate, mergeTexts, type Catalogue, type TextParams, type Translate } from './texts.js';

/**
 * An element's texts in English: its catalogue's keys in English, with the page's English overrides
 * (`texts.en` of each page JSON script, in order, merged key by key), and the warnings about them.
 */
export type EnglishTexts = (
  catalogue: Catalogue,
  configs?: ReadonlyArray<{ texts?: Readonly<Record<string, unknown>> | undefined }>,
) => { texts: Texts; t: Translate; pageTexts: Readonly<Record<string, string>>; warnings: string[] };

/**
 * An element's English pack, as the element root uses it: {@link EnglishTexts}, and `switch`, which
 * sets the element configuration's texts in place to the language (English, or back to the Norwegian
 * ones it had) and says the page's English texts and the warnings about them (undefined in Norwegian).
 * So the first visit carries none of it: a Norwegian visit never loads the pack (decision 0111).
 */
export type English = EnglishTexts & {
  switch: (
    config: { texts: Texts; t: Translate },
    lang: Language,
    ...args: Parameters<EnglishTexts>
  ) => { pageTexts: Readonly<Record<string, string>>; warnings: string[] } | undefined;
};

/** A count's form in an English text: `{years, plural, one {# year} other {# years}}` (ICU's syntax). */
const PLURAL = /\{(\w+), plural, one \{([^{}]*)\} other \{([^{}]*)\}\}/g;
const rules = new Intl.PluralRules('en-GB');

/**
 * Chooses each count's form by `Intl.PluralRules` (English: "1 year", "2 years"); `#` is the count as
 * given. A count without a value is left as written. Norwegian texts need none: «1 år», «2 år».
 */
export function pluralize(text: string, params: TextParams = {}): string {
  return text.replace(PLURAL, (whole, name: string, one: string, other: string) =>
    Object.hasOwn(params, name)
      ? (rules.select(Number(params[name])) === 'one' ? one : other).replace('#', String(params[name]))
      : whole,
  );
}

/**
 * An element's English pack (src/texts/packs/): the English areas of its catalogue and the field
 * rules' messages, over its Norwegian catalogue (a key the pack lacked would show in Norwegian rather
 * than as a key; test/node/language.test.ts checks that none does), with the page's `texts.en`, checked
 * here: a Norwegian page never reads them. Loaded on demand, only when the element's language is
 * English (decision 0111).
 */
export const englishPack = (areas: Catalogue): English => {
  const english: EnglishTexts = (catalogue, configs = []) => {
    const warnings: string[] = [];
    const overrides: Record<string, string> = {};
    for (const { texts } of configs) {
      const en = texts?.en;
      if (en === undefined) continue;
      if (typeof en !== 'object' || en === null || Array.isArray(en)) {
        warnings.push(`"texts.en" must be an object of texts by key, not ${JSON.stringify(en)}; ignored`);
        continue;
      }
      for (const [key, text] of Object.entries(en)) {
        if (typeof text === 'string') overrides[key] = text;
        else warnings.push(`"texts.en.${key}" must be a text, not ${JSON.stringify(text)}; ignored`);
      }
    }
    const { texts, unknown } = mergeTexts({ ...catalogue, ...areas, ...validationTexts }, overrides);
    const translate = createTranslate(texts, overrides);
    for (const key of unknown) warnings.push(`texts.en: unknown text key "${key}" ignored`);
    return { texts, t: (key, params) => pluralize(translate(key, params), params), pageTexts: overrides, warnings };
  };
  // Each configuration's Norwegian texts, to switch back to.
  const norwegian = new WeakMap<object, { texts: Texts; t: Translate }>();
  return Object.assign(english, {
    switch: (...[config, lang, catalogue, configs]: Parameters<English['switch']>) => {
      const nb = norwegian.get(config) ?? { texts: config.texts, t: config.t };
      norwegian.set(config, nb);
      if (lang != 'en') return void Object.assign(config, nb);
      const { texts, t, pageTexts, warnings } = english(catalogue, configs);
      Object.assign(config, { texts, t });
      return { pageTexts, warnings };
    },
  });
};
