import { batch, computed, signal } from '@preact/signals-react';
import {
  getFeature,
  getOngoingApplication,
  getUser,
  trackInsuranceClick,
  updateApplication,
} from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { ServiceError, asServiceError } from '../../api/service-error.js';
import { entryId, LoanSession } from '../shared/session.js';
import { sessionLost } from '../shared/session-lost.js';
import type { ElementConfig } from '../../config/config.js';
import type { Navigator } from '../../platform/events.js';
import type { DraftStorage, SessionDraft } from '../../platform/session-draft.js';
import type { CompletionDraft } from './completion.draft.js';
import { StepEngine, storageTag, STORAGE_PREFIX } from '../../platform/steps.js';
import { defaultStorage } from '../../platform/storage.js';
import type { ApplicationResponse, UserContext, UserSession } from '../../schemas/loan.js';
import { insuranceAnswered } from '../../domain/insurance.js';
import { afterFetch, afterUpdate, transitionError, type Transition } from '../shared/transitions.js';
import { emitOutcome } from '../shared/outcome.js';
import { receiptKindFor } from '../receipts/receipt-kind.js';
import { KycController, kycTokenKey, type TokenStorage } from '../shared/kyc/kyc.controller.js';
import { SblController } from '../shared/sbl/sbl.controller.js';
import { ConsentsController, type ConsentAnswerMap } from '../shared/consents/consents.controller.js';
import {
  COMPLETION_RECEIPT_ROUTE,
  COMPLETION_ROUTE,
  COMPLETION_STEPS,
  caseIdOf,
  insurancePrice,
  insuranceRate,
  receiptOpens,
  signingOpens,
  type CompletionPhase,
  type CompletionStep,
  type ContactDetails,
  type InsuranceState,
} from './completion.rules.js';
import type { SigningController, SigningControllerOptions, SigningHost } from './completion.signing.js';

/** How the completion runs. */
export interface CompletionModelOptions {
  client: LoanTransport;
  config: ElementConfig;
  host: EventTarget;
  /** The case number from the `application-id` attribute; the page's `?id=` wins. */
  applicationId?: string | undefined;
  enforceKycBlock?: boolean;
  /** Default: the native bridge's `startSigning`, given by the signing step (it comes with the step). */
  signingHost?: SigningHost | undefined;
  /**
   * Opens an address in the browser outside the bank's app; returns false when there is no app, and
   * the link then works as a link. Default: the native bridge's `openBrowser`, which the insurance
   * step uses (it comes with the step).
   */
  openBrowser?: ((url: string) => boolean) | undefined;
  /** Where the step index and the draft are kept (the browser's session storage by default). */
  stepStorage?: Storage | undefined;
  location?: (Navigator & Pick<Location, 'href'>) | undefined;
  history?: Pick<History, 'replaceState'> | undefined;
  /** The clock of the drafts' and the step index's age (default: the system's). */
  now?: () => Date;
}

const aborted = (error: unknown) => error instanceof ServiceError && error.aborted;

/**
 * The completion's state and actions (spec 1 §2 "Completion flow", §4): entry (case number, login,
 * GET /application/ongoing/{id}, the rules after fetch), the seven steps on the shared step engine,
 * the shared tax-data consent, insurance, contact and consents, KYC, the update and the rules after
 * it, signing in the frame, the receipts and the outcome analytics. The only place that calls the
 * loan service.
 */
export class CompletionModel {
  readonly phase = signal<CompletionPhase>({ status: 'loading' });
  readonly session = signal<UserSession | null>(null);
  readonly user = signal<UserContext | null>(null);
  readonly application = signal<ApplicationResponse | null>(null);
  readonly trafficLightOn = signal(false);
  readonly insuranceOn = signal(false);
  readonly #answers = signal<ConsentAnswerMap>({});
  /** Step 4's consents (the loan flows' one consents controller; the answers are kept in the draft). */
  readonly consents: ConsentsController;
  readonly insurance = signal<InsuranceState>({ order: null, confirmed: false });
  readonly contact = signal<ContactDetails>({ email: '', phone: '' });
  readonly contactSaved = signal(false);
  /** Step 5, the customer declaration (the shared KYC step; its token is kept per case). */
  readonly kyc: KycController;
  /** Step 6, e-signing in the frame or the bank's app: made by the step's code, which loads with the step. */
  #signing: SigningController | null = null;
  readonly #signingHost: SigningHost | undefined;
  /** A message at the top of step 1 after the flow was sent back there (consent-save failure). */
  readonly notice = signal<'consentSaveBack' | null>(null);
  readonly sblController: SblController;
  readonly engine: StepEngine<CompletionStep>;
  readonly caseId: string | null;

  /** An advisor's application skips the tax-data consent (spec 1 §2, §6). */
  readonly advisor = computed(
    () => this.application.value?.advisorApplication === true || this.session.value?.directChannel === 'ADVISOR',
  );
  readonly isMain = computed(() => this.application.value?.customerIsMainApplicant !== false);
  /** Step 3 is offered: the toggle is on and the customer is eligible. */
  readonly insuranceOffered = computed(
    () =>
      this.insuranceOn.value &&
      this.application.value?.eligibleForInsurance === true &&
      this.application.value.loanInfo?.loanType === 'VEHICLE_LOAN',
  );
  /** Step 4 is skipped: no consents and the main applicant (spec 1 §2). */
  readonly contactSkipped = computed(
    () =>
      this.isMain.value && this.consents.consentsStatus.value === 'ready' && this.consents.consents.value.length === 0,
  );
  /** The payment insurance's rate (the texts configuration) and monthly price. */
  readonly insuranceRate: number;
  readonly insurancePrice = computed(() => {
    const monthly = this.application.value?.loanInfo?.monthlyCost;
    return monthly === undefined ? null : insurancePrice(monthly, this.insuranceRate);
  });

  readonly client: LoanTransport;
  readonly config: ElementConfig;
  readonly host: EventTarget;
  /** See {@link CompletionModelOptions.openBrowser}. */
  readonly openBrowser: ((url: string) => boolean) | undefined;
  /** Where the case's declaration token is kept in session storage (decision 0035). */
  readonly #kycTokens: { storage: TokenStorage | undefined; key: string; now: () => number } | null;
  readonly #draftStorage: DraftStorage | undefined;
  readonly #session: LoanSession;
  /** The customer's draft of this case, from the fetch on (its key needs the customer's role). */
  #draft: SessionDraft<CompletionDraft> | null = null;
  readonly #now: () => number;
  readonly #location: CompletionModelOptions['location'];
  readonly #history: CompletionModelOptions['history'];
  #reported = new Set<string>();

  constructor(options: CompletionModelOptions) {
    this.client = options.client;
    this.config = options.config;
    this.host = options.host;
    this.#draftStorage = options.stepStorage ?? defaultStorage();
    const now = options.now ?? (() => new Date());
    this.#now = () => now().getTime();
    // The native app bridge (decision 0027): in the bank's app, signing and the browser go through it.
    this.openBrowser = options.openBrowser;
    this.#location = options.location ?? (typeof location === 'undefined' ? undefined : location);
    this.#history = options.history ?? (typeof history === 'undefined' ? undefined : history);
    const fromAddress = this.#location ? caseIdOf(this.#location.href) : null;
    this.caseId = fromAddress ?? entryId(options.applicationId);
    this.insuranceRate = insuranceRate(this.config.texts['completion.insurance.ratePercent']);
    this.#session = new LoanSession({
      client: this.client,
      host: this.host,
      location: this.#location,
      onLogin: () => (this.phase.value = { status: 'login' }),
    });
    this.#signingHost = options.signingHost;
    this.consents = new ConsentsController({
      transport: this.client,
      answers: this.#answers,
      setAnswers: (answers) => (this.#answers.value = answers),
      onAnswer: () => this.#keepDraft(),
      // Answers already saved (the update failed after them) are not sent again (decision 0034).
      skipSaved: true,
    });
    this.sblController = new SblController({
      client: this.client,
      host: this.host,
      location: this.#location,
      history: this.#history,
      route: COMPLETION_ROUTE,
      lastName: () => this.user.value?.lastName ?? '',
      onAccepted: () => {
        this.#keepDraft();
        // From step 1 or 2 on to the step after the consent (spec 1 §2 "Start").
        if (this.engine.current.value === 'start') this.engine.next();
        if (this.engine.current.value === 'sbl') this.engine.next();
      },
      onConsentSaveFailed: () => this.#consentSaveFailed(),
      onSessionLost: () => this.#sessionExpired(),
      keep: () => this.#keepDraft(),
      asServiceError,
    });
    this.#kycTokens = this.caseId
      ? { storage: this.#draftStorage, key: kycTokenKey('completion', this.caseId), now: this.#now }
      : null;
    this.kyc = new KycController({
      client: this.client,
      enforceKycBlock: options.enforceKycBlock,
      tokens: this.#kycTokens ?? { read: () => null, write: () => undefined },
      onSessionLost: () => this.#sessionExpired(),
    });
    this.engine = new StepEngine<CompletionStep>({
      isSkipped: (step) => this.#skipped(step),
      canLeave: (step) => this.isDone(step),
      ...(this.caseId ? { storageKey: `${STORAGE_PREFIX}completion:step:${storageTag(this.caseId)}` } : {}),
      ...(options.stepStorage ? { storage: options.stepStorage } : {}),
      now: this.#now,
    });
  }

  #skipped(step: CompletionStep): boolean {
    switch (step) {
      case 'sbl':
        return this.advisor.value;
      case 'insurance':
        return !this.insuranceOffered.value;
      case 'contact':
        return this.contactSkipped.value;
      default:
        return false;
    }
  }

  /** Whether a step is done (the accordion's tick; the guard on «Neste»). */
  isDone(step: CompletionStep): boolean {
    const application = this.application.value;
    switch (step) {
      case 'start':
        return application !== null;
      case 'sbl':
        return this.advisor.value || this.sblController.accepted;
      case 'insurance':
        return this.#insuranceValid();
      case 'contact':
        return this.contactSaved.value;
      case 'kyc':
        return this.kyc.answered && ['idle', 'submitted'].includes(this.engine.saveOf(this.#indexOf('kyc')).status);
      case 'signing':
        return application !== null && receiptOpens(application);
      case 'receipt':
        return false;
    }
  }

  // ── Entry ──────────────────────────────────────────────────────────────────────────────────────

  /**
   * Starts the flow: the case number, the login session (else the BankID login and back), the
   * customer, the case (GET /application/ongoing/{id}) with the rules after fetch, the toggles and the
   * consents; then the steps.
   */
  async load(): Promise<void> {
    const id = this.caseId;
    if (!id) {
      this.phase.value = { status: 'missing-case-id' };
      return;
    }
    const failure = await this.#session.enter(
      () => (this.phase.value = { status: 'loading' }),
      (session) => this.#enter(id, session),
    );
    if (failure) this.phase.value = { status: 'error', error: failure, fallback: 'generic', retry: true };
  }

  /** The entry with a valid session: the customer, the case and the rules after fetch, the toggles, the draft. */
  async #enter(id: string, session: UserSession): Promise<void> {
    this.session.value = session;
    // spec 1 §8: failed toggle and consent fetches store the error and show nothing.
    const toggles = Promise.all([
      getFeature(this.client, 'salgspant-traffic-light').catch(() => false),
      getFeature(this.client, 'salgspant-show-completion-insurance').catch(() => false),
    ]);
    // The draft's code comes while the case is fetched (it is only read once the case is known);
    // if it cannot load, the flow works on without resuming.
    const drafts = import('./completion.draft.js').catch(() => null);
    const [user, application] = await Promise.all([getUser(this.client), this.#fetchCase(id)]);
    if (!application) return;
    const [trafficLight, insurance] = await toggles;
    const draftModule = await drafts;
    batch(() => {
      this.user.value = user;
      this.trafficLightOn.value = trafficLight;
      this.insuranceOn.value = insurance;
      this.application.value = application;
      // An insurance already ordered stays chosen (a choice in this visit's draft wins); otherwise the
      // customer answers (false is also "never asked").
      this.insurance.value = {
        order: application.orderInsurance === true ? true : null,
        confirmed: false,
      };
      this.contact.value = { email: application.email ?? '', phone: application.phone ?? '' };
      if (draftModule) this.#restoreDraft(draftModule, application);
    });
    // The tax portal's failure callback (`#/completion/error`, spec 1 §2): the consent can be given again.
    this.sblController.readReturn();
    await this.#afterFetch(application);
  }

  /** GET /application/ongoing/{id}; a failure is its screen (spec 1 §8: the service error), with a retry. */
  async #fetchCase(id: string): Promise<ApplicationResponse | null> {
    try {
      return await getOngoingApplication(this.client, id);
    } catch (error) {
      if (aborted(error) || sessionLost(error)) throw error;
      const failure = asServiceError(error);
      const known = failure.name === 'APPLICATION_NOT_FOUND' || failure.name === 'UNKNOWN_APPLICATION_STATUS';
      this.phase.value = { status: 'error', error: failure, fallback: 'service', retry: !known };
      return null;
    }
  }

  /**
   * The rules after fetch (spec 1 §4), then where the steps open. The consents come first: whether
   * step 4 is skipped is decided with the other skips when the steps are laid out, and never changes
   * in front of the customer (the list never renumbers).
   */
  async #afterFetch(application: ApplicationResponse): Promise<void> {
    const transition = afterFetch(application);
    if (transition.kind !== 'completion') {
      this.#follow(transition, application);
      return;
    }
    await this.consents.loadConsents();
    this.engine.setSteps(COMPLETION_STEPS);
    if (receiptOpens(application)) {
      this.#open('receipt');
    } else if (
      application.esigningStatus === 'ONGOING_SIGNING' &&
      signingOpens(application) &&
      !this.#resumedBefore('signing')
    ) {
      // A signing that was started (the case was updated): straight back to it, unless this tab was
      // at an earlier step (a reload or the tax signing's round trip in the middle of the declaration:
      // the KYC step is blocking, so the customer finishes it first).
      this.#open('signing');
    } else {
      // A reload resumes at the stored step, but never past a step that is not done in this visit.
      this.engine.resumeNoFurtherThan((step) => this.isDone(step));
    }
    this.phase.value = { status: 'form' };
  }

  /** What the customer chose and typed before a login, a reload or a portal round trip (decision 0036). */
  #restoreDraft(drafts: typeof import('./completion.draft.js'), application: ApplicationResponse): void {
    this.#draft = drafts.completionDraft(
      this.#draftStorage,
      application.applicationId,
      application.customerIsMainApplicant,
      this.#now,
    );
    const kept = this.#draft.read();
    if (!kept) return;
    if (kept.sblAccepted) this.sblController.restoreAccepted();
    if (kept.contactSaved) this.contactSaved.value = true;
    // The choice made in this visit, with its confirmation, wins over the order the update stored on
    // the case (a return from the tax signing must not ask for the confirmation again).
    if (kept.insurance.order !== null) {
      this.insurance.value = { ...kept.insurance };
    }
    const contact = this.contact.value;
    this.contact.value = {
      email: kept.contact.email === '' ? contact.email : kept.contact.email,
      phone: kept.contact.phone === '' ? contact.phone : kept.contact.phone,
    };
    this.#answers.value = { ...kept.answers, ...this.#answers.value };
  }

  #keepDraft(): void {
    const { order, confirmed } = this.insurance.value;
    this.#draft?.write({
      sblAccepted: this.sblController.accepted,
      contactSaved: this.contactSaved.value,
      insurance: { order, confirmed },
      contact: this.contact.value,
      answers: this.#answers.value,
    });
  }

  #forgetDraft(): void {
    this.#draft?.clear();
    try {
      this.#kycTokens?.storage?.removeItem(this.#kycTokens.key);
    } catch {
      // blocked storage: nothing was kept
    }
  }

  /** Whether this tab resumed the steps at one before `step` (a stored step, not a first visit). */
  #resumedBefore(step: CompletionStep): boolean {
    const index = this.engine.index.value;
    return index > 0 && index < this.#indexOf(step);
  }

  #follow(transition: Transition, application: ApplicationResponse): void {
    const error = transitionError(transition);
    if (error) {
      this.phase.value = { status: 'error', error, fallback: 'generic', retry: false };
    } else if (transition.kind === 'receipt') {
      this.engine.forget();
      this.#forgetDraft();
      this.#receiptRoute();
      this.phase.value = { status: 'receipt', application };
      this.#report(application);
    }
  }

  /** Puts the receipt route in the address (a reload shows the same receipt). */
  #receiptRoute(): void {
    const href = this.#location?.href;
    if (!href || !this.#history) return;
    const url = new URL(href);
    url.hash = `#${COMPLETION_RECEIPT_ROUTE}`;
    try {
      this.#history.replaceState(null, '', `${url.pathname}${url.search}${url.hash}`);
    } catch {
      // a host that forbids it: the receipt still shows
    }
  }

  /** Loads the case again (the error screen's «Prøv igjen»). */
  retry(): void {
    void this.load();
  }

  #sessionExpired(): Promise<void> {
    return this.#session.expired();
  }

  // ── Steps ──────────────────────────────────────────────────────────────────────────────────────

  #indexOf(step: CompletionStep): number {
    return COMPLETION_STEPS.indexOf(step);
  }

  /** Opens a step by number (skipped steps are refused by the engine). */
  #open(step: CompletionStep): void {
    // At the receipt the declaration and the answers are behind the customer: nothing more is kept.
    if (step === 'receipt') this.#forgetDraft();
    this.engine.goTo(this.#indexOf(step));
  }

  /**
   * «Forrige»: the previous step that counts. From KYC: step 1 when step 4 is skipped, else step 4
   * (spec 1 §2); a tax-data consent already given is passed over on the way back, as on the way there.
   */
  previous(): void {
    // While step 4's or 5's update runs (the step's save), «Forrige» waits.
    if (this.engine.currentSave.value.status === 'submitting') return;
    batch(() => {
      this.notice.value = null;
      this.engine.resetSave(this.engine.index.value);
    });
    if (this.engine.current.value === 'kyc' && !this.engine.visible.value.includes(this.#indexOf('contact'))) {
      this.#open('start');
      return;
    }
    if (this.engine.previous() && this.engine.current.value === 'sbl' && this.sblController.accepted) {
      this.#open('start');
    }
  }

  /** Step 1's «Neste» (spec 1 §2 "Start"): SBL not accepted → step 2, else step 3. */
  async start(): Promise<void> {
    this.notice.value = null;
    if (this.advisor.value) {
      this.engine.next();
      return;
    }
    await this.sblController.check(this.sblController.state.value.status === 'failed');
    if (!this.sblController.accepted && this.engine.current.value === 'start') this.engine.next();
  }

  /** Step 2's «Neste» (the step engine's guard: the consent is accepted). */
  sblNext(): void {
    this.engine.next();
  }

  /**
   * spec 1 §4 "After application update": a consent-save error goes back to step 1, or, when the
   * tax-data consent is already accepted, stays where it is as an error (step 4's update shows it).
   * Returns whether it went back (the step's save is then forgotten).
   */
  #consentSaveFailed(): boolean {
    if (this.sblController.accepted || this.advisor.value) return false;
    this.notice.value = 'consentSaveBack';
    this.#open('start');
    return true;
  }

  // ── Step 3: insurance ──────────────────────────────────────────────────────────────────────────

  #insuranceValid(): boolean {
    return insuranceAnswered(this.insurance.value);
  }

  /** Keeps the step's answers as the customer gives them (the step's guard and the draft read them). */
  keepInsurance(answers: InsuranceState): void {
    this.insurance.value = { order: answers.order, confirmed: answers.confirmed };
    this.#keepDraft();
  }

  /** Step 3's «Neste»: a choice, and on Yes the confirmation (the step's form shows what is missing). */
  insuranceNext(): boolean {
    return this.engine.next();
  }

  /** GET /application/insuranceclick: the terms link was opened (fire and forget). */
  insuranceClicked(): void {
    trackInsuranceClick(this.client).catch(() => undefined);
  }

  /** Whether the customer orders the insurance (only when step 3 is offered). */
  get orderInsurance(): boolean {
    return this.insuranceOffered.value && this.insurance.value.order === true;
  }

  // ── Step 4: contact and consents ───────────────────────────────────────────────────────────────

  /**
   * Keeps what the customer types (so going back and forth, a failed save, a login on the way or a
   * reload loses nothing).
   */
  keepContact(details: ContactDetails): void {
    this.contact.value = details;
    this.#keepDraft();
  }

  /**
   * Step 4's «Neste»: the consents (POST /consent) and the contact details (POST /application/update),
   * then the rules after the update; KYC next.
   */
  async saveContact(details: ContactDetails | null): Promise<void> {
    if (details) this.keepContact(details);
    const step = this.#indexOf('contact');
    const progress = { updating: false };
    const result = await this.engine.save(step, async () => {
      await this.consents.saveConsents();
      progress.updating = true;
      return this.#postUpdate(false);
    });
    if ('busy' in result) return;
    if (!result.ok) {
      await this.#updateFailed(step, result.error, progress.updating);
      return;
    }
    if (!result.value) return;
    this.contactSaved.value = true;
    this.#keepDraft();
    if (this.engine.current.value === 'contact') this.engine.next();
  }

  /**
   * POST /application/update with the case, the contact details (a co-applicant's), KYC answered and
   * the insurance order; the rules after the update (spec 1 §4). Returns the case when the flow goes
   * on in the steps; a failure is thrown (the step's save keeps it).
   */
  async #postUpdate(kycAnswered: boolean): Promise<ApplicationResponse | null> {
    const application = this.application.value;
    if (!application) return null;
    const contact = this.isMain.value ? null : this.contact.value;
    const updated = await updateApplication(this.client, {
      applicationId: application.applicationId,
      email: contact ? contact.email.trim() : null,
      phone: contact ? contact.phone.trim() : null,
      kycAnswered,
      orderInsurance: this.orderInsurance,
    });
    this.application.value = updated;
    const transition = afterUpdate(updated);
    if (transition.kind !== 'completion') {
      this.#follow(transition, updated);
      return null;
    }
    return updated;
  }

  /**
   * A failed save of step 4 or 5 (spec 1 §4): the login for a lost session, step 1 or the error for a
   * consent that could not be saved, the error screen for a case the update refuses; any other failure
   * stays with the step's save, which shows the update-failure text with everything typed kept.
   */
  async #updateFailed(step: number, error: unknown, updating: boolean): Promise<void> {
    const { name } = asServiceError(error);
    const lost = sessionLost(error);
    const refused = name === 'INCORRECT_NEW_CASE' || name === 'OTHER_APPLICANT_MISSING_DATA';
    if (!aborted(error) && !lost) {
      // Any other failure stays with the step's save: the step shows the update-failure text.
      if (updating ? !refused : name !== 'FAILED_SBL_CONSENT_SAVE' || !this.#consentSaveFailed()) return;
      if (updating)
        this.phase.value = { status: 'error', error: asServiceError(error), fallback: 'generic', retry: false };
    }
    this.engine.resetSave(step);
    if (lost) await this.#sessionExpired();
  }

  // ── Step 5: KYC ────────────────────────────────────────────────────────────────────────────────

  /**
   * The declaration's result (the shared step): answered, the case is updated (and signing or the
   * receipt follows); any other status is the KYC error.
   */
  async kycCompleted(status: string | null): Promise<void> {
    if (this.kyc.completed(status)) await this.finishUpdate();
  }

  /**
   * The update after KYC (and its «Prøv igjen»); then on through the step engine: to signing (step
   * 6), or to the receipt (step 7) past a signing that is done. Each step's guard is asked on the way,
   * so a case whose signing is not done stays at signing, where only the service's answer opens step 7.
   */
  async finishUpdate(): Promise<void> {
    if (!this.kyc.answered) return;
    const step = this.#indexOf('kyc');
    const result = await this.engine.save(step, () => this.#postUpdate(true));
    if ('busy' in result) return;
    if (!result.ok) {
      await this.#updateFailed(step, result.error, true);
      return;
    }
    const updated = result.value;
    if (!updated) return;
    // The receipt first, as on entry (#afterFetch); a case that opens neither stays at the signing.
    const target = receiptOpens(updated) ? 'receipt' : 'signing';
    if (target === 'receipt') this.#forgetDraft();
    this.engine.advanceTo(this.#indexOf(target));
  }

  // ── Step 6: signing ────────────────────────────────────────────────────────────────────────────

  /**
   * Step 6's controller (completion.signing.ts), made once by `make` when the step first opens: its code
   * comes with the step, not with the first view.
   */
  signingWith(make: (options: SigningControllerOptions) => SigningController): SigningController {
    return (this.#signing ??= make({
      client: this.client,
      application: this.application,
      signingHost: this.#signingHost,
      location: this.#location,
      onSigned: () => {
        this.#forgetDraft();
        this.engine.next();
        this.engine.forget();
      },
      onSessionLost: () => this.#sessionExpired(),
    }));
  }

  // ── Step 7 and the receipt route: outcome analytics ────────────────────────────────────────────

  /** Sends `salgspant-analytics` once per case and status (a receipt shown). */
  reportOutcome(): void {
    const application = this.application.value;
    if (application) this.#report(application);
  }

  #report(application: ApplicationResponse): void {
    const key = `${application.applicationId}:${application.applicationStatus}`;
    if (this.#reported.has(key)) return;
    this.#reported.add(key);
    emitOutcome(this.host, 'completion-outcome', application, { receipt: receiptKindFor(application) });
  }

  /** Cancels the model's calls (the element is removed). */
  dispose(): void {
    this.#signing?.dispose();
    this.client.abort();
  }
}
