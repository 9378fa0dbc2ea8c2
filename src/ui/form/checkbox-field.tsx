import { Checkbox } from '../Checkbox.js';
import { useKitField, type KitFieldProps } from './field-kit.js';

/** A checkbox (value `boolean`), e.g. a confirmation that must be ticked. */
export function CheckboxField({ label: ownLabel, hint: ownHint, id, required = true }: Omit<KitFieldProps, 'marker'>) {
  const { field, error, id: own, label, hint } = useKitField<boolean>({ label: ownLabel, hint: ownHint });
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
