// receiptKindFor: which receipt a case shows, from the application response alone (decision 0017).
import { expect } from '@esm-bundle/chai';
import { receiptKindFor, type ReceiptKind } from '../../src/flows/receipts/index.js';
import type { ApplicationResponse, LoanInfo } from '../../src/schemas/loan.js';

const loanInfo = (loanType: LoanInfo['loanType']): LoanInfo => ({
  vehicleURL: null,
  loanProduct: 'CAR',
  loanType,
  vehicleRegistrationNumber: loanType === 'VEHICLE_LOAN' ? 'BS30917' : null,
  odometerValue: null,
  loanAmount: 243_000,
  loanAmountWithoutFees: 240_000,
  pledgeFee: 1_300,
  equity: 60_000,
  vehiclePrice: 300_000,
  requestedLoanPeriodInMonths: 60,
  effectiveInterest: 8.1,
  nominalInterest: 7.2,
  invoiceFee: 75,
  monthlyCost: 4_900,
  startupFee: 1_700,
  totalCost: 294_000,
});

const base: ApplicationResponse = {
  applicationId: '100000001',
  applicationStatus: 'APPROVED',
  esigningStatus: null,
  esigningUrl: null,
  loanCommitmentFileData: null,
  missingVariables: [],
  vehicleDetails: null,
  signedByCurrentUser: false,
  customerIsMainApplicant: true,
  trafficLight: 'GREEN',
  advisorApplication: false,
  eligibleForInsurance: false,
  hasInsurance: false,
  applicantMissingData: false,
  otherApplicantMissingData: false,
  resourceError: null,
  creditFrozen: 'NO',
  profitability: '3',
  loanInfo: loanInfo('VEHICLE_LOAN'),
};

const commitment = { loanInfo: loanInfo('LOAN_COMMITMENT') };
const taxError = { resourceError: { name: 'NO_TAX_PERIOD_AVAILABLE', code: 409 } };

const CASES: Array<[string, Partial<ApplicationResponse>, ReceiptKind]> = [
  ['approved vehicle loan', {}, 'loan-approved'],
  ['approved vehicle loan, already signed by this customer', { signedByCurrentUser: true }, 'loan-approved'],
  ['documents complete (signed loan)', { applicationStatus: 'DOCUMENTS_COMPLETE' }, 'loan-approved'],
  ['approved loan commitment', { ...commitment }, 'commitment-approved'],
  [
    'loan commitment, documents complete',
    { ...commitment, applicationStatus: 'DOCUMENTS_COMPLETE' },
    'commitment-approved',
  ],
  [
    'loan commitment, documents sent, nothing missing',
    { ...commitment, applicationStatus: 'DOCUMENTS_SENT' },
    'commitment-approved',
  ],
  [
    'loan commitment, documents sent, own contact details missing',
    { ...commitment, applicationStatus: 'DOCUMENTS_SENT', applicantMissingData: true, missingVariables: ['email'] },
    'none',
  ],
  ['loan commitment, new case', { ...commitment, applicationStatus: 'NEW_CASE' }, 'none'],
  ['control', { applicationStatus: 'CONTROL' }, 'control'],
  ['control, loan commitment', { ...commitment, applicationStatus: 'CONTROL' }, 'control'],
  ['rejected', { applicationStatus: 'REJECTED' }, 'rejected'],
  ['rejected, credit frozen', { applicationStatus: 'REJECTED', creditFrozen: 'YES' }, 'rejected'],
  [
    'documents sent, other applicant missing, own complete',
    { applicationStatus: 'DOCUMENTS_SENT', otherApplicantMissingData: true, signedByCurrentUser: true },
    'other-applicant-missing',
  ],
  [
    'new case, other applicant missing',
    { applicationStatus: 'NEW_CASE', otherApplicantMissingData: true },
    'other-applicant-missing',
  ],
  [
    'documents sent, both applicants missing data',
    { applicationStatus: 'DOCUMENTS_SENT', otherApplicantMissingData: true, applicantMissingData: true },
    'none',
  ],
  ['approved, other applicant missing (not a §4 receipt)', { otherApplicantMissingData: true }, 'loan-approved'],
  [
    'documents sent, signed by this customer only',
    { applicationStatus: 'DOCUMENTS_SENT', signedByCurrentUser: true },
    'co-signature-missing',
  ],
  ['documents sent, waiting for this customer to sign', { applicationStatus: 'DOCUMENTS_SENT' }, 'none'],
  ['new case, both complete', { applicationStatus: 'NEW_CASE' }, 'none'],
  ['tax data failure (name), in control', { ...taxError, applicationStatus: 'CONTROL' }, 'tax-data-failure'],
  ['tax data failure (errorName)', { resourceError: { errorName: 'NO_TAX_PERIOD_AVAILABLE' } }, 'tax-data-failure'],
  ['tax data failure (code)', { resourceError: { code: 'NO_TAX_PERIOD_AVAILABLE' } }, 'tax-data-failure'],
  ['tax data failure wins over rejected', { ...taxError, applicationStatus: 'REJECTED' }, 'tax-data-failure'],
  ['another resource error does not change the receipt', { resourceError: { name: 'INTERN_FEIL' } }, 'loan-approved'],
  ['no loan info, approved', { loanInfo: null }, 'loan-approved'],
];

describe('receiptKindFor', () => {
  for (const [name, change, expected] of CASES) {
    it(`${name} → ${expected}`, () => {
      expect(receiptKindFor({ ...base, ...change })).to.equal(expected);
    });
  }
});
