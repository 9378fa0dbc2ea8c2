// The element's language (decision 0111): the rule that reads `lang`, the English packs each element
// loads on demand, the page's English overrides, and the addresses that carry `ui_locales`.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { resolveConfig } from '../../src/config/config.js';
import { mergePageConfigs, parsePageConfig, type PageConfig } from '../../src/config/page-config.js';
import { signingFrame } from '../../src/flows/completion/signing.js';
import { loginAddress } from '../../src/platform/login.js';
import { en } from '../../src/texts/en.js';
import { languageOf, withUiLocales } from '../../src/texts/language.js';
import { nb } from '../../src/texts/nb.js';
import { ELEMENT_CATALOGUES } from '../../scripts/lib/texts-docs.js';

describe('languageOf: the element language of a lang value', () => {
  const table: Array<[string | null | undefined, 'nb' | 'en']> = [
    ['nb', 'nb'],
    ['no', 'nb'],
    ['nn', 'nb'],
    ['nb-NO', 'nb'],
    ['nn-NO', 'nb'],
    ['NB', 'nb'],
    ['en', 'en'],
    ['EN', 'en'],
    ['en-GB', 'en'],
    ['en-us', 'en'],
    ['en-Latn-GB', 'en'],
    ['eng', 'nb'],
    ['enx', 'nb'],
    [' en', 'nb'],
    ['de', 'nb'],
    ['sv-SE', 'nb'],
    ['se', 'nb'],
    ['', 'nb'],
    [null, 'nb'],
    [undefined, 'nb'],
  ];
  for (const [tag, expected] of table) {
    it(`${JSON.stringify(tag)} → ${expected}`, () => assert.equal(languageOf(tag), expected));
  }
});

describe('withUiLocales', () => {
  const table: Array<[string, 'nb' | 'en', string]> = [
    ['/sandbox/tax/consent', 'en', '/sandbox/tax/consent?ui_locales=en'],
    ['/sandbox/tax/consent?id=7', 'nb', '/sandbox/tax/consent?id=7&ui_locales=nb'],
    ['https://skatt.example/c?id=7#top', 'en', 'https://skatt.example/c?id=7&ui_locales=en#top'],
    ['/x#/a?b', 'en', '/x?ui_locales=en#/a?b'],
  ];
  for (const [href, language, expected] of table) {
    it(`${href} (${language})`, () => assert.equal(withUiLocales(href, language), expected));
  }

  it('the BankID login and the e-signing frame carry the language', () => {
    const login = loginAddress(null, '/salgspant/api', 'http://127.0.0.1/lane/salgspant?x=1#y', 'en');
    assert.equal(new URL(login, 'http://127.0.0.1').searchParams.get('ui_locales'), 'en');
    assert.equal(new URL(login, 'http://127.0.0.1').searchParams.get('returnTo'), '/lane/salgspant?x=1#y');
    assert.match(loginAddress(null, '/salgspant/api', 'http://127.0.0.1/'), /[?&]ui_locales=nb(&|$)/);
    const frame = signingFrame('/sandbox/esign/sign?id=1', '1', 'http://127.0.0.1/fullfor', 'en');
    assert.equal(new URL(frame?.src ?? '').searchParams.get('ui_locales'), 'en');
  });
});

describe("each element's English pack", () => {
  for (const [tag, catalogue] of Object.entries(ELEMENT_CATALOGUES)) {
    it(`<${tag}>: every key of its catalogue in English, and the field rules' messages`, async () => {
      const pack = (await import(`../../src/texts/packs/english-${tag.replace(/^salgspant-/, '')}.js`)) as {
        default: (c: typeof catalogue, o?: Record<string, string>) => { texts: Record<string, string> };
      };
      const { texts } = pack.default(catalogue);
      const norwegian = Object.keys(catalogue).filter((key) => texts[key] !== en[key as keyof typeof en]);
      assert.deepEqual(norwegian, [], 'keys left in Norwegian');
      assert.equal(texts['validation.required'], en['validation.required']);
    });
  }

  it("applies the page's English overrides and names the unknown ones", async () => {
    const { default: english } = await import('../../src/texts/packs/english-calculator.js');
    const result = english(ELEMENT_CATALOGUES['salgspant-calculator'] ?? {}, [
      { texts: { en: { 'ui.modal.close': 'Shut', 'validation.required': 'Please answer', 'calculator.nope': 'x' } } },
    ]);
    assert.equal(result.t('ui.modal.close'), 'Shut');
    assert.equal(result.t('validation.required'), 'Please answer');
    assert.deepEqual(result.warnings, ['texts.en: unknown text key "calculator.nope" ignored']);
  });
});

describe("the page JSON's texts by language", () => {
  it('keeps the flat texts for nb and takes English ones under en', () => {
    const parsed = parsePageConfig({ texts: { 'ui.modal.close': 'Lukk!', en: { 'ui.modal.close': 'Close!' } } });
    assert.deepEqual(parsed.warnings, []);
    const { config, warnings } = resolveConfig(parsed.config, {}, { 'ui.modal.close': nb['ui.modal.close'] });
    assert.deepEqual(warnings, []);
    assert.equal(config.t('ui.modal.close'), 'Lukk!');
  });

  it('refuses an English text that is not a text, naming its place, when the English pack loads', async () => {
    const { default: english } = await import('../../src/texts/packs/english-calculator.js');
    const catalogue = ELEMENT_CATALOGUES['salgspant-calculator'] ?? {};
    // A Norwegian page never reads texts.en: the page JSON passes it on, the English pack checks it.
    const parsed = parsePageConfig({
      texts: { 'ui.modal.close': 'Lukk', en: { 'ui.modal.close': 3, 'ui.loader.label': 'Wait' } },
    });
    assert.deepEqual(parsed.warnings, []);
    const result = english(catalogue, [parsed.config]);
    assert.match(result.warnings[0] ?? '', /"texts\.en\.ui\.modal\.close" must be a text/);
    assert.equal(result.t('ui.loader.label'), 'Wait');
    assert.equal(result.t('ui.modal.close'), en['ui.modal.close']);
    assert.match(english(catalogue, [{ texts: { en: 'Close' } }]).warnings[0] ?? '', /"texts\.en" must be an object/);
    assert.match(
      parsePageConfig({ texts: { nb: { 'ui.modal.close': 'x' } } }).warnings[0] ?? '',
      /"texts\.nb" must be a text/,
    );
  });

  it('merges the English texts of several scripts key by key', async () => {
    const { default: english } = await import('../../src/texts/packs/english-calculator.js');
    const configs: PageConfig[] = [
      { texts: { 'ui.modal.close': 'Lukk', en: { 'ui.modal.close': 'Close', 'ui.loader.label': 'Wait' } } },
      { texts: { en: { 'ui.loader.label': 'Back' } } },
    ];
    const result = english(ELEMENT_CATALOGUES['salgspant-calculator'] ?? {}, configs);
    assert.deepEqual(result.pageTexts, { 'ui.modal.close': 'Close', 'ui.loader.label': 'Back' });
    assert.equal(mergePageConfigs(configs).texts?.['ui.modal.close'], 'Lukk');
  });
});

describe('numbers, amounts and counts in each language', () => {
  it('chooses the English plural form by Intl.PluralRules, with the count as given', async () => {
    const { pluralize } = await import('../../src/texts/english.js');
    const text = 'up to {years, plural, one {# year} other {# years}}';
    assert.equal(pluralize(text, { years: 1 }), 'up to 1 year');
    assert.equal(pluralize(text, { years: 2 }), 'up to 2 years');
    assert.equal(pluralize(text, { years: 0 }), 'up to 0 years');
    assert.equal(pluralize(text, {}), text);
  });

  it("writes the element's texts with counts in English, and in Norwegian as before", async () => {
    const catalogue = ELEMENT_CATALOGUES['salgspant-calculator'] ?? {};
    const { default: english } = await import('../../src/texts/packs/english-calculator.js');
    const { t } = english(catalogue);
    assert.equal(t('calculator.period.option', { years: 1 }), '1 year');
    assert.equal(t('calculator.period.option', { years: 7 }), '7 years');
    assert.match(t('calculator.age.5-to-13', { age: 13, years: 1 }), /is 13 years old\b.* up to 1 year\.$/);
    const norwegian = resolveConfig({}, {}, catalogue).config.t;
    assert.equal(norwegian('calculator.period.option', { years: 1 }), '1 år');
    assert.equal(norwegian('calculator.period.option', { years: 7 }), '7 år');
  });

  it('writes amounts the same in both languages: «100 000 kr» (decision 0111)', async () => {
    const { formatKroner } = await import('../../src/domain/money.js');
    const { default: english } = await import('../../src/texts/packs/english-calculator.js');
    const { t } = english(ELEMENT_CATALOGUES['salgspant-calculator'] ?? {});
    const amount = formatKroner(100_000);
    assert.equal(amount, '100\u00a0000\u00a0kr');
    assert.equal(
      t('calculator.equityHint.below-20', { amount }),
      `With 20 % equity you borrow ${amount} and get a lower interest rate.`,
    );
  });
});
