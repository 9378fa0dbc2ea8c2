import { batch, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
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
  readonly #o: ConsentsControllerOptions;
  #loading: Promise<void> | null = null;
  #saved: string | null = null;
  // Public as read-only signals; the controller alone writes them (through #set).
  /** The consents offered (GET /consent), once loaded. */
  readonly consents: ReadonlySignal<readonly Consent[]> = signal<readonly Consent[]>([]);
  readonly consentsStatus: ReadonlySignal<ConsentsLoadStatus> = signal<ConsentsLoadStatus>('idle');
  /** The last failure to load (spec 1 §8: the exception is stored; the step shows its own text). */
  readonly error: ReadonlySignal<Error | null> = signal<Error | null>(null);
  /** The customer's answers so far (where the flow keeps them). */
  readonly consentAnswers: ReadonlySignal<ConsentAnswerMap>;

  constructor(options: ConsentsControllerOptions) {
    this.#o = options;
    this.consentAnswers = options.answers;
  }

  #set<T>(target: ReadonlySignal<T>, value: T): void {
    // eslint-disable-next-line @typescript-eslint/no-unsafe-class-instance-assignment -- each target is one of this class's own signals, made with signal() above
    (target as Signal<T>).value = value;
  }

  /** Fetches the consents: once, joined while under way, and again after a failure. */
  loadConsents(): Promise<void> {
    if (this.consentsStatus.peek() === 'ready') return Promise.resolve();
    return (this.#loading ??= this.#fetch().finally(() => (this.#loading = null)));
  }

  async #fetch(): Promise<void> {
    this.#set(this.consentsStatus, 'loading');
    try {
      const consents = await getConsents(this.#o.transport);
      batch(() => {
        const drafted = this.#o.answers.peek();
        const answers: Record<string, GivenConsentAnswer> = {};
        for (const consent of consents) {
          const id = consent.samtykkeId.value;
          const answer = startingConsentAnswer(consent.svar, Object.hasOwn(drafted, id) ? drafted[id] : undefined);
          if (answer) answers[id] = answer;
        }
        this.#set(this.consents, consents);
        this.#o.setAnswers(answers);
        this.#set(this.consentsStatus, 'ready');
      });
    } catch (error) {
      // A call aborted because the element left the page: nothing failed.
      const aborted = error instanceof ServiceError && error.aborted;
      batch(() => {
        if (!aborted) this.#set(this.error, error instanceof Error ? error : new Error(String(error)));
        this.#set(this.consentsStatus, aborted ? 'idle' : 'failed');
      });
    }
  }

  /** The customer's «Ja» or «Nei». */
  answerConsent(samtykkeId: string, answer: GivenConsentAnswer): void {
    const answers = this.#o.answers.peek();
    if (Object.hasOwn(answers, samtykkeId) && answers[samtykkeId] === answer) return;
    batch(() => {
      this.#o.setAnswers({ ...answers, [samtykkeId]: answer });
      this.#o.onAnswer?.();
    });
  }

  /** POST /consent with every consent offered; a failure is thrown (the step's save keeps it). */
  async saveConsents(): Promise<void> {
    const offered = this.consents.peek().map((consent) => consent.samtykkeId.value);
    if (offered.length === 0) return;
    const answers = consentAnswersToSave(offered, this.#o.answers.peek());
    const saved = JSON.stringify(answers);
    if (this.#o.skipSaved && saved === this.#saved) return;
    await saveConsents(this.#o.transport, answers);
    this.#saved = saved;
  }
}
