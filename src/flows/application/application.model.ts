import { batch, computed, signal } from '@preact/signals-react';
import { getCalculatorCache, getOngoingApplication, getUser } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { ServiceError, asServiceError } from '../../api/service-error.js';
import { LoanSession } from '../shared/session.js';
import { failureToShow, sessionLost } from '../shared/session-lost.js';
import type { ElementConfig } from '../../config/config.js';
import { hashRoute } from '../../config/paths.js';
import { LIMITS } from '../../domain/fields.js';
import { ageOn, birthDateOf, validateNationalId } from '../../domain/national-id.js';
import { navigate, type Navigator } from '../../platform/events.js';
import { StepEngine } from '../../platform/steps.js';
import type {
  ApplicationResponse,
  ApplicationSubmit,
  CalculatorCache,
  UserContext,
  UserSession,
} from '../../schemas/loan.js';
import { ERROR_CODE_SCREENS } from '../../ui/error-catalogue.js';
import type { ApplicantsDraft, ApplicantsResult } from './applicants/contract.js';
import { DraftStore, stepKey, type ApplicationDraft, type DraftStorage } from './draft.js';
import { afterFetch, afterUpdate, transitionError, type Transition } from '../shared/transitions.js';
import { emitOutcome } from '../shared/outcome.js';
import { SblController, type SblState } from '../shared/sbl/sbl.controller.js';
import { KycController } from '../shared/kyc/kyc.controller.js';
import { defaultStorage } from '../../platform/storage.js';
import { OnceOnlySend } from './application.send.js';
import {
  APPLICATION_STEPS,
  FORM_ROUTE,
  RECEIPT_ROUTE,
  readAddress,
  slugOf,
  type Address,
  type ApplicationStep,
  type Phase,
  type Resource,
  type SendState,
} from './application.rules.js';

export type { SblState };

const REVIEW = APPLICATION_STEPS.indexOf('review');

/** How the application runs. */
export interface ApplicationModelOptions {
  client: LoanTransport;
  config: ElementConfig;
  /** The element: target of its events. */
  host: EventTarget;
  /** Whether a KYC-blocked customer gets the KYC-blocked screen (the toggle of spec 1 §6). */
  enforceKycBlock?: boolean;
  storage?: DraftStorage | undefined;
  /** Storage of the step engine's index (default sessionStorage). */
  stepStorage?: Storage | undefined;
  location?: (Navigator & Pick<Location, 'href'>) | undefined;
  history?: Pick<History, 'replaceState'> | undefined;
  now?: () => Date;
}

/**
 * The application's state and actions: entry (session, user, calculation), the five steps on the one
 * step engine, the tax-data consent, KYC, the send and the transitions after it. The only place that
 * calls the loan service (step 3's own model calls the consent service, step 4's the KYC service).
 */
export class ApplicationModel {
  readonly phase = signal<Phase>({ status: 'loading' });
  readonly session = signal<UserSession | null>(null);
  readonly user = signal<UserContext | null>(null);
  readonly cache = signal<Resource<CalculatorCache>>({ status: 'idle' });
  /** Step 2's tax-data consent (shared with the completion). */
  readonly sblController: SblController;
  /** The consent's state (the controller's signal). */
  readonly sbl: SblController['state'];
  /** Step 4, the customer declaration (the shared KYC step; its token is kept in the draft). */
  readonly kyc: KycController;
  readonly applicants = signal<ApplicantsResult | null>(null);
  /**
   * The send of step 5: the step engine's save of the step (so «Forrige» and «Neste» wait for it and a
   * second press is refused), as the step shows it.
   */
  readonly send = computed<SendState>(() => {
    const save = this.engine.saveOf(REVIEW);
    if (save.status === 'submitting') return { status: 'sending' };
    if (save.status === 'error') return { status: 'failed', error: asServiceError(save.error) };
    return { status: 'idle' };
  });
  /**
   * A reload (or a login round trip) resumed past step 3, whose result is not kept (it would need the
   * co-applicant's national id): step 3 asks the customer to confirm, saying what is kept and why the
   * national id must be typed again; once confirmed, the customer is back where they were.
   */
  readonly reconfirmApplicants = signal(false);
  /** A message shown at the top of step 1 after the flow was sent back there. */
  readonly notice = signal<'consentSaveBack' | null>(null);
  readonly engine: StepEngine<ApplicationStep>;
  readonly address: Address;

  /** An advisor's application skips the tax-data consent (spec 1 §2, §6). */
  readonly advisor = computed(() => this.session.value?.directChannel === 'ADVISOR');
  /** The slug of the calculation's product. */
  readonly slug = computed(() => {
    const cache = this.cache.value;
    return cache.status === 'ready' ? slugOf(cache.value.loanProduct) : null;
  });

  readonly client: LoanTransport;
  readonly config: ElementConfig;
  readonly host: EventTarget;
  readonly #location: ApplicationModelOptions['location'];
  readonly #history: ApplicationModelOptions['history'];
  readonly #now: () => Date;
  readonly #drafts: DraftStore | null;
  readonly #session: LoanSession;
  #draft: ApplicationDraft;
  /** The ids of the customer's cases before the send, read when step 5 opens (null: not readable). */
  readonly #sender: OnceOnlySend;
  /** Counts `dispose()`: a press still reading when the element is removed must not send afterwards. */
  #lifetime = 0;

  constructor(options: ApplicationModelOptions) {
    this.client = options.client;
    this.config = options.config;
    this.host = options.host;
    this.#location = options.location ?? (typeof location === 'undefined' ? undefined : location);
    this.#history = options.history ?? (typeof history === 'undefined' ? undefined : history);
    this.#now = options.now ?? (() => new Date());
    this.address = readAddress(this.#location?.href ?? '/');
    const storage = options.storage ?? defaultStorage();
    const cacheId = this.address.cacheId;
    this.#drafts = cacheId ? new DraftStore(storage, cacheId, () => this.#now().getTime()) : null;
    this.#draft = this.#drafts?.read() ?? { applicants: null, sblAccepted: false, kycAnswered: false, kycToken: null };
    this.#sender = new OnceOnlySend({
      client: this.client,
      unanswered: () => this.#draft.unansweredSend ?? null,
      noteUnanswered: (before) => this.#noteUnansweredSend(before),
    });
    this.#session = new LoanSession({
      client: this.client,
      host: this.host,
      location: this.#location,
      onLogin: () => (this.phase.value = { status: 'login' }),
      beforeLeave: () => this.#saveDraft(),
    });
    this.sblController = new SblController({
      client: this.client,
      host: this.host,
      location: this.#location,
      history: this.#history,
      route: FORM_ROUTE,
      lastName: () => this.user.value?.lastName ?? '',
      onAccepted: () => this.#sblAccepted(),
      onConsentSaveFailed: () => {
        // spec 1 §4: a consent-save error before the consent is accepted goes back to step 1.
        this.notice.value = 'consentSaveBack';
        this.engine.goTo(0);
      },
      onSessionLost: () => this.#sessionExpired(),
      keep: () => {
        this.#draft = { ...this.#draft, sblAccepted: this.sblController.accepted };
        this.#saveDraft();
      },
      asServiceError,
    });
    this.sbl = this.sblController.state;
    this.kyc = new KycController({
      client: this.client,
      enforceKycBlock: options.enforceKycBlock,
      // The token lives in the draft (session storage, per calculation), removed with it when sent.
      tokens: {
        read: () => this.#draft.kycToken,
        write: (token) => {
          this.#draft = { ...this.#draft, kycToken: token };
          this.#saveDraft();
        },
      },
      onSessionLost: () => this.#sessionExpired(),
    });
    this.engine = new StepEngine<ApplicationStep>({
      isSkipped: (step) => step === 'sbl' && this.advisor.value,
      canLeave: (step) => this.#stepDone(step),
      ...(cacheId ? { storageKey: stepKey(cacheId) } : {}),
      ...(options.stepStorage ? { storage: options.stepStorage } : {}),
      now: () => this.#now().getTime(),
    });
  }

  // ── Entry ──────────────────────────────────────────────────────────────────────────────────────

  /** The receipt route rather than the form. */
  get onReceiptRoute(): boolean {
    return this.address.route === RECEIPT_ROUTE;
  }

  /**
   * Starts the flow: the login session (else the BankID login, coming back to this address), the
   * customer (under-18 and D-number customers get their screens), then the calculation and the steps,
   * or, on the receipt route, the application.
   */
  async load(): Promise<void> {
    if (this.onReceiptRoute ? !this.address.applicationId : !this.address.cacheId) {
      this.phase.value = { status: this.onReceiptRoute ? 'missing-case-id' : 'missing-cache-id' };
      return;
    }
    const failure = await this.#session.enter(
      () => (this.phase.value = { status: 'loading' }),
      async (session) => {
        this.session.value = session;
        const user = await getUser(this.client);
        const refusal = this.#refusal(user);
        if (refusal) {
          this.phase.value = { status: 'error', error: refusal, fallback: 'generic' };
          return;
        }
        this.user.value = user;
        if (this.onReceiptRoute) await this.#loadReceipt();
        else await this.#startForm();
      },
    );
    if (failure) this.phase.value = { status: 'error', error: failure, fallback: 'generic' };
  }

  /** Under 18 and D-number customers cannot apply (spec 1 §5 "Customer"). */
  #refusal(user: UserContext): string | null {
    const today = this.#now();
    const id = validateNationalId(user.ssn, today);
    if (id.valid && id.type === 'dnr') return 'DNUMMER_KUNDE';
    const birth = birthDateOf(user.ssn, today);
    if (birth && ageOn(birth, today) < LIMITS.customerMinAge) return 'MINDREAARIG_KUNDE';
    return null;
  }

  async #startForm(): Promise<void> {
    // A calculation that cannot be fetched shows its error in step 1, with a retry.
    await this.fetchCache();
    batch(() => {
      if (this.#draft.sblAccepted) this.sblController.restoreAccepted();
      if (this.#draft.kycAnswered) this.kyc.markAnswered();
      // Step 3 of a customer applying alone is done again with the national id of GET /user (decision 0030).
      const kept = this.#draft.applicantsResult;
      const ssn = this.user.value?.ssn;
      if (kept && ssn && !this.applicants.value) {
        this.applicants.value = { mainApplicant: { ...kept.mainApplicant, ssn }, coApplicant: null };
      }
      this.engine.setSteps(APPLICATION_STEPS);
      // A reload resumes at the stored step, but never past a step that is not done in this visit.
      this.reconfirmApplicants.value = this.engine.resumeNoFurtherThan((step) => this.#stepDone(step)) === 'applicants';
      this.phase.value = { status: 'form' };
    });
    // The tax portal's failure callback (`…/error`, spec 1 §2): the consent can be given again.
    this.sblController.readReturn();
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
      const failure = await failureToShow(error, () => this.#sessionExpired());
      if (failure) this.cache.value = { status: 'failed', error: failure };
    }
  }

  /**
   * A call of a step's own model failed: when it says the login session is gone, the draft is kept and
   * the customer goes through the login and back to this step (decision 0030); other failures stay the
   * step's own message.
   */
  async stepFailed(error: unknown): Promise<void> {
    if (sessionLost(error)) await this.#sessionExpired();
  }

  /** A call said the session is gone: the draft is kept; through the login and back here. */
  #sessionExpired(): Promise<void> {
    return this.#session.expired();
  }

  // ── Steps ──────────────────────────────────────────────────────────────────────────────────────

  #stepDone(step: ApplicationStep): boolean {
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

  /** Whether a step is done (the accordion's tick). */
  isDone(step: ApplicationStep): boolean {
    return this.#stepDone(step);
  }

  /** «Neste»: the next step, when this one is done. */
  next(): boolean {
    this.notice.value = null;
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
    navigate(this.host, { href: hashRoute(path, route), path, route }, this.#location);
  }

  /** The calculator page (the missing-cache-id screen's link). */
  get calculatorHref(): string {
    return this.config.paths.calculator;
  }

  // ── Step 2: tax-data consent ───────────────────────────────────────────────────────────────────

  /**
   * POST /sbl/get-or-create (the shared controller): ACCEPTED goes on to step 3; UNOPENED or OPENED
   * asks for the portal; REJECTED can be created again (`again`); any other status is a failure.
   */
  async checkSbl(again = false): Promise<void> {
    await this.sblController.check(again);
  }

  #sblAccepted(): void {
    this.#draft = { ...this.#draft, sblAccepted: true };
    this.#saveDraft();
    if (this.engine.current.value === 'sbl') this.engine.next();
  }

  // ── Step 3: applicants ─────────────────────────────────────────────────────────────────────────

  /** Step 3's draft as kept (null when none or of another version). */
  get applicantsDraft(): ApplicantsDraft | null {
    const draft = this.#draft.applicants as Partial<ApplicantsDraft> | null;
    return draft && typeof draft === 'object' && draft.version === 1 ? (draft as ApplicantsDraft) : null;
  }

  /** Keeps step 3's draft (called on every change). */
  keepApplicantsDraft(draft: ApplicantsDraft): void {
    this.#draft = { ...this.#draft, applicants: draft };
    this.#saveDraft();
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
    this.#draft = { ...this.#draft, applicantsResult: result.coApplicant ? null : { mainApplicant } };
    this.#saveDraft();
    if (this.engine.current.value !== 'applicants') return;
    this.engine.next();
    // Confirmed after a reload: a declaration already answered is not shown again; on to step 5.
    if (resumed && this.engine.current.peek() === 'kyc' && this.#stepDone('kyc')) this.engine.next();
  }

  // ── Step 4: KYC ────────────────────────────────────────────────────────────────────────────────

  /**
   * The declaration's result (the shared step): answered, it is recorded in the draft and step 5
   * opens; any other status is the KYC error.
   */
  kycCompleted(status: string | null): void {
    if (!this.kyc.completed(status)) return;
    this.#draft = { ...this.#draft, kycAnswered: true };
    this.#saveDraft();
    if (this.engine.current.value === 'kyc') this.engine.next();
  }

  // ── Step 5: send ───────────────────────────────────────────────────────────────────────────────

  /** The loan part of the submit payload, from the calculation (spec 1 §3). */
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

  /** Step 5 is open: the customer's cases are read now, so the send does not wait for them (decision 0037). */
  prepareSend(): void {
    this.#sender.prepare();
  }

  /** The case is at the bank: the draft is cleared and the transition of spec 1 §4 applied. */
  #sent(application: ApplicationResponse): void {
    this.#drafts?.clear();
    this.engine.forget();
    // The outcome per status for the host's analytics (spec 1 §4), as the completion sends it (decision 0050).
    emitOutcome(this.host, 'application-outcome', application, { receipt: null, partnerId: this.address.partnerId });
    this.#follow(afterUpdate(application), application);
  }

  /**
   * POST /application/submit with the payload, once at a time. A send is never made twice (decision
   * 0037): the customer's cases are noted in the draft before it goes, and while its answer is unknown
   * (a timeout, a dropped connection, an unreadable answer, a reload or a login in between) the next
   * press first looks for the case it created. The draft is cleared on success and the transition of
   * spec 1 §4 applied; a failure is shown where the customer is, or as its screen.
   */
  async submit(payload: ApplicationSubmit): Promise<void> {
    const lifetime = this.#lifetime;
    // A failure is kept by the engine as the service error the step shows.
    const result = await this.engine.save(REVIEW, () =>
      this.#send(payload, lifetime).catch((error: unknown) => {
        throw asServiceError(error);
      }),
    );
    if (result.ok || 'busy' in result) return;
    const failure = asServiceError(result.error);
    if (failure.aborted) {
      this.engine.resetSave(REVIEW);
      return;
    }
    if (sessionLost(failure)) {
      this.engine.resetSave(REVIEW);
      await this.#sessionExpired();
      return;
    }
    if (failure.name === 'FAILED_SBL_CONSENT_SAVE' && !this.#stepDone('sbl')) {
      this.engine.resetSave(REVIEW);
      this.notice.value = 'consentSaveBack';
      this.engine.goTo(0);
      return;
    }
    // A refusal about the customer or the case replaces the flow with its screen; a failure on the
    // way (unreachable, unavailable, an internal or unknown error) stays above the button, answers kept.
    const known = failure.name in ERROR_CODE_SCREENS;
    const screen = known && ERROR_CODE_SCREENS[failure.name as keyof typeof ERROR_CODE_SCREENS].presentation;
    const transient =
      failure.kind === 'network' ||
      failure.kind === 'timeout' ||
      failure.name === 'SERVICE_UNAVAILABLE' ||
      failure.name === 'INTERN_FEIL';
    if (screen === 'screen' && !transient) {
      this.engine.resetSave(REVIEW);
      this.phase.value = { status: 'error', error: failure, fallback: 'generic' };
    }
  }

  /** The send itself (see {@link submit}); a failure is thrown. */
  async #send(payload: ApplicationSubmit, lifetime: number): Promise<void> {
    // Removed while the cases were read: an element that is gone neither sends nor navigates.
    const application = await this.#sender.send(payload, () => lifetime === this.#lifetime);
    if (application) this.#sent(application);
  }

  // ── After the service answered with an application ─────────────────────────────────────────────

  async #loadReceipt(): Promise<void> {
    const id = this.address.applicationId;
    if (!id) return;
    try {
      const application = await getOngoingApplication(this.client, id);
      // The receipt route also shows the receipts the submit sent here ("after application update":
      // a loan commitment in DOCUMENTS_SENT with nothing missing), which "after fetching" alone would not.
      const fetched = afterFetch(application);
      const updated = afterUpdate(application);
      this.#follow(fetched.kind === 'completion' && updated.kind === 'receipt' ? updated : fetched, application);
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      if (sessionLost(error)) throw error;
      // spec 1 §8: a failed fetch of an ongoing application gives the service error.
      this.phase.value = { status: 'error', error: asServiceError(error), fallback: 'service' };
    }
  }

  #follow(transition: Transition, application: ApplicationResponse): void {
    const error = transitionError(transition);
    if (error) {
      this.phase.value = { status: 'error', error, fallback: 'generic' };
      return;
    }
    switch (transition.kind) {
      case 'receipt':
        if (this.onReceiptRoute) {
          this.phase.value = { status: 'receipt', application };
        } else {
          this.#go(this.config.paths.application, application.applicationId, RECEIPT_ROUTE);
        }
        return;
      case 'completion':
        this.#go(this.config.paths.completion.securedLoan, application.applicationId, null);
    }
  }

  #go(outerPath: string, applicationId: string, route: string | null): void {
    this.phase.value = { status: 'leaving' };
    const path = `${outerPath}?id=${encodeURIComponent(applicationId)}`;
    const href = route ? hashRoute(path, route) : path;
    navigate(this.host, { href, path, route }, this.#location);
  }

  // ── Draft ──────────────────────────────────────────────────────────────────────────────────────

  #noteUnansweredSend(before: string[] | null): void {
    if ((this.#draft.unansweredSend ?? null) === before) return;
    this.#draft = { ...this.#draft, unansweredSend: before };
    this.#saveDraft();
  }

  #saveDraft(): void {
    this.#drafts?.write(this.#draft);
  }

  /** Cancels the model's calls (the element is removed). */
  dispose(): void {
    this.#lifetime += 1;
    this.client.abort();
  }
}
