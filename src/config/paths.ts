/**
 * The outer paths of the bank's website that the flows link to (spec 1 §2 "Configurable outer paths").
 */
export interface OuterPaths {
  /** Page that hosts the calculator routes. */
  calculator: string;
  /** Page that lists the customer's ongoing applications. */
  landingPage: string;
  /** Page that hosts the application flow. */
  application: string;
  /** Pages that complete an approved case, by kind of product. */
  completion: CompletionPaths;
}

/** The completion pages by product (spec 1 §2). */
export interface CompletionPaths {
  securedLoan: string;
  creditLoan: string;
  creditLoanAdvisor: string;
  creditCard: string;
}

/** The specification's default outer paths. */
export const DEFAULT_PATHS: Readonly<OuterPaths> = Object.freeze({
  calculator: '/lane/salgspant',
  landingPage: '/min-oversikt/soknadsoversikt',
  application: '/min-oversikt/salgspantsoknad',
  completion: Object.freeze({
    securedLoan: '/min-oversikt/salgspantfullfor',
    creditLoan: '/min-oversikt/smalansoknad',
    creditLoanAdvisor: '/min-oversikt/smalansoknad',
    creditCard: '/min-oversikt/kredittkortsoknad',
  }),
});

/**
 * An outer path is a same-origin absolute path: it starts with one `/` (not `//`, which would leave the
 * site) and holds no whitespace, control character or backslash. This keeps configuration from turning
 * a navigation into `javascript:` or an open redirect, and a return path from breaking a `Location`
 * header.
 */
// eslint-disable-next-line no-control-regex -- a return path must not hold control characters
const OUTER_PATH = /^\/(?![/\\])[^\s\\\u0000-\u001F\u007F]*$/;

/** Why a value is not an outer path (for the page JSON's warning), or undefined when it is one. */
export function outerPathProblem(value: unknown): string | undefined {
  return typeof value === 'string' && OUTER_PATH.test(value)
    ? undefined
    : 'must be a path on this site starting with a single "/"';
}

/** Whether a value is an acceptable outer path. */
export function isOuterPath(value: string): boolean {
  return !outerPathProblem(value);
}

/**
 * The address of an inner (hash) route on an outer page, e.g.
 * `hashRoute('/lane/salgspant', '/calculator/car')` → `/lane/salgspant#/calculator/car`.
 * A query string on the outer path is kept.
 */
export function hashRoute(outerPath: string, route: string): string {
  const base = outerPath.split('#')[0] ?? outerPath;
  return `${base}#${route.startsWith('/') ? route : `/${route}`}`;
}

/**
 * The origin of an absolute `http:`/`https:` address (the bank's site, from `bank-url` or an absolute
 * `service-url`); null for a path or anything else.
 */
export function siteOrigin(value: string): string | null {
  if (!/^https?:\/\//i.test(value)) return null;
  try {
    return new URL(value).origin;
  } catch {
    return null;
  }
}
