import type { ChangeEvent, Ref, SelectHTMLAttributes } from 'react';
import { cx, useT } from './internal.js';
import { fieldCss } from './css/field.js';
import { useStyles } from './use-styles.js';

/** One option of a {@link Select} or {@link RadioGroup}. */
export interface Option<V extends string | number> {
  value: V;
  label: string;
  disabled?: boolean;
}

/** Props of {@link Select}. Other native select attributes (name, onBlur, aria-*) pass through. */
export interface SelectProps<V extends string | number> extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'value' | 'defaultValue' | 'onChange' | 'multiple'
> {
  /** The options, in order. Values are compared as strings, so numbers work (`12`, `24` …). */
  options: ReadonlyArray<Option<V>>;
  /** The chosen value, or null for none (the placeholder shows). */
  value: V | null;
  /** Called with the chosen option's value (typed, not stringified). */
  onValueChange: (value: V) => void;
  /**
   * A disabled first option shown while nothing is chosen: `true` for "Velg et alternativ", a string
   * for another text, absent for none.
   */
  placeholder?: boolean | string;
  /**
   * Makes the placeholder a real choice, for an optional select: it is enabled, and choosing it calls
   * `onClear` (e.g. «Ingen» for no second citizenship). Without it the placeholder is disabled, as a
   * required select's «Velg» is: once something is chosen it cannot be chosen again.
   */
  onClear?: () => void;
  /** The select element. */
  ref?: Ref<HTMLSelectElement>;
}

/**
 * A native `<select>` over typed options, with an optional placeholder option (disabled, or a real
 * choice with `onClear`). Put it in a
 * {@link Field}, which labels it and wires its error.
 *
 * @example
 * <Field label={t('calculator.period')}>
 *   <Select placeholder options={[{ value: 12, label: '1 år' }]} value={months} onValueChange={setMonths} />
 * </Field>
 */
export function Select<V extends string | number>({
  options,
  value,
  onValueChange,
  placeholder,
  onClear,
  className,
  ...rest
}: SelectProps<V>) {
  useStyles(fieldCss);
  const t = useT();
  const placeholderText =
    placeholder === true
      ? t('ui.select.placeholder')
      : placeholder === false || placeholder === ''
        ? undefined
        : placeholder;
  const onChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => String(option.value) === event.currentTarget.value);
    if (chosen) onValueChange(chosen.value);
    else if (event.currentTarget.value === '') onClear?.();
  };
  return (
    <span className={cx('ui-select', className)}>
      <select className="ui-select__control" value={value === null ? '' : String(value)} onChange={onChange} {...rest}>
        {placeholderText !== undefined && (
          <option value="" disabled={!onClear}>
            {placeholderText}
          </option>
        )}
        {options.map((option) => (
          <option key={String(option.value)} value={String(option.value)} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </span>
  );
}
