import { useMemo, type ReactNode } from 'react';
import { ElementContext, useElement } from '../../../platform/element.js';
import { Checkbox, Field } from '../../../ui/index.js';
import { FieldError } from '../../../ui/Field.js';
import { useKitField } from '../../../ui/form/field-kit.js';

/*
 * The declaration's fields of its own, bound to the form layer's field context like the layer's fields
 * (render them inside `form.AppField` / `group.AppField`): the same id, error timing and error slot.
 */

/**
 * A text area. Labelled through the kit's Field. A pasted text is never cut; the schema's message says
 * it is too long.
 */
export function TextAreaField(props: { label: string; hint?: string; disabled?: boolean }) {
  const { field, error, id, label, hint, placeholder } = useKitField<string>(props);
  return (
    <Field id={id} label={label} error={error} {...(hint ? { hint } : {})} required>
      <textarea
        className="ui-input"
        name={field.name}
        placeholder={placeholder}
        value={field.state.value}
        disabled={props.disabled}
        onChange={(event) => field.handleChange(event.target.value)}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}

/**
 * Several choices ticked as checkboxes in a fieldset with the question as its legend, over a value of
 * any shape: `checked` reads an option's box from it, `toggled` gives the value with a box changed. The
 * error shows at the group (FieldError, `aria-describedby`).
 */
export function ChecklistField<T>({
  label: ownLabel,
  disabled,
  options,
  checked,
  toggled,
}: {
  label: string;
  disabled?: boolean;
  options: ReadonlyArray<{ value: string; label: string }>;
  checked: (value: T, option: string) => boolean;
  toggled: (value: T, option: string, on: boolean) => T;
}) {
  const { field, error, id, label } = useKitField<T>({ label: ownLabel });
  return (
    <fieldset
      className="ui-fieldset kyc__question"
      id={id}
      aria-invalid={error ? true : undefined}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <legend className="ui-fieldset__legend">{label}</legend>
      {options.map((option) => (
        <Checkbox
          key={option.value}
          label={option.label}
          checked={checked(field.state.value, option.value)}
          disabled={disabled}
          onBlur={field.handleBlur}
          onCheckedChange={(on) => field.handleChange(toggled(field.state.value, option.value, on))}
        />
      ))}
      <FieldError errorId={`${id}-error`} error={error} />
    </fieldset>
  );
}

/**
 * Around the declaration's questions, whose texts are the service's (the dynamic sections, the sources
 * of income): no field inside reads the page JSON's `form` (decision 0099).
 */
export function NoFieldOverrides({ children }: { children: ReactNode }) {
  const element = useElement();
  const value = useMemo(() => ({ ...element, config: { ...element.config, form: undefined } }), [element]);
  return <ElementContext.Provider value={value}>{children}</ElementContext.Provider>;
}
