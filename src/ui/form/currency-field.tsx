import { CurrencyInput } from '../CurrencyInput.js';
import { Field } from '../Field.js';
import { useKitField, useTyped, type KitFieldProps } from './field-kit.js';

/** An amount in kroner; `decimals` as {@link CurrencyInput}'s (default 0, whole kroner). Typed as {@link useTyped} says. */
export function CurrencyField({
  label,
  hint,
  id,
  required = true,
  marker,
  maxLength,
  decimals,
}: KitFieldProps & { maxLength?: number; decimals?: number }) {
  const { field, error, id: own } = useKitField<number | null>();
  const typed = useTyped<number | null>(field);
  return (
    <Field id={id ?? own} label={label} hint={hint} error={error} required={required} marker={marker}>
      <CurrencyInput
        name={field.name}
        value={typed.value}
        maxLength={maxLength}
        decimals={decimals}
        onValueChange={typed.change}
        {...typed.props}
      />
    </Field>
  );
}
