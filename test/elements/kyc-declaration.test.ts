// <kyc-declaration> as a private customer uses it: the sandbox's KYC service over HTTP, real key
// presses, queries by role and label, axe in every state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  findByShadowRole,
  findByShadowText,
  getByShadowRole,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import type { KycCompleteEvent } from '../../src/flows/kyc-declaration/index.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { html } from 'lit-html';
import { cleanup, fixture, until } from '../helpers/fixture.js';
import { atStep, declaration, KYC_PERSONS, kycCall, kycToken } from '../helpers/kyc.js';
import { injectFault } from '../helpers/sandbox.js';
import { defined } from '../helpers/defined.js';

const FORM = 'GET /kyc-declaration/api/kyc/v8/form';
const textOf = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');
const deepFocus = (el: Element) => el.shadowRoot?.activeElement ?? null;

async function clearFault(endpoint: string) {
  await fetch(`/sandbox/api/faults?endpoint=${encodeURIComponent(endpoint)}`, { method: 'DELETE' });
}

describe('<kyc-declaration>', () => {
  afterEach(async () => {
    sessionStorage.clear();
    await fetch('/sandbox/api/faults', { method: 'DELETE' });
  });

  it('opens at the welcome with «Dine produkter», «1/11», and the «Hvorfor må jeg svare på dette?» modal', async () => {
    const el = await declaration(await kycToken(KYC_PERSONS.kari, 'CAR_LOAN'));
    await atStep(el, 1, 11, 'Velkommen til kundeerklæringen');
    expect(defined(el.shadowRoot, 'shadow root').querySelector('.ui-steps__text [aria-hidden]')?.textContent).to.equal(
      '1/11',
    );
    expect(getByShadowRole(el, 'heading', { name: 'Dine produkter' })).to.exist;
    expect(textOf(el)).to.contain('Billån');
    await expectAccessible(el, 'welcome');

    const why = getByShadowRole(el, 'button', { name: 'Hvorfor må jeg svare på dette?' });
    why.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Hvorfor må jeg svare på dette?' });
    expect(dialog.textContent).to.contain('hvitvaskingsloven');
    await expectAccessible(el, 'why modal');
    getByShadowRole(el, 'button', { name: 'Lukk' }).click();
    await until(() => !dialog.isConnected || !(dialog as HTMLDialogElement).open);
  });

  it('confirms the register countries (OK moves on), resumes at the same section after a reload', async () => {
    const token = await kycToken(KYC_PERSONS.dag);
    let el = await declaration(token);
    await atStep(el, 1, 11, 'Velkommen til kundeerklæringen');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 2, 11, 'Statsborgerskap og bosted');
    await until(() => deepFocus(el)?.textContent === 'Statsborgerskap og bosted');
    // Names in Norwegian from the platform's table.
    await findByShadowRole(el, 'button', { name: 'Bekreft' });
    const facts = [...defined(el.shadowRoot, 'shadow root').querySelectorAll('.kyc__facts > div')].map(
      (row) => row.textContent,
    );
    expect(facts).to.deep.equal(['StatsborgerskapPolen', 'FødelandPolen', 'BostedslandNorge']);
    await expectAccessible(el, 'country');

    cleanup();
    el = await declaration(token);
    await atStep(el, 2, 11, 'Statsborgerskap og bosted');

    const confirm = await findByShadowRole(el, 'button', { name: 'Bekreft' });
    confirm.focus();
    await sendKeys({ press: 'Enter' });
    await atStep(el, 3, 11, 'Politisk eksponert person (PEP)');
    const saved = await kycCall(token, 'GET', 'kyc/v8/form?kycContext=NETTBANK');
    const form = (await saved.json()) as { sections: Array<{ type: string; confirmed?: boolean }> };
    expect(form.sections.find((s) => s.type === 'COUNTRY')?.confirmed).to.equal(true);
  });

  it('shows the retry message when the register cannot verify the countries (NOT_VERIFIED), and stays', async () => {
    const el = await declaration(await kycToken(KYC_PERSONS.ulf));
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await atStep(el, 2, 11, 'Statsborgerskap og bosted');
    await findByShadowRole(el, 'button', { name: 'Bekreft' });
    expect(textOf(el)).to.contain('Sverige, Norge');
    getByShadowRole(el, 'button', { name: 'Bekreft' }).click();
    await findByShadowText(el, 'Vennligst prøv å bekrefte igjen. Dersom problemet vedvarer må du kontakte banken');
    await atStep(el, 2, 11, 'Statsborgerskap og bosted');
    await expectAccessible(el, 'countries not verified');
  });

  it('keeps the customer on the section with the retry message when the save fails (5xx), then succeeds', async () => {
    const el = await declaration(await kycToken(KYC_PERSONS.kari));
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await atStep(el, 2, 11, 'Statsborgerskap og bosted');
    await injectFault({ endpoint: 'POST /kyc-declaration/api/kyc/confirmCountries', status: 503, times: 1 });
    (await findByShadowRole(el, 'button', { name: 'Bekreft' })).click();
    await findByShadowText(el, 'Vennligst prøv å bekrefte igjen. Dersom problemet vedvarer må du kontakte banken');
    await expectAccessible(el, 'countries save failed');
    getByShadowRole(el, 'button', { name: 'Bekreft' }).click();
    await atStep(el, 3, 11, 'Politisk eksponert person (PEP)');
  });

  it('sends one confirmation however often «Bekreft» is pressed', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    const el = await declaration(token);
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await atStep(el, 2, 11, 'Statsborgerskap og bosted');
    await injectFault({ endpoint: 'POST /kyc-declaration/api/kyc/confirmCountries', latencyMs: 300, times: 1 });
    await findByShadowRole(el, 'button', { name: 'Bekreft' });
    const seen: string[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) if (entry.name.includes('confirmCountries')) seen.push(entry.name);
    });
    observer.observe({ type: 'resource', buffered: false });
    const confirm = getByShadowRole(el, 'button', { name: 'Bekreft' });
    confirm.click();
    confirm.click();
    confirm.click();
    await atStep(el, 3, 11, 'Politisk eksponert person (PEP)');
    await until(() => seen.length > 0);
    observer.disconnect();
    expect(seen).to.have.length(1);
  });

  it("leaves the focus where the customer put it while the form loads (the form's arrival is not a step)", async () => {
    const token = await kycToken(KYC_PERSONS.kari, 'CAR_LOAN');
    await injectFault({ endpoint: FORM, latencyMs: 800, times: 1 });
    const page = await fixture<HTMLDivElement>(html`<div>
      <button type="button">Til toppen</button>
      <kyc-declaration token=${token} kyc-context="NETTBANK"></kyc-declaration>
    </div>`);
    const el = defined(page.querySelector<HTMLElement>('kyc-declaration'), 'kyc-declaration');
    const button = defined(page.querySelector('button'), 'page button');
    await findByShadowText(el, 'Henter kundeerklæringen', {});
    button.focus();
    await atStep(el, 1, 11, 'Velkommen til kundeerklæringen');
    expect(document.activeElement).to.equal(button);
    // A step the customer takes still moves the focus to its heading.
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 2, 11, 'Statsborgerskap og bosted');
    await until(() => deepFocus(el)?.textContent === 'Statsborgerskap og bosted');
  });

  it('shows «Hent skjema på nytt» when the form cannot be fetched, and fetches it again', async () => {
    await injectFault({ endpoint: FORM, status: 500, times: 1 });
    const el = await declaration(await kycToken(KYC_PERSONS.kari));
    await findByShadowText(
      el,
      'Klarte ikke å hente skjemaet. Vennligst prøv å hente skjemaet på nytt. Dersom problemet vedvarer må du kontakte banken',
    );
    await expectAccessible(el, 'form fetch failed');
    const retry = getByShadowRole(el, 'button', { name: 'Hent skjema på nytt' });
    retry.focus();
    await sendKeys({ press: 'Enter' });
    await atStep(el, 1, 11, 'Velkommen til kundeerklæringen');
    // The button went away with the focus: the form the customer asked for takes it, at its heading.
    await until(() => deepFocus(el)?.textContent === 'Velkommen til kundeerklæringen', 'focus on the welcome');
  });

  it('falls back to the v7 form when v8 is not offered', async () => {
    await injectFault({ endpoint: FORM, status: 405, errorName: 'METHOD_NOT_ALLOWED', times: 1 });
    const el = await declaration(await kycToken(KYC_PERSONS.kari));
    await atStep(el, 1, 11, 'Velkommen til kundeerklæringen');
  });

  it('shows «Not implemented section» with «Neste» for an unknown section, and «Page not found.» for none', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    const form = {
      process: { processType: 'RENEWAL_PRIVATE', completed: false },
      sections: [
        { type: 'SOMETHING_NEW', header: 'Noe nytt' },
        { type: 'WELCOME', header: 'Hei', text: '<p>Hei</p>' },
      ],
    };
    await injectFault({ endpoint: FORM, body: JSON.stringify(form), times: 1 });
    const el = await declaration(token);
    await atStep(el, 1, 2, 'Noe nytt');
    expect(textOf(el)).to.contain('Not implemented section');
    await expectAccessible(el, 'unknown section');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 2, 2, 'Hei');

    cleanup();
    sessionStorage.clear();
    await injectFault({ endpoint: FORM, body: JSON.stringify({ ...form, sections: [] }), times: 1 });
    const empty = await declaration(token);
    await findByShadowRole(empty, 'heading', { name: 'Page not found.' });
    await expectAccessible(empty, 'page not found');
  });

  it('sanitises the server HTML: no script, no handler, no javascript: link; links open safely', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    const hostile =
      '<p onclick="alert(1)">Hei<script>window.hacked = true</script></p>' +
      '<a href="javascript:alert(1)">farlig</a> <a href="https://bank.example/info">les mer</a>' +
      '<img src="x" onerror="window.hacked = true">';
    const form = {
      process: { processType: 'RENEWAL_PRIVATE', completed: false },
      sections: [{ type: 'WELCOME', header: 'Velkommen', text: hostile, helpText: null }],
    };
    await injectFault({ endpoint: FORM, body: JSON.stringify(form), times: 1 });
    const el = await declaration(token);
    await atStep(el, 1, 1, 'Velkommen');
    const html = defined(defined(el.shadowRoot, 'shadow root').querySelector('.kyc__html'), 'sanitised HTML');
    expect(html.querySelector('script, img, [onclick], [onerror]')).to.equal(null);
    expect(html.innerHTML).not.to.contain('javascript:');
    const link = getByShadowRole(el, 'link', { name: 'les mer' });
    expect(link.getAttribute('target')).to.equal('_blank');
    expect(link.getAttribute('rel')).to.equal('noopener noreferrer');
    expect((window as unknown as { hacked?: boolean }).hacked).to.equal(undefined);
    await expectAccessible(el, 'sanitised html');
  });

  it('completes after the last section: «Takk for hjelpen.», one kyc-complete event, «Tilbake til oppgavelisten»', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    const form = {
      process: { processType: 'RENEWAL_PRIVATE', completed: false },
      sections: [{ type: 'WELCOME', header: 'Velkommen', text: '<p>Hei</p>' }],
    };
    await injectFault({ endpoint: FORM, body: JSON.stringify(form), times: 1 });
    await injectFault({
      endpoint: 'POST /kyc-declaration/api/kyc/v2/complete-declaration',
      body: JSON.stringify({ caseStatus: 'OK' }),
      times: 1,
    });
    const events: KycCompleteEvent[] = [];
    document.addEventListener('kyc-complete', (e) => events.push(e));
    const el = await declaration(token, { redirectUrl: '/min-oversikt/soknadsoversikt' });
    await atStep(el, 1, 1, 'Velkommen');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowRole(el, 'heading', { name: 'Takk for hjelpen.' });
    expect(events.map((e) => e.detail)).to.deep.equal([{ caseStatus: 'OK', kycStatus: 'OK' }]);
    expect(textOf(el)).to.contain('skrive ut');
    await until(() => deepFocus(el)?.textContent === 'Takk for hjelpen.');
    await expectAccessible(el, 'done');
    const navigations: SalgspantNavigateEvent[] = [];
    el.addEventListener('salgspant-navigate', (e) => {
      e.preventDefault();
      navigations.push(e);
    });
    getByShadowRole(el, 'button', { name: 'Tilbake til oppgavelisten' }).click();
    expect(navigations[0]?.detail.href).to.equal('/min-oversikt/soknadsoversikt');
    expect(events).to.have.length(1);
  });

  it('fails with «Prøv igjen» when case creation fails (Ivar: FAILED), and «Gå videre» without a redirect URL', async () => {
    const token = await kycToken(KYC_PERSONS.ivar);
    const form = {
      process: { processType: 'RENEWAL_PRIVATE', completed: false },
      sections: [{ type: 'WELCOME', header: 'Velkommen', text: '<p>Hei</p>' }],
    };
    await injectFault({ endpoint: FORM, body: JSON.stringify(form), times: 1 });
    const el = await declaration(token, { hidePrintNote: 'true' });
    await atStep(el, 1, 1, 'Velkommen');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await findByShadowText(
      el,
      'Klarte ikke å registrere svarene. Vennligst prøv igjen. Kontakt banken dersom problemet vedvarer',
    );
    await expectAccessible(el, 'completion failed');
    await injectFault({
      endpoint: 'POST /kyc-declaration/api/kyc/v2/complete-declaration',
      body: JSON.stringify({ caseStatus: 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR' }),
      times: 1,
    });
    getByShadowRole(el, 'button', { name: 'Prøv igjen' }).click();
    await findByShadowRole(el, 'heading', { name: 'Takk for hjelpen.' });
    expect(queryByShadowText(el, /skrive ut/)).to.equal(null);
    const continued: unknown[] = [];
    el.addEventListener('kyc-continue', (e) => continued.push(e.detail));
    getByShadowRole(el, 'button', { name: 'Gå videre' }).click();
    expect(continued).to.deep.equal([
      { caseStatus: 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR', kycStatus: 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR' },
    ]);
  });

  it('«Gå videre» on a declaration completed before this visit sends kyc-continue (its status unknown: null)', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    const form = {
      process: { processType: 'RENEWAL_PRIVATE', completed: true },
      sections: [{ type: 'WELCOME', header: 'Velkommen', text: '<p>Hei</p>' }],
    };
    await injectFault({ endpoint: FORM, body: JSON.stringify(form), times: 1 });
    const completed: unknown[] = [];
    const onComplete = (e: KycCompleteEvent) => completed.push(e.detail);
    document.addEventListener('kyc-complete', onComplete);
    try {
      const el = await declaration(token);
      await findByShadowRole(el, 'heading', { name: 'Takk for hjelpen.' });
      await expectAccessible(el, 'done before this visit');
      const continued: unknown[] = [];
      el.addEventListener('kyc-continue', (e) => continued.push(e.detail));
      getByShadowRole(el, 'button', { name: 'Gå videre' }).click();
      expect(continued).to.deep.equal([null]);
      // Not completed in this visit: no kyc-complete.
      expect(completed).to.deep.equal([]);
    } finally {
      document.removeEventListener('kyc-complete', onComplete);
    }
  });

  it('offers «Tilbake til oppgavelisten» to the failure URL when case creation fails', async () => {
    const token = await kycToken(KYC_PERSONS.ivar);
    const form = {
      process: { processType: 'RENEWAL_PRIVATE', completed: false },
      sections: [{ type: 'WELCOME', header: 'Velkommen', text: '<p>Hei</p>' }],
    };
    await injectFault({ endpoint: FORM, body: JSON.stringify(form), times: 1 });
    const el = await declaration(token, { failureUrl: '/min-oversikt/oppgaver' });
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    const back = await findByShadowRole(el, 'button', { name: 'Tilbake til oppgavelisten' });
    expect(queryByShadowRole(el, 'button', { name: 'Prøv igjen' })).to.equal(null);
    const navigations: string[] = [];
    el.addEventListener('salgspant-navigate', (e) => {
      e.preventDefault();
      navigations.push(e.detail.href);
    });
    back.click();
    expect(navigations).to.deep.equal(['/min-oversikt/oppgaver']);
  });

  it('takes the token from the page JSON', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    const container = await fixture(html`<div></div>`);
    const script = document.createElement('script');
    script.type = 'application/json';
    script.dataset.react = 'kyc-page';
    script.textContent = JSON.stringify({ kycToken: token });
    const el = document.createElement('kyc-declaration');
    el.setAttribute('config', 'kyc-page');
    container.append(script, el);
    await atStep(el, 1, 11, 'Velkommen til kundeerklæringen');
  });

  it('says the declaration cannot be opened without a token', async () => {
    const el = await declaration('');
    await findByShadowText(el, 'Kundeerklæringen kan ikke åpnes');
    await expectAccessible(el, 'no token');
    await clearFault(FORM);
  });
});
