import { CurrencyInput } from '../CurrencyInput.js';
import { Field } from '../Field.js';
import { useKitField, type KitFieldProps } from './field-kit.js';

/** An amount in kroner. */
export function CurrencyField({
  label: ownLabel,
  hint: ownHint,
  id,
  required = true,
  marker,
  maxLength,
}: KitFieldProps & { maxLength?: number }) {
  const {
    field,
    error,
    id: own,
    label,
    hint,
    placeholder,
  } = useKitField<number | null>({
    label: ownLabel,
    hint: ownHint,
  });
  return (
    <Field id={id ?? own} label={label} hint={hint} error={error} required={required} marker={marker}>
      <CurrencyInput
        name={field.name}
        placeholder={placeholder}
        value={field.state.value}
        maxLength={maxLength}
        onValueChange={field.handleChange}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}
