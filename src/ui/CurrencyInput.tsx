import { useLayoutEffect, useRef, type FocusEvent, type InputHTMLAttributes, type Ref, type RefCallback } from 'react';
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
 * Uncontrolled underneath (decision 0100): the `<input>` echoes natively and is formatted in its input
 * event, not by a render. The formatted text is put in with the browser's own editing
 * (`insertText`), so native undo (Ctrl+Z) steps back through what the field showed (formatted texts,
 * which formatting leaves as they are). Nothing is reformatted in the middle of a composition (an IME):
 * its end is. `value` is written into the field when it no longer means what the field shows (a reset,
 * a prefill), and `onValueChange` is called from the input event when the amount changes. Put it in a
 * {@link Field}.
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
  const input = useRef<HTMLInputElement | null>(null);
  /** The text the field showed after the last keystroke or write: what a keystroke changed. */
  const last = useRef('');
  /** True while the field writes its own text (the nested input event is not the customer's). */
  const writing = useRef(false);

  // A whole-kroner field that was given decimals shows them as typed ("300 000,7 kr"), never a rounded
  // figure the form refuses.
  const formatted = (amount: number | null) =>
    amount === null || !Number.isFinite(amount)
      ? ''
      : `${
          decimals === 0 && !Number.isInteger(amount)
            ? formatNumber(amount, STRAY_DECIMALS).replace(/0+$/, '')
            : formatNumber(amount, decimals)
        }${KRONER_SUFFIX}`;

  /** Shows `text` (through the browser's editing while focused, so undo keeps it), then the caret. */
  const show = (element: HTMLInputElement, text: string, caret?: number) => {
    // Only while focused: moving the selection of an unfocused input may focus it in some browsers.
    const focused = (element.getRootNode() as Document | ShadowRoot).activeElement === element;
    if (element.value !== text) {
      writing.current = true;
      if (focused) element.select();
      // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one way to edit that native undo keeps
      if (!(focused && text && document.execCommand('insertText', false, text))) element.value = text;
      writing.current = false;
    }
    last.current = text;
    if (focused && caret !== undefined) element.setSelectionRange(caret, caret);
  };

  // `value` changed from outside (a reset, a prefill): shown when it no longer means the field's text.
  useLayoutEffect(() => {
    const element = input.current;
    if (element && !sameAmount(parseAmount(element.value, options), value)) show(element, formatted(value));
  });

  /**
   * The customer changed the text to `raw` with the caret at `caret` (`inputType` of the input event;
   * '' at a composition's end): the field shows it formatted, or refuses it (too long) and keeps `before`.
   */
  const typed = (
    element: HTMLInputElement,
    inputType: string,
    raw = element.value,
    caret = element.selectionStart ?? raw.length,
  ) => {
    const before = last.current;
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
      // Refused: the text as it was, the caret back where it was before the keystroke.
      show(element, before, Math.max(0, caret - (raw.length - before.length)));
      return;
    }
    show(element, next, caretAfter(next, count));
    const amount = parseAmount(significant, options);
    if (!sameAmount(amount, parseAmount(before, options))) onValueChange(amount);
  };

  /**
   * A key typed or deleted, before the browser edits: the field makes the edit itself, formatted, as
   * one step of the browser's undo (not the key's edit and then a second one for the formatting).
   */
  const beforeInput = (event: InputEvent) => {
    const type = event.inputType;
    if (writing.current || event.isComposing || !/^(insertText|deleteContent(Backward|Forward))$/.test(type)) return;
    event.preventDefault();
    const element = event.currentTarget as HTMLInputElement;
    const { value } = element;
    const start = element.selectionStart ?? value.length;
    const end = element.selectionEnd ?? start;
    // A deletion with no selection takes the character before (Backspace) or after (Delete) the caret.
    const from = start === end && type === 'deleteContentBackward' ? Math.max(0, start - 1) : start;
    const data = type === 'insertText' ? (event.data ?? '') : '';
    typed(
      element,
      type,
      value.slice(0, from) + data + value.slice(start === end && type === 'deleteContentForward' ? end + 1 : end),
      from + data.length,
    );
  };

  const setInput: RefCallback<HTMLInputElement> = (element) => {
    input.current = element;
    assignRef(ref, element);
    element?.addEventListener('beforeinput', beforeInput);
    return () => {
      element?.removeEventListener('beforeinput', beforeInput);
      assignRef(ref, null);
    };
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    show(event.currentTarget, formatted(parseAmount(event.currentTarget.value, options)));
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
      onInput={(event) => {
        const native = event.nativeEvent;
        if (!writing.current && !native.isComposing) typed(event.currentTarget, native.inputType);
      }}
      onCompositionEnd={(event) => typed(event.currentTarget, '')}
      onBlur={handleBlur}
      {...rest}
    />
  );
}
