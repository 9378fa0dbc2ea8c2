// The pseudo-locale walk (issue 26 §3): every key of the catalogue is overridden through the page
// JSON with its default marked ⟦…⟧, and each flow is walked through its states, errors included. Any
// visible text in the element's shadow root without the mark is a text that does not come from the
// catalogue (a literal in code) and fails the walk. Allowed without the mark: numbers and amounts,
// what the customer typed, register data and the registration number.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/kyc-declaration.define.js';
import '../../elements/salgspant-calculator.define.js';
import '../../elements/salgspant-vehicle-chooser.define.js';
import { nb } from '../../src/texts/nb.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { atStep, declaration, KYC_PERSONS, kycToken, resumeAt } from '../helpers/kyc.js';

/** Every key, its default marked. */
const MARKED = Object.fromEntries(Object.entries(nb).map(([key, text]) => [key, text ? `⟦${text}⟧` : text]));

/** Text without the mark that is still the customer's or data: numbers, amounts, dates, symbols. */
const DATA = /^[\d\s.,:;%/+\-–—()×·…*?!|'"kr]*$/u;

function pseudoLocale(): () => void {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.react = 'pseudo';
  script.textContent = JSON.stringify({ texts: MARKED });
  document.body.append(script);
  return () => script.remove();
}

/** Whether an element's text is shown: not hidden, not a script or style, not inside a closed dialog. */
function visible(node: Node): boolean {
  const parent = node.parentElement;
  if (!parent || parent.closest('style, script, template, [hidden], dialog:not([open])')) return false;
  return parent.checkVisibility();
}

/**
 * The visible texts of an element's shadow root without the mark. A text is read per block (the
 * concatenation of its text nodes), so a marked text interpolated with values counts as marked.
 */
function unmarked(el: HTMLElement, allowed: readonly string[] = []): string[] {
  const root = defined(el.shadowRoot);
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const found: string[] = [];
  let open = 0;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    // Inside a marked text that spans several nodes (a link or a value within a text).
    const before = open;
    open += (text.match(/⟦/g) ?? []).length - (text.match(/⟧/g) ?? []).length;
    if (!visible(node) || before > 0 || text.includes('⟦') || text.includes('⟧')) continue;
    const trimmed = text.trim();
    if (!trimmed || DATA.test(trimmed) || allowed.includes(trimmed)) continue;
    found.push(trimmed);
  }
  return found;
}

describe('the pseudo-locale walk: every visible text comes from the catalogue', () => {
  let remove: () => void = () => undefined;
  const warn = console.warn;
  beforeEach(() => {
    remove = pseudoLocale();
    // Every key of every element is on the page: each element names those of areas it carries only in
    // part (the error screens of other elements) as unknown. Expected here, and not the walk's subject.
    console.warn = () => undefined;
  });
  afterEach(() => {
    console.warn = warn;
    remove();
    sessionStorage.clear();
  });

  it('<salgspant-vehicle-chooser>', async () => {
    const el = await fixture(html`<salgspant-vehicle-chooser></salgspant-vehicle-chooser>`);
    await findByShadowRole(el, 'link', { name: /⟦Velg⟧ ⟦Bil⟧/ });
    expect(unmarked(el)).to.deep.equal([]);
  });

  it('<salgspant-calculator>: loan lookup, its errors, the commitment form and its errors', async () => {
    const el = await fixture(
      html`<salgspant-calculator product="car" bank-reg-nr="9999" calculator-path="/lane/salgspant"></salgspant-calculator>`,
    );
    const plate = await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ });
    expect(unmarked(el)).to.deep.equal([]);
    plate.focus();
    await sendKeys({ type: 'AB1' });
    await sendKeys({ press: 'Enter' });
    await until(() => (el.shadowRoot?.querySelector('.ui-field__error-text')?.textContent ?? '') !== '', 5000);
    expect(unmarked(el, ['AB1'])).to.deep.equal([]);

    getByShadowRole(el, 'radio', { name: /Lånebevis/ }).click();
    const next = await findByShadowRole(el, 'button', { name: /⟦/ });
    expect(unmarked(el)).to.deep.equal([]);
    next.click();
    await until(() => (el.shadowRoot?.querySelectorAll('.ui-field__error-text').length ?? 0) > 0, 5000);
    expect(unmarked(el)).to.deep.equal([]);
  });

  it('<kyc-declaration>: a question section, with every error of an empty answer', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 2);
    const el = await declaration(token);
    await atStep(el, 3, 11, /Politisk eksponert person/);
    // The section's title is the service's (the declaration's form), not the catalogue's.
    const service = ['Politisk eksponert person (PEP)'];
    expect(unmarked(el, service)).to.deep.equal([]);
    (await findByShadowRole(el, 'button', { name: /Neste/ })).click();
    await until(() => (el.shadowRoot?.querySelectorAll('.ui-error-summary__list a').length ?? 0) > 0, 5000);
    expect(unmarked(el, service)).to.deep.equal([]);
  });
});
