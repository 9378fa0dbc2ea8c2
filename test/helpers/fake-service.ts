// A service behind the real clients, for the models' Node tests: the loan or KYC client sends real
// requests (headers, CSRF, body, schema check of the answer) to a fetch that answers from a table of
// `METHOD path` and records what was sent. No network, no browser.
import { CSRF_HEADER, LOAN_SERVICE_BASE_PATH, LoanTransport } from '../../src/api/loan-client.js';
import { KYC_SERVICE_BASE_PATH, KycServiceClient, type Scheduler } from '../../src/api/kyc-client.js';

/** One request as the service received it. */
export interface Sent {
  method: string;
  /** The path under the service's base path, e.g. `consent`. */
  path: string;
  /** The query string, `?…` or ''. */
  query: string;
  body: unknown;
  /** The CSRF header, or null when none was sent. */
  csrf: string | null;
  headers: Record<string, string>;
}

/** An answer: a status (default 200) and a JSON body (none: an empty answer). */
export interface Reply {
  status?: number;
  body?: unknown;
}

/** A row of the table: a fixed answer, or a function of the request (throw: no answer at all). */
export type Route = Reply | ((sent: Sent) => Reply | Promise<Reply>);

/** The CSRF token in the page's cookie. */
export const CSRF_TOKEN = 'csrf-token-1';

/** An error answer of the service, as the error catalogue names it. */
export function failure(status: number, name: string, message = name): Reply {
  return { status, body: { name, message } };
}

function fakeFetch(base: string, routes: Record<string, Route>) {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const url = new URL(input instanceof Request ? input.url : input, 'https://bank.test');
    const path = url.pathname.startsWith(`${base}/`) ? url.pathname.slice(base.length + 1) : url.pathname;
    const headers = Object.fromEntries(new Headers(init?.headers).entries());
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const request: Sent = {
      method: init?.method ?? 'GET',
      path,
      query: url.search,
      body,
      csrf: headers[CSRF_HEADER.toLowerCase()] ?? null,
      headers,
    };
    sent.push(request);
    const route = routes[`${request.method} ${path}`];
    if (!route)
      return Response.json({ name: 'NOT_FOUND', message: `no route ${request.method} ${path}` }, { status: 404 });
    const reply = typeof route === 'function' ? await route(request) : route;
    const status = reply.status ?? 200;
    return reply.body === undefined ? new Response(null, { status }) : Response.json(reply.body, { status });
  };
  return { fetch, sent, routes, calls: () => sent.map((request) => `${request.method} ${request.path}`) };
}

/** The loan service: a real `LoanTransport` (CSRF cookie set, no repeated reads) over the table. */
export function loanService(routes: Record<string, Route> = {}) {
  const service = fakeFetch(LOAN_SERVICE_BASE_PATH, routes);
  const transport = new LoanTransport({
    fetch: service.fetch,
    cookies: () => `other=1; salgspant=${CSRF_TOKEN}`,
    retryDelaysMs: [],
  });
  return { ...service, transport };
}

/** Timers driven by hand: `tick()` runs every interval once. */
export function manualScheduler(start = 0) {
  let now = start;
  const intervals = new Map<number, () => void>();
  let next = 1;
  const scheduler: Scheduler = {
    setInterval: (callback) => {
      intervals.set(next, callback);
      return next++;
    },
    clearInterval: (handle) => void intervals.delete(handle as number),
    now: () => now,
  };
  return {
    scheduler,
    running: () => intervals.size,
    tick: (ms = 60_000) => {
      now += ms;
      for (const callback of intervals.values()) callback();
    },
  };
}

/** The KYC service: a real `KycServiceClient` over the table, its token in the storage given. */
export function kycService(
  routes: Record<string, Route>,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
) {
  const service = fakeFetch(KYC_SERVICE_BASE_PATH, routes);
  const timers = manualScheduler();
  const client = new KycServiceClient({
    fetch: service.fetch,
    storage,
    scheduler: timers.scheduler,
    cookies: () => `salgspant=${CSRF_TOKEN}`,
    retryDelaysMs: [],
  });
  return { ...service, client, timers };
}
