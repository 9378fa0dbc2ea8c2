import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type Ref,
  type RefCallback,
} from 'react';
import {
  amountSignificant,
  formatAmountDraft,
  formatNumber,
  KRONER_SUFFIX,
  parseAmount,
  type AmountOptions,
} from '../domain/money.js';
import { cx, useT } from './internal.js';
import { fieldCss } from './css/field.js';
import { useStyles } from './use-styles.js';

/** Props of {@link CurrencyInput}. Other native input attributes (name, onBlur, aria-*) pass through. */
export interface CurrencyInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'maxLength' | 'inputMode'
> {
  /** The amount, or null when the field is empty. */
  value: number | null;
  /** Called with the new amount (null when emptied) whenever what the customer typed changes it. */
  onValueChange: (value: number | null) => void;
  /**
   * Decimal places the customer may type; default 0 (whole kroner). In a whole-kroner field a typed
   * decimal comma is kept with up to two digits after it: "300 000,75" is reported as 300000.75, for
   * the form's whole-kroner rule to refuse with its message. The digits are never dropped silently
   * nor, typed one key at a time, added to the kroner.
   */
  decimals?: number;
  /** Whether a leading "-" makes the amount negative; default false (a minus is ignored). */
  allowNegative?: boolean;
  /**
   * Most characters the field shows, counted in the formatted text with separators and " kr":
   * 12 allows "9 999 999 kr". A keystroke that would make it longer is refused.
   */
  maxLength?: number;
  /** Placeholder; default "0 kr". */
  placeholder?: string;
  /** The input element. */
  ref?: Ref<HTMLInputElement>;
}

/** Digits after a decimal comma a whole-kroner field keeps, so that its rule can refuse them. */
const STRAY_DECIMALS = 2;

/** How many significant characters (digits, comma, minus) come before `caret` in typed text. */
function significantBefore(text: string, caret: number, options: AmountOptions): number {
  return amountSignificant(text.slice(0, caret), options).length;
}

/** The caret position in formatted text after `count` significant characters, before the suffix. */
function caretAfter(formatted: string, count: number): number {
  const end = formatted.endsWith(KRONER_SUFFIX) ? formatted.length - KRONER_SUFFIX.length : formatted.length;
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < end; i += 1) {
    if (/[\d,-]/.test(formatted.charAt(i))) {
      seen += 1;
      if (seen === count) return i + 1;
    }
  }
  return end;
}

function sameAmount(a: number | null, b: number | null): boolean {
  return a === b || (a !== null && b !== null && Math.abs(a - b) < 1e-9);
}

function assignRef<T>(ref: Ref<T> | undefined, value: T | null) {
  if (typeof ref === 'function') ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

/**
 * An amount in kroner (spec 1 §5): space-grouped thousands, comma decimals, suffix " kr", placeholder
 * "0 kr", no negatives and no decimals unless asked. It formats while the customer types, keeps what
 * they typed (a trailing comma, decimal zeros) and the caret in place, and reports a number.
 * Backspace over a group space deletes the digit before it. On blur the text is tidied
 * ("1 234, kr" → "1 234 kr"). The spaces are U+00A0 (see src/domain/money.ts).
 *
 * Controlled: show `value`, report changes through `onValueChange`. Put it in a {@link Field}.
 *
 * @example
 * <Field label={t('calculator.price')} error={error}>
 *   <CurrencyInput value={price} onValueChange={setPrice} maxLength={LIMITS.vehiclePriceMaxLength} />
 * </Field>
 */
export function CurrencyInput({
  value,
  onValueChange,
  decimals = 0,
  allowNegative = false,
  maxLength,
  placeholder,
  className,
  onBlur,
  ref,
  ...rest
}: CurrencyInputProps) {
  useStyles(fieldCss);
  const t = useT();
  const options: AmountOptions = { decimals, allowNegative, strayDecimals: STRAY_DECIMALS };
  /** What the customer is typing; null when not editing (the field shows `value` formatted). */
  const [draft, setDraft] = useState<string | null>(null);
  /** Bumped on every change, so a refused keystroke re-renders and the caret is put back. */
  const [, setRevision] = useState(0);
  const input = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  // A whole-kroner field that was given decimals shows them as typed ("300 000,7 kr"), never a rounded
  // figure the form refuses.
  const stray = decimals === 0 && value !== null && !Number.isInteger(value);
  const shownNumber =
    value === null
      ? ''
      : stray
        ? formatNumber(value, STRAY_DECIMALS).replace(/0+$/, '')
        : formatNumber(value, decimals);
  const formattedValue = value === null || !Number.isFinite(value) ? '' : `${shownNumber}${KRONER_SUFFIX}`;
  // A draft is shown only while it still means `value`: a value changed from outside wins.
  const display = draft !== null && sameAmount(parseAmount(draft, options), value) ? draft : formattedValue;

  useLayoutEffect(() => {
    const caret = pendingCaret.current;
    const element = input.current;
    pendingCaret.current = null;
    if (caret === null || element?.value !== display) return;
    // Only while focused: moving the selection of an unfocused input may focus it in some browsers.
    if ((element.getRootNode() as Document | ShadowRoot).activeElement === element) {
      element.setSelectionRange(caret, caret);
    }
  });

  const setInput: RefCallback<HTMLInputElement> = (element) => {
    input.current = element;
    assignRef(ref, element);
  };

  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const raw = event.currentTarget.value;
    const caret = event.currentTarget.selectionStart ?? raw.length;
    const native = event.nativeEvent;
    const inputType = native instanceof InputEvent ? native.inputType : '';
    const before = display;
    const previous = amountSignificant(before, options);
    let significant = amountSignificant(raw, options);
    let count = significantBefore(raw, caret, options);

    // Deleting only a group space or a letter of " kr" changes nothing: delete the digit beside it.
    if (significant === previous && raw.length < before.length) {
      if (inputType === 'deleteContentBackward' && count > 0) {
        significant = amountSignificant(previous.slice(0, count - 1) + previous.slice(count), options);
        count -= 1;
      } else if (inputType === 'deleteContentForward') {
        significant = amountSignificant(previous.slice(0, count) + previous.slice(count + 1), options);
      }
    }

    const next = formatAmountDraft(significant);
    if (maxLength !== undefined && next.length > maxLength && next.length > before.length) {
      // Refused: keep the text and put the caret back where it was before the keystroke.
      pendingCaret.current = Math.max(0, caret - (raw.length - before.length));
      setRevision((r) => r + 1);
      return;
    }
    pendingCaret.current = caretAfter(next, count);
    setDraft(next);
    setRevision((r) => r + 1);
    const amount = parseAmount(significant, options);
    if (!sameAmount(amount, value)) onValueChange(amount);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setDraft(null);
    onBlur?.(event);
  };

  return (
    <input
      ref={setInput}
      type="text"
      inputMode={decimals > 0 ? 'decimal' : 'numeric'}
      autoComplete="off"
      spellCheck={false}
      className={cx('ui-input', 'ui-input--currency', className)}
      placeholder={placeholder ?? t('ui.currency.placeholder')}
      value={display}
      onChange={onChange}
      onBlur={handleBlur}
      {...rest}
    />
  );
}
