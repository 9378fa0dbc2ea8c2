import { computed, signal } from '@preact/signals-react';
import { getUserSession } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { ServiceError } from '../../api/service-error.js';
import type { OuterPaths } from '../../config/paths.js';
import type { SalgspantNavigateEvent } from '../../platform/events.js';
import { goToLogin } from '../../platform/login.js';
import { applicationIdOf, innerPath, matchRoute, type AppType, type RouteMatch } from './routes.js';

/** The parts of the address the router reads. */
export interface Address {
  pathname: string;
  search: string;
  hash: string;
}

/** Whether the customer is logged in, as far as the router knows. */
export type SessionState =
  | { status: 'unknown' }
  | { status: 'checking' }
  /** Logged in, or the session could not be read (spec 1 §8: stored, no message; the flow's calls decide). */
  | { status: 'valid' }
  /** Not logged in: on the way to the BankID login. */
  | { status: 'login' }
  /** On a partner's page: the login and the route happen on the bank's site ({@link AppModel.handOverHref}). */
  | { status: 'elsewhere' };

/** The bank's page of an app type (the outer paths are full addresses on the bank's site on a partner's page). */
export function bankPageOf(appType: AppType, paths: OuterPaths): string {
  switch (appType) {
    case 'calculator':
      return paths.calculator;
    case 'application':
      return paths.application;
    case 'landing':
      return paths.landingPage;
    case 'completion':
      return paths.completion.securedLoan;
  }
}

/** Sets the page's title (the route's, spec: on each route change). */
export function setDocumentTitle(doc: Document, title: string): void {
  if (doc.title !== title) doc.title = title;
}

/** What the app's page holds: its location and history (a seam for tests). */
export type AppWindow = Pick<Window, 'addEventListener' | 'removeEventListener'> & {
  location: Pick<Location, 'pathname' | 'search' | 'hash' | 'href' | 'origin' | 'assign'>;
  history: Pick<History, 'pushState'>;
};

/** How the app runs. */
export interface AppModelOptions {
  appType: AppType;
  client: LoanTransport;
  /** The element: target of its events. */
  host: EventTarget;
  window?: AppWindow;
  /**
   * On a partner's page (another origin than the bank's): the bank's page of this app type, a full
   * address. A route that needs the login is not checked here (the bank's cookies never reach this
   * page): the customer is handed over to the same route on that page.
   */
  bankPage?: string | undefined;
}

const readAddress = (location: AppWindow['location']): Address => ({
  pathname: location.pathname,
  search: location.search,
  hash: location.hash,
});

/** The query parameters the loan flows read (spec 1 §3: the case, the stored calculation, the partner). */
const HANDED_OVER = ['id', 'cacheId', 'partnerId'] as const;

/**
 * The router of `<salgspant-app>` (spec 1 §2): the address (hash route, `id` query), the route it
 * matches for the app type, the login the route needs, and navigation inside the app (history entries,
 * back and forward) while links that leave the app go on as the cancelable `salgspant-navigate`.
 */
export class AppModel {
  readonly appType: AppType;
  /** The current address. */
  readonly address = signal<Address>({ pathname: '/', search: '', hash: '' });
  /** How many times the route changed after the first view (focus moves on a change, not on arrival). */
  readonly changes = signal(0);
  readonly session = signal<SessionState>({ status: 'unknown' });
  /** The inner path, e.g. `/calculator/car`. */
  readonly path = computed(() => innerPath(this.address.value.hash));
  /** The matched route, or null: page not found. */
  readonly match = computed<RouteMatch | null>(() => matchRoute(this.path.value, this.appType));
  /** The `id` query parameter, a trailing slash trimmed. */
  readonly applicationId = computed(() => applicationIdOf(this.address.value.search, this.address.value.hash));
  /** Changes whenever a view must start afresh: another route, query or parameter. */
  readonly viewKey = computed(() => `${this.address.value.search}${this.address.value.hash}`);

  /**
   * On a partner's page: the current route on the bank's page of this app type; else null. Only the
   * query the flows read goes along (the case, the calculation, the partner): the partner page's own
   * parameters (tracking, its CMS) stay on the partner's site.
   */
  readonly handOverHref = computed(() => {
    if (!this.#bankPage) return null;
    const from = new URLSearchParams(this.address.value.search);
    const target = new URL(this.#bankPage, this.#window?.location.href ?? 'http://localhost/');
    for (const key of HANDED_OVER) {
      const value = from.get(key);
      if (value !== null) target.searchParams.set(key, value);
    }
    target.hash = this.address.value.hash;
    return target.href;
  });

  readonly #client: LoanTransport;
  readonly #host: EventTarget;
  readonly #window: AppWindow | undefined;
  readonly #bankPage: string | undefined;

  constructor(options: AppModelOptions) {
    this.appType = options.appType;
    this.#client = options.client;
    this.#host = options.host;
    this.#window = options.window ?? (typeof window === 'undefined' ? undefined : window);
    this.#bankPage = options.bankPage;
    if (this.#window) this.address.value = readAddress(this.#window.location);
  }

  /**
   * The outer paths as the flows inside see them: the app's own page stands for its app type's page, so
   * their links to it stay in the app. In the calculator app type the application continues in place
   * too (decision 0028), except on a partner's page, where the calculator hands the customer over to the
   * bank's application (decision 0074).
   */
  ownPaths(paths: OuterPaths, own: string): Partial<OuterPaths> {
    switch (this.appType) {
      case 'calculator':
        return this.#bankPage ? { calculator: own } : { calculator: own, application: own };
      case 'application':
        return { application: own };
      case 'landing':
        return { landingPage: own };
      case 'completion':
        return { completion: { ...paths.completion, securedLoan: own } };
    }
  }

  /**
   * Starts following the address (back, forward, a typed hash), from the address as it is now: one that
   * changed after the model was made, before it listened (its view rendered, its effect not yet run), is
   * taken at once. Returns the stop function.
   */
  start(): () => void {
    const win = this.#window;
    if (!win) return () => undefined;
    const onChange = () => this.#arrive();
    win.addEventListener('popstate', onChange);
    win.addEventListener('hashchange', onChange);
    onChange();
    return () => {
      win.removeEventListener('popstate', onChange);
      win.removeEventListener('hashchange', onChange);
      this.#client.abort();
    };
  }

  /**
   * A `salgspant-navigate` from a flow inside: an address on this very page is a route of the app, taken
   * in place with a history entry (the event is cancelled and stopped: it never reaches the page);
   * anything else is left to go on.
   */
  intercept(event: SalgspantNavigateEvent): void {
    const win = this.#window;
    if (!win || event.defaultPrevented) return;
    let url: URL;
    try {
      url = new URL(event.detail.href, win.location.href);
    } catch {
      return;
    }
    if (url.origin !== win.location.origin || url.pathname !== win.location.pathname) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = `${url.pathname}${url.search}${url.hash === '' ? '#/' : url.hash}`;
    const here = `${win.location.pathname}${win.location.search}${win.location.hash}`;
    if (target !== here) win.history.pushState(null, '', target);
    this.#arrive();
  }

  /**
   * Checks the login when the current route needs one and it is not known yet. A visitor who is not
   * logged in is sent to the BankID login and back to this address.
   */
  async checkLogin(): Promise<void> {
    if (!this.match.value?.route.login || this.session.value.status !== 'unknown') return;
    if (this.#bankPage) {
      this.session.value = { status: 'elsewhere' };
      const { reportIntegrationError } = await import('../../platform/integration-errors.js');
      reportIntegrationError(
        'salgspant-app',
        'INTEGRATION_LOGIN_ELSEWHERE',
        `the route #${this.path.value}`,
        "needs the BankID login, which only the bank's site has: the customer is offered a link there",
      );
      return;
    }
    this.session.value = { status: 'checking' };
    try {
      const session = await getUserSession(this.#client);
      if (session.valid) {
        this.session.value = { status: 'valid' };
        return;
      }
      this.session.value = { status: 'login' };
      goToLogin(this.#host, {
        kundeIdUrl: session.kundeIdUrl,
        serviceBase: this.#client.basePath,
        location: this.#window?.location,
      });
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      this.session.value = { status: 'valid' }; // stored, no message (spec 1 §8): the flow's own calls decide
    }
  }

  #arrive(): void {
    if (!this.#window) return;
    const next = readAddress(this.#window.location);
    const now = this.address.value;
    if (next.pathname === now.pathname && next.search === now.search && next.hash === now.hash) return;
    this.address.value = next;
    this.changes.value += 1;
    void this.checkLogin();
  }
}
