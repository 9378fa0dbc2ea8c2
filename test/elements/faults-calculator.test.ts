// <salgspant-calculator> under faults (decision 0030): each of its calls meets latency, a 503, a timeout,
// a dropped connection and a malformed body. The customer sees the catalogue's screen or the step's own
// message, keeps what they typed, and a retry recovers; a read retries on its own, a write is sent once
// per press.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, getByShadowRole, queryAllByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-calculator.define.js';
import type { SalgspantErrorDetail } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { FAILING_FAULTS, faultScope, LATENCY, pageTimeout } from '../helpers/faults.js';
import { loginAs, logout, PERSONS } from '../helpers/sandbox.js';

const PRODUCT = 'GET /salgspant/api/calculator/car';
const LOOKUP = 'POST /salgspant/api/vehicle/details';
const CACHE = 'POST /salgspant/api/cache';
const SESSION = 'GET /salgspant/api/user/session';

const calculator = () => fixture(html`<salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>`);
const valueOf = (control: HTMLElement) => (control as HTMLInputElement).value.replace(/\u00a0/g, ' ');

/** The calculator's loader while the product loads (the UI kit's Loader: a status saying «Vent Litt»). */
const loaderOf = (el: HTMLElement) =>
  queryAllByShadowRole(el, 'status').filter((status) => status.textContent.includes('Vent Litt'));

async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

describe('<salgspant-calculator> under faults', () => {
  let faults: ReturnType<typeof faultScope>;
  let removeTimeout: () => void;
  let navigations: string[];
  const onNavigate = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ href: string }>).detail.href);
  };
  beforeEach(() => {
    faults = faultScope();
    removeTimeout = pageTimeout();
    navigations = [];
    document.addEventListener('salgspant-navigate', onNavigate);
  });
  afterEach(async () => {
    document.removeEventListener('salgspant-navigate', onNavigate);
    removeTimeout();
    await faults.restore();
    sessionStorage.clear();
    await logout();
  });

  describe('GET the product (a read)', () => {
    it('latency: the loan type and the lookup show while the product loads, the loan form waits for it', async () => {
      await faults.inject(PRODUCT, LATENCY);
      const el = await calculator();
      // Spec 1 §2 items 1 and 2 need only the slug: they are usable before the product has answered.
      await findByShadowRole(el, 'radio', { name: 'Lån' });
      expect(getByShadowRole(el, 'textbox', { name: /Registreringsnummer/ })).to.exist;
      const loading = () => loaderOf(el);
      expect(loading()).to.have.length(1);
      await expectAccessible(el, 'product loading');
      // A commitment shows the loan form, which needs the product's rates: the loader until it has answered.
      getByShadowRole(el, 'radio', { name: 'Lånebevis' }).click();
      await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
      expect(loading()).to.have.length(0);
    });

    for (const { kind, fault } of FAILING_FAULTS.filter((f) => f.kind !== 'a malformed body')) {
      it(`${kind} once: repeated on its own, the customer never sees it`, async () => {
        await faults.inject(PRODUCT, { ...fault, times: 1 });
        const el = await calculator();
        await findByShadowRole(el, 'radio', { name: 'Lån' });
        // The loan type shows before the product has answered: the product is in once the loader is gone.
        await until(() => loaderOf(el).length === 0, 'the product');
        expect(queryByShadowRole(el, 'button', { name: 'Last inn siden på nytt' })).to.equal(null);
        // Chromium itself repeats a request whose kept-alive connection dropped, below fetch.
        expect(faults.count(PRODUCT)).to.equal(kind === 'a dropped connection' ? 1 : 2);
      });
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} that lasts: the service screen, and «Last inn siden på nytt» recovers`, async () => {
        await faults.inject(PRODUCT, fault);
        const el = await calculator();
        const retry = await findByShadowRole(el, 'button', { name: 'Last inn siden på nytt' });
        expect(queryByShadowRole(el, 'radio', { name: 'Lån' })).to.equal(null);
        await expectAccessible(el, `product: ${kind}`);
        await faults.clear();
        retry.click();
        await findByShadowRole(el, 'radio', { name: 'Lån' });
      });
    }
  });

  describe('POST the vehicle lookup (a write, sent once per press)', () => {
    it('latency: waits and shows the vehicle', async () => {
      await faults.inject(LOOKUP, LATENCY);
      const el = await calculator();
      await typeInto(await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ }), 'EB66018');
      await sendKeys({ press: 'Enter' });
      // The loan form's chunk may load for the first time here.
      await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    });

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: the lookup's own message, the plate kept, a new press recovers`, async () => {
        await faults.inject(LOOKUP, fault);
        const el = await calculator();
        const plate = await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ });
        await typeInto(plate, 'EB66018');
        await sendKeys({ press: 'Enter' });
        await until(() => /kontakt|svarer ikke|uventet|gikk galt/i.test(el.shadowRoot?.textContent ?? ''));
        expect(faults.count(LOOKUP)).to.equal(1);
        expect(valueOf(plate)).to.equal('EB66018');
        await expectAccessible(el, `lookup: ${kind}`);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Finn kjøretøy' }).click();
        await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
        expect(faults.count(LOOKUP)).to.equal(2);
      });
    }
  });

  describe('GET the session at «Søk om lånebevis» (a read spec 1 §8 shows nothing for)', () => {
    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: no message; the calculation is stored and the customer goes on to the application`, async () => {
        await loginAs(PERSONS.kari);
        await faults.inject(SESSION, fault);
        const el = await calculator();
        const heard: SalgspantErrorDetail[] = [];
        el.addEventListener('salgspant-error', (event) => heard.push(event.detail));
        (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
        await typeInto(await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ }), '300000');
        await typeInto(getByShadowRole(el, 'textbox', { name: /Egenkapital/ }), '60000');
        getByShadowRole(el, 'button', { name: 'Søk om lånebevis' }).click();
        await until(() => navigations.length === 1, 'on to the application');
        expect(faults.count(SESSION)).to.be.greaterThan(0);
        expect(faults.count(CACHE)).to.equal(1);
        expect(defined(navigations[0])).to.match(/\?cacheId=[^&#]+.*#\/application\/form$/);
        expect(heard).to.deep.equal([]);
        expect(el.shadowRoot?.textContent).not.to.contain('Her gikk noe galt');
        await expectAccessible(el, `session: ${kind}`);
      });
    }
  });

  describe('POST the calculation (a write, sent once per press)', () => {
    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: the form's message, every amount kept, a new press goes on to the application`, async () => {
        await loginAs(PERSONS.kari);
        await faults.inject(CACHE, fault);
        const el = await calculator();
        // The host page hears what the customer was told.
        const heard: SalgspantErrorDetail[] = [];
        el.addEventListener('salgspant-error', (event) => heard.push(event.detail));
        (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
        const price = await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
        await typeInto(price, '300000');
        const equity = getByShadowRole(el, 'textbox', { name: /Egenkapital/ });
        await typeInto(equity, '60000');
        const submit = getByShadowRole(el, 'button', { name: 'Søk om lånebevis' });
        submit.click();
        submit.click();
        await until(() => /kontakt|svarer ikke|uventet|gikk galt/i.test(el.shadowRoot?.textContent ?? ''));
        expect(faults.count(CACHE)).to.equal(1);
        expect(navigations).to.deep.equal([]);
        expect(heard).to.have.length(1);
        expect(heard[0]?.shown).to.equal(true);
        expect(heard[0]?.code).to.be.a('string').and.not.equal('');
        expect(valueOf(price)).to.equal('300 000 kr');
        expect(valueOf(equity)).to.equal('60 000 kr');
        await expectAccessible(el, `calculation: ${kind}`);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Søk om lånebevis' }).click();
        await until(() => navigations.length === 1, 'on to the application');
        expect(faults.count(CACHE)).to.equal(2);
      });
    }
  });
});
