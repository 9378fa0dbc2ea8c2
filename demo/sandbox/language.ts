import type { MiddlewareHandler } from 'hono';
import { languageDetector } from 'hono/language';
import type { SandboxContext, SandboxEnv } from './context.js';

/*
 * The one rule by which the sandbox picks the language it answers in (docs/decisions/0110): an explicit
 * `ui_locales` query parameter (OpenID Connect's, which BankID's OIDC uses, sent on navigations to the
 * simulators' pages), else `Accept-Language` by its q-values, else Norwegian Bokmål. Hono's own
 * `languageDetector` does the parsing (quality values, `q=0`, malformed headers never throw); this file
 * says only which tags are which language.
 */

/** The languages the sandbox speaks. */
export const LANGUAGES = ['nb', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** The language of a request that asks for none the sandbox speaks. */
export const DEFAULT_LANGUAGE: Language = 'nb';

/** The Norwegian tags: Bokmål, the macrolanguage and Nynorsk all read Bokmål (the specs' texts). */
const NORWEGIAN = new Set(['nb', 'no', 'nn']);

/**
 * The language of one tag (`nb-NO` → nb, `en-GB` → en), or undefined for one the sandbox does not speak.
 * `ui_locales` is a space-separated list in order of preference (OIDC Core §3.1.2.1): its first tag the
 * sandbox speaks wins.
 */
export function languageOfTag(value: string): Language | undefined {
  for (const tag of value.trim().toLowerCase().split(/\s+/)) {
    const primary = tag.split(/[-_]/)[0] ?? '';
    if (NORWEGIAN.has(primary)) return 'nb';
    if (primary === 'en') return 'en';
  }
  return undefined;
}

/** Sets the request's language (`c.get('language')`) by the rule above. */
export function negotiateLanguage(): MiddlewareHandler<SandboxEnv> {
  const detect = languageDetector({
    order: ['querystring', 'header'],
    lookupQueryString: 'ui_locales',
    supportedLanguages: [...LANGUAGES],
    fallbackLanguage: DEFAULT_LANGUAGE,
    // Unknown tags map to themselves, so the detector goes on to the next one.
    convertDetectedLanguage: (tag) => languageOfTag(tag) ?? tag,
    caches: false,
  });
  return async (c, next) => {
    await detect(c, async () => {
      await next();
      if (c.get('speaks')) {
        c.header('Content-Language', languageOf(c));
        c.header('Vary', 'Accept-Language', { append: true });
      }
    });
  };
}

/**
 * The language to answer this request in. Calling it marks the response as depending on the language:
 * it then carries `Content-Language` and `Vary: Accept-Language`.
 */
export function languageOf(c: SandboxContext): Language {
  c.set('speaks', true);
  const language = c.get('language');
  return language === 'en' ? 'en' : DEFAULT_LANGUAGE;
}

/** One text in each language; `pick(c, texts)` chooses the request's. */
export type InEachLanguage<T> = Readonly<Record<Language, T>>;

/** The request's text of a pair (and marks the response as language-dependent). */
export function pick<T>(c: SandboxContext, texts: InEachLanguage<T>): T {
  return texts[languageOf(c)];
}
