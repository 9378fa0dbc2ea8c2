// The element's language (issue 34, decision 0111): `lang` on the element, else up the page, else nb;
// English texts load on demand; a change of `lang` while typing keeps what was typed; the wrapper in
// the shadow root says the language it renders in; the calls ask for it (`Accept-Language`).
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { ifDefined } from 'lit-html/directives/if-defined.js';
import { findByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-calculator.define.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, rendered, until } from '../helpers/fixture.js';

/** The language the element's wrapper in its shadow root carries. */
const wrapperLang = (el: Element) => defined(el.shadowRoot?.querySelector('.root')).getAttribute('lang');

/** Records the `Accept-Language` of every call the page's fetch sends, until `restore()`. */
function acceptLanguages() {
  const original = globalThis.fetch;
  const seen: Array<[url: string, language: string | null]> = [];
  globalThis.fetch = (input, init) => {
    const request = new Request(input, init);
    seen.push([request.url, request.headers.get('Accept-Language')]);
    return original(request);
  };
  return { seen, restore: () => (globalThis.fetch = original) };
}

const calculator = (lang?: string) =>
  html`<salgspant-calculator product="car" bank-reg-nr="9999" lang=${ifDefined(lang)}></salgspant-calculator>`;

describe('the element’s language', () => {
  afterEach(() => {
    sessionStorage.clear();
    document.documentElement.lang = 'nb';
  });

  it('lang="en" on the element: English texts, a wrapper with lang="en", calls with Accept-Language: en', async () => {
    const calls = acceptLanguages();
    try {
      const el = await fixture(calculator('en'));
      await findByShadowRole(el, 'heading', { name: 'Loan calculator: Car' });
      expect(getByShadowRole(el, 'radio', { name: 'Loan' })).to.exist;
      expect(getByShadowRole(el, 'textbox', { name: /Registration number/ })).to.exist;
      expect(wrapperLang(el)).to.equal('en');
      expect(el.shadowRoot?.textContent).not.to.contain('Lånekalkulator');
      await expectAccessible(el, 'English, before lookup');
      const service = calls.seen.filter(([url]) => url.includes('/salgspant/api/'));
      expect(service.length).to.be.greaterThan(0);
      expect(service.map(([, language]) => language)).to.deep.equal(service.map(() => 'en'));
    } finally {
      calls.restore();
    }
  });

  it('lang="en" on an ancestor: the same, and lang="nb" on the element wins over it', async () => {
    const box = await fixture(html`<section lang="en-GB">${calculator()} ${calculator('nb')}</section>`);
    const [english, norwegian] = [...box.querySelectorAll('salgspant-calculator')].map((el) => el as HTMLElement);
    await rendered(defined(english));
    await rendered(defined(norwegian));
    await findByShadowRole(defined(english), 'heading', { name: 'Loan calculator: Car' });
    expect(wrapperLang(defined(english))).to.equal('en');
    await findByShadowRole(defined(norwegian), 'heading', { name: 'Lånekalkulator: Bil' });
    expect(wrapperLang(defined(norwegian))).to.equal('nb');
    await expectAccessible(defined(english), 'English under an English section');
  });

  it('without any lang: Norwegian, with Accept-Language: nb', async () => {
    document.documentElement.removeAttribute('lang');
    const calls = acceptLanguages();
    try {
      const el = await fixture(calculator());
      await findByShadowRole(el, 'heading', { name: 'Lånekalkulator: Bil' });
      expect(wrapperLang(el)).to.equal('nb');
      await until(() => calls.seen.some(([url]) => url.includes('/salgspant/api/')));
      const service = calls.seen.filter(([url]) => url.includes('/salgspant/api/'));
      expect(service.map(([, language]) => language)).to.deep.equal(service.map(() => 'nb'));
    } finally {
      calls.restore();
    }
  });

  it('switching the page’s lang from nb to en while typing keeps what was typed, and back', async () => {
    document.documentElement.lang = 'nb';
    const el = await fixture(calculator());
    const field = await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ });
    field.focus();
    await sendKeys({ type: 'EK123' });
    document.documentElement.lang = 'en';
    const english = await findByShadowRole(el, 'textbox', { name: /Registration number/ });
    expect((english as HTMLInputElement).value).to.equal('EK123');
    expect(english).to.equal(field, 'the same field, not a new one');
    expect(wrapperLang(el)).to.equal('en');
    await findByShadowRole(el, 'heading', { name: 'Loan calculator: Car' });
    await expectAccessible(el, 'switched to English while typing');
    // Typing goes on in the same field, and the element's own lang switches it back.
    await sendKeys({ type: '45' });
    el.setAttribute('lang', 'nb');
    const again = await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ });
    expect((again as HTMLInputElement).value).to.equal('EK12345');
    expect(wrapperLang(el)).to.equal('nb');
  });
});
