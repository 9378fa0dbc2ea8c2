// <salgspant-upgrade> under faults (decisions 0030, 0034): its list of cases (a read), its vehicle search
// (a write) and the upgrade itself (POST /application/loan-commitment-to-loan-upgrade, a write) meet
// latency, a 503, a timeout, a dropped connection and a malformed body. The customer sees the catalogue's
// service screen, the search's own message or the upgrade-failure screen, keeps what was typed, and a
// retry recovers; the upgrade is sent once per press, and never again once it went through.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, getByShadowLabelText, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-upgrade.define.js';
import { expectAccessible } from '../helpers/axe.js';
import { fixture, until } from '../helpers/fixture.js';
import { FAILING_FAULTS, faultScope, LATENCY, lateWriteLanded, pageTimeout } from '../helpers/faults.js';
import { loginAs, logout, OVERVIEW_PERSONS } from '../helpers/sandbox.js';

const LIST = 'GET /salgspant/api/landingpage';
const LOOKUP = 'POST /salgspant/api/vehicle/details';
const UPGRADE = 'POST /salgspant/api/application/loan-commitment-to-loan-upgrade';

const upgrade = () => fixture(html`<salgspant-upgrade app-id="100000201" bank-reg-nr="9999"></salgspant-upgrade>`);
const plateField = (el: HTMLElement) => findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ });

describe('<salgspant-upgrade> under faults', () => {
  // The files after this one find the seeded store as it was (the recovered writes moved cases on).
  after(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
  });
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
      const retry = await findByShadowRole(el, 'button', { name: 'Last inn siden på nytt' });
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
      await until(() => /kontakt|svarer ikke|uventet|gikk galt/i.test(el.shadowRoot?.textContent ?? ''));
      expect(faults.count(LOOKUP)).to.equal(1);
      expect((plate as HTMLInputElement).value).to.equal('EB66018');
      await expectAccessible(el, `search: ${kind}`);
      await faults.clear();
      plate.focus();
      await sendKeys({ press: 'Enter' });
      await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
      expect(faults.count(LOOKUP)).to.equal(2);
    });
  }

  /** The full form of commitment 100000201 for plate KH47203, with equity and odometer typed. */
  async function filledForm() {
    const el = await upgrade();
    const plate = await plateField(el);
    plate.focus();
    await sendKeys({ type: 'KH47203' });
    await sendKeys({ press: 'Enter' });
    const equity = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Egenkapital/ });
    equity.focus();
    await sendKeys({ type: '100000' });
    getByShadowLabelText<HTMLInputElement>(el, /Kilometerstand/).focus();
    await sendKeys({ type: '1000' });
    return el;
  }
  const submitTwice = (el: HTMLElement) => {
    const submit = getByShadowRole(el, 'button', { name: 'Gjør om til lån' });
    submit.click();
    submit.click();
  };
  const success = (el: HTMLElement) => findByShadowRole(el, 'heading', { name: 'Lånebeviset er gjort om til lån' });

  describe('the upgrade (a write)', () => {
    // A recovered upgrade turns the commitment into a loan: each case starts from the seed.
    // The success view asks the page to go to the overview's success route: the test page stays.
    const stay = (event: Event) => {
      event.preventDefault();
    };
    beforeEach(async () => {
      await fetch('/sandbox/api/reset', { method: 'POST' });
      await loginAs(OVERVIEW_PERSONS.oda);
      document.addEventListener('salgspant-navigate', stay);
    });
    afterEach(() => {
      document.removeEventListener('salgspant-navigate', stay);
    });

    it('latency: the button is busy, one request, then the success view', async () => {
      const el = await filledForm();
      await faults.inject(UPGRADE, LATENCY);
      submitTwice(el);
      await success(el);
      expect(faults.count(UPGRADE)).to.equal(1);
    });

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: the upgrade-failure screen, everything typed kept, sent once per press, and a new press recovers`, async () => {
        const el = await filledForm();
        await faults.inject(UPGRADE, fault);
        submitTwice(el);
        await findByShadowRole(el, 'heading', { name: 'Vi kunne ikke gjøre om lånebeviset' });
        expect(faults.count(UPGRADE)).to.equal(1);
        await expectAccessible(el, `upgrade: ${kind}`);
        getByShadowRole(el, 'button', { name: 'Tilbake til skjemaet' }).click();
        const equity = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Egenkapital/ });
        expect(equity.value.replace(/\u00a0/g, ' ')).to.equal('100 000 kr');
        expect(getByShadowLabelText<HTMLInputElement>(el, /Kilometerstand/).value).to.equal('1000');
        await faults.clear();
        // The timeout's request reaches the service late; the customer presses again once it has.
        await lateWriteLanded(fault);
        getByShadowRole(el, 'button', { name: 'Gjør om til lån' }).click();
        await success(el);
        // Sent again only when the first one never reached the service.
        expect(faults.count(UPGRADE)).to.equal(kind === 'a timeout' ? 1 : 2);
      }).timeout(20000);
    }
  });
});
