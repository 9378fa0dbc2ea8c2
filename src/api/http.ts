import * as z from 'zod/mini';
import { errorBodySchema, type ErrorBody } from '../schemas/common.js';
import { FALLBACK_MESSAGES, INVALID_RESPONSE, ServiceError, serviceErrorFromResponse } from './service-error.js';

/** Marks a call whose response is read as text, not JSON (e.g. WADL XML). */
export const TEXT = Symbol('text');

/** What a call answers: the schema's output, text, or nothing. */
export type Parsed<S> = S extends z.ZodMiniType ? z.infer<S> : S extends typeof TEXT ? string : undefined;

/** An HTTP method the services accept. */
export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One call, fully described, before headers specific to a service are added. */
export interface HttpCall {
  method: HttpMethod;
  /** Absolute URL of the call. */
  url: string;
  /** JSON body, if any. */
  body?: unknown;
  headers: Record<string, string>;
  signal: AbortSignal;
}

/** Query values: arrays are repeated (`a=1&a=2`), undefined and null are left out. */
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number | boolean>;

/** Encodes query parameters, repeating array values (spec 2 §7). */
export function encodeQuery(query: Readonly<Record<string, QueryValue>> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const item of value) params.append(key, String(item));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Joins a base path (or URL) and a service path: `/salgspant/api` + `calculator/car`. */
export function joinPath(base: string, path: string): string {
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** Reads a response body as JSON when it says it is JSON; returns undefined for an empty body. */
async function readJson(response: Response): Promise<{ ok: true; value: unknown } | { ok: false }> {
  const text = await response.text();
  if (text.trim() === '') return { ok: true, value: undefined };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/**
 * Performs one call and turns every outcome into either a parsed value or a ServiceError:
 * 2xx → the body parsed by `schema` (204 → `undefined`); an error status → the service's error JSON;
 * a dropped connection, a timeout, an abort, or a body that does not match → a ServiceError saying so.
 */
export async function perform<S extends z.ZodMiniType | undefined | typeof TEXT>(
  call: HttpCall,
  schema: S,
  fetchImpl: typeof fetch,
): Promise<{ response: Response; value: Parsed<S> }> {
  const requestName = `${call.method} ${new URL(call.url, 'http://x').pathname}`;
  let response: Response;
  try {
    response = await fetchImpl(call.url, {
      method: call.method,
      headers: call.headers,
      body: call.body === undefined ? null : JSON.stringify(call.body),
      signal: call.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    const reason = call.signal.reason as unknown;
    const timedOut = reason instanceof DOMException && reason.name === 'TimeoutError';
    const aborted = call.signal.aborted && !timedOut;
    throw new ServiceError({
      kind: timedOut ? 'timeout' : aborted ? 'aborted' : 'network',
      status: 0,
      name: aborted ? 'ABORTED' : 'SERVICE_UNAVAILABLE',
      message: timedOut ? FALLBACK_MESSAGES.timeout : aborted ? FALLBACK_MESSAGES.aborted : FALLBACK_MESSAGES.network,
      developerMessage: error instanceof Error ? error.message : String(error),
      request: requestName,
    });
  }

  if (!response.ok) {
    const json = await readJson(response).catch(() => ({ ok: false }) as const);
    const parsed = json.ok ? errorBodySchema.safeParse(json.value) : undefined;
    const body: ErrorBody | undefined = parsed?.success ? parsed.data : undefined;
    throw serviceErrorFromResponse(response, body, requestName);
  }

  // Narrowing works on the constraint, not on the type parameter itself.
  const rule: z.ZodMiniType | undefined | typeof TEXT = schema;
  if (rule === TEXT) {
    return { response, value: (await response.text()) as never };
  }

  const invalid = (developerMessage: string) =>
    new ServiceError({
      kind: 'invalid-response',
      status: response.status,
      name: INVALID_RESPONSE,
      message: FALLBACK_MESSAGES.invalidResponse,
      developerMessage,
      correlationId: response.headers.get('x-correlation-id') ?? undefined,
      request: requestName,
    });
  const notJson = `Response of ${requestName} is not JSON`;

  if (response.status === 204 || rule === undefined) {
    // An answer that is not read must still be whole: a JSON body cut off or garbled means the call may
    // not have gone through, so it is a failure the customer is told about (decision 0034).
    if (response.status !== 204 && /json/i.test(response.headers.get('content-type') ?? '')) {
      if (!(await readJson(response).catch(() => ({ ok: false }) as const)).ok) throw invalid(notJson);
    } else await response.arrayBuffer().catch(() => undefined);
    return { response, value: undefined as never };
  }

  const json = await readJson(response).catch(() => ({ ok: false }) as const);
  const parsed = json.ok ? rule.safeParse(json.value) : undefined;
  if (!parsed?.success) {
    const issue = parsed?.error.issues[0];
    throw invalid(
      json.ok
        ? `Response of ${requestName} does not match its schema at "${issue?.path.join('.') ?? ''}": ${issue?.message ?? ''}`
        : notJson,
    );
  }
  return { response, value: parsed.data as never };
}

/**
 * How long one attempt of a call may take before it is given up as a timeout (15 s): longer than any
 * answer of a healthy service, short enough that a customer is told before they give up (decision 0030).
 */
export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * The pauses before a read (GET) is repeated on its own after a transient failure: two repeats, after
 * about 300 ms and 900 ms, each jittered by ±30 % so that many clients do not retry in step (decision 0030).
 */
export const READ_RETRY_DELAYS_MS: readonly number[] = [300, 900];

/** The share of a pause that is random, either way. */
export const RETRY_JITTER = 0.3;

/**
 * Whether a failure is worth repeating a read for: the network failed, the attempt timed out, or a
 * gateway said the service is unavailable (502, 503, 504). Never a 4xx, a 500 or a malformed answer,
 * and never the caller's own abort.
 */
export function isTransient(error: unknown): boolean {
  if (!(error instanceof ServiceError)) return false;
  if (error.kind === 'network' || error.kind === 'timeout') return true;
  return error.kind === 'http' && error.status >= 502 && error.status <= 504;
}

/** How a transport sends calls: per-attempt timeout, the pauses of read retries, what cancels all. */
export interface SendOptions {
  /** Milliseconds one attempt may take (default {@link DEFAULT_TIMEOUT_MS}). */
  timeoutMs: number;
  /** Aborting it cancels the call and any pending retry. */
  lifetime: AbortSignal;
  /** Pauses before each repeat of a read (default {@link READ_RETRY_DELAYS_MS}; `[]`: none). */
  retryDelaysMs?: readonly number[] | undefined;
  /** A number in [0, 1) for the jitter (default Math.random). */
  random?: (() => number) | undefined;
}

/**
 * Sends one call with the transports' shared rules: every attempt has its own timeout; a read (GET)
 * that fails transiently ({@link isTransient}) is repeated after the pauses of `retryDelaysMs`; a write
 * (POST, PUT, DELETE) is sent exactly once, whatever happens (the retry-token repeat of the loan service
 * is the service's own request and happens below this, in the fetch). An abort during a pause ends the
 * call as aborted (fetch refuses an aborted signal without a request).
 */
export async function send<S extends z.ZodMiniType | undefined | typeof TEXT>(
  call: Omit<HttpCall, 'signal'>,
  schema: S,
  fetchImpl: typeof fetch,
  options: SendOptions,
): Promise<Parsed<S>> {
  const { lifetime } = options;
  const delays = call.method === 'GET' ? (options.retryDelaysMs ?? READ_RETRY_DELAYS_MS) : [];
  for (let attempt = 0; ; attempt += 1) {
    const signal = AbortSignal.any([lifetime, AbortSignal.timeout(options.timeoutMs)]);
    try {
      return (await perform({ ...call, signal }, schema, fetchImpl)).value;
    } catch (error) {
      const delay = delays[attempt];
      if (delay === undefined || lifetime.aborted || !isTransient(error)) throw error;
      await new Promise((resolve) => {
        const timer = setTimeout(resolve, delay * (1 + RETRY_JITTER * (2 * (options.random ?? Math.random)() - 1)));
        lifetime.addEventListener(
          'abort',
          () => {
            clearTimeout(timer);
            resolve(undefined);
          },
          { once: true },
        );
      });
    }
  }
}

/**
 * Shares identical in-flight calls: while a call with the same key runs, the same promise is returned,
 * so a double click or two components asking at once send one request.
 */
export class InFlight {
  readonly #calls = new Map<string, Promise<unknown>>();

  run<T>(key: string, start: () => Promise<T>): Promise<T> {
    const running = this.#calls.get(key);
    if (running) return running as Promise<T>;
    const promise = start().finally(() => this.#calls.delete(key));
    this.#calls.set(key, promise);
    return promise;
  }

  get size(): number {
    return this.#calls.size;
  }
}

/** Reads one cookie by name from a cookie string (`document.cookie`). */
export function readCookie(cookies: string, name: string): string | undefined {
  for (const part of cookies.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) return decodeURIComponent(part.slice(index + 1).trim());
  }
  return undefined;
}
