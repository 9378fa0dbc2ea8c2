import { PRODUCTS } from '../../demo/sandbox/seed/products.js';
import type { OngoingApplication } from '../../src/schemas/loan.js';

/** One ongoing application of the landing list (spec 1 §3): an approved car-loan commitment unless told. */
export function ongoing(applicationId: string, overrides: Partial<OngoingApplication> = {}): OngoingApplication {
  return {
    advisorApplication: false,
    applicationId,
    applicationStatus: 'APPROVED',
    lbsBankRegNr: '9999',
    loanAmount: 300_000,
    loanProduct: 'CAR',
    loanType: 'LOAN_COMMITMENT',
    vehicleRegistrationNumber: null,
    vehicleEuroTaxDataFetched: false,
    regNrValidated: false,
    interestsAndFees: PRODUCTS.car.interestsAndFees,
    ...overrides,
  };
}

/** The answer of GET /user/session. */
export function session(valid: boolean, kundeIdUrl: string | null = null) {
  return { valid, kundeIdUrl, kundeIdRedirectUrl: null, directChannel: null };
}
