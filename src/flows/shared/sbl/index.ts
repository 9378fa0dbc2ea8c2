/**
 * The tax-data consent (SBL) shared by `<salgspant-application>` (step 2) and
 * `<salgspant-completion>` (step 2, "as in the application"): the controller (state, the
 * get-or-create call, the portal) and its step component.
 */
export { SblController, type ConsentBridge, type SblControllerOptions, type SblState } from './sbl.controller.js';
export { SblStep, type SblStepProps } from './SblStep.js';
