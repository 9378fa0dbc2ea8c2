import { completionTexts } from '../../texts/nb/completion.js';
import { applicantsConsentTexts } from '../../texts/nb/applicants-consents.js';
import { applicationSblTexts } from '../../texts/nb/application-sbl.js';
import { loanFlowTexts } from '../shared/loan-flow.texts.js';

/**
 * The texts `<salgspant-completion>` carries: the UI kit's, its own, the shared tax-data consent
 * step's, the consent list's, the embedded customer declaration's (step 5), the receipts', and the
 * error screens its calls and transitions can lead to (entry: access, user context, the case not
 * found or of an unknown status; after the fetch and the update: other applicant missing, incorrect
 * new case and failed saves, the tax period; KYC blocked).
 */
export const completionCatalogue = {
  ...loanFlowTexts,
  ...applicationSblTexts,
  ...applicantsConsentTexts,
  ...completionTexts,
};
