import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { FieldError } from './Field.js';
import { cx, idRefs } from './internal.js';
import { choiceCss } from './css/choice.js';
import { fieldCss } from './css/field.js';
import { useStyles } from './use-styles.js';

/** Props of {@link Checkbox}. Other native input attributes (name, onBlur, disabled) pass through. */
export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> {
  /** The label beside the box. */
  label: ReactNode;
  checked: boolean;
  /** Called with the new state. */
  onCheckedChange: (checked: boolean) => void;
  /** Help under the label. */
  hint?: ReactNode;
  /** The error message (e.g. a confirmation that must be ticked); announced politely. */
  error?: string | null | undefined;
  /** Sets `aria-required` (the box must be ticked). */
  required?: boolean;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

/**
 * A native checkbox with its label, optional hint and error message.
 *
 * @example
 * <Checkbox label={t('completion.insurance.confirm')} checked={ok} onCheckedChange={setOk} error={error} />
 */
export function Checkbox({
  label,
  checked,
  onCheckedChange,
  hint,
  error,
  required,
  id,
  className,
  'aria-describedby': describedBy,
  ...rest
}: CheckboxProps) {
  useStyles(fieldCss, choiceCss);
  const generated = useId();
  const inputId = id ?? `checkbox-${generated}`;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  return (
    <div className={cx('ui-checkbox', error && 'ui-checkbox--invalid', className)}>
      <div className="ui-choice">
        <input
          className="ui-choice__input"
          type="checkbox"
          id={inputId}
          checked={checked}
          onChange={(event) => onCheckedChange(event.currentTarget.checked)}
          aria-describedby={idRefs(describedBy, hint != null && hintId, error && errorId)}
          aria-invalid={error ? true : undefined}
          aria-required={required ? true : undefined}
          {...rest}
        />
        <label className="ui-choice__label" htmlFor={inputId}>
          {label}
        </label>
        {hint != null && (
          <span className="ui-choice__hint" id={hintId}>
            {hint}
          </span>
        )}
      </div>
      <FieldError errorId={errorId} error={error} />
    </div>
  );
}
