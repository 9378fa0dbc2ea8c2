import { getUserSession } from '../../api/loan-calls.js';
import { asServiceError, ServiceError } from '../../api/service-error.js';
import type { LoanTransport } from '../../api/loan-client.js';
import type { UserSession } from '../../schemas/loan.js';
import type { LoanSession } from './session.js';

/*
 * The overview's and the upgrade's entry on the loan flows' session piece, and the calculator's look
 * at the session before it sends a calculation on. Kept beside it, not in it: the application's and
 * the completion's first visits do not carry what only these use. Why those two show a failed session
 * call and these do not: decision 0097.
 */

/**
 * `GET /user/session`, where a failed call is no answer: null, no user message (spec 1 §8 "Failing to
 * fetch user session … stores the exception message (no user message shown)"); the next call decides.
 * A cancelled call (the element was removed) is thrown.
 */
export function sessionOrNone(client: LoanTransport): Promise<UserSession | null> {
  return getUserSession(client).catch((error: unknown) => {
    if (error instanceof ServiceError && error.aborted) throw error;
    return null;
  });
}

/**
 * {@link sessionOrNone} for an entry. Returns false when the load is no longer `current` (a newer one
 * has started: it decides, and nothing navigates), or when the session is not valid and the customer is
 * on the way to the login.
 */
export async function checkSession(
  client: LoanTransport,
  session: LoanSession,
  current: () => boolean,
): Promise<boolean> {
  const answer = await sessionOrNone(client);
  if (!current()) return false;
  if (answer && !answer.valid) session.login(answer.kundeIdUrl);
  return !answer || answer.valid;
}

/**
 * What a failed entry call means: nothing when it was cancelled, the login when the service says the
 * customer is anonymous, otherwise the error to show.
 */
export function entryFailure(session: LoanSession, error: unknown): ServiceError | null {
  if (error instanceof ServiceError && error.aborted) return null;
  if (error instanceof ServiceError && error.name === 'ANNONYM_BRUKER') {
    session.login(null);
    return null;
  }
  return asServiceError(error);
}
