// A partner's page on another origin than the bank: the calculator reaches the bank's loan service
// through CORS, which allows only configured origins.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import { findByShadowRole, findByShadowText, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-calculator.define.js';
import type { SalgspantErrorDetail, SalgspantNavigateEvent } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';

async function banks(): Promise<{ allowed: string; refused: string }> {
  // Written by web-test-runner.config.mjs.
  return (await (await fetch('/__cross-origin.json')).json()) as { allowed: string; refused: string };
}

/** Console errors of the library and `salgspant-error` events, as a developer and a host page see them. */
function watchErrors() {
  const logged: string[] = [];
  const heard: SalgspantErrorDetail[] = [];
  const original = console.error;
  console.error = (...args: unknown[]) => {
    const text = args.map(String).join(' ');
    if (text.startsWith('[salgspant-elements]')) logged.push(text);
    else original(...args);
  };
  const onError = (event: CustomEvent<SalgspantErrorDetail>) => heard.push(event.detail);
  document.addEventListener('salgspant-error', onError);
  const stop = () => {
    console.error = original;
    document.removeEventListener('salgspant-error', onError);
  };
  return { logged, heard, stop };
}

/** The bank's docs site (served beside the scripts) has the anchor a console error links to. */
async function expectDocsAnchor(anchor: string) {
  const page = new DOMParser().parseFromString(await (await fetch('/docs')).text(), 'text/html');
  expect(page.getElementById(anchor)?.textContent, `/docs#${anchor}`).to.be.a('string').and.not.equal('');
}

describe('calculator on a partner origin', () => {
  let errors = watchErrors();
  beforeEach(() => {
    errors = watchErrors();
  });
  afterEach(() => errors.stop());

  it('tells the developer once that a service-url answering 404 is not the service', async () => {
    const el = await fixture(
      html`<salgspant-calculator product="car" bank-reg-nr="9999" service-url="/butikk/api"></salgspant-calculator>`,
    );
    await findByShadowText(el, 'Noe gikk galt!', {});
    expect(el.shadowRoot?.textContent).to.not.match(/Sjekk nettforbindelsen|Vi får ikke kontakt/);
    // A second calculator with the same mistake on the page: still one message.
    await fixture(
      html`<salgspant-calculator product="mc" bank-reg-nr="9999" service-url="/butikk/api"></salgspant-calculator>`,
    );
    await until(() => errors.heard.length === 2, 'the second calculator');
    expect(errors.logged).to.have.length(1);
    // The exact message, with the fix on the bank's docs site: the origin the script came from (decision 0074).
    expect(errors.logged[0]).to.equal(
      `[salgspant-elements] <salgspant-calculator>: service-url "${location.origin}/butikk/api" answers 404: set service-url to the bank's loan service. See ${location.origin}/docs#dealer-service-url`,
    );
    await expectDocsAnchor('dealer-service-url');
    expect(errors.heard[0]).to.deep.equal({ code: 'INTEGRATION_SERVICE_NOT_FOUND', rcid: null, shown: true });
    await expectAccessible(el, 'service-url not found');
  });

  it('tells the developer once that bank-reg-nr is missing, and calls nothing', async () => {
    const el = await fixture(html`<salgspant-calculator product="car"></salgspant-calculator>`);
    await findByShadowText(el, 'Noe gikk galt!', {});
    expect(errors.logged).to.have.length(1);
    // Said by the element for every element that calls the loan service (config-mistakes.test.ts).
    expect(errors.logged[0]).to.contain(
      '<salgspant-calculator>: no bankRegNr: set bank-reg-nr="…" or "bankRegNr" in the page JSON',
    );
    expect(errors.heard).to.deep.equal([{ code: 'INTEGRATION_BANK_REG_NR_MISSING', rcid: null, shown: true }]);
  });

  it('loads the product and looks vehicles up across origins when the origin is listed', async () => {
    const { allowed } = await banks();
    expect(new URL(allowed).origin).to.not.equal(location.origin);
    const el = await fixture(
      html`<salgspant-calculator product="car" bank-reg-nr="9999" service-url=${allowed}></salgspant-calculator>`,
    );
    const plate = await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ });
    (plate as HTMLInputElement).focus();
    const { sendKeys } = await import('@web/test-runner-commands');
    await sendKeys({ type: 'EB66018' });
    await sendKeys({ press: 'Enter' });
    await findByShadowText(el, /Skoda Enyaq 85/);
  });

  it("hands the customer over to the bank: the calculation is stored and the application opens on the bank's site", async () => {
    const { allowed } = await banks();
    const bank = new URL(allowed).origin;
    const el = await fixture(
      html`<salgspant-calculator product="car" bank-reg-nr="9999" service-url=${allowed} target="_blank"></salgspant-calculator>`,
    );
    const { sendKeys } = await import('@web/test-runner-commands');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    (await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ })).focus();
    await sendKeys({ type: '300000' });
    getByShadowRole(el, 'textbox', { name: /Egenkapital/ }).focus();
    await sendKeys({ type: '60000' });
    const events: SalgspantNavigateEvent[] = [];
    el.addEventListener('salgspant-navigate', (event) => {
      event.preventDefault();
      events.push(event);
    });
    getByShadowRole(el, 'button', { name: 'Søk om lånebevis' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => events.length > 0, 'the hand-over');
    const detail = defined(events[0]).detail;
    // No login here: the bank's application page logs the customer in.
    const address = new URL(detail.href);
    expect(`${address.origin}${address.pathname}`).to.equal(`${bank}/min-oversikt/salgspantsoknad`);
    expect(address.hash).to.equal('#/application/form');
    expect(detail.target).to.equal('_blank');
    const cacheId = defined(address.searchParams.get('cacheId'));
    const cache: unknown = await (
      await fetch(`${allowed}/cache/${cacheId}`, { headers: { 'X-BankRegNr': '9999' } })
    ).json();
    expect(cache).to.include({ loanType: 'LOAN_COMMITMENT', vehiclePrice: 300000, equity: 60000, loanAmount: 240000 });
  });

  it('is refused by the service for an origin that is not listed, and says so once to the developer', async () => {
    const { refused } = await banks();
    let failed = false;
    try {
      await fetch(`${refused}/calculator/car`, { headers: { 'X-BankRegNr': '9999' } });
    } catch {
      failed = true;
    }
    expect(failed, 'the browser blocks the answer').to.equal(true);
    const el = await fixture(
      html`<salgspant-calculator product="car" bank-reg-nr="9999" service-url=${refused}></salgspant-calculator>`,
    );
    // An origin the bank has not admitted is the integration's mistake, not the customer's connection:
    // the general screen for the customer, one console error with the fix for the developer.
    await findByShadowText(el, 'Noe gikk galt!', {});
    expect(el.shadowRoot?.textContent).to.not.match(/Sjekk nettforbindelsen|Vi får ikke kontakt|Lenken kan være feil/);
    expect(errors.logged).to.have.length(1);
    expect(errors.logged[0]).to.equal(
      `[salgspant-elements] <salgspant-calculator>: a call to service-url "${refused}" from the origin ${location.origin} gets no answer the page may read: set service-url to the bank's loan service, or the bank must admit the origin (CORS; sandbox: SANDBOX_ALLOWED_ORIGINS). See ${location.origin}/docs#dealer-no-answer`,
    );
    await expectDocsAnchor('dealer-no-answer');
    expect(errors.heard).to.deep.equal([{ code: 'INTEGRATION_NO_ANSWER', rcid: null, shown: true }]);
    await expectAccessible(el, 'origin refused');

    // «Tilbake til valg av kjøretøy» leads to the bank's calculator, not to a path on the host page.
    const hrefs: string[] = [];
    el.addEventListener('salgspant-navigate', (event) => {
      event.preventDefault();
      hrefs.push(event.detail.href);
    });
    const back = await findByShadowRole(el, 'button', { name: 'Tilbake til valg av kjøretøy' });
    back.focus();
    const { sendKeys } = await import('@web/test-runner-commands');
    await sendKeys({ press: 'Enter' });
    expect(hrefs).to.deep.equal([`${new URL(refused).origin}/lane/salgspant#/calculator`]);
  });
});
