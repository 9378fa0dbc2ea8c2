import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { pick } from '../helpers/pick.js';
import {
  COMPANY_FORM_NAMES,
  GIIN_CATEGORY_CODES,
  KYC_MESSAGES,
  alpha3ToNumeric,
  companyFormName,
  giinMessage,
  isGiin,
  isNonNegativeDecimal,
  isNorwegianPostalCode,
  isSwedishTaxNumber,
  isUsTin,
  isoNumericCountryCodes,
  maxLengthMessage,
  minLengthMessage,
  numericCodesOf,
  parseNonNegativeDecimal,
  pepRoleEndYears,
  taxAnswersWarning,
  taxAnswersWithoutRelation,
  countTaxRelations,
  totalOwnership,
  usTinKind,
  validateComment,
  validateDescription,
  validateGiin,
  validateMaxLength,
  validateMinLength,
  validateMissingTaxNumberReason,
  validateNonNegativeDecimal,
  validateOwnershipShare,
  validatePostalCode,
  validateRejectionComment,
  validateSelected,
  validateSourceOfIncomeComment,
  validateTaxNumber,
  validateTotalOwnership,
  type RuleResult,
} from '../../src/domain/kyc-rules.js';
import { shown, textOf } from '../helpers/texts.js';

const GIIN_FORMAT = 'Skriv inn på gyldig GIIN format ("XXXXXX.XXXXX.BB.TTT", hvor TTT er ISO landsnummer)';
const giinCountry = (n: string) =>
  `Skriv inn på gyldig GIIN format ("XXXXXX.XXXXX.BB.TTT", hvor TTT er ISO landsnummer. ${n} er ugyldig ISO landsnummer)`;

const ok: RuleResult = { valid: true };
const no = (message: string): RuleResult => ({ valid: false, message: textOf(message) });

describe('kyc-rules: messages', () => {
  it('builds the length messages of spec 2 §5', () => {
    assert.equal(textOf(maxLengthMessage(200)), 'Feltet kan maksimalt inneholde 200 tegn');
    assert.equal(textOf(minLengthMessage(4)), 'Svaret må inneholde minst 4 tegn');
  });

  it('fills {n} in the GIIN message only when a country number is named', () => {
    assert.equal(textOf(giinMessage()), GIIN_FORMAT);
    assert.equal(textOf(giinMessage('999')), giinCountry('999'));
  });
});

describe('validateGiin', () => {
  const cases: Array<[string, string, ReturnType<typeof validateGiin>]> = [
    ['a Norwegian lead entity', '98Q96B.00000.LE.578', { valid: true }],
    ['a US sponsored entity', 'A1B2C3.D4E5F.SL.840', { valid: true }],
    ['every category: ME', 'ABCDEF.12345.ME.752', { valid: true }],
    ['every category: BR', 'ABCDEF.12345.BR.250', { valid: true }],
    ['every category: SB', 'ABCDEF.12345.SB.004', { valid: true }],
    [
      'a lower-case GIIN (strict; normaliseGiin upper-cases)',
      '98q96b.00000.le.578',
      { valid: false, reason: 'format', message: GIIN_FORMAT },
    ],
    ['five characters first', '98Q96.00000.LE.578', { valid: false, reason: 'format', message: GIIN_FORMAT }],
    ['six characters second', '98Q96B.000000.LE.578', { valid: false, reason: 'format', message: GIIN_FORMAT }],
    ['digits in the category', '98Q96B.00000.L1.578', { valid: false, reason: 'format', message: GIIN_FORMAT }],
    ['two digits country', '98Q96B.00000.LE.57', { valid: false, reason: 'format', message: GIIN_FORMAT }],
    ['letters as country', '98Q96B.00000.LE.NOR', { valid: false, reason: 'format', message: GIIN_FORMAT }],
    ['dashes instead of dots', '98Q96B-00000-LE-578', { valid: false, reason: 'format', message: GIIN_FORMAT }],
    ['surrounding spaces', ' 98Q96B.00000.LE.578', { valid: false, reason: 'format', message: GIIN_FORMAT }],
    ['empty', '', { valid: false, reason: 'format', message: GIIN_FORMAT }],
    ['a special character', '98Q9_B.00000.LE.578', { valid: false, reason: 'format', message: GIIN_FORMAT }],
    ['a category outside the list', '98Q96B.00000.XX.578', { valid: false, reason: 'category', message: GIIN_FORMAT }],
    [
      'an unknown country number',
      '98Q96B.00000.LE.999',
      { valid: false, reason: 'country', message: giinCountry('999') },
    ],
    ['000 is no country', '98Q96B.00000.SP.000', { valid: false, reason: 'country', message: giinCountry('000') }],
  ];
  for (const [name, giin, expected] of cases) {
    it(`${name}: ${JSON.stringify(giin)}`, () => {
      assert.deepEqual(shown(validateGiin(giin)), expected);
      assert.equal(isGiin(giin), expected.valid);
    });
  }

  it('allows each FATCA category code and nothing else', () => {
    assert.deepEqual(GIIN_CATEGORY_CODES, ['LE', 'SL', 'ME', 'BR', 'SP', 'SF', 'SD', 'SS', 'SB']);
    for (const code of GIIN_CATEGORY_CODES) assert.equal(isGiin(`ABCDEF.12345.${code}.578`), true, code);
    for (const code of ['AA', 'LS', 'EL', 'ZZ']) assert.equal(isGiin(`ABCDEF.12345.${code}.578`), false, code);
  });

  it('checks the country number against a given list', () => {
    const nordic = numericCodesOf([{ iso3: 'NOR' }, { iso3: 'SWE' }, { iso3: 'XXX' }]);
    assert.deepEqual([...nordic].sort(), ['578', '752']);
    assert.deepEqual(shown(validateGiin('98Q96B.00000.LE.578', nordic)), { valid: true });
    assert.deepEqual(shown(validateGiin('98Q96B.00000.LE.840', nordic)), {
      valid: false,
      reason: 'country',
      message: giinCountry('840'),
    });
    assert.deepEqual(shown(validateGiin('98Q96B.00000.LE.840', ['840'])), { valid: true });
    assert.deepEqual(pick(validateGiin('98Q96B.00000.LE.578', []), { valid: false, reason: 'country' }), {
      valid: false,
      reason: 'country',
    });
  });

  it('has the 249 ISO 3166-1 numeric codes built in', () => {
    const codes = isoNumericCountryCodes();
    assert.equal(codes.size, 249);
    for (const code of codes) assert.match(code, /^\d{3}$/);
    assert.equal(alpha3ToNumeric('NOR'), '578');
    assert.equal(alpha3ToNumeric('usa'), '840');
    assert.equal(alpha3ToNumeric('AFG'), '004');
    assert.equal(alpha3ToNumeric('XYZ'), undefined);
  });
});

describe('tax numbers', () => {
  const swedish: Array<[string, boolean]> = [
    ['811218-9876', true],
    ['811218+9876', true],
    ['8112189876', false],
    ['19811218-9876', false],
    ['81121-89876', false],
    ['811218 9876', false],
    ['811218-987', false],
    ['81121A-9876', false],
  ];
  for (const [value, expected] of swedish) {
    it(`Swedish ${JSON.stringify(value)} is ${expected ? 'valid' : 'invalid'}`, () => {
      assert.equal(isSwedishTaxNumber(value), expected);
    });
  }

  const us: Array<[string, ReturnType<typeof usTinKind>]> = [
    ['123-45-6789', 'SSN'],
    ['12-3456789', 'EIN'],
    ['912-70-1234', 'ITIN'],
    ['123456789', null],
    ['123-456-789', null],
    ['1234-56-789', null],
    ['12-345678', null],
    ['12-34567890', null],
    ['A23-45-6789', null],
    ['', null],
  ];
  for (const [value, kind] of us) {
    it(`US TIN ${JSON.stringify(value)} is ${kind ?? 'invalid'}`, () => {
      assert.equal(usTinKind(value), kind);
      assert.equal(isUsTin(value), kind !== null);
    });
  }

  const perCountry: Array<[string, string | null, RuleResult]> = [
    ['123-45-6789', 'US', ok],
    ['12-3456789', 'USA', ok],
    ['123456789', 'USA', no(KYC_MESSAGES.usTin)],
    ['811218-9876', 'SE', ok],
    ['811218-9876', 'SWE', ok],
    ['8112189876', 'SWE', no(KYC_MESSAGES.swedishTaxNumber)],
    ['DE 123/456/78901', 'DEU', ok],
    ['A'.repeat(35), 'GBR', ok],
    ['A'.repeat(36), 'GBR', no('Skattenummeret kan maksimalt inneholde 35 tegn')],
    ['1'.repeat(36), 'USA', no('Skattenummeret kan maksimalt inneholde 35 tegn')],
    ['--- ///', 'FRA', no(KYC_MESSAGES.taxNumberFormat)],
    ['12345678901', null, ok],
  ];
  for (const [value, country, expected] of perCountry) {
    it(`validateTaxNumber(${JSON.stringify(value.length > 20 ? `${value.length} chars` : value)}, ${country})`, () => {
      assert.deepEqual(shown(validateTaxNumber(value, country)), expected);
    });
  }

  it('limits the reason for a missing tax number to 200 characters', () => {
    assert.deepEqual(shown(validateMissingTaxNumberReason('x'.repeat(200))), ok);
    assert.deepEqual(
      shown(validateMissingTaxNumberReason('x'.repeat(201))),
      no('Feltet kan maksimalt inneholde 200 tegn'),
    );
  });

  it('warns when the main tax answer is yes and both sub-answers are no', () => {
    assert.equal(
      textOf(taxAnswersWarning(true, false, false) ?? ''),
      'Dette ser ikke riktig ut, er du sikker på at det stemmer?',
    );
    assert.equal(taxAnswersWarning(true, true, false), null);
    assert.equal(taxAnswersWarning(true, false, null), null);
    assert.equal(taxAnswersWarning(false, false, false), null);
  });
});

describe('tax answers backed by relations (spec 2 §4–§5)', () => {
  it('counts the still-valid relations by kind', () => {
    assert.deepEqual(
      countTaxRelations([
        { country: 'USA' },
        { country: 'US', endedDate: '2025-01-01' },
        { country: 'SE', endedDate: null },
        { country: 'DEU' },
      ]),
      { us: 1, other: 2 },
    );
  });

  const table: Array<
    [string, Parameters<typeof taxAnswersWithoutRelation>[0], { us: number; other: number }, string[]]
  > = [
    [
      'yes to the USA, no relation',
      { isTaxLiableAbroad: true, isUsTaxLiable: true },
      { us: 0, other: 0 },
      ['isUsTaxLiable'],
    ],
    [
      'yes to both, no relation',
      { isTaxLiableAbroad: true, isUsTaxLiable: true, isOtherTaxLiable: true },
      { us: 0, other: 0 },
      ['isUsTaxLiable', 'isOtherTaxLiable'],
    ],
    [
      'yes to others, only a US relation',
      { isTaxLiableAbroad: true, isOtherTaxLiable: true },
      { us: 1, other: 0 },
      ['isOtherTaxLiable'],
    ],
    [
      'yes to both, one of each',
      { isTaxLiableAbroad: true, isUsTaxLiable: true, isOtherTaxLiable: true },
      { us: 1, other: 1 },
      [],
    ],
    ['no to both', { isTaxLiableAbroad: true, isUsTaxLiable: false, isOtherTaxLiable: false }, { us: 0, other: 0 }, []],
    ['main question no', { isTaxLiableAbroad: false, isUsTaxLiable: true }, { us: 0, other: 0 }, []],
  ];
  for (const [name, answers, counts, expected] of table) {
    it(name, () => assert.deepEqual(taxAnswersWithoutRelation(answers, counts), expected));
  }
});

describe('comments and lengths', () => {
  const cases: Array<[string, () => RuleResult, RuleResult]> = [
    ['comment of 10', () => validateComment('a'.repeat(10)), ok],
    ['comment of 9', () => validateComment('a'.repeat(9)), no('Minst 10 tegn kreves')],
    ['comment of 9 padded with spaces', () => validateComment(`  ${'a'.repeat(9)}  `), no('Minst 10 tegn kreves')],
    ['rejection comment of 10', () => validateRejectionComment('Feil adres'), ok],
    ['rejection comment of 9', () => validateRejectionComment('Feil adre'), no('Du må skrive minst 10 bokstaver')],
    ['empty rejection comment', () => validateRejectionComment(''), no('Du må skrive minst 10 bokstaver')],
    ['PEP description of 10', () => validateDescription('Statsråd i'), ok],
    ['PEP description of 9', () => validateDescription('Statsråd '), no('Minst 10 tegn kreves')],
    [
      'PEP description, minimum 20 configured',
      () => validateDescription('a'.repeat(19), 20),
      no('Svaret må inneholde minst 20 tegn'),
    ],
    ['source-of-income comment of 4', () => validateSourceOfIncomeComment('Arv!'), ok],
    [
      'source-of-income comment of 3',
      () => validateSourceOfIncomeComment('Arv'),
      no('Svaret må inneholde minst 4 tegn'),
    ],
    ['max length at the limit', () => validateMaxLength('x'.repeat(50), 50), ok],
    [
      'max length beyond the limit',
      () => validateMaxLength('x'.repeat(51), 50),
      no('Feltet kan maksimalt inneholde 50 tegn'),
    ],
    ['min length at the limit', () => validateMinLength('xyz', 3), ok],
    ['min length below the limit', () => validateMinLength('xy', 3), no('Svaret må inneholde minst 3 tegn')],
  ];
  for (const [name, run, expected] of cases) {
    it(name, () => assert.deepEqual(shown(run()), expected));
  }
});

describe('numbers and ownership', () => {
  const decimals: Array<[string, number | null]> = [
    ['0', 0],
    ['12', 12],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['1 000 000', 1_000_000],
    ['1\u00a0000,25', 1000.25],
    ['-1', null],
    ['+1', null],
    ['1,2,3', null],
    ['12,', null],
    [',5', null],
    ['1e3', null],
    ['abc', null],
    ['', null],
  ];
  for (const [value, expected] of decimals) {
    it(`reads ${JSON.stringify(value)} as ${expected}`, () => {
      assert.equal(parseNonNegativeDecimal(value), expected);
      assert.equal(isNonNegativeDecimal(value), expected !== null);
      assert.deepEqual(
        shown(validateNonNegativeDecimal(value)),
        expected === null ? no('Kun positive tall tillatt') : ok,
      );
    });
  }

  const shares: Array<[string | number | null, RuleResult]> = [
    [0, ok],
    ['0', ok],
    [25.5, ok],
    ['25,5', ok],
    [100, ok],
    ['100', ok],
    [100.01, no('Eierandel kan ikke være mer enn 100%')],
    ['100,1', no('Eierandel kan ikke være mer enn 100%')],
    [-1, no('Kun positive tall tillatt')],
    ['-1', no('Kun positive tall tillatt')],
    ['abc', no('Kun positive tall tillatt')],
    [Number.NaN, no('Kun positive tall tillatt')],
    ['', no('Påkrevet felt')],
    [null, no('Påkrevet felt')],
  ];
  for (const [value, expected] of shares) {
    it(`ownership share ${JSON.stringify(value)}`, () =>
      assert.deepEqual(shown(validateOwnershipShare(value)), expected));
  }

  it('adds up the owners to at most 100%', () => {
    assert.equal(totalOwnership([33.33, 33.33, 33.34]), 100);
    assert.equal(totalOwnership(['50', '25,5', null, 'x']), 75.5);
    assert.deepEqual(shown(validateTotalOwnership([33.33, 33.33, 33.34])), ok);
    assert.deepEqual(shown(validateTotalOwnership([60, '40'])), ok);
    assert.deepEqual(shown(validateTotalOwnership([60, '40,1'])), no('Eierandelene kan ikke overstige 100% samlet.'));
    assert.deepEqual(shown(validateTotalOwnership([])), ok);
  });
});

describe('postal codes, selects, years, company forms', () => {
  const postal: Array<[string, string | null, RuleResult]> = [
    ['0150', 'NOR', ok],
    ['0150', 'NO', ok],
    ['150', 'NOR', no('Postnummeret må ha 4 siffer')],
    ['01500', 'NOR', no('Postnummeret må ha 4 siffer')],
    ['O150', 'NOR', no('Postnummeret må ha 4 siffer')],
    ['', 'NOR', no('No postal code')],
    ['SW1A 1AA', 'GBR', ok],
    ['', 'GBR', no('No postal code')],
  ];
  for (const [code, country, expected] of postal) {
    it(`postal code ${JSON.stringify(code)} in ${country}`, () =>
      assert.deepEqual(shown(validatePostalCode(code, country)), expected));
  }

  it('knows Norwegian postal codes', () => {
    assert.equal(isNorwegianPostalCode('9990'), true);
    assert.equal(isNorwegianPostalCode('999'), false);
  });

  it("rejects a select left at 'Velg'", () => {
    assert.deepEqual(validateSelected('NOR'), ok);
    for (const value of ['Velg', '', null, undefined]) {
      assert.deepEqual(shown(validateSelected(value)), no("'Velg' er ikke et gyldig valg"));
    }
  });

  it('offers the current year and the 4 before it for a PEP role end', () => {
    assert.deepEqual(pepRoleEndYears(new Date(2026, 5, 1)), [2026, 2025, 2024, 2023, 2022]);
  });

  it('names the company forms', () => {
    for (const code of ['AS', 'ASA', 'ENK', 'NUF', 'KS', 'DA', 'ANS', 'STI', 'SA']) {
      assert.ok(code in COMPANY_FORM_NAMES, code);
    }
    assert.equal(Object.keys(COMPANY_FORM_NAMES).length, 44);
    assert.equal(companyFormName('AS'), 'Aksjeselskap');
    assert.equal(companyFormName('NUF'), 'Norskregistrert utenlandsk foretak');
    assert.equal(companyFormName('BA'), 'Selskap med begrenset ansvar');
    assert.equal(companyFormName('SÆR'), 'Annet foretak iflg. særskilt lov');
    assert.equal(companyFormName('XYZ'), 'XYZ');
  });
});
