// <salgspant-upgrade> under faults (decision 0030): its list of cases (a read) and its vehicle search
// (a write) meet latency, a 503, a timeout, a dropped connection and a malformed body. The customer sees
// the catalogue's service screen or the search's own message, keeps the plate typed, and a retry recovers.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowLabelText, findByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-upgrade.define.js';
import { expectAccessible } from '../helpers/axe.js';
import { fixture, until } from '../helpers/fixture.js';
import { FAILING_FAULTS, faultScope, LATENCY, pageTimeout } from '../helpers/faults.js';
import { loginAs, logout, OVERVIEW_PERSONS } from '../helpers/sandbox.js';

const LIST = 'GET /salgspant/api/landingpage';
const LOOKUP = 'POST /salgspant/api/vehicle/details';

const upgrade = () => fixture(html`<salgspant-upgrade app-id="100000201" bank-reg-nr="9999"></salgspant-upgrade>`);
const plateField = (el: HTMLElement) =>
  findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ }, { timeout: 8000 });

describe('<salgspant-upgrade> under faults', () => {
  let faults: ReturnType<typeof faultScope>;
  let removeTimeout: () => void;
  beforeEach(async () => {
    faults = faultScope();
    removeTimeout = pageTimeout();
    await loginAs(OVERVIEW_PERSONS.oda);
  });
  afterEach(async () => {
    removeTimeout();
    await faults.restore();
    await logout();
  });

  it('latency on the list: the loader, then the search', async () => {
    await faults.inject(LIST, LATENCY);
    await plateField(await upgrade());
  });

  for (const { kind, fault } of FAILING_FAULTS) {
    it(`${kind} that lasts on the list: the service screen, and «Last inn siden på nytt» recovers`, async () => {
      await faults.inject(LIST, fault);
      const el = await upgrade();
      const retry = await findByShadowRole(el, 'button', { name: 'Last inn siden på nytt' }, { timeout: 8000 });
      await expectAccessible(el, `list: ${kind}`);
      await faults.clear();
      retry.click();
      await plateField(el);
    });

    it(`${kind} on the vehicle search: its own message, the plate kept, a new search recovers`, async () => {
      await faults.inject(LOOKUP, fault);
      const el = await upgrade();
      const plate = await plateField(el);
      plate.focus();
      await sendKeys({ type: 'EB66018' });
      await sendKeys({ press: 'Enter' });
      await until(() => /kontakt|svarer ikke|uventet|gikk galt/i.test(el.shadowRoot?.textContent ?? ''), 6000);
      expect(faults.count(LOOKUP)).to.equal(1);
      expect((plate as HTMLInputElement).value).to.equal('EB66018');
      await expectAccessible(el, `search: ${kind}`);
      await faults.clear();
      plate.focus();
      await sendKeys({ press: 'Enter' });
      await findByShadowLabelText(el, /Kjøpesum/, {}, { timeout: 8000 });
      expect(faults.count(LOOKUP)).to.equal(2);
    });
  }
});
