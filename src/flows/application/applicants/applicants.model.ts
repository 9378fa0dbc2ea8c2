import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import { asksTradeIn, type GivenConsentAnswer } from '../../../domain/applicants.js';
import { applicantsSchema } from '../../../schemas/applicants.js';
import type { Consent } from '../../../schemas/loan.js';
import { ConsentsController, type ConsentsLoadStatus } from '../../shared/consents/consents.controller.js';
import { emptyCoApplicant, emptyDraft, restoreDraft } from './applicants.draft.js';
import { applicantsValidator, candidatesOf, type ApplicantsContext } from './applicants.validation.js';
import type {
  ApplicantsDraft,
  ApplicantsFormValues,
  ApplicantsModel,
  ApplicantsModelOptions,
  ApplicantsResult,
  ConsentsSaveStatus,
} from './contract.js';

/**
 * The applicants step's state and actions (spec 1 §2 step 3): what the customer typed (the draft the
 * application keeps in session storage), the consents (GET /consent) and their answers, and the
 * step's submit, which saves the answers (POST /consent, unanswered as UBESVART) and sets the result.
 *
 * The co-applicant's national id is kept in this object only, never in the draft: the draft goes to
 * session storage, where no national id may be stored. After a reload the customer types it again;
 * within the page (going back a step and forth again) it stays (decision 0016).
 */
class ApplicantsStepModel implements ApplicantsModel {
  readonly #context: ApplicantsContext;
  readonly #draft: Signal<ApplicantsDraft>;
  readonly #result = signal<ApplicantsResult | null>(null);
  readonly #consentsController: ConsentsController;
  readonly #saveStatus = signal<ConsentsSaveStatus>('idle');
  readonly #error = signal<Error | null>(null);
  #coApplicantSsn = '';

  readonly firstName: string;
  readonly asksTradeIn: boolean;
  readonly validator: ApplicantsModel['validator'];

  readonly draft: ReadonlySignal<ApplicantsDraft>;
  readonly result: ReadonlySignal<ApplicantsResult | null> = computed(() => this.#result.value);
  readonly consents: ReadonlySignal<readonly Consent[]>;
  readonly consentsStatus: ReadonlySignal<ConsentsLoadStatus>;
  readonly saveStatus: ReadonlySignal<ConsentsSaveStatus> = computed(() => this.#saveStatus.value);
  /** The last failure of a consent call (spec 1 §8: the exception is stored; the step shows its own text). */
  readonly error: ReadonlySignal<Error | null>;
  readonly consentAnswers: ReadonlySignal<Readonly<Record<string, GivenConsentAnswer>>>;

  constructor(options: ApplicantsModelOptions) {
    const { user, loanType } = options;
    this.#context = { mainSsn: user.ssn, firstName: user.firstName, lastName: user.lastName, loanType };
    this.firstName = user.firstName;
    this.asksTradeIn = asksTradeIn(loanType);
    this.validator = applicantsValidator(this.#context);
    const restored = options.initialDraft === undefined ? null : restoreDraft(options.initialDraft);
    this.#draft = signal(restored ?? emptyDraft({ email: user.email, phone: user.phone }));
    this.draft = computed(() => this.#draft.value);
    // The answers live in the draft (session storage), so a reload or the login round trip keeps them.
    const consents = new ConsentsController({
      transport: options.transport,
      answers: computed(() => this.#draft.value.consents),
      setAnswers: (answers) => (this.#draft.value = { ...this.#draft.peek(), consents: { ...answers } }),
      // An answer changed after the step was done must be saved again.
      onAnswer: () => (this.#result.value = null),
    });
    this.#consentsController = consents;
    this.consents = consents.consents;
    this.consentsStatus = consents.consentsStatus;
    this.consentAnswers = consents.consentAnswers;
    this.error = computed(() => this.#error.value ?? consents.error.value);
  }

  loadConsents(): Promise<void> {
    return this.#consentsController.loadConsents();
  }

  answerConsent(samtykkeId: string, answer: GivenConsentAnswer): void {
    this.#consentsController.answerConsent(samtykkeId, answer);
  }

  formValues(): ApplicantsFormValues {
    const { main, coApplicant } = this.#draft.value;
    return {
      main: { ...main },
      hasCoApplicant: coApplicant !== null,
      co: { ...(coApplicant ?? emptyCoApplicant()), ssn: this.#coApplicantSsn },
    };
  }

  update(values: ApplicantsFormValues): void {
    const { ssn, ...co } = values.co;
    this.#coApplicantSsn = values.hasCoApplicant ? ssn : '';
    const draft = this.#draft.value;
    this.#draft.value = {
      ...draft,
      main: { ...values.main },
      coApplicant: values.hasCoApplicant ? co : null,
    };
    // What the step handed on no longer holds once the customer changes it.
    if (this.#result.peek() !== null) this.#result.value = null;
  }

  async submit(values: ApplicantsFormValues): Promise<ApplicantsResult | null> {
    if (this.#saveStatus.value === 'saving') return null;
    const parsed = applicantsSchema.safeParse(candidatesOf(values, this.#context));
    if (!parsed.success) return null;
    this.update(values);
    this.#saveStatus.value = 'saving';
    try {
      await this.#consentsController.saveConsents();
      const result: ApplicantsResult = parsed.data;
      batch(() => {
        this.#saveStatus.value = 'idle';
        this.#result.value = result;
      });
      return result;
    } catch (error) {
      batch(() => {
        this.#error.value = error instanceof Error ? error : new Error(String(error));
        this.#saveStatus.value = 'failed';
      });
      return null;
    }
  }
}

/** Creates the applicants step's model (see the contract). */
export function createApplicantsModel(options: ApplicantsModelOptions): ApplicantsModel {
  return new ApplicantsStepModel(options);
}
