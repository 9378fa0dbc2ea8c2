// <kyc-declaration> under faults (decisions 0030, 0034): the form (a read), the saves of the sections
// (writes: the countries, a later private section, a corporate section), the tax signing's start (a
// read) and the completion at the end (a write) meet latency, a 503, a timeout, a dropped connection and
// a malformed body. The customer sees the form's failure with «Hent skjema på nytt», the section's own
// message or the completion's failure with «Prøv igjen», stays where they were with every typed value,
// and a retry recovers; a read retries on its own first, every write is sent once per press.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  findByShadowLabelText,
  findByShadowRole,
  findByShadowText,
  getByShadowRole,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { FAILING_FAULTS, faultScope, LATENCY, ONE_OFF_FAULTS, pageTimeout } from '../helpers/faults.js';
import { atStep, declaration, KYC_PERSONS, kycCorporateToken, kycToken, resumeAt } from '../helpers/kyc.js';

const FORM = 'GET /kyc-declaration/api/kyc/v8/form';
const COUNTRIES = 'POST /kyc-declaration/api/kyc/confirmCountries';
const INCOME = 'POST /kyc-declaration/api/kyc/submitSourceOfIncomeSection';
const CORPORATE = 'POST /kyc-declaration/api/kyc/confirmCorporateInformation';
const COMPLETE = 'POST /kyc-declaration/api/kyc/v2/complete-declaration';
const textOf = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');
/** The section's own message when its save fails (spec 2 §8), or the confirmation's. */
const SAVE_FAILED = /Vi kunne ikke lagre svarene dine|prøv å bekrefte igjen|Noe gikk galt når vi prøvde å lagre/;
const neste = (el: HTMLElement) => findByShadowRole(el, 'button', { name: 'Neste' });

describe('<kyc-declaration> under faults', () => {
  // The files after this one find the seeded store as it was (the recovered writes moved cases on).
  after(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
  });
  let faults: ReturnType<typeof faultScope>;
  let removeTimeout: () => void;
  beforeEach(() => {
    faults = faultScope();
    removeTimeout = pageTimeout();
  });
  afterEach(async () => {
    removeTimeout();
    await faults.restore();
    sessionStorage.clear();
  });

  describe('GET the form (a read)', () => {
    it('latency: the loader, then the first section', async () => {
      await faults.inject(FORM, LATENCY);
      const el = await declaration(await kycToken(KYC_PERSONS.kari));
      await neste(el);
    });

    for (const { kind, fault } of FAILING_FAULTS.filter((f) => f.kind !== 'a malformed body')) {
      it(`${kind} once: repeated on its own, the customer never sees it`, async () => {
        await faults.inject(FORM, { ...fault, times: 1 });
        const el = await declaration(await kycToken(KYC_PERSONS.kari));
        await neste(el);
        expect(queryByShadowRole(el, 'button', { name: 'Hent skjema på nytt' })).to.equal(null);
      });
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} that lasts: «Noe gikk galt!» with «Hent skjema på nytt», which recovers`, async () => {
        await faults.inject(FORM, fault);
        const el = await declaration(await kycToken(KYC_PERSONS.kari));
        const retry = await findByShadowRole(el, 'button', { name: 'Hent skjema på nytt' });
        await expectAccessible(el, `form: ${kind}`);
        await faults.clear();
        retry.click();
        await neste(el);
      });
    }
  });

  describe('POST a section (a write, sent once per press)', () => {
    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: the section's own message, the customer stays, a new press goes on`, async () => {
        const el = await declaration(await kycToken(KYC_PERSONS.kari));
        (await neste(el)).click();
        await atStep(el, 2, 11, 'Statsborgerskap og bosted');
        await faults.inject(COUNTRIES, fault);
        const confirm = await findByShadowRole(el, 'button', { name: 'Bekreft' });
        confirm.click();
        confirm.click();
        await until(
          () => /prøv å bekrefte igjen|Noe gikk galt/.test(el.shadowRoot?.textContent ?? ''),
          'the section says the save failed',
        );
        expect(faults.count(COUNTRIES)).to.equal(1);
        await atStep(el, 2, 11, 'Statsborgerskap og bosted');
        await expectAccessible(el, `countries: ${kind}`);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Bekreft' }).click();
        await atStep(el, 3, 11, 'Politisk eksponert person (PEP)');
        expect(faults.count(COUNTRIES)).to.equal(2);
      });
    }
  });

  describe('POST a later private section (source of income, a write)', () => {
    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: «Noe gikk galt!» at the section, the amount typed kept, one request per press`, async () => {
        const token = await kycToken(KYC_PERSONS.kari);
        resumeAt(token, 5);
        const el = await declaration(token);
        await atStep(el, 6, 11, 'Innskudd på kontoene dine');
        const salary = await findByShadowLabelText<HTMLInputElement>(el, /Lønn, pensjon eller trygd/, {});
        salary.focus();
        await sendKeys({ type: '300000' });
        await faults.inject(INCOME, fault);
        const next = getByShadowRole(el, 'button', { name: 'Neste' });
        next.click();
        next.click();
        await until(() => SAVE_FAILED.test(textOf(el)), 'the section says the save failed');
        expect(faults.count(INCOME)).to.equal(1);
        expect(salary.value.replace(/\u00a0/g, ' ')).to.equal('300 000 kr');
        await atStep(el, 6, 11, 'Innskudd på kontoene dine');
        await expectAccessible(el, `source of income: ${kind}`);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Neste' }).click();
        await atStep(el, 7, 11, 'Opprinnelsen til pengene');
        expect(faults.count(INCOME)).to.equal(2);
      });
    }
  });

  describe('POST a corporate section (the company information, a write)', () => {
    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: the section's own message, the business code kept, one request per press`, async () => {
        const token = await kycCorporateToken('fjellbekk');
        resumeAt(token, 1);
        const el = await declaration(token);
        await atStep(el, 2, 10, 'Om foretaket');
        const confirm = await findByShadowRole(el, 'button', { name: 'Bekreft' });
        const codes = getByShadowRole(el, 'radiogroup', { name: /Hvilken næringskode/ });
        const code = getByShadowRole<HTMLInputElement>(codes, 'radio', { name: /45\.112 Salg av brukte personbiler/ });
        code.click();
        await faults.inject(CORPORATE, fault);
        confirm.click();
        confirm.click();
        await until(() => SAVE_FAILED.test(textOf(el)), 'the section says the save failed');
        expect(faults.count(CORPORATE)).to.equal(1);
        expect(code.checked).to.equal(true);
        await atStep(el, 2, 10, 'Om foretaket');
        await expectAccessible(el, `corporate information: ${kind}`);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Bekreft' }).click();
        await atStep(el, 3, 10, 'Daglig leder og styre');
        expect(faults.count(CORPORATE)).to.equal(2);
      });
    }
  });

  describe('POST the completion at the end (a write)', () => {
    /** A one-section declaration (the form answered by the sandbox's fault injection, once). */
    async function oneSection() {
      const form = {
        process: { processType: 'RENEWAL_PRIVATE', completed: false },
        sections: [{ type: 'WELCOME', header: 'Velkommen', text: '<p>Hei</p>' }],
      };
      await faults.inject(FORM, { body: JSON.stringify(form), times: 1 });
      const el = await declaration(await kycToken(KYC_PERSONS.kari));
      await atStep(el, 1, 1, 'Velkommen');
      return el;
    }

    it('latency: the customer waits, then «Takk for hjelpen.»', async () => {
      const el = await oneSection();
      await faults.inject(COMPLETE, { ...LATENCY, body: JSON.stringify({ caseStatus: 'OK' }) });
      getByShadowRole(el, 'button', { name: 'Neste' }).click();
      await findByShadowRole(el, 'heading', { name: 'Takk for hjelpen.' });
      expect(faults.count(COMPLETE)).to.equal(1);
    });

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind}: «Noe gikk galt!» with «Prøv igjen», sent once per press, and «Prøv igjen» completes`, async () => {
        const el = await oneSection();
        await faults.inject(COMPLETE, fault);
        const next = getByShadowRole(el, 'button', { name: 'Neste' });
        next.click();
        next.click();
        await findByShadowText(
          el,
          'Klarte ikke å registrere svarene. Vennligst prøv igjen. Kontakt banken dersom problemet vedvarer',
          {},
        );
        expect(faults.count(COMPLETE)).to.equal(1);
        await expectAccessible(el, `completion: ${kind}`);
        await faults.inject(COMPLETE, { body: JSON.stringify({ caseStatus: 'OK' }), times: 1 });
        getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
        await findByShadowRole(el, 'heading', { name: 'Takk for hjelpen.' });
        expect(faults.count(COMPLETE)).to.equal(2);
      });
    }
  });

  describe('GET signing/start of the tax signing (a read)', () => {
    const SIGNING = 'GET /kyc-declaration/api/signing/start';
    let asked: string[];
    const ask = (event: Event) => {
      event.preventDefault();
      asked.push((event as CustomEvent<{ href: string }>).detail.href);
    };
    beforeEach(() => {
      asked = [];
      document.addEventListener('salgspant-navigate', ask);
    });
    afterEach(() => {
      document.removeEventListener('salgspant-navigate', ask);
    });

    /** Kari's declaration at its tax signing section. */
    async function atSigning() {
      const token = await kycToken(KYC_PERSONS.kari);
      resumeAt(token, 9);
      const el = await declaration(token);
      await atStep(el, 10, 11, 'Signer egenerklæringen om skatteplikt');
      return el;
    }
    const start = (el: HTMLElement) => findByShadowRole(el, 'button', { name: 'Signer med BankID' });
    const toSigningPage = () => until(() => asked.length === 1, 'asked to go to the signing page');

    for (const { kind, fault } of ONE_OFF_FAULTS) {
      it(`${kind} once: repeated on its own, the customer goes to the signing page`, async () => {
        const el = await atSigning();
        await faults.inject(SIGNING, fault);
        (await start(el)).click();
        await toSigningPage();
        expect(SAVE_FAILED.test(textOf(el))).to.equal(false);
      });
    }

    for (const { kind, fault } of FAILING_FAULTS) {
      it(`${kind} that lasts: the section's own message, the customer stays, a new press goes on`, async () => {
        const el = await atSigning();
        await faults.inject(SIGNING, fault);
        (await start(el)).click();
        await until(() => SAVE_FAILED.test(textOf(el)), 'the section says signing could not start');
        expect(asked).to.deep.equal([]);
        await atStep(el, 10, 11, 'Signer egenerklæringen om skatteplikt');
        await expectAccessible(el, `tax signing: ${kind}`);
        await faults.clear();
        getByShadowRole(el, 'button', { name: 'Signer med BankID' }).click();
        await toSigningPage();
      });
    }
  });
});
