// Every country's tax-number check against stdnum's own test data (decision 0095): the valid and invalid
// numbers of its specs (test/node/fixtures/tax-number-vectors.json, written by
// scripts/tax-number-vectors.ts), one table per country, for a person's and an entity's number. An
// invalid number gets the message that names the country («Skattenummeret er ikke gyldig for …»).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { validateTaxNumber } from '../../src/domain/kyc-rules.js';
import {
  checkTaxNumber,
  loadTaxNumberChecks,
  TAX_NUMBER_CHECKED_COUNTRIES,
  type TaxNumberHolder,
} from '../../src/domain/tax-number.js';

type Vector = [country: string, holder: TaxNumberHolder, number: string, valid: boolean];
const VECTORS = JSON.parse(
  readFileSync(new URL('fixtures/tax-number-vectors.json', import.meta.url), 'utf8'),
) as Vector[];

/** The vectors by `country holder`. */
const byCountry = new Map<string, Vector[]>();
for (const vector of VECTORS) {
  const key = `${vector[0]} ${vector[1]}`;
  byCountry.set(key, [...(byCountry.get(key) ?? []), vector]);
}

describe('the tax-number checks against stdnum’s own test numbers', () => {
  it('has valid and invalid numbers for every country and holder the checks cover', () => {
    for (const holder of ['person', 'entity'] as const) {
      for (const country of TAX_NUMBER_CHECKED_COUNTRIES[holder]) {
        const rows = byCountry.get(`${country} ${holder}`) ?? [];
        assert.ok(
          rows.some(([, , , valid]) => valid),
          `${country} ${holder}: a valid number`,
        );
        assert.ok(
          rows.some(([, , , valid]) => !valid),
          `${country} ${holder}: an invalid number`,
        );
      }
    }
  });

  for (const rows of byCountry.values()) {
    const [[country, holder]] = rows as [Vector];
    it(`${country}, ${holder === 'person' ? 'a person' : 'an entity'}: ${rows.length} numbers`, async () => {
      const checks = await loadTaxNumberChecks({ holder, countries: [country] });
      assert.ok(checks[country]?.length, 'the country’s checks load');
      for (const [, , number, valid] of rows) {
        const result = validateTaxNumber(number, country, { checks, countryName: country });
        assert.equal(result.valid, valid, `${number}: ${valid ? 'valid' : 'invalid'}`);
        if (!result.valid && number.length <= 35 && /[\p{L}\p{N}]/u.test(number)) {
          assert.equal(result.message, `validation.kyc.taxNumberCountry?country=${country}`, number);
        }
        assert.deepEqual(await checkTaxNumber(number, country, country, holder), result, `${number}: checkTaxNumber`);
      }
    });
  }
});
