/**
 * Step 3 of the application, the applicants and their consents. The application loads this module on
 * demand (lazyPart); nothing the calculator or the chooser imports may import it.
 */
export type {
  ApplicantDraft,
  ApplicantsDraft,
  ApplicantsFormValues,
  ApplicantsModel,
  ApplicantsModelOptions,
  ApplicantsResult,
  ApplicantsStepProps,
  CoApplicantDraft,
  ConsentsLoadStatus,
  ConsentsSaveStatus,
} from './contract.js';
export { createApplicantsModel } from './applicants.model.js';
export { ApplicantsStep } from './ApplicantsStep.js';
export { applicantsCss } from './applicants.styles.js';
export { applicantsTexts } from './applicants.texts.js';
