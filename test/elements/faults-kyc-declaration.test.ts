// <kyc-declaration> under faults (decision 0030): the form (a read) and a section's save (a write) meet
// latency, a 503, a timeout, a dropped connection and a malformed body. The customer sees the form's
// failure with «Hent skjema på nytt» or the section's own message, stays where they were, and a retry
// recovers; the read retries on its own first, the save is sent once per press.
import { expect } from '@esm-bundle/chai';
import { findByShadowRole, getByShadowRole, queryByShadowRole } from 'shadow-dom-testing-library';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { FAILING_FAULTS, faultScope, LATENCY, pageTimeout } from '../helpers/faults.js';
import { atStep, declaration, KYC_PERSONS, kycToken } from '../helpers/kyc.js';

const FORM = 'GET /kyc-declaration/api/kyc/v8/form';
const COUNTRIES = 'POST /kyc-declaration/api/kyc/confirmCountries';
const neste = (el: HTMLElement) => findByShadowRole(el, 'button', { name: 'Neste' }, { timeout: 8000 });

describe('<kyc-declaration> under faults', () => {
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
        const retry = await findByShadowRole(el, 'button', { name: 'Hent skjema på nytt' }, { timeout: 8000 });
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
          6000,
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
});
