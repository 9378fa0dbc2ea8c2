// <salgspant-completion> under faults (decisions 0030, 0034): every call it makes meets latency, a
// one-off fault (reads), a lasting 503, a timeout, a dropped connection and a malformed body: the case
// (GET /application/ongoing/{id}), the tax-data consent (POST /sbl/get-or-create), the consents (GET and
// POST /consent), the insurance terms click (GET /application/insuranceclick, fire and forget), the
// update (POST /application/update, after step 4 and after KYC), the KYC check (GET /kyc), the
// declaration's calls (token, form, completion), the signing status (GET ongoing after signing), and the
// entry's session, customer and toggle reads. The customer sees the catalogue's screen or the step's own
// message (a failed toggle shows nothing), keeps every answer, «Prøv igjen» recovers, a read retries on its own first and a write is sent once per press. The sandbox's seeded
// cases (README «Test persons»): Emil 100000401, Kari 100000001, Nora 100000405, Sofie 100000408.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import {
  findByShadowRole,
  findByShadowText,
  getByShadowRole,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import '../../elements/salgspant-completion.define.js';
import { atStep, press, shortDeclaration } from '../helpers/application.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import {
  CATALOGUE_HEADING,
  FAILING_FAULTS,
  faultScope,
  LATENCY,
  lateWriteLanded,
  ONE_OFF_FAULTS,
  pageTimeout,
} from '../helpers/faults.js';
import { clickInSigningFrame, signingFrame } from '../helpers/frames.js';
import { loginAs, logout } from '../helpers/sandbox.js';

const P = { kari: '14038512324', emil: '21048651213', nora: '02099062382', sofie: '08129295644' } as const;
const ongoing = (id: string) => `GET /salgspant/api/application/ongoing/${id}`;
const SBL = 'POST /salgspant/api/sbl/get-or-create';
const CONSENTS = 'GET /salgspant/api/consent';
const SAVE_CONSENTS = 'POST /salgspant/api/consent';
const UPDATE = 'POST /salgspant/api/application/update';
const INSURANCE_CLICK = 'GET /salgspant/api/application/insuranceclick';
const KYC = 'GET /salgspant/api/kyc';
const KYC_TOKEN = 'POST /kyc-declaration/api/kyc/token-for-process';
const KYC_FORM = 'GET /kyc-declaration/api/kyc/v8/form';
const KYC_COMPLETE = 'POST /kyc-declaration/api/kyc/v2/complete-declaration';
/** The update-failure text (spec 1 §8), verbatim. */
const UPDATE_FAILED =
  'Ups! Her gikk noe galt ved innsending, vennligst prøv igjen eller ta kontakt med banken om problemet vedvarer.';

const original = `${location.pathname}${location.search}`;
const reset = () => fetch('/sandbox/api/reset', { method: 'POST' });

/** Logs in and opens the completion of a case. */
async function completion(ssn: string, id: string): Promise<HTMLElement> {
  await loginAs(ssn);
  const params = new URLSearchParams(location.search);
  params.set('id', id);
  history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
  return fixture(html`<salgspant-completion bank-reg-nr="9999"></salgspant-completion>`);
}

/** The last button of that name (the open step's). */
function last(el: HTMLElement, name: string): HTMLButtonElement {
  const buttons = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].filter((b) => b.textContent === name);
  return defined(buttons.at(-1), name);
}

/** The catalogue's screen (service or generic), by its heading. */
const catalogueScreen = (el: HTMLElement) => findByShadowRole(el, 'heading', { name: CATALOGUE_HEADING });

/** Step 3's question (the step is a part loaded on demand). */
const insuranceQuestion = (el: HTMLElement) =>
  findByShadowRole(el, 'radiogroup', { name: /Vil du kjøpe betalingsforsikring/ });

/** Emil's case at step 4 (insurance answered «Nei»), with the consents shown. */
async function emilAtContact(): Promise<HTMLElement> {
  const el = await completion(P.emil, '100000401');
  await atStep(el, '1 av 7', 'Lånet ditt');
  last(el, 'Neste').click();
  await atStep(el, '3 av 7', 'Betalingsforsikring');
  const group = await insuranceQuestion(el);
  defined(group.querySelector<HTMLInputElement>('input[value="no"]')).click();
  last(el, 'Neste').click();
  await atStep(el, '4 av 7', 'Kontaktinformasjon og samtykker');
  return el;
}
const consentsShown = (el: HTMLElement) => findByShadowRole(el, 'radiogroup', { name: /Tilbud om forsikring/ });

/** Nora's case (no consents, so no step 4) at the KYC step. */
async function noraAtKyc(): Promise<HTMLElement> {
  const el = await completion(P.nora, '100000405');
  await atStep(el, '1 av 5', 'Lånet ditt');
  last(el, 'Neste').click();
  await atStep(el, '3 av 5', 'Kundeerklæring');
  return el;
}
const declarationShown = (el: HTMLElement) =>
  findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });

describe('<salgspant-completion> under faults', () => {
  // The files after this one find the seeded store as it was (the recovered writes moved cases on).
  after(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
  });
  let faults: ReturnType<typeof faultScope>;
  let removeTimeout: () => void;
  let navigations: string[];
  const onNavigate = (event: Event) => {
    event.preventDefault();
    navigations.push((event as CustomEvent<{ href: string }>).detail.href);
  };
  beforeEach(() => {
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

  describe('GET /application/ongoing/{id} at entry (a read)', () => {
    before(reset);
    const CASE = ongoing('100000401');

    it('latency: the loader, then step 1', async () => {
      await faults.inject(CASE, LATENCY);
      await atStep(await completion(P.emil, '100000401'), '1 av 7', 'Lånet ditt');
    });

    for (const { kind, fault } of ONE_OFF_FAULTS) {
      it(`${kind} once: repeated on its own, the customer never sees it`, async () => {
        await faults.inject(CASE, fault);
        const el = await completion(P.emil, '100000401');
        await atStep(el, '1 av 7', 'Lånet ditt');
        expect(queryByShadowRole(el, 'heading', { name: CATALOGUE_HEADING })).to.equal(null);
      });
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} that lasts: the catalogue's screen with «Prøv igjen», which recovers`, async () => {
        await faults.inject(CASE, fault);
        const el = await completion(P.emil, '100000401');
        await catalogueScreen(el);
        await expectAccessible(el, `case: ${kind}`);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
        await atStep(el, '1 av 7', 'Lånet ditt');
      });
    }
  });

  describe('GET /user/session, GET /user and the toggles at entry (reads)', () => {
    for (const endpoint of ['GET /salgspant/api/user/session', 'GET /salgspant/api/user']) {
      for (const { kind, fault } of ONE_OFF_FAULTS) {
        it(`${kind} once on ${endpoint}: repeated on its own, never seen`, async () => {
          await faults.inject(endpoint, fault);
          await atStep(await completion(P.emil, '100000401'), '1 av 7', 'Lånet ditt');
        });
      }

      for (const { kind, fault } of FAILING_FAULTS) {
        it(`${kind} that lasts on ${endpoint}: the catalogue's screen with «Prøv igjen», which recovers`, async () => {
          await faults.inject(endpoint, fault);
          const el = await completion(P.emil, '100000401');
          await catalogueScreen(el);
          await expectAccessible(el, `${endpoint}: ${kind}`);
          await faults.clear();
          getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
          await atStep(el, '1 av 7', 'Lånet ditt');
        });
      }
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} on the toggles: nothing shown, the toggled parts stay off (spec 1 §8)`, async () => {
        await faults.inject('GET /salgspant/api/features/salgspant-show-completion-insurance', fault);
        await faults.inject('GET /salgspant/api/features/salgspant-traffic-light', fault);
        const el = await completion(P.emil, '100000401');
        // Without the insurance toggle the insurance step is not offered: six steps.
        await atStep(el, '1 av 6', 'Lånet ditt');
        expect(queryByShadowRole(el, 'heading', { name: CATALOGUE_HEADING })).to.equal(null);
      });
    }
  });

  describe('POST /sbl/get-or-create at step 1’s «Neste» (a write)', () => {
    // Kari has not given the tax-data consent in the seed.
    before(reset);

    it('latency: the customer waits, then step 2 asks for the consent; one request', async () => {
      const el = await completion(P.kari, '100000001');
      await atStep(el, '1 av 7', 'Lånet ditt');
      await faults.inject(SBL, LATENCY);
      last(el, 'Neste').click();
      last(el, 'Neste').click();
      await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
      expect(faults.count(SBL)).to.equal(1);
    });

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: the catalogue's screen in step 2, one request per press, «Prøv igjen» recovers`, async () => {
        const el = await completion(P.kari, '100000001');
        await atStep(el, '1 av 7', 'Lånet ditt');
        await faults.inject(SBL, fault);
        last(el, 'Neste').click();
        last(el, 'Neste').click();
        await atStep(el, '2 av 7', 'Samtykke til skatteopplysninger');
        await catalogueScreen(el);
        expect(faults.count(SBL)).to.equal(1);
        await expectAccessible(el, `sbl: ${kind}`);
        await lateWriteLanded(fault);
        await faults.clear();
        await press(el, 'Prøv igjen');
        await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
        expect(faults.count(SBL)).to.equal(2);
        // The loader took «Prøv igjen» away: the step's title keeps the focus (decision 0117).
        const title = await atStep(el, '2 av 7', 'Samtykke til skatteopplysninger');
        await until(() => el.shadowRoot?.activeElement === title, 'focus on the step’s title');
      });
    }
  });

  describe('GET /consent (a read) and the insurance terms click (fire and forget)', () => {
    before(reset);

    it('latency on the consents: the loader, then the consents in step 4', async () => {
      await faults.inject(CONSENTS, LATENCY);
      await consentsShown(await emilAtContact());
    });

    for (const { kind, fault } of ONE_OFF_FAULTS) {
      it(`${kind} once on the consents: repeated on its own, never seen`, async () => {
        await faults.inject(CONSENTS, fault);
        const el = await emilAtContact();
        await consentsShown(el);
        expect(queryByShadowRole(el, 'button', { name: 'Prøv igjen' })).to.equal(null);
      });
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} that lasts on the consents: step 4's note with «Prøv igjen», which recovers`, async () => {
        await faults.inject(CONSENTS, fault);
        const el = await emilAtContact();
        await findByShadowRole(el, 'button', { name: 'Prøv igjen' });
        await expectAccessible(el, `consents: ${kind}`);
        await faults.clear();
        await press(el, 'Prøv igjen');
        await consentsShown(el);
        // The loader took «Prøv igjen» away: the consents' heading has the focus (decision 0117).
        const heading = await findByShadowRole(el, 'heading', { name: 'Samtykker' });
        await until(() => el.shadowRoot?.activeElement === heading, 'focus on the consents’ heading');
      });

      it(`${kind} on the insurance terms click: nothing shown, the step goes on`, async () => {
        await faults.inject(INSURANCE_CLICK, fault);
        const el = await completion(P.emil, '100000401');
        await atStep(el, '1 av 7', 'Lånet ditt');
        last(el, 'Neste').click();
        await atStep(el, '3 av 7', 'Betalingsforsikring');
        const group = await insuranceQuestion(el);
        defined(group.querySelector<HTMLInputElement>('input[value="yes"]')).click();
        // The terms open in a new tab; the test page stays.
        el.addEventListener('click', (event) => event.preventDefault(), { once: true });
        (await findByShadowRole(el, 'link', { name: /Forkjøpsinformasjon og vilkår/ })).click();
        await until(() => faults.count(INSURANCE_CLICK) >= 1, 'the click recorded');
        // Long enough for the fault to end the call (the timeout's included).
        await new Promise((resolve) => setTimeout(resolve, 1300));
        expect(queryByShadowRole(el, 'heading', { name: CATALOGUE_HEADING })).to.equal(null);
        expect(queryByShadowText(el, UPDATE_FAILED)).to.equal(null);
        defined(group.querySelector<HTMLInputElement>('input[value="no"]')).click();
        last(el, 'Neste').click();
        await atStep(el, '4 av 7', 'Kontaktinformasjon og samtykker');
      });
    }
  });

  describe('step 4’s POST /consent and POST /application/update (writes)', () => {
    // A recovered update starts the signing of the case: each test starts from the seed.
    beforeEach(reset);

    for (const endpoint of [SAVE_CONSENTS, UPDATE]) {
      for (const { kind, fault } of FAILING_FAULTS) {
        it(`${kind} on ${endpoint}: the update-failure text, answers kept, each write once, «Neste» recovers`, async () => {
          const el = await emilAtContact();
          await consentsShown(el);
          const yes = [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[value="JA"]') ?? [])];
          for (const radio of yes) radio.click();
          await faults.inject(endpoint, fault);
          last(el, 'Neste').click();
          last(el, 'Neste').click();
          await findByShadowText(el, UPDATE_FAILED, {});
          expect(faults.count(endpoint)).to.equal(1);
          expect(yes.every((radio) => radio.checked)).to.equal(true);
          await atStep(el, '4 av 7', 'Kontaktinformasjon og samtykker');
          await expectAccessible(el, `step 4: ${endpoint}: ${kind}`);
          await lateWriteLanded(fault);
          await faults.clear();
          await shortDeclaration('OK', faults.inject);
          last(el, 'Neste').click();
          await atStep(el, '5 av 7', 'Kundeerklæring');
          // The answers saved before a failed update are not sent again.
          expect(faults.count(SAVE_CONSENTS)).to.equal(endpoint === SAVE_CONSENTS ? 2 : 1);
          expect(faults.count(UPDATE)).to.equal(endpoint === UPDATE ? 2 : 1);
        }).timeout(20000);
      }
    }
  });

  describe('GET /kyc at step 5 (a read)', () => {
    before(reset);

    it('latency: the loader, then the declaration', async () => {
      await faults.inject(KYC, LATENCY);
      await shortDeclaration('OK', faults.inject);
      await declarationShown(await noraAtKyc());
    });

    for (const { kind, fault } of ONE_OFF_FAULTS) {
      it(`${kind} once: repeated on its own, never seen`, async () => {
        await faults.inject(KYC, fault);
        await shortDeclaration('OK', faults.inject);
        const el = await noraAtKyc();
        await declarationShown(el);
        expect(queryByShadowRole(el, 'heading', { name: CATALOGUE_HEADING })).to.equal(null);
      });
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} that lasts: the catalogue's screen in step 5, «Prøv igjen» recovers`, async () => {
        await faults.inject(KYC, fault);
        const el = await noraAtKyc();
        await catalogueScreen(el);
        await expectAccessible(el, `kyc check: ${kind}`);
        await faults.clear();
        await shortDeclaration('OK', faults.inject);
        getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
        await declarationShown(el);
      });
    }
  });

  describe('the declaration in step 5: its token, its form and its completion', () => {
    // A completed declaration updates the case and starts its signing: each test starts from the seed.
    beforeEach(reset);

    for (const endpoint of [KYC_TOKEN, KYC_FORM]) {
      for (const { kind, fault } of FAILING_FAULTS) {
        it(`${kind} on ${endpoint}: «Hent skjema på nytt», which recovers`, async () => {
          await faults.inject(endpoint, fault);
          const el = await noraAtKyc();
          const retry = await findByShadowRole(el, 'button', { name: 'Hent skjema på nytt' });
          await expectAccessible(el, `declaration: ${endpoint}: ${kind}`);
          await faults.clear();
          await shortDeclaration('OK', faults.inject);
          retry.click();
          await declarationShown(el);
        });
      }
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} on the declaration's completion: «Prøv igjen», sent once per press, then signing`, async () => {
        await shortDeclaration('OK', faults.inject);
        await faults.inject(KYC_COMPLETE, fault);
        const el = await noraAtKyc();
        await declarationShown(el);
        last(el, 'Neste').click();
        last(el, 'Neste').click();
        await findByShadowText(
          el,
          'Klarte ikke å registrere svarene. Vennligst prøv igjen. Kontakt banken dersom problemet vedvarer',
          {},
        );
        expect(faults.count(KYC_COMPLETE)).to.equal(1);
        await expectAccessible(el, `declaration completion: ${kind}`);
        await lateWriteLanded(fault);
        await faults.inject(KYC_COMPLETE, { body: JSON.stringify({ caseStatus: 'OK' }), times: 1 });
        getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
        await atStep(el, '4 av 5', 'Signering');
        expect(faults.count(KYC_COMPLETE)).to.equal(2);
      });
    }
  });

  describe('POST /application/update after the declaration (a write)', () => {
    beforeEach(reset);

    it('latency: the customer waits, one update, then signing', async () => {
      await shortDeclaration('OK', faults.inject);
      await faults.inject(UPDATE, LATENCY);
      const el = await noraAtKyc();
      await declarationShown(el);
      last(el, 'Neste').click();
      await atStep(el, '4 av 5', 'Signering');
      expect(faults.count(UPDATE)).to.equal(1);
    });

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: the update-failure text with «Prøv igjen», sent once, which recovers`, async () => {
        await shortDeclaration('OK', faults.inject);
        await faults.inject(UPDATE, fault);
        const el = await noraAtKyc();
        await declarationShown(el);
        last(el, 'Neste').click();
        await findByShadowText(el, UPDATE_FAILED, {});
        expect(faults.count(UPDATE)).to.equal(1);
        await atStep(el, '3 av 5', 'Kundeerklæring');
        await expectAccessible(el, `update after kyc: ${kind}`);
        await lateWriteLanded(fault);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
        await atStep(el, '4 av 5', 'Signering');
        expect(faults.count(UPDATE)).to.equal(2);
      });
    }
  });

  describe('GET /application/ongoing/{id} after signing (the signing status, a read)', () => {
    // A signed case is complete: each test starts from the seed.
    beforeEach(reset);
    const CASE = ongoing('100000408');

    /** Sofie's case at step 6, signed in the frame while the status call meets `fault`. */
    async function signedWith(fault: Record<string, unknown>) {
      const el = await completion(P.sofie, '100000408');
      await atStep(el, '6 av 7', 'Signering');
      await signingFrame(el);
      await faults.inject(CASE, fault);
      await clickInSigningFrame('sign');
      return el;
    }
    const signedReceipt = (el: HTMLElement) => findByShadowRole(el, 'heading', { name: 'Lånet er signert' });

    it('latency: the confirmation is fetched, then the receipt', async () => {
      await signedReceipt(await signedWith(LATENCY));
    });

    for (const { kind, fault } of ONE_OFF_FAULTS) {
      it(`${kind} once: repeated on its own, never seen`, async () => {
        const el = await signedWith(fault);
        await signedReceipt(el);
      });
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} that lasts: the catalogue's screen in step 6, «Prøv igjen» recovers`, async () => {
        const el = await signedWith(fault);
        await catalogueScreen(el);
        await atStep(el, '6 av 7', 'Signering');
        await expectAccessible(el, `signing status: ${kind}`);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
        await signedReceipt(el);
      });
    }
  });

  it('never navigates away under any of these faults', () => {
    expect(navigations.filter((href) => !href.startsWith('/sandbox/'))).to.deep.equal([]);
  });
});
