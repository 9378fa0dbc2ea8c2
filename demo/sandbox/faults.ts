import type { MiddlewareHandler } from 'hono';
import * as z from 'zod/mini';
import type { SandboxEnv } from './context.js';
import { errorBody, OWN_MESSAGES } from './errors.js';
import type { Db } from './store/db.js';

/**
 * Fault injection for resilience tests: per endpoint (`METHOD /path`, path without query; `*` matches
 * every endpoint), add latency, answer an error status or a raw body, drop the connection, or demand one
 * repeat with a retry token. Switchable at run time through `/sandbox/api/faults`, on any instance. A fault with a
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

interface FaultRow {
  fault: Fault;
}

/**
 * The injected faults, kept in the store (`sandbox_faults`, one row per scope and endpoint; the empty
 * scope is none), so a fault injected through one instance of the sandbox is served by every other one,
 * and `times` counts the requests of all of them. Retry tokens live there too (`sandbox_retry_tokens`).
 */
export class Faults {
  constructor(private readonly db: Db) {}

  async set(fault: Fault): Promise<void> {
    await this.db.query(
      `INSERT INTO sandbox_faults (scope, endpoint, fault, times) VALUES ($1, $2, $3, $4)
       ON CONFLICT (scope, endpoint) DO UPDATE SET fault = EXCLUDED.fault, times = EXCLUDED.times, used = 0`,
      [fault.scope ?? '', fault.endpoint, JSON.stringify(fault), fault.times ?? null],
    );
  }

  /** Clears one endpoint's fault (in a scope), every fault of a scope, or everything. */
  async clear(endpoint?: string, scope?: string): Promise<void> {
    if (endpoint) {
      await this.db.query('DELETE FROM sandbox_faults WHERE scope = $1 AND endpoint = $2', [scope ?? '', endpoint]);
    } else if (scope) {
      await this.db.query('DELETE FROM sandbox_faults WHERE scope = $1', [scope]);
    } else {
      await this.db.query('DELETE FROM sandbox_faults');
    }
  }

  /** Every fault still in force, in the order they were first set. */
  async list(): Promise<Fault[]> {
    const rows = await this.db.query<FaultRow>(
      'SELECT fault FROM sandbox_faults WHERE times IS NULL OR used < times ORDER BY id',
    );
    return rows.map((row) => row.fault);
  }

  /**
   * The fault that applies to a request, counting its use: the scope's fault of the endpoint, the
   * scope's `*`, the endpoint's fault without scope, then `*` without scope. One statement, so two
   * instances never both spend the last use of a fault with `times`.
   */
  async take(method: string, path: string, scope: string | undefined): Promise<Fault | undefined> {
    const [row] = await this.db.query<FaultRow & { used: number; times: number | null }>(
      `UPDATE sandbox_faults SET used = used + 1
       WHERE (scope, endpoint) = (
         SELECT scope, endpoint FROM sandbox_faults
         WHERE scope IN ($1, '') AND endpoint IN ($2, '*') AND (times IS NULL OR used < times)
         ORDER BY scope = '', endpoint = '*'
         LIMIT 1
       ) AND (times IS NULL OR used < times)
       RETURNING fault, used, times`,
      [scope ?? '', `${method} ${path}`],
    );
    if (!row) return undefined;
    if (row.times !== null && row.used >= row.times) {
      await this.db.query('DELETE FROM sandbox_faults WHERE scope = $1 AND endpoint = $2 AND used >= times', [
        row.fault.scope ?? '',
        row.fault.endpoint,
      ]);
    }
    return row.fault;
  }

  /** A token the client must repeat once (`Retry-Token`); tokens older than an hour are dropped. */
  async issueRetryToken(): Promise<string> {
    const token = crypto.randomUUID();
    await this.db.query("DELETE FROM sandbox_retry_tokens WHERE created_at < now() - interval '1 hour'");
    await this.db.query('INSERT INTO sandbox_retry_tokens (token) VALUES ($1)', [token]);
    return token;
  }

  /** Spends a retry token: true when it was issued and not yet used. */
  async redeemRetryToken(token: string | undefined): Promise<boolean> {
    if (token === undefined || token.length > 100) return false;
    const rows = await this.db.query('DELETE FROM sandbox_retry_tokens WHERE token = $1 RETURNING token', [token]);
    return rows.length > 0;
  }
}

/** The middleware that applies faults to the service routes. */
export function faultMiddleware(faults: Faults): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const fault = await faults.take(c.req.method, c.req.path, c.req.header('x-sandbox-scope'));
    if (!fault) {
      await faults.redeemRetryToken(c.req.header('retry-token'));
      return next();
    }
    if (fault.latencyMs) await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
    if (fault.drop) {
      const incoming = (c.env as { incoming?: { socket?: { destroy(): void } } } | undefined)?.incoming;
      incoming?.socket?.destroy();
      return c.body(null, 500);
    }
    if (fault.retryToken) {
      c.header('Retry-Token', await faults.issueRetryToken());
      return c.json(
        errorBody(c, 400, 'RETRY', OWN_MESSAGES.RETRY, 'Repeat the request once with the Retry-Token header'),
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
        errorBody(c, fault.status, name, OWN_MESSAGES.INJECTED_FAULT, `Injected fault on ${fault.endpoint}`, 'FAULT'),
        fault.status as 400,
      );
    }
    return next();
  };
}
