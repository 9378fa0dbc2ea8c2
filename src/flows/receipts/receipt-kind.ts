import type { ApplicationResponse } from '../../schemas/loan.js';

/**
 * The receipts a customer can see after applying or completing (spec 1 §2 "Receipts after
 * application"), plus `none` for a case that is not at a receipt (the flow goes on: completion,
 * signing, or an error screen of the catalogue).
 */
export const RECEIPT_KINDS = [
  'loan-approved',
  'commitment-approved',
  'control',
  'rejected',
  'other-applicant-missing',
  'tax-data-failure',
  'co-signature-missing',
  'none',
] as const;

/** One kind of receipt; see {@link receiptKindFor}. */
export type ReceiptKind = (typeof RECEIPT_KINDS)[number];

/** The error name the service sends when the tax authority had no tax data for the applicant. */
export const TAX_DATA_ERROR = 'NO_TAX_PERIOD_AVAILABLE';

function errorNameOf(application: ApplicationResponse): string | undefined {
  const error = application.resourceError;
  if (!error) return undefined;
  const name = error.name ?? error.errorName ?? error.code;
  return name === undefined ? undefined : String(name);
}

/**
 * Which receipt a case shows, from the application response alone (pure; table-tested). In order:
 * 1. a tax-data failure on the case (`resourceError` `NO_TAX_PERIOD_AVAILABLE`) → `tax-data-failure`;
 * 2. `REJECTED` → `rejected`; `CONTROL` → `control`;
 * 3. `NEW_CASE` or `DOCUMENTS_SENT` with the customer's own data complete and the other applicant's
 *    missing → `other-applicant-missing` (spec 1 §4);
 * 4. a loan commitment that is `APPROVED`, `DOCUMENTS_COMPLETE`, or `DOCUMENTS_SENT` with nothing
 *    missing → `commitment-approved`;
 * 5. a vehicle loan `DOCUMENTS_SENT` that the customer has signed (so only the other applicant's
 *    signature is missing) → `co-signature-missing`;
 * 6. a vehicle loan `APPROVED` or `DOCUMENTS_COMPLETE` → `loan-approved`;
 * 7. anything else (`NEW_CASE`, a vehicle loan waiting for this customer's signature, …) → `none`.
 */
export function receiptKindFor(application: ApplicationResponse): ReceiptKind {
  const status = application.applicationStatus;
  if (errorNameOf(application) === TAX_DATA_ERROR) return 'tax-data-failure';
  if (status === 'REJECTED') return 'rejected';
  if (status === 'CONTROL') return 'control';
  const ownComplete = !application.applicantMissingData;
  if ((status === 'NEW_CASE' || status === 'DOCUMENTS_SENT') && ownComplete && application.otherApplicantMissingData)
    return 'other-applicant-missing';
  const commitment = application.loanInfo?.loanType === 'LOAN_COMMITMENT';
  if (commitment) {
    if (status === 'APPROVED' || status === 'DOCUMENTS_COMPLETE') return 'commitment-approved';
    if (status === 'DOCUMENTS_SENT' && ownComplete && application.missingVariables.length === 0)
      return 'commitment-approved';
    return 'none';
  }
  if (status === 'DOCUMENTS_SENT' && application.signedByCurrentUser) return 'co-signature-missing';
  if (status === 'APPROVED' || status === 'DOCUMENTS_COMPLETE') return 'loan-approved';
  return 'none';
}
