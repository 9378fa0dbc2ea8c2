// <salgspant-app> on a partner dealer's page (another origin than the bank's; decision 0074): the routes
// anyone may see work across origins, a calculation is handed over to the bank's application like the
// calculator's, and a route that needs the BankID login is not logged in here (the bank's cookies never
// reach this page) but offered on the bank's site, with one console error for the developer.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, findByShadowText, queryByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-app.define.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { captureConsole, type ConsoleCapture } from '../helpers/console.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';

const wait = 8000;
const start = `${location.pathname}${location.search}`;
const startTitle = document.title;

/** The bank's loan service on another origin that admits this page (web-test-runner.config.mjs). */
async function bankService(): Promise<string> {
  return ((await (await fetch('/__cross-origin.json')).json()) as { allowed: string }).allowed;
}

/** Opens the app as a dealer's page would, at an address of this page. */
async function partnerApp(type: string, address: string, serviceUrl: string) {
  history.replaceState(null, '', `${location.pathname}${address}`);
  return fixture(html`<salgspant-app app-type=${type} bank-reg-nr="9999" service-url=${serviceUrl}></salgspant-app>`);
}

async function press(target: HTMLElement, key = 'Enter') {
  target.focus();
  await sendKeys({ press: key });
}

describe('<salgspant-app> on a partner dealer’s page', () => {
  const events: SalgspantNavigateEvent[] = [];
  const listener = (event: SalgspantNavigateEvent) => {
    event.preventDefault();
    events.push(event);
  };
  let console: ConsoleCapture;
  beforeEach(() => {
    events.length = 0;
    document.addEventListener('salgspant-navigate', listener);
    console = captureConsole();
  });
  afterEach(() => {
    console.restore();
    document.removeEventListener('salgspant-navigate', listener);
    history.replaceState(null, '', start);
    document.title = startTitle;
    sessionStorage.clear();
  });

  it('offers a route that needs the login on the bank’s site, with one console error, and no login here', async () => {
    const service = await bankService();
    const bank = new URL(service).origin;
    expect(bank).to.not.equal(location.origin);
    // The partner page's own query (its tracking) stays there; the case's id goes to the bank.
    const el = await partnerApp('application', '?utm_source=forhandler&id=100000303#/application/receipt', service);
    const heading = await findByShadowRole(el, 'heading', { name: 'Fortsett hos banken' }, { timeout: wait });
    expect(heading.localName).to.equal('h2');
    await findByShadowText(el, 'Dette gjør du innlogget med BankID på bankens nettsider.');
    const link = defined(queryByShadowRole<HTMLAnchorElement>(el, 'link', { name: 'Gå videre til banken' }));
    expect(link.href).to.equal(`${bank}/min-oversikt/salgspantsoknad?id=100000303#/application/receipt`);
    expect(link.target).to.equal('_top');
    // Nothing blames the customer's connection, and nobody was sent to a login from here.
    expect(el.shadowRoot?.textContent).to.not.match(/Sjekk nettforbindelsen|Vi får ikke kontakt|Noe gikk galt/);
    expect(events).to.deep.equal([]);
    await until(() => console.errors.length > 0, wait, 'the console error');
    expect(console.errors).to.deep.equal([
      `[salgspant-elements] <salgspant-app>: the route #/application/receipt needs the BankID login, which only the bank's site has: the customer is offered a link there. See ${location.origin}/docs#dealer-app`,
    ]);
    const docs = new DOMParser().parseFromString(await (await fetch('/docs')).text(), 'text/html');
    expect(docs.getElementById('dealer-app')?.textContent, 'the docs anchor').to.contain('needs the BankID login');
    await expectAccessible(el, 'hand-over to the bank');

    // Another route that needs the login: the link follows it; the developer was told once.
    location.hash = '#/application/form';
    await until(() => link.isConnected && link.href.endsWith('#/application/form'), wait, 'the link of the new route');
    expect(console.errors).to.have.length(1);
  });

  it('shows the calculator across origins, and hands a calculation over to the bank’s application', async () => {
    const service = await bankService();
    const bank = new URL(service).origin;
    const el = await partnerApp('calculator', '#/calculator/car', service);
    await press(await findByShadowRole(el, 'radio', { name: 'Lånebevis' }, { timeout: wait }), 'Space');
    (await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ }, { timeout: wait })).focus();
    await sendKeys({ type: '300000' });
    defined(queryByShadowRole(el, 'textbox', { name: /Egenkapital/ })).focus();
    await sendKeys({ type: '60000' });
    await expectAccessible(el, 'the calculator on a partner’s page');
    await press(await findByShadowRole(el, 'button', { name: 'Søk om lånebevis' }, { timeout: wait }));
    await until(() => events.length > 0, wait, 'the hand-over');
    // Not continued in place (no login can happen here): the top window goes to the bank's application.
    const address = new URL(defined(events[0]).detail.href);
    expect(`${address.origin}${address.pathname}`).to.equal(`${bank}/min-oversikt/salgspantsoknad`);
    expect(address.searchParams.get('cacheId')).to.match(/^[\w-]+$/);
    expect(address.hash).to.equal('#/application/form');
    expect(location.hash).to.equal('#/calculator/car');
    expect(console.errors).to.deep.equal([]);
  });
});
