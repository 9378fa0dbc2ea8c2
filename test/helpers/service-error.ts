import { ServiceError } from '../../src/api/service-error.js';

/** Awaits a call that must fail with a ServiceError, and returns it (in the browser and in Node). */
export async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    if (!(error instanceof ServiceError)) throw new Error('expected a ServiceError', { cause: error });
    return error;
  }
  throw new Error('expected the call to fail');
}
