import { useId, type ReactNode } from 'react';
import { FieldError, FieldMarker } from './Field.js';
import { cx, idRefs } from './internal.js';
import { choiceCss } from './css/choice.js';
import { fieldCss } from './css/field.js';
import { useStyles } from './use-styles.js';

/** One choice of a {@link RadioGroup}. */
export interface RadioOption<V extends string | number> {
  value: V;
  label: ReactNode;
  /** A line of help under the choice's label. */
  hint?: ReactNode;
  disabled?: boolean;
}

/** Props of {@link RadioGroup}. */
export interface RadioGroupProps<V extends string | number> {
  /** The question, shown as the fieldset's legend. */
  legend: ReactNode;
  /** The radios' shared name; generated when absent. */
  name?: string;
  /** The choices, in order. */
  options: ReadonlyArray<RadioOption<V>>;
  /** The chosen value, or null for none. */
  value: V | null;
  /** Called with the chosen value (typed). */
  onValueChange: (value: V) => void;
  /** Help below the legend. */
  hint?: ReactNode;
  /** The error message; shown below the choices and announced politely. */
  error?: string | null | undefined;
  /** The fieldset's id: an error summary linking here focuses the checked (or first) radio. */
  id?: string;
  /** Sets `aria-required` on the group. */
  required?: boolean;
  /** A visible marker after the legend. */
  marker?: 'required' | 'optional';
  /** Lays the choices out side by side (short answers such as Ja/Nei, Lån/Lånebevis). */
  inline?: boolean;
  /** Called when focus leaves the group (a form's touched state). */
  onBlur?: () => void;
  className?: string;
}

/**
 * A group of native radio buttons in a `fieldset` with a `legend` (arrow keys move between choices,
 * as browsers do for radios of one name).
 *
 * @example
 * <RadioGroup legend={t('calculator.loanType.legend')} inline value={type} onValueChange={setType}
 *   options={[{ value: 'VEHICLE_LOAN', label: t('calculator.loanType.loan') }, …]} />
 */
export function RadioGroup<V extends string | number>({
  legend,
  name,
  options,
  value,
  onValueChange,
  hint,
  error,
  id,
  required,
  marker,
  inline = false,
  onBlur,
  className,
}: RadioGroupProps<V>) {
  useStyles(fieldCss, choiceCss);
  const generated = useId();
  const groupId = id ?? `radios-${generated}`;
  const groupName = name ?? groupId;
  const legendId = `${groupId}-legend`;
  const hintId = `${groupId}-hint`;
  const errorId = `${groupId}-error`;
  return (
    <fieldset
      id={groupId}
      role="radiogroup"
      className={cx(
        'ui-fieldset',
        'ui-radios',
        inline && 'ui-radios--inline',
        error && 'ui-fieldset--invalid',
        className,
      )}
      aria-labelledby={legendId}
      aria-describedby={idRefs(hint != null && hintId, error && errorId)}
      aria-invalid={error ? true : undefined}
      aria-required={required ? true : undefined}
      onBlur={(event) => {
        if (onBlur && !event.currentTarget.contains(event.relatedTarget)) onBlur();
      }}
    >
      <legend className="ui-fieldset__legend" id={legendId}>
        {legend}
        <FieldMarker marker={marker} />
      </legend>
      {hint != null && (
        <p className="ui-field__hint" id={hintId}>
          {hint}
        </p>
      )}
      <div className="ui-radios__options">
        {options.map((option, index) => {
          const optionId = `${groupId}-${index}`;
          return (
            <div key={String(option.value)} className="ui-choice">
              <input
                className="ui-choice__input"
                type="radio"
                id={optionId}
                name={groupName}
                value={String(option.value)}
                checked={value !== null && option.value === value}
                disabled={option.disabled}
                aria-describedby={option.hint != null ? `${optionId}-hint` : undefined}
                onChange={() => onValueChange(option.value)}
              />
              <label className="ui-choice__label" htmlFor={optionId}>
                {option.label}
              </label>
              {option.hint != null && (
                <span className="ui-choice__hint" id={`${optionId}-hint`}>
                  {option.hint}
                </span>
              )}
            </div>
          );
        })}
      </div>
      <FieldError errorId={errorId} error={error} />
    </fieldset>
  );
}
