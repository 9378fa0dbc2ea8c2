import * as z from 'zod/mini';
import type { ProductSlug } from '../domain/products.js';
import type {
  ApplicationSubmit,
  ApplicationUpdate,
  CalculatorCache,
  ConsentAnswers,
  FeatureName,
  Feedback,
  LoanUpgrade,
  SblRequest,
  VehicleLookupRequest,
} from '../schemas/loan.js';
import * as calls from './loan-calls.js';
import { DEFAULT_TIMEOUT_MS, InFlight, joinPath, readCookie, send, type HttpMethod, type Parsed } from './http.js';

/** Default base path of the secured-loan application service (the sandbox's). */
export const LOAN_SERVICE_BASE_PATH = '/salgspant/api';

/** The client name sent as `X-Requested-By`. */
export const REQUESTED_BY = 'salgspant-elements';

/** Header carrying the CSRF token read from the cookie. */
export const CSRF_HEADER = 'X-CSRF-Token';

/** Response header of a 400 that asks for one repeat, and the request header that repeats it. */
export const RETRY_TOKEN_HEADER = 'Retry-Token';

/** How to reach the loan service. */
export interface LoanClientOptions {
  /** Base path or absolute URL of the service (default `/salgspant/api`). */
  basePath?: string;
  /** The bank's registration number, sent as `X-BankRegNr`. */
  bankRegNr?: string | undefined;
  /** Milliseconds one attempt of a call may take (default 15 000, decision 0030). */
  timeoutMs?: number | undefined;
  /** Pauses before a read is repeated after a transient failure (default 300 and 900 ms; `[]`: never). */
  retryDelaysMs?: readonly number[] | undefined;
  /** The fetch to use (default: the global one). */
  fetch?: typeof fetch;
  /** Reads the page's cookies (default: `document.cookie`). */
  cookies?: () => string;
  /** The element's language, sent as `Accept-Language` with every call (default `nb`; decision 0111). */
  language?: (() => string) | undefined;
}

/**
 * The name of the cookie holding the CSRF token: the first segment of the base path
 * (`/salgspant/api` → `salgspant`).
 */
export function csrfCookieName(basePath: string): string {
  const path = /^https?:\/\//.test(basePath) ? new URL(basePath).pathname : basePath;
  return path.split('/').find(Boolean) ?? '';
}

/**
 * A fetch that repeats a request exactly once when the service answers 400 with a retry token,
 * sending the token back (spec 1 §7).
 */
export function withRetryToken(fetchImpl: typeof fetch): typeof fetch {
  return async (input, init) => {
    const response = await fetchImpl(input, init);
    const token = response.status === 400 ? response.headers.get(RETRY_TOKEN_HEADER) : null;
    if (!token) return response;
    await response.arrayBuffer().catch(() => undefined);
    const headers = new Headers(init?.headers);
    headers.set(RETRY_TOKEN_HEADER, token);
    return fetchImpl(input, { ...init, headers });
  };
}

/**
 * The transport an element builds from its settings: its `service-url` (else the bank's own path), its
 * bank's registration number and its request timeout (`requestTimeoutMs`). One place, so that no element
 * forgets a setting.
 */
export function elementTransport(
  serviceUrl: string | undefined,
  config: { bankRegNr?: string | undefined; requestTimeoutMs?: number | undefined; lang?: string | undefined },
): LoanTransport {
  return new LoanTransport({
    ...(serviceUrl ? { basePath: serviceUrl } : {}),
    bankRegNr: config.bankRegNr,
    timeoutMs: config.requestTimeoutMs,
    // Read at each call: the element's configuration keeps its identity when its language changes.
    language: () => config.lang ?? 'nb',
  });
}

/**
 * The connection to the secured-loan application service: base path, headers (bank, CSRF), the retry
 * token, a timeout per attempt, reads repeated on their own after a transient failure (writes never). Every response is checked against its schema; every failure is a `ServiceError`.
 * Identical concurrent calls are sent once; `abort()` cancels everything in flight (an element being
 * removed). The calls themselves are functions in `loan-calls.ts`, one per row of spec 1 §7, so that
 * an element's bundle carries only the calls (and the response schemas) it makes.
 */
export class LoanTransport {
  readonly basePath: string;
  readonly #bankRegNr: string | undefined;
  readonly #timeoutMs: number;
  readonly #retryDelaysMs: readonly number[] | undefined;
  readonly #fetch: typeof fetch;
  readonly #cookies: () => string;
  readonly #language: (() => string) | undefined;
  readonly #inFlight = new InFlight();
  #lifetime = new AbortController();

  constructor(options: LoanClientOptions = {}) {
    this.basePath = options.basePath ?? LOAN_SERVICE_BASE_PATH;
    this.#bankRegNr = options.bankRegNr;
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#retryDelaysMs = options.retryDelaysMs;
    const base = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#fetch = withRetryToken(base);
    this.#cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
    this.#language = options.language;
  }

  /** Cancels every call in flight; later calls work as before. */
  abort(): void {
    this.#lifetime.abort();
    this.#lifetime = new AbortController();
  }

  /** Number of distinct calls in flight. */
  get pending(): number {
    return this.#inFlight.size;
  }

  #headers(hasBody: boolean): Record<string, string> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      'Accept-Language': this.#language?.() ?? 'nb',
      'X-Requested-By': REQUESTED_BY,
    };
    if (hasBody) headers['Content-Type'] = 'application/json';
    if (this.#bankRegNr) headers['X-BankRegNr'] = this.#bankRegNr;
    const token = readCookie(this.#cookies(), csrfCookieName(this.basePath));
    if (token) headers[CSRF_HEADER] = token;
    return headers;
  }

  /** Sends one call and parses its answer with `schema` (undefined: no body expected). */
  call<S extends z.ZodMiniType | undefined>(
    method: HttpMethod,
    path: string,
    schema: S,
    body?: unknown,
  ): Promise<Parsed<S>> {
    const url = joinPath(this.basePath, path);
    const key = `${method} ${url} ${body === undefined ? '' : JSON.stringify(body)}`;
    return this.#inFlight.run(key, () =>
      send({ method, url, body, headers: this.#headers(body !== undefined) }, schema, this.#fetch, {
        timeoutMs: this.#timeoutMs,
        lifetime: this.#lifetime.signal,
        retryDelaysMs: this.#retryDelaysMs,
      }),
    );
  }
}

/**
 * The whole loan service as one object: a method per call of spec 1 §7 (for integrators and tests;
 * the elements import the call functions they need from `loan-calls.ts`).
 */
export class LoanServiceClient extends LoanTransport {
  /** GET /kyc: whether the customer is blocked by KYC. */
  getKyc() {
    return calls.getKyc(this);
  }

  /** POST /vehicle/details: looks a vehicle up by registration number. */
  lookupVehicle(request: VehicleLookupRequest) {
    return calls.lookupVehicle(this, request);
  }

  /** GET /calculator/{slug}: a product's interests, fees and repayment terms. */
  getProduct(slug: ProductSlug) {
    return calls.getProduct(this, slug);
  }

  /** GET /consent: the consents the customer is asked for. */
  getConsents() {
    return calls.getConsents(this);
  }

  /** POST /consent: saves the customer's answers. */
  saveConsents(answers: ConsentAnswers) {
    return calls.saveConsents(this, answers);
  }

  /** GET /features/{name}: whether a feature toggle is on. */
  getFeature(name: FeatureName) {
    return calls.getFeature(this, name);
  }

  /** POST /sbl/get-or-create: the tax-data consent, created when missing. */
  getOrCreateSblConsent(request: SblRequest) {
    return calls.getOrCreateSblConsent(this, request);
  }

  /** GET /sbl/get: the tax-data consent. */
  getSblConsent() {
    return calls.getSblConsent(this);
  }

  /** GET /user/session: whether the visitor is logged in, and where to log in. */
  getUserSession() {
    return calls.getUserSession(this);
  }

  /** GET /user: the logged-in customer. */
  getUser() {
    return calls.getUser(this);
  }

  /** GET /application/ongoing/{id}: one of the customer's applications. */
  getOngoingApplication(applicationId: string) {
    return calls.getOngoingApplication(this, applicationId);
  }

  /** POST /application/submit: sends an application. */
  submitApplication(application: ApplicationSubmit) {
    return calls.submitApplication(this, application);
  }

  /** POST /application/update: contact details, KYC answered and insurance order of a case. */
  updateApplication(update: ApplicationUpdate) {
    return calls.updateApplication(this, update);
  }

  /** GET /application/insuranceclick: records a click on the insurance link (fire and forget). */
  trackInsuranceClick() {
    return calls.trackInsuranceClick(this);
  }

  /** GET /landingpage: the customer's ongoing applications. */
  getLandingPage() {
    return calls.getLandingPage(this);
  }

  /** POST /application/loan-commitment-to-loan-upgrade: turns an approved commitment into a loan. */
  upgradeLoanCommitment(upgrade: LoanUpgrade) {
    return calls.upgradeLoanCommitment(this, upgrade);
  }

  /** POST /application/feedback: the customer's feedback on a case sent to control. */
  sendFeedback(feedback: Feedback) {
    return calls.sendFeedback(this, feedback);
  }

  /** GET /cache/{cacheId}: the loan info the calculator stored. */
  getCalculatorCache(cacheId: string) {
    return calls.getCalculatorCache(this, cacheId);
  }

  /** POST /cache: stores the calculator's loan info for the application; answers its id. */
  createCalculatorCache(cache: CalculatorCache) {
    return calls.createCalculatorCache(this, cache);
  }
}
