import { computed, signal } from '@preact/signals-react';
import { getFeature, getLandingPage } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import type { ServiceError } from '../../api/service-error.js';
import type { ElementConfig } from '../../config/config.js';
import { hashRoute } from '../../config/paths.js';
import { cardRules, completionHref, type CardRules } from '../../domain/landing.js';
import { navigate, type Navigator, type SalgspantNavigateDetail } from '../../platform/events.js';
import type { OngoingApplication } from '../../schemas/loan.js';
import { checkSession, entryFailure } from '../shared/landing-session.js';
import { LoanSession } from '../shared/session.js';

/** Where the overview stands. */
export type OverviewState =
  | { status: 'loading' }
  /** Not logged in: the element has asked to go to the BankID login (`href`). */
  | { status: 'login'; href: string }
  | { status: 'ready'; applications: readonly OngoingApplication[] }
  /** The list could not be fetched: the service-error screen with a retry. */
  | { status: 'failed'; error: ServiceError };

/** One card, ready to render: the application, its rules and the addresses of its buttons. */
export interface OverviewCard {
  application: OngoingApplication;
  rules: CardRules;
  completion: SalgspantNavigateDetail | null;
  upgrade: SalgspantNavigateDetail | null;
}

/** How the overview runs. */
export interface OverviewModelOptions {
  client: LoanTransport;
  config: ElementConfig;
  /** The element: target of its events. */
  host: EventTarget;
  location?: (Navigator & Pick<Location, 'href'>) | undefined;
}

/** The toggle that offers the upgrade of an approved commitment (spec 1 §7). */
export const UPGRADE_FEATURE = 'salgspant-activate-loan-from-lc';

/**
 * The overview's state and actions: the login check, the list of ongoing applications (GET
 * /landingpage), the upgrade toggle, and the navigation of the cards' buttons.
 */
export class OverviewModel {
  readonly state = signal<OverviewState>({ status: 'loading' });
  readonly upgradeEnabled = signal(false);
  /** Why the upgrade toggle is off although it may be on (its fetch failed; no user message, spec 1 §8). */
  readonly featureError = signal<string | null>(null);

  readonly cards = computed<OverviewCard[]>(() => {
    const state = this.state.value;
    if (state.status !== 'ready') return [];
    const upgradeEnabled = this.upgradeEnabled.value;
    return state.applications.map((application) => {
      const rules = cardRules(application, { upgradeEnabled });
      const id = application.applicationId;
      const completionPath = completionHref(this.#config.paths.completion.securedLoan, id);
      const upgradeRoute = `/upgrade/${encodeURIComponent(id)}`;
      const landing = this.#config.paths.landingPage;
      return {
        application,
        rules,
        completion: rules.completion ? { href: completionPath, path: completionPath, route: null } : null,
        upgrade: rules.upgrade ? { href: hashRoute(landing, upgradeRoute), path: landing, route: upgradeRoute } : null,
      };
    });
  });

  readonly #client: LoanTransport;
  readonly #config: ElementConfig;
  readonly #host: EventTarget;
  readonly #location: OverviewModelOptions['location'];
  readonly #session: LoanSession;
  #run = 0;

  constructor(options: OverviewModelOptions) {
    this.#client = options.client;
    this.#config = options.config;
    this.#host = options.host;
    this.#location = options.location ?? (typeof location === 'undefined' ? undefined : location);
    this.#session = new LoanSession({
      client: this.#client,
      host: this.#host,
      location: this.#location,
      onLogin: (href) => (this.state.value = { status: 'login', href }),
    });
  }

  /**
   * Loads the overview: a visitor who is not logged in is sent to the BankID login (and comes back
   * here); a customer gets the list and the upgrade toggle. A failed list is the service error
   * (spec 1 §8), with a retry.
   */
  async load(): Promise<void> {
    const run = ++this.#run;
    this.state.value = { status: 'loading' };
    try {
      if (!(await checkSession(this.#client, this.#session, () => run === this.#run))) return;
      const [applications] = await Promise.all([getLandingPage(this.#client), this.#loadFeature()]);
      if (run !== this.#run) return;
      this.state.value = { status: 'ready', applications };
    } catch (error) {
      const failure = run === this.#run ? entryFailure(this.#session, error) : null;
      if (failure) this.state.value = { status: 'failed', error: failure };
    }
  }

  async #loadFeature(): Promise<void> {
    try {
      this.upgradeEnabled.value = await getFeature(this.#client, UPGRADE_FEATURE);
      this.featureError.value = null;
    } catch (error) {
      this.upgradeEnabled.value = false;
      this.featureError.value = error instanceof Error ? error.message : String(error);
    }
  }

  /** Follows a card's button or the login link (cancelable `salgspant-navigate`). */
  follow(detail: SalgspantNavigateDetail): void {
    navigate(this.#host, detail, this.#location);
  }

  /** The calculator page, for the empty state. */
  get calculatorLink(): SalgspantNavigateDetail {
    const path = this.#config.paths.calculator;
    return { href: path, path, route: null };
  }

  /** Cancels the model's calls (the element is removed). */
  dispose(): void {
    this.#run += 1;
    this.#client.abort();
  }
}
