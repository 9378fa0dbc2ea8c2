/**
 * The one form layer (decision 0061): every form of every flow is a TanStack form made here with
 * {@link useAppForm}, except a search in an element's first view, which keeps the form library out of the
 * first download with the layer's light {@link useSearchForm} (the same rules and timing), with the
 * layer's summary ({@link useSearchSummary}) and ids ({@link fieldIdIn}) where the first view's budget
 * has room for them: the upgrade's search has them, the calculator's lookup not yet (decision 0103).
 *
 * How to use it:
 *
 * ```tsx
 * import { useAppForm, formTiming, fieldRule, CurrencyField, FormErrorSummary } from '../../ui/form/index.js';
 *
 * const form = useAppForm({
 *   formId: 'upgrade',                    // field ids are `<formId>-<name>` (the summary links to them)
 *   defaultValues,
 *   ...formTiming,                        // the timing, decided once (timing.ts)
 *   validators: { onDynamic: schema },    // the whole form: on leaving a field and on «Neste»
 *   onSubmit: ({ value }) => model.submit(value),
 * });
 * <form noValidate onSubmit={(e) => { e.preventDefault(); void form.handleSubmit(); }}>
 *   <FormErrorSummary form={form} heading={t('upgrade.form.error')} />
 *   <form.AppField name="equity" validators={{ onChange: fieldRule(schema, 'equity') }}>
 *     {() => <CurrencyField label={t('upgrade.form.equity')} maxLength={12} />}
 *   </form.AppField>
 * </form>
 * ```
 *
 * - Validators are the zod schemas of `src/schemas` (or `src/domain`); their messages are text keys,
 *   which the kit's Field and ErrorSummary translate.
 * - Timing ({@link loanFormTiming}): a change validates the field's own rule (`validators.onChange` on
 *   the field, made by {@link fieldRule}; `onChangeListenTo` for a rule across fields), so a keystroke costs one field's work;
 *   leaving a field and «Neste» validate the whole form (`validators.onDynamic` on the form). A field's
 *   error shows once it was left, or after «Neste» ({@link errorShown}). A form that validates
 *   otherwise (the declaration's sections) registers its rule with {@link registerShowRule}.
 * - The fields (text, national id, currency, select, yes/no, single choice, checkbox) read the field context: render
 *   them inside `form.AppField` / `group.AppField`. Import only those a form uses (they are not
 *   registered in the hook, so rollup leaves the others out of the chunk). A field of its own (a
 *   textarea) uses {@link useShownError} and {@link fieldIdOf} to show errors the same way.
 * - One summary: {@link FormErrorSummary} (or {@link useErrorSummary} to render it yourself).
 * - Repeated groups of fields: {@link withFieldGroup}.
 *
 * @packageDocumentation
 */
export { useAppForm } from './app-hook.js';
export { withForm, withFieldGroup } from './field-group.js';
export { useFieldContext, useFormContext } from './hook.js';
export { fieldRule, firstIssue, pathRule, type ShapedSchema, type ValuesOf } from './rules.js';
export { fieldIdIn } from './shown.js';
export { useSearchForm, useSearchSummary, type SearchForm, type SyncSchema } from './search-form.js';
export { errorShown, formTiming, loanFormTiming, timingPlan, type ShowRule, type ShownMeta } from './timing.js';
export {
  CheckboxField,
  ChoiceField,
  CurrencyField,
  fieldIdOf,
  NationalIdField,
  QuietFields,
  registerShowRule,
  SelectField,
  TextField,
  useShownError,
  YesNoField,
  type KitFieldProps,
} from './fields.js';
export {
  FormErrorSummary,
  useErrorSummary,
  type ErrorSummaryOptions,
  type ErrorSummaryState,
  type FormErrorSummaryProps,
} from './summary.js';
