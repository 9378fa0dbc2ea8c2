import { asServiceError, ServiceError } from '../../api/service-error.js';

/**
 * Whether a failure means the loan service's login session is gone (401, or the anonymous-user
 * error): the flow then goes through the login. Shared by the loan flows' models and controllers.
 */
export function sessionLost(error: unknown): boolean {
  return error instanceof ServiceError && (error.status === 401 || error.name === 'ANNONYM_BRUKER');
}

/**
 * What a failed call of a loan flow shows: nothing for the element's own abort (it left the page) or a
 * lost session (`onSessionLost` takes the customer through the login first); otherwise the failure as
 * the error catalogue reads it.
 */
export async function failureToShow(error: unknown, onSessionLost: () => Promise<void>): Promise<ServiceError | null> {
  if (error instanceof ServiceError && error.aborted) return null;
  if (sessionLost(error)) {
    await onSessionLost();
    return null;
  }
  return asServiceError(error);
}
