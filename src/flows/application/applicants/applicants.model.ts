import { batch, computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import { getConsents, saveConsents } from '../../../api/loan-calls.js';
import {
  asksTradeIn,
  consentAnswersToSave,
  startingConsentAnswer,
  type GivenConsentAnswer,
} from '../../../domain/applicants.js';
import { applicantsSchema } from '../../../schemas/applicants.js';
import type { Consent } from '../../../schemas/loan.js';
import { emptyCoApplicant, emptyDraft, restoreDraft } from './applicants.draft.js';
import { applicantsValidator, candidatesOf, type ApplicantsContext } from './applicants.validation.js';
import type {
  ApplicantsDraft,
  ApplicantsFormValues,
  ApplicantsModel,
  ApplicantsModelOptions,
  ApplicantsResult,
  ConsentsLoadStatus,
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
  readonly #transport: ApplicantsModelOptions['transport'];
  readonly #context: ApplicantsContext;
  readonly #draft: Signal<ApplicantsDraft>;
  readonly #result = signal<ApplicantsResult | null>(null);
  readonly #consents = signal<readonly Consent[]>([]);
  readonly #consentsStatus = signal<ConsentsLoadStatus>('idle');
  readonly #saveStatus = signal<ConsentsSaveStatus>('idle');
  readonly #error = signal<Error | null>(null);
  #coApplicantSsn = '';
  #loading: Promise<void> | null = null;

  readonly firstName: string;
  readonly asksTradeIn: boolean;
  readonly validator: ApplicantsModel['validator'];

  readonly draft: ReadonlySignal<ApplicantsDraft>;
  readonly result: ReadonlySignal<ApplicantsResult | null> = computed(() => this.#result.value);
  readonly consents: ReadonlySignal<readonly Consent[]> = computed(() => this.#consents.value);
  readonly consentsStatus: ReadonlySignal<ConsentsLoadStatus> = computed(() => this.#consentsStatus.value);
  readonly saveStatus: ReadonlySignal<ConsentsSaveStatus> = computed(() => this.#saveStatus.value);
  /** The last failure of a consent call (spec 1 §8: the exception is stored; the step shows its own text). */
  readonly error: ReadonlySignal<Error | null> = computed(() => this.#error.value);
  readonly consentAnswers: ReadonlySignal<Readonly<Record<string, GivenConsentAnswer>>>;

  constructor(options: ApplicantsModelOptions) {
    this.#transport = options.transport;
    const { user, loanType } = options;
    this.#context = { mainSsn: user.ssn, firstName: user.firstName, lastName: user.lastName, loanType };
    this.firstName = user.firstName;
    this.asksTradeIn = asksTradeIn(loanType);
    this.validator = applicantsValidator(this.#context);
    const restored = options.initialDraft === undefined ? null : restoreDraft(options.initialDraft);
    this.#draft = signal(restored ?? emptyDraft({ email: user.email, phone: user.phone }));
    this.draft = computed(() => this.#draft.value);
    this.consentAnswers = computed(() => this.#draft.value.consents);
  }

  loadConsents(): Promise<void> {
    if (this.#consentsStatus.value === 'ready') return Promise.resolve();
    this.#loading ??= this.#fetchConsents().finally(() => {
      this.#loading = null;
    });
    return this.#loading;
  }

  async #fetchConsents(): Promise<void> {
    this.#consentsStatus.value = 'loading';
    try {
      const consents = await getConsents(this.#transport);
      batch(() => {
        const drafted = this.#draft.value.consents;
        const answers: Record<string, GivenConsentAnswer> = {};
        for (const consent of consents) {
          const id = consent.samtykkeId.value;
          const answer = startingConsentAnswer(consent.svar, Object.hasOwn(drafted, id) ? drafted[id] : undefined);
          if (answer) answers[id] = answer;
        }
        this.#consents.value = consents;
        this.#draft.value = { ...this.#draft.value, consents: answers };
        this.#consentsStatus.value = 'ready';
      });
    } catch (error) {
      batch(() => {
        this.#error.value = error instanceof Error ? error : new Error(String(error));
        this.#consentsStatus.value = 'failed';
      });
    }
  }

  answerConsent(samtykkeId: string, answer: GivenConsentAnswer): void {
    const draft = this.#draft.value;
    if (draft.consents[samtykkeId] === answer) return;
    batch(() => {
      this.#draft.value = { ...draft, consents: { ...draft.consents, [samtykkeId]: answer } };
      // An answer changed after the step was done must be saved again.
      this.#result.value = null;
    });
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
      const offered = this.#consents.value.map((consent) => consent.samtykkeId.value);
      // Without consents (none offered, or they could not be fetched) there is nothing to save: the
      // completion asks for them again (spec 1 §2 "Contact step").
      if (offered.length > 0)
        await saveConsents(this.#transport, consentAnswersToSave(offered, this.#draft.value.consents));
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
