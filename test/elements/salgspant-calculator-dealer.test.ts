// <salgspant-calculator> on a dealer's page about one car, and its events as a host page hears them:
// the car's figures given as attributes (the plate looked up on load), loans only, and
// salgspant-ready, salgspant-change and the cancelable salgspant-submit.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, findByShadowText, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-calculator.define.js';
import type { SalgspantNavigateDetail, SalgspantQuoteDetail, SalgspantReadyDetail } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { loginAs, logout, PERSONS } from '../helpers/sandbox.js';

const kr = (n: number) => `${n.toLocaleString('nb-NO').replace(/\u00a0/g, ' ')} kr`;

/** What a host page hears, by event name. */
function listen() {
  const heard = {
    ready: [] as SalgspantReadyDetail[],
    change: [] as SalgspantQuoteDetail[],
    submit: [] as SalgspantQuoteDetail[],
    navigate: [] as SalgspantNavigateDetail[],
    cancelNextSubmit: false,
  };
  const handlers = {
    'salgspant-ready': (e: CustomEvent<SalgspantReadyDetail>) => heard.ready.push(e.detail),
    'salgspant-change': (e: CustomEvent<SalgspantQuoteDetail>) => heard.change.push(e.detail),
    'salgspant-submit': (e: CustomEvent<SalgspantQuoteDetail>) => {
      heard.submit.push(e.detail);
      if (heard.cancelNextSubmit) e.preventDefault();
      heard.cancelNextSubmit = false;
    },
    'salgspant-navigate': (e: CustomEvent<SalgspantNavigateDetail>) => {
      e.preventDefault();
      heard.navigate.push(e.detail);
    },
  };
  for (const [name, handler] of Object.entries(handlers)) document.addEventListener(name, handler as EventListener);
  const stop = () => {
    for (const [name, handler] of Object.entries(handlers))
      document.removeEventListener(name, handler as EventListener);
  };
  return { heard, stop };
}

describe('<salgspant-calculator> on a dealer page about one car', () => {
  let stop: () => void = () => undefined;
  /** Listens as the host page, until the test ends. */
  const hear = () => {
    const listening = listen();
    stop = listening.stop;
    return listening.heard;
  };
  afterEach(async () => {
    stop();
    sessionStorage.clear();
    await logout();
  });

  it('tells the host page only figures it offers: a form rendered ahead, then a car that shortens the periods', async () => {
    const heard = hear();
    const el = await fixture(html`<salgspant-calculator
      product="car-electric"
      bank-reg-nr="9999"
      price="374900"
      equity="75000"
      period="60"
      loan-types="loan"
    ></salgspant-calculator>`);
    // On screen a second and the page quiet: the form is rendered ahead, hidden (decision 0118), with the
    // dealer's 5 years. A hidden form tells the host page nothing.
    await until(() => el.shadowRoot?.querySelector('#vehicle-price') != null, 'the form rendered ahead');
    expect(heard.change).to.deep.equal([]);
    // A 10-year-old car: at most 4 years, so the dealer's 5 years are not offered for it.
    getByShadowRole(el, 'textbox', { name: /Registreringsnummer/ }).focus();
    await sendKeys({ type: 'EL93120' });
    await sendKeys({ press: 'Enter' });
    await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    await until(() => heard.change.length > 0, 'salgspant-change');
    expect(heard.change.map((change) => change.period)).to.deep.equal([48]);
  });

  it('starts from the car (looked up on load), offers a loan only, and tells the host page about ready, change and submit', async () => {
    await loginAs(PERSONS.kari);
    const heard = hear();
    const el = await fixture(html`<salgspant-calculator
      product="car-electric"
      bank-reg-nr="9999"
      price="374900"
      registration-number="eb 66018"
      odometer="28000"
      equity="75000"
      period="60"
      loan-types="loan"
      vehicle-url="https://bilhuset.example/biler/skoda-enyaq"
      partner-id="bilhuset-fjellbekk"
    ></salgspant-calculator>`);
    // The first view renders in a transition (decision 0107): ready comes once it is committed, not by the next frame.
    await until(() => heard.ready.length > 0, 'salgspant-ready');
    expect(heard.ready).to.deep.equal([{ tag: 'salgspant-calculator', version: '0.0.0-test' }]);

    // The plate was looked up without the customer doing anything; the form starts with the car's figures.
    await findByShadowText(el, /Skoda Enyaq 85/, {});
    const price = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Kjøpesum/ });
    expect(price.value.replace(/\u00a0/g, ' ')).to.equal(kr(374_900));
    const equity = getByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Egenkapital/ });
    expect(equity.value.replace(/\u00a0/g, ' ')).to.equal(kr(75_000));
    expect(getByShadowRole<HTMLSelectElement>(el, 'combobox', { name: /Nedbetalingstid/ }).value).to.equal('60');
    expect(queryByShadowRole(el, 'radio', { name: 'Lånebevis' }), 'loans only: nothing to choose').to.equal(null);
    await expectAccessible(el, 'the car');

    await until(() => heard.change.length > 0, 'salgspant-change');
    expect(heard.change[0]).to.include({
      loanType: 'VEHICLE_LOAN',
      product: 'car-electric',
      vehiclePrice: 374_900,
      equity: 75_000,
      loanAmount: 299_900,
      period: 60,
      partnerId: 'bilhuset-fjellbekk',
    });
    expect(defined(heard.change[0]).monthlyCost).to.be.greaterThan(0);
    expect(defined(heard.change[0]).effectiveRate).to.be.greaterThan(0);

    // New equity, typed: one change per new set of figures.
    equity.focus();
    equity.select();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: '100000' });
    await until(() => heard.change.at(-1)?.loanAmount === 274_900, 'the change for the new equity');
    const last = defined(heard.change.at(-1));
    expect(last.monthlyCost).to.be.lessThan(defined(heard.change[0]).monthlyCost);

    // The host cancels the first submit: nothing is stored, nobody navigates. The second goes ahead.
    heard.cancelNextSubmit = true;
    const submit = getByShadowRole(el, 'button', { name: 'Søk om lån' });
    submit.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => heard.submit.length === 1, 'the cancelled submit');
    expect(heard.submit[0]).to.deep.equal(last);
    await sendKeys({ press: 'Enter' });
    await until(() => heard.navigate.length === 1, 'the application');
    expect(heard.submit).to.have.length(2);
    expect(heard.navigate).to.have.length(1);

    // The calculation reaches the application with the partner id, and the bank with the car's page.
    const address = new URL(defined(heard.navigate[0]).href, location.origin);
    expect(address.searchParams.get('partnerId')).to.equal('bilhuset-fjellbekk');
    const cacheId = defined(address.searchParams.get('cacheId'));
    const cache: unknown = await (
      await fetch(`/salgspant/api/cache/${cacheId}`, { headers: { 'X-BankRegNr': '9999' } })
    ).json();
    expect(cache).to.include({
      loanProduct: 'CAR_ZERO_EMISSION',
      vehicleRegistrationNumber: 'EB66018',
      odometerValue: 28_000,
      vehiclePrice: 374_900,
      equity: 100_000,
      requestedLoanPeriodInMonths: 60,
      vehicleURL: 'https://bilhuset.example/biler/skoda-enyaq',
    });
  });

  it('takes the car from the page JSON `dealer` key, and its attributes over it', async () => {
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.react = 'dealer-test';
    script.textContent = JSON.stringify({
      dealer: { price: 250000, equity: 50000, loanTypes: 'commitment', partnerId: 'from-json' },
    });
    document.body.append(script);
    try {
      const el = await fixture(
        html`<salgspant-calculator product="car" bank-reg-nr="9999" config="dealer-test" equity="40000"></salgspant-calculator>`,
      );
      const price = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Kjøpesum/ });
      expect(price.value.replace(/\u00a0/g, ' ')).to.equal(kr(250_000));
      const equity = getByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Egenkapital/ });
      expect(equity.value.replace(/\u00a0/g, ' ')).to.equal(kr(40_000));
      // A commitment only: no lookup, no choice.
      expect(queryByShadowRole(el, 'textbox', { name: /Registreringsnummer/ })).to.equal(null);
      expect(queryByShadowRole(el, 'radio', { name: 'Lån' })).to.equal(null);
      // The actions come in the frame after the fields (decision 0116).
      await findByShadowRole(el, 'button', { name: 'Søk om lånebevis' });
    } finally {
      script.remove();
    }
  });
});
