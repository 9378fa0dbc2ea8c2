// <salgspant-application> when the login session runs out on the way (decision 0030): the customer goes
// through the (simulated) BankID login and continues at the same step with what they typed; and no
// address the element asks for, or sends the customer to, carries a token or a national id.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowLabelText, findByShadowRole, findByShadowText, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-application.define.js';
import type { SalgspantNavigateDetail } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { injectFault, loginAs, logout } from '../helpers/sandbox.js';

const KARI = '14038512324';
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

/** The customer has already accepted the tax-data consent at the portal. */
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

/** The session runs out on the server (the sandbox's control API); the browser keeps its cookies. */
async function sessionRunsOut() {
  const response = await fetch('/sandbox/api/session/expire', { method: 'POST' });
  expect(response.status).to.equal(204);
}

/** The customer logs in again on the sandbox's BankID page, which sends them back to `returnTo`. */
async function logInAgain(returnTo: string) {
  const response = await fetch('/sandbox/login', {
    method: 'POST',
    body: new URLSearchParams({ ssn: KARI, returnTo }),
    redirect: 'manual',
  });
  expect(response.type === 'opaqueredirect' || response.status === 303).to.equal(true);
}

const original = `${location.pathname}${location.search}`;
let navigations: SalgspantNavigateDetail[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<SalgspantNavigateDetail>).detail);
};

/** Every request the page makes (the elements use the page's fetch): its URL and its KYC token header. */
let requests: Array<{ url: string; kycToken: string | null }> = [];
const pageFetch = globalThis.fetch;
function recordRequests() {
  requests = [];
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    requests.push({ url: request.url, kycToken: request.headers.get('X-KYC-Token') });
    return pageFetch(request);
  };
}

const application = () => fixture(html`<salgspant-application bank-reg-nr="9999"></salgspant-application>`);

async function atStep(el: HTMLElement, label: string, title: string) {
  const heading = await findByShadowRole(el, 'heading', { name: `${label} ${title}` });
  await until(() => heading.closest('li')?.getAttribute('aria-current') === 'step', `${label} open`);
}

async function choose(el: HTMLElement, label: string | RegExp, typed: string) {
  const select = await findByShadowLabelText(el, label, {});
  select.focus();
  await sendKeys({ type: typed });
}

async function typeInto(el: HTMLElement, label: string | RegExp, text: string) {
  const control = await findByShadowLabelText(el, label, {});
  control.focus();
  await sendKeys({ type: text });
}

const valueOf = async (el: HTMLElement, label: string | RegExp) =>
  (await findByShadowLabelText<HTMLInputElement>(el, label, {})).value.replace(/\s/g, '');

function nextFromApplicants(el: HTMLElement) {
  const buttons = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].filter((b) => b.textContent === 'Neste');
  defined(buttons.at(-1), 'Neste of step 3').click();
}

/** Logs in, opens a fresh calculation with the consent given, and types step 3. */
async function atApplicants() {
  await loginAs(KARI);
  await consentGiven();
  const params = new URLSearchParams(location.search);
  params.set('cacheId', await calculation());
  history.replaceState(null, '', `${location.pathname}?${params.toString()}#/application/form`);
  const el = await application();
  await atStep(el, '1 av 5', 'Lånet du søker om');
  getByShadowRole(el, 'button', { name: 'Neste' }).click();
  await atStep(el, '3 av 5', 'Opplysninger om deg');
  await choose(el, 'Bosituasjon', 'Eier');
  await choose(el, 'Arbeidssituasjon', 'Fast');
  await typeInto(el, 'Årsinntekt før skatt', '800000');
  await typeInto(el, /^Samlet gjeld/, '100000');
  return el;
}

/** Waits for the element to send the customer to the login; returns the address to come back to. */
async function sentToLogin(el: HTMLElement): Promise<string> {
  await until(() => navigations.length === 1, 'a navigation to the login');
  const login = new URL(defined(navigations[0]).href, location.origin);
  expect(login.pathname).to.equal('/sandbox/login');
  const returnTo = defined(login.searchParams.get('returnTo'));
  expect(returnTo).to.equal(`${location.pathname}${location.search}${location.hash}`);
  await findByShadowText(el, 'Du sendes til innlogging med BankID …');
  await expectAccessible(el, 'going to the login after the session ran out');
  navigations = [];
  return returnTo;
}

describe('<salgspant-application> when the session runs out', () => {
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    sessionStorage.clear();
    navigations = [];
    document.addEventListener('salgspant-navigate', onNavigate);
  });

  afterEach(async () => {
    globalThis.fetch = pageFetch;
    document.removeEventListener('salgspant-navigate', onNavigate);
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  it('at step 3: through the login and back to step 3 with everything typed, then on to step 4', async () => {
    const el = await atApplicants();
    await sessionRunsOut();
    nextFromApplicants(el);
    const returnTo = await sentToLogin(el);
    el.remove();

    await logInAgain(returnTo);
    const again = await application();
    await atStep(again, '3 av 5', 'Opplysninger om deg');
    expect(await valueOf(again, 'Årsinntekt før skatt')).to.contain('800000');
    expect(await valueOf(again, /^Samlet gjeld/)).to.contain('100000');
    await injectFault({
      endpoint: 'GET /kyc-declaration/api/kyc/v8/form',
      body: JSON.stringify({
        process: { processType: 'CAR_LOAN', completed: false },
        sections: [{ type: 'WELCOME', header: 'Velkommen til kundeerklæringen', text: '<p>Hei</p>' }],
      }),
      times: 1,
    });
    nextFromApplicants(again);
    await atStep(again, '4 av 5', 'Kundeerklæring');
    await expectAccessible(again, 'step 4 after logging in again');
  });

  it('at step 4: through the login and back to step 4 (step 3 stays done), then on to the send', async () => {
    const el = await atApplicants();
    await injectFault({
      endpoint: 'GET /kyc-declaration/api/kyc/v8/form',
      body: JSON.stringify({
        process: { processType: 'CAR_LOAN', completed: false },
        sections: [{ type: 'WELCOME', header: 'Velkommen til kundeerklæringen', text: '<p>Hei</p>' }],
      }),
      times: 2,
    });
    nextFromApplicants(el);
    await atStep(el, '4 av 5', 'Kundeerklæring');
    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
    await sessionRunsOut();
    // The customer comes back to the page (a reload, another tab's visit): the session is gone.
    el.remove();
    const again = await application();
    const returnTo = await sentToLogin(again);
    again.remove();

    await logInAgain(returnTo);
    const back = await application();
    await atStep(back, '4 av 5', 'Kundeerklæring');
    await findByShadowRole(back, 'heading', { name: 'Velkommen til kundeerklæringen' });
    await injectFault({
      endpoint: 'POST /kyc-declaration/api/kyc/v2/complete-declaration',
      body: JSON.stringify({ caseStatus: 'OK' }),
      times: 1,
    });
    getByShadowRole(back, 'button', { name: 'Neste' }).click();
    await atStep(back, '5 av 5', 'Se over og send inn');
    await findByShadowText(back, 'Dette søker du om', {});
    expect((back.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ')).to.contain('800 000 kr');
    getByShadowRole(back, 'button', { name: 'Send søknad' }).click();
    await until(() => navigations.length === 1, 'the completion');
    expect(new URL(defined(navigations[0]).href, location.origin).pathname).to.equal('/min-oversikt/salgspantfullfor');
  });

  it('no request and no navigation of a whole application carries a token or a national id', async () => {
    recordRequests();
    const el = await atApplicants();
    await injectFault({
      endpoint: 'GET /kyc-declaration/api/kyc/v8/form',
      body: JSON.stringify({
        process: { processType: 'CAR_LOAN', completed: false },
        sections: [{ type: 'WELCOME', header: 'Velkommen til kundeerklæringen', text: '<p>Hei</p>' }],
      }),
      times: 1,
    });
    await injectFault({
      endpoint: 'POST /kyc-declaration/api/kyc/v2/complete-declaration',
      body: JSON.stringify({ caseStatus: 'OK' }),
      times: 1,
    });
    nextFromApplicants(el);
    await atStep(el, '4 av 5', 'Kundeerklæring');
    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, '5 av 5', 'Se over og send inn');
    await findByShadowText(el, 'Dette søker du om', {});
    getByShadowRole(el, 'button', { name: 'Send søknad' }).click();
    await until(() => navigations.length === 1, 'the completion');
    const secrets = [
      KARI,
      ...new Set(requests.map((r) => r.kycToken).filter((t): t is string => t !== null)),
      decodeURIComponent(/(?:^|; )salgspant=([^;]*)/.exec(document.cookie)?.[1] ?? 'no-csrf-cookie'),
    ];
    expect(secrets.length).to.be.greaterThan(2);
    const addresses = [...requests.map((r) => r.url), ...navigations.map((n) => n.href), location.href];
    expect(addresses.length).to.be.greaterThan(10);
    for (const address of addresses) {
      const decoded = decodeURIComponent(address);
      for (const secret of secrets) expect(decoded, address).not.to.contain(secret);
    }
  });
});
