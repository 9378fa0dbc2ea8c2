import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import type { KycServiceClient } from '../../api/kyc-client.js';
import { asServiceError, ServiceError } from '../../api/service-error.js';
import { isOuterPath } from '../../config/paths.js';
import { navigate } from '../../platform/events.js';
import { elementLanguage, withUiLocales } from '../../texts/language.js';
import { StepEngine, storageTag, type SaveState } from '../../platform/steps.js';
import type {
  CompletionResultStatus,
  ConfirmCorporateInformationRequest,
  ConfirmCountriesResponse,
  FormResponse,
  PostalCheckResult,
  Section,
  SubmitCheckboxSourceOfIncomeSectionRequest,
  SubmitCorporateActorsRequest,
  SubmitCorporateInstitutionTypeSectionRequest,
  SubmitDynamicSectionRequest,
  SubmitPepRcaRequest,
  SubmitSourceOfIncomeSectionRequest,
  SubmitTaxRelationSectionRequest,
} from '../../schemas/kyc.js';
import { KycDrafts } from './drafts.js';
import type { KycCompleteDetail } from './kyc-declaration.events.js';
import { defaultStorage } from '../../platform/storage.js';
import { KycLists } from './kyc-declaration.lists.js';
import type { KycTokenProvider } from './kyc-declaration.token.js';
import type { FormState, KycDeclarationModelOptions, Outcome } from './kyc-declaration.types.js';

/** The storage key prefix of the declaration's current section (spec 2 §9: 'v1' prefix). */
export const KYC_STEP_KEY_PREFIX = 'v1:kyc:step:';

/** Section types the customer moves on from without a save of their own. */
const NO_SAVE = new Set(['WELCOME', 'WELCOME_WITH_PRODUCTS', 'PROCESS_SUMMARY', 'READ_ONLY_ACTORS']);

/** Thrown inside a countries save when the service answers anything but OK, carrying its answer. */
class CountriesNotConfirmed extends Error {
  constructor(readonly answer: ConfirmCountriesResponse) {
    super(`confirmCountries answered ${answer.typeInfo}`);
    this.name = 'CountriesNotConfirmed';
  }
}

/**
 * The declaration's state and actions (spec 2 §4): the form, the step engine over its sections, the
 * reference lists, the outcome and the session. The only place that calls the KYC service.
 */
export class KycDeclarationModel {
  readonly form = signal<FormState>({ status: 'loading' });
  readonly outcome = signal<Outcome>({ status: 'open' });
  /** «Økten utløpt»: keep-alive or a call answered 401. */
  readonly sessionExpired = signal(false);
  /** The step engine; created when the form is loaded. */
  readonly engine = signal<StepEngine<Section> | null>(null);
  /** What the customer typed and has not saved, per section (created with the engine; decision 0018). */
  drafts: KycDrafts = new KycDrafts('none', undefined);

  /** The reference lists and summaries the sections fetch. */
  readonly lists: KycLists;

  /** The sections of the form (empty until loaded). */
  readonly sections: ReadonlySignal<readonly Section[]> = computed(() => {
    const state = this.form.value;
    return state.status === 'ready' ? state.form.sections : [];
  });

  readonly failureUrl: string | undefined;
  readonly redirectUrl: string | undefined;

  readonly #client: KycServiceClient;
  readonly #token: string | undefined;
  readonly #tokenProvider: KycTokenProvider | undefined;
  readonly #kycContext: string;
  readonly #host: EventTarget;
  #onComplete: KycDeclarationModelOptions['onComplete'];
  readonly #storage: Storage | undefined;
  readonly #location: KycDeclarationModelOptions['location'];
  readonly #preload: (() => Promise<unknown>) | undefined;
  readonly #now: () => number;
  #reported = false;
  #disposed = false;

  /** Replaces the completion callback (a component passes its latest `onComplete` prop). */
  setOnComplete(handler: KycDeclarationModelOptions['onComplete']): void {
    this.#onComplete = handler;
  }

  constructor(options: KycDeclarationModelOptions) {
    this.#client = options.client;
    this.lists = new KycLists(options.client, (error) => this.#noticeExpiry(error));
    this.#token = options.token === '' ? undefined : options.token;
    this.#tokenProvider = options.tokenProvider;
    this.#kycContext = options.kycContext;
    this.#host = options.host;
    this.#onComplete = options.onComplete;
    this.#storage = options.storage ?? defaultStorage();
    this.#location = options.location ?? (typeof location === 'undefined' ? undefined : location);
    this.#preload = options.preload;
    this.#now = options.now ?? (() => Date.now());
    this.failureUrl = options.failureUrl && isOuterPath(options.failureUrl) ? options.failureUrl : undefined;
    this.redirectUrl = options.redirectUrl && isOuterPath(options.redirectUrl) ? options.redirectUrl : undefined;
  }

  // ── Loading and the session ───────────────────────────────────────────────────────────────────

  /**
   * Obtains the token (attribute, provider, or the one kept in session storage), fetches the form
   * (v8, v7 when v8 is not offered), resumes at the stored section and starts keep-alive.
   */
  async load(): Promise<void> {
    this.form.value = { status: 'loading' };
    void this.#preload?.();
    try {
      if (this.#token) this.#client.setToken(this.#token);
      else if (this.#tokenProvider) this.#client.setToken(await this.#tokenProvider(this.#client));
      const token = this.#client.token;
      if (!token) {
        this.form.value = { status: 'no-token' };
        return;
      }
      const form = await this.#fetchForm();
      if (this.#disposed) return;
      const engine = new StepEngine<Section>({
        steps: form.sections,
        storageKey: `${KYC_STEP_KEY_PREFIX}${storageTag(token)}`,
        storage: this.#storage,
        now: this.#now,
      });
      // Stale drafts go with the stale index entries, on the same rule (decision 0018).
      KycDrafts.cleanStale(this.#storage, this.#now());
      this.drafts = new KycDrafts(storageTag(token), this.#storage, this.#now);
      batch(() => {
        this.engine.value = engine;
        this.form.value = { status: 'ready', form };
        if (form.process.completed === true) this.outcome.value = { status: 'done', result: null };
      });
      if (form.process.completed !== true) this.#startKeepAlive();
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      const failure = asServiceError(error);
      if (failure.status === 401) this.sessionExpired.value = true;
      this.form.value = { status: 'failed', error: failure };
    }
  }

  async #fetchForm(): Promise<FormResponse> {
    try {
      return await this.#client.getForm(this.#kycContext, 8);
    } catch (error) {
      if (error instanceof ServiceError && (error.status === 404 || error.status === 405)) {
        return this.#client.getForm(this.#kycContext, 7);
      }
      throw error;
    }
  }

  #startKeepAlive(): void {
    this.#client.startKeepAlive({
      onSessionExpired: () => {
        this.sessionExpired.value = true;
      },
    });
  }

  /** «Lukk» on the session-expired modal: the answers on the page stay as they are. */
  closeSessionExpired(): void {
    this.sessionExpired.value = false;
  }

  /** Stops keep-alive and cancels calls in flight (the element left the page). */
  dispose(): void {
    this.#disposed = true;
    this.#client.abort();
  }

  // ── Moving through the sections ───────────────────────────────────────────────────────────────

  /** The save of a section. */
  saveOf(index: number): SaveState {
    return this.engine.value?.saveOf(index) ?? { status: 'idle', error: null };
  }

  /** Whether a section type moves on without a save of its own. */
  static movesOnWithoutSave(type: string): boolean {
    return NO_SAVE.has(type);
  }

  /** «Neste» of a section without a save: the next section, or the completion after the last. */
  advance(): void {
    const engine = this.engine.value;
    if (!engine || this.outcome.value.status !== 'open') return;
    if (engine.isLast.value) void this.complete();
    else engine.next();
  }

  /** Runs a section's save and moves on when it succeeds. Returns whether it succeeded. */
  async #saveAndAdvance(index: number, action: () => Promise<unknown>): Promise<boolean> {
    const engine = this.engine.value;
    if (!engine) return false;
    const result = await engine.save(index, action);
    if (result.ok) {
      this.drafts.clear(index);
      if (engine.index.value === index) this.advance();
      return true;
    }
    if ('error' in result) this.#noticeExpiry(result.error);
    return false;
  }

  #noticeExpiry(error: unknown): void {
    if (error instanceof ServiceError && error.status === 401) this.sessionExpired.value = true;
  }

  // ── Section actions ───────────────────────────────────────────────────────────────────────────

  /**
   * Confirms the register's countries. OK moves on; NOT_VALID stays on the section; NOT_VERIFIED and
   * ERROR (and a failed call) show the retry message. Returns the verification answer, or null when
   * the call failed.
   */
  async confirmCountries(
    index: number,
    body: { countryOfBirth: string; countryOfResidence: string; citizenship: string[] },
  ): Promise<ConfirmCountriesResponse | null> {
    const engine = this.engine.value;
    if (!engine) return null;
    const result = await engine.save(index, async () => {
      const answer = await this.#client.confirmCountries(body);
      if (answer.typeInfo !== 'OK') throw new CountriesNotConfirmed(answer);
      return answer;
    });
    if (result.ok) {
      if (engine.index.value === index) this.advance();
      return result.value;
    }
    if ('busy' in result) return null;
    if (result.error instanceof ServiceError) {
      this.#noticeExpiry(result.error);
      return null;
    }
    if (result.error instanceof CountriesNotConfirmed) return result.error.answer;
    return result.error as ConfirmCountriesResponse;
  }

  submitPepRca(index: number, body: SubmitPepRcaRequest): Promise<boolean> {
    return this.#saveAndAdvance(index, () => this.#client.submitPepRca(body));
  }

  submitTaxRelations(index: number, body: SubmitTaxRelationSectionRequest): Promise<boolean> {
    return this.#saveAndAdvance(index, () => this.#client.submitTaxRelationSection(body));
  }

  submitSourceOfIncome(index: number, body: SubmitSourceOfIncomeSectionRequest): Promise<boolean> {
    return this.#saveAndAdvance(index, () => this.#client.submitSourceOfIncomeSection(body));
  }

  submitCheckboxSourceOfIncome(index: number, body: SubmitCheckboxSourceOfIncomeSectionRequest): Promise<boolean> {
    return this.#saveAndAdvance(index, () => this.#client.submitCheckboxSourceOfIncomeSection(body));
  }

  submitDynamic(index: number, answers: SubmitDynamicSectionRequest['answers']): Promise<boolean> {
    return this.#saveAndAdvance(index, () => this.#client.submitDynamicSection({ sectionIndex: index, answers }));
  }

  /** «Bekreft» of the corporate information: the business code chosen, the register's form and date. */
  confirmCorporateInformation(index: number, body: ConfirmCorporateInformationRequest): Promise<boolean> {
    return this.#saveAndAdvance(index, () => this.#client.confirmCorporateInformation(body));
  }

  /** The board's confirmation or the beneficial owners (POST kyc/v3/corporate-actors). */
  submitCorporateActors(index: number, body: SubmitCorporateActorsRequest): Promise<boolean> {
    return this.#saveAndAdvance(index, () => this.#client.submitCorporateActors(body));
  }

  /** Financial or non-financial institution (POST kyc/submitCorporateInstitutionTypeSection). */
  submitInstitutionType(index: number, body: SubmitCorporateInstitutionTypeSectionRequest): Promise<boolean> {
    return this.#saveAndAdvance(index, () => this.#client.submitCorporateInstitutionTypeSection(body));
  }

  /**
   * Checks a postal code for a country (GET kyc/postal-codes/verify; the service answers an empty code
   * with 'No postal code'). A failed call marks the code invalid with the error's message (spec 2 §8).
   */
  async verifyPostalCode(code: string, country: string): Promise<PostalCheckResult> {
    try {
      return await this.#client.verifyPostalCode(code.trim(), country);
    } catch (error) {
      this.#noticeExpiry(error);
      return { typeInfo: 'invalid', message: asServiceError(error).message };
    }
  }

  confirmCaseSummary(index: number, caseId: string): Promise<boolean> {
    return this.#saveAndAdvance(index, () => this.#client.confirmCaseSummary(caseId));
  }

  /**
   * «Neste» of an information section. With `finalizeWithStatus` the declaration ends with that
   * status: it is reported, and the browser goes to `redirectUrl` when one is given.
   */
  continueInformation(section: { finalizeWithStatus?: CompletionResultStatus | null; redirectUrl?: string | null }) {
    const status = section.finalizeWithStatus;
    if (!status) {
      this.advance();
      return;
    }
    const detail = { caseStatus: status, kycStatus: status };
    this.#finish(detail);
    const url = section.redirectUrl;
    if (url && isOuterPath(url))
      navigate(this.#host, { href: url, path: url.split(/[?#]/)[0] ?? url, route: null }, this.#location);
  }

  /**
   * Tax signing (GET signing/start): a URL sends the browser there (it comes back to this page and
   * resumes at this section); completed moves on.
   */
  async startSigning(index: number): Promise<boolean> {
    const engine = this.engine.value;
    if (!engine) return false;
    // The whole address, hash included: inside <salgspant-app> the hash is the route the customer is on
    // (the application's step 4 on /lane/salgspant#/application/form), and the signing comes back to it.
    const here = this.#location
      ? `${this.#location.pathname}${this.#location.search}${this.#location.hash}`
      : undefined;
    const result = await engine.save(index, () =>
      this.#client.startSigning(here && isOuterPath(here) ? here : undefined),
    );
    if (!result.ok) {
      if ('error' in result) this.#noticeExpiry(result.error);
      return false;
    }
    if (result.value.completed) {
      if (engine.index.value === index) this.advance();
      return true;
    }
    if (result.value.url) {
      // The signing in the element's language (decision 0111).
      const url = withUiLocales(result.value.url, elementLanguage(this.#host));
      navigate(this.#host, { href: url, path: url.split(/[?#]/)[0] ?? url, route: null }, this.#location);
    }
    return true;
  }

  // ── Completion ────────────────────────────────────────────────────────────────────────────────

  /**
   * Completes the declaration (POST kyc/v2/complete-declaration) unless it is completed or in
   * progress, and sends it once: a call while it completes or after it is done does nothing. FAILED (or a
   * failed call) is the failure outcome; any other status is done, reported once.
   */
  async complete(): Promise<void> {
    const state = this.form.value;
    const now = this.outcome.value.status;
    // Once completing or done, a second call (a double press, a caller's retry) sends nothing again.
    if (state.status !== 'ready' || now === 'completing' || now === 'done') return;
    if (state.form.process.completed === true || state.form.process.inProgress === true) {
      this.outcome.value = { status: 'done', result: null };
      return;
    }
    this.outcome.value = { status: 'completing' };
    try {
      const { caseStatus } = await this.#client.completeDeclaration(2);
      if (caseStatus === 'FAILED') {
        this.outcome.value = { status: 'failed', error: null };
        return;
      }
      this.#finish({ caseStatus, kycStatus: caseStatus });
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      this.#noticeExpiry(error);
      this.outcome.value = { status: 'failed', error: asServiceError(error) };
    }
  }

  /** «Prøv igjen» after a failed completion. */
  retryCompletion(): Promise<void> {
    this.outcome.value = { status: 'open' };
    return this.complete();
  }

  #finish(detail: KycCompleteDetail): void {
    this.outcome.value = { status: 'done', result: detail };
    this.#client.stopKeepAlive();
    this.engine.value?.forget();
    this.drafts.clearAll();
    if (this.#reported) return;
    this.#reported = true;
    this.#onComplete?.(detail);
  }

  /** A path of the bank's site the done or failure screen goes to. */
  goTo(path: string): void {
    navigate(this.#host, { href: path, path: path.split(/[?#]/)[0] ?? path, route: null }, this.#location);
  }
}
