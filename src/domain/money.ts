/**
 * Money and number formatting in Norwegian style (spec 1 §5, "Currency input"): space as thousands
 * separator, comma as decimal separator, suffix " kr". Pure functions, no DOM.
 *
 * **The space is U+00A0 (no-break space)**, both between digit groups and before "kr": an amount never
 * wraps across lines ("1 234" / "567 kr"), and it is what `Intl.NumberFormat('nb-NO')` produces. The
 * parser accepts any space (U+0020, U+00A0, U+202F) and ignores it. In a test, write
 * `'1\u00a0234\u00a0567\u00a0kr'`, or compare after `normaliseSpaces()`.
 *
 * A negative amount is written with ASCII "-" (what a customer types), not U+2212.
 */

/** The no-break space used between digit groups and before the currency suffix. */
export const NBSP = '\u00a0';

/** The decimal separator. */
export const DECIMAL_SEPARATOR = ',';

/** The currency suffix, including its leading no-break space: `' kr'`. */
export const KRONER_SUFFIX = `${NBSP}kr`;

/** Rounds half away from zero to `decimals` places, without binary surprises (1.005 → 1.01). */
export function roundTo(value: number, decimals: number): number {
  if (!Number.isFinite(value)) return value;
  const sign = value < 0 ? -1 : 1;
  const rounded = Number(`${Math.round(Number(`${Math.abs(value)}e${decimals}`))}e-${decimals}`);
  return sign * rounded || 0; // `|| 0` turns -0 into 0
}

/** Groups a string of digits in threes from the right, with no-break spaces: `'1234567'` → `'1 234 567'`. */
export function groupDigits(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
}

/** Replaces every kind of space (U+00A0, U+202F, tabs …) by an ASCII space: handy in tests and logs. */
export function normaliseSpaces(text: string): string {
  return text.replace(/\s/g, ' ');
}

/**
 * Formats a number with grouped thousands and a comma decimal: `formatNumber(1234.5)` → `'1 234,50'`.
 * This is the spec's "second number-format helper": it defaults to 2 decimals and shows a whole number
 * (after rounding) without decimals: `formatNumber(1234)` → `'1 234'`, `formatNumber(4.999)` → `'5'`.
 */
export function formatNumber(value: number, decimals = 2): string {
  if (!Number.isFinite(value)) return '';
  const places = Math.max(0, Math.trunc(decimals));
  const rounded = roundTo(value, places);
  const sign = rounded < 0 ? '-' : '';
  const [whole = '0', fraction] = Math.abs(rounded).toFixed(places).split('.');
  const showFraction = fraction !== undefined && !Number.isInteger(rounded);
  return `${sign}${groupDigits(whole)}${showFraction ? `${DECIMAL_SEPARATOR}${fraction}` : ''}`;
}

/**
 * Formats an amount in kroner: `formatKroner(1234567)` → `'1 234 567 kr'` (no-break spaces).
 * Rounds to whole kroner by default (spec 1 §9: amounts are rounded to whole kr); with `decimals`,
 * a fractional amount shows exactly that many decimals and a whole one none (`formatNumber`'s rule).
 */
export function formatKroner(value: number, decimals = 0): string {
  if (!Number.isFinite(value)) return '';
  return `${formatNumber(value, decimals)}${KRONER_SUFFIX}`;
}

/** How an amount is read from text. */
export interface AmountOptions {
  /** Decimal places kept; digits after them are dropped. Default 0 (whole kroner). */
  decimals?: number | undefined;
  /** Whether a leading minus makes the amount negative. Default false: the minus is ignored. */
  allowNegative?: boolean | undefined;
  /**
   * With `decimals` 0: how many digits typed after a comma are kept anyway (default 0: dropped). A
   * whole-kroner field keeps them so that "300 000,75" reads as 300000.75, which its whole-kroner rule
   * refuses with a message, instead of the decimals silently vanishing or, typed one key at a time,
   * being added to the kroner (3 000 007 5).
   */
  strayDecimals?: number | undefined;
}

/**
 * The significant characters of typed amount text: an optional leading "-", the digits, and with
 * decimals a "," followed by at most `decimals` digits. Everything else (spaces, "kr", letters) is
 * dropped; so is a minus that is not allowed or comes after a digit, and with decimals a "." counts as
 * the decimal separator (the numeric keypad's key). Leading zeros of the whole part are dropped.
 * `amountSignificant('kr 1 234,567', { decimals: 2 })` → `'1234,56'`.
 */
export function amountSignificant(text: string, options: AmountOptions = {}): string {
  const decimals = Math.max(0, Math.trunc(options.decimals ?? 0));
  const kept = decimals > 0 ? decimals : Math.max(0, Math.trunc(options.strayDecimals ?? 0));
  let negative = false;
  let whole = '';
  let fraction = '';
  let inFraction = false;
  for (const char of text) {
    if (char >= '0' && char <= '9') {
      if (inFraction) {
        if (fraction.length < kept) fraction += char;
      } else {
        whole += char;
      }
    } else if (char === '-' || char === '\u2212') {
      if (options.allowNegative && whole === '' && !inFraction) negative = true;
    } else if ((char === ',' || char === '.') && !inFraction) {
      // Without decimals, "1 234,-" and "1.234" are whole amounts: the separator is ignored and so is
      // everything after a comma.
      if (char === ',' || decimals > 0) inFraction = true;
    }
  }
  whole = whole.replace(/^0+(?=\d)/, '');
  if (inFraction && kept > 0 && whole === '') whole = '0';
  const separator = inFraction && kept > 0 ? DECIMAL_SEPARATOR : '';
  return `${negative ? '-' : ''}${whole}${separator}${fraction}`;
}

/**
 * Reads an amount typed the Norwegian way: `parseAmount('1 234,5', { decimals: 2 })` → `1234.5`,
 * `parseAmount('1 234 567 kr')` → `1234567`. Returns null when there is no digit. Without decimals the
 * part after a comma is dropped (`'1 234,-'` → `1234`); a minus counts only with `allowNegative` and
 * only before the first digit.
 */
export function parseAmount(text: string, options: AmountOptions = {}): number | null {
  const significant = amountSignificant(text, options);
  if (!/\d/.test(significant)) return null;
  const value = Number(significant.replace(DECIMAL_SEPARATOR, '.'));
  return Number.isFinite(value) ? value || 0 : null; // `|| 0`: "-0" is 0
}

/**
 * Formats the significant characters of a typed amount for display while the customer types,
 * keeping what they typed: a trailing comma or trailing decimal zeros stay, the suffix " kr" is added
 * once there is a digit. `formatAmountDraft('1234,')` → `'1 234, kr'`; `'-'` → `'-'`; `''` → `''`.
 */
export function formatAmountDraft(significant: string): string {
  if (significant === '') return '';
  const negative = significant.startsWith('-');
  const body = negative ? significant.slice(1) : significant;
  const [whole = '', fraction] = body.split(DECIMAL_SEPARATOR);
  const digits = `${groupDigits(whole)}${fraction !== undefined ? `${DECIMAL_SEPARATOR}${fraction}` : ''}`;
  return `${negative ? '-' : ''}${digits}${/\d/.test(body) ? KRONER_SUFFIX : ''}`;
}

/** A rate in percent with exactly two decimals and a comma (spec 1 §9): 7.9 → "7,90". */
export function formatRate(value: number): string {
  return value.toFixed(2).replace('.', ',');
}
