import { RadioGroup, type RadioOption } from '../RadioGroup.js';
import { useKitField, type KitFieldProps } from './field-kit.js';

/**
 * A single choice over text values (value `string`; '' or null while nothing is chosen) as a group of radios:
 * a fieldset with the question as its legend (`role="radiogroup"`), the hint and the error (the kit's
 * FieldError) tied to the group by `aria-describedby`, arrow keys moving between the choices. An error
 * summary's link focuses the group's checked (or first) radio.
 */
export function ChoiceField(props: KitFieldProps & { options: ReadonlyArray<RadioOption<string>>; inline?: boolean }) {
  const { field, error, id: own, label, hint } = useKitField<string | null>(props);
  const { id = own, required = true, disabled, options } = props;
  return (
    <RadioGroup<string>
      id={id}
      name={id}
      legend={label}
      required={required}
      marker={props.marker}
      inline={props.inline}
      value={field.state.value === '' ? null : field.state.value}
      onValueChange={field.handleChange}
      onBlur={field.handleBlur}
      error={error}
      {...(hint != null ? { hint } : {})}
      options={disabled ? options.map((option) => ({ ...option, disabled })) : options}
    />
  );
}
