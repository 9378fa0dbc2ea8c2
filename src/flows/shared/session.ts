import { getUserSession } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { asServiceError, ServiceError } from '../../api/service-error.js';
import { navigate, type Navigator } from '../../platform/events.js';
import { sessionLost } from './session-lost.js';
import { loginAddress } from '../../platform/login.js';
import { elementLanguage } from '../../texts/language.js';
import type { UserSession } from '../../schemas/loan.js';

/** What a loan flow's login session needs. */
export interface LoanSessionOptions {
  client: LoanTransport;
  /** The element: target of the navigation event. */
  host: EventTarget;
  location?: (Navigator & Pick<Location, 'href'>) | undefined;
  /** The flow is on its way to the login (it shows so); receives the login address. */
  onLogin: (href: string) => void;
  /** Called before the customer leaves for the login after the session ran out (the flow keeps its draft). */
  beforeLeave?: (() => void) | undefined;
}

/**
 * The login session of the loan flows (the application, the completion, the overview and the
 * upgrade): `GET /user/session` on
 * entry, the BankID login and back when it is not valid, and the same when a later call says the
 * session is gone (401 or ANNONYM_BRUKER). The login address is `platform/login.ts`'s, as for
 * the overview, the upgrade and the calculator.
 */
export class LoanSession {
  readonly #options: LoanSessionOptions;
  #entering = false;

  constructor(options: LoanSessionOptions) {
    this.#options = options;
  }

  /**
   * The entry of the application and the completion, once at a time: `start` (the flow shows it is
   * loading), `GET /user/session` (an invalid session sends the customer to the login), then `body`
   * with the valid session. A call on the way that says the session is gone leads through the login;
   * a cancelled call (the element was removed) is nothing. Any other failure is returned, for the
   * flow's error screen; null when there is none to show (or an entry is already under way).
   */
  async enter(start: () => void, body: (session: UserSession) => Promise<void>): Promise<ServiceError | null> {
    if (this.#entering) return null;
    this.#entering = true;
    start();
    try {
      const session = await getUserSession(this.#options.client);
      if (!session.valid) this.login(session.kundeIdUrl);
      else await body(session);
      return null;
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return null;
      if (sessionLost(error)) {
        await this.expired();
        return null;
      }
      return asServiceError(error);
    } finally {
      this.#entering = false;
    }
  }

  /** The BankID login, coming back to this address (cancelable `salgspant-navigate`). */
  login(kundeIdUrl: string | null): void {
    const { client, host, location, onLogin } = this.#options;
    const href = loginAddress(
      kundeIdUrl,
      client.basePath,
      location?.href ?? globalThis.location.href,
      elementLanguage(host),
    );
    onLogin(href);
    navigate(host, { href, path: href.split(/[?#]/)[0] ?? href, route: null }, location);
  }

  /** A call said the session is gone: the flow keeps its draft; the login address is asked for, then the login. */
  async expired(): Promise<void> {
    this.#options.beforeLeave?.();
    let session: UserSession | null = null;
    try {
      session = await getUserSession(this.#options.client);
    } catch {
      // the login address falls back to the sandbox's
    }
    this.login(session?.kundeIdUrl ?? null);
  }
}

/**
 * The entry of the loan flows by `cacheId` (the application) or `id` (the application's receipt, the
 * completion, the upgrade's `app-id`): a value as the address or an attribute gives it, trimmed and
 * without a trailing slash (spec 1 §2); null when nothing is left.
 */
export function entryId(value: string | null | undefined): string | null {
  const trimmed = value?.trim().replace(/\/+$/, '') ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A query parameter of an address, read as {@link entryId} reads it. */
export function addressParam(href: string, name: string): string | null {
  return entryId(new URL(href, 'http://localhost').searchParams.get(name));
}
