/**
 * The error names of spec 1 §8. The loan service sends one as an error's `name`; the flows map it to
 * its screen in the error catalogue. Any other name shows the generic error.
 */
export const LOAN_ERROR_CODES = [
  'UGYLDIG_SOKNAD',
  'APPLICATION_NOT_FOUND',
  'UNKNOWN_APPLICATION_STATUS',
  'PREVIEW_CASE_NOT_FOUND',
  'INVALID_APPLICATION_REQUEST',
  'LOAN_AMOUNT_NOT_IN_RANGE',
  'LOAN_AND_CARS_AGE_EXCEED_LIMIT',
  'REGISTRATION_NR_INVALID',
  'ANNONYM_BRUKER',
  'DNUMMER_KUNDE',
  'MINDREAARIG_KUNDE',
  'AAA_SOLIDITY',
  'NO_ADDRESS_FOUND',
  'INGEN_TILGANG',
  'MANGLER_USER_CTX',
  'MANGLER_TILGANG',
  'FNR_BANKIDBRUKER_MISMATCH',
  'INTERN_FEIL',
  'UGYLDIG_FOEDESELSNUMMER',
  'FEIL_UNDER_PRISOPPSLAG',
  'UNKNOWN_PRODUCT',
  'SERVICE_UNAVAILABLE',
  'REGNR_MANGLER',
  'EUROTAX_PLATE_NOT_FOUND',
  'OTHER_APPLICANT_MISSING_DATA',
  'FAILED_SBL_CONSENT_SAVE',
  'NO_TAX_PERIOD_AVAILABLE',
  'INCORRECT_NEW_CASE',
  'UPGRADE_TO_VEHICLE_LOAN_FAILED',
  'KYC_BLOCKED',
  'MISSING_IN_BUSINESS_REGISTER',
] as const;

/** A known error name of the loan service. */
export type LoanErrorCode = (typeof LOAN_ERROR_CODES)[number];

/** Whether a string is a known error name of spec 1 §8. */
export function isLoanErrorCode(value: unknown): value is LoanErrorCode {
  return typeof value === 'string' && (LOAN_ERROR_CODES as readonly string[]).includes(value);
}
