// An editor's or a developer's mistakes in the configuration: each gives one console line naming the
// element, the setting, the value, what is allowed and what the element does instead; the visitor sees
// an element that carries on with its attributes and defaults (issue 26, decision 0052).
import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import { findAllByShadowRole, findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import '../../elements/salgspant-application.define.js';
import '../../elements/salgspant-calculator.define.js';
import '../../elements/salgspant-vehicle-chooser.define.js';
import { captureConsole, type ConsoleCapture } from '../helpers/console.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';

const PREFIX = '[salgspant-elements]';
let capture: ConsoleCapture;
beforeEach(() => (capture = captureConsole()));
afterEach(() => capture.restore());

/** The chooser in a fixture, once its first card links to the default calculator page. */
async function expectDefaultLink(el: HTMLElement): Promise<HTMLElement> {
  const chooser = defined(el.querySelector<HTMLElement>('salgspant-vehicle-chooser'));
  const link = await findByShadowRole(chooser, 'link', { name: 'Velg Bil' });
  expect(link.getAttribute('href')).to.equal('/lane/salgspant#/calculator/car');
  return chooser;
}

/** The console warnings, once there is one. */
async function saidWarnings(): Promise<string[]> {
  await until(() => capture.warnings.length > 0);
  return capture.warnings;
}

describe('configuration mistakes', () => {
  it('product="Car": the products are named on the console; the visitor sees the invalid-product message', async () => {
    const el = await fixture(html`<salgspant-calculator product="Car" bank-reg-nr="9999"></salgspant-calculator>`);
    await findByShadowText(el, 'Ingen gyldige kjøretøy valgt!');
    await until(() => capture.warnings.length > 0);
    expect(capture.warnings).to.deep.equal([
      `${PREFIX} <salgspant-calculator>: attribute product="Car" is not one of car, car-electric, car-no-insurance, mc, atv, snowmobile, camping, caravan, boat; calculator.error.invalidProduct is shown`,
    ]);
    expect(capture.errors).to.deep.equal([]);
  });

  it('heading-level="9": the levels are named; the visitor gets the nearest level, h6', async () => {
    const el = await fixture(html`<salgspant-vehicle-chooser heading-level="9"></salgspant-vehicle-chooser>`);
    expect(await findAllByShadowRole(el, 'heading', { level: 6 })).to.have.length(8);
    await until(() => capture.warnings.length > 0);
    expect(capture.warnings).to.deep.equal([
      `${PREFIX} <salgspant-vehicle-chooser>: attribute heading-level="9" is not one of 2, 3, 4, 5, 6; the nearest of 2–6 is used`,
    ]);
  });

  it('config="salgspnt": the page JSON it names is missing, and the scripts there are are named; the chooser uses its defaults', async () => {
    const el = await fixture(html`<div>
      <script type="application/json" data-react="salgspant">{"calculatorPath": "/privat/billan"}</script>
      <salgspant-vehicle-chooser config="salgspnt"></salgspant-vehicle-chooser>
    </div>`);
    await expectDefaultLink(el);
    expect(await saidWarnings()).to.deep.equal([
      `${PREFIX} <salgspant-vehicle-chooser>: config="salgspnt" names no data-react script (the page has "salgspant"); the attributes and defaults apply`,
    ]);
  });

  it('a trailing comma in the page JSON: line and column on the console; the element carries on with its attributes', async () => {
    const el = await fixture(html`<div>
      <script type="application/json" data-react="salgspant">
{
  "calculatorPath": "/privat/billan",
}
      </script>
      <salgspant-vehicle-chooser config="salgspant" heading-level="3"></salgspant-vehicle-chooser>
    </div>`);
    const chooser = await expectDefaultLink(el);
    expect(await findAllByShadowRole(chooser, 'heading', { level: 3 })).to.have.length(8);
    expect(await saidWarnings()).to.deep.equal([
      `${PREFIX} <salgspant-vehicle-chooser>: <script data-react="salgspant">: not valid JSON at line 4, column 1, all ignored; the attributes and defaults apply`,
    ]);
  });

  it('a page-JSON value of the wrong kind: the key, the value and the fallback are named', async () => {
    const el = await fixture(html`<div>
      <script type="application/json" data-react="salgspant">{"calculatorPath": "privat/billan"}</script>
      <salgspant-vehicle-chooser config="salgspant"></salgspant-vehicle-chooser>
    </div>`);
    await expectDefaultLink(el);
    expect(await saidWarnings()).to.deep.equal([
      `${PREFIX} <salgspant-vehicle-chooser>: <script data-react="salgspant">: "calculatorPath" must be a path on this site starting with a single "/", not "privat/billan"; the attributes and defaults apply`,
    ]);
  });

  it('a bare boolean attribute: r2wc reads it as false, and the console says to write ="true"', async () => {
    const el = await fixture(
      html`<salgspant-application enforce-kyc-block bank-reg-nr="9999"></salgspant-application>`,
    );
    await until(() => capture.warnings.length > 0);
    expect(capture.warnings).to.deep.equal([
      `${PREFIX} <salgspant-application>: attribute enforce-kyc-block="" is not one of true, false; read as false`,
    ]);
    el.remove();
  });

  it('bankRegNr missing everywhere: the console names the setting and where to give it', async () => {
    const el = await fixture(html`<salgspant-calculator product="car"></salgspant-calculator>`);
    await until(() => capture.errors.length > 0);
    expect(capture.errors).to.deep.equal([
      `${PREFIX} <salgspant-calculator>: no bankRegNr: set bank-reg-nr="…" or "bankRegNr" in the page JSON; the loan service refuses calls without it`,
    ]);
    expect(capture.warnings).to.deep.equal([]);
    el.remove();
  });
});
