import { CurrencyInput } from '../CurrencyInput.js';
import { Field } from '../Field.js';
import { useKitField, type KitFieldProps } from './field-kit.js';

/** An amount in kroner; `decimals` as {@link CurrencyInput}'s (default 0, whole kroner). */
export function CurrencyField({
  label: ownLabel,
  hint: ownHint,
  id,
  required = true,
  marker,
  maxLength,
  decimals,
}: KitFieldProps & { maxLength?: number; decimals?: number }) {
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
        decimals={decimals}
        onValueChange={field.handleChange}
        onBlur={field.handleBlur}
      />
    </Field>
  );
}
