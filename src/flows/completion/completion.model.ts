import { batch, computed, signal } from '@preact/signals-react';
import { trackInsuranceClick } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import type { ElementConfig } from '../../config/config.js';
import { insuranceAnswered } from '../../domain/insurance.js';
import type { DraftStorage } from '../../platform/session-draft.js';
import { STORAGE_PREFIX, storageTag } from '../../platform/steps.js';
import { defaultStorage } from '../../platform/storage.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { ConsentsController, type ConsentAnswerMap } from '../shared/consents/consents.controller.js';
import { kycTokenKey, type TokenStorage } from '../shared/kyc/kyc.controller.js';
import { LoanFlowCore, pageOf, type LoanFlowOptions } from '../shared/loan-flow.js';
import { entryId } from '../shared/session.js';
import type { CaseDraft } from './completion.draft.js';
import { enterCase } from './completion.entry.js';
import { CompletionReceipt } from './completion.receipt.js';
import {
  COMPLETION_ROUTE,
  COMPLETION_STEPS,
  caseIdOf,
  insurancePrice,
  insuranceRate,
  receiptOpens,
  type CompletionPhase,
  type CompletionStep,
  type ContactDetails,
  type InsuranceState,
} from './completion.rules.js';
import type { SigningController, SigningControllerOptions, SigningHost } from './completion.signing.js';
import type { CompletionUpdate } from './completion.update.js';

/** How the completion runs (the loan flows' options, and the completion's own). */
export interface CompletionModelOptions extends LoanFlowOptions {
  /** The case number from the `application-id` attribute; the page's `?id=` wins. */
  applicationId?: string | undefined;
  /** Default: the native bridge's `startSigning`, given by the signing step (it comes with the step). */
  signingHost?: SigningHost | undefined;
  /**
   * Opens an address in the browser outside the bank's app; returns false when there is no app, and
   * the link then works as a link. Default: the native bridge's `openBrowser`, which the insurance
   * step uses (it comes with the step).
   */
  openBrowser?: ((url: string) => boolean) | undefined;
}

/**
 * The completion's state and actions (spec 1 §2 "Completion flow", §4), on the loan-flow core (login
 * session, customer, step engine, tax-data consent, KYC). Read it by capability:
 *
 * - the entry (`completion.entry.ts`): the case number, the case and the rules after fetch, where the
 *   steps open;
 * - the seven steps (here): which are skipped and which are done, «Forrige» and «Neste», the answers
 *   of steps 3 and 4, kept in the draft (`completion.draft.ts`, loaded with the entry);
 * - the update of steps 4 and 5 (`completion.update.ts`) and signing (`completion.signing.ts`), made
 *   by their steps, so their code comes with the steps;
 * - where it ends: the receipt and the outcome analytics (`completion.receipt.ts`).
 */
export class CompletionModel {
  /** The loan-flow core: login session, customer, step engine, tax-data consent, KYC. */
  readonly core: LoanFlowCore<CompletionStep>;
  readonly phase = signal<CompletionPhase>({ status: 'loading' });
  readonly user: LoanFlowCore<CompletionStep>['user'];
  readonly engine: LoanFlowCore<CompletionStep>['engine'];
  /** Step 2, the tax-data consent (the core's). */
  readonly sblController: LoanFlowCore<CompletionStep>['sbl'];
  /** Step 5, the customer declaration (the core's; its token is kept per case). */
  readonly kyc: LoanFlowCore<CompletionStep>['kyc'];
  readonly caseId: string | null;
  readonly application = signal<ApplicationResponse | null>(null);
  readonly trafficLightOn = signal(false);
  readonly insuranceOn = signal(false);
  /** Where the completion ends: the receipt (or an error screen) and the outcome analytics. */
  readonly receipt = new CompletionReceipt(this);

  // ── The customer's answers (kept in the draft) ──
  readonly insurance = signal<InsuranceState>({ order: null, confirmed: false });
  readonly contact = signal<ContactDetails>({ email: '', phone: '' });
  readonly contactSaved = signal(false);
  /** Step 4's consent answers (the consents controller reads and writes them here). */
  readonly answers = signal<ConsentAnswerMap>({});
  /** Step 4's consents (the loan flows' one consents controller). */
  readonly consents: ConsentsController;

  /** An advisor's application skips the tax-data consent (spec 1 §2, §6). */
  readonly advisor = computed(
    () => this.application.value?.advisorApplication === true || this.core.session.value?.directChannel === 'ADVISOR',
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
  readonly #storage: DraftStorage | undefined;
  readonly #now: () => number;
  /** Where the case's declaration token is kept in session storage (decision 0035). */
  readonly #kycTokens: { storage: TokenStorage | undefined; key: string; now: () => number } | null;
  /** The customer's draft of this case, from the fetch on (its key needs the customer's role). */
  #draft: CaseDraft | null = null;
  readonly #signingHost: SigningHost | undefined;
  #signing: SigningController | null = null;
  #update: CompletionUpdate | null = null;

  constructor(options: CompletionModelOptions) {
    this.client = options.client;
    this.config = options.config;
    this.host = options.host;
    // The native app bridge (decision 0027): in the bank's app, signing and the browser go through it.
    this.openBrowser = options.openBrowser;
    this.#signingHost = options.signingHost;
    const storage = (this.#storage = options.stepStorage ?? defaultStorage());
    const now = (this.#now = () => (options.now?.() ?? new Date()).getTime());
    const page = pageOf(options);
    const caseId = (this.caseId = (page.location && caseIdOf(page.location.href)) ?? entryId(options.applicationId));
    this.insuranceRate = insuranceRate(this.config.texts['completion.insurance.ratePercent']);
    this.#kycTokens = caseId ? { storage, key: kycTokenKey('completion', caseId), now } : null;
    const core = (this.core = new LoanFlowCore<CompletionStep>(
      { ...options, ...page },
      {
        route: COMPLETION_ROUTE,
        stepKey: caseId ? `${STORAGE_PREFIX}completion:step:${storageTag(caseId)}` : null,
        isSkipped: (step) => this.#skipped(step),
        isDone: (step) => this.isDone(step),
        advisor: () => this.advisor.value,
        kycTokens: this.#kycTokens ?? { read: () => null, write: () => undefined },
        show: (phase) => (this.phase.value = phase),
        sblAccepted: () => {
          this.keepDraft();
          // From step 1 or 2 on to the step after the consent (spec 1 §2 "Start").
          if (this.engine.current.value === 'start') this.engine.next();
          if (this.engine.current.value === 'sbl') this.engine.next();
        },
        keep: () => this.keepDraft(),
      },
    ));
    this.user = core.user;
    this.engine = core.engine;
    this.sblController = core.sbl;
    this.kyc = core.kyc;
    this.consents = new ConsentsController({
      transport: this.client,
      answers: this.answers,
      setAnswers: (answers) => (this.answers.value = answers),
      onAnswer: () => this.keepDraft(),
      // Answers already saved (the update failed after them) are not sent again (decision 0034).
      skipSaved: true,
    });
  }

  // ── Entry ──────────────────────────────────────────────────────────────────────────────────────

  /**
   * Starts the flow: the case number, the login session (else the BankID login and back), then the
   * entry (`completion.entry.ts`): the customer, the case with the rules after fetch, the toggles, the
   * draft and the consents; then the steps.
   */
  async load(): Promise<void> {
    const id = this.caseId;
    if (!id) {
      this.phase.value = { status: 'missing-case-id' };
      return;
    }
    const failure = await this.core.enter(() => enterCase(this, id));
    if (failure) this.phase.value = { status: 'error', error: failure, fallback: 'generic', retry: true };
  }

  /** Loads the case again (the error screen's «Prøv igjen»). */
  retry(): void {
    void this.load();
  }

  // ── The steps ──────────────────────────────────────────────────────────────────────────────────

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
        return insuranceAnswered(this.insurance.value);
      case 'contact':
        return this.contactSaved.value;
      case 'kyc':
        return (
          this.kyc.answered &&
          ['idle', 'submitted'].includes(this.engine.saveOf(COMPLETION_STEPS.indexOf('kyc')).status)
        );
      case 'signing':
        return application !== null && receiptOpens(application);
      case 'receipt':
        return false;
    }
  }

  /** Opens a step by its name (the entry's rules; a skipped step is refused by the engine). */
  open(step: CompletionStep): void {
    // At the receipt the declaration and the answers are behind the customer: nothing more is kept.
    if (step === 'receipt') this.forgetDraft();
    this.engine.goTo(COMPLETION_STEPS.indexOf(step));
  }

  /**
   * «Forrige»: the previous step that counts. From KYC: step 1 when step 4 is skipped, else step 4
   * (spec 1 §2); a tax-data consent already given is passed over on the way back, as on the way there.
   */
  previous(): void {
    // While step 4's or 5's update runs (the step's save), «Forrige» waits.
    if (this.engine.currentSave.value.status === 'submitting') return;
    batch(() => {
      this.core.notice.value = null;
      this.engine.resetSave(this.engine.index.value);
    });
    if (
      this.engine.current.value === 'kyc' &&
      !this.engine.visible.value.includes(COMPLETION_STEPS.indexOf('contact'))
    ) {
      this.open('start');
      return;
    }
    if (this.engine.previous() && this.engine.current.value === 'sbl' && this.sblController.accepted) {
      this.open('start');
    }
  }

  /** Step 1's «Neste» (spec 1 §2 "Start"): SBL not accepted → step 2, else step 3. */
  async start(): Promise<void> {
    this.core.notice.value = null;
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

  /** Step 3: keeps the answers as the customer gives them (the step's guard and the draft read them). */
  keepInsurance(answers: InsuranceState): void {
    this.insurance.value = { order: answers.order, confirmed: answers.confirmed };
    this.keepDraft();
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

  /**
   * Step 4: keeps what the customer types (so going back and forth, a failed save, a login on the way
   * or a reload loses nothing).
   */
  keepContact(details: ContactDetails): void {
    this.contact.value = details;
    this.keepDraft();
  }

  /**
   * Steps 4 and 5's update (`completion.update.ts`), made once by `make` when the first of them opens:
   * its code comes with the steps, not with the first view.
   */
  updateWith(make: (model: CompletionModel) => CompletionUpdate): CompletionUpdate {
    return (this.#update ??= make(this));
  }

  /** Step 6's controller (`completion.signing.ts`), made once by `make` when the step first opens. */
  signingWith(make: (options: SigningControllerOptions) => SigningController): SigningController {
    return (this.#signing ??= make({
      client: this.client,
      application: this.application,
      signingHost: this.#signingHost,
      location: this.core.location,
      onSigned: () => {
        this.forgetDraft();
        this.engine.next();
        this.engine.forget();
      },
      onSessionLost: () => this.core.expired(),
    }));
  }

  // ── The draft ──────────────────────────────────────────────────────────────────────────────────

  /** The entry: the draft of this case, once the case says whose it is, and what it kept (decision 0036). */
  restoreDraft(drafts: typeof import('./completion.draft.js'), application: ApplicationResponse): void {
    this.#draft = new drafts.CaseDraft(this.#storage, application, this.#now, this);
    this.#draft.restore();
  }

  /** Writes the answers to the draft (once the entry has read it). */
  keepDraft(): void {
    this.#draft?.keep();
  }

  /** The case is behind the customer: the draft and the declaration token go. */
  forgetDraft(): void {
    this.#draft?.clear();
    try {
      this.#kycTokens?.storage?.removeItem(this.#kycTokens.key);
    } catch {
      // blocked storage: nothing was kept
    }
  }

  /** Sends `salgspant-analytics` once per case and status (a receipt shown; the receipt view calls it). */
  reportOutcome(): void {
    const application = this.application.value;
    if (application) this.receipt.report(application);
  }

  /** Cancels the model's calls (the element is removed). */
  dispose(): void {
    this.#signing?.dispose();
    this.core.dispose();
  }
}
