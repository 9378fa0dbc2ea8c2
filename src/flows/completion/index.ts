export { Completion, type CompletionProps } from './Completion.js';
export { CompletionElementView } from './CompletionElementView.js';
export { completionCss } from './completion.styles.js';
export { completionSpec } from './completion.element.js';
export { completionCatalogue } from './completion.texts.js';
export { CompletionModel } from './completion.model.js';
export {
  COMPLETION_STEPS,
  caseIdOf,
  insurancePrice,
  insuranceRate,
  receiptOpens,
  signingOpens,
  type CompletionStep,
} from './completion.rules.js';
export type { SigningHost } from './completion.signing.js';
export { readSigningMessage, signingFrame, signingMessageSchema, SIGNING_MESSAGE_TYPE } from './signing.js';
