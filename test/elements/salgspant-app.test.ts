// <salgspant-app> as a customer uses it: the route table of spec 1 §2 on the URL hash for each app
// type, over HTTP against the sandbox; real key presses, queries by role and name, axe in every state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, findByShadowText, getAllByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-app.define.js';
import { matchRoute, applicationIdOf, innerPath } from '../../src/flows/app/routes.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { captureConsole } from '../helpers/console.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { loginAs, logout, OVERVIEW_PERSONS, setFeature } from '../helpers/sandbox.js';

const KARI = '14038512324';
const PER = '30069034531';
const start = `${location.pathname}${location.search}`;
const startTitle = document.title;

/** Opens the app at an address of this page (the query and hash as a visitor would arrive). */
async function app(type: string, address: string) {
  history.replaceState(null, '', `${location.pathname}${address}`);
  return fixture(html`<salgspant-app app-type=${type} bank-reg-nr="9999" site-name="Testbanken"></salgspant-app>`);
}

/** Records the navigation requests that reach the page, and cancels them (the page stays). */
function navigations() {
  const events: SalgspantNavigateEvent[] = [];
  const listener = (event: SalgspantNavigateEvent) => {
    event.preventDefault();
    events.push(event);
  };
  document.addEventListener('salgspant-navigate', listener);
  return { events, stop: () => document.removeEventListener('salgspant-navigate', listener) };
}

/** Waits for the document title a route sets (an effect after the view renders). */
async function titled(title: string) {
  await until(() => document.title === title, `title «${title}», was «${document.title}»`);
}

const focused = (el: HTMLElement) => el.shadowRoot?.activeElement ?? null;

async function heading(el: HTMLElement, name: string | RegExp) {
  return findByShadowRole(el, 'heading', { name });
}

/** Presses Enter on a link or button, as a keyboard user does. */
async function press(target: HTMLElement, key = 'Enter') {
  target.focus();
  await sendKeys({ press: key });
}

/** Waits for a history step (back/forward) to land. */
async function historyStep(step: -1 | 1, hash: string) {
  if (step === -1) history.back();
  else history.forward();
  await until(() => location.hash === hash, `history at ${hash}`);
}

describe('<salgspant-app>', () => {
  let nav = navigations();
  beforeEach(() => {
    nav = navigations();
  });
  afterEach(async () => {
    nav.stop();
    history.replaceState(null, '', start);
    document.title = startTitle;
    sessionStorage.clear();
    await logout();
  });

  describe('the route table', () => {
    it('matches each route for its app types and trims the id', () => {
      const pattern = (path: string, type: Parameters<typeof matchRoute>[1]) =>
        matchRoute(path, type)?.route.pattern ?? null;
      expect(pattern('/', 'calculator')).to.equal('/');
      expect(matchRoute('/calculator/car', 'landing')?.params).to.deep.equal({ id: 'car' });
      expect(matchRoute('/boat', 'application')?.params).to.deep.equal({ id: 'boat' });
      expect(pattern('/upgrade/100000201', 'landing')).to.equal('/upgrade/:appId');
      expect(pattern('/upgrade/100000201', 'calculator')).to.equal(null);
      expect(pattern('/upgrade-success/100000201', 'application')).to.equal(null);
      expect(pattern('/calculator/car/extra', 'calculator')).to.equal(null);
      expect(pattern('/calculator/<script>', 'calculator')).to.equal(null);
      // The tax portal's failure comes back to the flow's own route with `/error` after it.
      expect(pattern('/completion/error', 'completion')).to.equal('/completion');
      expect(pattern('/application/form/error', 'application')).to.equal('/application/form');
      expect(pattern('/nowhere/error', 'landing')).to.equal(null);
      expect(innerPath('#/calculator/car/')).to.equal('/calculator/car');
      expect(innerPath('')).to.equal('/');
      expect(applicationIdOf('?id=100000301/', '#/application/receipt')).to.equal('100000301');
      expect(applicationIdOf('', '#/completion?id=42/')).to.equal('42');
      expect(applicationIdOf('?id=', '#/')).to.equal(null);
    });
  });

  describe('every app type', () => {
    // What each route shows per app type, for a logged-in customer (Kari): the heading a visitor meets.
    const TABLE: Array<[type: string, address: string, heading: string | RegExp, title: string]> = [
      ['landing', '#/calculator', 'Velg kjøretøy', 'Velg kjøretøy'],
      ['application', '#/calculator/mc', 'Lånekalkulator: MC', 'Lånekalkulator'],
      ['landing', '#/atv/', 'Lånekalkulator: ATV', 'Lånekalkulator'],
      ['completion', '#/camping', 'Lånekalkulator: Bobil', 'Lånekalkulator'],
      ['landing', '#/application/form', /Søknad om/, 'Søknad om lån'],
      ['application', '#/application/receipt', /Søknad om/, 'Kvittering for søknaden'],
      ['application', '#/upgrade/100000201', 'Vi finner ikke siden', 'Fant ikke siden'],
      ['completion', '', /^Fullfør /, 'Fullfør lånet'],
      ['completion', '#/completion?id=100000101', /^Fullfør /, 'Fullfør lånet'],
      ['landing', '#/completion/receipt', /^Fullfør /, 'Kvittering for lånet'],
      ['unknown', '', 'Velg kjøretøy', 'Velg kjøretøy'],
    ];
    for (const [type, address, name, title] of TABLE) {
      it(`${type} ${address || '#/'} shows «${String(name)}»`, async () => {
        await loginAs(KARI);
        // An unknown app type is a developer's mistake: one console warning (config-mistakes.test.ts), kept here.
        const said = type === 'unknown' ? captureConsole() : undefined;
        const el = await app(type, address);
        await heading(el, name);
        if (said) {
          await until(() => said.warnings.length > 0).finally(() => said.restore());
          expect(said.warnings).to.deep.equal([
            '[salgspant-elements] <salgspant-app>: attribute app-type="unknown" is not one of calculator, application, completion, landing; calculator is used',
          ]);
        }
        await titled(`${title} – Testbanken`);
        expect(nav.events).to.have.length(0);
        await expectAccessible(el, `${type} ${address}`);
      });
    }
  });

  describe('calculator app type', () => {
    it('shows the chooser at /, a calculator at /calculator/{id}, and back and forward with focus and title', async () => {
      const el = await app('calculator', '');
      await heading(el, 'Velg kjøretøy');
      expect(getAllByShadowRole(el, 'link', { name: /^Velg / })).to.have.length(8);
      await titled('Velg kjøretøy – Testbanken');
      await expectAccessible(el, 'chooser');

      const car = getAllByShadowRole(el, 'link', { name: /^Velg Bil$/ })[0];
      await press(defined(car, 'Velg Bil'));
      const calculator = await heading(el, 'Lånekalkulator: Bil');
      expect(location.hash).to.equal('#/calculator/car');
      await until(() => focused(el) === calculator, 'focus on the calculator heading');
      await titled('Lånekalkulator – Testbanken');
      expect(nav.events, 'nothing reaches the page').to.have.length(0);
      await findByShadowRole(el, 'radio', { name: 'Lånebevis' });
      await expectAccessible(el, 'calculator');

      await historyStep(-1, '');
      const chooser = await heading(el, 'Velg kjøretøy');
      await until(() => focused(el) === chooser, 'focus on the chooser heading');
      await titled('Velg kjøretøy – Testbanken');

      await historyStep(1, '#/calculator/car');
      await heading(el, 'Lånekalkulator: Bil');
      await titled('Lånekalkulator – Testbanken');
    });

    it('shows the calculator of a fixed path (#/boat, a trailing slash too) and Back goes to /', async () => {
      const el = await app('calculator', '#/boat/');
      await heading(el, 'Lånekalkulator: Båt');
      // Arrival does not move focus: the visitor starts where the page starts.
      expect(focused(el)).to.equal(null);
      await press(await findByShadowRole(el, 'button', { name: 'Tilbake' }));
      await heading(el, 'Velg kjøretøy');
      expect(location.hash).to.equal('#/');
      expect(nav.events).to.have.length(0);
    });

    it('shows the page-not-found screen for any other path, with a way to /', async () => {
      const el = await app('calculator', '#/nowhere');
      await heading(el, 'Vi finner ikke siden');
      await findByShadowText(el, 'Siden du prøver å åpne, finnes ikke eller er flyttet.');
      await findByShadowText(el, 'Kontroller at adressen er riktig, eller gå tilbake og prøv igjen.');
      await findByShadowText(el, 'Du kan også finne søknadene dine i søknadsoversikten.');
      await findByShadowText(el, 'Har du spørsmål om lånet ditt, er du velkommen til å ta kontakt med banken.');
      await titled('Fant ikke siden – Testbanken');
      await expectAccessible(el, 'page not found');
      await press(defined(queryByShadowRole(el, 'link', { name: 'Til forsiden' })));
      const chooser = await heading(el, 'Velg kjøretøy');
      await until(() => focused(el) === chooser, 'focus on the chooser heading');
    });

    it('has no upgrade routes', async () => {
      for (const address of ['#/upgrade/100000201', '#/upgrade-success/100000201']) {
        const el = await app('calculator', address);
        await heading(el, 'Vi finner ikke siden');
        el.parentElement?.remove();
      }
    });

    it('sends a visitor who is not logged in from a login route to the BankID login and back', async () => {
      const el = await app('calculator', '#/application/form');
      await until(() => nav.events.length > 0, 'navigation to the login');
      const target = new URL(defined(nav.events[0]).detail.href, location.href);
      expect(target.pathname).to.equal('/sandbox/login');
      expect(target.searchParams.get('returnTo')).to.equal(`${location.pathname}#/application/form`);
      await findByShadowText(el, 'Sender deg til innlogging med BankID …', {});
      await expectAccessible(el, 'login');
    });

    it('continues in place: a logged-in commitment goes to /application/form on this page (decision 0028)', async () => {
      await loginAs(KARI);
      const el = await app('calculator', '#/calculator/car');
      await press(await findByShadowRole(el, 'radio', { name: 'Lånebevis' }), 'Space');
      const price = await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
      price.focus();
      await sendKeys({ type: '300000' });
      defined(queryByShadowRole(el, 'textbox', { name: /Egenkapital/ })).focus();
      await sendKeys({ type: '60000' });
      await press(await findByShadowRole(el, 'button', { name: 'Søk om lånebevis' }));
      await until(() => location.hash === '#/application/form', 'the application route');
      expect(location.pathname).to.equal(start.split('?')[0]);
      expect(location.search).to.match(/^\?cacheId=/);
      const title = await heading(el, /Søknad om/);
      await until(() => focused(el) === title, 'focus on the application heading');
      await findByShadowText(el, '300 000 kr', { exact: false });
      await titled('Søknad om lån – Testbanken');
      expect(nav.events).to.have.length(0);
      await expectAccessible(el, 'application in place');
    });
  });

  describe('application app type', () => {
    it('shows the receipt of /application/receipt for the id, a trailing slash trimmed (Per, rejected)', async () => {
      await loginAs(PER);
      const el = await app('application', '?id=100000303/#/application/receipt');
      await heading(el, 'Vi kan dessverre ikke innvilge søknaden');
      await titled('Kvittering for søknaden – Testbanken');
      await expectAccessible(el, 'receipt');
    });

    it('shows the application at / (without a calculation: the missing cache id text)', async () => {
      await loginAs(KARI);
      const el = await app('application', '');
      await heading(el, /Søknad om/);
      await findByShadowRole(el, 'link', { name: /kalkulator/i });
      await titled('Søknad om lån – Testbanken');
      await expectAccessible(el, 'missing cache id');
    });
  });

  describe('landing app type', () => {
    afterEach(() => setFeature('salgspant-activate-loan-from-lc', true));

    it('sends a visitor who is not logged in to the login before the overview', async () => {
      const el = await app('landing', '');
      await until(() => nav.events.length > 0, 'navigation to the login');
      expect(new URL(defined(nav.events[0]).detail.href, location.href).pathname).to.equal('/sandbox/login');
      expect(queryByShadowRole(el, 'heading', { name: 'Dine søknader' })).to.equal(null);
    });

    it('shows the overview at /, the upgrade in place, its success route, and back', async () => {
      await setFeature('salgspant-activate-loan-from-lc', true);
      await loginAs(OVERVIEW_PERSONS.oda);
      const el = await app('landing', '');
      await heading(el, 'Dine søknader');
      await titled('Dine søknader – Testbanken');
      const upgrade = await findByShadowRole(el, 'link', { name: /Gjør om til lån \(sak 100000201\)/ });
      await expectAccessible(el, 'overview');
      await press(upgrade);
      const title = await heading(el, 'Gjør om lånebevis til lån');
      expect(location.hash).to.equal('#/upgrade/100000201');
      await until(() => focused(el) === title, 'focus on the upgrade heading');
      await findByShadowText(el, /Lånebevis med saksnummer 100000201/, {});
      await titled('Gjør om lånebevis til lån – Testbanken');
      expect(nav.events).to.have.length(0);
      await expectAccessible(el, 'upgrade');
      // Tab to the plate field, type it, Enter: the form that replaces the search takes the focus (decision 0117).
      await sendKeys({ press: 'Tab' });
      const plate = await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ });
      expect(focused(el), 'Tab from the heading').to.equal(plate);
      await sendKeys({ type: 'KH47203' });
      await sendKeys({ press: 'Enter' });
      const form = await heading(el, 'Opplysninger om lånet');
      await until(() => focused(el) === form, 'focus on the form’s heading');

      await historyStep(-1, '');
      await heading(el, 'Dine søknader');
      await titled('Dine søknader – Testbanken');
    });

    it('shows the success message of /upgrade-success/{appId} with the way back to the overview', async () => {
      await loginAs(OVERVIEW_PERSONS.oda);
      const el = await app('landing', '#/upgrade-success/100000201');
      await heading(el, 'Lånebeviset er gjort om til lån');
      await findByShadowText(el, /100000201/, {});
      await titled('Lånebeviset er gjort om til lån – Testbanken');
      await expectAccessible(el, 'upgrade success');
      await press(defined(queryByShadowRole(el, 'link', { name: 'Tilbake til søknadsoversikten' })));
      await heading(el, 'Dine søknader');
      expect(location.hash).to.equal('#/');
      expect(nav.events).to.have.length(0);
    });
  });
});
