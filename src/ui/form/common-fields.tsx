import { Field } from '../Field.js';
import { Select, type Option } from '../Select.js';
import { TextInput, type TextInputProps } from '../TextInput.js';
import { useKitField, useTyped, type KitFieldProps } from './field-kit.js';

/*
 * The text field and the select field, which most forms of the bank family render, in one module
 * (decision 0086). Rollup places code by module: as two modules they were two chunks, because the bank's
 * forms load them from different steps. The other fields stay one module each (a chunk on a budget
 * imports the field modules it renders); text-field.tsx and select-field.tsx name these. The error
 * summary is summary.tsx (decision 0103).
 */

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
  const typed = useTyped<string>(field, true);
  // What the customer typed, once it is text: not in the middle of a composition (an IME), whose end comes
  // as compositionend.
  const typedIn = (event: { currentTarget: HTMLInputElement; nativeEvent: Event }) => {
    if (!(event.nativeEvent as InputEvent).isComposing) typed.change(event.currentTarget.value);
  };
  return (
    <Field id={id ?? own} label={label} hint={hint} error={error} required={required} marker={marker}>
      <TextInput
        name={field.name}
        autoComplete="off"
        {...input}
        disabled={disabled}
        onInput={typedIn}
        onCompositionEnd={typedIn}
        {...typed.props}
      />
    </Field>
  );
}

/** A national id (11 digits), typed as text. */
export function NationalIdField(props: KitFieldProps) {
  return <TextField {...props} inputMode="numeric" maxLength={11} autoComplete="off" spellCheck={false} />;
}

/**
 * A select over typed options, with a placeholder: disabled («Velg»), or with `clearTo` a real choice
 * (an optional select's «Ingen») that puts the field back to `clearTo`.
 */
export function SelectField<V extends string | number>({
  label,
  hint,
  id,
  required = true,
  marker,
  disabled,
  options,
  placeholder,
  clearTo,
}: KitFieldProps & { options: ReadonlyArray<Option<V>>; placeholder?: boolean | string; clearTo?: V | null }) {
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
        {...(clearTo !== undefined ? { onClear: () => field.handleChange(clearTo) } : {})}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}
