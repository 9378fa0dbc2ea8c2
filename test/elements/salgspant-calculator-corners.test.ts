// <salgspant-calculator>'s corners (issue 9, item 3), tried as a careful customer would: real key presses,
// queries by role and label, the sandbox over HTTP (its fault injection for a service that is down or
// slow), axe in every new state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import {
  findByShadowRole,
  findByShadowText,
  getByShadowLabelText,
  getByShadowRole,
  queryAllByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import '../../elements/salgspant-calculator.define.js';
import { expectAccessible } from '../helpers/axe.js';
import { fixture, until } from '../helpers/fixture.js';
import { clearFaults, injectFault, newScope } from '../helpers/sandbox.js';

/** The element's text with no-break spaces as plain spaces. */
const textOf = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');
const valueOf = (control: HTMLElement) => (control as HTMLInputElement).value.replace(/\u00a0/g, ' ');

async function calculator(productSlug: string) {
  return fixture(html`<salgspant-calculator
    product=${productSlug}
    bank-reg-nr="9999"
    calculator-path="/lane/salgspant"
  ></salgspant-calculator>`);
}

/** Focuses a control and types into it with real key presses. */
async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

/** Selects what a control holds and types over it with real key presses. */
async function retype(control: HTMLElement, text: string) {
  control.focus();
  (control as HTMLInputElement).select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

async function lookUp(el: HTMLElement, plate: string) {
  await typeInto(await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ }), plate);
  await sendKeys({ press: 'Enter' });
}

/** «Kjøpesum», once the loan form's chunk has loaded (slow when the machine is busy). */
const priceField = (el: HTMLElement) => findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });

const periodOptions = (el: HTMLElement) =>
  [...getByShadowLabelText<HTMLSelectElement>(el, /Nedbetalingstid/).options].map((o) => o.textContent);

/** The page's fetch tags every request with a fault scope for the test's duration (the element uses it). */
function scopedFetch(scope: string): () => void {
  const original = globalThis.fetch;
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    request.headers.set('X-Sandbox-Scope', scope);
    return original(request);
  };
  return () => {
    globalThis.fetch = original;
  };
}

/** The error message shown at a field (without the screen reader's prefix), by its control. */
function errorAt(control: HTMLElement): string {
  const root = control.getRootNode() as ShadowRoot;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  return ids.map((id) => root.getElementById(id)?.querySelector('.ui-field__error-text')?.textContent ?? '').join(' ');
}

describe('<salgspant-calculator> corners', () => {
  let scope = '';
  let restoreFetch: () => void = () => {};
  beforeEach(() => {
    scope = newScope();
    restoreFetch = scopedFetch(scope);
  });
  afterEach(async () => {
    restoreFetch();
    await clearFaults(scope);
    sessionStorage.clear();
  });

  describe('car without insurance and the age boxes', () => {
    it('a new car: the box promises the 5 years offered, not 10', async () => {
      const el = await calculator('car-no-insurance');
      await lookUp(el, 'EB41207');
      await priceField(el);
      expect(periodOptions(el)).to.deep.equal(['Velg et alternativ', '1 år', '2 år', '3 år', '4 år', '5 år']);
      expect(textOf(el)).to.contain(
        'Kjøretøyet er 0 år gammelt. Bil uten forsikring har ingen aldersgrense for kjøretøyet, og du kan velge nedbetalingstid på inntil 5 år.',
      );
      expect(textOf(el)).to.not.contain('inntil 10 år');
      await expectAccessible(el, 'car without insurance, new car');
    });

    it('an 11-year-old car: 5 years, not the 3 the 14-year rule would give', async () => {
      const el = await calculator('car-no-insurance');
      await lookUp(el, 'NV40517');
      await priceField(el);
      expect(textOf(el)).to.contain('Kjøretøyet er 11 år gammelt.');
      expect(textOf(el)).to.contain('inntil 5 år.');
      expect(textOf(el)).to.not.contain('nedbetalt senest når kjøretøyet er 14 år');
    });

    it('a car of 14 and 18 years is accepted, with no "we cannot give a loan" box above a working form', async () => {
      for (const [plate, age] of [
        ['RF29481', 14],
        ['VH38120', 18],
      ] as const) {
        const el = await calculator('car-no-insurance');
        await lookUp(el, plate);
        await priceField(el);
        expect(textOf(el)).to.not.contain('Vi kan ikke gi lån');
        expect(textOf(el)).to.not.contain('Kjøretøyet er for gammelt');
        expect(textOf(el)).to.contain(`Kjøretøyet er ${age} år gammelt. Bil uten forsikring har ingen aldersgrense`);
        await retype(getByShadowRole(el, 'textbox', { name: /Kjøpesum/ }), '90000');
        await typeInto(getByShadowRole(el, 'textbox', { name: /Egenkapital/ }), '10000');
        await until(() => /\d kr\/mnd/.test(textOf(el)), `monthly cost for ${plate}`);
        await expectAccessible(el, `car without insurance, ${age} years`);
      }
    });

    it('the 5-to-13 box says the loan must be paid off at the latest when the vehicle is 14', async () => {
      const el = await calculator('car');
      await lookUp(el, 'SV70233');
      await priceField(el);
      expect(periodOptions(el)).to.deep.equal(['Velg et alternativ', '1 år']);
      expect(textOf(el)).to.contain(
        'Kjøretøyet er 13 år gammelt. Lånet må være nedbetalt senest når kjøretøyet er 14 år, så du kan velge nedbetalingstid på inntil 1 år.',
      );
    });
  });

  it('works with session storage blocked (cookies blocked: the getter itself throws)', async () => {
    const own = Object.getOwnPropertyDescriptor(window, 'sessionStorage');
    Object.defineProperty(window, 'sessionStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError');
      },
    });
    try {
      expect(() => window.sessionStorage, 'the storage is blocked').to.throw();
      const el = await calculator('car-no-insurance');
      await lookUp(el, 'RF29481');
      await retype(await priceField(el), '90000');
      await typeInto(getByShadowRole(el, 'textbox', { name: /Egenkapital/ }), '10000');
      await until(() => /\d kr\/mnd/.test(textOf(el)), 'the monthly cost');
      await expectAccessible(el, 'session storage blocked');
    } finally {
      if (own) Object.defineProperty(window, 'sessionStorage', own);
      else delete (window as { sessionStorage?: Storage }).sessionStorage;
    }
  });

  it('refuses a decimal comma in «Kjøpesum» with a message at the field, never a ten-times price', async () => {
    const el = await calculator('car');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    const price = await priceField(el);
    const equity = getByShadowRole(el, 'textbox', { name: /Egenkapital/ });
    await typeInto(price, '300000,75');
    // 12 characters at most: the last decimal is refused, the amount stays 300 000,7.
    expect(valueOf(price)).to.equal('300 000,7 kr');
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '60000' });
    await until(() => errorAt(price) === 'Skriv kjøpesummen i hele kroner', 'whole-kroner message at the price');
    expect(price.getAttribute('aria-invalid')).to.equal('true');
    expect(valueOf(price)).to.equal('300 000,7 kr');
    expect(textOf(el)).to.not.contain('3 000 007');
    expect(textOf(el)).to.not.contain('/mnd');
    await expectAccessible(el, 'decimal comma refused');

    getByShadowRole(el, 'button', { name: 'Søk om lånebevis' }).click();
    await findByShadowText(el, 'Vennligst kontroller skjemaet');
    expect(getByShadowRole(el, 'link', { name: 'Skriv kjøpesummen i hele kroner' })).to.exist;

    await retype(price, '300000');
    await sendKeys({ press: 'Tab' });
    await until(() => errorAt(price) === '', 'message gone');
    await until(() => /\d kr\/mnd/.test(textOf(el)), 'monthly cost');
    expect(valueOf(equity)).to.equal('60 000 kr');
  });

  it('shows the service-error screen with a retry when the product cannot load, and loads on retry', async () => {
    await injectFault({ scope, endpoint: 'GET /salgspant/api/calculator/car', status: 503 });
    const el = await calculator('car');
    // A read is tried three times before it fails (decision 0030).
    await findByShadowRole(el, 'heading', { name: 'Vi får ikke kontakt med tjenesten' });
    expect(textOf(el)).to.not.contain('Lenken kan være feil');
    expect(textOf(el)).to.not.contain('Ingen gyldige kjøretøy valgt!');
    await expectAccessible(el, 'product failed to load');

    await clearFaults(scope);
    const retry = getByShadowRole(el, 'button', { name: 'Last inn siden på nytt' });
    retry.focus();
    await sendKeys({ press: 'Enter' });
    await findByShadowRole(el, 'radio', { name: 'Lån' });
    expect(queryByShadowText(el, 'Vi får ikke kontakt med tjenesten')).to.equal(null);
  });

  it('shows one loader during a lookup, announced once', async () => {
    await injectFault({ scope, endpoint: 'POST /salgspant/api/vehicle/details', latencyMs: 1500, times: 1 });
    const el = await calculator('car');
    await lookUp(el, 'EB66018');
    const button = getByShadowRole(el, 'button', { name: 'Finn kjøretøy' });
    await until(() => button.getAttribute('aria-disabled') === 'true', 'lookup busy');
    const announcing = queryAllByShadowRole(el, 'status').filter((s) => s.textContent.includes('Vent Litt'));
    expect(announcing).to.have.length(1);
    expect(textOf(el).match(/Vent Litt/g)).to.have.length(1);
    expect(el.shadowRoot?.querySelectorAll('.ui-spinner').length).to.equal(1);
    await expectAccessible(el, 'looking up');
    await findByShadowText(el, /Skoda Enyaq 85, årsmodell/, {});
    expect(textOf(el)).to.not.contain('Vent Litt');
  });

  it('flags equity above the price at the equity field', async () => {
    const el = await calculator('car');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    const price = await priceField(el);
    const equity = getByShadowRole(el, 'textbox', { name: /Egenkapital/ });
    await typeInto(price, '100000');
    await typeInto(equity, '150000');
    await sendKeys({ press: 'Tab' });
    await until(
      () => errorAt(equity) === 'Egenkapitalen kan ikke være høyere enn kjøpesummen',
      'message at the equity field',
    );
    expect(equity.getAttribute('aria-invalid')).to.equal('true');
    expect(errorAt(price)).to.equal('');
    await expectAccessible(el, 'equity above price');

    // Raising the price clears it, with the equity field left alone.
    await retype(price, '200000');
    await until(() => errorAt(equity) === '', 'message gone');

    // Also while the price itself is wrong: both fields say what is wrong with them.
    await retype(price, '20000');
    await sendKeys({ press: 'Tab' });
    await until(
      () => errorAt(equity) === 'Egenkapitalen kan ikke være høyere enn kjøpesummen',
      'equity message beside a price below the minimum',
    );
    expect(errorAt(price).replace(/\u00a0/g, ' ')).to.equal('Kjøpesummen må være minst 30 000 kroner');
    await expectAccessible(el, 'equity above a price below the minimum');
  });

  it('fills «Kjøpesum» with the price quote of the vehicle found, and it stays editable', async () => {
    const el = await calculator('car');
    await lookUp(el, 'EB66018');
    const price = await priceField(el);
    await until(() => valueOf(price) === '379 000 kr', 'price quote filled');
    await typeInto(getByShadowRole(el, 'textbox', { name: /Egenkapital/ }), '100000');
    await until(() => textOf(el).includes('279 000 kr'), 'loan amount from the quote');
    await retype(price, '350000');
    expect(valueOf(price)).to.equal('350 000 kr');
    await until(() => textOf(el).includes('250 000 kr'), 'loan amount from the typed price');
    await expectAccessible(el, 'price quote edited');

    const noQuote = await calculator('car-electric');
    await lookUp(noQuote, 'HY10052');
    const empty = await priceField(noQuote);
    expect(valueOf(empty)).to.equal('');
  });

  it('checks a field per key and the whole form on leave, and «Søk» after fixing by typing sends at once', async () => {
    const el = await calculator('car');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    const price = await priceField(el);
    const equity = getByShadowRole(el, 'textbox', { name: /Egenkapital/ });
    await typeInto(price, '10000');
    // Not while typing: only once the customer leaves the field.
    expect(errorAt(price)).to.equal('');
    await sendKeys({ press: 'Tab' });
    await until(() => errorAt(price) !== '', 'price message on leave');
    // The message follows the typing from then on, without leaving the field.
    await retype(price, '300000');
    await until(() => errorAt(price) === '', 'price message gone while typing');
    await typeInto(equity, '60000');
    const events: Event[] = [];
    const record = (e: Event) => {
      e.preventDefault();
      events.push(e);
    };
    document.addEventListener('salgspant-navigate', record);
    try {
      getByShadowRole(el, 'button', { name: 'Søk om lånebevis' }).click();
      await until(() => events.length > 0, 'sent on the first press');
      expect(queryByShadowText(el, 'Vennligst kontroller skjemaet')).to.equal(null);
    } finally {
      document.removeEventListener('salgspant-navigate', record);
    }
  });
});
