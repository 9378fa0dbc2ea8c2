/** The text fields; their code is in common-fields.tsx with the select field and the summary (decision 0086). */
export { NationalIdField, TextField } from './common-fields.js';
