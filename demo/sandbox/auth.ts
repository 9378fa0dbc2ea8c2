import type { MiddlewareHandler } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { SandboxContext, SandboxDeps, SandboxEnv, Session } from './context.js';
import { fail, MESSAGES } from './errors.js';
import { isSecure } from './origins.js';
import { findPerson, walkInPerson } from './seed/persons.js';

/** The session cookie: HttpOnly, SameSite=Lax, never readable by scripts. */
export const SESSION_COOKIE = 'sandbox_session';

/** The CSRF cookie, named after the loan service base path's first segment (spec 1 §7). */
export const CSRF_COOKIE = 'salgspant';

/** The request header that must repeat the CSRF cookie on state-changing calls. */
export const CSRF_HEADER = 'x-csrf-token';

const SESSION_HOURS = 8;

/** Session ids and CSRF tokens: 24 random bytes, base64url. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The session cookie's value when it has the shape of an id the sandbox issues, else undefined: a
 * forged cookie (`%00`, a megabyte, a quote) never reaches the store.
 */
export function sessionIdOf(c: SandboxContext): string | undefined {
  const id = getCookie(c, SESSION_COOKIE);
  return id !== undefined && TOKEN_PATTERN.test(id) ? id : undefined;
}

function randomToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return Buffer.from(bytes).toString('base64url');
}

/**
 * Starts a session for a national id and sets both cookies. A login always issues a new session id and
 * a new CSRF token, and ends the session the browser came with (no fixation, the token rotates).
 */
export async function startSession(c: SandboxContext, deps: SandboxDeps, ssn: string): Promise<Session> {
  const previous = sessionIdOf(c);
  if (previous) await deps.db.query('DELETE FROM sessions WHERE id = $1', [previous]);
  const id = randomToken();
  const csrfToken = randomToken();
  const expires = new Date(deps.now().getTime() + SESSION_HOURS * 3_600_000);
  await deps.db.query('INSERT INTO sessions (id, ssn, csrf_token, expires_at) VALUES ($1, $2, $3, $4)', [
    id,
    ssn,
    csrfToken,
    expires,
  ]);
  const secure = isSecure(c, deps);
  setCookie(c, SESSION_COOKIE, id, { httpOnly: true, sameSite: 'Lax', path: '/', secure, expires });
  setCookie(c, CSRF_COOKIE, csrfToken, { httpOnly: false, sameSite: 'Strict', path: '/', secure, expires });
  return { id, ssn, csrfToken, person: findPerson(ssn) ?? walkInPerson(ssn) };
}

/** Ends the request's session and clears both cookies. */
export async function endSession(c: SandboxContext, deps: SandboxDeps): Promise<void> {
  const id = sessionIdOf(c);
  if (id) await deps.db.query('DELETE FROM sessions WHERE id = $1', [id]);
  deleteCookie(c, SESSION_COOKIE, { path: '/' });
  deleteCookie(c, CSRF_COOKIE, { path: '/' });
}

/**
 * Lets the request's session run out now, as its lifetime would (control API, for tests of an expired
 * session): the browser keeps its cookies, the services answer 401 ANNONYM_BRUKER from now on.
 */
export async function expireSession(c: SandboxContext, deps: SandboxDeps): Promise<void> {
  const id = sessionIdOf(c);
  if (id) await deps.db.query('UPDATE sessions SET expires_at = $2 WHERE id = $1', [id, deps.now()]);
}

/** Reads the session cookie into `c.get('session')` (null when absent or expired). */
export function sessionMiddleware(deps: SandboxDeps): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    c.set('session', null);
    const id = sessionIdOf(c);
    if (id) {
      const [row] = await deps.db.query<{ id: string; ssn: string; csrf_token: string }>(
        'SELECT id, ssn, csrf_token FROM sessions WHERE id = $1 AND expires_at > $2',
        [id, deps.now()],
      );
      if (row) {
        c.set('session', {
          id: row.id,
          ssn: row.ssn,
          csrfToken: row.csrf_token,
          person: findPerson(row.ssn) ?? walkInPerson(row.ssn),
        });
      }
    }
    await next();
  };
}

/** 401 ANNONYM_BRUKER without a session. */
export const requireSession: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  if (!c.get('session')) return fail(c, 401, 'ANNONYM_BRUKER', MESSAGES.ANNONYM_BRUKER, 'User session is not valid');
  return next();
};

/** Compares two strings in time independent of where they differ. */
function sameToken(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i += 1) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

/** 403 INGEN_TILGANG when a session's state-changing call lacks the CSRF token. */
export const requireCsrf: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const session = c.get('session');
  const token = c.req.header(CSRF_HEADER);
  if (!session || !token || !sameToken(token, session.csrfToken)) {
    return fail(
      c,
      403,
      'INGEN_TILGANG',
      MESSAGES.INGEN_TILGANG,
      `Missing or wrong ${CSRF_HEADER} header (the value of the "${CSRF_COOKIE}" cookie)`,
    );
  }
  return next();
};

/**
 * Every loan-service call names its bank in `X-BankRegNr` (four digits); a logged-in customer of
 * another bank gets 403 MANGLER_TILGANG.
 */
export const requireBank: MiddlewareHandler<SandboxEnv> = async (c, next) => {
  const bank = c.req.header('x-bankregnr');
  if (!bank || !/^\d{4}$/.test(bank)) {
    return fail(
      c,
      400,
      'INVALID_APPLICATION_REQUEST',
      MESSAGES.INVALID_APPLICATION_REQUEST,
      'Header X-BankRegNr (four digits) is required',
      'VALIDATION',
    );
  }
  const session = c.get('session');
  if (session && session.person.bankRegNr !== bank) {
    return fail(
      c,
      403,
      'MANGLER_TILGANG',
      MESSAGES.MANGLER_TILGANG,
      `The customer belongs to bank ${session.person.bankRegNr}, not ${bank}`,
    );
  }
  return next();
};
