import * as z from 'zod/mini';
import {
  caseSummaryResponseSchema,
  completeDeclarationResponseSchema,
  confirmCountriesResponseSchema,
  countriesResponseSchema,
  customerTypeResponseSchema,
  formResponseSchema,
  pepRoleCountriesResponseSchema,
  pepRoleTypesResponseSchema,
  postalCheckResultSchema,
  postalCodesResponseSchema,
  processSummaryResponseSchema,
  rcaRoleTypesResponseSchema,
  signingStartResponseSchema,
  taxConsentSchema,
  taxRelationCountriesResponseSchema,
  tokenForProcessResponseSchema,
  webBankTaskResponseSchema,
  type confirmCaseSummaryRequestSchema,
  type confirmCorporateInformationRequestSchema,
  type confirmCountriesRequestSchema,
  type logRequestSchema,
  type submitCheckboxSourceOfIncomeSectionRequestSchema,
  type submitCorporateActorsRequestSchema,
  type submitCorporateInstitutionTypeSectionRequestSchema,
  type submitDynamicSectionRequestSchema,
  type submitPepRcaRequestSchema,
  type submitSourceOfIncomeSectionRequestSchema,
  type submitTaxRelationSectionRequestSchema,
  type tokenForProcessRequestSchema,
} from '../schemas/kyc.js';
import {
  DEFAULT_TIMEOUT_MS,
  encodeQuery,
  InFlight,
  joinPath,
  readCookie,
  send,
  TEXT,
  type HttpMethod,
  type Parsed,
  type QueryValue,
} from './http.js';
import { CSRF_HEADER, csrfCookieName, LOAN_SERVICE_BASE_PATH, REQUESTED_BY } from './loan-client.js';
import { ServiceError } from './service-error.js';
import { defaultStorage } from '../platform/storage.js';

/** Default base path of the KYC declaration service (the sandbox's). */
export const KYC_SERVICE_BASE_PATH = '/kyc-declaration/api';

/** The request header carrying the declaration's session token. */
export const KYC_TOKEN_HEADER = 'X-KYC-Token';

/** Session-storage key of the token (spec 2 §9: keys carry a "v1" prefix). */
export const KYC_TOKEN_STORAGE_KEY = 'v1:kyc:token';

/** Keep-alive cadence and lifetime (spec 2 §4, §9). */
export const KEEP_ALIVE_INTERVAL_MS = 60_000;
export const KEEP_ALIVE_MAX_MS = 14_400_000;

/** The timers keep-alive uses (tests drive them by hand). */
export interface Scheduler {
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  now(): number;
}

const realScheduler: Scheduler = {
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as number),
  now: () => Date.now(),
};

/** How to reach the KYC service. */
export interface KycClientOptions {
  basePath?: string;
  /** Where the token lives (default: sessionStorage). */
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Milliseconds one attempt of a call may take (default 15 000, decision 0030). */
  timeoutMs?: number | undefined;
  /** Pauses before a read is repeated after a transient failure (default 300 and 900 ms; `[]`: never). */
  retryDelaysMs?: readonly number[] | undefined;
  fetch?: typeof fetch;
  scheduler?: Scheduler;
  /** Reads the page's cookies (default: `document.cookie`), for the CSRF token of token-for-process. */
  cookies?: () => string;
  /** The loan service base path whose CSRF cookie guards token-for-process (default `/salgspant/api`). */
  loanBasePath?: string;
  /** The element's language, sent as `Accept-Language` with every call (default `nb`; decision 0111). */
  language?: (() => string) | undefined;
}

/** One call described generically (spec 2 §7: GET, POST, PUT, DELETE; query arrays repeated). */
export interface KycRequest<S extends z.ZodMiniType | undefined | typeof TEXT> {
  method?: HttpMethod;
  path: string;
  query?: Readonly<Record<string, QueryValue>>;
  body?: unknown;
  headers?: Readonly<Record<string, string>>;
  schema: S;
}

/** What keep-alive reports. */
export interface KeepAliveOptions {
  /** Called once when the service answers 401: show «Økten utløpt». */
  onSessionExpired: () => void;
  /** Called with any other failure (the loop stops on status ≥ 400). */
  onError?: (error: ServiceError) => void;
}

type Body<S extends z.ZodMiniType> = z.input<S>;

/**
 * The client of the KYC declaration service: one method per call of spec 2 §7, every answer checked
 * by its schema, every failure a `ServiceError`. The session token is read from session storage and
 * sent on every call; identical calls in flight are shared.
 */
export class KycServiceClient {
  readonly basePath: string;
  readonly #storage: KycClientOptions['storage'];
  readonly #timeoutMs: number;
  readonly #retryDelaysMs: readonly number[] | undefined;
  readonly #fetch: typeof fetch;
  readonly #scheduler: Scheduler;
  readonly #cookies: () => string;
  readonly #csrfCookie: string;
  readonly #language: (() => string) | undefined;
  readonly #inFlight = new InFlight();
  #lifetime = new AbortController();
  #keepAlive: { handle: unknown; started: number } | undefined;
  /** The last keep-alive failure, for diagnostics. */
  keepAliveError: ServiceError | undefined;

  constructor(options: KycClientOptions = {}) {
    this.basePath = options.basePath ?? KYC_SERVICE_BASE_PATH;
    this.#storage = options.storage ?? defaultStorage();
    this.#timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
    this.#retryDelaysMs = options.retryDelaysMs;
    this.#fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
    this.#scheduler = options.scheduler ?? realScheduler;
    this.#cookies = options.cookies ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
    this.#csrfCookie = csrfCookieName(options.loanBasePath ?? LOAN_SERVICE_BASE_PATH);
    this.#language = options.language;
  }

  /** The declaration's session token, if any. */
  get token(): string | null {
    return this.#storage?.getItem(KYC_TOKEN_STORAGE_KEY) ?? null;
  }

  /** Stores (or, with null, forgets) the session token. */
  setToken(token: string | null): void {
    if (token === null) this.#storage?.removeItem(KYC_TOKEN_STORAGE_KEY);
    else this.#storage?.setItem(KYC_TOKEN_STORAGE_KEY, token);
  }

  /** Cancels every call in flight and stops keep-alive. */
  abort(): void {
    this.stopKeepAlive();
    this.#lifetime.abort();
    this.#lifetime = new AbortController();
  }

  /**
   * Sends one call. A call without a method fails with "missing method"; query values are encoded,
   * array values repeated.
   */
  request<S extends z.ZodMiniType | undefined | typeof TEXT>(call: KycRequest<S>): Promise<Parsed<S>> {
    if (!call.method) {
      return Promise.reject(
        new ServiceError({
          kind: 'invalid-request',
          status: 0,
          name: 'MISSING_METHOD',
          message: 'missing method',
          request: call.path,
        }),
      );
    }
    const method = call.method;
    const url = `${joinPath(this.basePath, call.path)}${encodeQuery(call.query)}`;
    const key = `${method} ${url} ${call.body === undefined ? '' : JSON.stringify(call.body)}`;
    return this.#inFlight.run(key, async () => {
      const headers: Record<string, string> = {
        Accept: 'application/json',
        'Accept-Language': this.#language?.() ?? 'nb',
        'X-Requested-By': REQUESTED_BY,
        ...call.headers,
      };
      if (call.body !== undefined) headers['Content-Type'] = 'application/json';
      const token = this.token;
      if (token) headers[KYC_TOKEN_HEADER] = token;
      return send({ method, url, body: call.body, headers }, call.schema, this.#fetch, {
        timeoutMs: this.#timeoutMs,
        lifetime: this.#lifetime.signal,
        retryDelaysMs: this.#retryDelaysMs,
      });
    });
  }

  #get<S extends z.ZodMiniType | undefined | typeof TEXT>(path: string, schema: S, query?: Record<string, QueryValue>) {
    return this.request({ method: 'GET', path, schema, ...(query ? { query } : {}) });
  }

  #post<S extends z.ZodMiniType | undefined>(path: string, body: unknown, schema: S) {
    return this.request({ method: 'POST', path, body, schema });
  }

  // ── Keep-alive ────────────────────────────────────────────────────────────────────────────────

  /**
   * Pings `kyc/keepAlive` every 60 s for at most 4 hours. Stops on a status of 400 or more; a 401
   * calls `onSessionExpired`. Returns a function that stops it.
   */
  startKeepAlive(options: KeepAliveOptions): () => void {
    this.stopKeepAlive();
    const started = this.#scheduler.now();
    const tick = async () => {
      if (this.#scheduler.now() - started >= KEEP_ALIVE_MAX_MS) {
        this.stopKeepAlive();
        return;
      }
      try {
        await this.keepAlive();
      } catch (error) {
        if (!(error instanceof ServiceError) || error.aborted) return;
        this.keepAliveError = error;
        if (error.status >= 400) this.stopKeepAlive();
        if (error.status === 401) options.onSessionExpired();
        else options.onError?.(error);
      }
    };
    this.#keepAlive = { handle: this.#scheduler.setInterval(() => void tick(), KEEP_ALIVE_INTERVAL_MS), started };
    return () => this.stopKeepAlive();
  }

  /** Stops keep-alive. */
  stopKeepAlive(): void {
    if (this.#keepAlive) this.#scheduler.clearInterval(this.#keepAlive.handle);
    this.#keepAlive = undefined;
  }

  /** Number of distinct calls in flight. */
  get pending(): number {
    return this.#inFlight.size;
  }

  /** Whether keep-alive is running. */
  get keepingAlive(): boolean {
    return this.#keepAlive !== undefined;
  }

  // ── The calls of spec 2 §7 ────────────────────────────────────────────────────────────────────

  /** GET application.wadl[/{grammar}]: the service description (XML). */
  getWadl(grammar?: string) {
    return this.#get(grammar ? `application.wadl/${encodeURIComponent(grammar)}` : 'application.wadl', TEXT);
  }

  /** POST kyc/complete-declaration or kyc/v2/complete-declaration. */
  completeDeclaration(version: 1 | 2 = 2) {
    return this.#post(
      version === 2 ? 'kyc/v2/complete-declaration' : 'kyc/complete-declaration',
      {},
      completeDeclarationResponseSchema,
    );
  }

  /** POST kyc/confirmCaseSummary/{id}. */
  confirmCaseSummary(id: string, body: Body<typeof confirmCaseSummaryRequestSchema> = {}) {
    return this.#post(`kyc/confirmCaseSummary/${encodeURIComponent(id)}`, body, undefined);
  }

  /** POST kyc/confirmCorporateInformation. */
  confirmCorporateInformation(body: Body<typeof confirmCorporateInformationRequestSchema>) {
    return this.#post('kyc/confirmCorporateInformation', body, undefined);
  }

  /** POST kyc/confirmCountries. */
  confirmCountries(body: Body<typeof confirmCountriesRequestSchema>) {
    return this.#post('kyc/confirmCountries', body, confirmCountriesResponseSchema);
  }

  /** GET kyc/countries. */
  getCountries() {
    return this.#get('kyc/countries', countriesResponseSchema);
  }

  /** GET kyc/customer/type. */
  getCustomerType() {
    return this.#get('kyc/customer/type', customerTypeResponseSchema);
  }

  /** GET kyc/keepAlive. */
  keepAlive() {
    return this.#get('kyc/keepAlive', undefined);
  }

  /** POST kyc/log. */
  log(body: Body<typeof logRequestSchema>) {
    return this.#post('kyc/log', body, undefined);
  }

  /** GET kyc/pepRoleCountries. */
  getPepRoleCountries() {
    return this.#get('kyc/pepRoleCountries', pepRoleCountriesResponseSchema);
  }

  /** GET kyc/pepRoleTypes. */
  getPepRoleTypes() {
    return this.#get('kyc/pepRoleTypes', pepRoleTypesResponseSchema);
  }

  /** GET kyc/rcaRoleTypes. */
  getRcaRoleTypes() {
    return this.#get('kyc/rcaRoleTypes', rcaRoleTypesResponseSchema);
  }

  /** GET kyc/taxRelationCountries. */
  getTaxRelationCountries() {
    return this.#get('kyc/taxRelationCountries', taxRelationCountriesResponseSchema);
  }

  /** GET kyc/postal-codes. */
  getPostalCodes() {
    return this.#get('kyc/postal-codes', postalCodesResponseSchema);
  }

  /** GET kyc/postal-codes/verify?code&country. */
  verifyPostalCode(code: string, country: string) {
    return this.#get('kyc/postal-codes/verify', postalCheckResultSchema, { code, country });
  }

  /** POST kyc/submitCheckboxSourceOfIncomeSection. */
  submitCheckboxSourceOfIncomeSection(body: Body<typeof submitCheckboxSourceOfIncomeSectionRequestSchema>) {
    return this.#post('kyc/submitCheckboxSourceOfIncomeSection', body, undefined);
  }

  /** POST kyc/submitCorporateInstitutionTypeSection. */
  submitCorporateInstitutionTypeSection(body: Body<typeof submitCorporateInstitutionTypeSectionRequestSchema>) {
    return this.#post('kyc/submitCorporateInstitutionTypeSection', body, undefined);
  }

  /** POST kyc/submitDynamicSection. */
  submitDynamicSection(body: Body<typeof submitDynamicSectionRequestSchema>) {
    return this.#post('kyc/submitDynamicSection', body, undefined);
  }

  /** POST kyc/submitPepRca. */
  submitPepRca(body: Body<typeof submitPepRcaRequestSchema>) {
    return this.#post('kyc/submitPepRca', body, undefined);
  }

  /** POST kyc/submitSourceOfIncomeSection. */
  submitSourceOfIncomeSection(body: Body<typeof submitSourceOfIncomeSectionRequestSchema>) {
    return this.#post('kyc/submitSourceOfIncomeSection', body, undefined);
  }

  /** POST kyc/submitTaxRelationSection. */
  submitTaxRelationSection(body: Body<typeof submitTaxRelationSectionRequestSchema>) {
    return this.#post('kyc/submitTaxRelationSection', body, undefined);
  }

  /**
   * POST kyc/token-for-process: a declaration token for the customer logged in to the loan service
   * (their session cookie and CSRF token); stored for the later calls.
   */
  async tokenForProcess(body: Body<typeof tokenForProcessRequestSchema>) {
    const csrf = readCookie(this.#cookies(), this.#csrfCookie);
    const result = await this.request({
      method: 'POST',
      path: 'kyc/token-for-process',
      body,
      schema: tokenForProcessResponseSchema,
      ...(csrf ? { headers: { [CSRF_HEADER]: csrf } } : {}),
    });
    this.setToken(result.token);
    return result;
  }

  /** GET kyc/v1/case-summary/{id}. */
  getCaseSummary(id: string) {
    return this.#get(`kyc/v1/case-summary/${encodeURIComponent(id)}`, caseSummaryResponseSchema);
  }

  /** GET kyc/v1/process-summary. */
  getProcessSummary() {
    return this.#get('kyc/v1/process-summary', processSummaryResponseSchema);
  }

  /** POST kyc/v3/corporate-actors (board or beneficial owners). */
  submitCorporateActors(body: Body<typeof submitCorporateActorsRequestSchema>) {
    return this.#post('kyc/v3/corporate-actors', body, undefined);
  }

  /** GET kyc/v7/form or kyc/v8/form with the kycContext query. */
  getForm(kycContext: string, version: 7 | 8 = 8) {
    return this.#get(`kyc/v${version}/form`, formResponseSchema, { kycContext });
  }

  /** GET kyc/webBankTask. */
  getWebBankTask() {
    return this.#get('kyc/webBankTask', webBankTaskResponseSchema);
  }

  /** GET signing/start: a URL to sign at (returning to `returnUrl`, a same-site path), or completed. */
  startSigning(returnUrl?: string) {
    return this.#get('signing/start', signingStartResponseSchema, returnUrl ? { returnUrl } : undefined);
  }

  /** The tax-authority consent (get or create): status and the portal URL. */
  getOrCreateTaxConsent(redirectUrl: string) {
    return this.#post('kyc/consent/get-or-create', { redirectUrl }, taxConsentSchema);
  }
}
