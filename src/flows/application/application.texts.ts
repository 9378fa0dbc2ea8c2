import { applicationTexts } from '../../texts/nb/application.js';
import { calculatorTexts } from '../../texts/nb/calculator.js';
import {
  errorsAnonymous,
  errorsApplicationNotFound,
  errorsBusinessRegister,
  errorsCaseMessages,
  errorsCommon,
  errorsCreditBureau,
  errorsDNumber,
  errorsInvalidApplication,
  errorsInvalidRequest,
  errorsKycBlocked,
  errorsLoanAmount,
  errorsMinor,
  errorsMissingAccess,
  errorsNationalId,
  errorsNoAccess,
  errorsNoAddress,
  errorsOtherApplicant,
  errorsPlateNotFound,
  errorsRegistrationMissing,
  errorsSaveFailed,
  errorsTaxPeriod,
  errorsUnknownStatus,
  errorsUserContext,
  errorsUserMismatch,
  errorsVehicleAge,
} from '../../texts/nb/errors.js';
import { kycTexts } from '../../texts/nb/kyc.js';
import { uiTexts } from '../../texts/nb/ui.js';
import { receiptsTexts } from '../receipts/receipts.texts.js';
import { applicantsTexts } from './applicants/applicants.texts.js';

/** The product names of the calculator, which the application's loan summary shows. */
const productNames = Object.fromEntries(
  Object.entries(calculatorTexts).filter(([key]) => key.startsWith('calculator.product.')),
) as { [K in keyof typeof calculatorTexts as K extends `calculator.product.${string}` ? K : never]: string };

/**
 * The texts `<salgspant-application>` carries: the UI kit's, its own, the product names, the embedded
 * customer declaration's (step 4), and the error screens its calls and transitions can lead to (entry:
 * D-number, under 18, user context, access; send: the decision's refusals; after the send: other
 * applicant missing, incorrect new case).
 */
export const applicationCatalogue = {
  ...uiTexts,
  ...errorsCommon,
  ...errorsCaseMessages,
  ...errorsAnonymous,
  ...errorsApplicationNotFound,
  ...errorsUnknownStatus,
  ...errorsInvalidApplication,
  ...errorsInvalidRequest,
  ...errorsDNumber,
  ...errorsMinor,
  ...errorsCreditBureau,
  ...errorsNoAddress,
  ...errorsNoAccess,
  ...errorsUserContext,
  ...errorsMissingAccess,
  ...errorsUserMismatch,
  ...errorsNationalId,
  ...errorsLoanAmount,
  ...errorsVehicleAge,
  ...errorsRegistrationMissing,
  ...errorsPlateNotFound,
  ...errorsOtherApplicant,
  ...errorsSaveFailed,
  ...errorsTaxPeriod,
  ...errorsKycBlocked,
  ...errorsBusinessRegister,
  ...kycTexts,
  ...productNames,
  ...applicantsTexts,
  ...receiptsTexts,
  ...applicationTexts,
};
