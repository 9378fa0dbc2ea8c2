/**
 * The integration mistakes a partner's web developer can make (issue 25 item 5; decisions 0048, 0096): a
 * `service-url` that is not the bank's loan service, an origin the bank has not admitted (CORS), no
 * `bank-reg-nr`. Each is told to the developer once per page, as one console error naming the
 * element, the address or origin and the fix; the customer gets a screen that does not blame their
 * connection. Loaded on demand: only when a first call failed in a way that may be one of them, or the
 * bank's number is missing. (General configuration warnings for CMS editors live in src/config.)
 */

/** The codes of the integration mistakes (also `salgspant-error`'s `code`). */
export type IntegrationCode =
  | 'INTEGRATION_SERVICE_NOT_FOUND'
  | 'INTEGRATION_NO_ANSWER'
  | 'INTEGRATION_BANK_REG_NR_MISSING'
  | 'INTEGRATION_LOGIN_ELSEWHERE';

/**
 * Where each fix is written down: an anchor of the bank's docs site (decision 0074). The bank serves the
 * elements' scripts and its docs side by side (`/dist/…`, `/docs`), so the docs are found on the origin
 * the script came from, the one address on a partner's page that is surely the bank's (a wrong or missing
 * `service-url`, and `bank-url`'s default with it, may point at the dealer's own server).
 */
const DOCS_ANCHORS: Record<IntegrationCode, string> = {
  INTEGRATION_SERVICE_NOT_FOUND: 'dealer-service-url',
  INTEGRATION_NO_ANSWER: 'dealer-no-answer',
  INTEGRATION_BANK_REG_NR_MISSING: 'dealer-bank-reg-nr',
  INTEGRATION_LOGIN_ELSEWHERE: 'dealer-app',
};

/** The bank's docs for a mistake: `{script's origin}/docs#{anchor}`. */
export function partnerDocs(code: IntegrationCode, script: string = import.meta.url): string {
  return new URL(`/docs#${DOCS_ANCHORS[code]}`, script).href;
}

/**
 * What is wrong, after the subject, for the mistakes a failed call shows; the fix is on the bank's docs
 * site. Kept short: this is downloaded with the calculator's on-demand code. (A missing bank-reg-nr is
 * said by the element itself; `<salgspant-app>` brings its own words.)
 */
const MESSAGES: Partial<Record<IntegrationCode, string>> = {
  INTEGRATION_SERVICE_NOT_FOUND: "answers 404: set service-url to the bank's loan service",
  INTEGRATION_NO_ANSWER:
    "gets no answer the page may read: set service-url to the bank's loan service, or the bank must admit the origin (CORS; sandbox: SANDBOX_ALLOWED_ORIGINS)",
};

const reported = new Set<string>();

/**
 * Tells the developer about a mistake: one console error per page, element, mistake and subject, e.g.
 * `<salgspant-calculator>: service-url "https://…/api" answers 404: … See https://bank…/docs#dealer-service-url`.
 */
export function reportIntegrationError(
  tag: string,
  code: IntegrationCode,
  subject: string,
  message = MESSAGES[code] ?? '',
): void {
  const key = `${tag} ${code} ${subject}`;
  if (reported.has(key)) return;
  reported.add(key);
  console.error(`[salgspant-elements] <${tag}>: ${subject} ${message}. See ${partnerDocs(code)}`);
}

/** A failed call, as far as the diagnosis needs it. */
export interface FailedCall {
  /** HTTP status, 0 without an answer. */
  status: number;
  /** `network` when no answer could be read. */
  kind: string;
}

/**
 * Whether a failed first call (`path` under `serviceUrl`) is an integration mistake, and its subject.
 *
 * - A 404 the page may read: the address is not the service (the service answers an unknown product with
 *   its own error name, which is handled before this). `service-url` alone is named.
 * - No answer the page may read from another origin while the browser is online: the bank refused the
 *   origin (CORS), or `service-url` points at a server that answers without CORS headers (a 404 page of
 *   the bank's site, a path without `/api`). A page cannot tell these apart, nor from a service that is
 *   down: a no-cors probe fails as well when the service sends `Cross-Origin-Resource-Policy`, as the
 *   sandbox and many banks do (decision 0096). Both fixes are named, with `service-url` and the origin.
 * - Offline, or a call to the page's own origin: the customer's connection or the service, not the
 *   integration.
 */
export function diagnoseIntegration(
  failure: FailedCall,
  serviceUrl: string,
  path: string,
  here: Pick<Location, 'href' | 'origin'>,
  online: boolean = navigator.onLine,
): { code: IntegrationCode; subject: string } | null {
  const base = new URL(serviceUrl, here.href).href;
  const target = new URL(`${base.replace(/\/+$/, '')}/${path}`);
  if (failure.status === 404) return { code: 'INTEGRATION_SERVICE_NOT_FOUND', subject: `service-url "${base}"` };
  if (failure.kind !== 'network' || target.origin === here.origin || !online) return null;
  return { code: 'INTEGRATION_NO_ANSWER', subject: `a call to service-url "${base}" from the origin ${here.origin}` };
}
