// The loan forms' rules (src/schemas/loan-form.ts), as tables: for each input, the message key (with
// its values; the amounts grouped with a no-break space, `%C2%A0`) each field gets, and the text the
// customer reads (nb). Dropping a rule fails a row.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  calculatorAbovePrice,
  calculatorAmountError,
  calculatorFormSchema,
  upgradeFormSchema,
  type UpgradeFormRules,
} from '../../src/schemas/loan-form.js';
import { formatNumber } from '../../src/domain/money.js';
import { nb } from '../../src/texts/nb.js';
import '../../src/texts/messages.js';
import { createTranslate } from '../../src/texts/texts.js';
import { firstMessages } from '../helpers/texts.js';

const t = createTranslate(nb);

const range = { min: 30_000, max: 100_000 };
const calculator = calculatorFormSchema(range);
const loan = { vehiclePrice: 200_000, equity: 120_000, requestedLoanPeriodInMonths: 60 };

describe('the calculator loan form rules', () => {
  const outOfRange = 'calculator.loanAmount.range?min=30%C2%A0000&max=100%C2%A0000';
  const rows: Array<[string, Partial<typeof loan> | Record<string, unknown>, Record<string, string>]> = [
    ['valid', {}, {}],
    ['price missing', { vehiclePrice: null }, { vehiclePrice: 'calculator.price.required' }],
    [
      'price not whole',
      { vehiclePrice: 150_000.5 },
      {
        vehiclePrice: 'calculator.price.integer',
        loanAmountWithoutFees: outOfRange,
      },
    ],
    [
      'price below the minimum',
      { vehiclePrice: 29_999, equity: 0 },
      {
        vehiclePrice: 'calculator.price.min?min=30%C2%A0000',
        loanAmountWithoutFees: outOfRange,
      },
    ],
    [
      'price above the maximum',
      { vehiclePrice: 2_000_001, equity: 1_950_000 },
      { vehiclePrice: 'calculator.price.max?max=2%C2%A0000%C2%A0000' },
    ],
    ['equity missing', { equity: null }, { equity: 'calculator.equity.required' }],
    ['equity negative', { equity: -1, vehiclePrice: 60_000 }, { equity: 'calculator.equity.min' }],
    [
      'equity above the price',
      { vehiclePrice: 50_000, equity: 60_000 },
      {
        equity: 'calculator.equity.abovePrice',
        loanAmountWithoutFees: outOfRange,
      },
    ],
    ['loan amount below the range', { vehiclePrice: 200_000, equity: 180_000 }, { loanAmountWithoutFees: outOfRange }],
    ['loan amount above the range', { vehiclePrice: 200_000, equity: 50_000 }, { loanAmountWithoutFees: outOfRange }],
    [
      'period missing',
      { requestedLoanPeriodInMonths: null },
      { requestedLoanPeriodInMonths: 'calculator.period.required' },
    ],
  ];
  for (const [name, change, expected] of rows)
    it(name, () => {
      const found = firstMessages(calculator, { ...loan, ...change });
      assert.deepEqual(found, expected);
    });

  it('a field checked per keystroke gets the same messages as the form', () => {
    assert.equal(calculatorAbovePrice({ vehiclePrice: 50_000, equity: 60_000 }), 'calculator.equity.abovePrice');
    assert.equal(calculatorAbovePrice({ vehiclePrice: 60_000, equity: 60_000 }), undefined);
    assert.equal(calculatorAmountError({ vehiclePrice: 200_000, equity: 120_000 }, range), undefined);
    assert.equal(calculatorAmountError({ vehiclePrice: null, equity: 120_000 }, range), undefined);
  });

  it('shows the catalogue texts unchanged', () => {
    const found = firstMessages(calculator, { ...loan, vehiclePrice: 29_999, equity: 0 });
    assert.match(t(found.vehiclePrice as never), /^Kjøpesummen må være minst 30\s000 kroner$/);
    // Exactly what the model showed before the rules moved: the catalogue's text with the amounts formatted.
    assert.equal(
      t(found.loanAmountWithoutFees as never),
      t('calculator.loanAmount.range', { min: formatNumber(30_000, 0), max: formatNumber(100_000, 0) }),
    );
    assert.equal(
      t(firstMessages(calculator, { ...loan, vehiclePrice: null }).vehiclePrice as never),
      'Skriv inn kjøpesummen',
    );
  });
});

const rules: UpgradeFormRules = {
  range: { min: 30_000, max: 300_000 },
  manual: true,
  asksOdometer: true,
  slug: 'car',
  currentYear: () => 2026,
};
const upgrade = {
  vehiclePrice: 250_000,
  equity: 50_000,
  loanPeriodInMonths: 60,
  odometer: '12 000',
  manufacturer: 'Volvo',
  model: 'XC40',
  modelYear: '2021',
};

describe('the upgrade form rules', () => {
  const schema = upgradeFormSchema(rules);
  const outOfRange = 'upgrade.form.range?min=30%C2%A0000&max=300%C2%A0000';
  const rows: Array<[string, Record<string, unknown>, Record<string, string>, Partial<UpgradeFormRules>?]> = [
    ['valid', {}, {}],
    ['price missing', { vehiclePrice: null }, { vehiclePrice: 'upgrade.form.price.required' }],
    ['price zero', { vehiclePrice: 0, equity: 0 }, { vehiclePrice: 'upgrade.form.price.positive', equity: outOfRange }],
    ['equity missing', { equity: null }, { equity: 'upgrade.form.equity.required' }],
    ['equity negative', { equity: -1 }, { equity: 'upgrade.form.equity.min' }],
    ['equity above the price', { vehiclePrice: 100_000, equity: 120_000 }, { equity: outOfRange }],
    ['loan amount below the range', { vehiclePrice: 100_000, equity: 80_000 }, { equity: outOfRange }],
    ['loan amount above the range', { vehiclePrice: 400_000, equity: 50_000 }, { vehiclePrice: outOfRange }],
    ['period missing', { loanPeriodInMonths: null }, { loanPeriodInMonths: 'upgrade.form.period.required' }],
    ['odometer not a number', { odometer: '12a' }, { odometer: 'upgrade.form.odometer.invalid' }],
    ['odometer not asked', { odometer: '' }, {}, { asksOdometer: false }],
    ['manufacturer missing', { manufacturer: ' ' }, { manufacturer: 'upgrade.form.manufacturer.required' }],
    ['model too long', { model: 'x'.repeat(101) }, { model: 'upgrade.form.text.tooLong' }],
    ['model year not a year', { modelYear: '21' }, { modelYear: 'upgrade.form.year.invalid' }],
    ['vehicle too old', { modelYear: '2010' }, { modelYear: 'upgrade.form.year.tooOld' }],
    ['too old is fine without insurance', { modelYear: '2010' }, {}, { slug: 'car-no-insurance' }],
    ['found vehicle: nothing typed', { manufacturer: '', model: '', modelYear: '' }, {}, { manual: false }],
  ];
  for (const [name, change, expected, over] of rows)
    it(name, () => {
      const found = firstMessages(over ? upgradeFormSchema({ ...rules, ...over }) : schema, { ...upgrade, ...change });
      assert.deepEqual(found, expected);
    });

  it('shows the catalogue texts unchanged', () => {
    const found = firstMessages(schema, { ...upgrade, vehiclePrice: 400_000 });
    assert.match(t(found.vehiclePrice as never), /^Lånebeløpet må være mellom 30\s000,- og 300\s000,-$/);
    assert.equal(
      t(firstMessages(schema, { ...upgrade, loanPeriodInMonths: null }).loanPeriodInMonths as never),
      'Velg nedbetalingstid',
    );
  });
});
