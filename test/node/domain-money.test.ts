import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  amountSignificant,
  formatAmountDraft,
  formatKroner,
  formatRate,
  formatNumber,
  groupDigits,
  KRONER_SUFFIX,
  NBSP,
  normaliseSpaces,
  parseAmount,
  roundTo,
  type AmountOptions,
} from '../../src/domain/money.js';

/** Writes expectations with ordinary spaces; the functions use U+00A0. */
const nb = (text: string) => text.replace(/ /g, NBSP);

describe('money (spec 1 §5, currency input)', () => {
  it('uses the no-break space between groups and before "kr"', () => {
    assert.equal(NBSP, '\u00a0');
    assert.equal(KRONER_SUFFIX, '\u00a0kr');
    assert.equal(formatKroner(1234567), '1\u00a0234\u00a0567\u00a0kr');
    assert.equal(normaliseSpaces(formatKroner(1234567)), '1 234 567 kr');
  });

  const kroner: Array<[number, number | undefined, string]> = [
    [0, undefined, '0 kr'],
    [5, undefined, '5 kr'],
    [999, undefined, '999 kr'],
    [1000, undefined, '1 000 kr'],
    [30000, undefined, '30 000 kr'],
    [1234567, undefined, '1 234 567 kr'],
    [2000000, undefined, '2 000 000 kr'],
    [1234.5, undefined, '1 235 kr'],
    [1234.49, undefined, '1 234 kr'],
    [-1234, undefined, '-1 234 kr'],
    [-0.4, undefined, '0 kr'],
    [1234.5, 2, '1 234,50 kr'],
    [1234, 2, '1 234 kr'],
    [999999999999, undefined, '999 999 999 999 kr'],
  ];
  for (const [value, decimals, expected] of kroner) {
    it(`formatKroner(${value}${decimals === undefined ? '' : `, ${decimals}`}) → "${expected}"`, () => {
      assert.equal(formatKroner(value, decimals), nb(expected));
    });
  }

  const numbers: Array<[number, number | undefined, string]> = [
    [1234.5, undefined, '1 234,50'],
    [1234, undefined, '1 234'],
    [0.1, undefined, '0,10'],
    [7.9, undefined, '7,90'],
    [4.999, undefined, '5'],
    [1.005, undefined, '1,01'],
    [-12.345, undefined, '-12,35'],
    [3.14159, 3, '3,142'],
    [12, 0, '12'],
    [12.5, 0, '13'],
    [1234567.891, 1, '1 234 567,9'],
  ];
  for (const [value, decimals, expected] of numbers) {
    it(`formatNumber(${value}${decimals === undefined ? '' : `, ${decimals}`}) → "${expected}" (2 decimals by default, whole numbers without)`, () => {
      assert.equal(formatNumber(value, decimals), nb(expected));
    });
  }

  it('formats nothing for a number that is not finite', () => {
    assert.equal(formatNumber(Number.NaN), '');
    assert.equal(formatKroner(Number.POSITIVE_INFINITY), '');
  });

  const parses: Array<[string, AmountOptions, number | null]> = [
    ['', {}, null],
    ['kr', {}, null],
    ['0', {}, 0],
    ['1234567', {}, 1234567],
    ['1 234 567', {}, 1234567],
    [nb('1 234 567 kr'), {}, 1234567],
    ['1\u202f234', {}, 1234],
    ['1 234,5', {}, 1234],
    ['1 234,-', {}, 1234],
    ['1.234.567', {}, 1234567],
    ['1 234,5', { decimals: 2 }, 1234.5],
    ['1 234,567', { decimals: 2 }, 1234.56],
    ['1234.5', { decimals: 2 }, 1234.5],
    [',5', { decimals: 2 }, 0.5],
    ['-500', {}, 500],
    ['-500', { allowNegative: true }, -500],
    ['\u2212500', { allowNegative: true }, -500],
    ['5-00', { allowNegative: true }, 500],
    ['-0', { allowNegative: true }, 0],
    ['-', { allowNegative: true }, null],
    ['007', {}, 7],
    ['kr 12 000', {}, 12000],
    // A whole-kroner field with stray decimals: a decimal comma never multiplies the price.
    ['300000,75', { strayDecimals: 2 }, 300000.75],
    ['300 000,757', { strayDecimals: 2 }, 300000.75],
    ['300000,', { strayDecimals: 2 }, 300000],
    ['1 234,-', { strayDecimals: 2 }, 1234],
    ['1.234', { strayDecimals: 2 }, 1234],
    ['300000,75', {}, 300000],
  ];
  for (const [text, options, expected] of parses) {
    it(`parseAmount(${JSON.stringify(text)}, ${JSON.stringify(options)}) → ${expected}`, () => {
      const value = parseAmount(text, options);
      assert.equal(value, expected);
      if (value === 0) assert.equal(Object.is(value, -0), false);
    });
  }

  const significant: Array<[string, AmountOptions, string]> = [
    ['1 234 kr', {}, '1234'],
    ['1234,', { decimals: 2 }, '1234,'],
    ['1234,', {}, '1234'],
    ['1234,50', { decimals: 2 }, '1234,50'],
    [',', { decimals: 2 }, '0,'],
    ['-12', { allowNegative: true }, '-12'],
    ['-12', {}, '12'],
    ['00012', {}, '12'],
    ['000', {}, '0'],
    ['300 000,75 kr', { strayDecimals: 2 }, '300000,75'],
    ['300 000, kr', { strayDecimals: 2 }, '300000,'],
    [',7', { strayDecimals: 2 }, '0,7'],
  ];
  for (const [text, options, expected] of significant) {
    it(`amountSignificant(${JSON.stringify(text)}, ${JSON.stringify(options)}) → "${expected}"`, () => {
      assert.equal(amountSignificant(text, options), expected);
    });
  }

  const drafts: Array<[string, string]> = [
    ['', ''],
    ['-', '-'],
    ['1', '1 kr'],
    ['1234', '1 234 kr'],
    ['1234,', '1 234, kr'],
    ['1234,50', '1 234,50 kr'],
    ['-1234567,5', '-1 234 567,5 kr'],
  ];
  for (const [input, expected] of drafts) {
    it(`formatAmountDraft("${input}") → "${expected}" (keeps what was typed)`, () => {
      assert.equal(formatAmountDraft(input), nb(expected));
    });
  }

  it('groups digits in threes from the right', () => {
    assert.equal(groupDigits('1'), '1');
    assert.equal(groupDigits('123'), '123');
    assert.equal(groupDigits('1234'), nb('1 234'));
    assert.equal(groupDigits('123456789'), nb('123 456 789'));
  });

  it('rounds half away from zero', () => {
    assert.equal(roundTo(2.5, 0), 3);
    assert.equal(roundTo(-2.5, 0), -3);
    assert.equal(roundTo(1.005, 2), 1.01);
    assert.equal(Object.is(roundTo(-0.001, 2), 0), true);
  });
});

describe('formatRate (rates with two decimals)', () => {
  const table: Array<[number, string]> = [
    [7.9, '7,90'],
    [10.8412, '10,84'],
    [0, '0,00'],
    [6.399, '6,40'],
  ];
  for (const [value, text] of table) it(`${value} → ${text}`, () => assert.equal(formatRate(value), text));
});
