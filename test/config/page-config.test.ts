import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import {
  jsonErrorOffset,
  jsonErrorPlace,
  mergePageConfigs,
  parsePageConfig,
  readPageConfig,
} from '../../src/config/page-config.js';
import { fixture } from '../helpers/fixture.js';

describe('page configuration (data-react JSON)', () => {
  it('takes an opaque KYC token and refuses one that looks like a national id', () => {
    expect(parsePageConfig({ kycToken: 'a1B2-c3_d4.e5' }).config.kycToken).to.equal('a1B2-c3_d4.e5');
    const refused = parsePageConfig({ kycToken: '14038512324' });
    expect(refused.config.kycToken).to.equal(undefined);
    expect(refused.warnings.join(' ')).to.contain('never a national id');
  });

  it('takes a request timeout in whole milliseconds between 100 and 120 000', () => {
    expect(parsePageConfig({ requestTimeoutMs: 800 }).config.requestTimeoutMs).to.equal(800);
    for (const bad of [50, 120_001, 1.5, '800']) {
      const refused = parsePageConfig({ requestTimeoutMs: bad });
      expect(refused.config.requestTimeoutMs).to.equal(undefined);
      expect(refused.warnings).to.have.length(1);
    }
  });

  describe('parsePageConfig', () => {
    it('accepts every documented key', () => {
      const value = {
        texts: { 'chooser.select': 'Velg' },
        bankRegNr: '0770',
        bankUrl: 'https://bank.example',
        calculatorPath: '/lane/salgspant',
        landingPagePath: '/min-oversikt/soknadsoversikt',
        applicationPath: '/min-oversikt/salgspantsoknad',
        completionPaths: {
          securedLoan: '/fullfor',
          creditLoan: '/smalan',
          creditLoanAdvisor: '/radgiver',
          creditCard: '/kort',
        },
      };
      const { config, warnings } = parsePageConfig(value);
      expect(warnings).to.deep.equal([]);
      expect(config).to.deep.equal(value);
    });

    it('takes "form": a label, hint and placeholder by field id (decision 0099)', () => {
      const form = {
        'calculator.vehiclePrice': { label: 'Pris', hint: 'Med omregistreringsavgift', placeholder: '350 000 kr' },
        'applicants.main.email': { hint: '' },
      };
      const { config, warnings } = parsePageConfig({ form, bankRegNr: '0770' });
      expect(warnings).to.deep.equal([]);
      expect(config).to.deep.equal({ form, bankRegNr: '0770' });
    });

    it('drops a "form" with a part other than label, hint and placeholder, or not a text, and keeps the rest', () => {
      for (const [form, place] of [
        [{ 'calculator.vehiclePrice': { tooltip: 'x' } }, '"form"'],
        [{ 'calculator.vehiclePrice': { label: 3 } }, '"form"'],
        [{ 'calculator.vehiclePrice': { label: '' } }, '"form"'],
        [{ 'calculator.vehiclePrice': 'Pris' }, '"form"'],
        [['calculator.vehiclePrice'], '"form"'],
      ] as const) {
        const { config, warnings } = parsePageConfig({ form, bankRegNr: '0770' });
        expect(config).to.deep.equal({ bankRegNr: '0770' });
        expect(warnings).to.have.length(1);
        expect(warnings[0]).to.contain(place);
      }
    });

    it('drops a bad key with a warning and keeps the good ones', () => {
      const { config, warnings } = parsePageConfig({
        bankRegNr: '770',
        bankUrl: 'javascript:alert(1)',
        calculatorPath: 'javascript:alert(1)',
        landingPagePath: '//evil.example/x',
        applicationPath: '/ok',
        texts: { 'chooser.select': 42 },
        colour: 'red',
      });
      expect(config).to.deep.equal({ applicationPath: '/ok' });
      expect(warnings).to.have.length(6);
      expect(warnings.join('\n')).to.contain('"bankRegNr" must be four digits');
      expect(warnings.join('\n')).to.contain('"bankUrl" must be an http(s) address of the bank');
      expect(warnings.join('\n')).to.contain('"calculatorPath" must be a path on this site');
      expect(warnings.join('\n')).to.contain('"landingPagePath" must be a path on this site');
      expect(warnings.join('\n')).to.contain('"texts.chooser.select"');
      expect(warnings.join('\n')).to.contain('unknown key "colour"');
    });

    it('refuses anything but an object', () => {
      for (const value of [null, [], 'x', 3]) {
        const { config, warnings } = parsePageConfig(value);
        expect(config).to.deep.equal({});
        expect(warnings).to.have.length(1);
      }
    });
  });

  it('mergePageConfigs lets later configurations win, merging texts and completion paths', () => {
    const merged = mergePageConfigs([
      { bankRegNr: '1111', texts: { a: '1', b: '1' }, completionPaths: { securedLoan: '/a' } },
      { bankRegNr: '2222', texts: { b: '2' }, completionPaths: { creditCard: '/k' } },
    ]);
    expect(merged).to.deep.equal({
      bankRegNr: '2222',
      texts: { a: '1', b: '2' },
      completionPaths: { securedLoan: '/a', creditCard: '/k' },
    });
  });

  describe('readPageConfig', () => {
    it('reads every data-react JSON script in document order', async () => {
      const root = await fixture<HTMLDivElement>(html`<div>
        <script type="application/json" data-react="salgspant">{"bankRegNr":"1111","texts":{"chooser.select":"A"}}</script>
        <script type="application/json" data-react="other">{"bankRegNr":"2222"}</script>
        <script type="application/json">{"bankRegNr":"3333"}</script>
        <script type="text/plain" data-react="x">{"bankRegNr":"4444"}</script>
      </div>`);
      const { config, warnings } = readPageConfig(root);
      expect(warnings).to.deep.equal([]);
      expect(config).to.deep.equal({ bankRegNr: '2222', texts: { 'chooser.select': 'A' } });
    });

    it('reads only the scripts with a given data-react key', async () => {
      const root = await fixture<HTMLDivElement>(html`<div>
        <script type="application/json" data-react="salgspant">{"bankRegNr":"1111"}</script>
        <script type="application/json" data-react="other">{"bankRegNr":"2222"}</script>
      </div>`);
      expect(readPageConfig(root, 'salgspant').config).to.deep.equal({ bankRegNr: '1111' });
      expect(readPageConfig(root, 'missing').config).to.deep.equal({});
    });

    it('skips a script that is not JSON, with a warning', async () => {
      const root = await fixture<HTMLDivElement>(html`<div>
        <script type="application/json" data-react="a">{not json</script>
        <script type="application/json" data-react="b">{"bankRegNr":"0770"}</script>
      </div>`);
      const { config, warnings } = readPageConfig(root);
      expect(config).to.deep.equal({ bankRegNr: '0770' });
      expect(warnings).to.deep.equal([
        '<script data-react="a">: not valid JSON at line 1, column 2, all ignored; the attributes and defaults apply',
      ]);
    });
  });

  describe('where a page JSON stops being JSON', () => {
    /** Texts JSON.parse refuses, and the place its error is at (what Chromium's and Firefox's messages say). */
    const BROKEN: Array<[string, string]> = [
      ['{not json', 'line 1, column 2'],
      ['{\n  "calculatorPath": "/privat/billan",\n}\n', 'line 3, column 1'],
      ['{"a": [1, 2,, 3]}', 'line 1, column 13'],
      ['{"a" 1}', 'line 1, column 6'],
      ['{"a": tru}', 'line 1, column 7'],
      ['{"a": 01}', 'line 1, column 8'],
      ['{"a": "b"}\n x', 'line 2, column 2'],
      ['{\n  "texts": {\n    "a": "b"\n  }\n', 'line 5, column 1'],
      ["{'a': 1}", 'line 1, column 2'],
    ];

    it('names line and column when the engine’s message has no place (WebKit says only «JSON Parse error: …»)', () => {
      for (const [text, place] of BROKEN) {
        expect(() => JSON.parse(text) as unknown, text).to.throw();
        expect(jsonErrorPlace(text, new SyntaxError('JSON Parse error: Unexpected identifier')), text).to.equal(place);
      }
      expect(jsonErrorOffset('{"a": [1, {"b": null}], "c": "\\u00e6 \\n"}')).to.equal(-1);
    });

    it('scans a text nested 100 000 deep, or 200 000 characters long, without failing itself', () => {
      // A recursive scan overflowed the call stack on the first, and copied the rest of the text at every
      // token on the second (decision 0076).
      const deep = '['.repeat(100_000) + ']'.repeat(99_999);
      expect(jsonErrorOffset(deep)).to.equal(199_999);
      expect(jsonErrorPlace(deep, new SyntaxError("JSON Parse error: Expected ']'"))).to.equal('line 1, column 200000');
      const long = `{\n  "texts": { "x": "${'a'.repeat(200_000)}" },\n}`;
      expect(jsonErrorPlace(long, new SyntaxError("JSON Parse error: Expected '\"'"))).to.equal('line 3, column 1');
    });

    it('names the same place from the engine’s own error, in every engine', () => {
      for (const [text, place] of BROKEN) {
        let error: unknown;
        try {
          JSON.parse(text);
        } catch (caught) {
          error = caught;
        }
        // Engines differ by a character inside a broken literal; the line is always the same.
        expect(jsonErrorPlace(text, error).split(',')[0], text).to.equal(place.split(',')[0]);
      }
    });

    it('a trailing comma, read by the element: the warning names line and column', async () => {
      const root = await fixture<HTMLDivElement>(html`<div>
        <script type="application/json" data-react="a">
{
  "bankRegNr": "0770",
}
        </script>
      </div>`);
      expect(readPageConfig(root).warnings).to.deep.equal([
        '<script data-react="a">: not valid JSON at line 4, column 1, all ignored; the attributes and defaults apply',
      ]);
    });
  });
});
