// <salgspant-application> under faults (decision 0030): its entry reads (session, customer, calculation)
// and its send (a write) meet latency, a 503, a timeout, a dropped connection and a malformed body. The
// customer sees the catalogue's screen or step 1's / step 5's own message, keeps every answer, and a
// retry (the step's button, or coming back to the page) recovers; the send goes once per press, and a
// send whose answer never came is looked for before it goes again (decision 0037): one case at the bank.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import {
  findByShadowLabelText,
  findByShadowRole,
  findByShadowText,
  getByShadowRole,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import '../../elements/salgspant-application.define.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { FAILING_FAULTS, faultScope, LATENCY, lateWriteLanded, pageTimeout } from '../helpers/faults.js';
import { loginAs, logout } from '../helpers/sandbox.js';

const KARI = '14038512324';
const SEND = 'POST /salgspant/api/application/submit';
const USER = 'GET /salgspant/api/user';
const CAR_LOAN = {
  loanProduct: 'CAR',
  loanType: 'VEHICLE_LOAN',
  vehicleRegistrationNumber: 'BS30917',
  odometerValue: 42000,
  vehiclePrice: 250000,
  equity: 50000,
  loanAmount: 200000,
  requestedLoanPeriodInMonths: 60,
  monthlyCost: 4100,
};

async function calculation(): Promise<string> {
  const response = await fetch('/salgspant/api/cache', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-BankRegNr': '9999' },
    body: JSON.stringify(CAR_LOAN),
  });
  return ((await response.json()) as { cacheId: string }).cacheId;
}

async function consentGiven() {
  const csrf = /(?:^|; )salgspant=([^;]*)/.exec(document.cookie)?.[1] ?? '';
  await fetch('/salgspant/api/sbl/get-or-create', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-BankRegNr': '9999', 'X-CSRF-Token': decodeURIComponent(csrf) },
    body: JSON.stringify({ redirectUrl: '/min-oversikt/salgspantsoknad', lastName: 'X' }),
  });
  await fetch('/sandbox/tax-consent', {
    method: 'POST',
    body: new URLSearchParams({ answer: 'accept' }),
    redirect: 'manual',
  });
}

const original = `${location.pathname}${location.search}`;
const plainFetch = globalThis.fetch.bind(globalThis);
const application = () => fixture(html`<salgspant-application bank-reg-nr="9999"></salgspant-application>`);

async function atStep(el: HTMLElement, label: string, title: string) {
  const heading = await findByShadowRole(el, 'heading', { name: `${label} ${title}` });
  await until(() => heading.closest('li')?.getAttribute('aria-current') === 'step', `${label} open`);
}

/** Logs in and puts the page at a fresh calculation; returns its id. */
async function atCalculation(): Promise<string> {
  await loginAs(KARI);
  await consentGiven();
  const cacheId = await calculation();
  const params = new URLSearchParams(location.search);
  params.set('cacheId', cacheId);
  history.replaceState(null, '', `${location.pathname}?${params.toString()}#/application/form`);
  return cacheId;
}

describe('<salgspant-application> under faults', () => {
  let faults: ReturnType<typeof faultScope>;
  let removeTimeout: () => void;
  let navigations: string[];
  const onNavigate = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ href: string }>).detail.href);
  };
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    sessionStorage.clear();
    faults = faultScope();
    removeTimeout = pageTimeout();
    navigations = [];
    document.addEventListener('salgspant-navigate', onNavigate);
  });
  afterEach(async () => {
    document.removeEventListener('salgspant-navigate', onNavigate);
    removeTimeout();
    await faults.restore();
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  it('latency on every entry read: the loader, then step 1', async () => {
    const cacheId = await atCalculation();
    for (const endpoint of ['GET /salgspant/api/user/session', USER, `GET /salgspant/api/cache/${cacheId}`])
      await faults.inject(endpoint, LATENCY);
    const el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
  });

  for (const { kind, fault } of FAILING_FAULTS) {
    it(`${kind} on the calculation: step 1's message with «Prøv igjen», which recovers`, async () => {
      const cacheId = await atCalculation();
      await faults.inject(`GET /salgspant/api/cache/${cacheId}`, fault);
      const el = await application();
      const retry = await findByShadowRole(el, 'button', { name: 'Prøv igjen' });
      await expectAccessible(el, `calculation: ${kind}`);
      await faults.clear();
      retry.click();
      await findByShadowText(el, 'BS30917', {});
    });

    it(`${kind} on the customer: the catalogue's screen, and coming back to the page recovers`, async () => {
      await atCalculation();
      await faults.inject(USER, fault);
      const el = await application();
      await until(() => el.shadowRoot?.querySelector('.ui-error-screen, [role="alert"], h3') !== null);
      await until(() => faults.count(USER) >= 1 && !/Henter|Vent Litt/.test(el.shadowRoot?.textContent ?? ''));
      expect(queryByShadowRole(el, 'heading', { name: '1 av 5 Lånet du søker om' })).to.equal(null);
      await expectAccessible(el, `customer: ${kind}`);
      await faults.clear();
      el.remove();
      await atStep(await application(), '1 av 5', 'Lånet du søker om');
    });
  }

  /** At step 5 with Kari's answers (the declaration answered at once), reached with the keyboard. */
  async function atReview(): Promise<HTMLElement> {
    await atCalculation();
    await faults.inject('GET /kyc-declaration/api/kyc/v8/form', {
      body: JSON.stringify({
        process: { processType: 'CAR_LOAN', completed: false },
        sections: [{ type: 'WELCOME', header: 'Velkommen til kundeerklæringen', text: '<p>Hei</p>' }],
      }),
      times: 1,
    });
    await faults.inject('POST /kyc-declaration/api/kyc/v2/complete-declaration', {
      body: JSON.stringify({ caseStatus: 'OK' }),
      times: 1,
    });
    const el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, '3 av 5', 'Opplysninger om deg');
    for (const [label, typed] of [
      ['Bosituasjon', 'Eier'],
      ['Arbeidssituasjon', 'Fast'],
      ['Årsinntekt før skatt', '800000'],
      [/^Samlet gjeld/, '100000'],
    ] as const) {
      (await findByShadowLabelText(el, label, {})).focus();
      await sendKeys({ type: typed });
    }
    const nextButtons = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].filter((b) => b.textContent === 'Neste');
    defined(nextButtons.at(-1)).click();
    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, '5 av 5', 'Se over og send inn');
    await findByShadowText(el, 'Dette søker du om', {});
    return el;
  }

  /** The ids of Kari's cases (GET /landingpage, outside the test's fault scope and counts). */
  async function cases(): Promise<string[]> {
    const response = await plainFetch('/salgspant/api/landingpage', { headers: { 'X-BankRegNr': '9999' } });
    return ((await response.json()) as Array<{ applicationId: string }>).map((c) => c.applicationId);
  }

  /** The one case the send created, and the page went on to its completion. */
  async function oneNewCase(before: string[]) {
    await until(() => navigations.length === 1, 'on to the completion');
    const created = (await cases()).filter((id) => !before.includes(id));
    expect(created, 'one case at the bank').to.have.length(1);
    expect(navigations[0]).to.contain(`id=${created[0] ?? ''}`);
  }

  const failed = (el: HTMLElement) => /kontakt|svarer ikke|uventet|gikk galt/i.test(el.shadowRoot?.textContent ?? '');

  for (const { kind, fault } of FAILING_FAULTS) {
    const landsLate = 'latencyMs' in fault;
    it(`${kind} on the send: the message above «Send søknad», every answer kept, and ${
      landsLate ? 'the case the late send created is found, not sent again' : 'one request per press'
    }`, async () => {
      const el = await atReview();
      const before = await cases();

      await faults.inject(SEND, fault);
      const send = getByShadowRole(el, 'button', { name: 'Send søknad' });
      send.click();
      send.click();
      await until(() => failed(el));
      expect(faults.count(SEND)).to.equal(1);
      expect(navigations).to.deep.equal([]);
      expect(getByShadowRole(el, 'heading', { name: '5 av 5 Se over og send inn' })).to.exist;
      expect((el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ')).to.contain('800 000 kr');
      await expectAccessible(el, `send: ${kind}`);
      await lateWriteLanded(fault);
      await faults.clear();
      getByShadowRole(el, 'button', { name: 'Send søknad' }).focus();
      await sendKeys({ press: 'Enter' });
      await oneNewCase(before);
      expect(faults.count(SEND)).to.equal(landsLate ? 1 : 2);
    }).timeout(20000);
  }

  it('a send whose answer is lost after the bank took it goes on to that case at once, sent once', async () => {
    const el = await atReview();
    const before = await cases();
    await faults.inject(SEND, { latencyMs: 1300, times: 1 });
    getByShadowRole(el, 'button', { name: 'Send søknad' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => faults.count(SEND) === 1, 'sent');
    // The look-up after the timeout (1 s) answers after the late send has landed (1.3 s).
    await faults.inject('GET /salgspant/api/landingpage', { latencyMs: 800 });
    await oneNewCase(before);
    expect(failed(el), 'no failure shown').to.equal(false);
    expect(faults.count(SEND)).to.equal(1);
  }).timeout(20000);

  it('a send whose answer never came is looked for after a reload, and not sent again', async () => {
    const first = await atReview();
    const before = await cases();
    const late = { latencyMs: 2500 };
    await faults.inject(SEND, late);
    getByShadowRole(first, 'button', { name: 'Send søknad' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => failed(first));
    first.remove();
    await lateWriteLanded(late);
    await faults.clear();

    const el = await application();
    await atStep(el, '5 av 5', 'Se over og send inn');
    getByShadowRole(el, 'button', { name: 'Send søknad' }).focus();
    await sendKeys({ press: 'Enter' });
    await oneNewCase(before);
    expect(faults.count(SEND)).to.equal(1);
  }).timeout(25000);

  it('an element removed while the press still reads the cases sends nothing', async () => {
    await faults.inject('GET /salgspant/api/landingpage', { latencyMs: 900 });
    const el = await atReview();
    getByShadowRole(el, 'button', { name: 'Send søknad' }).focus();
    await sendKeys({ press: 'Enter' });
    el.remove();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(faults.count(SEND)).to.equal(0);
    expect(navigations).to.deep.equal([]);
  }).timeout(20000);

  it('a send refused by the bank is sent again on the next press: nothing is looked for', async () => {
    const el = await atReview();
    const before = await cases();
    const LIST = 'GET /salgspant/api/landingpage';
    // Step 5's own read of the list, before anything is sent.
    await until(() => faults.count(LIST) === 1, 'the cases read when step 5 opened');
    await faults.inject(SEND, { status: 500, times: 1 });
    getByShadowRole(el, 'button', { name: 'Send søknad' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => failed(el));
    getByShadowRole(el, 'button', { name: 'Send søknad' }).focus();
    await sendKeys({ press: 'Enter' });
    await oneNewCase(before);
    expect(faults.count(SEND)).to.equal(2);
    expect(faults.count(LIST), 'no look-up after the refusal, nor at the next press').to.equal(1);
  }).timeout(20000);

  it('a case found after a lost answer that cannot be read is shown as a failure, and not sent again', async () => {
    const el = await atReview();
    const before = await cases();
    const late = { latencyMs: 2500 };
    await faults.inject(SEND, late);
    getByShadowRole(el, 'button', { name: 'Send søknad' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => failed(el));
    await lateWriteLanded(late);
    await faults.clear();
    const [created = ''] = (await cases()).filter((id) => !before.includes(id));
    await faults.inject(`GET /salgspant/api/application/ongoing/${created}`, { status: 503 });

    getByShadowRole(el, 'button', { name: 'Send søknad' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => faults.count(`GET /salgspant/api/application/ongoing/${created}`) >= 1, 'the case read');
    const sendButton = getByShadowRole(el, 'button', { name: 'Send søknad' });
    await until(() => failed(el) && !sendButton.hasAttribute('aria-disabled'), 'the failure shown');
    expect(navigations).to.deep.equal([]);
    expect(faults.count(SEND), 'not sent again').to.equal(1);
    await expectAccessible(el, 'the case found cannot be read');

    await faults.clear();
    getByShadowRole(el, 'button', { name: 'Send søknad' }).focus();
    await sendKeys({ press: 'Enter' });
    await oneNewCase(before);
    expect(faults.count(SEND)).to.equal(1);
  }).timeout(25000);
});
