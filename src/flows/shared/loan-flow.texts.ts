import {
  errorsAnonymous,
  errorsApplicationNotFound,
  errorsCaseMessages,
  errorsCommon,
  errorsInvalidApplication,
  errorsInvalidRequest,
  errorsKycBlocked,
  errorsMissingAccess,
  errorsNoAccess,
  errorsOtherApplicant,
  errorsSaveFailed,
  errorsTaxPeriod,
  errorsUnknownStatus,
  errorsUserContext,
  errorsUserMismatch,
} from '../../texts/nb/errors.js';
import { kycTexts } from '../../texts/nb/kyc.js';
import { uiTexts } from '../../texts/nb/ui.js';
import { receiptsTexts } from '../receipts/receipts.texts.js';

/**
 * The texts both loan flows (the application and the completion) carry: the UI kit's, the error
 * screens of the shared entry (access, user context, the case not found or of an unknown status), of
 * the §4 transitions and of the shared KYC and tax-data steps, the embedded declaration's and the
 * receipts'. Each flow adds its own.
 */
export const loanFlowTexts = {
  ...uiTexts,
  ...errorsCommon,
  ...errorsCaseMessages,
  ...errorsAnonymous,
  ...errorsApplicationNotFound,
  ...errorsUnknownStatus,
  ...errorsInvalidApplication,
  ...errorsInvalidRequest,
  ...errorsNoAccess,
  ...errorsUserContext,
  ...errorsMissingAccess,
  ...errorsUserMismatch,
  ...errorsOtherApplicant,
  ...errorsSaveFailed,
  ...errorsTaxPeriod,
  ...errorsKycBlocked,
  ...kycTexts,
  ...receiptsTexts,
};
