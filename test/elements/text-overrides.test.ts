// Every text can be overridden through the page JSON's `texts`, the field rules' messages and the
// clients' fallback messages included (issue 26 §3): the override shows where the default would.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import { findByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/kyc-declaration.define.js';
import '../../elements/salgspant-overview.define.js';
import { defined } from '../helpers/defined.js';
import { faultScope, pageTimeout } from '../helpers/faults.js';
import { fixture, until } from '../helpers/fixture.js';
import { atStep, declaration, KYC_PERSONS, kycToken, resumeAt, summary } from '../helpers/kyc.js';
import { loginAs, logout, OVERVIEW_PERSONS } from '../helpers/sandbox.js';

/** Puts page JSON with text overrides on the page; returns the function that removes it. */
function pageTexts(texts: Record<string, string>): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.react = 'texts';
  script.textContent = JSON.stringify({ texts });
  document.body.append(script);
  return () => script.remove();
}

describe('text overrides reach every message', () => {
  let removeTexts: () => void = () => undefined;
  let warnings: unknown[][] = [];
  const warn = console.warn;
  beforeEach(() => {
    warnings = [];
    console.warn = (...args: unknown[]) => warnings.push(args);
  });
  afterEach(() => {
    console.warn = warn;
    removeTexts();
    sessionStorage.clear();
  });

  it('a field rule’s message, the general one and a section’s own, at the field and in the summary; no warning', async () => {
    removeTexts = pageTexts({
      'validation.required': 'Svar på spørsmålet',
      // A PEP role's description at the default minimum of 10 (spec 2 §5's comment message).
      'validation.kyc.commentMinLength': 'Skriv minst ti tegn',
    });
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 2);
    const el = await declaration(token);
    await atStep(el, 3, 11, 'Politisk eksponert person (PEP)');
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await until(() => summary(el).length === 2);
    expect(summary(el)).to.deep.equal(['Svar på spørsmålet', 'Svar på spørsmålet']);

    const pep = getByShadowRole(el, 'radiogroup', { name: /Er du en politisk eksponert person/ });
    getByShadowRole(pep, 'radio', { name: 'Ja' }).click();
    await findByShadowRole(el, 'heading', { name: 'Rolle 1' });
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await until(() => summary(el).includes('Skriv minst ti tegn'));
    expect(defined(el.shadowRoot).textContent).not.to.contain('Påkrevet felt');
    expect(warnings).to.deep.equal([]);
  });

  it('a client’s fallback message in the error screen’s details', async () => {
    const faults = faultScope();
    const removeTimeout = pageTimeout();
    removeTexts = pageTexts({ 'errors.message.network': 'Nettet er nede' });
    try {
      await loginAs(OVERVIEW_PERSONS.vera);
      await faults.inject('GET /salgspant/api/landingpage', { drop: true });
      const el = await fixture(html`<salgspant-overview bank-reg-nr="9999"></salgspant-overview>`);
      (await findByShadowRole(el, 'button', { name: 'Vis mer' })).click();
      await until(() => (el.shadowRoot?.textContent ?? '').includes('Nettet er nede'));
      expect(el.shadowRoot?.textContent).not.to.contain('errors.message');
    } finally {
      removeTimeout();
      await faults.restore();
      await logout();
    }
  });
});
