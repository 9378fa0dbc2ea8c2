import type { Language } from '../texts/language.js';
import type { Texts } from '../texts/nb.js';
import { createTranslate, mergeTexts, type Catalogue, type Translate } from '../texts/texts.js';
import { bankRegNrProblem, type PageConfig } from './page-config.js';
import { DEFAULT_PATHS, isOuterPath, siteOrigin, type CompletionPaths, type OuterPaths } from './paths.js';

/** Configuration an element takes from its own attributes; these win over the page JSON. */
export interface ConfigAttributes {
  bankRegNr?: string | undefined;
  calculatorPath?: string | undefined;
  landingPagePath?: string | undefined;
  applicationPath?: string | undefined;
  /** The bank's site (`bank-url`), for an element on another origin. */
  bankUrl?: string | undefined;
  /** The element's `service-url`: its origin is the bank's site when `bank-url` is not given. */
  serviceUrl?: string | undefined;
}

/** Everything a flow needs to know about where it runs, resolved once per element. */
export interface ElementConfig {
  /** The bank's registration number, when configured. */
  bankRegNr: string | undefined;
  /**
   * Outer paths of the bank's website: paths on the bank's own pages; full addresses on the bank's
   * site ({@link bankOrigin}) for an element on another origin (a dealer's page).
   */
  paths: OuterPaths;
  /** The bank's origin when the element runs on another origin (a partner's page); else undefined. */
  bankOrigin?: string | undefined;
  /** The text catalogue with the page's overrides. */
  texts: Texts;
  /** Looks up a text. */
  t: Translate;
  /** The element's language (`Accept-Language` of its calls; its texts follow once loaded); nb when not set (decision 0111). */
  lang?: Language;
  /** The dealer's car from the page JSON (the calculator's attributes win key by key). */
  dealer?: Readonly<Record<string, string | number>> | undefined;
  /** The customer declaration's token from the page JSON, if any. */
  kycToken?: string | undefined;
  /** Milliseconds one attempt of a service call may take (page JSON; the transports' default when absent). */
  requestTimeoutMs?: number | undefined;
}

/**
 * Resolves an element's configuration: attribute, then page JSON, then the specs' defaults; the texts
 * are the element's own catalogue with the page's overrides.
 * Invalid attribute values are ignored with a warning (page JSON was validated when read).
 */
export function resolveConfig(
  page: PageConfig,
  attributes: ConfigAttributes = {},
  catalogue: Catalogue = {},
  /** The origin of the page the element is on (the bank's site is compared with it). */
  here?: string,
): { config: ElementConfig; warnings: string[] } {
  const warnings: string[] = [];
  const path = (attribute: keyof ConfigAttributes & `${string}Path`, name: string, fallback: string) => {
    const value = attributes[attribute];
    if (value === undefined || value === '') return page[attribute] ?? fallback;
    if (isOuterPath(value)) return value;
    const used = page[attribute] ?? fallback;
    warnings.push(
      `attribute ${name}="${value}" must be a path on this site starting with a single "/"; ${used} is used`,
    );
    return used;
  };

  let bankRegNr = page.bankRegNr;
  if (attributes.bankRegNr) {
    if (!bankRegNrProblem(attributes.bankRegNr)) bankRegNr = attributes.bankRegNr;
    else {
      warnings.push(
        `attribute bank-reg-nr="${attributes.bankRegNr}" must be four digits; ${bankRegNr ?? 'none'} is used`,
      );
    }
  }

  // The Norwegian overrides: mergeTexts passes over `en`, the English ones (decision 0111).
  const overrides = page.texts as Readonly<Record<string, string>> | undefined;
  const { texts, unknown } = mergeTexts(catalogue, overrides);
  for (const key of unknown) warnings.push(`texts: unknown text key "${key}" ignored`);

  let bankUrl = page.bankUrl;
  if (attributes.bankUrl) {
    if (siteOrigin(attributes.bankUrl)) bankUrl = attributes.bankUrl;
    else warnings.push(`attribute bank-url="${attributes.bankUrl}" must be an http(s) address; ignored`);
  }
  const site = siteOrigin(bankUrl ?? attributes.serviceUrl ?? '');
  const bankOrigin = site && site !== here ? site : undefined;
  // On a foreign origin every outer address is on the bank's site, never the host page's.
  const onSite = (p: string) => (bankOrigin ? new URL(p, bankOrigin).href : p);
  const completion = { ...DEFAULT_PATHS.completion, ...page.completionPaths };
  const paths: OuterPaths = {
    calculator: onSite(path('calculatorPath', 'calculator-path', DEFAULT_PATHS.calculator)),
    landingPage: onSite(path('landingPagePath', 'landing-page-path', DEFAULT_PATHS.landingPage)),
    application: onSite(path('applicationPath', 'application-path', DEFAULT_PATHS.application)),
    completion: Object.fromEntries(
      Object.entries(completion).map(([kind, p]) => [kind, onSite(p)]),
    ) as unknown as CompletionPaths,
  };

  return {
    config: {
      bankRegNr,
      paths,
      ...(bankOrigin ? { bankOrigin } : {}),
      texts,
      t: createTranslate(texts, overrides),
      ...(page.kycToken ? { kycToken: page.kycToken } : {}),
      ...(page.dealer ? { dealer: page.dealer } : {}),
      ...(page.requestTimeoutMs ? { requestTimeoutMs: page.requestTimeoutMs } : {}),
    },
    warnings,
  };
}
