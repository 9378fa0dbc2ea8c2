import { expect } from '@esm-bundle/chai';
import { resolveConfig } from '../../src/config/config.js';
import { DEFAULT_PATHS, hashRoute, isOuterPath } from '../../src/config/paths.js';
import { nb } from '../../src/texts/nb.js';
import { unknownIds } from '../../src/texts/texts.js';

describe('resolveConfig', () => {
  it("falls back to the specification's default outer paths (spec 1 §2)", () => {
    const { config, warnings } = resolveConfig({}, {}, nb);
    expect(warnings).to.deep.equal([]);
    expect(config.paths).to.deep.equal({
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
    expect(config.paths).to.deep.equal(DEFAULT_PATHS);
    expect(config.bankRegNr).to.equal(undefined);
    expect(config.t('chooser.select')).to.equal('Velg');
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
    expect(fromPage.bankRegNr).to.equal('1111');
    expect(fromPage.paths.calculator).to.equal('/side/kalkulator');
    expect(fromPage.paths.landingPage).to.equal('/side/oversikt');
    expect(fromPage.paths.application).to.equal('/min-oversikt/salgspantsoknad');
    expect(fromPage.paths.completion.creditCard).to.equal('/side/kort');
    expect(fromPage.paths.completion.securedLoan).to.equal('/min-oversikt/salgspantfullfor');
    expect(fromPage.t('chooser.select')).to.equal('Velg denne');

    const fromAttributes = resolveConfig(page, { bankRegNr: '0770', calculatorPath: '/attr' }).config;
    expect(fromAttributes.bankRegNr).to.equal('0770');
    expect(fromAttributes.paths.calculator).to.equal('/attr');
    expect(fromAttributes.paths.landingPage).to.equal('/side/oversikt');
  });

  it('ignores invalid attribute values with a warning', () => {
    const { config, warnings } = resolveConfig(
      { calculatorPath: '/side' },
      { bankRegNr: 'abcd', calculatorPath: 'https://evil.example/' },
    );
    expect(config.bankRegNr).to.equal(undefined);
    expect(config.paths.calculator).to.equal('/side');
    expect(warnings).to.deep.equal([
      'attribute bank-reg-nr="abcd" must be four digits; none is used',
      'attribute calculator-path="https://evil.example/" must be a path on this site starting with a single "/"; /side is used',
    ]);
  });

  it('warns about unknown text keys', () => {
    const { warnings } = resolveConfig({ texts: { 'chooser.selct': 'Velg' } }, {}, nb);
    expect(warnings).to.deep.equal(['texts: unknown text key "chooser.selct" ignored']);
  });

  it('passes the page JSON\'s "form" on; unknownIds names an id of the element\'s areas it does not list (decision 0099)', () => {
    const price = { label: 'Pris' };
    const form = { 'calculator.vehiclePrice': price, 'applicants.main.email': { hint: 'Kvitteringen sendes hit' } };
    expect(resolveConfig({ form }, {}, nb).config.form).to.equal(form);
    const ids = [
      'calculator.vehiclePrice',
      'calculator.vehiclePrize',
      'vehiclePrice',
      // Another element's field on the same page: not this element's to warn about.
      'applicants.main.email',
    ];
    expect(unknownIds(['calculator.vehiclePrice', 'calculator.equity'], ids)).to.deep.equal([
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
      expect(isOuterPath(path)).to.equal(ok);
    });
  }

  it('hashRoute joins an outer path and an inner route, keeping a query and replacing a hash', () => {
    expect(hashRoute('/lane/salgspant', '/calculator/car')).to.equal('/lane/salgspant#/calculator/car');
    expect(hashRoute('/lane/salgspant', 'calculator/mc')).to.equal('/lane/salgspant#/calculator/mc');
    expect(hashRoute('/side?x=1', '/calculator/atv')).to.equal('/side?x=1#/calculator/atv');
    expect(hashRoute('/side#/old', '/calculator')).to.equal('/side#/calculator');
  });
});

describe("resolveConfig: the bank's site for an element on another origin", () => {
  const here = 'https://bilhuset.example';

  it('resolves every outer path against the origin of an absolute service-url', () => {
    const { config, warnings } = resolveConfig({}, { serviceUrl: 'https://bank.example/salgspant/api' }, nb, here);
    expect(warnings).to.deep.equal([]);
    expect(config.bankOrigin).to.equal('https://bank.example');
    expect(config.paths).to.deep.equal({
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
    expect(hashRoute(config.paths.calculator, '/calculator')).to.equal(
      'https://bank.example/lane/salgspant#/calculator',
    );
  });

  it('takes bank-url over the page JSON bankUrl over the service-url, and keeps configured paths', () => {
    const page = { bankUrl: 'https://www.bank.example/', applicationPath: '/soknad' };
    const fromPage = resolveConfig(page, { serviceUrl: 'https://api.bank.example/salgspant/api' }, nb, here).config;
    expect(fromPage.paths.application).to.equal('https://www.bank.example/soknad');
    const fromAttribute = resolveConfig(page, { bankUrl: 'https://nett.bank.example' }, nb, here).config;
    expect(fromAttribute.paths.application).to.equal('https://nett.bank.example/soknad');
  });

  it("changes nothing on the bank's own pages, or with a relative service-url", () => {
    const own = resolveConfig({}, { bankUrl: `${here}/` }, nb, here).config;
    expect(own.bankOrigin).to.equal(undefined);
    expect(own.paths).to.deep.equal(DEFAULT_PATHS);
    expect(resolveConfig({}, { serviceUrl: '/salgspant/api' }, nb, here).config.paths).to.deep.equal(DEFAULT_PATHS);
  });

  it('ignores a bank-url that is not an http(s) address, with a warning', () => {
    const { config, warnings } = resolveConfig({}, { bankUrl: 'javascript:alert(1)' }, nb, here);
    expect(config.paths).to.deep.equal(DEFAULT_PATHS);
    expect(warnings).to.deep.equal(['attribute bank-url="javascript:alert(1)" must be an http(s) address; ignored']);
  });
});
