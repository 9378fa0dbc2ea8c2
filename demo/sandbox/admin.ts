import type { MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'node:crypto';
import type { SandboxEnv } from './context.js';
import { errorBody, OWN_MESSAGES } from './errors.js';

/** The realm a browser names when it asks for the advisor's password. */
export const ADMIN_REALM = 'salgspant-sandbox';

/**
 * What `SANDBOX_ADMIN_TOKEN` protects under `/sandbox`: the advisor page and its forms (status,
 * feature toggles, reset) and the control API (faults, features, statuses, reset). The login
 * simulator and its JSON twin (`/api/login`, `/api/kyc-token`) stay open: they give no more than the
 * login page every visitor may use.
 */
export function isAdminPath(path: string): boolean {
  if (path === '/sandbox/advisor' || path.startsWith('/sandbox/advisor/')) return true;
  if (!path.startsWith('/sandbox/api/')) return false;
  return path !== '/sandbox/api/login' && path !== '/sandbox/api/kyc-token';
}

/** Compares a presented token with the configured one in constant time. */
function matches(presented: string, token: string): boolean {
  const a = Buffer.from(presented);
  const b = Buffer.from(token);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The token of `Authorization: Bearer <token>`, or the password of `Authorization: Basic …`. */
export function presentedToken(header: string | undefined): string | undefined {
  if (!header) return undefined;
  const bearer = /^Bearer ([\x21-\x7E]{1,512})$/i.exec(header);
  if (bearer) return bearer[1];
  const basic = /^Basic ([A-Za-z0-9+/=]{1,1024})$/i.exec(header);
  if (!basic?.[1]) return undefined;
  const decoded = Buffer.from(basic[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/**
 * When a token is configured, the advisor page and the control API answer 401 without it. Scripts send
 * `Authorization: Bearer <token>`; a browser asks for it (HTTP Basic: any user name, the token as the
 * password). Without a token everything stays open, as on a developer's own machine.
 */
export function adminGuard(token: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    if (!token || !isAdminPath(c.req.path)) return next();
    const presented = presentedToken(c.req.header('authorization'));
    if (presented !== undefined && matches(presented, token)) return next();
    c.header('WWW-Authenticate', `Basic realm="${ADMIN_REALM}", charset="UTF-8"`);
    return c.json(
      errorBody(
        c,
        401,
        'UNAUTHORIZED',
        OWN_MESSAGES.ADMIN_TOKEN_MISSING,
        'SANDBOX_ADMIN_TOKEN is set: send Authorization: Bearer <token> (or Basic with the token as password)',
        'VALIDATION',
      ),
      401,
    );
  };
}
