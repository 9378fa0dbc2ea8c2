/** The select field; its code is in common-fields.tsx with the text field and the summary (decision 0086). */
export { SelectField } from './common-fields.js';
