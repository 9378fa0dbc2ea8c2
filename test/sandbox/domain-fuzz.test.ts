// Every validator of src/domain fed generated strings (fast-check, fixed seed, bounded runs; `npm run
// fuzz` runs more): it never throws, and it answers valid, a boolean or a number, or invalid with a
// message of the text catalogue (a key). The validators are found by name in the modules, so a new one
// without a generator here fails the test.
import fc from 'fast-check';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { isTextKey } from '../../src/texts/nb.js';
import { PRODUCT_CODES, PRODUCT_SLUGS } from '../../src/domain/products.js';
import { loadTaxNumberChecks } from '../../src/domain/tax-number.js';
import { fuzzParameters } from './fuzz-config.js';

const domainDir = fileURLToPath(new URL('../../src/domain/', import.meta.url));

function modulesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return modulesUnder(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** A validator by its name: validate…, is…, parse…, normalise…. */
const VALIDATOR_NAME = /^(validate|is[A-Z]|parse|normalise)/;

/** Strings a hostile or clumsy user types: any code unit (lone surrogates included), digits, look-alikes. */
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.string({ unit: 'grapheme', maxLength: 80 }),
  fc.stringMatching(/^[0-9 .,+-]{0,20}$/),
  fc.constantFrom('', ' ', '\u0000', '\uD800', '\uDFFF', 'Velg', '١٢٣', '１２３４', 'NaN', 'Infinity', '1e309', '-0'),
);
const maybeText = fc.oneof(text, fc.constant(null), fc.constant(undefined));
const country = fc.oneof(text, fc.constantFrom('NOR', 'NO', 'SWE', 'SE', 'USA', 'US', null, undefined));
const number = fc.oneof(fc.integer({ min: -5, max: 1000 }), fc.double());
const date = fc.date({ min: new Date('1900-01-01'), max: new Date('2100-01-01'), noInvalidDate: true });
const slug = fc.oneof(fc.constantFrom(...PRODUCT_SLUGS), text);
const code = fc.oneof(fc.constantFrom(...Object.values(PRODUCT_CODES)), text);
const anything = fc.anything();
/** The per-country tax-number checks (stdnum), and the codes of the countries they cover. */
const taxNumberChecks = await loadTaxNumberChecks();
const taxCountry = fc.oneof(country, fc.constantFrom(...Object.keys(taxNumberChecks), 'dk', 'Fin'));
const taxNumber = fc.oneof(text, fc.stringMatching(/^[0-9A-Z+-]{6,13}$/));

/** How each validator is called: the tuple of its arguments. */
const ARGUMENTS: Record<string, fc.Arbitrary<unknown[]>> = {
  isLoanErrorCode: fc.tuple(fc.oneof(text, anything)),
  normaliseRegistrationNumber: fc.tuple(text, slug),
  isLookupLength: fc.tuple(text, slug),
  parseOdometer: fc.tuple(text),
  isRegistrationNumberFor: fc.tuple(text, code),
  validateMaxLength: fc.tuple(text, fc.nat(1000)),
  validateMinLength: fc.tuple(text, fc.nat(1000)),
  validateComment: fc.tuple(text),
  validateRejectionComment: fc.tuple(text),
  validateDescription: fc.tuple(text, fc.integer({ min: 0, max: 50 })),
  validateSourceOfIncomeComment: fc.tuple(text),
  validateMissingTaxNumberReason: fc.tuple(text),
  parseNonNegativeDecimal: fc.tuple(text),
  isNonNegativeDecimal: fc.tuple(text),
  validateNonNegativeDecimal: fc.tuple(text),
  validateOwnershipShare: fc.tuple(fc.oneof(maybeText, number)),
  validateTotalOwnership: fc.tuple(fc.array(fc.oneof(maybeText, number), { maxLength: 8 })),
  isNorwegianPostalCode: fc.tuple(text),
  isNorway: fc.tuple(country),
  validatePostalCode: fc.tuple(text, country),
  isSwedishTaxNumber: fc.tuple(text),
  isUsTin: fc.tuple(text),
  isUnitedStates: fc.tuple(country),
  isSweden: fc.tuple(country),
  validateTaxNumber: fc.oneof(
    fc.tuple(text, country),
    fc.tuple(
      taxNumber,
      taxCountry,
      fc.record({ checks: fc.constant(taxNumberChecks), countryName: fc.oneof(text, fc.constant(undefined)) }),
    ),
  ),
  normaliseGiin: fc.tuple(text),
  validateGiin: fc.oneof(fc.tuple(text), fc.tuple(text, fc.array(text, { maxLength: 4 }))),
  isGiin: fc.oneof(fc.tuple(text), fc.tuple(text, fc.array(text, { maxLength: 4 }))),
  validateSelected: fc.tuple(maybeText),
  parseAmount: fc.oneof(
    fc.tuple(text),
    fc.tuple(text, fc.record({ decimals: fc.integer({ min: 0, max: 4 }), maxLength: fc.integer({ min: 1, max: 20 }) })),
  ),
  normaliseSpaces: fc.tuple(text),
  validateNationalId: fc.oneof(fc.tuple(text), fc.tuple(text, date)),
  isValidNationalId: fc.oneof(fc.tuple(text), fc.tuple(text, date)),
  isProductSlug: fc.tuple(text),
};

/** A message of the catalogue: a text key, with its values after `?` (`validation.maxLength?n=35`). */
function isCatalogueMessage(message: string): boolean {
  const [key = '', query] = message.split('?');
  return isTextKey(key) && (query === undefined || /^\w+=[^&]*(?:&\w+=[^&]*)*$/.test(query));
}

/** The national-id check answers reasons, not a message: the forms map them to KYC_MESSAGES.nationalId. */
const NATIONAL_ID_REASONS = new Set([
  'fnr, dnr or hnr must consist of 11 digits',
  "checksums don't match",
  'invalid date',
]);

function assertAnswer(name: string, result: unknown): void {
  if (typeof result === 'boolean' || typeof result === 'string' || result === null) return;
  if (typeof result === 'number') {
    assert.ok(!Number.isNaN(result), `${name} answered NaN`);
    return;
  }
  assert.ok(typeof result === 'object', `${name} answered ${typeof result}`);
  const answer = result as { valid?: unknown; message?: unknown; reasons?: unknown };
  assert.equal(typeof answer.valid, 'boolean', `${name} answered no "valid"`);
  if (answer.valid) return;
  if (name === 'validateNationalId') {
    assert.ok(Array.isArray(answer.reasons) && answer.reasons.length > 0);
    for (const reason of answer.reasons as unknown[])
      assert.ok(NATIONAL_ID_REASONS.has(String(reason)), String(reason));
    return;
  }
  assert.equal(typeof answer.message, 'string', `${name}: invalid without a message`);
  assert.ok(
    isCatalogueMessage(answer.message as string),
    `${name}: "${String(answer.message)}" is not in the catalogue`,
  );
}

const modules = await Promise.all(
  modulesUnder(domainDir).map(async (file) => ({
    file: path.relative(domainDir, file),
    exports: (await import(pathToFileURL(file).href)) as Record<string, unknown>,
  })),
);
const validators = modules.flatMap(({ file, exports }) =>
  Object.entries(exports)
    .filter(([name, value]) => typeof value === 'function' && VALIDATOR_NAME.test(name))
    .map(([name, fn]) => ({ file, name, fn: fn as (...args: unknown[]) => unknown })),
);

describe('domain validators under generated input', () => {
  it('finds the validators of src/domain, and has a generator for each', () => {
    assert.ok(validators.length >= 25, `only ${validators.length} validators found`);
    const missing = validators.filter((v) => !ARGUMENTS[v.name]).map((v) => `${v.file}: ${v.name}`);
    assert.deepEqual(missing, [], 'validators without a generator');
  });

  const { seed, runs } = fuzzParameters(200);
  for (const { file, name, fn } of validators) {
    const args = ARGUMENTS[name];
    if (!args) continue;
    it(`${file}: ${name} never throws and answers valid or a Norwegian message`, () => {
      fc.assert(
        fc.property(args, (input) => {
          assertAnswer(name, fn(...input));
        }),
        { seed, numRuns: runs },
      );
    });
  }
});
