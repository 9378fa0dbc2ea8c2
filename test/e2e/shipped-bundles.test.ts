// What the CDN serves, as a page meets it: the elements loaded from dist/ as built (no element of the
// sources is defined on this page), in Chromium, Firefox and WebKit, against the sandbox as `npm start` serves it
// (decision 0096). Each build-time transform that changes what runs has its test here:
// - strip-docs (the specs without their documentation): the attribute warnings, the observed attributes;
// - the production aliases (TanStack Form without its devtools bus, async validation or form groups): a
//   form that checks, submits and says nothing to the page;
// - form-without-arrays: the public family's forms without TanStack Form's array helpers, the bank
//   family's with the row helpers its declaration calls;
// - pure-schemas: the schemas' checks still run in both families.
// An editor's and a developer's mistakes each give exactly one console message that names the fix.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import {
  findAllByShadowRole,
  findByShadowLabelText,
  findByShadowRole,
  findByShadowText,
  getByShadowRole,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import type { SalgspantQuoteDetail } from '../../src/platform/events.js';
import { storageTag } from '../../src/platform/steps.js';
import { captureEveryConsole } from '../helpers/console.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { loginAs, logout, OVERVIEW_PERSONS } from '../helpers/sandbox.js';

const load = (path: string): Promise<unknown> => import(/* @vite-ignore */ path);
const TAGS = ['salgspant-vehicle-chooser', 'salgspant-calculator', 'kyc-declaration', 'salgspant-upgrade'] as const;
const PREFIX = '[salgspant-elements]';

/** The banks of web-test-runner.config.mjs: raw sandboxes (no CORP) and the bank as `npm start` serves it. */
interface Banks {
  allowed: string;
  refused: string;
  npmStart: { admits: string; refuses: string };
}
const banks = async () => (await (await fetch('/__cross-origin.json')).json()) as Banks;

let console_: ReturnType<typeof captureEveryConsole>;
/** What the page said, once it said something and nothing more came for a moment. */
async function saidOnce(): Promise<string[]> {
  await until(() => console_.said.length > 0, 'a console message');
  await new Promise((resolve) => setTimeout(resolve, 500));
  return console_.said;
}

async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

before(async () => {
  for (const tag of TAGS) await load(`/dist/elements/${tag}.js`);
  // Every element of this page comes from dist/: its classes carry the package's version, not the test build's.
  for (const tag of TAGS) {
    const version = (customElements.get(tag) as unknown as { version: string } | undefined)?.version;
    expect(version, tag).to.be.a('string').and.not.equal('0.0.0-test');
  }
});
beforeEach(() => (console_ = captureEveryConsole()));
afterEach(() => console_.restore());

describe('the bundles as built: an editor’s mistakes (strip-docs)', () => {
  it('product="Car": one warning naming the products; the visitor sees the invalid-product message', async () => {
    const el = await fixture(html`<salgspant-calculator product="Car" bank-reg-nr="9999"></salgspant-calculator>`);
    await findByShadowText(el, 'Ingen gyldige kjøretøy valgt!');
    expect(await saidOnce()).to.deep.equal([
      `warn: ${PREFIX} <salgspant-calculator>: attribute product="Car" is not one of car, car-electric, car-no-insurance, mc, atv, snowmobile, camping, caravan, boat; calculator.error.invalidProduct is shown`,
    ]);
  });

  it('heading-level="9": one warning naming the levels; the visitor gets the nearest level, h6', async () => {
    const el = await fixture(html`<salgspant-vehicle-chooser heading-level="9"></salgspant-vehicle-chooser>`);
    expect(await findAllByShadowRole(el, 'heading', { level: 6 })).to.have.length(8);
    expect(await saidOnce()).to.deep.equal([
      `warn: ${PREFIX} <salgspant-vehicle-chooser>: attribute heading-level="9" is not one of 2, 3, 4, 5, 6; the nearest of 2–6 is used`,
    ]);
  });

  it('each element observes exactly the attributes the manifest names', async () => {
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
      modules: Array<{ declarations?: Array<{ tagName?: string; attributes?: Array<{ name: string }> }> }>;
    };
    const declarations = manifest.modules.flatMap((m) => m.declarations ?? []);
    for (const tag of TAGS) {
      const declared =
        defined(
          declarations.find((d) => d.tagName === tag),
          tag,
        ).attributes ?? [];
      const observed = (customElements.get(tag) as unknown as { observedAttributes: string[] }).observedAttributes;
      expect([...observed].sort(), tag).to.deep.equal(declared.map((a) => a.name).sort());
    }
    expect(console_.said).to.deep.equal([]);
  });
});

describe('the bundles as built: a partner’s integration mistakes, with and without CORP', () => {
  /** The calculator with a service-url; the customer's screen blames neither them nor their connection. */
  async function calculatorAt(serviceUrl: string): Promise<HTMLElement> {
    const el = await fixture(
      html`<salgspant-calculator product="car" bank-reg-nr="9999" service-url=${serviceUrl}></salgspant-calculator>`,
    );
    await findByShadowText(el, 'Noe gikk galt!', {});
    expect(el.shadowRoot?.textContent).to.not.match(/Sjekk nettforbindelsen|Vi får ikke kontakt|Lenken kan være feil/);
    return el;
  }
  const noAnswer = (serviceUrl: string) =>
    `error: ${PREFIX} <salgspant-calculator>: a call to service-url "${serviceUrl}" from the origin ${location.origin} gets no answer the page may read: set service-url to the bank's loan service, or the bank must admit the origin (CORS; sandbox: SANDBOX_ALLOWED_ORIGINS). See ${location.origin}/docs#dealer-no-answer`;
  const notFound = (serviceUrl: string) =>
    `error: ${PREFIX} <salgspant-calculator>: service-url "${serviceUrl}" answers 404: set service-url to the bank's loan service. See ${location.origin}/docs#dealer-service-url`;

  it('the sandbox of npm start sends Cross-Origin-Resource-Policy, and its 404 page no CORS headers', async () => {
    const { npmStart, allowed } = await banks();
    // Read by the test server (Node's fetch): what each bank answers a page on this origin.
    const heads = (await (
      await fetch('/__cross-origin-heads', {
        method: 'POST',
        body: JSON.stringify([
          `${npmStart.admits}/salgspant/api/calculator/car`,
          `${npmStart.admits}/salgspant/calculator/car`,
          `${allowed}/calculator/car`,
        ]),
      })
    ).json()) as Array<{ status: number; corp: string | null; cors: string | null }>;
    expect(heads).to.deep.equal([
      { status: 200, corp: 'same-origin', cors: location.origin },
      { status: 404, corp: 'same-origin', cors: null },
      { status: 200, corp: null, cors: location.origin },
    ]);
  });

  it('a service-url without /api, on the bank of npm start (CORP; a 404 without CORS): one error with both fixes', async () => {
    const serviceUrl = `${(await banks()).npmStart.admits}/salgspant`;
    await calculatorAt(serviceUrl);
    expect(await saidOnce()).to.deep.equal([noAnswer(serviceUrl)]);
  });

  it('an origin the bank of npm start has not admitted (CORP): one error with both fixes', async () => {
    const serviceUrl = `${(await banks()).npmStart.refuses}/salgspant/api`;
    await calculatorAt(serviceUrl);
    expect(await saidOnce()).to.deep.equal([noAnswer(serviceUrl)]);
  });

  it('an origin a bank without CORP has not admitted: the same error', async () => {
    const serviceUrl = (await banks()).refused;
    await calculatorAt(serviceUrl);
    expect(await saidOnce()).to.deep.equal([noAnswer(serviceUrl)]);
  });

  it('a service-url without /api on a bank without CORP (a 404 without CORS): the same error', async () => {
    const serviceUrl = `${new URL((await banks()).allowed).origin}/salgspant`;
    await calculatorAt(serviceUrl);
    expect(await saidOnce()).to.deep.equal([noAnswer(serviceUrl)]);
  });

  it('a wrong path that answers 404 with CORS names service-url alone, with CORP and without', async () => {
    const { npmStart, allowed } = await banks();
    for (const serviceUrl of [`${npmStart.admits}/salgspant/api/v2`, `${allowed}/v2`]) {
      console_.said.length = 0;
      await calculatorAt(serviceUrl);
      expect(await saidOnce()).to.deep.equal([notFound(serviceUrl)]);
    }
  });

  it('an admitted origin on the bank of npm start (CORP): the calculator works and says nothing', async () => {
    const serviceUrl = `${(await banks()).npmStart.admits}/salgspant/api`;
    const el = await fixture(
      html`<salgspant-calculator product="car" bank-reg-nr="9999" service-url=${serviceUrl}></salgspant-calculator>`,
    );
    await typeInto(await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ }), 'EB66018');
    await sendKeys({ press: 'Enter' });
    await findByShadowText(el, /Skoda Enyaq 85/);
    expect(console_.said).to.deep.equal([]);
  });
});

describe('the bundles as built: the forms (production aliases, form-without-arrays, pure-schemas)', () => {
  it('the calculator checks, submits, and tells TanStack Form’s devtools bus nothing', async () => {
    // A script on the page that speaks the devtools handshake: it would be answered, and sent every form's
    // values, by the library's own event client. The production alias is inert.
    const heard: string[] = [];
    const listen = (name: string) => window.addEventListener(name, () => heard.push(name));
    const answer = () => window.dispatchEvent(new CustomEvent('tanstack-connect-success'));
    for (const name of ['tanstack-connect', 'tanstack-dispatch-event', 'tanstack-devtools-global']) listen(name);
    window.addEventListener('tanstack-connect', answer);
    try {
      const el = await fixture(html`<salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>`);
      (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
      await typeInto(await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ }), '300000');
      const equity = getByShadowRole(el, 'textbox', { name: /Egenkapital/ });
      await typeInto(equity, '400000');
      await sendKeys({ press: 'Tab' });
      // A check of the schemas (pure-schemas kept it).
      await findByShadowText(el, 'Egenkapitalen kan ikke være høyere enn kjøpesummen');
      equity.focus();
      (equity as HTMLInputElement).select();
      await sendKeys({ press: 'Backspace' });
      await sendKeys({ type: '60000' });
      await sendKeys({ press: 'Tab' });
      await until(() => !(el.shadowRoot?.textContent ?? '').includes('Egenkapitalen kan ikke'), 'the error gone');
      const submitted: SalgspantQuoteDetail[] = [];
      el.addEventListener('salgspant-submit', (event) => {
        event.preventDefault();
        submitted.push(event.detail);
      });
      getByShadowRole(el, 'button', { name: 'Søk om lånebevis' }).focus();
      await sendKeys({ press: 'Enter' });
      await until(() => submitted.length > 0, 'the lead');
      expect(submitted[0]).to.include({ loanType: 'LOAN_COMMITMENT', vehiclePrice: 300000, equity: 60000 });
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(heard, 'devtools events on the page').to.deep.equal([]);
      expect(console_.said).to.deep.equal([]);
    } finally {
      window.removeEventListener('tanstack-connect', answer);
    }
  });

  it('the bank’s declaration adds and removes a beneficial owner, and checks the national id', async () => {
    const response = await fetch('/sandbox/api/kyc-token', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ssn: '14038512324', customer: 'CORPORATE', organisationNumber: '314826507' }),
    });
    const { token } = (await response.json()) as { token: string };
    const step = `v1:kyc:step:${storageTag(token)}`;
    sessionStorage.setItem(step, JSON.stringify({ index: 3, savedAt: Date.now() }));
    try {
      const el = await fixture(html`<kyc-declaration token=${token} kyc-context="NETTBANK"></kyc-declaration>`);
      await findByShadowRole(el, 'heading', { name: 'Reelle rettighetshavere' });
      (await findByShadowRole(el, 'button', { name: 'Legg til reell rettighetshaver' })).click();
      const row = defined(
        (await findByShadowRole(el, 'heading', { name: 'Reell rettighetshaver 3' })).closest<HTMLElement>('li'),
        'the new row',
      );
      const id = await findByShadowLabelText(row, /^Fødselsnummer/, {});
      await typeInto(id, '25017041294');
      id.blur();
      await findByShadowText(row, 'Ikke gyldig Fødselsnummer / D-nummer');
      getByShadowRole(el, 'button', { name: 'Fjern reell rettighetshaver 3' }).click();
      await until(
        () => queryByShadowRole(el, 'heading', { name: 'Reell rettighetshaver 3' }) === null,
        'the row removed',
      );
      expect(queryByShadowRole(el, 'heading', { name: 'Reell rettighetshaver 2' })).to.not.equal(null);
      expect(console_.said).to.deep.equal([]);
    } finally {
      for (const key of Object.keys(sessionStorage)) if (key.startsWith('v1:kyc:')) sessionStorage.removeItem(key);
    }
  });
});

describe('the bundles as built: the upgrade', () => {
  it('Enter in the plate field: the form that replaces the search takes the focus (decision 0117)', async () => {
    await loginAs(OVERVIEW_PERSONS.oda);
    try {
      const el = await fixture(html`<salgspant-upgrade app-id="100000201" bank-reg-nr="9999"></salgspant-upgrade>`);
      // The customer comes from «Tilbake …» to the plate field, a move inside the element, types and presses Enter.
      (await findByShadowRole(el, 'link', { name: 'Tilbake til søknadsoversikten' })).focus();
      await typeInto(await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ }), 'KH47203');
      await sendKeys({ press: 'Enter' });
      const heading = await findByShadowRole(el, 'heading', { name: 'Opplysninger om lånet' });
      await until(() => el.shadowRoot?.activeElement === heading, 'focus on the form’s heading');
      expect(console_.said).to.deep.equal([]);
    } finally {
      await logout();
    }
  });

  it('renders its form ahead, hidden, and shows it with the vehicle found (decision 0118)', async () => {
    await loginAs(OVERVIEW_PERSONS.oda);
    try {
      const el = await fixture(html`<salgspant-upgrade app-id="100000201" bank-reg-nr="9999"></salgspant-upgrade>`);
      await typeInto(await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ }), 'KH47203');
      await until(() => el.shadowRoot?.querySelector('form.upgrade__form') != null, 'the form rendered ahead');
      expect(queryByShadowRole(el, 'textbox', { name: /Kjøpesum/ })).to.equal(null);
      await sendKeys({ press: 'Enter' });
      const price = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Kjøpesum/ });
      expect(price.value.replace(/\u00a0/g, ' ')).to.equal('309 000 kr');
      await findByShadowRole(el, 'button', { name: 'Gjør om til lån' });
      expect(console_.said).to.deep.equal([]);
    } finally {
      await logout();
    }
  });
});
