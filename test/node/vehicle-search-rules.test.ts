// The vehicle searches' rules (src/schemas/vehicle-search.ts), as tables: for each input, the message
// key (with its values) each field gets, and the text the customer reads (nb), exactly as the models
// showed it before the rules moved. Dropping a rule fails a row.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { plateSearchSchema, vehicleLookupSchema } from '../../src/schemas/vehicle-search.js';
import { nb } from '../../src/texts/nb.js';
import '../../src/texts/messages.js';
import { createTranslate } from '../../src/texts/texts.js';
import { firstMessages } from '../helpers/texts.js';

const t = createTranslate(nb);

describe('the calculator lookup rules', () => {
  const lookup = { registrationNumber: 'EL12345', odometer: '12 000' };
  const rows: Array<[string, string, Partial<typeof lookup>, Record<string, string>]> = [
    ['valid', 'car', {}, {}],
    ['no odometer', 'car', { odometer: '' }, {}],
    ['plate missing', 'car', { registrationNumber: '' }, { registrationNumber: 'calculator.lookup.required' }],
    [
      'plate too short',
      'car',
      { registrationNumber: 'EL1234' },
      { registrationNumber: 'calculator.lookup.length?length=7' },
    ],
    ['plate of six', 'mc', { registrationNumber: 'AB1234' }, {}],
    [
      'plate of six too short',
      'mc',
      { registrationNumber: 'AB123' },
      { registrationNumber: 'calculator.lookup.length?length=6' },
    ],
    ['older plate without insurance', 'car-no-insurance', { registrationNumber: 'A123' }, {}],
    [
      'plate too short without insurance',
      'car-no-insurance',
      { registrationNumber: 'A12' },
      { registrationNumber: 'calculator.lookup.length?length=4%E2%80%937' },
    ],
    ['odometer not whole', 'car', { odometer: '12,5' }, { odometer: 'calculator.lookup.odometerInteger' }],
    ['odometer too high', 'car', { odometer: '100 000 000 001' }, { odometer: 'calculator.lookup.odometerMax' }],
  ];
  for (const [name, slug, change, expected] of rows)
    it(name, () => assert.deepEqual(firstMessages(vehicleLookupSchema(slug), { ...lookup, ...change }), expected));

  it('shows the catalogue texts unchanged', () => {
    const text = (slug: string, value: Partial<typeof lookup>, field: keyof typeof lookup) =>
      t(firstMessages(vehicleLookupSchema(slug), { ...lookup, ...value })[field] as never);
    assert.equal(text('car', { registrationNumber: '' }, 'registrationNumber'), 'Skriv inn registreringsnummeret');
    assert.equal(
      text('car', { registrationNumber: 'EL1' }, 'registrationNumber'),
      'Registreringsnummeret må ha 7 tegn',
    );
    assert.equal(
      text('car-no-insurance', { registrationNumber: 'A1' }, 'registrationNumber'),
      t('calculator.lookup.length', { length: '4–7' }),
    );
    assert.equal(text('car', { odometer: '1x' }, 'odometer'), 'Skriv kilometerstanden som et helt tall');
    assert.equal(text('car', { odometer: '100000000001' }, 'odometer'), 'Kilometerstanden er for høy');
  });
});

describe('the upgrade search rules', () => {
  const rows: Array<[string, string | undefined, string, Record<string, string>]> = [
    ['valid car plate', 'car', 'EK12345', {}],
    ['plate missing', 'car', '', { registrationNumber: 'upgrade.search.required' }],
    ['car plate of six', 'car', 'EK1234', { registrationNumber: 'upgrade.search.pattern.7?example=EK12345' }],
    ['valid plate of six', 'mc', 'AB1234', {}],
    ['plate of seven for six', 'mc', 'AB12345', { registrationNumber: 'upgrade.search.pattern.6?example=AB1234' }],
    ['older plate without insurance', 'car-no-insurance', 'A123', {}],
    [
      'no plate without insurance',
      'car-no-insurance',
      '12345',
      { registrationNumber: 'upgrade.search.pattern.free?example=AB12345' },
    ],
  ];
  for (const [name, slug, registrationNumber, expected] of rows)
    it(name, () => assert.deepEqual(firstMessages(plateSearchSchema(slug), { registrationNumber }), expected));

  it('shows the catalogue texts unchanged', () => {
    const text = (slug: string, registrationNumber: string) =>
      t(firstMessages(plateSearchSchema(slug), { registrationNumber }).registrationNumber as never);
    assert.equal(text('car', ''), 'Skriv inn registreringsnummeret');
    assert.equal(text('car', 'EK1'), t('upgrade.search.pattern.7', { example: 'EK12345' }));
    assert.match(text('car', 'EK1'), /for eksempel EK12345$/);
    assert.equal(text('mc', 'AB1'), t('upgrade.search.pattern.6', { example: 'AB1234' }));
    assert.equal(text('car-no-insurance', '1'), t('upgrade.search.pattern.free', { example: 'AB12345' }));
  });
});
