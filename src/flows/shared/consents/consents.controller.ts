import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { getConsents, saveConsents } from '../../../api/loan-calls.js';
import type { LoanTransport } from '../../../api/loan-client.js';
import { ServiceError } from '../../../api/service-error.js';
import { consentAnswersToSave, startingConsentAnswer, type GivenConsentAnswer } from '../../../domain/applicants.js';
import type { Consent } from '../../../schemas/loan.js';

/** The customer's answers by samtykkeId (an absent id is unanswered). */
export type ConsentAnswerMap = Readonly<Record<string, GivenConsentAnswer>>;

/** Where the consents are: loading, loaded, or failed to load (retry with `loadConsents`). */
export type ConsentsLoadStatus = 'idle' | 'loading' | 'ready' | 'failed';

export interface ConsentsControllerOptions {
  /** The loan service: GET /consent and POST /consent. */
  transport: LoanTransport;
  /**
   * Where the answers live: the flow's draft keeps them (the application's step 3 in its draft, the
   * completion in its own), so a reload or a login on the way loses none.
   */
  answers: ReadonlySignal<ConsentAnswerMap>;
  /** Writes the answers where `answers` reads them. */
  setAnswers: (answers: ConsentAnswerMap) => void;
  /** Called after the customer changed an answer (what the step handed on no longer holds). */
  onAnswer?: () => void;
  /**
   * Whether answers already saved in this visit are not sent again (the completion, whose update can
   * fail after the consents were saved: decision 0034). The application's step 3 saves each time the
   * customer confirms the step.
   */
  skipSaved?: boolean;
}

/**
 * The consents of spec 1 §3, one controller for the application's step 3 and the completion's step 4:
 * GET /consent (once; again after a failure), each answered «Ja» or «Nei» starting from this visit's
 * answer or the one the service saved before, and POST /consent with one answer per consent offered
 * (unanswered as UBESVART), optionally not again when already saved (decision 0034); with no consents
 * offered, or none fetched, there is nothing to save: the completion asks again (spec 1 §2 "Contact step").
 */
export class ConsentsController {
  readonly #transport: LoanTransport;
  readonly #answers: ReadonlySignal<ConsentAnswerMap>;
  readonly #setAnswers: (answers: ConsentAnswerMap) => void;
  readonly #onAnswer: (() => void) | undefined;
  readonly #skipSaved: boolean;
  readonly #consents = signal<readonly Consent[]>([]);
  readonly #status = signal<ConsentsLoadStatus>('idle');
  readonly #error = signal<Error | null>(null);
  #loading: Promise<void> | null = null;
  #saved: string | null = null;

  /** The consents offered (GET /consent), once loaded. */
  readonly consents: ReadonlySignal<readonly Consent[]> = computed(() => this.#consents.value);
  readonly consentsStatus: ReadonlySignal<ConsentsLoadStatus> = computed(() => this.#status.value);
  /** The customer's answers so far. */
  readonly consentAnswers: ReadonlySignal<ConsentAnswerMap>;
  /** The last failure to load (spec 1 §8: the exception is stored; the step shows its own text). */
  readonly error: ReadonlySignal<Error | null> = computed(() => this.#error.value);

  constructor(options: ConsentsControllerOptions) {
    this.#transport = options.transport;
    this.#answers = options.answers;
    this.#setAnswers = options.setAnswers;
    this.#onAnswer = options.onAnswer;
    this.#skipSaved = options.skipSaved ?? false;
    this.consentAnswers = computed(() => this.#answers.value);
  }

  /** Fetches the consents: once, joined while under way, and again after a failure. */
  loadConsents(): Promise<void> {
    if (this.#status.peek() === 'ready') return Promise.resolve();
    this.#loading ??= this.#fetch().finally(() => {
      this.#loading = null;
    });
    return this.#loading;
  }

  async #fetch(): Promise<void> {
    this.#status.value = 'loading';
    try {
      const consents = await getConsents(this.#transport);
      batch(() => {
        const drafted = this.#answers.peek();
        const answers: Record<string, GivenConsentAnswer> = {};
        for (const consent of consents) {
          const id = consent.samtykkeId.value;
          const answer = startingConsentAnswer(consent.svar, Object.hasOwn(drafted, id) ? drafted[id] : undefined);
          if (answer) answers[id] = answer;
        }
        this.#consents.value = consents;
        this.#setAnswers(answers);
        this.#status.value = 'ready';
      });
    } catch (error) {
      // A call aborted because the element left the page: nothing failed.
      if (error instanceof ServiceError && error.aborted) {
        this.#status.value = 'idle';
        return;
      }
      batch(() => {
        this.#error.value = error instanceof Error ? error : new Error(String(error));
        this.#status.value = 'failed';
      });
    }
  }

  /** The customer's «Ja» or «Nei». */
  answerConsent(samtykkeId: string, answer: GivenConsentAnswer): void {
    const answers = this.#answers.peek();
    if (Object.hasOwn(answers, samtykkeId) && answers[samtykkeId] === answer) return;
    batch(() => {
      this.#setAnswers({ ...answers, [samtykkeId]: answer });
      this.#onAnswer?.();
    });
  }

  /** POST /consent with every consent offered; a failure is thrown (the step's save keeps it). */
  async saveConsents(): Promise<void> {
    const offered = this.#consents.peek().map((consent) => consent.samtykkeId.value);
    if (offered.length === 0) return;
    const answers = consentAnswersToSave(offered, this.#answers.peek());
    const saved = JSON.stringify(answers);
    if (this.#skipSaved && saved === this.#saved) return;
    await saveConsents(this.#transport, answers);
    this.#saved = saved;
  }
}
