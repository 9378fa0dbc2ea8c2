/**
 * The loan forms' rules (spec 1 §5): the calculator's loan form and the upgrade's full form. Their
 * messages are text keys of the element's catalogue (`calculator.*`, `upgrade.form.*`); a message with
 * values carries them after a `?` (`textRef`), and the field or the summary shows it with `t()`
 * (decision 0054). The limits come from src/domain; the product's loan amount range is given.
 */
import * as z from 'zod/mini';
import { LIMITS, parseOdometer } from '../domain/fields.js';
import { DEFAULT_MAX_AGE, equityAbovePrice } from '../domain/loan/calculator-rules.js';
import { formatNumber } from '../domain/money.js';
import { textRef } from '../texts/messages.js';
import type { TextKey } from '../texts/nb.js';

/** A loan amount range (the product's, or the upgrade's capped one), in kroner. */
export interface LoanAmountRange {
  min: number;
  max: number;
}

type AmountRule = [ok: (n: number) => boolean, message: string];

/**
 * A sum of kroner the customer types: `required` while empty, then each rule's message. The rules
 * after "required" do not abort: a field shows its first message, and the form's own checks across
 * fields still run beside it.
 */
const kroner = (required: TextKey, ...rules: AmountRule[]) =>
  z.nullable(z.number()).check(
    z.refine((v) => v !== null, { message: required, abort: true }),
    ...rules.map(([ok, message]) => z.refine((v) => Number.isInteger(v) && ok(v as number), { message })),
  );

/** A repayment period chosen from those offered. */
const period = (required: TextKey) =>
  z.nullable(z.number()).check(z.refine((v) => v !== null && Number.isInteger(v) && v > 0, required));

/** A range's message: `key?min=…&max=…`, the amounts as the form shows them (`30 000`). */
const rangeMessage = (key: TextKey, { min, max }: LoanAmountRange) =>
  textRef(key, { min: formatNumber(min, 0), max: formatNumber(max, 0) });

interface PriceAndEquity {
  vehiclePrice: number | null;
  equity: number | null;
}

/** Whether price and equity are both numbers: the checks across them run then, not only when all passed. */
const bothKnown = ({ value }: { value: unknown }) => {
  const { vehiclePrice, equity } = value as Partial<PriceAndEquity>;
  return typeof vehiclePrice === 'number' && typeof equity === 'number';
};

/** The loan amount without fees (price less equity), or null until both are known. */
export function loanAmountOf(price: number | null, equity: number | null): number | null {
  return price === null || equity === null ? null : price - equity;
}

/** The calculator's «equity above the price», at the equity (per keystroke, and in the form's schema). */
export function calculatorAbovePrice({ vehiclePrice, equity }: PriceAndEquity): TextKey | undefined {
  return equityAbovePrice(vehiclePrice, equity) ? 'calculator.equity.abovePrice' : undefined;
}

/** The calculator's loan amount message, when price and equity are known and the amount is out of range. */
export function calculatorAmountError({ vehiclePrice, equity }: PriceAndEquity, range: LoanAmountRange) {
  const amount = loanAmountOf(vehiclePrice, equity);
  return amount === null || (Number.isInteger(amount) && amount >= range.min && amount <= range.max)
    ? undefined
    : rangeMessage('calculator.loanAmount.range', range);
}

/**
 * The calculator's loan form (spec 1 §5), with the product's loan amount range. Each field's own rule
 * is in `shape` (checked per keystroke); the rules across fields (equity above the price, the loan
 * amount, which is the price less the equity and not a field) are the object's checks, run when the
 * customer leaves a field and on submit.
 */
export function calculatorFormSchema(range: LoanAmountRange) {
  return z
    .object({
      vehiclePrice: kroner(
        'calculator.price.required',
        [() => true, 'calculator.price.integer'],
        [
          (n) => n > 0 && n >= LIMITS.vehiclePriceMin,
          textRef('calculator.price.min', { min: formatNumber(LIMITS.vehiclePriceMin, 0) }),
        ],
        [
          (n) => n <= LIMITS.vehiclePriceMax,
          textRef('calculator.price.max', { max: formatNumber(LIMITS.vehiclePriceMax, 0) }),
        ],
      ),
      equity: kroner(
        'calculator.equity.required',
        [() => true, 'calculator.equity.integer'],
        [(n) => n >= 0, 'calculator.equity.min'],
      ),
      requestedLoanPeriodInMonths: period('calculator.period.required'),
    })
    .check(
      z.refine((v) => calculatorAbovePrice(v) === undefined, {
        message: 'calculator.equity.abovePrice',
        path: ['equity'],
        when: bothKnown,
      }),
      z.refine((v) => calculatorAmountError(v, range) === undefined, {
        message: rangeMessage('calculator.loanAmount.range', range),
        path: ['loanAmountWithoutFees'],
        when: bothKnown,
      }),
    );
}

/** The longest manufacturer and model the upgrade takes. */
const MAX_TEXT = 100;
const FIRST_MODEL_YEAR = 1900;

/** A model year as typed ("2021"), or null when it is not four digits from 1900 to next year. */
export function modelYearOf(text: string, currentYear: number): number | null {
  const year = /^\d{4}$/.test(text.trim()) ? Number(text.trim()) : null;
  return year !== null && year >= FIRST_MODEL_YEAR && year <= currentYear + 1 ? year : null;
}

/** What the upgrade's rules depend on. */
export interface UpgradeFormRules {
  /** The loan amount range, the maximum capped at the commitment. */
  range: LoanAmountRange;
  /** Whether the customer types the manufacturer, model and year (the plate was not found). */
  manual: boolean;
  asksOdometer: boolean;
  slug: string | undefined;
  /** The year now, read at each check: a form left open over New Year checks against the new year. */
  currentYear: () => number;
}

/** The upgrade's full form (spec 1 §5 "Upgrade full form"). */
export function upgradeFormSchema({ range, manual, asksOdometer, slug, currentYear }: UpgradeFormRules) {
  const outOfRange = rangeMessage('upgrade.form.range', range);
  const text = (required: TextKey) =>
    z.string().check(
      z.refine((v) => !manual || v.trim().length > 0, { message: required, abort: true }),
      z.refine((v) => !manual || v.trim().length <= MAX_TEXT, 'upgrade.form.text.tooLong'),
    );
  return z
    .object({
      vehiclePrice: kroner('upgrade.form.price.required', [(n) => n > 0, 'upgrade.form.price.positive']),
      equity: kroner('upgrade.form.equity.required', [(n) => n > -1, 'upgrade.form.equity.min']),
      loanPeriodInMonths: period('upgrade.form.period.required'),
      odometer: z.string().check(
        z.refine((v) => {
          if (!asksOdometer) return true;
          const odometer = parseOdometer(v);
          return odometer !== null && odometer > 0 && odometer <= LIMITS.odometerMax;
        }, 'upgrade.form.odometer.invalid'),
      ),
      manufacturer: text('upgrade.form.manufacturer.required'),
      model: text('upgrade.form.model.required'),
      modelYear: z.string().check(
        z.refine((v) => !manual || modelYearOf(v, currentYear()) !== null, {
          message: 'upgrade.form.year.invalid',
          abort: true,
        }),
        z.refine((v) => {
          const now = currentYear();
          const year = modelYearOf(v, now);
          return !manual || slug === 'car-no-insurance' || year === null || now - year < DEFAULT_MAX_AGE;
        }, 'upgrade.form.year.tooOld'),
      ),
    })
    .check(
      // Equity at most price − the minimum loan; price at most equity + the maximum (spec 1 §5).
      z.refine((v) => v.equity === null || v.vehiclePrice === null || v.equity <= v.vehiclePrice - range.min, {
        message: outOfRange,
        path: ['equity'],
        when: bothWhole,
      }),
      z.refine((v) => v.equity === null || v.vehiclePrice === null || v.vehiclePrice <= v.equity + range.max, {
        message: outOfRange,
        path: ['vehiclePrice'],
        when: bothWhole,
      }),
    );
}

/** Whether price and equity are both whole numbers (the upgrade's checks across them run then). */
const bothWhole = ({ value }: { value: unknown }) => {
  const { vehiclePrice, equity } = value as Partial<PriceAndEquity>;
  return Number.isInteger(vehiclePrice) && Number.isInteger(equity);
};
