// <salgspant-overview> as a customer uses it: the sandbox's loan service over HTTP (test persons Vera,
// Tom; README "Test persons"), real key presses, queries by role and name, axe in every state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import {
  findAllByShadowRole,
  findByShadowRole,
  findByShadowText,
  getAllByShadowRole,
  getByShadowRole,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import '../../elements/salgspant-overview.define.js';
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
const textOf = (el: Element) => el.textContent.replace(/\u00a0/g, ' ').replace(/\s+/g, ' ');

async function overview() {
  return fixture(html`<salgspant-overview bank-reg-nr="9999"></salgspant-overview>`);
}

/** Records the element's navigation requests and cancels them (the page stays). */
function navigations(el: HTMLElement = document.body) {
  const events: SalgspantNavigateEvent[] = [];
  const listener = (event: SalgspantNavigateEvent) => {
    event.preventDefault();
    events.push(event);
  };
  el.addEventListener('salgspant-navigate', listener);
  return { events, stop: () => el.removeEventListener('salgspant-navigate', listener) };
}

/** The card of a case, found by its case number as a customer reads it. */
async function card(el: HTMLElement, id: string): Promise<HTMLElement> {
  const cards = await findAllByShadowRole(el, 'listitem');
  return defined(
    cards.find((c) => textOf(c).includes(`Saksnummer${id}`)),
    `card of ${id}`,
  );
}

/** The rows of a card as "label: value". */
const rowsOf = (item: HTMLElement) =>
  [...item.querySelectorAll('dt')].map((dt) => `${textOf(dt)}: ${textOf(defined(dt.nextElementSibling, 'dd'))}`);

/** The links of a card as [accessible text, href]. */
const linksOf = (item: HTMLElement) => [...item.querySelectorAll('a')].map((a) => [textOf(a), a.getAttribute('href')]);

/** The status info buttons of a card. */
const infoButtonsOf = (item: HTMLElement) =>
  [...item.querySelectorAll('button')].filter((b) => textOf(b).startsWith('Hva betyr'));

describe('<salgspant-overview>', () => {
  let scope = '';
  let restoreFetch: () => void = () => undefined;
  beforeEach(() => {
    scope = newScope();
    restoreFetch = scopeFetch(scope);
  });
  afterEach(async () => {
    restoreFetch();
    await clearFaults(scope);
    await logout();
  });

  it('sends a visitor who is not logged in to the BankID login and back, with a link if the host stays', async () => {
    const nav = navigations();
    try {
      const el = await overview();
      await findByShadowText(el, 'Du må logge inn med BankID for å se søknadene dine.');
      const login = getByShadowRole(el, 'link', { name: 'Logg inn med BankID' });
      const event = defined(nav.events[0], 'navigation to the login');
      expect(event.detail.route).to.equal(null);
      const target = new URL(event.detail.href, location.href);
      expect(target.pathname).to.equal('/sandbox/login');
      expect(target.searchParams.get('returnTo')).to.equal(`${location.pathname}${location.search}`);
      expect(login.getAttribute('href')).to.equal(event.detail.href);
      await expectAccessible(el, 'login');
    } finally {
      nav.stop();
    }
  });

  it('shows one card per application with status, case number, registration number and amount', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    const el = await overview();
    await findByShadowRole(el, 'heading', { name: 'Dine søknader' });
    const list = await findByShadowRole(el, 'list', { name: 'Pågående søknader' });
    expect(getAllByShadowRole(list, 'listitem')).to.have.length(10);

    const loan = await card(el, '100000101');
    expect(getByShadowRole(loan, 'heading', { name: 'Billån: Bil' })).to.exist;
    expect(rowsOf(loan)).to.deep.equal([
      'Status: Godkjent',
      'Saksnummer: 100000101',
      'Registreringsnummer: KH47203',
      'Lånebeløp uten gebyrer: 249 000 kr',
    ]);
    const commitment = await card(el, '100000102');
    expect(getByShadowRole(commitment, 'heading', { name: 'Lånebevis: Bil' })).to.exist;
    // A commitment has no vehicle yet: no registration number row.
    expect(rowsOf(commitment)).to.deep.equal([
      'Status: Godkjent',
      'Saksnummer: 100000102',
      'Lånebeløp uten gebyrer: 240 000 kr',
    ]);
    expect(rowsOf(await card(el, '100000104'))).to.include('Status: Avslått');
    await expectAccessible(el, 'ten cards');
  });

  it('leaves the amount row out for a camping-car loan', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    const el = await overview();
    const camping = await card(el, '100000110');
    expect(getByShadowRole(camping, 'heading', { name: 'Billån: Bobil' })).to.exist;
    expect(rowsOf(camping)).to.deep.equal([
      'Status: Godkjent',
      'Saksnummer: 100000110',
      'Registreringsnummer: LE53826',
    ]);
  });

  it('offers the completion button for approved, documents sent and new cases, with the commitment label for commitments that are not new', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    const el = await overview();
    const complete = (id: string) => [`Fullfør søknaden (sak ${id})`, `/min-oversikt/salgspantfullfor?id=${id}`];
    const commitment = (id: string) => [`Se lånebeviset (sak ${id})`, `/min-oversikt/salgspantfullfor?id=${id}`];
    const upgrade = (id: string) => [`Gjør om til lån (sak ${id})`, `/min-oversikt/soknadsoversikt#/upgrade/${id}`];
    const expected: Record<string, string[][]> = {
      '100000101': [complete('100000101')], // approved loan
      '100000102': [commitment('100000102'), upgrade('100000102')], // approved commitment
      '100000103': [], // control
      '100000104': [], // rejected
      '100000105': [complete('100000105')], // documents sent, loan
      '100000106': [commitment('100000106')], // documents sent, commitment
      '100000107': [complete('100000107')], // new commitment
      '100000108': [complete('100000108')], // new secured loan
      '100000109': [], // documents received
      '100000110': [complete('100000110')], // approved camping-car loan
    };
    for (const [id, links] of Object.entries(expected)) {
      expect(linksOf(await card(el, id)), id).to.deep.equal(links);
    }
  });

  it('asks the host to navigate when a button is chosen, with the keyboard', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    const el = await overview();
    const nav = navigations(el);
    try {
      const link = await findByShadowRole(el, 'link', { name: 'Fullfør søknaden (sak 100000101)' });
      link.focus();
      await sendKeys({ press: 'Enter' });
      expect(defined(nav.events[0]).detail).to.deep.equal({
        href: '/min-oversikt/salgspantfullfor?id=100000101',
        path: '/min-oversikt/salgspantfullfor?id=100000101',
        route: null,
      });
      getByShadowRole(el, 'link', { name: 'Gjør om til lån (sak 100000102)' }).focus();
      await sendKeys({ press: 'Enter' });
      expect(defined(nav.events[1]).detail).to.deep.equal({
        href: '/min-oversikt/soknadsoversikt#/upgrade/100000102',
        path: '/min-oversikt/soknadsoversikt',
        route: '/upgrade/100000102',
      });
    } finally {
      nav.stop();
    }
  });

  it('explains the statuses control, documents sent, documents received and new in a dialog', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    const el = await overview();
    const dialogs: Array<[string, string, string, RegExp]> = [
      ['100000103', 'Til kontroll', 'Hva betyr «Til kontroll»? (sak 100000103)', /innen to virkedager/],
      ['100000105', 'Dokumenter sendt', 'Hva betyr «Dokumenter sendt»? (sak 100000105)', /signer med BankID/],
      ['100000109', 'Dokumenter mottatt', 'Hva betyr «Dokumenter mottatt»? (sak 100000109)', /mottatt de signerte/],
      ['100000107', 'Ny sak', 'Hva betyr «Ny sak»? (sak 100000107)', /ikke ferdig/],
    ];
    for (const [id, title, button, text] of dialogs) {
      const opener = getByShadowRole(await card(el, id), 'button', { name: button });
      opener.focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await findByShadowRole(el, 'dialog', { name: title });
      expect(textOf(dialog)).to.match(text);
      await expectAccessible(el, `dialog ${title}`);
      await sendKeys({ press: 'Escape' });
      await until(() => !(dialog as HTMLDialogElement).open, 'dialog closed');
      // It fades out as it was, not blank.
      expect(dialog.textContent).to.include(title).and.to.match(text);
      expect(el.shadowRoot?.activeElement).to.equal(opener);
    }
    // Approved and rejected cases need no explanation.
    expect(infoButtonsOf(await card(el, '100000101'))).to.have.length(0);
    expect(infoButtonsOf(await card(el, '100000104'))).to.have.length(0);
  });

  it('offers no upgrade while the salgspant-activate-loan-from-lc toggle is off', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    await setFeature(UPGRADE_TOGGLE, false);
    try {
      const el = await overview();
      const commitment = await card(el, '100000102');
      expect(linksOf(commitment)).to.deep.equal([
        ['Se lånebeviset (sak 100000102)', '/min-oversikt/salgspantfullfor?id=100000102'],
      ]);
      expect(queryByShadowRole(el, 'link', { name: /Gjør om til lån/ })).to.equal(null);
      await expectAccessible(el, 'toggle off');
    } finally {
      await setFeature(UPGRADE_TOGGLE, true);
    }
  });

  it('shows the empty state with a way to the calculator when there are no applications', async () => {
    await loginAs(OVERVIEW_PERSONS.tom);
    const el = await overview();
    await findByShadowText(el, 'Du har ingen pågående søknader');
    expect(queryByShadowRole(el, 'list')).to.equal(null);
    const calculator = getByShadowRole(el, 'link', { name: 'Regn på billån' });
    expect(calculator.getAttribute('href')).to.equal('/lane/salgspant');
    await expectAccessible(el, 'empty');
  });

  it('shows the service error with a retry when the list cannot be fetched, and the list after the retry', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    await injectFault({ scope, endpoint: 'GET /salgspant/api/landingpage', status: 503 });
    const el = await overview();
    // A read is tried three times before it fails (decision 0030).
    await findByShadowRole(el, 'heading', { name: 'Vi får ikke kontakt med tjenesten' });
    await expectAccessible(el, 'service error');
    await clearFaults(scope);
    getByShadowRole(el, 'button', { name: 'Last inn siden på nytt' }).focus();
    await sendKeys({ press: 'Enter' });
    await findByShadowRole(el, 'list', { name: 'Pågående søknader' });
    expect(queryByShadowRole(el, 'heading', { name: 'Vi får ikke kontakt med tjenesten' })).to.equal(null);
  });

  it('shows the loader while the list loads', async () => {
    await loginAs(OVERVIEW_PERSONS.vera);
    await injectFault({ scope, endpoint: 'GET /salgspant/api/landingpage', latencyMs: 800, times: 1 });
    const el = await overview();
    await findByShadowRole(el, 'status');
    expect(el.shadowRoot?.textContent ?? '').to.contain('Vent Litt');
    await expectAccessible(el, 'loading');
    await findByShadowRole(el, 'list', { name: 'Pågående søknader' });
  });
});
