import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveConfig } from '../../src/config/config.js';
import { DEFAULT_PATHS, hashRoute, isOuterPath } from '../../src/config/paths.js';
import { nb } from '../../src/texts/nb.js';
import { unknownIds } from '../../src/texts/texts.js';

describe('resolveConfig', () => {
  it("falls back to the specification's default outer paths (spec 1 §2)", () => {
    const { config, warnings } = resolveConfig({}, {}, nb);
    assert.deepEqual(warnings, []);
    assert.deepEqual(config.paths, {
      calculator: '/lane/salgspant',
      landingPage: '/min-oversikt/soknadsoversikt',
      application: '/min-oversikt/salgspantsoknad',
      completion: {
        securedLoan: '/min-oversikt/salgspantfullfor',
        creditLoan: '/min-oversikt/smalansoknad',
        creditLoanAdvisor: '/min-oversikt/smalansoknad',
        creditCard: '/min-oversikt/kredittkortsoknad',
      },
    });
    assert.deepEqual(config.paths, DEFAULT_PATHS);
    assert.equal(config.bankRegNr, undefined);
    assert.equal(config.t('chooser.select'), 'Velg');
  });

  it('takes the page JSON over the defaults and attributes over the page JSON', () => {
    const page = {
      bankRegNr: '1111',
      calculatorPath: '/side/kalkulator',
      landingPagePath: '/side/oversikt',
      completionPaths: { creditCard: '/side/kort' },
      texts: { 'chooser.select': 'Velg denne' },
    };
    const fromPage = resolveConfig(page, {}, nb).config;
    assert.equal(fromPage.bankRegNr, '1111');
    assert.equal(fromPage.paths.calculator, '/side/kalkulator');
    assert.equal(fromPage.paths.landingPage, '/side/oversikt');
    assert.equal(fromPage.paths.application, '/min-oversikt/salgspantsoknad');
    assert.equal(fromPage.paths.completion.creditCard, '/side/kort');
    assert.equal(fromPage.paths.completion.securedLoan, '/min-oversikt/salgspantfullfor');
    assert.equal(fromPage.t('chooser.select'), 'Velg denne');

    const fromAttributes = resolveConfig(page, { bankRegNr: '0770', calculatorPath: '/attr' }).config;
    assert.equal(fromAttributes.bankRegNr, '0770');
    assert.equal(fromAttributes.paths.calculator, '/attr');
    assert.equal(fromAttributes.paths.landingPage, '/side/oversikt');
  });

  it('ignores invalid attribute values with a warning', () => {
    const { config, warnings } = resolveConfig(
      { calculatorPath: '/side' },
      { bankRegNr: 'abcd', calculatorPath: 'https://evil.example/' },
    );
    assert.equal(config.bankRegNr, undefined);
    assert.equal(config.paths.calculator, '/side');
    assert.deepEqual(warnings, [
      'attribute bank-reg-nr="abcd" must be four digits; none is used',
      'attribute calculator-path="https://evil.example/" must be a path on this site starting with a single "/"; /side is used',
    ]);
  });

  it('warns about unknown text keys', () => {
    const { warnings } = resolveConfig({ texts: { 'chooser.selct': 'Velg' } }, {}, nb);
    assert.deepEqual(warnings, ['texts: unknown text key "chooser.selct" ignored']);
  });

  it('passes the page JSON\'s "form" on; unknownIds names an id of the element\'s areas it does not list (decision 0099)', () => {
    const price = { label: 'Pris' };
    const form = { 'calculator.vehiclePrice': price, 'applicants.main.email': { hint: 'Kvitteringen sendes hit' } };
    assert.equal(resolveConfig({ form }, {}, nb).config.form, form);
    const ids = [
      'calculator.vehiclePrice',
      'calculator.vehiclePrize',
      'vehiclePrice',
      // Another element's field on the same page: not this element's to warn about.
      'applicants.main.email',
    ];
    assert.deepEqual(unknownIds(['calculator.vehiclePrice', 'calculator.equity'], ids), [
      'calculator.vehiclePrize',
      'vehiclePrice',
    ]);
  });
});

describe('outer paths', () => {
  const table: Array<[string, boolean]> = [
    ['/lane/salgspant', true],
    ['/', true],
    ['/side?id=1', true],
    ['', false],
    ['lane/salgspant', false],
    ['//evil.example', false],
    ['/\\evil.example', false],
    ['javascript:alert(1)', false],
    ['https://bank.no/lane', false],
    ['/lane salgspant', false],
  ];
  for (const [path, ok] of table) {
    it(`${JSON.stringify(path)} is ${ok ? '' : 'not '}an outer path`, () => {
      assert.equal(isOuterPath(path), ok);
    });
  }

  it('hashRoute joins an outer path and an inner route, keeping a query and replacing a hash', () => {
    assert.equal(hashRoute('/lane/salgspant', '/calculator/car'), '/lane/salgspant#/calculator/car');
    assert.equal(hashRoute('/lane/salgspant', 'calculator/mc'), '/lane/salgspant#/calculator/mc');
    assert.equal(hashRoute('/side?x=1', '/calculator/atv'), '/side?x=1#/calculator/atv');
    assert.equal(hashRoute('/side#/old', '/calculator'), '/side#/calculator');
  });
});

describe("resolveConfig: the bank's site for an element on another origin", () => {
  const here = 'https://bilhuset.example';

  it('resolves every outer path against the origin of an absolute service-url', () => {
    const { config, warnings } = resolveConfig({}, { serviceUrl: 'https://bank.example/salgspant/api' }, nb, here);
    assert.deepEqual(warnings, []);
    assert.equal(config.bankOrigin, 'https://bank.example');
    assert.deepEqual(config.paths, {
      calculator: 'https://bank.example/lane/salgspant',
      landingPage: 'https://bank.example/min-oversikt/soknadsoversikt',
      application: 'https://bank.example/min-oversikt/salgspantsoknad',
      completion: {
        securedLoan: 'https://bank.example/min-oversikt/salgspantfullfor',
        creditLoan: 'https://bank.example/min-oversikt/smalansoknad',
        creditLoanAdvisor: 'https://bank.example/min-oversikt/smalansoknad',
        creditCard: 'https://bank.example/min-oversikt/kredittkortsoknad',
      },
    });
    assert.equal(hashRoute(config.paths.calculator, '/calculator'), 'https://bank.example/lane/salgspant#/calculator');
  });

  it('takes bank-url over the page JSON bankUrl over the service-url, and keeps configured paths', () => {
    const page = { bankUrl: 'https://www.bank.example/', applicationPath: '/soknad' };
    const fromPage = resolveConfig(page, { serviceUrl: 'https://api.bank.example/salgspant/api' }, nb, here).config;
    assert.equal(fromPage.paths.application, 'https://www.bank.example/soknad');
    const fromAttribute = resolveConfig(page, { bankUrl: 'https://nett.bank.example' }, nb, here).config;
    assert.equal(fromAttribute.paths.application, 'https://nett.bank.example/soknad');
  });

  it("changes nothing on the bank's own pages, or with a relative service-url", () => {
    const own = resolveConfig({}, { bankUrl: `${here}/` }, nb, here).config;
    assert.equal(own.bankOrigin, undefined);
    assert.deepEqual(own.paths, DEFAULT_PATHS);
    assert.deepEqual(resolveConfig({}, { serviceUrl: '/salgspant/api' }, nb, here).config.paths, DEFAULT_PATHS);
  });

  it('ignores a bank-url that is not an http(s) address, with a warning', () => {
    const { config, warnings } = resolveConfig({}, { bankUrl: 'javascript:alert(1)' }, nb, here);
    assert.deepEqual(config.paths, DEFAULT_PATHS);
    assert.deepEqual(warnings, ['attribute bank-url="javascript:alert(1)" must be an http(s) address; ignored']);
  });
});
