// A partner's page on another origin than the bank: the calculator reaches the bank's loan service
// through CORS, which allows only configured origins.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import '../../elements/salgspant-calculator.define.js';
import { fixture } from '../helpers/fixture.js';

async function banks(): Promise<{ allowed: string; refused: string }> {
  // Written by web-test-runner.config.mjs.
  return (await (await fetch('/__cross-origin.json')).json()) as { allowed: string; refused: string };
}

describe('calculator on a partner origin', () => {
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

  it('is refused by the service for an origin that is not listed', async () => {
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
    // The call fails as a network error: the service-error screen with a retry (issue 9), not the
    // "the link may be wrong" text of an unknown product.
    await findByShadowText(el, 'Vi får ikke kontakt med tjenesten', {}, { timeout: 5000 });
    expect(el.shadowRoot?.textContent).to.not.contain('Lenken kan være feil');
  });
});
