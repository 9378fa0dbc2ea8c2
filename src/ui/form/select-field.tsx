import { Field } from '../Field.js';
import { Select, type Option } from '../Select.js';
import { useKitField, type KitFieldProps } from './field-kit.js';

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
