// The page JSON's `form` (decision 0099): a field's label, hint and placeholder by the field's id, as a
// visitor sees them, in the calculator and in another flow (the application's applicant form); `form`
// wins over `texts` for its field; an unknown id gets one console warning.
import { expect } from '@esm-bundle/chai';
import { findByShadowRole, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { html } from 'lit-html';
import '../../elements/salgspant-calculator.define.js';
import { atStep, openApplication, original, PERSON, press } from '../helpers/application.js';
import { expectAccessible } from '../helpers/axe.js';
import { captureConsole, type ConsoleCapture } from '../helpers/console.js';
import { fixture, until } from '../helpers/fixture.js';
import { logout } from '../helpers/sandbox.js';

/** The bank's fields on every page: the calculator's and the application's, and a typo. */
const FORM = {
  'calculator.vehiclePrice': {
    label: 'Bilens pris',
    hint: 'Med omregistreringsavgift',
    placeholder: 'For eksempel 350 000 kr',
  },
  'calculator.vehiclePrize': { label: 'Skrivefeil' },
  'applicants.main.email': {
    label: 'Din e-postadresse',
    hint: 'Vi sender kvitteringen hit',
    placeholder: 'navn@eksempel.no',
  },
};

/** Puts the page JSON on the page; returns the function that removes it. */
function pageJson(value: unknown): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.react = 'salgspant';
  script.textContent = JSON.stringify(value);
  document.body.append(script);
  return () => script.remove();
}

describe('the page JSON’s "form": label, hint and placeholder by field id', () => {
  let removeJson: () => void = () => undefined;
  let logged: ConsoleCapture | undefined;
  afterEach(async () => {
    logged?.restore();
    removeJson();
    sessionStorage.clear();
    history.replaceState(null, '', original);
    await logout();
  });

  it('«Kjøpesum» in the calculator shows the page’s label, hint and placeholder; one warning for an unknown id', async () => {
    removeJson = pageJson({ texts: { 'calculator.price': 'Pris fra texts' }, form: FORM });
    logged = captureConsole();
    const el = await fixture(html`<salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>`);
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    const price = await findByShadowRole<HTMLInputElement>(el, 'textbox', {
      name: 'Bilens pris',
      description: 'Med omregistreringsavgift',
    });
    expect(price.placeholder).to.equal('For eksempel 350 000 kr');
    expect(queryByShadowRole(el, 'textbox', { name: /Kjøpesum|Pris fra texts/ })).to.equal(null);
    // The fields without an override keep their own texts.
    expect(getByShadowRole<HTMLInputElement>(el, 'textbox', { name: 'Egenkapital' }).placeholder).to.equal('0 kr');
    await expectAccessible(el, 'calculator with form overrides');
    // The ids are checked once the element's list has loaded (on demand, for a page JSON with `form`).
    await until(() => (logged?.warnings.length ?? 0) > 0, 'the warning');
    await new Promise((resolve) => setTimeout(resolve, 300));
    logged.restore();
    expect(logged.errors).to.deep.equal([]);
    expect(logged.warnings).to.deep.equal([
      '[salgspant-elements] <salgspant-calculator>: form: unknown field id "calculator.vehiclePrize" ignored',
    ]);
  });

  it('the applicant form’s e-mail shows the page’s texts, over "texts"; no warning there', async () => {
    removeJson = pageJson({ texts: { 'applicants.email': 'E-post fra texts' }, form: FORM });
    logged = captureConsole();
    const { el } = await openApplication(PERSON.kari);
    await press(el, 'Neste');
    await atStep(el, '3 av 5', 'Opplysninger om deg');
    const email = await findByShadowRole<HTMLInputElement>(el, 'textbox', {
      name: 'Din e-postadresse',
      description: 'Vi sender kvitteringen hit',
    });
    expect(email.placeholder).to.equal('navn@eksempel.no');
    expect(queryByShadowRole(el, 'textbox', { name: /E-post fra texts/ })).to.equal(null);
    await expectAccessible(el, 'applicant form with form overrides');
    logged.restore();
    expect(logged.errors).to.deep.equal([]);
    expect(logged.warnings).to.deep.equal([]);
  });
});
