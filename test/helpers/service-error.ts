import { expect } from '@esm-bundle/chai';
import { ServiceError } from '../../src/api/service-error.js';

/** Awaits a call that must fail, and returns its ServiceError. */
export async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise;
  } catch (error) {
    expect(error).to.be.instanceOf(ServiceError);
    return error as ServiceError;
  }
  throw new Error('expected the call to fail');
}
