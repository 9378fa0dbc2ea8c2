// The rules of the declaration's dynamic questions (src/schemas/kyc-dynamic.ts, spec 2 §5), as a table:
// for each field type and value, the text the customer reads at the field (nb), or none. Dropping a
// rule fails a row.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { dynamicFieldRule, isMultipleField, isSupportedField } from '../../src/schemas/kyc-dynamic.js';
import type { DynamicField } from '../../src/schemas/kyc.js';
import { nb } from '../../src/texts/nb.js';
import '../../src/texts/messages.js';
import { createTranslate } from '../../src/texts/texts.js';

const t = createTranslate(nb);
const shown = (type: DynamicField['type'], value: string) => {
  const message = dynamicFieldRule({ type }, value);
  return message === null ? null : t(message as Parameters<typeof t>[0]);
};

const ROWS: Array<[DynamicField['type'], string, string | null]> = [
  ['STRING', '', 'Påkrevet felt'],
  ['STRING', '   ', 'Påkrevet felt'],
  ['STRING', 'a', 'Svaret må inneholde minst 2 tegn'],
  ['STRING', 'ab', null],
  ['STRING', 'a'.repeat(100), null],
  ['STRING', 'a'.repeat(101), 'Feltet kan maksimalt inneholde 100 tegn'],
  ['AMOUNT', '', 'Påkrevet felt'],
  ['AMOUNT', '1500', null],
  ['AMOUNT', '1500,50', null],
  ['AMOUNT', '-1', 'Kun positive tall tillatt'],
  ['AMOUNT', 'tusen', 'Kun positive tall tillatt'],
  ['INTEGER', '12', null],
  ['INTEGER', '1.5', 'Kun positive tall tillatt'],
  ['DROP_DOWN', '', "'Velg' er ikke et gyldig valg"],
  ['DROP_DOWN', 'Velg', "'Velg' er ikke et gyldig valg"],
  ['DROP_DOWN', 'NO', null],
  ['LIST', '', 'Vennligst velg minst ett alternativ'],
  ['CHECKBOX_LIST', 'A,B', null],
  ['TEXT_AREA', '', null],
  ['TEXT_AREA', 'x'.repeat(500), null],
  ['TEXT_AREA', 'x'.repeat(501), 'Feltet kan maksimalt inneholde 500 tegn'],
  ['CHOICE_YES_NO', 'YES', null],
];

describe('the dynamic questions’ field rules (spec 2 §5)', () => {
  for (const [type, value, expected] of ROWS) {
    it(`${type} «${value.length > 12 ? `${value.slice(0, 3)}… (${value.length})` : value}»: ${expected ?? 'passes'}`, () => {
      assert.equal(shown(type, value), expected);
    });
  }

  it('answers the supported types only, and knows which take several options', () => {
    assert.deepEqual(
      ['STRING', 'LIST', 'CHECKBOX_LIST', 'UNKNOWN', 'DATE', 'UPLOAD'].map((type) => [
        type,
        isSupportedField({ type }),
        isMultipleField({ type }),
      ]),
      [
        ['STRING', true, false],
        ['LIST', true, true],
        ['CHECKBOX_LIST', true, true],
        ['UNKNOWN', false, false],
        ['DATE', false, false],
        ['UPLOAD', false, false],
      ],
    );
  });
});
