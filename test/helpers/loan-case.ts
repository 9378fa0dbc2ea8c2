// A case as GET /application/ongoing/{id} answers it (an approved car loan of 240 000 kr), for the
// model tests in Node: overrides replace fields.
import type { ApplicationResponse } from '../../src/schemas/loan.js';

/** The case `id`, approved and not signed, with `overrides`. */
export function loanCase(id: string, overrides: Partial<ApplicationResponse> = {}): ApplicationResponse {
  return {
    applicationId: id,
    applicationStatus: 'APPROVED',
    esigningStatus: 'NOTSIGNED',
    esigningUrl: `/sandbox/signing/${id}`,
    loanCommitmentFileData: null,
    missingVariables: [],
    vehicleDetails: null,
    signedByCurrentUser: false,
    customerIsMainApplicant: true,
    trafficLight: null,
    advisorApplication: false,
    eligibleForInsurance: true,
    hasInsurance: false,
    applicantMissingData: false,
    otherApplicantMissingData: false,
    resourceError: null,
    creditFrozen: 'NO',
    profitability: '3',
    loanInfo: {
      loanProduct: 'CAR',
      loanType: 'VEHICLE_LOAN',
      vehicleRegistrationNumber: null,
      odometerValue: null,
      loanAmount: 245075,
      loanAmountWithoutFees: 240000,
      pledgeFee: 1075,
      equity: 60000,
      vehiclePrice: 300000,
      requestedLoanPeriodInMonths: 96,
      effectiveInterest: 7.1,
      nominalInterest: 6.4,
      invoiceFee: 75,
      monthlyCost: 3300,
      startupFee: 4000,
      totalCost: 316800,
    },
    orderInsurance: false,
    ...overrides,
  };
}
