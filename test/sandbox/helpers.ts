// Drives the sandbox in-process through its Hono application (Fetch API requests, real PGlite store).
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox, type Sandbox } from '../../demo/sandbox/app.js';
import { personByKey } from '../../demo/sandbox/seed/persons.js';
import { openDb, type Db } from '../../demo/sandbox/store/db.js';
import { resetStore } from '../../demo/sandbox/store/reset.js';

export const BANK = '9999';

/** A logged-in test person: the cookies to send and the CSRF token. */
export interface Login {
  cookie: string;
  csrf: string;
  ssn: string;
}

export interface Harness {
  sandbox: Sandbox;
  db: Db;
  request(method: string, path: string, options?: RequestOptions): Promise<Response>;
  /**
   * A JSON call. The body is `unknown` (parse it with its schema from src/schemas), or the `parser`'s
   * result when one is given.
   */
  json<T = unknown>(method: string, path: string, options?: RequestOptions, parser?: BodyParser<T>): Promise<Reply<T>>;
  login(key: string): Promise<Login>;
  /** Starts a KYC declaration through POST /sandbox/api/kyc-token; returns its token. */
  kycToken(key: string, options?: KycTokenOptions): Promise<string>;
  /** A KYC service call (path under /kyc-declaration/api) with `X-KYC-Token` (none when token is null). */
  kyc<T = unknown>(
    method: string,
    path: string,
    token: string | null,
    options?: RequestOptions,
    parser?: BodyParser<T>,
  ): Promise<Reply<T>>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** A service's answer: its status, its body (JSON, or the text of a non-JSON KYC answer) and the response. */
export interface Reply<T = unknown> {
  status: number;
  body: T;
  response: Response;
}

/** What turns a parsed body into a typed value: a zod schema (`schema.parse`). */
export interface BodyParser<T> {
  parse(value: unknown): T;
}

export interface KycTokenOptions {
  customer?: 'PRIVATE' | 'CORPORATE';
  processType?: string;
  organisationNumber?: string;
}

/** Base path of the KYC service. */
export const KYC = '/kyc-declaration/api';

export interface RequestOptions {
  body?: unknown;
  /** Raw body text (sent as is). */
  raw?: string;
  login?: Login;
  /** Leave out the CSRF header although logged in. */
  noCsrf?: boolean;
  headers?: Record<string, string>;
  bank?: string | null;
}

/** One sandbox per test file, on an in-memory PGlite. */
export async function harness(options: { now?: () => Date } = {}): Promise<Harness> {
  // The endpoint tests run on PGlite; test/sandbox/store.test.ts also runs on DATABASE_URL.
  const db = await openDb({ databaseUrl: '' });
  await resetStore(db);
  const sandbox = await createSandbox({
    db,
    allowedOrigins: ['http://dealer.test'],
    // The control API stays open in tests whatever the developer's shell sets.
    adminToken: '',
    ...(options.now ? { now: options.now } : {}),
  });
  const request = async (method: string, path: string, options: RequestOptions = {}): Promise<Response> => {
    const headers: Record<string, string> = { ...options.headers };
    if (options.bank !== null) headers['X-BankRegNr'] = options.bank ?? BANK;
    if (options.body !== undefined || options.raw !== undefined) headers['Content-Type'] ??= 'application/json';
    if (options.login) {
      headers.Cookie = options.login.cookie;
      if (!options.noCsrf) headers['X-CSRF-Token'] = options.login.csrf;
    }
    return sandbox.app.request(`http://sandbox.test${path}`, {
      method,
      headers,
      body: options.raw ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    });
  };
  return {
    sandbox,
    db,
    request,
    async json<T>(method: string, path: string, options?: RequestOptions, parser?: BodyParser<T>) {
      const response = await request(method, path, options);
      const text = await response.text();
      const body: unknown = text ? JSON.parse(text) : undefined;
      return { status: response.status, body: typed(body, parser), response };
    },
    async login(key) {
      const { ssn } = personByKey(key);
      const response = await sandbox.app.request('http://sandbox.test/sandbox/api/login', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ssn }),
      });
      const cookies = response.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { csrfToken } = (await response.json()) as { csrfToken: string };
      return { cookie: cookies, csrf: csrfToken, ssn };
    },
    async kycToken(key, options = {}) {
      const { ssn } = personByKey(key);
      const response = await request('POST', '/sandbox/api/kyc-token', { body: { ssn, ...options }, bank: null });
      const body = (await response.json()) as { token?: string; developerMessage?: string };
      if (!body.token) throw new Error(`no KYC token for ${key}: ${response.status} ${body.developerMessage ?? ''}`);
      return body.token;
    },
    async kyc<T>(
      method: string,
      path: string,
      token: string | null,
      options: RequestOptions = {},
      parser?: BodyParser<T>,
    ) {
      const headers = { ...options.headers, ...(token === null ? {} : { 'X-KYC-Token': token }) };
      const response = await request(method, `${KYC}${path}`, { bank: null, ...options, headers });
      const text = await response.text();
      const isJson = (response.headers.get('content-type') ?? '').includes('json');
      const body: unknown = text && isJson ? JSON.parse(text) : text || undefined;
      return { status: response.status, body: typed(body, parser), response };
    },
    reset: () => resetStore(db),
    close: () => sandbox.close(),
  };
}

/**
 * The body through the parser. Without one it stays as parsed, typed `unknown` (the type parameter
 * defaults to it, and no suite names another without a parser).
 */
function typed<T>(body: unknown, parser: BodyParser<T> | undefined): T {
  return parser ? parser.parse(body) : (body as T);
}

/** A valid application for a test person. */
export function application(
  key: string,
  overrides: { loanInfo?: Record<string, unknown>; coApplicant?: unknown; main?: Record<string, unknown> } = {},
) {
  const p = personByKey(key);
  return {
    mainApplicant: {
      ssn: p.ssn,
      email: p.email,
      phone: p.phone,
      employmentConditionCode: p.employmentConditionCode,
      livingConditionCode: 'OWNS_HOUSING',
      rentalFee: null,
      grossIncome: p.grossIncome,
      totalDebt: p.totalDebt,
      tradeIn: false,
      tradeInDebt: null,
      ...overrides.main,
    },
    coApplicant: overrides.coApplicant ?? null,
    loanInfo: {
      loanType: 'VEHICLE_LOAN',
      vehiclePrice: 379_000,
      loanProduct: 'CAR_ZERO_EMISSION',
      equity: 100_000,
      requestedLoanPeriodInMonths: 60,
      vehicleRegistrationNumber: 'EB66018',
      odometerValue: 12_000,
      ...overrides.loanInfo,
    },
    kycAnswered: true,
  };
}

/** A calculator's loan info the anonymous `POST /salgspant/api/cache` accepts. */
export const CALCULATOR_CACHE = {
  loanProduct: 'CAR',
  loanType: 'VEHICLE_LOAN',
  vehicleRegistrationNumber: 'EB66018',
  odometerValue: 12000,
  vehiclePrice: 379000,
  equity: 100000,
  loanAmount: 279000,
  requestedLoanPeriodInMonths: 60,
};

/** The sandbox on a real socket (127.0.0.1, a free port), for tests of what happens on the wire. */
export interface Listening {
  port: number;
  close(): Promise<void>;
}

/** Serves the harness's sandbox over HTTP on a free port of 127.0.0.1. */
export function listen(h: Harness): Promise<Listening> {
  return new Promise((resolve) => {
    const server = serve({ fetch: h.sandbox.app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) =>
      resolve({ port: info.port, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}
