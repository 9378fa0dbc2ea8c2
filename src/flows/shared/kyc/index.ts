/**
 * The KYC step shared by `<salgspant-application>` (step 4) and `<salgspant-completion>` (step 5): the
 * controller (state, GET /kyc, the case's declaration token and where it is kept) and its step
 * component around the inline customer declaration.
 */
export {
  KycController,
  kycTokenKey,
  type KycControllerOptions,
  type KycState,
  type KycTokenKeeper,
  type KycTokenPlace,
  type TokenStorage,
} from './kyc.controller.js';
export { caseTokenProvider, SessionKycTokenStore } from './kyc-token.js';
export { KycStep, type KycStepProps } from './KycStep.js';
