// <salgspant-upgrade> as a customer uses it: the sandbox's loan service over HTTP (test persons Oda and
// Ulla, their seeded commitments; README "Test persons"), real key presses, queries by role and label,
// axe in every state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import {
  findByShadowRole,
  findByShadowText,
  getByShadowLabelText,
  getByShadowRole,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import '../../elements/salgspant-upgrade.define.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import {
  clearFaults,
  injectFault,
  loginAs,
  logout,
  newScope,
  OVERVIEW_PERSONS,
  scopeFetch,
  setFeature,
} from '../helpers/sandbox.js';

const UPGRADE_TOGGLE = 'salgspant-activate-loan-from-lc';
const textOf = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');

async function upgrade(appId: string) {
  return fixture(html`<salgspant-upgrade app-id=${appId} bank-reg-nr="9999"></salgspant-upgrade>`);
}

/** Focuses a control and types into it with real key presses. */
async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  (control as HTMLInputElement).select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

/** Types a plate into the search and presses Enter. */
async function search(el: HTMLElement, plate: string) {
  await typeInto(await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ }), plate);
  await sendKeys({ press: 'Enter' });
}

/** The error message shown at a field (without the screen reader's prefix), by its control. */
function errorAt(control: HTMLElement): string {
  const root = control.getRootNode() as ShadowRoot;
  const ids = (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter((id) => id.endsWith('-error'));
  return ids
    .map((id) => root.getElementById(id)?.querySelector('.ui-field__error-text')?.textContent ?? '')
    .join(' ')
    .replace(/\u00a0/g, ' ');
}

/** What a currency or text field shows, with no-break spaces as plain ones. */
const shown = (control: HTMLElement) => (control as HTMLInputElement).value.replace(/\u00a0/g, ' ');

// By role, as a customer finds it: the form rendered ahead is in the shadow root, hidden, before it shows
// (decision 0118), and a label query would find it there.
const field = (el: HTMLElement, label: RegExp) => findByShadowRole<HTMLInputElement>(el, 'textbox', { name: label });
const periodOptions = (el: HTMLElement) =>
  [...getByShadowLabelText<HTMLSelectElement>(el, /Nedbetalingstid/).options].map((o) => o.textContent);

/** Records the element's navigation requests and cancels them. */
function navigations(target: HTMLElement = document.body) {
  const events: SalgspantNavigateEvent[] = [];
  const listener = (event: SalgspantNavigateEvent) => {
    event.preventDefault();
    events.push(event);
  };
  target.addEventListener('salgspant-navigate', listener);
  return { events, stop: () => target.removeEventListener('salgspant-navigate', listener) };
}

describe('<salgspant-upgrade>', () => {
  let scope = '';
  let restoreFetch: () => void = () => undefined;
  beforeEach(async () => {
    scope = newScope();
    restoreFetch = scopeFetch(scope);
    await loginAs(OVERVIEW_PERSONS.oda);
  });
  afterEach(async () => {
    restoreFetch();
    await clearFaults(scope);
    await logout();
  });

  it('sends a visitor who is not logged in to the BankID login and back', async () => {
    await logout();
    const nav = navigations();
    try {
      const el = await upgrade('100000201');
      await findByShadowText(el, 'Du må logge inn med BankID for å gjøre om lånebeviset til lån.');
      const target = new URL(defined(nav.events[0], 'login navigation').detail.href, location.href);
      expect(target.pathname).to.equal('/sandbox/login');
      expect(getByShadowRole(el, 'link', { name: 'Logg inn med BankID' }).getAttribute('href')).to.equal(
        nav.events[0]?.detail.href,
      );
      await expectAccessible(el, 'login');
    } finally {
      nav.stop();
    }
  });

  it('is not offered while the salgspant-activate-loan-from-lc toggle is off', async () => {
    await setFeature(UPGRADE_TOGGLE, false);
    try {
      const el = await upgrade('100000201');
      await findByShadowText(el, 'Tjenesten er ikke tilgjengelig');
      expect(queryByShadowRole(el, 'textbox', { name: /Registreringsnummer/ })).to.equal(null);
      const back = getByShadowRole(el, 'link', { name: 'Tilbake til søknadsoversikten' });
      expect(back.getAttribute('href')).to.equal('/min-oversikt/soknadsoversikt');
      await expectAccessible(el, 'toggle off');
    } finally {
      await setFeature(UPGRADE_TOGGLE, true);
    }
    const el = await upgrade('100000201');
    await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ });
  });

  it('says so when the case is not among the customer’s applications, is not a commitment, or no id is given', async () => {
    const unknown = await upgrade('100000999');
    await findByShadowText(unknown, 'Du har ingen søknader hos oss som kan gjøres om til lån.');
    await expectAccessible(unknown, 'no applications');
    // Another customer's commitment is not among Oda's.
    const other = await upgrade('100000006');
    await findByShadowText(other, 'Du har ingen søknader hos oss som kan gjøres om til lån.');
    const loan = await upgrade('100000207');
    await findByShadowText(loan, 'Bare et godkjent lånebevis kan gjøres om til lån. Denne saken kan ikke det.');
    const none = await upgrade('');
    await findByShadowText(none, 'Mangler et gyldig saksnummer.');
  });

  it('checks the registration number against the product’s pattern (car: two letters, five digits)', async () => {
    const el = await upgrade('100000201');
    await findByShadowText(el, 'Lånebevis med saksnummer 100000201: inntil 240 000 kr.');
    const plate = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Registreringsnummer/ });
    plate.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => errorAt(plate) === 'Skriv inn registreringsnummeret', 'required message');
    // The form layer's error summary takes focus; its link moves focus to the field.
    const summary = await findByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' });
    await until(() => defined(el.shadowRoot).activeElement === summary, 'focus on the error summary');
    await expectAccessible(el, 'required message');
    getByShadowRole(el, 'link', { name: 'Skriv inn registreringsnummeret' }).click();
    await until(() => defined(el.shadowRoot).activeElement === plate, 'focus on the registration number');
    await typeInto(plate, 'ab-1234');
    expect(plate.value).to.equal('AB1234');
    await sendKeys({ press: 'Enter' });
    await until(
      () => errorAt(plate) === 'Registreringsnummeret skal ha to bokstaver og fem sifre, for eksempel EK12345',
      'pattern message',
    );
    await expectAccessible(el, 'pattern message');
  });

  it('uses the MC pattern (two letters, four digits) and the free pattern of car without insurance', async () => {
    const mc = await upgrade('100000205');
    const mcPlate = await findByShadowRole<HTMLInputElement>(mc, 'textbox', { name: /Registreringsnummer/ });
    await typeInto(mcPlate, 'KE20961');
    expect(mcPlate.value).to.equal('KE2096');
    await typeInto(mcPlate, 'KE209');
    await sendKeys({ press: 'Enter' });
    await until(
      () => errorAt(mcPlate) === 'Registreringsnummeret skal ha to bokstaver og fire sifre, for eksempel AB1234',
      'MC pattern message',
    );

    const free = await upgrade('100000204');
    const freePlate = await findByShadowRole<HTMLInputElement>(free, 'textbox', { name: /Registreringsnummer/ });
    await typeInto(freePlate, 'ABC12');
    await sendKeys({ press: 'Enter' });
    await until(
      () =>
        errorAt(freePlate) ===
        'Registreringsnummeret skal ha én eller to bokstaver og tre til fem sifre, for eksempel AB12345',
      'free pattern message',
    );
    // One letter and three digits fits car without insurance.
    await typeInto(freePlate, 'A123');
    await sendKeys({ press: 'Enter' });
    await findByShadowText(free, 'Vi klarte ikke å finne kjøretøyet. Har du skrevet riktig?', {});
  });

  it('stops at the lookup for a vehicle 14 years or older, but not for car without insurance', async () => {
    const el = await upgrade('100000201');
    await search(el, 'RF29481');
    await findByShadowText(el, 'Kjøretøyet er for gammelt. Maks alder er 14 år når lånet er nedbetalt.');
    expect(queryByShadowRole(el, 'textbox', { name: /Kjøpesum/ })).to.equal(null);
    await expectAccessible(el, 'too old');

    const free = await upgrade('100000204');
    await search(free, 'VH38120');
    await field(free, /Kjøpesum/);
    expect(periodOptions(free)).to.deep.equal(['Velg et alternativ', '1 år', '2 år', '3 år', '4 år', '5 år']);
    // Not capped at the commitment (80 000): the product's maximum.
    expect(textOf(free)).to.contain('Du kan låne fra 30 000 kr til 100 000 kr.');
  });

  it('warns about emission for the electric-car product and stops at the lookup; a zero-emission car goes on', async () => {
    const el = await upgrade('100000202');
    await search(el, 'DN84512');
    await findByShadowText(
      el,
      'Bilen må være nullutslipp - elektrisitet eller hydrogen - for å kunne søke om elbillånet.',
    );
    expect(queryByShadowRole(el, 'textbox', { name: /Kjøpesum/ })).to.equal(null);
    await expectAccessible(el, 'emission warning');
    await search(el, 'EB66018');
    await field(el, /Kjøpesum/);
    expect(textOf(el)).to.not.contain('Bilen må være nullutslipp');
  });

  it('checks the full form: amounts, the range with min and max, period and odometer', async () => {
    const el = await upgrade('100000201');
    await search(el, 'KH47203');
    const price = await field(el, /Kjøpesum/);
    expect(shown(price)).to.equal('309 000 kr');
    expect(textOf(el)).to.contain('Kjøretøy: Skoda Octavia Combi 2.0 TDI DSG, årsmodell');
    expect(periodOptions(el)).to.have.length(11);
    const equity = getByShadowLabelText<HTMLInputElement>(el, /Egenkapital/);
    const odometer = getByShadowLabelText<HTMLInputElement>(el, /Kilometerstand/);

    // «Gjør om til lån» comes in the frame after the fields (decision 0116).
    (await findByShadowRole(el, 'button', { name: 'Gjør om til lån' })).focus();
    await sendKeys({ press: 'Enter' });
    const summary = await findByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' });
    await until(() => el.shadowRoot?.activeElement === summary, 'focus on the error summary');
    expect(errorAt(equity)).to.equal('Skriv inn egenkapitalen, 0 kr om du ikke har noen');
    expect(errorAt(odometer)).to.equal('Skriv kilometerstanden som et helt tall over 0');
    await expectAccessible(el, 'form errors');

    // 309 000 − 10 000 = 299 000: over the commitment's 240 000, flagged at the price.
    await typeInto(equity, '10000');
    await until(() => errorAt(price) === 'Lånebeløpet må være mellom 30 000,- og 240 000,-', 'range at the price');
    expect(errorAt(equity)).to.equal('');
    // 309 000 − 290 000 = 19 000: under the minimum loan, flagged at the equity.
    await typeInto(equity, '290000');
    await until(() => errorAt(equity) === 'Lånebeløpet må være mellom 30 000,- og 240 000,-', 'range at the equity');
    await typeInto(equity, '100000');
    await until(() => errorAt(equity) === '' && errorAt(price) === '', 'range met');
    await until(() => /Månedlig kostnad: [\d ]+ kr/.test(textOf(el)), 'monthly cost');
    await typeInto(odometer, '0');
    await sendKeys({ press: 'Tab' });
    expect(errorAt(odometer)).to.equal('Skriv kilometerstanden som et helt tall over 0');
    await typeInto(odometer, '42000');
    await until(() => errorAt(odometer) === '', 'odometer ok');
    await typeInto(price, '');
    await sendKeys({ press: 'Tab' });
    await until(() => errorAt(price) === 'Skriv inn kjøpesummen', 'price required');
    await expectAccessible(el, 'form filled');
  });

  it('asks no odometer for a camping car', async () => {
    const el = await upgrade('100000203');
    await search(el, 'LE53826');
    await field(el, /Kjøpesum/);
    expect(queryByShadowRole(el, 'textbox', { name: /Kilometerstand/ })).to.equal(null);
    await expectAccessible(el, 'camping car');
  });

  it('warns when the price register does not know the plate, and asks for manufacturer, model and year', async () => {
    const el = await upgrade('100000201');
    await search(el, 'NF40404');
    await findByShadowText(el, 'Vi klarte ikke å finne kjøretøyet. Har du skrevet riktig?', {});
    const manufacturer = await field(el, /Produsent/);
    const model = getByShadowLabelText<HTMLInputElement>(el, /Modell/);
    const year = getByShadowLabelText<HTMLInputElement>(el, /Årsmodell/);
    (await findByShadowRole(el, 'button', { name: 'Gjør om til lån' })).click();
    const summary = await findByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' });
    await until(() => el.shadowRoot?.activeElement === summary, 'focus on the error summary');
    expect(errorAt(manufacturer)).to.equal('Skriv inn produsenten');
    expect(errorAt(model)).to.equal('Skriv inn modellen');
    expect(errorAt(year)).to.equal('Skriv årsmodellen med fire sifre, for eksempel 2021');
    await typeInto(year, '1990');
    await until(
      () => errorAt(year) === 'Kjøretøyet er for gammelt. Maks alder er 14 år når lånet er nedbetalt.',
      'too old by year',
    );
    await typeInto(year, String(new Date().getFullYear() - 10));
    await until(() => errorAt(year) === '', 'year ok');
    expect(periodOptions(el)).to.deep.equal(['Velg et alternativ', '1 år', '2 år', '3 år', '4 år']);
    await expectAccessible(el, 'manual vehicle');
  });

  it('keeps a keyboard customer’s place: what replaces the control they pressed gives its heading the focus', async () => {
    const el = await upgrade('100000201');
    // The customer comes up from «Tilbake …» to the plate field (a move inside the element), types and
    // presses Enter there: the form takes the search's place, the field with it.
    (await findByShadowRole(el, 'link', { name: 'Tilbake til søknadsoversikten' })).focus();
    const typedIn = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Registreringsnummer/ });
    await search(el, 'KH47203');
    const formHeading = await findByShadowRole(el, 'heading', { name: 'Opplysninger om lånet' });
    await until(() => el.shadowRoot?.activeElement === formHeading, 'focus on the form’s heading');
    // The search is hidden while the form shows (decision 0120): none of it can be reached or read.
    expect(queryByShadowRole(el, 'heading', { name: 'Finn kjøretøyet' })).to.equal(null);
    expect(queryByShadowRole(el, 'textbox', { name: /Registreringsnummer/ })).to.equal(null);
    expect(queryByShadowRole(el, 'button', { name: 'Hent kjøretøy' })).to.equal(null);
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot?.activeElement, 'Tab goes on to the first field').to.equal(
      getByShadowLabelText(el, /Kjøpesum/),
    );
    await expectAccessible(el, 'form after the lookup, focus in it');

    getByShadowRole(el, 'button', { name: 'Søk på et annet kjøretøy' }).focus();
    await sendKeys({ press: 'Enter' });
    const searchHeading = await findByShadowRole(el, 'heading', { name: 'Finn kjøretøyet' });
    await until(() => el.shadowRoot?.activeElement === searchHeading, 'focus on the search’s heading');
    const plate = getByShadowLabelText<HTMLInputElement>(el, /Registreringsnummer/);
    expect(plate.value).to.equal('KH47203');
    expect(plate, 'the search shown again, not made again (decision 0120)').to.equal(typedIn);

    // A customer who has gone on to the host page while the lookup runs stays there.
    await injectFault({ scope, endpoint: 'POST /salgspant/api/vehicle/details', latencyMs: 600, times: 1 });
    plate.focus();
    await sendKeys({ press: 'Enter' });
    await until(
      () => getByShadowRole(el, 'button', { name: 'Hent kjøretøy' }).getAttribute('aria-disabled') === 'true',
      'the lookup running',
    );
    const outside = document.createElement('input');
    outside.setAttribute('aria-label', 'Søk på siden');
    document.body.append(outside);
    try {
      outside.focus();
      await findByShadowRole(el, 'heading', { name: 'Opplysninger om lånet' });
      expect(document.activeElement, 'the host page’s field keeps the focus').to.equal(outside);
    } finally {
      outside.remove();
    }
  });

  it('renders its form hidden while the customer types the plate, then shows it with the vehicle found', async () => {
    const el = await upgrade('100000201');
    const plate = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Registreringsnummer/ });
    await typeInto(plate, 'KH47203');
    // On screen a second and the page quiet: the form's code is fetched and the form rendered ahead, hidden
    // (decision 0118). Nothing of it can be reached or read before the lookup answers.
    await until(() => el.shadowRoot?.querySelector('form.upgrade__form') != null, 'the form rendered ahead');
    expect(queryByShadowRole(el, 'heading', { name: 'Opplysninger om lånet' })).to.equal(null);
    expect(queryByShadowRole(el, 'textbox', { name: /Kjøpesum/ })).to.equal(null);
    // What is on screen (innerText leaves out what is not rendered).
    expect((el.shadowRoot?.firstElementChild as HTMLElement).innerText).not.to.contain('Opplysninger om lånet');
    await sendKeys({ press: 'Tab' });
    expect(el.shadowRoot?.activeElement, 'Tab goes to «Hent kjøretøy», not into the hidden form').to.equal(
      getByShadowRole(el, 'button', { name: 'Hent kjøretøy' }),
    );
    await expectAccessible(el, 'search with the form rendered ahead');

    await sendKeys({ press: 'Enter' });
    const price = await field(el, /Kjøpesum/);
    // It starts from the vehicle found, not from what it was rendered with before the lookup.
    expect(shown(price)).to.equal('309 000 kr');
    expect(textOf(el)).to.contain('Kjøretøy: Skoda Octavia Combi 2.0 TDI DSG, årsmodell');
    expect(periodOptions(el)).to.have.length(11);
    expect(el.shadowRoot?.activeElement).to.equal(getByShadowRole(el, 'heading', { name: 'Opplysninger om lånet' }));
    const equity = getByShadowLabelText<HTMLInputElement>(el, /Egenkapital/);
    await typeInto(equity, '100000');
    await until(() => /Månedlig kostnad: [\d ]+ kr/.test(textOf(el)), 'monthly cost');

    // Another vehicle: the form goes, and a fresh one is rendered ahead again; what was typed is kept.
    getByShadowRole(el, 'button', { name: 'Søk på et annet kjøretøy' }).click();
    await search(el, 'KH47203');
    expect(shown(await field(el, /Egenkapital/))).to.equal('100 000 kr');
    expect(shown(getByShadowLabelText<HTMLInputElement>(el, /Kjøpesum/))).to.equal('309 000 kr');
    await expectAccessible(el, 'the form shown after being rendered ahead');
  });

  it('upgrades a commitment whose vehicle was fetched: one request, the success view and route', async () => {
    const posts: string[] = [];
    const scoped = globalThis.fetch;
    globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      if (request.method === 'POST' && request.url.endsWith('/loan-commitment-to-loan-upgrade'))
        posts.push(request.url);
      return scoped(request);
    };
    const el = await upgrade('100000206');
    const nav = navigations(el);
    try {
      const equity = await field(el, /Egenkapital/);
      expect(textOf(el)).to.contain('(KH47203)');
      expect(el.shadowRoot?.activeElement ?? null, 'a form shown as the page loads leaves the focus alone').to.equal(
        null,
      );
      await typeInto(equity, '100000');
      await typeInto(getByShadowLabelText(el, /Kilometerstand/), '42000');
      await injectFault({
        scope,
        endpoint: 'POST /salgspant/api/application/loan-commitment-to-loan-upgrade',
        latencyMs: 400,
        times: 1,
      });
      const submit = getByShadowRole(el, 'button', { name: 'Gjør om til lån' });
      submit.focus();
      await sendKeys({ press: 'Enter' });
      await sendKeys({ press: 'Enter' });
      const heading = await findByShadowRole(el, 'heading', { name: 'Lånebeviset er gjort om til lån' });
      expect(textOf(el)).to.contain('Saksnummeret ditt er 100000206.');
      expect(el.shadowRoot?.activeElement).to.equal(heading);
      expect(posts).to.have.length(1);
      expect(defined(nav.events[0], 'success navigation').detail).to.deep.equal({
        href: '/min-oversikt/soknadsoversikt#/upgrade-success/100000206',
        path: '/min-oversikt/soknadsoversikt',
        route: '/upgrade-success/100000206',
      });
      await expectAccessible(el, 'success');
    } finally {
      nav.stop();
      globalThis.fetch = scoped;
    }
    // The case is a loan now: it cannot be upgraded again.
    const again = await upgrade('100000206');
    await findByShadowText(again, 'Bare et godkjent lånebevis kan gjøres om til lån. Denne saken kan ikke det.');
  });

  it('shows the upgrade-failure screen when the upgrade fails, and goes back to the form with everything typed', async () => {
    await logout();
    await loginAs(OVERVIEW_PERSONS.ulla);
    const el = await upgrade('100000006');
    await search(el, 'KH47203');
    const equity = await field(el, /Egenkapital/);
    await typeInto(equity, '100000');
    await typeInto(getByShadowLabelText(el, /Kilometerstand/), '1000');
    getByShadowRole(el, 'button', { name: 'Gjør om til lån' }).click();
    const heading = await findByShadowRole(el, 'heading', { name: 'Vi kunne ikke gjøre om lånebeviset' });
    await until(() => el.shadowRoot?.activeElement === heading, 'focus on the failure heading');
    await expectAccessible(el, 'upgrade failed');
    getByShadowRole(el, 'button', { name: 'Tilbake til skjemaet' }).focus();
    await sendKeys({ press: 'Enter' });
    const formHeading = await findByShadowRole(el, 'heading', { name: 'Opplysninger om lånet' });
    await until(() => el.shadowRoot?.activeElement === formHeading, 'focus on the form’s heading');
    const back = await field(el, /Egenkapital/);
    expect(shown(back)).to.equal('100 000 kr');
    expect(getByShadowLabelText<HTMLInputElement>(el, /Kilometerstand/).value).to.equal('1000');
    expect(await findByShadowRole(el, 'button', { name: 'Gjør om til lån' })).to.exist;
  });

  /** Oda's commitment with a found vehicle, the form complete, sent once with the service answering `fault`. */
  async function sentWith(fault: Record<string, unknown>): Promise<HTMLElement> {
    const el = await upgrade('100000201');
    await search(el, 'KH47203');
    await typeInto(await field(el, /Egenkapital/), '100000');
    await typeInto(getByShadowLabelText(el, /Kilometerstand/), '1000');
    await injectFault({
      scope,
      endpoint: 'POST /salgspant/api/application/loan-commitment-to-loan-upgrade',
      times: 1,
      ...fault,
    });
    getByShadowRole(el, 'button', { name: 'Gjør om til lån' }).click();
    return el;
  }

  it('shows a loan amount the service refuses as a message on the form', async () => {
    const el = await sentWith({
      body: JSON.stringify({ failure: true, errorOrNull: { name: 'LOAN_AMOUNT_NOT_IN_RANGE', message: 'x' } }),
    });
    await findByShadowText(el, 'Lånebeløpet er utenfor det vi kan tilby for dette lånet.', {});
    expect(shown(getByShadowLabelText(el, /Egenkapital/))).to.equal('100 000 kr');
    await expectAccessible(el, 'refused amount');
  });

  it('shows the case-not-found screen when the commitment is gone by the time the customer sends', async () => {
    const el = await sentWith({ status: 404, errorName: 'PREVIEW_CASE_NOT_FOUND' });
    const heading = await findByShadowRole(el, 'heading', { name: 'Vi finner ikke saken' });
    await until(() => el.shadowRoot?.activeElement === heading, 'focus on the heading');
    expect(textOf(el)).to.contain('Vi klarte ikke å finne saken du prøver å åpne.');
    expect(queryByShadowRole(el, 'button', { name: 'Tilbake til skjemaet' })).to.equal(null);
    expect(getByShadowRole(el, 'link', { name: /oversikt/i })).to.exist;
    await expectAccessible(el, 'case not found');
  });

  it('shows the service error with a retry when the list cannot be fetched', async () => {
    await injectFault({ scope, endpoint: 'GET /salgspant/api/landingpage', status: 503 });
    const el = await upgrade('100000201');
    // A read is tried three times before it fails (decision 0030).
    await findByShadowRole(el, 'heading', { name: 'Vi får ikke kontakt med tjenesten' });
    await expectAccessible(el, 'service error');
    await clearFaults(scope);
    getByShadowRole(el, 'button', { name: 'Last inn siden på nytt' }).click();
    await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ });
  });
});
