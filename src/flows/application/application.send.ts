import { getLandingPage, getOngoingApplication, submitApplication } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { asServiceError, outcomeUnknown, serviceErrorFromBody } from '../../api/service-error.js';
import type { ApplicationResponse, ApplicationSubmit } from '../../schemas/loan.js';
import { sessionLost } from '../shared/session-lost.js';

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
