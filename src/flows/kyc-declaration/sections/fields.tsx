import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { Field, RadioGroup, Select, TextInput } from '../../../ui/index.js';
import { fieldIdOf, useFieldContext, useShownError } from '../../../ui/form/index.js';
import { fieldId } from './form-kit.js';

/*
 * Field controls bound to a TanStack field by name, for section forms whose rows are addressed by
 * computed names (`pep[2].description`). Every control is labelled through the kit's Field.
 */

/** A form's `Field` component with a computed name (the rows' names are built at run time). */
export type NamedField = (props: { name: string; children: (field: AnyFieldApi) => ReactNode }) => ReactNode;

/** A field's value as text. */
export function textOf(field: AnyFieldApi): string {
  const value: unknown = field.state.value;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

interface ControlProps {
  F: NamedField;
  name: string;
  label: string;
  error: (meta: { isTouched: boolean; errors: unknown[] }) => string | undefined;
  disabled?: boolean;
  hint?: string;
  /** Called after the field's own change (e.g. to check a postal code for a new country). */
  onChanged?: (value: unknown) => void;
  /** Called after the field's own blur (e.g. to check the postal code typed). */
  onLeft?: () => void;
}

/** A labelled text input (or text area). */
export function TextControl({
  F,
  name,
  label,
  error,
  disabled,
  hint,
  multiline,
  maxLength,
  onChanged,
  onLeft,
}: ControlProps & {
  multiline?: boolean;
  /**
   * The input's own limit, for one-line fields whose longest real value is far below it (names,
   * postal codes). Text areas take none: a pasted text is never cut; the schema's message says it is too long.
   */
  maxLength?: number;
}) {
  return (
    <F name={name}>
      {(field) => (
        <Field id={fieldId(name)} label={label} error={error(field.state.meta)} {...(hint ? { hint } : {})} required>
          {multiline ? (
            <textarea
              className="ui-input"
              value={textOf(field)}
              disabled={disabled}
              onChange={(event) => {
                field.handleChange(event.target.value);
                onChanged?.(event.target.value);
              }}
              onBlur={() => {
                field.handleBlur();
                onLeft?.();
              }}
            />
          ) : (
            <TextInput
              value={textOf(field)}
              disabled={disabled}
              maxLength={maxLength}
              autoComplete="off"
              onChange={(event) => {
                field.handleChange(event.target.value);
                onChanged?.(event.target.value);
              }}
              onBlur={() => {
                field.handleBlur();
                onLeft?.();
              }}
            />
          )}
        </Field>
      )}
    </F>
  );
}

/** A labelled select with the placeholder «Velg» (value ''), over string or number options. */
export function SelectControl({
  F,
  name,
  label,
  error,
  disabled,
  options,
  placeholder,
  onChanged,
  onLeft,
}: ControlProps & { options: ReadonlyArray<{ value: string | number; label: string }>; placeholder: string }) {
  return (
    <F name={name}>
      {(field) => {
        const value: unknown = field.state.value;
        return (
          <Field id={fieldId(name)} label={label} error={error(field.state.meta)} required>
            <Select<string | number>
              options={options}
              value={value === '' || value === null || value === undefined ? null : (value as string | number)}
              placeholder={placeholder}
              disabled={disabled}
              onValueChange={(v) => {
                field.handleChange(v);
                onChanged?.(v);
              }}
              onBlur={() => {
                field.handleBlur();
                onLeft?.();
              }}
            />
          </Field>
        );
      }}
    </F>
  );
}

/**
 * A labelled group of radios over text values; '' is «nothing chosen yet». For a section's single
 * choices (the business code, the institution type, the confirmation block).
 */
export function RadioControl({
  F,
  name,
  legend,
  hint,
  error,
  options,
}: {
  F: NamedField;
  name: string;
  legend: string;
  hint?: string;
  error: (meta: { isTouched: boolean; errors: unknown[] }) => string | undefined;
  options: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <F name={name}>
      {(field) => (
        <RadioGroup<string>
          id={fieldId(name)}
          name={fieldId(name)}
          legend={legend}
          {...(hint ? { hint } : {})}
          required
          value={textOf(field) === '' ? null : textOf(field)}
          onValueChange={(value) => field.handleChange(value)}
          onBlur={field.handleBlur}
          error={error(field.state.meta)}
          options={options}
        />
      )}
    </F>
  );
}

/**
 * A text area bound to the form layer's field context (the layer's fields have none): labelled
 * through the kit's Field, with the layer's error timing and id. A pasted text is never cut; the
 * schema's message says it is too long.
 */
export function TextAreaField({ label, hint, disabled }: { label: string; hint?: string; disabled?: boolean }) {
  const field = useFieldContext<string>();
  const error = useShownError(field);
  return (
    <Field id={fieldIdOf(field.form, field.name)} label={label} error={error} {...(hint ? { hint } : {})} required>
      <textarea
        className="ui-input"
        name={field.name}
        value={field.state.value}
        disabled={disabled}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}
