import { TextInput, type TextInputProps } from '../TextInput.js';
import { Field } from '../Field.js';
import { useKitField, type KitFieldProps } from './field-kit.js';

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
