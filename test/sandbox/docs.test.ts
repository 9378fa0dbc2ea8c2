// The README's sandbox tables stay in step with the seed: every test person and every seeded case is
// documented, and every error code of spec 1 §8 is in the "Reaching every error code" table.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { SEED_CASES } from '../../demo/sandbox/seed/cases.js';
import { COMPANIES } from '../../demo/sandbox/seed/companies.js';
import { KYC_TEST_CUSTOMERS } from '../../demo/sandbox/seed/kyc-persons.js';
import { PERSONS } from '../../demo/sandbox/seed/persons.js';
import { LOAN_ERROR_CODES } from '../../src/domain/error-codes.js';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');

describe('README sandbox documentation', () => {
  it('lists every test person with national id and outcome', () => {
    for (const person of PERSONS) {
      assert.ok(readme.includes(`| \`${person.ssn}\` | ${person.firstName}`), `${person.key} (${person.ssn})`);
      assert.ok(readme.includes(person.description), `${person.key}'s description`);
    }
  });

  it('lists every KYC test customer with national id and outcome', () => {
    const table = readme.slice(
      readme.indexOf('### KYC test customers'),
      readme.indexOf('### Reaching every error code'),
    );
    for (const customer of KYC_TEST_CUSTOMERS) {
      assert.ok(table.includes(`| ${customer.name} (private)`), customer.key);
      assert.ok(table.includes(`\`${customer.ssn}\``), `${customer.key}'s national id`);
      assert.ok(table.includes(customer.description), `${customer.key}'s description`);
    }
  });

  it('lists every corporate KYC test customer with its organisation number', () => {
    const table = readme.slice(
      readme.indexOf('### KYC test customers'),
      readme.indexOf('### Reaching every error code'),
    );
    for (const company of COMPANIES) {
      assert.ok(table.includes(`| ${company.name} (corporate)`), company.key);
      assert.ok(table.includes(`\`${company.organisationNumber}\``), `${company.key}'s organisation number`);
    }
  });

  it('lists every seeded case', () => {
    for (const seed of SEED_CASES) assert.ok(readme.includes(`| \`${seed.id}\` |`), seed.id);
  });

  it('says how to reach every error code of spec 1 §8', () => {
    const table = readme.slice(readme.indexOf('### Reaching every error code'), readme.indexOf('### Control API'));
    for (const code of LOAN_ERROR_CODES) assert.ok(table.includes(`\`${code}\``), code);
  });
});
