import { completionTexts } from '../../texts/nb/completion.js';
import {
  errorsAnonymous,
  errorsApplicationNotFound,
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
import { applicantsTexts } from '../application/applicants/applicants.texts.js';
import { applicationTexts } from '../../texts/nb/application.js';
import { receiptsTexts } from '../receipts/receipts.texts.js';

/** The application's texts the shared tax-data consent step shows (`application.sbl.*`, «Neste»). */
const sblTexts = Object.fromEntries(
  Object.entries(applicationTexts).filter(([key]) => key.startsWith('application.sbl.') || key === 'application.next'),
) as {
  [
    K in keyof typeof applicationTexts as K extends `application.sbl.${string}` | 'application.next' ? K : never
  ]: string;
};

/** The consent list's texts of the applicants area (`applicants.consents.*`). */
const consentTexts = Object.fromEntries(
  Object.entries(applicantsTexts).filter(([key]) => key.startsWith('applicants.consents.')),
) as {
  [K in keyof typeof applicantsTexts as K extends `applicants.consents.${string}` ? K : never]: string;
};

/**
 * The texts `<salgspant-completion>` carries: the UI kit's, its own, the shared tax-data consent
 * step's, the consent list's, the embedded customer declaration's (step 5), the receipts', and the
 * error screens its calls and transitions can lead to (entry: access, user context, the case not
 * found or of an unknown status; after the fetch and the update: other applicant missing, incorrect
 * new case and failed saves, the tax period; KYC blocked).
 */
export const completionCatalogue = {
  ...uiTexts,
  ...errorsCommon,
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
  ...sblTexts,
  ...consentTexts,
  ...receiptsTexts,
  ...completionTexts,
};
