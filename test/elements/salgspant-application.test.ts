// <salgspant-application> as a customer uses it: the sandbox's test persons, sessions, calculations,
// tax portal and faults over HTTP; queries by role and text; axe in every state.
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
import type {
  SalgspantAnalyticsDetail,
  SalgspantAnalyticsEvent,
  SalgspantNavigateDetail,
} from '../../src/platform/events.js';
// Every state: axe, the heading outline and the order of the step's actions.
import { expectAccessibleFlow as expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { injectFault, loginAs, logout } from '../helpers/sandbox.js';

/** National ids of the sandbox's test persons (README «Test persons»). */
const P = {
  kari: '14038512324',
  dag: '57029217892',
  mina: '20050951201',
  siri: '04049513408',
  sara: '19088724537',
  mona: '12108335627',
  ulrik: '06068639083',
  arne: '24127222335',
  lars: '08019333478',
  stine: '03038915788',
  kjell: '25017041293',
  nils: '15057840193',
  dina: '18079426756',
  per: '30069034531',
} as const;

const textOf = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');
const deepFocus = (el: Element) => el.shadowRoot?.activeElement ?? null;

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

/** Stores a calculation as the calculator does (POST /cache) and returns its id. */
async function calculation(body: Record<string, unknown> = CAR_LOAN): Promise<string> {
  const response = await fetch('/salgspant/api/cache', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-BankRegNr': '9999' },
    body: JSON.stringify(body),
  });
  if (response.status !== 201) throw new Error(`calculation: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { cacheId: string }).cacheId;
}

const original = `${location.pathname}${location.search}`;

/** Puts the page at an address of the application page (query and hash route), keeping the runner's query. */
function at(query: Record<string, string>, route = '/application/form'): void {
  const params = new URLSearchParams(location.search);
  for (const [key, value] of Object.entries(query)) params.set(key, value);
  history.replaceState(null, '', `${location.pathname}?${params.toString()}#${route}`);
}

let navigations: SalgspantNavigateDetail[] = [];
/** `salgspant-analytics` as a host page hears it. */
let outcomes: SalgspantAnalyticsDetail[] = [];
const onOutcome = (event: SalgspantAnalyticsEvent) => outcomes.push(event.detail);
const onNavigate = (event: Event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<SalgspantNavigateDetail>).detail);
};

async function application(): Promise<HTMLElement> {
  return fixture(html`<salgspant-application bank-reg-nr="9999"></salgspant-application>`);
}

/** Waits for the open step: its «n av total» label and title, with focus on its heading when asked. */
async function atStep(el: HTMLElement, label: string, title: string) {
  const heading = await findByShadowRole(el, 'heading', { name: `${label} ${title}` });
  await until(() => heading.closest('li')?.getAttribute('aria-current') === 'step', `${label} open`);
  return heading;
}

describe('<salgspant-application>', () => {
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    sessionStorage.clear();
    navigations = [];
    outcomes = [];
    document.addEventListener('salgspant-navigate', onNavigate);
    document.addEventListener('salgspant-analytics', onOutcome);
  });

  afterEach(async () => {
    document.removeEventListener('salgspant-navigate', onNavigate);
    document.removeEventListener('salgspant-analytics', onOutcome);
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  it('says the calculation is missing without a cacheId, with a link to the calculator', async () => {
    await loginAs(P.kari);
    history.replaceState(null, '', `${original}#/application/form`);
    const el = await application();
    await findByShadowText(el, 'Vi finner ikke beregningen din');
    expect(getByShadowRole(el, 'link', { name: 'Gå til lånekalkulatoren' }).getAttribute('href')).to.equal(
      '/lane/salgspant',
    );
    await expectAccessible(el, 'missing cache id');
  });

  it('sends a visitor without a session through the BankID login and back to the same address', async () => {
    at({ cacheId: await calculation() });
    const el = await application();
    await until(() => navigations.length === 1, 'a navigation to the login');
    const login = new URL(defined(navigations[0]).href, location.origin);
    expect(login.pathname).to.equal('/sandbox/login');
    expect(login.searchParams.get('returnTo')).to.equal(`${location.pathname}${location.search}${location.hash}`);
    await findByShadowText(el, 'Du sendes til innlogging med BankID …');
    await expectAccessible(el, 'going to login');
  });

  it('shows the loan of the calculation in step 1 of 5 and opens step 2 with focus on its heading', async () => {
    await loginAs(P.kari);
    at({ cacheId: await calculation() });
    const el = await application();
    await findByShadowRole(el, 'heading', { name: 'Søknad om lån' });
    await atStep(el, '1 av 5', 'Lånet du søker om');
    const text = textOf(el);
    for (const fact of ['BS30917', '42 000 km', '250 000 kr', '50 000 kr', '60 måneder', '200 000 kr']) {
      expect(text).to.contain(fact);
    }
    for (const title of [
      '2 av 5 Samtykke til skatteopplysninger',
      '3 av 5 Opplysninger om deg',
      '5 av 5 Se over og send inn',
    ]) {
      expect(getByShadowRole(el, 'heading', { name: title })).to.exist;
    }
    await expectAccessible(el, 'step 1');
    getByShadowRole(el, 'button', { name: 'Neste' }).focus();
    await sendKeys({ press: 'Enter' });
    const heading = await atStep(el, '2 av 5', 'Samtykke til skatteopplysninger');
    await until(() => deepFocus(el) === heading, 'focus on the step heading');
    await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
    await expectAccessible(el, 'step 2, consent needed');
  });

  it('shows a loan commitment without vehicle and a caravan loan without odometer', async () => {
    await loginAs(P.kari);
    at({
      cacheId: await calculation({
        ...CAR_LOAN,
        loanType: 'LOAN_COMMITMENT',
        vehicleRegistrationNumber: null,
        odometerValue: null,
      }),
    });
    let el = await application();
    await findByShadowRole(el, 'heading', { name: 'Søknad om lånebevis' });
    await atStep(el, '1 av 5', 'Lånet du søker om');
    expect(textOf(el)).not.to.contain('Registreringsnummer');
    expect(textOf(el)).not.to.contain('Kilometerstand');

    at({
      cacheId: await calculation({ ...CAR_LOAN, loanProduct: 'CARAVAN', vehicleRegistrationNumber: 'HY1045' }),
    });
    el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    expect(textOf(el)).to.contain('HY1045');
    expect(textOf(el)).to.contain('Campingvogn');
    expect(textOf(el)).not.to.contain('Kilometerstand');
  });

  it('goes back to the calculator of the product with «Forrige» in step 1', async () => {
    await loginAs(P.kari);
    at({ cacheId: await calculation() });
    const el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Forrige' }).click();
    expect(navigations.at(-1)?.href).to.equal('/lane/salgspant#/calculator/car');
  });

  it('keeps a failed fetch of the calculation in step 1 with a retry that works', async () => {
    await loginAs(P.kari);
    const cacheId = await calculation();
    at({ cacheId });
    await injectFault({
      endpoint: `GET /salgspant/api/cache/${cacheId}`,
      status: 503,
      errorName: 'SERVICE_UNAVAILABLE',
      // Three times: a read is tried three times before it fails (decision 0030).
      times: 3,
    });
    const el = await application();
    await findByShadowRole(el, 'heading', { name: 'Vi får ikke kontakt med tjenesten' });
    await expectAccessible(el, 'cache failed');
    getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
    await findByShadowText(el, 'BS30917', {});
  });

  it('gives under-18 and D-number customers their screens', async () => {
    const cacheId = await calculation();
    await loginAs(P.mina);
    at({ cacheId });
    let el = await application();
    await findByShadowText(el, 'Du kan dessverre ikke søke om lån når du er under 18 år.', {});
    await expectAccessible(el, 'minor');
    await logout();
    await loginAs(P.dag);
    el = await application();
    await findByShadowText(el, 'Du kan dessverre ikke søke om lån med D-nummer.', {});
    await expectAccessible(el, 'd-number');
  });

  it('shows the user-context screen when GET /user fails (Ulrik)', async () => {
    await loginAs(P.ulrik);
    at({ cacheId: await calculation() });
    const el = await application();
    await findByShadowRole(el, 'heading', { name: 'Vi kunne ikke hente opplysningene dine' });
    expect(queryByShadowRole(el, 'heading', { name: /1 av 5/ })).to.equal(null);
    await expectAccessible(el, 'user context');
  });

  it('runs the tax-portal round trip in the same window and goes on to step 3 when the consent is accepted', async () => {
    await loginAs(P.kari);
    const cacheId = await calculation();
    at({ cacheId });
    let el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    const open = await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
    open.click();
    expect(navigations.at(-1)?.href).to.equal('/sandbox/tax-consent');
    // The customer accepts at the portal, which sends the browser back to the address given.
    const portal = await fetch('/sandbox/tax-consent', {
      method: 'POST',
      body: new URLSearchParams({ answer: 'accept' }),
      redirect: 'manual',
    });
    expect(portal.type === 'opaqueredirect' || portal.status === 303).to.equal(true);
    el.remove();
    el = await application();
    await atStep(el, '3 av 5', 'Opplysninger om deg');
    expect(getByShadowRole(el, 'heading', { name: '2 av 5 Samtykke til skatteopplysninger' })).to.exist;
  });

  it('treats a return whose address contains /error as a failure that can be given again', async () => {
    await loginAs(P.kari);
    const cacheId = await calculation();
    at({ cacheId });
    let el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    (await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' })).click();
    await fetch('/sandbox/tax-consent', {
      method: 'POST',
      body: new URLSearchParams({ answer: 'reject' }),
      redirect: 'manual',
    });
    el.remove();
    at({ cacheId }, '/application/form/error');
    el = await application();
    await findByShadowText(el, 'Samtykket ble ikke registrert', {});
    expect(location.hash).to.equal('#/application/form');
    await expectAccessible(el, 'consent failed');
    getByShadowRole(el, 'button', { name: 'Gi samtykke på nytt' }).click();
    await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
  });

  it('offers a rejected consent again', async () => {
    await loginAs(P.kari);
    const cacheId = await calculation();
    at({ cacheId });
    let el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
    await fetch('/sandbox/tax-consent', { method: 'GET' });
    await fetch('/sandbox/tax-consent', {
      method: 'POST',
      body: new URLSearchParams({ answer: 'reject' }),
      redirect: 'manual',
    });
    await injectFault({
      endpoint: 'POST /salgspant/api/sbl/get-or-create',
      body: JSON.stringify({ customerUrl: null, sblStatus: 'REJECTED' }),
      times: 1,
    });
    el.remove();
    el = await application();
    await findByShadowText(el, 'Du har ikke gitt samtykke', {});
    await expectAccessible(el, 'consent rejected');
    getByShadowRole(el, 'button', { name: 'Gi samtykke på nytt' }).focus();
    await sendKeys({ press: 'Enter' });
    await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
    // The loader took «Gi samtykke på nytt» away: the step's title keeps the focus (decision 0117).
    const title = await atStep(el, '2 av 5', 'Samtykke til skatteopplysninger');
    await until(() => el.shadowRoot?.activeElement === title, 'focus on the step’s title');
  });

  it('says plainly when the last name is missing (Lars), and shows the tax-period screen (Siri)', async () => {
    const cacheId = await calculation();
    await loginAs(P.lars);
    at({ cacheId });
    let el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowText(el, 'Vi mangler etternavnet ditt', {});
    await expectAccessible(el, 'missing last name');
    el.remove();
    await logout();
    sessionStorage.clear();
    await loginAs(P.siri);
    el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowRole(el, 'heading', { name: 'Vi fikk ikke hentet skatteopplysningene dine' });
    await expectAccessible(el, 'no tax period');
  });

  it('goes back to step 1 when the consent cannot be saved before it is accepted (Sara)', async () => {
    await loginAs(P.sara);
    at({ cacheId: await calculation() });
    const el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowText(el, /Vi klarte ikke å lagre samtykkene dine/, {});
    await atStep(el, '1 av 5', 'Lånet du søker om');
    await expectAccessible(el, 'consent save failed');
  });

  it('skips the tax-data consent for an advisor (Arne): four steps', async () => {
    await loginAs(P.arne);
    at({ cacheId: await calculation() });
    const el = await application();
    await atStep(el, '1 av 4', 'Lånet du søker om');
    expect(queryByShadowRole(el, 'heading', { name: /Samtykke til skatteopplysninger/ })).to.equal(null);
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, '2 av 4', 'Opplysninger om deg');
  });

  describe('the receipt route', () => {
    it('says «Mangler et gyldig saksnummer.» without an id', async () => {
      await loginAs(P.kari);
      history.replaceState(null, '', `${original}#/application/receipt`);
      const el = await application();
      await findByShadowText(el, 'Mangler et gyldig saksnummer.');
      await expectAccessible(el, 'missing case id');
    });

    it('shows the other-applicant-missing screen for a DOCUMENTS_SENT case whose co-applicant is missing (Mona)', async () => {
      await loginAs(P.mona);
      at({ id: '100000004' }, '/application/receipt');
      const el = await application();
      await findByShadowRole(el, 'heading', { name: 'Vi venter på den andre søkeren' });
      await expectAccessible(el, 'other applicant missing');
    });

    it('sends an approved loan on to the completion with its id', async () => {
      await loginAs(P.kari);
      at({ id: '100000001' }, '/application/receipt');
      await application();
      await until(() => navigations.length === 1, 'a navigation to the completion');
      expect(navigations[0]?.href).to.equal('/min-oversikt/salgspantfullfor?id=100000001');
    });

    it('shows an approved loan commitment under «Søknad om lånebevis», its receipt one level below', async () => {
      await loginAs(P.kari);
      at({ id: '100000002' }, '/application/receipt');
      const el = await application();
      await findByShadowRole(el, 'heading', { level: 3, name: 'Du har fått lånebevis' });
      expect(getByShadowRole(el, 'heading', { level: 2 }).textContent).to.equal('Søknad om lånebevis');
      await findByShadowRole(el, 'button', { name: 'Gjør om til lån' });
      await expectAccessible(el, 'commitment receipt');
    });

    it("shows the service screen for another customer's case and for an unknown status", async () => {
      await loginAs(P.kari);
      at({ id: '100000004' }, '/application/receipt');
      let el = await application();
      await findByShadowRole(el, 'heading', { name: 'Vi finner ikke søknaden' });
      el.remove();
      await logout();
      await loginAs(P.stine);
      at({ id: '100000008' }, '/application/receipt');
      el = await application();
      await findByShadowRole(el, 'heading', { name: 'Vi kan ikke vise søknaden' });
      await expectAccessible(el, 'unknown status');
    });
  });

  describe('steps 3 to 5 and the send', () => {
    const FORM = 'GET /kyc-declaration/api/kyc/v8/form';
    const COMPLETE = 'POST /kyc-declaration/api/kyc/v2/complete-declaration';
    /** A one-section declaration, so the KYC step is quick; its completion answers `status`. */
    async function shortDeclaration(status: string) {
      const form = {
        process: { processType: 'CAR_LOAN', completed: false },
        sections: [{ type: 'WELCOME', header: 'Velkommen til kundeerklæringen', text: '<p>Hei</p>' }],
      };
      await injectFault({ endpoint: FORM, body: JSON.stringify(form), times: 1 });
      await injectFault({ endpoint: COMPLETE, body: JSON.stringify({ caseStatus: status }), times: 1 });
    }

    /** How many cases the logged-in customer has (GET /landingpage). */
    async function casesOfCustomer(): Promise<number> {
      const response = await fetch('/salgspant/api/landingpage', { headers: { 'X-BankRegNr': '9999' } });
      return ((await response.json()) as unknown[]).length;
    }

    /** The customer has already accepted the tax-data consent at the portal. */
    async function consentGiven() {
      const csrf = /(?:^|; )salgspant=([^;]*)/.exec(document.cookie)?.[1] ?? '';
      const created = await fetch('/salgspant/api/sbl/get-or-create', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-BankRegNr': '9999',
          'X-CSRF-Token': decodeURIComponent(csrf),
        },
        body: JSON.stringify({ redirectUrl: '/min-oversikt/salgspantsoknad', lastName: 'X' }),
      });
      if (!created.ok) throw new Error(`consentGiven: ${created.status}`);
      await fetch('/sandbox/tax-consent', {
        method: 'POST',
        body: new URLSearchParams({ answer: 'accept' }),
        redirect: 'manual',
      });
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

    /** Logs in, opens a calculation with the consent given, and fills step 3 as the main applicant alone. */
    async function throughApplicants(ssn: string, body: Record<string, unknown> = CAR_LOAN, income = '800000') {
      await loginAs(ssn);
      await consentGiven();
      at({ cacheId: await calculation(body) });
      const el = await application();
      await atStep(el, '1 av 5', 'Lånet du søker om');
      getByShadowRole(el, 'button', { name: 'Neste' }).click();
      await atStep(el, '3 av 5', 'Opplysninger om deg');
      await choose(el, 'Bosituasjon', 'Eier');
      await choose(el, 'Arbeidssituasjon', 'Fast');
      await typeInto(el, 'Årsinntekt før skatt', income);
      await typeInto(el, /^Samlet gjeld/, '100000');
      await expectAccessible(el, 'step 3 filled');
      return el;
    }

    function nextFromApplicants(el: HTMLElement) {
      const buttons = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].filter((b) => b.textContent === 'Neste');
      defined(buttons.at(-1), 'Neste of step 3').click();
    }

    it('runs steps 3, 4 and 5 and sends exactly the payload of spec 1 §3, then goes to the completion', async () => {
      const el = await throughApplicants(P.kari);
      await shortDeclaration('OK');
      nextFromApplicants(el);
      await atStep(el, '4 av 5', 'Kundeerklæring');
      await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
      await expectAccessible(el, 'step 4, declaration');
      expect(Object.keys(sessionStorage).some((k) => k.startsWith('v1:application:draft:'))).to.equal(true);
      getByShadowRole(el, 'button', { name: 'Neste' }).click();
      const review = await atStep(el, '5 av 5', 'Se over og send inn');
      await until(() => deepFocus(el) === review, 'focus on step 5');
      await findByShadowText(el, 'Dette søker du om', {});
      const text = textOf(el);
      for (const fact of [
        'Dette søker du om',
        'BS30917',
        '250 000 kr',
        'Kari Nordmann',
        '800 000 kr',
        'Ingen medsøker',
        'Besvart',
      ]) {
        expect(text).to.contain(fact);
      }
      await expectAccessible(el, 'step 5');
      const before = await casesOfCustomer();
      // A double click sends one application.
      const send = getByShadowRole(el, 'button', { name: 'Send søknad' });
      send.click();
      send.click();
      await until(() => navigations.length === 1, 'the completion');
      const target = new URL(defined(navigations[0]).href, location.origin);
      expect(target.pathname).to.equal('/min-oversikt/salgspantfullfor');
      const id = defined(target.searchParams.get('id'));
      const saved = (await (
        await fetch(`/salgspant/api/application/ongoing/${id}`, { headers: { 'X-BankRegNr': '9999' } })
      ).json()) as { applicationStatus: string; loanInfo: Record<string, unknown> };
      expect(saved.applicationStatus).to.equal('APPROVED');
      expect(saved.loanInfo).to.include({
        loanType: 'VEHICLE_LOAN',
        loanProduct: 'CAR',
        vehiclePrice: 250000,
        equity: 50000,
        requestedLoanPeriodInMonths: 60,
        vehicleRegistrationNumber: 'BS30917',
        odometerValue: 42000,
      });
      expect(Object.keys(sessionStorage).some((k) => k.startsWith('v1:application:'))).to.equal(false);
      expect(await casesOfCustomer()).to.equal(before + 1);
      expect(navigations).to.have.length(1);
    });

    it('keeps what was typed in step 3 across a reload', async () => {
      const el = await throughApplicants(P.kari);
      el.remove();
      const again = await application();
      await atStep(again, '3 av 5', 'Opplysninger om deg');
      const income = await findByShadowLabelText<HTMLInputElement>(again, 'Årsinntekt før skatt', {});
      expect(income.value.replace(/\s/g, '')).to.contain('800000');
      expect(JSON.stringify(Object.entries(sessionStorage))).not.to.contain(P.kari);
    });

    it('marks KYC answered on REQUIRES_MANUAL_CONTROL_BY_ADVISOR, and stops a KYC-blocked customer (Kjell)', async () => {
      const el = await throughApplicants(P.kjell);
      nextFromApplicants(el);
      await atStep(el, '4 av 5', 'Kundeerklæring');
      // Nothing reached the bank: no answer is promised, the customer is sent to the bank (decision 0097).
      await findByShadowRole(el, 'heading', { name: 'Vi kan ikke behandle søknaden din på nett' });
      expect(textOf(el)).to.contain('Ta kontakt med banken, så hjelper vi deg videre.');
      expect(textOf(el)).not.to.contain('virkedager');
      await expectAccessible(el, 'kyc blocked');
      el.remove();
      await shortDeclaration('REQUIRES_MANUAL_CONTROL_BY_ADVISOR');
      const open = await fixture(
        html`<salgspant-application bank-reg-nr="9999" enforce-kyc-block="false"></salgspant-application>`,
      );
      // Step 3 of a customer applying alone stays done across the reload (decision 0030): on at step 4.
      await atStep(open, '4 av 5', 'Kundeerklæring');
      await findByShadowRole(open, 'heading', { name: 'Velkommen til kundeerklæringen' });
      getByShadowRole(open, 'button', { name: 'Neste' }).click();
      await atStep(open, '5 av 5', 'Se over og send inn');
      // The service refuses the send (KYC_BLOCKED): no case is made, and the screen promises no answer.
      const before = await casesOfCustomer();
      getByShadowRole(open, 'button', { name: 'Send søknad' }).click();
      await findByShadowRole(open, 'heading', { name: 'Vi kan ikke behandle søknaden din på nett' });
      expect(textOf(open)).not.to.contain('virkedager');
      expect(await casesOfCustomer()).to.equal(before);
      expect(navigations).to.have.length(0);
      await expectAccessible(open, 'kyc blocked at the send');
    });

    it('shows the KYC error when the declaration fails', async () => {
      const el = await throughApplicants(P.kari);
      await shortDeclaration('FAILED');
      nextFromApplicants(el);
      await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
      getByShadowRole(el, 'button', { name: 'Neste' }).click();
      await findByShadowText(el, /Klarte ikke å registrere svarene/, {});
      expect(queryByShadowRole(el, 'button', { name: 'Send søknad' })).to.equal(null);
      await expectAccessible(el, 'kyc failed');
    });

    async function sendAs(ssn: string, body: Record<string, unknown> = CAR_LOAN, income = '800000') {
      const el = await throughApplicants(ssn, body, income);
      await shortDeclaration('OK');
      nextFromApplicants(el);
      await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
      getByShadowRole(el, 'button', { name: 'Neste' }).click();
      await atStep(el, '5 av 5', 'Se over og send inn');
      getByShadowRole(el, 'button', { name: 'Send søknad' }).click();
      return el;
    }

    it('shows the incorrect-new-case screen when the case stays NEW_CASE with both applicants complete (Nils)', async () => {
      const el = await sendAs(P.nils);
      await findByShadowText(el, /Ups! Her gikk noe galt ved innsending/, {});
      expect(navigations).to.have.length(0);
      // The host hears the outcome of the send with its status (spec 1 §4), screen or not.
      expect(outcomes).to.have.length(1);
      expect(outcomes[0]).to.include({ event: 'application-outcome', status: 'NEW_CASE', partnerId: null });
      await expectAccessible(el, 'incorrect new case');
    });

    it('goes to the receipt route for a commitment sent for signing (Dina) and a rejection (Per)', async () => {
      await sendAs(P.dina, {
        ...CAR_LOAN,
        loanType: 'LOAN_COMMITMENT',
        vehicleRegistrationNumber: null,
        odometerValue: null,
      });
      await until(() => navigations.length === 1, 'the receipt');
      const target = new URL(defined(navigations[0]).href, location.origin);
      expect(target.pathname).to.equal('/min-oversikt/salgspantsoknad');
      expect(target.hash).to.equal('#/application/receipt');
      expect(target.searchParams.get('id')).to.match(/^\d+$/);
    });

    it('goes to the receipt route when the application is rejected (Per), and tells the host, with the partner id', async () => {
      // The calculation came from a partner dealer's page: its partner id is in the address.
      at({ partnerId: 'bilhuset-fjellbekk' });
      await sendAs(P.per, CAR_LOAN, '300000');
      await until(() => navigations.length === 1, 'the receipt');
      expect(defined(navigations[0]).href).to.match(/#\/application\/receipt$/);
      expect(outcomes).to.have.length(1);
      expect(outcomes[0]).to.include({
        event: 'application-outcome',
        status: 'REJECTED',
        loanType: 'VEHICLE_LOAN',
        loanProduct: 'CAR',
        receipt: null,
        partnerId: 'bilhuset-fjellbekk',
      });
    });

    it('keeps the answers and says so when the send fails on the way', async () => {
      const el = await throughApplicants(P.kari);
      await shortDeclaration('OK');
      nextFromApplicants(el);
      await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
      getByShadowRole(el, 'button', { name: 'Neste' }).click();
      await atStep(el, '5 av 5', 'Se over og send inn');
      await injectFault({
        endpoint: 'POST /salgspant/api/application/submit',
        status: 503,
        errorName: 'SERVICE_UNAVAILABLE',
        times: 1,
      });
      getByShadowRole(el, 'button', { name: 'Send søknad' }).click();
      await findByShadowRole(el, 'heading', { name: 'Vi får ikke kontakt med tjenesten' });
      expect(getByShadowRole(el, 'heading', { name: '5 av 5 Se over og send inn' })).to.exist;
      await expectAccessible(el, 'send failed');
      getByShadowRole(el, 'button', { name: 'Send søknad' }).click();
      await until(() => navigations.length === 1, 'the completion after the retry');
    });
  });

  it('shows the receipt of a case in control on the receipt route', async () => {
    await loginAs(P.kari);
    at({ id: '100000003' }, '/application/receipt');
    const el = await application();
    await findByShadowRole(el, 'heading', { name: 'Søknaden din er sendt til manuell behandling' });
    await expectAccessible(el, 'control receipt');
  });
});
