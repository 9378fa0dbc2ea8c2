import type { ReactNode } from 'react';
import { RadioGroup } from '../RadioGroup.js';
import { useKitField, type KitFieldProps } from './field-kit.js';

/** A yes/no question (value `boolean | null`) as two inline radios. */
export function YesNoField({
  label: ownLabel,
  hint: ownHint,
  id,
  required = true,
  marker,
  disabled,
  yes,
  no,
}: KitFieldProps & { yes: ReactNode; no: ReactNode }) {
  const { field, error, id: own, label, hint } = useKitField<boolean | null>({ label: ownLabel, hint: ownHint });
  const value = field.state.value;
  return (
    <RadioGroup<'yes' | 'no'>
      id={id ?? own}
      name={id ?? own}
      legend={label}
      inline
      required={required}
      marker={marker}
      value={value === null ? null : value ? 'yes' : 'no'}
      onValueChange={(answer) => field.handleChange(answer === 'yes')}
      onBlur={field.handleBlur}
      error={error}
      {...(hint != null ? { hint } : {})}
      options={[
        { value: 'yes', label: yes, ...(disabled ? { disabled } : {}) },
        { value: 'no', label: no, ...(disabled ? { disabled } : {}) },
      ]}
    />
  );
}
