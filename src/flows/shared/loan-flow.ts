import { signal } from '@preact/signals-react';
import type { LoanTransport } from '../../api/loan-client.js';
import { asServiceError, type ServiceError } from '../../api/service-error.js';
import type { ElementConfig } from '../../config/config.js';
import { emit, type Navigator, type SalgspantAnalyticsDetail } from '../../platform/events.js';
import { StepEngine } from '../../platform/steps.js';
import { defaultStorage } from '../../platform/storage.js';
import type { ApplicationResponse, UserContext, UserSession } from '../../schemas/loan.js';
import { KycController, type KycTokenPlace } from './kyc/kyc.controller.js';
import { SblController } from './sbl/sbl.controller.js';
import { LoanSession } from './session.js';

/** How a loan flow runs: what the application's and the completion's elements give their models. */
export interface LoanFlowOptions {
  client: LoanTransport;
  config: ElementConfig;
  /** The element: target of its events. */
  host: EventTarget;
  /** Whether a KYC-blocked customer gets the KYC-blocked screen (the toggle of spec 1 §6). Default true. */
  enforceKycBlock?: boolean | undefined;
  /** Where the step index is kept (the browser's session storage by default). */
  stepStorage?: Storage | undefined;
  location?: (Navigator & Pick<Location, 'href'>) | undefined;
  history?: Pick<History, 'replaceState'> | undefined;
  /** The clock of the drafts' and the step index's age (default: the system's). */
  now?: () => Date;
}

/** This page's address and history: the options' (a host's, a test's), else the browser's; none in Node. */
export function pageOf(
  options: Pick<LoanFlowOptions, 'location' | 'history'>,
): Pick<LoanFlowOptions, 'location' | 'history'> {
  return {
    location: options.location ?? (typeof location === 'undefined' ? undefined : location),
    history: options.history ?? (typeof history === 'undefined' ? undefined : history),
  };
}

/** The entry phases the core shows itself; every loan flow's phase has them (`LoanFlowFrame` draws them). */
export type CorePhase = { status: 'loading' } | { status: 'login' };

/** What a loan flow declares to its core: its steps, its route, where it keeps things, where it goes. */
export interface LoanFlowDeclaration<S> {
  /** The flow's route on this page: the tax-data portal comes back to it (`/application/form`, `/completion`). */
  route: string;
  /** The step index's key in session storage; null: the index is not kept (no case to key it by). */
  stepKey: string | null;
  /** Whether a step is passed over: asked when the steps are laid out, never after (no renumbering). */
  isSkipped(step: S): boolean;
  /** Whether a step is done: the accordion's tick and the step engine's guard on «Neste». */
  isDone(step: S): boolean;
  /** An advisor's application: no tax-data consent (spec 1 §2, §6). */
  advisor(): boolean;
  /** Where the case's declaration token is kept between page loads (decision 0035). */
  kycTokens: KycTokenPlace;
  /** Shows an entry phase (the flow's phase signal holds it). */
  show(phase: CorePhase): void;
  /** The tax-data consent is accepted: the flow keeps that and moves on. */
  sblAccepted(): void;
  /** Keeps the flow's draft (before the customer leaves for the tax portal, after a failure of it). */
  keep(): void;
  /** Called before the customer leaves for the login after the session ran out. */
  beforeLogin?: (() => void) | undefined;
}

/**
 * The loan-flow core: what the application and the completion are built on, assembled from what the
 * flow declares. It owns the login session (entry, the BankID login and back, a session that ran
 * out), the customer (GET /user, read by the flow's entry), the step engine with the flow's steps,
 * skips and guards, the tax-data consent (step 2 of both) and the customer declaration (the KYC
 * step), and the notice that a consent could not be saved. The flow's model holds the core and
 * everything that is its own: its case, its steps' answers, its draft, where it goes after the service.
 */
export class LoanFlowCore<S> {
  readonly session = signal<UserSession | null>(null);
  readonly user = signal<UserContext | null>(null);
  /** A message shown at the top of step 1 after the flow was sent back there. */
  readonly notice = signal<'consentSaveBack' | null>(null);
  readonly engine: StepEngine<S>;
  /** Step 2, the tax-data consent. */
  readonly sbl: SblController;
  /** The customer declaration (the KYC step). */
  readonly kyc: KycController;
  readonly client: LoanTransport;
  readonly host: EventTarget;
  readonly location: LoanFlowOptions['location'];
  readonly history: LoanFlowOptions['history'];
  readonly now: () => Date;
  readonly #flow: LoanFlowDeclaration<S>;
  readonly #login: LoanSession;

  constructor(options: LoanFlowOptions, flow: LoanFlowDeclaration<S>) {
    const { client, host } = options;
    this.client = client;
    this.host = host;
    this.#flow = flow;
    const { location, history } = pageOf(options);
    this.location = location;
    this.history = history;
    const now = (this.now = options.now ?? (() => new Date()));
    const expired = () => this.expired();
    this.#login = new LoanSession({
      client,
      host,
      location,
      onLogin: () => flow.show({ status: 'login' }),
      beforeLeave: flow.beforeLogin,
    });
    this.sbl = new SblController({
      client,
      host,
      location,
      history,
      route: flow.route,
      lastName: () => this.user.value?.lastName ?? '',
      onAccepted: () => flow.sblAccepted(),
      onConsentSaveFailed: () => this.consentSaveFailed(),
      onSessionLost: expired,
      keep: () => flow.keep(),
      asServiceError,
    });
    this.kyc = new KycController({
      client,
      enforceKycBlock: options.enforceKycBlock,
      tokens: flow.kycTokens,
      onSessionLost: expired,
    });
    this.engine = new StepEngine<S>({
      isSkipped: (step) => flow.isSkipped(step),
      canLeave: (step) => flow.isDone(step),
      ...(flow.stepKey ? { storageKey: flow.stepKey } : {}),
      storage: options.stepStorage ?? defaultStorage(),
      now: () => now().getTime(),
    });
  }

  /**
   * The flow's entry, once at a time: the loader, `GET /user/session` (an invalid session sends the
   * customer to the login and back), then `body` with the valid session kept. A call on the way that
   * says the session is gone leads through the login; a cancelled call is nothing. Any other failure
   * is returned, for the flow's error screen; null when there is none to show.
   */
  enter(body: (session: UserSession) => Promise<void>): Promise<ServiceError | null> {
    return this.#login.enter(
      () => this.#flow.show({ status: 'loading' }),
      (session) => {
        this.session.value = session;
        return body(session);
      },
    );
  }

  /** A call said the session is gone: the flow keeps its draft; through the login and back here. */
  expired(): Promise<void> {
    return this.#login.expired();
  }

  /**
   * spec 1 §4: a consent-save error (FAILED_SBL_CONSENT_SAVE) before the consent is accepted goes back
   * to step 1 with a notice. Returns whether it went back; an accepted consent (or an advisor's case,
   * which has none) stays where it is, as the step's error.
   */
  consentSaveFailed(): boolean {
    if (this.sbl.accepted || this.#flow.advisor()) return false;
    this.notice.value = 'consentSaveBack';
    this.engine.goTo(0);
    return true;
  }

  /** Cancels the flow's calls (the element is removed). */
  dispose(): void {
    this.client.abort();
  }
}

/**
 * The outcome per status for the host's analytics (spec 1 §4, decisions 0026 and 0050), one emitter
 * for both loan flows: the application's `application-outcome` after a send, the completion's
 * `completion-outcome` when a receipt is shown.
 */
export function emitOutcome(
  host: EventTarget,
  event: SalgspantAnalyticsDetail['event'],
  application: ApplicationResponse,
  extra: Pick<SalgspantAnalyticsDetail, 'receipt' | 'partnerId'>,
): void {
  emit(host, 'salgspant-analytics', {
    event,
    status: application.applicationStatus,
    loanType: application.loanInfo?.loanType ?? null,
    loanProduct: application.loanInfo?.loanProduct ?? null,
    profitability: application.profitability,
    ...extra,
  });
}
