import { ServiceError } from '../../api/service-error.js';

/**
 * Whether a failure means the loan service's login session is gone (401, or the anonymous-user
 * error): the flow then goes through the login. Shared by the loan flows' models and controllers.
 */
export function sessionLost(error: unknown): boolean {
  return error instanceof ServiceError && (error.status === 401 || error.name === 'ANNONYM_BRUKER');
}
