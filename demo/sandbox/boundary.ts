import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxContext, SandboxEnv } from './context.js';
import { errorBody, messageOf } from './errors.js';

/**
 * The sandbox's one input boundary (decision 0013). Every request to the loan service, the KYC
 * service and the simulators passes it before any route runs: the body's size, the text of the path,
 * the query, the headers and the body, and the nesting of a JSON body. What passes is text the store
 * accepts and a header writer can echo; what does not is refused with the service's documented 4xx
 * error JSON, never a 500.
 */

/** Largest request body any route accepts (the services' and the simulators' alike). */
export const BODY_LIMIT_BYTES = 64 * 1024;

/** Deepest nesting of arrays and objects a JSON body may have (the services' payloads need < 10). */
export const JSON_MAX_DEPTH = 32;

/** Longest path and query the sandbox reads. */
export const URL_MAX_LENGTH = 4096;

/** A UTF-16 surrogate without its partner: not Unicode text, and jsonb refuses its escape. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** C0 controls and DEL: never part of a path, a query value or a header a browser sends. */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u001F\u007F]/;

/** Whether a string is text the store accepts: no NUL, no unpaired surrogate. */
export function isStorableText(value: string): boolean {
  return !value.includes('\0') && !LONE_SURROGATE.test(value);
}

/** Whether a string may appear in a path, a query value or a header: storable and without controls. */
export function isPlainText(value: string): boolean {
  return isStorableText(value) && !CONTROL.test(value);
}

/** Which service a path belongs to decides the error name (each service documents its own). */
function errorNameFor(path: string): string {
  return path.startsWith('/salgspant/') ? 'INVALID_APPLICATION_REQUEST' : 'INVALID_REQUEST';
}

/** The service's error JSON for input the boundary refuses. */
export function refuse(c: SandboxContext, status: ContentfulStatusCode, developerMessage: string): Response {
  const name = errorNameFor(c.req.path);
  const message = messageOf(name, 'INVALID_REQUEST');
  return c.json(errorBody(c, status, name, message, developerMessage, 'VALIDATION'), status);
}

/** `decodeURIComponent`, or undefined for a broken escape (e.g. `%E0%A4%A`, an encoded surrogate). */
function decode(value: string): string | undefined {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Why the path or query is refused, or undefined when they are acceptable. */
function urlProblem(url: string): string | undefined {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  const pathAndQuery = start < 0 ? '/' : url.slice(start);
  if (pathAndQuery.length > URL_MAX_LENGTH) return `Path and query longer than ${URL_MAX_LENGTH} characters`;
  const queryAt = pathAndQuery.indexOf('?');
  const path = queryAt < 0 ? pathAndQuery : pathAndQuery.slice(0, queryAt);
  for (const segment of path.split('/')) {
    const decoded = decode(segment);
    if (decoded === undefined || !isPlainText(decoded)) return 'The path holds a control character or broken escape';
  }
  if (queryAt >= 0) {
    for (const pair of pathAndQuery.slice(queryAt + 1).split('&')) {
      const decoded = decode(pair);
      if (decoded === undefined || !isPlainText(decoded)) {
        return 'A query parameter holds a control character or broken escape';
      }
    }
  }
  return undefined;
}

/**
 * Why a parsed JSON value is refused (a string or key the store cannot hold, or nesting deeper than
 * JSON_MAX_DEPTH), or undefined. Walks without recursion, so no body can exhaust the stack.
 */
export function jsonProblem(value: unknown): string | undefined {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }];
  for (let item = stack.pop(); item !== undefined; item = stack.pop()) {
    const current = item.value;
    if (typeof current === 'string') {
      if (!isStorableText(current)) return 'A string holds U+0000 or an unpaired surrogate';
    } else if (typeof current === 'object' && current !== null) {
      if (item.depth >= JSON_MAX_DEPTH) return `JSON nested deeper than ${JSON_MAX_DEPTH} levels`;
      const entries = Array.isArray(current) ? current.map((v: unknown) => ['', v] as const) : Object.entries(current);
      for (const [key, v] of entries) {
        if (!isStorableText(key)) return 'A key holds U+0000 or an unpaired surrogate';
        stack.push({ value: v, depth: item.depth + 1 });
      }
    }
  }
  return undefined;
}

/** Why a body's text is refused, by its media type, or undefined. */
function bodyProblem(contentType: string, text: string): string | undefined {
  if (/^multipart\//i.test(contentType)) return 'multipart bodies are not accepted';
  if (!isStorableText(text)) return 'The body holds U+0000 or an unpaired surrogate';
  if (/^application\/x-www-form-urlencoded\b/i.test(contentType)) {
    for (const [key, value] of new URLSearchParams(text)) {
      if (!isStorableText(key) || !isStorableText(value)) return 'A form field holds U+0000';
    }
  }
  if (/^application\/(.+\+)?json\b/i.test(contentType) && text.trim() !== '') {
    let parsed: unknown;
    try {
      parsed = JSON.parse(text);
    } catch {
      // Broken JSON is each route's documented 400 (or an optional body's); the route reads it.
      return undefined;
    }
    return jsonProblem(parsed);
  }
  return undefined;
}

/** Whether a request header value is one a browser or HTTP client can send (no controls but tab). */
function headerProblem(headers: Headers): string | undefined {
  for (const [name, value] of headers) {
    if (/[^\t\x20-\x7E\x80-\xFF]/.test(value)) return `Header ${name} holds a control character`;
  }
  return undefined;
}

/**
 * Most bytes of an over-limit body the sandbox reads and throws away before it answers 413, so the
 * client's keep-alive connection stays usable. A larger body (declared, or found while reading) gets the
 * same 413 with `Connection: close` instead: the answer is whole, and the connection ends after it.
 */
export const BODY_DRAIN_BYTES = 1024 * 1024;

/** How long the sandbox waits for the rest of an over-limit body before it answers anyway. */
export const BODY_DRAIN_MS = 5_000;

/**
 * Reads and discards the rest of a body, at most `max` bytes in all. True when the body ended; false
 * when it is longer (the rest stays unread: cancelling would tear the socket down before the answer).
 */
async function drain(reader: ReadableStreamDefaultReader<Uint8Array>, read: number, max: number): Promise<boolean> {
  const reading = (async () => {
    for (let total = read; total <= max;) {
      const { done, value } = await reader.read();
      if (done) return true;
      total += value.byteLength;
    }
    return false;
  })();
  // A client that stalls mid-body gets its 413 (with `Connection: close`) after BODY_DRAIN_MS, not when
  // the server's request timeout ends the wait.
  let timer: ReturnType<typeof setTimeout> | undefined;
  const stalled = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), BODY_DRAIN_MS);
  });
  try {
    return await Promise.race([reading, stalled]);
  } finally {
    clearTimeout(timer);
  }
}

/** 413 with the error JSON; `Connection: close` when the body was not read to its end. */
function tooLarge(c: SandboxContext, drained: boolean): Response {
  if (!drained) c.header('Connection', 'close');
  return refuse(c, 413, `Body larger than ${BODY_LIMIT_BYTES} bytes`);
}

/**
 * The size limit, before anything reads a body. A body with a Content-Length over the limit, or a
 * chunked one that grows over it, is 413 with the error JSON; the rest of it is read and discarded
 * first (up to BODY_DRAIN_BYTES), so the next request on the same keep-alive connection is served.
 * A chunked body within the limit is kept for the route, as Hono's own bodyLimit does.
 */
export function sizeLimit(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const body = c.req.raw.body;
    if (body === null) return next();
    const declared = c.req.raw.headers.has('transfer-encoding') ? null : c.req.header('content-length');
    if (declared != null) {
      const length = Number(declared);
      if (length <= BODY_LIMIT_BYTES) return next();
      return tooLarge(c, length <= BODY_DRAIN_BYTES && (await drain(body.getReader(), 0, BODY_DRAIN_BYTES)));
    }
    const reader = body.getReader();
    const chunks: Uint8Array[] = [];
    let size = 0;
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > BODY_LIMIT_BYTES) return tooLarge(c, await drain(reader, size, BODY_DRAIN_BYTES));
      chunks.push(value);
    }
    c.req.raw = new Request(c.req.raw, { body: Buffer.concat(chunks, size) });
    return next();
  };
}

/**
 * The text checks: path and query, headers, then the body (read once, and kept by Hono for the route,
 * which reads it again as text, JSON or a form).
 */
export function textBoundary(): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const problem = urlProblem(c.req.url) ?? headerProblem(c.req.raw.headers);
    if (problem) return refuse(c, 400, problem);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && c.req.raw.body !== null) {
      const text = await c.req.text();
      const found = bodyProblem(c.req.header('content-type') ?? '', text);
      if (found) return refuse(c, found.startsWith('multipart') ? 415 : 400, found);
    }
    return next();
  };
}
