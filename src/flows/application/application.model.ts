import { batch, computed, signal } from '@preact/signals-react';
import { getCalculatorCache } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import type { ElementConfig } from '../../config/config.js';
import { hashRoute } from '../../config/paths.js';
import { navigate } from '../../platform/events.js';
import { defaultStorage } from '../../platform/storage.js';
import type { ApplicationSubmit, CalculatorCache } from '../../schemas/loan.js';
import { LoanFlowCore, pageOf, type LoanFlowOptions } from '../shared/loan-flow.js';
import { failureToShow, sessionLost } from '../shared/session-lost.js';
import type { SblState } from '../shared/sbl/sbl.controller.js';
import type { ApplicantsDraft, ApplicantsResult } from './applicants/contract.js';
import { enterApplication } from './application.entry.js';
import {
  FORM_ROUTE,
  RECEIPT_ROUTE,
  readAddress,
  slugOf,
  type Address,
  type ApplicationStep,
  type Phase,
  type Resource,
} from './application.rules.js';
import type { ApplicationSend } from './application.send.js';
import { DraftStore, EMPTY_DRAFT, stepKey, type ApplicationDraft, type DraftStorage } from './draft.js';

export type { SblState };

/** How the application runs (the loan flows' options, and where its draft is kept). */
export interface ApplicationModelOptions extends LoanFlowOptions {
  /** Where the draft is kept (the browser's session storage by default). */
  storage?: DraftStorage | undefined;
}

/**
 * The application's state and actions (spec 1 §2 "Application flow"), on the loan-flow core (login
 * session, customer, step engine, tax-data consent, KYC). Read it by capability:
 *
 * - the entry (`application.entry.ts`): the customer, then the calculation and the steps, or the
 *   receipt route; and where the flow goes once the service answered with an application;
 * - the five steps (here): which are done, «Forrige» and «Neste», step 3's applicants and its draft,
 *   all kept in the draft (`draft.ts`);
 * - the send of step 5 (`application.send.ts`), made by its step, so its code comes with the step.
 *
 * The only place that calls the loan service (step 3's own model calls the consent service).
 */
export class ApplicationModel {
  /** The loan-flow core: login session, customer, step engine, tax-data consent, KYC. */
  readonly core: LoanFlowCore<ApplicationStep>;
  readonly phase = signal<Phase>({ status: 'loading' });
  readonly user: LoanFlowCore<ApplicationStep>['user'];
  readonly engine: LoanFlowCore<ApplicationStep>['engine'];
  /** Step 2's tax-data consent (the core's). */
  readonly sblController: LoanFlowCore<ApplicationStep>['sbl'];
  /** The consent's state (the controller's signal). */
  readonly sbl: LoanFlowCore<ApplicationStep>['sbl']['state'];
  /** Step 4, the customer declaration (the core's; its token is kept in the draft). */
  readonly kyc: LoanFlowCore<ApplicationStep>['kyc'];
  readonly address: Address;
  /** Step 1's calculation (GET …/cache/{cacheId}). */
  readonly cache = signal<Resource<CalculatorCache>>({ status: 'idle' });
  /** Step 3's result: who applies. */
  readonly applicants = signal<ApplicantsResult | null>(null);
  /**
   * A reload (or a login round trip) resumed past step 3, whose result is not kept (it would need the
   * co-applicant's national id): step 3 asks the customer to confirm, saying what is kept and why the
   * national id must be typed again; once confirmed, the customer is back where they were.
   */
  readonly reconfirmApplicants = signal(false);

  /** An advisor's application skips the tax-data consent (spec 1 §2, §6). */
  readonly advisor = computed(() => this.core.session.value?.directChannel === 'ADVISOR');
  /** The slug of the calculation's product. */
  readonly slug = computed(() => {
    const cache = this.cache.value;
    return cache.status === 'ready' ? slugOf(cache.value.loanProduct) : null;
  });

  readonly client: LoanTransport;
  readonly config: ElementConfig;
  readonly host: EventTarget;
  readonly #drafts: DraftStore | null;
  #draft: ApplicationDraft;
  #send: ApplicationSend | null = null;

  constructor(options: ApplicationModelOptions) {
    this.client = options.client;
    this.config = options.config;
    this.host = options.host;
    const page = pageOf(options);
    const address = (this.address = readAddress(page.location?.href ?? '/'));
    const { cacheId } = address;
    const now = () => (options.now?.() ?? new Date()).getTime();
    this.#drafts = cacheId ? new DraftStore(options.storage ?? defaultStorage(), cacheId, now) : null;
    this.#draft = this.#drafts?.read() ?? EMPTY_DRAFT;
    const core = (this.core = new LoanFlowCore<ApplicationStep>(
      { ...options, ...page },
      {
        route: FORM_ROUTE,
        stepKey: cacheId ? stepKey(cacheId) : null,
        isSkipped: (step) => step === 'sbl' && this.advisor.value,
        isDone: (step) => this.isDone(step),
        advisor: () => this.advisor.value,
        // The token lives in the draft (session storage, per calculation), removed with it when sent.
        kycTokens: { read: () => this.#draft.kycToken, write: (kycToken) => this.#keep({ kycToken }) },
        show: (phase) => (this.phase.value = phase),
        sblAccepted: () => {
          this.#keep({ sblAccepted: true });
          if (this.engine.current.value === 'sbl') this.engine.next();
        },
        keep: () => this.#keep({ sblAccepted: this.sblController.accepted }),
        beforeLogin: () => this.#keep({}),
      },
    ));
    this.user = core.user;
    this.engine = core.engine;
    this.sblController = core.sbl;
    this.sbl = core.sbl.state;
    this.kyc = core.kyc;
  }

  // ── Entry ──────────────────────────────────────────────────────────────────────────────────────

  /** The receipt route rather than the form. */
  get onReceiptRoute(): boolean {
    return this.address.route === RECEIPT_ROUTE;
  }

  /**
   * Starts the flow: the login session (else the BankID login, coming back to this address), then the
   * entry (`application.entry.ts`): the customer, then the calculation and the steps, or, on the
   * receipt route, the application.
   */
  async load(): Promise<void> {
    if (this.onReceiptRoute ? !this.address.applicationId : !this.address.cacheId) {
      this.phase.value = { status: this.onReceiptRoute ? 'missing-case-id' : 'missing-cache-id' };
      return;
    }
    const failure = await this.core.enter(() => enterApplication(this));
    if (failure) this.phase.value = { status: 'error', error: failure, fallback: 'generic' };
  }

  /**
   * GET …/cache/{cacheId}: only with a cacheId, not while fetching, not once fetched and not after a
   * failure (spec 1 §4 "Calculator cache"); `retry` clears the failure first.
   */
  async fetchCache(retry = false): Promise<void> {
    const cacheId = this.address.cacheId;
    const state = this.cache.value;
    if (!cacheId || state.status === 'loading' || state.status === 'ready') return;
    if (state.status === 'failed' && !retry) return;
    this.cache.value = { status: 'loading' };
    try {
      this.cache.value = { status: 'ready', value: await getCalculatorCache(this.client, cacheId) };
    } catch (error) {
      const failure = await failureToShow(error, () => this.core.expired());
      if (failure) this.cache.value = { status: 'failed', error: failure };
    }
  }

  /**
   * A call of a step's own model failed: when it says the login session is gone, the draft is kept and
   * the customer goes through the login and back to this step (decision 0030); other failures stay the
   * step's own message.
   */
  async stepFailed(error: unknown): Promise<void> {
    if (sessionLost(error)) await this.core.expired();
  }

  // ── The steps ──────────────────────────────────────────────────────────────────────────────────

  /** Whether a step is done (the accordion's tick; the guard on «Neste»). */
  isDone(step: ApplicationStep): boolean {
    switch (step) {
      case 'loan':
        return this.cache.value.status === 'ready';
      case 'sbl':
        return this.advisor.value || this.sbl.value.status === 'accepted';
      case 'applicants':
        return this.applicants.value !== null;
      case 'kyc':
        return this.kyc.answered;
      case 'review':
        return false;
    }
  }

  /** «Neste»: the next step, when this one is done. */
  next(): boolean {
    this.core.notice.value = null;
    return this.engine.next();
  }

  /** «Forrige»: the previous step; from step 1 back to the calculator. */
  previous(): void {
    if (this.engine.isFirst.value) this.backToCalculator();
    else this.engine.previous();
  }

  /** Back to the calculator of the calculation's product (spec 1 §2: previous goes back). */
  backToCalculator(): void {
    const path = this.config.paths.calculator;
    const slug = this.slug.value;
    const route = slug ? `/calculator/${slug}` : '/calculator';
    navigate(this.host, { href: hashRoute(path, route), path, route }, this.core.location);
  }

  /** The calculator page (the missing-cache-id screen's link). */
  get calculatorHref(): string {
    return this.config.paths.calculator;
  }

  /**
   * Step 2: POST /sbl/get-or-create (the shared controller): ACCEPTED goes on to step 3; UNOPENED or
   * OPENED asks for the portal; REJECTED can be created again (`again`); any other status is a failure.
   */
  async checkSbl(again = false): Promise<void> {
    await this.sblController.check(again);
  }

  /** Step 3's draft as kept (null when none or of another version). */
  get applicantsDraft(): ApplicantsDraft | null {
    const draft = this.#draft.applicants as Partial<ApplicantsDraft> | null;
    return draft && typeof draft === 'object' && draft.version === 1 ? (draft as ApplicantsDraft) : null;
  }

  /** Keeps step 3's draft (called on every change). */
  keepApplicantsDraft(draft: ApplicantsDraft): void {
    this.#keep({ applicants: draft });
  }

  /** Step 3 is done: its applicants, and on to KYC. */
  applicantsDone(result: ApplicantsResult): void {
    const resumed = this.reconfirmApplicants.peek();
    batch(() => {
      this.reconfirmApplicants.value = false;
      this.applicants.value = result;
    });
    // Kept for a reload or a new login: a customer applying alone goes on from step 4 (no national id is
    // stored); with a co-applicant, step 3 asks for that person's national id again (decision 0016).
    const { ssn: _ssn, ...mainApplicant } = result.mainApplicant;
    this.#keep({ applicantsResult: result.coApplicant ? null : { mainApplicant } });
    if (this.engine.current.value !== 'applicants') return;
    this.engine.next();
    // Confirmed after a reload: a declaration already answered is not shown again; on to step 5.
    if (resumed && this.engine.current.peek() === 'kyc' && this.isDone('kyc')) this.engine.next();
  }

  /**
   * Step 4, the declaration's result (the shared step): answered, it is recorded in the draft and step
   * 5 opens; any other status is the KYC error.
   */
  kycCompleted(status: string | null): void {
    if (!this.kyc.completed(status)) return;
    this.#keep({ kycAnswered: true });
    if (this.engine.current.value === 'kyc') this.engine.next();
  }

  /** Step 5: the loan part of the submit payload, from the calculation (spec 1 §3). */
  get loanInfo(): ApplicationSubmit['loanInfo'] | null {
    const cache = this.cache.value;
    if (cache.status !== 'ready') return null;
    const c = cache.value;
    return {
      loanType: c.loanType,
      vehiclePrice: c.vehiclePrice,
      loanProduct: c.loanProduct,
      equity: c.equity,
      requestedLoanPeriodInMonths: c.requestedLoanPeriodInMonths,
      vehicleRegistrationNumber: c.vehicleRegistrationNumber,
      odometerValue: c.odometerValue,
    };
  }

  /**
   * Step 5's send (`application.send.ts`), made once by `make` when the step first opens: its code
   * comes with the step, not with the first view.
   */
  sendWith(make: (model: ApplicationModel) => ApplicationSend): ApplicationSend {
    return (this.#send ??= make(this));
  }

  // ── The draft ──────────────────────────────────────────────────────────────────────────────────

  /**
   * The entry: what the draft kept (decision 0030): the consent, the declaration, and step 3 of a
   * customer applying alone, done again with the national id of GET /user.
   */
  restoreDraft(): void {
    const draft = this.#draft;
    if (draft.sblAccepted) this.sblController.restoreAccepted();
    if (draft.kycAnswered) this.kyc.markAnswered();
    const kept = draft.applicantsResult;
    const ssn = this.user.value?.ssn;
    if (kept && ssn && !this.applicants.value) {
      this.applicants.value = { mainApplicant: { ...kept.mainApplicant, ssn }, coApplicant: null };
    }
  }

  /** The customer's cases before a send whose answer never came (decision 0037), as the draft keeps them. */
  get unansweredSend(): string[] | null {
    return this.#draft.unansweredSend ?? null;
  }

  /** Keeps `before` as {@link unansweredSend} (null: no send is left unanswered). */
  noteUnansweredSend(before: string[] | null): void {
    if (this.unansweredSend !== before) this.#keep({ unansweredSend: before });
  }

  /** The application is at the bank: the draft (and the declaration token in it) goes. */
  forgetDraft(): void {
    this.#drafts?.clear();
  }

  /** Changes the draft and writes it. */
  #keep(change: Partial<ApplicationDraft>): void {
    this.#draft = { ...this.#draft, ...change };
    this.#drafts?.write(this.#draft);
  }

  /** Cancels the model's calls (the element is removed). */
  dispose(): void {
    this.#send?.dispose();
    this.core.dispose();
  }
}
