// The declaration's free-text limits (decision 0030) as a customer meets them: a pasted text longer than
// the limit keeps every character and gets 'Feltet kan maksimalt inneholde {n} tegn' at the field; a name
// input stops at its limit; the sandbox refuses a longer text too.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  findByShadowLabelText,
  findByShadowRole,
  getByShadowLabelText,
  getByShadowRole,
} from 'shadow-dom-testing-library';
import { KYC_TEXT_MAX } from '../../src/domain/kyc-rules.js';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { defined } from '../helpers/defined.js';
import { atStep, declaration, KYC_PERSONS, kycCall, kycToken, resumeAt } from '../helpers/kyc.js';

/** The error shown at a control (through its aria-describedby). */
function errorAt(el: HTMLElement, control: Element): string | null {
  for (const id of (control.getAttribute('aria-describedby') ?? '').split(' ')) {
    const node = defined(el.shadowRoot, 'shadow root').getElementById(id);
    if (node?.classList.contains('ui-field__error'))
      return node.querySelector('.ui-field__error-text')?.textContent ?? null;
  }
  return null;
}

/** Pastes text into the focused control the way the browser does (one input event, like Ctrl+V). */
function paste(control: HTMLElement, text: string): void {
  control.focus();
  // eslint-disable-next-line @typescript-eslint/no-deprecated -- the one way to insert text as a user edit (undo stack, input event), as a paste does
  document.execCommand('insertText', false, text);
}

describe('<kyc-declaration> free-text limits', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('a PEP description pasted over 1000 characters is kept whole, with the message at the field; a name stops at 100', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 2);
    const el = await declaration(token);
    await atStep(el, 3, 11, 'Politisk eksponert person (PEP)');
    const pep = await findByShadowRole(el, 'radiogroup', { name: /Er du en politisk eksponert person/ });
    getByShadowRole(pep, 'radio', { name: 'Nei' }).click();
    const rca = getByShadowRole(el, 'radiogroup', { name: /familiemedlem eller kjent medarbeider/ });
    getByShadowRole(rca, 'radio', { name: 'Ja' }).click();

    const description = await findByShadowLabelText<HTMLTextAreaElement>(el, /Beskriv/);
    const text = `Statsråd ${'og rådgiver '.repeat(100)}`;
    expect(text.length).to.be.greaterThan(KYC_TEXT_MAX.comment);
    paste(description, text);
    await until(() => description.value === text, 'the whole pasted text');

    const firstName = getByShadowLabelText<HTMLInputElement>(el, 'Fornavn');
    expect(firstName.maxLength).to.equal(KYC_TEXT_MAX.name);
    firstName.focus();
    await sendKeys({ type: 'O'.repeat(KYC_TEXT_MAX.name + 3) });
    expect(firstName.value).to.have.length(KYC_TEXT_MAX.name);

    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await until(() => errorAt(el, description) !== null, 'the message at the description');
    expect(errorAt(el, description)).to.equal('Feltet kan maksimalt inneholde 1000 tegn');
    expect(description.value).to.equal(text);
    await expectAccessible(el, 'a description over its limit');

    // Shortened to the limit, the message goes.
    description.select();
    paste(description, text.slice(0, KYC_TEXT_MAX.comment));
    await until(() => errorAt(el, description) === null, 'the message gone');
  });

  it('the service refuses a text over its limit with its error JSON, not a 500', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    const entry = { roleTypeCode: 'PARLIAMENT', roleCountry: 'SWE', description: 'x'.repeat(KYC_TEXT_MAX.comment + 1) };
    const refused = await kycCall(token, 'POST', 'kyc/submitPepRca', {
      isPep: true,
      pep: [entry],
      isRca: false,
      rca: [],
    });
    expect(refused.status).to.equal(400);
    expect(JSON.stringify(await refused.json())).to.contain('Feltet kan maksimalt inneholde 1000 tegn');
    const accepted = await kycCall(token, 'POST', 'kyc/submitPepRca', {
      isPep: true,
      pep: [{ ...entry, description: 'x'.repeat(KYC_TEXT_MAX.comment) }],
      isRca: false,
      rca: [],
    });
    expect(accepted.status).to.be.lessThan(300);
  });
});
