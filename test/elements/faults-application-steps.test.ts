// <salgspant-application>'s steps under faults (decisions 0030, 0034): step 2's tax-data consent
// (POST /sbl/get-or-create, a write), step 3's consents (GET /consent, a read; POST /consent, a write) and
// the GET /kyc check before step 4 (a read) meet latency, a one-off fault, a lasting 503, a timeout, a
// dropped connection and a malformed body. The customer sees the catalogue's screen or the step's own
// message, keeps every answer of step 3, and «Prøv igjen» or a new «Neste» recovers; a read retries on its
// own first (a one-off fault is never seen), a write is sent once per press.
import { expect } from '@esm-bundle/chai';
import { findByShadowRole, findByShadowText, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { expectAccessible } from '../helpers/axe.js';
import {
  application,
  at,
  atStep,
  byName,
  calculation,
  choose,
  openApplication,
  original,
  press,
  PERSON,
  shortDeclaration,
  textOf,
  typeInto,
} from '../helpers/application.js';
import { until } from '../helpers/fixture.js';
import {
  CATALOGUE_HEADING,
  FAILING_FAULTS,
  faultScope,
  LATENCY,
  lateWriteLanded,
  ONE_OFF_FAULTS,
  pageTimeout,
} from '../helpers/faults.js';
import { loginAs, logout } from '../helpers/sandbox.js';

const SBL = 'POST /salgspant/api/sbl/get-or-create';
const CONSENTS = 'GET /salgspant/api/consent';
const SAVE_CONSENTS = 'POST /salgspant/api/consent';
const KYC = 'GET /salgspant/api/kyc';

/** The catalogue's screen in the element: its heading. */
const catalogueScreen = (el: HTMLElement) => findByShadowRole(el, 'heading', { name: CATALOGUE_HEADING });

/** Step 3's answers, typed as a customer does (the select by its first word, amounts digit by digit). */
async function answerStep3(el: HTMLElement) {
  await choose(el, 'Bosituasjon', 'Eier bolig');
  await choose(el, 'Arbeidssituasjon', 'Fast ansatt');
  await typeInto(el, 'Årsinntekt før skatt', '800000');
  await typeInto(el, /^Samlet gjeld/, '100000');
}

/** Presses the last button of that name twice in a row, as an impatient customer does. */
function pressTwice(el: HTMLElement, name: string) {
  const buttons = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].filter((b) => b.textContent === name);
  const button = buttons.at(-1);
  if (!button) throw new Error(`no «${name}» button`);
  button.click();
  button.click();
}

/** Step 3's answers are still there. */
function expectStep3Kept(el: HTMLElement) {
  expect(byName(el, 'main.grossIncome').value.replace(/\D/g, '')).to.equal('800000');
  expect(byName(el, 'main.totalDebt').value.replace(/\D/g, '')).to.equal('100000');
  expect(byName<HTMLSelectElement>(el, 'main.livingConditionCode').selectedOptions[0]?.textContent).to.equal(
    'Eier bolig',
  );
}

describe('<salgspant-application> steps 2–4 under faults', () => {
  // The files after this one find the seeded store as it was (the recovered writes moved cases on).
  after(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
  });
  let faults: ReturnType<typeof faultScope>;
  let removeTimeout: () => void;
  beforeEach(() => {
    sessionStorage.clear();
    faults = faultScope();
    removeTimeout = pageTimeout();
  });
  afterEach(async () => {
    removeTimeout();
    await faults.restore();
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  describe('step 2: POST /sbl/get-or-create (a write)', () => {
    before(async () => {
      // Kari has not given the tax-data consent in the seed: step 2 asks for it.
      await fetch('/sandbox/api/reset', { method: 'POST' });
    });

    /** Kari at step 1 of a fresh calculation, without the tax-data consent. */
    async function atStep1() {
      await loginAs(PERSON.kari);
      at({ cacheId: await calculation() });
      const el = await application();
      await atStep(el, '1 av 5', 'Lånet du søker om');
      return el;
    }

    it('latency: the step waits with its loader, then asks for the consent', async () => {
      const el = await atStep1();
      await faults.inject(SBL, LATENCY);
      await press(el, 'Neste');
      await atStep(el, '2 av 5', 'Samtykke til skatteopplysninger');
      await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
      expect(faults.count(SBL)).to.equal(1);
    });

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: the catalogue's screen in step 2, sent once, and «Prøv igjen» recovers`, async () => {
        const el = await atStep1();
        await faults.inject(SBL, fault);
        await press(el, 'Neste');
        await atStep(el, '2 av 5', 'Samtykke til skatteopplysninger');
        await catalogueScreen(el);
        expect(faults.count(SBL)).to.equal(1);
        await expectAccessible(el, `sbl: ${kind}`);
        await lateWriteLanded(fault);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
        await findByShadowRole(el, 'button', { name: 'Gi samtykke hos Skatteetaten' });
        expect(faults.count(SBL)).to.equal(2);
      });
    }
  });

  describe('step 3: GET and POST /consent', () => {
    before(async () => {
      await fetch('/sandbox/api/reset', { method: 'POST' });
    });

    /** Kari, with the consent given, at step 3 (whose consents are fetched when it opens). */
    async function atStep3() {
      const { el } = await openApplication(PERSON.kari);
      await press(el, 'Neste');
      await atStep(el, '3 av 5', 'Opplysninger om deg');
      return el;
    }
    const consentsShown = (el: HTMLElement) =>
      findByShadowText(el, 'Svar ja eller nei. Et samtykke du ikke svarer på, lagres som ubesvart.', {});

    it('latency on the consents: the loader, then the consents', async () => {
      await faults.inject(CONSENTS, LATENCY);
      await consentsShown(await atStep3());
    });

    for (const { kind, fault } of ONE_OFF_FAULTS) {
      it(`${kind} once on the consents: repeated on its own, the customer never sees it`, async () => {
        await faults.inject(CONSENTS, fault);
        const el = await atStep3();
        await consentsShown(el);
        expect(queryByShadowRole(el, 'button', { name: 'Prøv igjen' })).to.equal(null);
      });
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} that lasts on the consents: the step's note with «Prøv igjen», answers kept, which recovers`, async () => {
        await faults.inject(CONSENTS, fault);
        const el = await atStep3();
        await answerStep3(el);
        await findByShadowRole(el, 'button', { name: 'Prøv igjen' });
        await expectAccessible(el, `consents: ${kind}`);
        await faults.clear();
        await press(el, 'Prøv igjen');
        await consentsShown(el);
        // The loader took «Prøv igjen» away and the consents the loader: their heading has the focus (decision 0117).
        const heading = await findByShadowRole(el, 'heading', { name: 'Samtykker' });
        await until(() => el.shadowRoot?.activeElement === heading, 'focus on the consents’ heading');
        expectStep3Kept(el);
      });

      it(`${kind} on saving the consents: «Noe gikk galt!» at step 3, answers kept, one request per press`, async () => {
        const el = await atStep3();
        await consentsShown(el);
        await answerStep3(el);
        await faults.inject(SAVE_CONSENTS, fault);
        await shortDeclaration('OK', faults.inject);
        pressTwice(el, 'Neste');
        await until(() => textOf(el).includes('Noe gikk galt!'), 'the save failed');
        expect(faults.count(SAVE_CONSENTS)).to.equal(1);
        await atStep(el, '3 av 5', 'Opplysninger om deg');
        expectStep3Kept(el);
        await expectAccessible(el, `consents saved: ${kind}`);
        await lateWriteLanded(fault);
        await faults.clear();
        await shortDeclaration('OK', faults.inject);
        await press(el, 'Neste');
        await atStep(el, '4 av 5', 'Kundeerklæring');
        expect(faults.count(SAVE_CONSENTS)).to.equal(2);
      });
    }
  });

  describe('before step 4: GET /kyc (a read)', () => {
    before(async () => {
      await fetch('/sandbox/api/reset', { method: 'POST' });
    });

    /** Step 3 answered, «Neste» pressed: step 4 checks GET /kyc. */
    async function toStep4() {
      const { el } = await openApplication(PERSON.kari);
      await press(el, 'Neste');
      await atStep(el, '3 av 5', 'Opplysninger om deg');
      await answerStep3(el);
      await shortDeclaration('OK', faults.inject);
      await press(el, 'Neste');
      await atStep(el, '4 av 5', 'Kundeerklæring');
      return el;
    }
    const declarationShown = (el: HTMLElement) =>
      findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });

    it('latency: the loader, then the declaration', async () => {
      await faults.inject(KYC, LATENCY);
      await declarationShown(await toStep4());
    });

    for (const { kind, fault } of ONE_OFF_FAULTS) {
      it(`${kind} once: repeated on its own, the customer never sees it`, async () => {
        await faults.inject(KYC, fault);
        const el = await toStep4();
        await declarationShown(el);
        expect(queryByShadowRole(el, 'heading', { name: CATALOGUE_HEADING })).to.equal(null);
      });
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} that lasts: the catalogue's screen in step 4, «Prøv igjen» recovers, step 3 kept`, async () => {
        await faults.inject(KYC, fault);
        const el = await toStep4();
        await catalogueScreen(el);
        await expectAccessible(el, `kyc check: ${kind}`);
        await press(el, 'Forrige');
        await atStep(el, '3 av 5', 'Opplysninger om deg');
        expectStep3Kept(el);
        await press(el, 'Neste');
        await atStep(el, '4 av 5', 'Kundeerklæring');
        await catalogueScreen(el);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
        await declarationShown(el);
      }).timeout(25000);
    }
  });
});
