import { useSelector, type AnyFieldApi, type AnyFormApi, type ValidationLogicFn } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { Checkbox } from '../Checkbox.js';
import { CurrencyInput } from '../CurrencyInput.js';
import { Field } from '../Field.js';
import { RadioGroup } from '../RadioGroup.js';
import { Select, type Option } from '../Select.js';
import { TextInput, type TextInputProps } from '../TextInput.js';
import { useFieldContext } from './hook.js';
import { errorShown, loanFormTiming, type ShowRule } from './timing.js';

/*
 * The kit's fields bound to the field context: render them inside `form.AppField` (or a field group's
 * `group.AppField`); each takes its value, change, leave and error from the field, and its id from the
 * form's id and the field's name (the error summary links to the same id).
 */

const SHOW_RULES = new WeakMap<ValidationLogicFn, ShowRule>([[loanFormTiming, 'blur']]);

/** Registers the error display of forms using `logic` (the declaration's sections: `'touch'`). */
export function registerShowRule(logic: ValidationLogicFn, rule: ShowRule): void {
  SHOW_RULES.set(logic, rule);
}

/** The id of a field's control in a form: `<formId>-<name>` with every non-word run as «-». */
export function fieldIdOf(form: AnyFormApi, name: string): string {
  return `${form.formId}-${name.replace(/[^\w]+/g, '-').replace(/-+$/, '')}`;
}

/** The error the field shows now, by the layer's timing (see timing.ts). */
export function useShownError(field: AnyFieldApi): string | undefined {
  const submitted = useSelector(field.form.store, (state) => state.submissionAttempts > 0);
  const logic = field.form.options.validationLogic;
  return errorShown(field.state.meta, submitted, (logic && SHOW_RULES.get(logic)) ?? 'blur');
}

/** What every kit field takes. */
export interface KitFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The control's id; default {@link fieldIdOf}. */
  id?: string;
  /** Marked `aria-required` (default true: the loan forms' fields are all required). */
  required?: boolean;
  marker?: 'required' | 'optional';
  /** Shown but not editable (e.g. a row the bank's register gave). */
  disabled?: boolean;
}

function useKitField<T>() {
  const field = useFieldContext<T>();
  return { field, error: useShownError(field), id: fieldIdOf(field.form, field.name) };
}

/** A text field (email, phone, manufacturer …). */
export function TextField({
  label,
  hint,
  id,
  required = true,
  marker,
  disabled,
  ...input
}: KitFieldProps & Pick<TextInputProps, 'type' | 'inputMode' | 'autoComplete' | 'maxLength' | 'spellCheck'>) {
  const { field, error, id: own } = useKitField<string>();
  return (
    <Field id={id ?? own} label={label} hint={hint} error={error} required={required} marker={marker}>
      <TextInput
        name={field.name}
        autoComplete="off"
        {...input}
        disabled={disabled}
        value={field.state.value}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}

/** A national id (11 digits), typed as text. */
export function NationalIdField(props: KitFieldProps) {
  return <TextField {...props} inputMode="numeric" maxLength={11} autoComplete="off" spellCheck={false} />;
}

/** An amount in kroner. */
export function CurrencyField({
  label,
  hint,
  id,
  required = true,
  marker,
  maxLength,
}: KitFieldProps & { maxLength?: number }) {
  const { field, error, id: own } = useKitField<number | null>();
  return (
    <Field id={id ?? own} label={label} hint={hint} error={error} required={required} marker={marker}>
      <CurrencyInput
        name={field.name}
        value={field.state.value}
        maxLength={maxLength}
        onValueChange={field.handleChange}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}

/** A select over typed options, with a placeholder. */
export function SelectField<V extends string | number>({
  label,
  hint,
  id,
  required = true,
  marker,
  disabled,
  options,
  placeholder,
}: KitFieldProps & { options: ReadonlyArray<Option<V>>; placeholder?: boolean | string }) {
  const { field, error, id: own } = useKitField<V | null>();
  return (
    <Field id={id ?? own} label={label} hint={hint} error={error} required={required} marker={marker}>
      <Select<V>
        name={field.name}
        value={field.state.value}
        placeholder={placeholder}
        disabled={disabled}
        options={options}
        onValueChange={field.handleChange}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}

/** A yes/no question (value `boolean | null`) as two inline radios. */
export function YesNoField({
  label,
  hint,
  id,
  required = true,
  marker,
  disabled,
  yes,
  no,
}: KitFieldProps & { yes: ReactNode; no: ReactNode }) {
  const { field, error, id: own } = useKitField<boolean | null>();
  const value = field.state.value;
  return (
    <RadioGroup<'yes' | 'no'>
      id={id ?? own}
      name={id ?? own}
      legend={label}
      inline
      required={required}
      marker={marker}
      value={value === null ? null : value ? 'yes' : 'no'}
      onValueChange={(answer) => field.handleChange(answer === 'yes')}
      onBlur={field.handleBlur}
      error={error}
      {...(hint != null ? { hint } : {})}
      options={[
        { value: 'yes', label: yes, ...(disabled ? { disabled } : {}) },
        { value: 'no', label: no, ...(disabled ? { disabled } : {}) },
      ]}
    />
  );
}

/** A checkbox (value `boolean`), e.g. a confirmation that must be ticked. */
export function CheckboxField({ label, hint, id, required = true }: Omit<KitFieldProps, 'marker'>) {
  const { field, error, id: own } = useKitField<boolean>();
  return (
    <Checkbox
      id={id ?? own}
      name={field.name}
      label={label}
      hint={hint}
      required={required}
      checked={field.state.value}
      onCheckedChange={field.handleChange}
      onBlur={field.handleBlur}
      error={error}
    />
  );
}
