// The tax-number rule in one place (decision 0064): the package's public functions
// (`kycRules.validateTaxNumber` with the checks of `loadTaxNumberChecks`, and `checkTaxNumber`) and the
// declaration form's rule for a tax row (`taxRowIssues`, both the tax sections' rows and a beneficial
// owner's) agree on every number of this table, valid and invalid, country by country.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { validateTaxNumber } from '../../src/domain/kyc-rules.js';
import { checkTaxNumber, loadTaxNumberChecks, TAX_NUMBER_CHECKED_COUNTRIES } from '../../src/domain/tax-number.js';
import { taxRowIssues, type TaxRowKind } from '../../src/flows/kyc-declaration/sections/tax-relation.js';
import { isTextKey } from '../../src/texts/nb.js';

/** [country, number, valid]: the country as the form's selects give it (alpha-2) or the service (alpha-3). */
const TABLE: ReadonlyArray<readonly [string, string, boolean]> = [
  // Denmark, CPR: a date of birth and a serial.
  ['DK', '2110625629', true],
  ['DK', '3213625629', false],
  ['DNK', '3213625629', false],
  ['DNK', '2110625629', true],
  // Finland, HETU: date, century sign, serial and check character.
  ['FI', '131052-308T', true],
  ['FI', '131052-308U', false],
  ['FIN', '131052-308U', false],
  // Germany, Steuer-IdNr: eleven digits with a check digit.
  ['DE', '36574261809', true],
  ['DE', '36574261808', false],
  // Poland, PESEL.
  ['PL', '44051401359', true],
  ['PL', '44051401358', false],
  // Spain, DNI or NIE.
  ['ES', '54362315K', true],
  ['ES', 'X2482300W', true],
  ['ES', '54362315Z', false],
  // The United Kingdom, UTR or NINO.
  ['GB', '1955839661', true],
  ['GB', 'AB123456C', true],
  ['GB', 'QQ1234', false],
  // The countries of issue 32, whose numbers passed with wrong check digits (stdnum's test numbers).
  ['FR', '3023217600053', true],
  ['FR', '3023217600054', false],
  ['NL', '1112.22.333', true],
  ['NL', '1112.52.333', false],
  ['IT', 'RCCMNL83S18D969H', true],
  ['IT', 'RCCMNL83S18D967H', false],
  ['EE', '36805280109', true],
  ['EE', '36805280108', false],
  ['BE', '88022999990', true],
  ['BE', '88022999991', false],
  // Sweden and the USA: spec 2 §5's own formats.
  ['SE', '811228-9874', true],
  ['SE', '8112289874', false],
  ['US', '123-45-6789', true],
  ['US', '123456789', false],
  // A country the library does not cover: at least one letter or digit, at most 35 characters.
  ['NO', 'AB-12', true],
  ['NO', '--', false],
  ['NO', 'x'.repeat(36), false],
];

const checks = await loadTaxNumberChecks();

function formValid(kind: TaxRowKind, country: string, taxNumber: string): boolean {
  const row = {
    id: 'row',
    country,
    hasNumber: kind === 'asked' ? true : null,
    taxNumber,
    reasonForMissingTaxNumber: '',
  };
  return taxRowIssues(row, [], { kind, checks, countryName: (code) => code }).length === 0;
}

describe('the tax-number rule: public API and form agree', () => {
  it('loads a check for every covered country, under each of its codes', () => {
    for (const country of TAX_NUMBER_CHECKED_COUNTRIES.person) assert.ok(checks[country]?.length, country);
    assert.ok(checks.DNK && checks['208']);
  });

  for (const [country, number, valid] of TABLE) {
    it(`${country} ${number.length > 20 ? `${number.length} characters` : number}: ${valid ? 'valid' : 'invalid'}`, async () => {
      const publicRule = validateTaxNumber(number, country, { checks });
      const loaded = await checkTaxNumber(number, country);
      assert.equal(publicRule.valid, valid, 'validateTaxNumber with the checks');
      assert.deepEqual(loaded, publicRule, 'checkTaxNumber');
      assert.equal(formValid('asked', country, number), valid, 'the tax section’s row');
      assert.equal(formValid('number-or-reason', country, number), valid, 'a beneficial owner’s row');
      if (!publicRule.valid) assert.ok(isTextKey(publicRule.message.split('?')[0] ?? ''), publicRule.message);
    });
  }

  it('names the country in the message of a number its own check refuses', () => {
    const result = validateTaxNumber('131052-308U', 'FI', { checks, countryName: 'Finland' });
    assert.deepEqual(result, { valid: false, message: 'validation.kyc.taxNumberCountry?country=Finland' });
    const [issue] = taxRowIssues(
      { id: 'r', country: 'FI', hasNumber: true, taxNumber: '131052-308U', reasonForMissingTaxNumber: '' },
      ['other', 0],
      { kind: 'asked', checks, countryName: () => 'Finland' },
    );
    assert.deepEqual(issue, { message: result.message, path: ['other', 0, 'taxNumber'] });
  });

  it('without the checks, only the format rules apply (what the service’s schema checks)', () => {
    assert.equal(validateTaxNumber('131052-308U', 'FI').valid, true);
  });
});
