/** The languages an element renders in: Norwegian bokmål (the specs' texts) and English. */
export type Language = 'nb' | 'en';

/**
 * The language of a `lang` value (BCP 47): `en` and `en-*` are English, anything else (`nb`, `no`,
 * `nn`, `nb-NO`, a language the elements do not speak, none) is Norwegian bokmål. Decision 0111.
 */
export function languageOf(tag: string | null | undefined): Language {
  return /^en(-|$)/i.test(tag ?? '') ? 'en' : 'nb';
}

/** An element's language: its own `lang`, else the nearest `lang` up the page, else `nb`. */
export function elementLanguage(element: EventTarget): Language {
  return languageOf((element as Partial<Element>).closest?.('[lang]')?.getAttribute('lang'));
}

/**
 * An address with `ui_locales=<language>` in its query, before any `#`: the BankID login, the tax
 * portal and the e-signing show the customer the element's language (OpenID Connect's parameter).
 */
export function withUiLocales(href: string, language: Language): string {
  const [address = '', ...hash] = href.split('#');
  return [`${address}${address.includes('?') ? '&' : '?'}ui_locales=${language}`, ...hash].join('#');
}
