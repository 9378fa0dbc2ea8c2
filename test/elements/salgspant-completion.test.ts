// <salgspant-completion> as a customer uses it: the sandbox's completion test persons and seeded
// cases (README «Test persons», cases 100000401–410) over HTTP, the signing simulator in the frame,
// fault injection; queries by role and text; axe in every state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import {
  findAllByShadowText,
  findByShadowLabelText,
  findByShadowRole,
  findByShadowText,
  getByShadowRole,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import '../../elements/salgspant-completion.define.js';
import { formatKroner } from '../../src/domain/money.js';
import type { SalgspantAnalyticsDetail, SalgspantNavigateDetail } from '../../src/platform/events.js';
// Every state: axe, the heading outline and the order of the step's actions.
import { expectAccessibleFlow as expectAccessible } from '../helpers/axe.js';
import { clickInSigningFrame, signingFrame, signingPage } from '../helpers/frames.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { injectFault, loginAs, logout, setFeature } from '../helpers/sandbox.js';

/** National ids of the sandbox's test persons (README «Test persons»). */
const P = {
  kari: '14038512324',
  mona: '12108335627',
  arne: '24127222335',
  emil: '21048651213',
  nora: '02099062382',
  jonas: '30078484590',
  sofie: '08129295644',
  mikkel: '17058116793',
} as const;

const textOf = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');
const original = `${location.pathname}${location.search}`;

/** Puts the page at the completion's address with `?id=` (keeping the runner's query). */
function at(id: string | null, hash = ''): void {
  const params = new URLSearchParams(location.search);
  if (id === null) params.delete('id');
  else params.set('id', id);
  history.replaceState(null, '', `${location.pathname}?${params.toString()}${hash}`);
}

let navigations: SalgspantNavigateDetail[] = [];
let outcomes: SalgspantAnalyticsDetail[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<SalgspantNavigateDetail>).detail);
};
const onAnalytics = (event: Event) => outcomes.push((event as CustomEvent<SalgspantAnalyticsDetail>).detail);

/** Every request the page's fetch sends (method and path), while the test runs. */
let requests: string[] = [];
/** The paths whose answers came. */
let answered: string[] = [];
/** The JSON bodies the page sent, by path. */
let requestBodies: Array<{ path: string; body: Record<string, unknown> }> = [];
const realFetch = globalThis.fetch;

async function completion(attributes = ''): Promise<HTMLElement> {
  if (attributes === 'application-id') {
    return fixture(html`<salgspant-completion bank-reg-nr="9999" application-id="100000401/"></salgspant-completion>`);
  }
  return fixture(html`<salgspant-completion bank-reg-nr="9999"></salgspant-completion>`);
}

/** Waits for the open step: its «n av total» label and title. */
async function atStep(el: HTMLElement, label: string, title: string) {
  const heading = await findByShadowRole(el, 'heading', { name: `${label} ${title}` });
  await until(() => heading.closest('li')?.getAttribute('aria-current') === 'step', `${label} open`);
  return heading;
}

/** The last «Neste» in the element (the open step's). */
function next(el: HTMLElement): HTMLButtonElement {
  const buttons = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].filter((b) => b.textContent === 'Neste');
  return defined(buttons.at(-1), 'Neste');
}

const FORM = 'GET /kyc-declaration/api/kyc/v8/form';
const COMPLETE = 'POST /kyc-declaration/api/kyc/v2/complete-declaration';
/** A one-section declaration, so the KYC step is quick; its completion answers `status`. */
async function shortDeclaration(status = 'OK') {
  const form = {
    process: { processType: 'CAR_LOAN', completed: false },
    sections: [{ type: 'WELCOME', header: 'Velkommen til kundeerklæringen', text: '<p>Hei</p>' }],
  };
  await injectFault({ endpoint: FORM, body: JSON.stringify(form), times: 1 });
  await injectFault({ endpoint: COMPLETE, body: JSON.stringify({ caseStatus: status }), times: 1 });
}

describe('<salgspant-completion>', () => {
  beforeEach(async () => {
    await realFetch('/sandbox/api/reset', { method: 'POST' });
    sessionStorage.clear();
    navigations = [];
    outcomes = [];
    requests = [];
    requestBodies = [];
    answered = [];
    globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      requests.push(`${request.method} ${new URL(request.url).pathname}`);
      if (typeof init?.body === 'string' && init.body.startsWith('{')) {
        requestBodies.push({
          path: new URL(request.url).pathname,
          body: JSON.parse(init.body) as Record<string, unknown>,
        });
      }
      return realFetch(request).then((response) => {
        answered.push(new URL(request.url).pathname);
        return response;
      });
    };
    document.addEventListener('salgspant-navigate', onNavigate);
    document.addEventListener('salgspant-analytics', onAnalytics);
  });

  afterEach(async () => {
    globalThis.fetch = realFetch;
    document.removeEventListener('salgspant-navigate', onNavigate);
    document.removeEventListener('salgspant-analytics', onAnalytics);
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  describe('entry', () => {
    it('says «Mangler et gyldig saksnummer.» without ?id=', async () => {
      await loginAs(P.emil);
      at(null);
      const el = await completion();
      await findByShadowText(el, 'Mangler et gyldig saksnummer.', {});
      expect(requests.filter((r) => r.includes('/application/ongoing/'))).to.deep.equal([]);
      await expectAccessible(el, 'missing case id');
    });

    it('takes the case number from the application-id attribute, a trailing slash trimmed', async () => {
      await loginAs(P.emil);
      at(null);
      const el = await completion('application-id');
      await atStep(el, '1 av 7', 'Lånet ditt');
      expect(requests).to.include('GET /salgspant/api/application/ongoing/100000401');
    });

    it('sends a visitor without a session through the BankID login and back to the same address', async () => {
      at('100000401/');
      const el = await completion();
      await until(() => navigations.length === 1, 'a navigation to the login');
      const login = new URL(defined(navigations[0]).href, location.origin);
      expect(login.pathname).to.equal('/sandbox/login');
      expect(login.searchParams.get('returnTo')).to.equal(`${location.pathname}${location.search}`);
      await findByShadowText(el, 'Du sendes til innlogging med BankID …');
      await expectAccessible(el, 'going to login');
    });

    it('says the case cannot be found for an id that is not the customer’s', async () => {
      await loginAs(P.emil);
      at('100000001');
      const el = await completion();
      await findByShadowRole(el, 'heading', { name: 'Vi finner ikke søknaden' });
      expect(textOf(el)).to.contain('Vi klarte ikke å finne en pågående søknad for dette saksnummeret.');
      expect(queryByShadowRole(el, 'button', { name: 'Prøv igjen' })).to.equal(null);
      await expectAccessible(el, 'not found');
    });

    it('shows the service screen with a retry when GET ongoing answers 5xx, and the retry works', async () => {
      await loginAs(P.emil);
      at('100000401');
      await injectFault({
        endpoint: 'GET /salgspant/api/application/ongoing/100000401',
        status: 503,
        errorName: 'SERVICE_UNAVAILABLE',
        times: 3,
      });
      const el = await completion();
      await findByShadowRole(el, 'heading', { name: 'Vi får ikke kontakt med tjenesten' });
      await expectAccessible(el, 'ongoing failed');
      getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
      await atStep(el, '1 av 7', 'Lånet ditt');
    });

    it('shows the receipt route for a case in CONTROL and sends the outcome analytics', async () => {
      await loginAs(P.kari);
      at('100000003');
      const el = await completion();
      await findByShadowRole(el, 'heading', { name: 'Søknaden din er sendt til manuell behandling' });
      expect(location.hash).to.equal('#/completion/receipt');
      expect(queryByShadowRole(el, 'heading', { name: /av 7/ })).to.equal(null);
      await until(() => outcomes.length === 1, 'the analytics event');
      expect(outcomes[0]).to.deep.equal({
        event: 'completion-outcome',
        status: 'CONTROL',
        loanType: 'VEHICLE_LOAN',
        loanProduct: 'MC',
        profitability: '3',
        receipt: 'control',
      });
      await expectAccessible(el, 'control receipt');
    });

    it('offers the upgrade of an approved loan commitment while salgspant-activate-loan-from-lc is on', async () => {
      await loginAs(P.kari);
      at('100000002');
      let el = await completion();
      await findByShadowRole(el, 'heading', { name: 'Har du funnet kjøretøyet?' });
      getByShadowRole(el, 'button', { name: 'Gjør om til lån' }).click();
      expect(navigations.at(-1)?.href).to.equal('/min-oversikt/soknadsoversikt#/upgrade/100000002');
      await expectAccessible(el, 'commitment receipt with the upgrade');
      el.remove();
      await setFeature('salgspant-activate-loan-from-lc', false);
      try {
        el = await completion();
        await until(() => requests.includes('GET /salgspant/api/features/salgspant-activate-loan-from-lc'), 'toggle');
        await findByShadowText(el, 'Lånebevis.pdf', { exact: false });
        await new Promise((resolve) => setTimeout(resolve, 200));
        expect(queryByShadowRole(el, 'button', { name: 'Gjør om til lån' })).to.equal(null);
      } finally {
        await setFeature('salgspant-activate-loan-from-lc', true);
      }
    });

    it('shows the other-applicant-missing screen (DOCUMENTS_SENT, own data complete, the other’s missing)', async () => {
      await loginAs(P.mona);
      at('100000004');
      const el = await completion();
      await findByShadowRole(el, 'heading', { name: 'Vi venter på den andre søkeren' });
      await expectAccessible(el, 'other applicant missing');
    });
  });

  describe('the details view', () => {
    it('shows the loan, the vehicle and the red traffic light with its dialog', async () => {
      await loginAs(P.emil);
      at('100000403');
      const el = await completion();
      await atStep(el, '1 av 7', 'Lånet ditt');
      const text = textOf(el);
      // Both amounts, each saying whether the fees are in it: the overview shows the one without.
      const { loanInfo } = (await (
        await realFetch('/salgspant/api/application/ongoing/100000403', { headers: { 'X-BankRegNr': '9999' } })
      ).json()) as { loanInfo: { loanAmount: number; loanAmountWithoutFees: number } };
      expect(loanInfo.loanAmount).to.be.above(loanInfo.loanAmountWithoutFees);
      const kroner = (n: number) => formatKroner(n).replace(/\u00a0/g, ' ');
      for (const term of [
        'Saksnummer100000403',
        `Lånebeløp uten gebyrer${kroner(loanInfo.loanAmountWithoutFees)}`,
        `Lånebeløp med gebyrer${kroner(loanInfo.loanAmount)}`,
        'Nedbetalingstid96 måneder',
        'Etableringsgebyr',
        'Tinglysingsgebyr',
        'Nominell rente',
        'Effektiv rente',
        'Termingebyr',
        'Månedlig beløp',
        'Totalkostnad',
        'Merke',
        'Modell',
        'Årsmodell',
        'RegistreringsnummerDR15876',
        'Kjøpesum450 000 kr',
      ]) {
        expect(text).to.contain(term);
      }
      expect(text).to.contain('Risikovurdering: rød');
      await expectAccessible(el, 'details with traffic light');
      getByShadowRole(el, 'button', { name: 'Hva betyr risikovurderingen?' }).click();
      const dialog = await findByShadowRole(el, 'dialog', { name: 'Risikovurderingen av lånet' });
      expect(dialog.textContent).to.contain('Rød:');
      await expectAccessible(el, 'traffic light dialog');
    });

    it('hides the traffic light when salgspant-traffic-light is off', async () => {
      await setFeature('salgspant-traffic-light', false);
      await loginAs(P.emil);
      at('100000403');
      const el = await completion();
      await atStep(el, '1 av 7', 'Lånet ditt');
      expect(textOf(el)).not.to.contain('Risikovurdering');
    });

    it('shows only case number, amount and period for a NEW_CASE', async () => {
      await loginAs(P.emil);
      at('100000404');
      const el = await completion();
      // A NEW_CASE is not eligible for insurance: six steps.
      await atStep(el, '1 av 6', 'Lånet ditt');
      const text = textOf(el);
      expect(text).to.contain('Saksnummer100000404');
      expect(text).to.contain('Lånebeløp');
      expect(text).to.contain('Nedbetalingstid60 måneder');
      for (const absent of ['Etableringsgebyr', 'Nominell rente', 'Totalkostnad', 'Merke', 'Kjøpesum']) {
        expect(text).not.to.contain(absent);
      }
      await expectAccessible(el, 'new case');
    });
  });

  describe('the steps', () => {
    it('opens step 2 when the tax-data consent is not given (Kari)', async () => {
      await loginAs(P.kari);
      at('100000001');
      const el = await completion();
      await atStep(el, '1 av 7', 'Lånet ditt');
      next(el).click();
      await atStep(el, '2 av 7', 'Samtykke til skatteopplysninger');
      const open = await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
      await expectAccessible(el, 'step 2');
      open.click();
      expect(navigations.at(-1)?.href).to.equal('/sandbox/tax-consent?ui_locales=nb');
      // Step 1's «Neste» asked for the consent; step 2 opening does not ask again.
      expect(requests.filter((r) => r === 'POST /salgspant/api/sbl/get-or-create')).to.have.length(1);
    });

    it('takes a declined consent at the portal as a failure to give again, on this page (no 404)', async () => {
      await loginAs(P.kari);
      at('100000001');
      let el = await completion();
      await atStep(el, '1 av 7', 'Lånet ditt');
      next(el).click();
      (await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' })).click();
      // The portal is given this page's address with the completion's route, and adds /error to it.
      const body = new URLSearchParams({ answer: 'reject' });
      const answer = await realFetch('/sandbox/tax-consent', { method: 'POST', body, redirect: 'manual' });
      expect(answer.type === 'opaqueredirect' || answer.status === 303).to.equal(true);
      const sent = requestBodies.find((r) => r.path === '/salgspant/api/sbl/get-or-create');
      const back = new URL(defined(sent?.body.redirectUrl as string | undefined), location.origin);
      expect(back.pathname).to.equal(location.pathname);
      expect(back.hash).to.equal('#/completion');
      el.remove();
      at('100000001', `${back.hash}/error`);
      el = await completion();
      await findByShadowText(el, 'Samtykket ble ikke registrert', {});
      expect(location.hash).to.equal('#/completion');
      await expectAccessible(el, 'consent declined');
      getByShadowRole(el, 'button', { name: 'Gi samtykke på nytt' }).click();
      await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
    });

    it('opens the tax portal through the bank app’s bridge, and takes result/error as a failure', async () => {
      const posted: string[] = [];
      const bridge = window as unknown as Record<string, unknown>;
      bridge.ReactNativeWebView = { postMessage: (message: string) => posted.push(message) };
      try {
        await loginAs(P.kari);
        at('100000001');
        const el = await completion();
        await atStep(el, '1 av 7', 'Lånet ditt');
        next(el).click();
        (await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' })).click();
        await until(() => posted.length === 1, 'the bridge request');
        expect(navigations).to.deep.equal([]);
        const request = JSON.parse(defined(posted[0])) as { id: string; type: string };
        expect(request.type).to.equal('startConsent');
        window.postMessage(
          JSON.stringify({ v: 1, type: 'consentResult', id: request.id, result: 'result/error' }),
          location.origin,
        );
        await findByShadowText(el, 'Samtykket ble ikke registrert', {});
        await expectAccessible(el, 'consent failed in the app');
      } finally {
        delete bridge.ReactNativeWebView;
      }
    });

    it('skips the tax-data step for an advisor application (Arne)', async () => {
      await loginAs(P.arne);
      at('100000407');
      const el = await completion();
      await atStep(el, '1 av 6', 'Lånet ditt');
      expect(queryByShadowRole(el, 'heading', { name: /Samtykke til skatteopplysninger/ })).to.equal(null);
      next(el).click();
      await atStep(el, '2 av 6', 'Betalingsforsikring');
    });

    it('skips insurance for a customer who is not eligible (MC)', async () => {
      await loginAs(P.emil);
      at('100000402');
      const el = await completion();
      await atStep(el, '1 av 6', 'Lånet ditt');
      next(el).click();
      await atStep(el, '3 av 6', 'Kontaktinformasjon og samtykker');
    });

    it('skips insurance when salgspant-show-completion-insurance is off', async () => {
      await setFeature('salgspant-show-completion-insurance', false);
      await loginAs(P.emil);
      at('100000401');
      const el = await completion();
      await atStep(el, '1 av 6', 'Lånet ditt');
      expect(queryByShadowRole(el, 'heading', { name: /Betalingsforsikring/ })).to.equal(null);
    });

    it('skips the contact step without consents for the main applicant, and goes back from KYC to step 1 (Nora)', async () => {
      await loginAs(P.nora);
      at('100000405');
      const el = await completion();
      await atStep(el, '1 av 5', 'Lånet ditt');
      next(el).click();
      await atStep(el, '3 av 5', 'Kundeerklæring');
      (await findByShadowRole(el, 'button', { name: 'Forrige' })).click();
      await atStep(el, '1 av 5', 'Lånet ditt');
    });

    it('asks for the insurance answer and its confirmation, shows the price and records the terms click', async () => {
      await loginAs(P.emil);
      at('100000401');
      const el = await completion();
      await atStep(el, '1 av 7', 'Lånet ditt');
      next(el).click();
      await atStep(el, '3 av 7', 'Betalingsforsikring');
      await expectAccessible(el, 'insurance');
      next(el).click();
      // At the question, and in the form layer's error summary, which takes focus; its link moves focus to the question.
      const summary = await findByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' });
      await until(() => defined(el.shadowRoot).activeElement === summary, 'focus on the error summary');
      expect(await findAllByShadowText(el, 'Du må svare ja eller nei')).to.have.length(2);
      await expectAccessible(el, 'insurance, no answer');
      const group = getByShadowRole(el, 'radiogroup', { name: /Vil du kjøpe betalingsforsikring/ });
      getByShadowRole(summary, 'link', { name: 'Du må svare ja eller nei' }).click();
      await until(() => group.contains(defined(el.shadowRoot).activeElement), 'focus on the question');
      defined(group.querySelector<HTMLInputElement>('input[value="yes"]')).click();
      const ongoing = (await (
        await realFetch('/salgspant/api/application/ongoing/100000401', { headers: { 'X-BankRegNr': '9999' } })
      ).json()) as { loanInfo: { monthlyCost: number } };
      // The query's default normaliser turns the no-break space into a space.
      const price = formatKroner(Math.round((ongoing.loanInfo.monthlyCost * 7.9) / 100)).replace(/\u00a0/g, ' ');
      await findByShadowText(el, `Forsikringen koster ${price} i måneden (7,9 % av det månedlige beløpet).`);
      next(el).click();
      expect(
        await findAllByShadowText(el, 'Du må bekrefte at du har lest forkjøpsinformasjonen og kan kjøpe forsikringen'),
      ).to.have.length(2);
      await expectAccessible(el, 'insurance, not confirmed');
      // The terms link opens a new tab; the test keeps the page where it is.
      el.addEventListener('click', (event) => event.preventDefault(), { once: true });
      getByShadowRole(el, 'link', { name: /Forkjøpsinformasjon og vilkår/ }).click();
      await until(() => requests.includes('GET /salgspant/api/application/insuranceclick'), 'insuranceclick');
      (await findByShadowLabelText(el, 'Jeg har lest forkjøpsinformasjonen og kan kjøpe forsikringen')).click();
      next(el).click();
      await atStep(el, '4 av 7', 'Kontaktinformasjon og samtykker');
    });
  });

  describe('keyboard only', () => {
    /** The focused element, through shadow roots. */
    function focused(): Element | null {
      let active: Element | null = document.activeElement;
      while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
      return active;
    }

    /** Presses Tab until the focused element matches (at most `max` times). */
    async function tabTo(what: string, match: (el: Element) => boolean, max = 40): Promise<void> {
      for (let i = 0; i < max; i += 1) {
        const current = focused();
        if (current && match(current)) return;
        await sendKeys({ press: 'Tab' });
      }
      throw new Error(`tabTo: never reached ${what}`);
    }
    const button = (name: string) => (el: Element) => el.localName === 'button' && el.textContent.trim() === name;

    it('completes a whole case with the keyboard, from the details to the signed receipt', async () => {
      await loginAs(P.emil);
      at('100000401');
      const el = await completion();
      await atStep(el, '1 av 7', 'Lånet ditt');
      await tabTo('«Neste» of step 1', button('Neste'));
      await sendKeys({ press: 'Enter' });
      await atStep(el, '3 av 7', 'Betalingsforsikring');
      await tabTo('the insurance answer', (e) => e instanceof HTMLInputElement && e.type === 'radio');
      await sendKeys({ press: 'ArrowRight' });
      const no = defined(el.shadowRoot?.querySelector<HTMLInputElement>('input[value="no"]'));
      await until(() => no.checked, '«Nei» chosen');
      await tabTo('«Neste» of step 3', button('Neste'));
      await sendKeys({ press: 'Enter' });
      await atStep(el, '4 av 7', 'Kontaktinformasjon og samtykker');
      await findByShadowRole(el, 'radiogroup', { name: /Tilbud om forsikring/ });
      for (let i = 0; i < 2; i += 1) {
        await tabTo(`consent ${i + 1}`, (e) => e instanceof HTMLInputElement && e.value === 'JA' && !e.checked);
        await sendKeys({ press: 'Space' });
      }
      expect(
        [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[value="JA"]') ?? [])].every((r) => r.checked),
      ).to.equal(true);
      await shortDeclaration();
      await tabTo('«Neste» of step 4', button('Neste'));
      await sendKeys({ press: 'Enter' });
      await atStep(el, '5 av 7', 'Kundeerklæring');
      await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
      await tabTo('«Neste» of the declaration', button('Neste'));
      await sendKeys({ press: 'Enter' });
      await atStep(el, '6 av 7', 'Signering');
      await signingFrame(el);
      // Into the signing simulator's frame (another origin: its focus is read by the test runner).
      for (let i = 0; (await signingPage())?.focused !== 'Signer'; i += 1) {
        if (i === 40) throw new Error('tabTo: never reached «Signer» in the frame');
        await sendKeys({ press: 'Tab' });
      }
      await sendKeys({ press: 'Enter' });
      const receipt = await atStep(el, '7 av 7', 'Kvittering');
      expect(receipt).to.exist;
      await findByShadowRole(el, 'heading', { name: 'Lånet er signert' });
      const saved = (await (
        await realFetch('/salgspant/api/application/ongoing/100000401', { headers: { 'X-BankRegNr': '9999' } })
      ).json()) as { applicationStatus: string; orderInsurance: boolean };
      expect(saved.applicationStatus).to.equal('DOCUMENTS_COMPLETE');
      expect(saved.orderInsurance).to.equal(false);
      expect(requests.filter((r) => r === 'POST /salgspant/api/application/update')).to.have.length(2);
      expect(requests).to.include('POST /salgspant/api/consent');
    });
  });

  describe('a co-applicant', () => {
    it('gives email and phone (8 digits); a failed update keeps them, and the flow ends at the co-signature receipt', async () => {
      await loginAs(P.jonas);
      at('100000406');
      const el = await completion();
      await atStep(el, '1 av 7', 'Lånet ditt');
      next(el).click();
      await atStep(el, '3 av 7', 'Betalingsforsikring');
      const group = getByShadowRole(el, 'radiogroup', { name: /Vil du kjøpe betalingsforsikring/ });
      defined(group.querySelector<HTMLInputElement>('input[value="no"]')).click();
      next(el).click();
      await atStep(el, '4 av 7', 'Kontaktinformasjon og samtykker');
      const email = await findByShadowLabelText<HTMLInputElement>(el, /^E-post/);
      const phone = await findByShadowLabelText<HTMLInputElement>(el, /^Mobilnummer/);
      email.focus();
      await sendKeys({ type: 'jonas@example.no' });
      phone.focus();
      await sendKeys({ type: '1234' });
      next(el).click();
      // At the field, and in the form layer's error summary, which takes focus; its link moves focus to the field.
      const summary = await findByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' });
      await until(() => defined(el.shadowRoot).activeElement === summary, 'focus on the error summary');
      expect(await findAllByShadowText(el, 'Telefonnummeret må ha 8 siffer')).to.have.length(2);
      await expectAccessible(el, 'contact, invalid phone');
      getByShadowRole(summary, 'link', { name: 'Telefonnummeret må ha 8 siffer' }).click();
      await until(() => defined(el.shadowRoot).activeElement === phone, 'focus on the phone field');
      await sendKeys({ type: '5678' });
      for (const consent of el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[value="JA"]') ?? []) {
        consent.click();
      }
      await injectFault({
        endpoint: 'POST /salgspant/api/application/update',
        status: 500,
        errorName: 'INTERN_FEIL',
        times: 1,
      });
      next(el).click();
      await findByShadowText(
        el,
        'Ups! Her gikk noe galt ved innsending, vennligst prøv igjen eller ta kontakt med banken om problemet vedvarer.',
        {},
      );
      expect(email.value).to.equal('jonas@example.no');
      expect(phone.value).to.equal('12345678');
      await expectAccessible(el, 'update failed');
      await shortDeclaration();
      next(el).click();
      await atStep(el, '5 av 7', 'Kundeerklæring');
      const welcome = await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
      expect(welcome).to.exist;
      next(el).click();
      await atStep(el, '6 av 7', 'Signering');
      await signingFrame(el);
      await expectAccessible(el, 'signing');
      await clickInSigningFrame('sign');
      await atStep(el, '7 av 7', 'Kvittering');
      await findByShadowRole(el, 'heading', { name: 'Nå mangler vi bare signatur fra din medlåntaker' });
      await expectAccessible(el, 'co-signature receipt');
      await until(() => outcomes.length === 1, 'the analytics event');
      expect(outcomes[0]).to.include({ status: 'DOCUMENTS_SENT', receipt: 'co-signature-missing' });
    });
  });

  describe('signing', () => {
    it('opens at step 6 for a signing that was started, signs in the frame and shows the signed receipt', async () => {
      await loginAs(P.sofie);
      at('100000408');
      const el = await completion();
      await atStep(el, '6 av 7', 'Signering');
      const frame = await signingFrame(el);
      const src = new URL(frame.src);
      // The signing simulator is on its own origin, as a real signing provider is: the frame's
      // allow-same-origin then leaves it in its sandbox.
      expect(src.origin).not.to.equal(location.origin);
      expect((await signingPage())?.origin).to.equal(src.origin);
      expect(src.pathname).to.equal('/sandbox/signing/100000408');
      const back = new URL(defined(src.searchParams.get('returnUrl')), location.origin);
      expect(back.pathname).to.equal('/sandbox/signing/return');
      expect(back.searchParams.get('outcome')).to.equal('signed');
      expect(back.searchParams.get('origin')).to.equal(location.origin);
      expect(new URL(defined(src.searchParams.get('cancelUrl')), location.origin).searchParams.get('outcome')).to.equal(
        'cancelled',
      );
      expect(frame.getAttribute('sandbox')).to.equal('allow-forms allow-scripts allow-same-origin');
      await expectAccessible(el, 'signing frame');
      await clickInSigningFrame('sign');
      await atStep(el, '7 av 7', 'Kvittering');
      await findByShadowRole(el, 'heading', { name: 'Lånet er signert' });
      await until(() => outcomes.length === 1, 'the analytics event');
      expect(outcomes[0]).to.deep.equal({
        event: 'completion-outcome',
        status: 'DOCUMENTS_COMPLETE',
        loanType: 'VEHICLE_LOAN',
        loanProduct: 'CAR',
        profitability: '3',
        receipt: 'loan-approved',
      });
      await expectAccessible(el, 'signed receipt');
    });

    it('comes back to the declaration after the tax signing’s round trip, and numbers the receipt 7 av 7', async () => {
      await loginAs(P.emil);
      at('100000401');
      let el = await completion();
      await atStep(el, '1 av 7', 'Lånet ditt');
      next(el).click();
      await atStep(el, '3 av 7', 'Betalingsforsikring');
      const group = await findByShadowRole(el, 'radiogroup', { name: /Vil du kjøpe betalingsforsikring/ });
      defined(group.querySelector<HTMLInputElement>('input[value="yes"]')).click();
      (await findByShadowLabelText(el, 'Jeg har lest forkjøpsinformasjonen og kan kjøpe forsikringen')).click();
      next(el).click();
      await atStep(el, '4 av 7', 'Kontaktinformasjon og samtykker');
      await findByShadowRole(el, 'radiogroup', { name: /Tilbud om forsikring/ });
      for (const yes of el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[value="JA"]') ?? []) yes.click();
      next(el).click();
      await atStep(el, '5 av 7', 'Kundeerklæring');
      // The declaration's tax signing leaves the page and comes back to the same address.
      el.remove();
      await shortDeclaration();
      el = await completion();
      await atStep(el, '5 av 7', 'Kundeerklæring');
      expect(queryByShadowRole(el, 'checkbox', { name: /Jeg har lest forkjøpsinformasjonen/ })).to.equal(null);
      await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
      next(el).click();
      await atStep(el, '6 av 7', 'Signering');
      await signingFrame(el);
      await clickInSigningFrame('sign');
      // Signed, the case is no longer offered the insurance: the steps keep their numbers.
      await atStep(el, '7 av 7', 'Kvittering');
      await findByShadowRole(el, 'heading', { name: 'Lånet er signert' });
      const saved = (await (
        await realFetch('/salgspant/api/application/ongoing/100000401', { headers: { 'X-BankRegNr': '9999' } })
      ).json()) as { orderInsurance: boolean };
      expect(saved.orderInsurance).to.equal(true);
      expect(requests.filter((r) => r === 'POST /salgspant/api/application/update')).to.have.length(2);
      await expectAccessible(el, 'signed receipt after the round trip');
    });

    it('comes back to step 6 with a message when the customer cancels, with the frame again', async () => {
      await loginAs(P.sofie);
      at('100000409');
      const el = await completion();
      await atStep(el, '6 av 7', 'Signering');
      const first = await signingFrame(el);
      await clickInSigningFrame('cancel');
      await findByShadowText(el, /Du avbrøt signeringen\. Lånedokumentene er ikke signert\./, {});
      const again = await signingFrame(el);
      expect(again).not.to.equal(first);
      await atStep(el, '6 av 7', 'Signering');
      await expectAccessible(el, 'signing cancelled');
      expect(outcomes).to.deep.equal([]);
    });

    it('ignores a signing message that does not come from the frame', async () => {
      await loginAs(P.sofie);
      at('100000408');
      const el = await completion();
      await atStep(el, '6 av 7', 'Signering');
      await signingFrame(el);
      const before = requests.length;
      const forged = { type: 'salgspant-signing', version: 1, outcome: 'signed', caseId: '100000408' };
      window.postMessage(forged, location.origin);
      window.postMessage({ ...forged, outcome: 'cancelled' }, location.origin);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requests.slice(before).filter((r) => r.includes('/application/ongoing/'))).to.deep.equal([]);
      expect(queryByShadowText(el, /Du avbrøt signeringen/)).to.equal(null);
      await atStep(el, '6 av 7', 'Signering');
    });

    it('says «Mangler signerings URL!» when the case has no signing URL', async () => {
      await loginAs(P.mikkel);
      at('100000410');
      const el = await completion();
      await atStep(el, '6 av 7', 'Signering');
      await findByShadowText(el, 'Mangler signerings URL!');
      expect(el.shadowRoot?.querySelector('iframe')).to.equal(null);
      await expectAccessible(el, 'missing signing URL');
    });
  });
});
