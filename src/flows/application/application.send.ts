import { computed, type ReadonlySignal } from '@preact/signals-react';
import { getLandingPage, getOngoingApplication, submitApplication } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { asServiceError, outcomeUnknown, serviceErrorFromBody } from '../../api/service-error.js';
import type { ApplicationResponse, ApplicationSubmit } from '../../schemas/loan.js';
import { ERROR_CODE_SCREENS } from '../../ui/error-catalogue.js';
import { emitOutcome } from '../shared/loan-flow.js';
import { sessionLost } from '../shared/session-lost.js';
import { afterUpdate } from '../shared/transitions.js';
import { follow } from './application.entry.js';
import type { ApplicationModel } from './application.model.js';
import { APPLICATION_STEPS, type SendState } from './application.rules.js';

const REVIEW = APPLICATION_STEPS.indexOf('review');

/**
 * Step 5's send (spec 1 §3, §4): POST /application/submit as the step engine's save of the step, so
 * «Forrige» and «Neste» wait for it and a second press is refused; never twice for one application
 * ({@link OnceOnlySend}, decision 0037). Sent, the draft is cleared, the outcome reported and the
 * transition of spec 1 §4 followed; a failure is shown where the customer is, or as its screen. Made
 * once by the step (`model.sendWith`), so its code comes with the step, not with the first view.
 */
export class ApplicationSend {
  /** The send as the step shows it (the engine's save of step 5). */
  readonly state: ReadonlySignal<SendState>;
  readonly #model: ApplicationModel;
  readonly #once: OnceOnlySend;
  /** Counts `dispose()`: a press still reading when the element is removed must not send afterwards. */
  #lifetime = 0;

  constructor(model: ApplicationModel) {
    this.#model = model;
    this.state = computed(() => {
      const save = model.engine.saveOf(REVIEW);
      if (save.status === 'submitting') return { status: 'sending' };
      if (save.status === 'error') return { status: 'failed', error: asServiceError(save.error) };
      return { status: 'idle' };
    });
    this.#once = new OnceOnlySend({
      client: model.client,
      unanswered: () => model.unansweredSend,
      noteUnanswered: (before) => model.noteUnansweredSend(before),
    });
  }

  /** Step 5 is open: the customer's cases are read now, so the send does not wait for them (decision 0037). */
  prepare(): void {
    this.#once.prepare();
  }

  /** «Send søknad»: the payload, once at a time; a failure is kept by the engine as the error the step shows. */
  async submit(payload: ApplicationSubmit): Promise<void> {
    const model = this.#model;
    const { engine } = model;
    const lifetime = this.#lifetime;
    const result = await engine.save(REVIEW, async () => {
      try {
        // Removed while the cases were read: an element that is gone neither sends nor navigates.
        const application = await this.#once.send(payload, () => lifetime === this.#lifetime);
        if (application) this.#sent(application);
      } catch (error) {
        throw asServiceError(error);
      }
    });
    if (result.ok || 'busy' in result) return;
    const failure = asServiceError(result.error);
    if (
      failure.aborted ||
      sessionLost(failure) ||
      (failure.name === 'FAILED_SBL_CONSENT_SAVE' && model.core.consentSaveFailed())
    ) {
      // Cancelled, through the login and back, or back at step 1 (spec 1 §4): not this step's error.
      engine.resetSave(REVIEW);
      if (sessionLost(failure)) await model.core.expired();
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
      engine.resetSave(REVIEW);
      model.phase.value = { status: 'error', error: failure, fallback: 'generic' };
    }
  }

  /** The case is at the bank: the draft is cleared and the transition of spec 1 §4 applied. */
  #sent(application: ApplicationResponse): void {
    const model = this.#model;
    model.forgetDraft();
    model.engine.forget();
    // The outcome per status for the host's analytics (spec 1 §4), as the completion sends it (decision 0050).
    emitOutcome(model.host, 'application-outcome', application, { receipt: null, partnerId: model.address.partnerId });
    follow(model, afterUpdate(application), application);
  }

  /** The element is removed: a press under way neither sends nor navigates. */
  dispose(): void {
    this.#lifetime += 1;
  }
}

export interface OnceOnlySendOptions {
  client: LoanTransport;
  /** The customer's case ids before a send whose answer never came, as the draft keeps them; else null. */
  unanswered: () => string[] | null;
  /** Keeps `unanswered` in the draft (null: no send is left unanswered). */
  noteUnanswered: (before: string[] | null) => void;
}

/**
 * POST /application/submit, never twice for one application (decision 0037). The customer's cases are
 * noted in the draft before a send goes; while its answer is unknown (a timeout, a dropped connection,
 * an unreadable answer, a reload or a login in between), the next send first looks for the case it
 * created: on the customer's list now but not before, for the same loan.
 */
export class OnceOnlySend {
  readonly #options: OnceOnlySendOptions;
  #casesBefore: Promise<string[] | null> | null = null;

  constructor(options: OnceOnlySendOptions) {
    this.#options = options;
  }

  /** Step 5 is open: the customer's cases are read now, so the send does not wait for them. */
  prepare(): void {
    this.#casesBefore ??= this.#readCases();
  }

  /**
   * Sends the application, or finds the case an unanswered send created. Returns the case at the bank,
   * or null when `alive` says the element was removed on the way (it then neither sends nor
   * navigates); a failure is thrown.
   */
  async send(payload: ApplicationSubmit, alive: () => boolean): Promise<ApplicationResponse | null> {
    const { client, noteUnanswered } = this.#options;
    const unanswered = this.#options.unanswered();
    const earlier = unanswered && (await this.#caseFromUnansweredSend(unanswered, payload.loanInfo));
    if (!alive()) return null;
    if (earlier) return earlier;
    const before = unanswered ?? (await this.#casesBeforeSend());
    if (!alive()) return null;
    // Noted before the request leaves: an answer that never comes leaves the case to be looked for.
    noteUnanswered(before);
    let result;
    try {
      result = await submitApplication(client, payload);
    } catch (error) {
      const failure = asServiceError(error);
      if (outcomeUnknown(failure)) {
        const created = before && (await this.#caseFromUnansweredSend(before, payload.loanInfo));
        if (created) return created;
      } else if (!failure.aborted) {
        noteUnanswered(unanswered);
      }
      throw error;
    }
    if (result.failure || !result.responseOrNull) {
      noteUnanswered(unanswered);
      throw serviceErrorFromBody(result.errorOrNull, { status: 200, request: 'POST application/submit' });
    }
    return result.responseOrNull;
  }

  /** The ids of the customer's cases (GET /landingpage); null when the list cannot be read. */
  #readCases(): Promise<string[] | null> {
    return getLandingPage(this.#options.client).then(
      (cases) => cases.map((c) => c.applicationId),
      () => null,
    );
  }

  /** The customer's cases before this send: read when step 5 opened, or again now if that read failed. */
  async #casesBeforeSend(): Promise<string[] | null> {
    return (await (this.#casesBefore ??= this.#readCases())) ?? (await (this.#casesBefore = this.#readCases()));
  }

  /**
   * The case an earlier send created although its answer never came: on the customer's list now but not
   * before that send, for the same loan, as GET /application/ongoing gives it. Null when there is none
   * or the list cannot be read (a lost session is passed on); a failure to read the case found is thrown.
   */
  async #caseFromUnansweredSend(before: readonly string[], loan: ApplicationSubmit['loanInfo']) {
    let cases;
    try {
      cases = await getLandingPage(this.#options.client);
    } catch (error) {
      if (sessionLost(error)) throw error;
      return null;
    }
    const found = cases.find(
      (c) =>
        !before.includes(c.applicationId) &&
        c.loanType === loan.loanType &&
        c.loanProduct === loan.loanProduct &&
        (c.vehicleRegistrationNumber ?? null) === (loan.vehicleRegistrationNumber ?? null),
    );
    // A case that is there but cannot be read is a failure to show, never a reason to send again.
    return found ? getOngoingApplication(this.#options.client, found.applicationId) : null;
  }
}
