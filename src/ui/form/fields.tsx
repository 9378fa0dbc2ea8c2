/*
 * The kit's fields bound to the field context: render them inside `form.AppField` (or a field group's
 * `group.AppField`); each takes its value, change, leave and error from the field, and its id from the
 * form's id and the field's name (the error summary links to the same id). A module per field, but the
 * text field and the select field share one (common-fields.tsx, decisions 0086 and 0103): a chunk on a
 * size budget imports the modules it uses, not this list.
 */
export { fieldIdOf, QuietFields, registerShowRule, useShownError, type KitFieldProps } from './field-kit.js';
export { NationalIdField, TextField } from './text-field.js';
export { CurrencyField } from './currency-field.js';
export { SelectField } from './select-field.js';
export { YesNoField } from './yes-no-field.js';
export { CheckboxField } from './checkbox-field.js';
export { ChoiceField } from './choice-field.js';
