import type { MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { SandboxEnv } from './context.js';
import { errorBody } from './errors.js';

/**
 * Fault injection for resilience tests: per endpoint (`METHOD /path`, path without query; `*` matches
 * every endpoint), add latency, answer an error status or a raw body, drop the connection, or demand one
 * repeat with a retry token. Switchable at run time through `/sandbox/api/faults`. A fault with a
 * `scope` applies only to requests whose `X-Sandbox-Scope` header carries that value, so tests running
 * side by side do not disturb each other.
 */
export const faultSchema = z.object({
  endpoint: z.string().check(z.regex(/^(\*|(GET|POST|PUT|DELETE) \/\S*)$/, 'endpoint is "METHOD /path" or "*"')),
  latencyMs: z.optional(z.int().check(z.gte(0), z.lte(60_000))),
  status: z.optional(z.int().check(z.gte(200), z.lte(599))),
  errorName: z.optional(z.string().check(z.maxLength(100))),
  drop: z.optional(z.boolean()),
  retryToken: z.optional(z.boolean()),
  /** A raw response body (answered with `status`, default 200), e.g. malformed JSON. */
  body: z.optional(z.string().check(z.maxLength(10_000))),
  /** How many requests the fault applies to; omitted: until cleared. */
  times: z.optional(z.int().check(z.gte(1))),
  /** Applies only to requests with this `X-Sandbox-Scope` header. */
  scope: z.optional(z.string().check(z.minLength(1), z.maxLength(100))),
});
export type Fault = z.infer<typeof faultSchema>;

export class Faults {
  readonly #faults = new Map<string, Fault & { used: number }>();
  readonly #tokens = new Set<string>();

  static key(endpoint: string, scope: string | undefined): string {
    return scope ? `${scope}|${endpoint}` : endpoint;
  }

  set(fault: Fault): void {
    this.#faults.set(Faults.key(fault.endpoint, fault.scope), { ...fault, used: 0 });
  }

  /** Clears one endpoint's fault (in a scope), every fault of a scope, or everything. */
  clear(endpoint?: string, scope?: string): void {
    if (endpoint) {
      this.#faults.delete(Faults.key(endpoint, scope));
    } else if (scope) {
      for (const key of [...this.#faults.keys()]) {
        if (key.startsWith(`${scope}|`)) this.#faults.delete(key);
      }
    } else {
      this.#faults.clear();
    }
  }

  list(): Fault[] {
    return [...this.#faults.values()].map(({ used: _used, ...fault }) => fault);
  }

  /** The fault that applies to a request, counting its use. */
  take(method: string, path: string, scope: string | undefined): Fault | undefined {
    const endpoint = `${method} ${path}`;
    const fault =
      (scope
        ? (this.#faults.get(Faults.key(endpoint, scope)) ?? this.#faults.get(Faults.key('*', scope)))
        : undefined) ??
      this.#faults.get(endpoint) ??
      this.#faults.get('*');
    if (!fault) return undefined;
    fault.used += 1;
    if (fault.times !== undefined && fault.used >= fault.times)
      this.#faults.delete(Faults.key(fault.endpoint, fault.scope));
    return fault;
  }

  issueRetryToken(): string {
    const token = crypto.randomUUID();
    this.#tokens.add(token);
    return token;
  }

  redeemRetryToken(token: string | undefined): boolean {
    return token !== undefined && this.#tokens.delete(token);
  }
}

/** The middleware that applies faults to the service routes. */
export function faultMiddleware(faults: Faults): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const fault = faults.take(c.req.method, c.req.path, c.req.header('x-sandbox-scope'));
    if (!fault) {
      faults.redeemRetryToken(c.req.header('retry-token'));
      return next();
    }
    if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.drop) {
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return c.body(null, 500);
    }
    if (fault.retryToken) {
      c.header('Retry-Token', faults.issueRetryToken());
      return c.json(
        errorBody(c, 400, 'RETRY', 'Prøv igjen.', 'Repeat the request once with the Retry-Token header'),
        400,
      );
    }
    if (fault.body !== undefined) {
      return c.body(fault.body, (fault.status ?? 200) as 200, { 'Content-Type': 'application/json' });
    }
    if (fault.status) {
      const name =
        fault.errorName ?? (fault.status >= 502 && fault.status <= 504 ? 'SERVICE_UNAVAILABLE' : 'INTERN_FEIL');
      return c.json(
        errorBody(
          c,
          fault.status,
          name,
          'Feil fra sandkassens feilinnsprøyting.',
          `Injected fault on ${fault.endpoint}`,
          'FAULT',
        ),
        fault.status as 400,
      );
    }
    return next();
  };
}
