import { batch, signal, type Signal } from '@preact/signals-react';
import { getOngoingApplication } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import type { ServiceError } from '../../api/service-error.js';

import type { ApplicationResponse } from '../../schemas/loan.js';
import { failureToShow } from '../shared/session-lost.js';
import { receiptOpens } from './completion.rules.js';
import type { SigningFrame, SigningOutcome } from './signing.js';

/** Step 6. */
export type SigningState =
  /** Not started yet. */
  | { status: 'idle' }
  /** The frame is open. */
  | { status: 'open' }
  /** The bank's app signs (the bridge): waiting for its answer. */
  | { status: 'in-app' }
  /** Signed: the case is being fetched again. */
  | { status: 'checking' }
  /** The customer cancelled: the frame again, with a message. */
  | { status: 'cancelled' }
  /** The frame said signed, but the service does not have the signature yet. */
  | { status: 'not-confirmed' }
  | { status: 'error'; error: ServiceError };

/**
 * Signing outside the frame (the bank's app): returns the outcome's promise, or null when the page is
 * not in the app (then the frame is shown). Default: the native bridge's `startSigning`.
 */
export type SigningHost = (
  url: string,
  /** `origin`: the signing frame's origin, as the loan service gave it. */
  options: { signal: AbortSignal; origin: string },
) => Promise<SigningOutcome> | null;

export interface SigningControllerOptions {
  client: LoanTransport;
  /** The case: read to sign it, written with the case fetched after signing. */
  application: Signal<ApplicationResponse | null>;
  /** Default: the native bridge's `startSigning`, given by the signing step (it comes with the step). */
  signingHost?: SigningHost | undefined;
  /** This page's address. */
  location?: Pick<Location, 'href'> | undefined;
  /** The service has the signature: on to the receipt (step 7). */
  onSigned: () => void;
  /** The login session ended while the case was fetched again. */
  onSessionLost: () => Promise<void>;
}

/**
 * Step 6 of the completion, e-signing (spec 1 §2, decisions 0025 and 0027): in the page's frame, or in
 * the bank's app through the native bridge; the outcome the frame or the app reports is only a hint,
 * and only the service's answer (the case fetched again) opens the receipt.
 */
export class SigningController {
  readonly state = signal<SigningState>({ status: 'idle' });
  /** Where signing runs: the frame in this page, or the bank's app (the bridge). */
  readonly mode = signal<'frame' | 'app'>('frame');
  /** A new value gives the step a fresh frame (after a cancel, or a signature not confirmed yet). */
  readonly frameKey = signal(0);
  readonly #options: SigningControllerOptions;
  #abort: AbortController | null = null;

  constructor(options: SigningControllerOptions) {
    this.#options = options;
  }

  /** This page's address (the signing frame's return pages post their message to its origin). */
  get pageHref(): string {
    return this.#options.location?.href ?? 'http://localhost/';
  }

  /**
   * Opens signing in `frame` (the step's signing frame of the case, `signing.ts`, loaded with the
   * step): the bank's app when the page runs in it (the signing host answers a promise), otherwise
   * the frame.
   */
  begin(frame: SigningFrame, bridge: SigningHost): void {
    this.#abort?.abort();
    const abort = new AbortController();
    this.#abort = abort;
    const inApp = (this.#options.signingHost ?? bridge)(frame.src, { signal: abort.signal, origin: frame.origin });
    if (!inApp) {
      batch(() => {
        this.mode.value = 'frame';
        if (this.state.value.status === 'idle') this.state.value = { status: 'open' };
      });
      return;
    }
    batch(() => {
      this.mode.value = 'app';
      this.state.value = { status: 'in-app' };
    });
    inApp.then(
      (outcome) => {
        if (!abort.signal.aborted) void this.ended(outcome);
      },
      () => {
        // The app refused the message: the signing runs in the page's frame instead.
        if (abort.signal.aborted) return;
        batch(() => {
          this.mode.value = 'frame';
          this.state.value = { status: 'open' };
        });
      },
    );
  }

  /**
   * The frame (or the app) reported how signing ended. Cancelled: step 6 again with a message and a
   * fresh frame. Signed: the case is fetched again, and only the service's answer opens step 7.
   */
  async ended(outcome: SigningOutcome): Promise<void> {
    const { client, application } = this.#options;
    const current = application.value;
    if (!current || this.state.value.status === 'checking') return;
    if (outcome === 'cancelled') {
      batch(() => {
        this.state.value = { status: 'cancelled' };
        this.frameKey.value += 1;
      });
      return;
    }
    this.state.value = { status: 'checking' };
    try {
      const fresh = await getOngoingApplication(client, current.applicationId);
      application.value = fresh;
      if (receiptOpens(fresh)) {
        this.state.value = { status: 'idle' };
        this.#options.onSigned();
        return;
      }
      batch(() => {
        this.state.value = { status: 'not-confirmed' };
        this.frameKey.value += 1;
      });
    } catch (error) {
      const failure = await failureToShow(error, this.#options.onSessionLost);
      if (failure) this.state.value = { status: 'error', error: failure };
    }
  }

  /** Stops waiting for the app (the element is removed). */
  dispose(): void {
    this.#abort?.abort();
  }
}
