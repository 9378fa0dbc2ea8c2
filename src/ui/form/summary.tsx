/** The error summary; its code is in common-fields.tsx with the text and select fields (decision 0086). */
export {
  FormErrorSummary,
  useErrorSummary,
  type ErrorSummaryOptions,
  type ErrorSummaryState,
  type FormErrorSummaryProps,
} from './common-fields.js';
