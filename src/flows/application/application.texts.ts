import { applicationTexts } from '../../texts/nb/application.js';
import { calculatorTexts } from '../../texts/nb/calculator.js';
import {
  errorsBusinessRegister,
  errorsCreditBureau,
  errorsDNumber,
  errorsLoanAmount,
  errorsMinor,
  errorsNationalId,
  errorsNoAddress,
  errorsPlateNotFound,
  errorsRegistrationMissing,
  errorsVehicleAge,
} from '../../texts/nb/errors.js';
import { loanFlowTexts } from '../shared/loan-flow.texts.js';
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
  ...loanFlowTexts,
  ...errorsDNumber,
  ...errorsMinor,
  ...errorsCreditBureau,
  ...errorsNoAddress,
  ...errorsNationalId,
  ...errorsLoanAmount,
  ...errorsVehicleAge,
  ...errorsRegistrationMissing,
  ...errorsPlateNotFound,
  ...errorsBusinessRegister,
  ...productNames,
  ...applicantsTexts,
  ...applicationTexts,
};
