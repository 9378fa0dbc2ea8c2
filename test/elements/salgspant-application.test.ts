// <salgspant-application> as a customer uses it: the sandbox's test persons, sessions, calculations,
// tax portal and faults over HTTP; queries by role and text; axe in every state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, findByShadowText, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-application.define.js';
import type { SalgspantNavigateDetail } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
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
const onNavigate = (event: Event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<SalgspantNavigateDetail>).detail);
};

async function application(): Promise<HTMLElement> {
  return fixture(html`<salgspant-application bank-reg-nr="9999"></salgspant-application>`);
}

/** Waits for the open step: its «n av total» label and title, with focus on its heading when asked. */
async function atStep(el: HTMLElement, label: string, title: string) {
  const heading = await findByShadowRole(el, 'heading', { name: `${label} ${title}` }, { timeout: 4000 });
  await until(() => heading.closest('li')?.getAttribute('aria-current') === 'step', 4000, `${label} open`);
  return heading;
}

describe('<salgspant-application>', () => {
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    sessionStorage.clear();
    navigations = [];
    document.addEventListener('salgspant-navigate', onNavigate);
  });

  afterEach(async () => {
    document.removeEventListener('salgspant-navigate', onNavigate);
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
    await until(() => navigations.length === 1, 4000, 'a navigation to the login');
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
    await findByShadowRole(el, 'heading', { name: 'Søknad om lån' }, { timeout: 4000 });
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
    await until(() => deepFocus(el) === heading, 3000, 'focus on the step heading');
    await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' }, { timeout: 4000 });
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
    await findByShadowRole(el, 'heading', { name: 'Søknad om lånebevis' }, { timeout: 4000 });
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
      times: 1,
    });
    const el = await application();
    await findByShadowRole(el, 'heading', { name: 'Vi får ikke kontakt med tjenesten' }, { timeout: 4000 });
    await expectAccessible(el, 'cache failed');
    getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
    await findByShadowText(el, 'BS30917', {}, { timeout: 4000 });
  });

  it('gives under-18 and D-number customers their screens', async () => {
    const cacheId = await calculation();
    await loginAs(P.mina);
    at({ cacheId });
    let el = await application();
    await findByShadowText(el, 'Du kan dessverre ikke søke om lån når du er under 18 år.', {}, { timeout: 4000 });
    await expectAccessible(el, 'minor');
    await logout();
    await loginAs(P.dag);
    el = await application();
    await findByShadowText(el, 'Du kan dessverre ikke søke om lån med D-nummer.', {}, { timeout: 4000 });
    await expectAccessible(el, 'd-number');
  });

  it('shows the user-context screen when GET /user fails (Ulrik)', async () => {
    await loginAs(P.ulrik);
    at({ cacheId: await calculation() });
    const el = await application();
    await findByShadowRole(el, 'heading', { name: 'Vi kunne ikke hente opplysningene dine' }, { timeout: 4000 });
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
    const open = await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' }, { timeout: 4000 });
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
    (await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' }, { timeout: 4000 })).click();
    await fetch('/sandbox/tax-consent', {
      method: 'POST',
      body: new URLSearchParams({ answer: 'reject' }),
      redirect: 'manual',
    });
    el.remove();
    at({ cacheId }, '/application/form/error');
    el = await application();
    await findByShadowText(el, 'Samtykket ble ikke registrert', {}, { timeout: 4000 });
    expect(location.hash).to.equal('#/application/form');
    await expectAccessible(el, 'consent failed');
    getByShadowRole(el, 'button', { name: 'Gi samtykke på nytt' }).click();
    await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' }, { timeout: 4000 });
  });

  it('offers a rejected consent again', async () => {
    await loginAs(P.kari);
    const cacheId = await calculation();
    at({ cacheId });
    let el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' }, { timeout: 4000 });
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
    await findByShadowText(el, 'Du har ikke gitt samtykke', {}, { timeout: 4000 });
    await expectAccessible(el, 'consent rejected');
    getByShadowRole(el, 'button', { name: 'Gi samtykke på nytt' }).click();
    await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' }, { timeout: 4000 });
  });

  it('says plainly when the last name is missing (Lars), and shows the tax-period screen (Siri)', async () => {
    const cacheId = await calculation();
    await loginAs(P.lars);
    at({ cacheId });
    let el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowText(el, 'Vi mangler etternavnet ditt', {}, { timeout: 4000 });
    await expectAccessible(el, 'missing last name');
    el.remove();
    await logout();
    sessionStorage.clear();
    await loginAs(P.siri);
    el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowRole(el, 'heading', { name: 'Vi fikk ikke hentet skatteopplysningene dine' }, { timeout: 4000 });
    await expectAccessible(el, 'no tax period');
  });

  it('goes back to step 1 when the consent cannot be saved before it is accepted (Sara)', async () => {
    await loginAs(P.sara);
    at({ cacheId: await calculation() });
    const el = await application();
    await atStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowText(el, /Vi klarte ikke å lagre samtykkene dine/, {}, { timeout: 4000 });
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
      await findByShadowRole(el, 'heading', { name: 'Vi venter på den andre søkeren' }, { timeout: 4000 });
      await expectAccessible(el, 'other applicant missing');
    });

    it('sends an approved loan on to the completion with its id', async () => {
      await loginAs(P.kari);
      at({ id: '100000001' }, '/application/receipt');
      await application();
      await until(() => navigations.length === 1, 4000, 'a navigation to the completion');
      expect(navigations[0]?.href).to.equal('/min-oversikt/salgspantfullfor?id=100000001');
    });

    it("shows the service screen for another customer's case and for an unknown status", async () => {
      await loginAs(P.kari);
      at({ id: '100000004' }, '/application/receipt');
      let el = await application();
      await findByShadowRole(el, 'heading', { name: 'Vi finner ikke søknaden' }, { timeout: 4000 });
      el.remove();
      await logout();
      await loginAs(P.stine);
      at({ id: '100000008' }, '/application/receipt');
      el = await application();
      await findByShadowRole(el, 'heading', { name: 'Vi kan ikke vise søknaden' }, { timeout: 4000 });
      await expectAccessible(el, 'unknown status');
    });
  });
});
