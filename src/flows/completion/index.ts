export { Completion, type CompletionProps } from './Completion.js';
export { CompletionElementView } from './CompletionElementView.js';
export { completionCss } from './completion.styles.js';
export { completionSpec } from './completion.element.js';
export { completionCatalogue } from './completion.texts.js';
export {
  CompletionModel,
  COMPLETION_STEPS,
  caseIdOf,
  insurancePrice,
  insuranceRate,
  receiptOpens,
  signingOpens,
  type CompletionStep,
  type SigningHost,
} from './completion.model.js';
export { readSigningMessage, signingFrame, signingMessageSchema, SIGNING_MESSAGE_TYPE } from './signing.js';
