// The bank journey in English (issue 34), walked by keyboard as a customer would, with `<html lang="en">`:
// the calculator, the BankID login (asked for in English, `ui_locales=en`), and the application's first
// step. The start of the walk through every flow that issue 34 asks for; decision 0111.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, findByShadowText, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-application.define.js';
import '../../elements/salgspant-calculator.define.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import { at, atStep, original } from '../helpers/application.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { loginAs, logout, PERSONS } from '../helpers/sandbox.js';

/** Focuses a control and types into it with real key presses. */
async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

/** Common Norwegian words that an English screen must not show (names and amounts aside). */
const NORWEGIAN = /(?<!\p{L})(og|ikke|du|til|med|på|lån|søknad|kjøpesum|egenkapital|nedbetalingstid|neste)(?!\p{L})/iu;

const calculator = () => fixture(html`<salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>`);
const wrapperLang = (el: Element) => defined(el.shadowRoot?.querySelector('.root')).getAttribute('lang');

describe('the bank journey in English', () => {
  const events: SalgspantNavigateEvent[] = [];
  const onNavigate = (event: SalgspantNavigateEvent) => {
    event.preventDefault();
    events.push(event);
  };
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    document.documentElement.lang = 'en';
    events.length = 0;
    document.addEventListener('salgspant-navigate', onNavigate);
  });
  afterEach(async () => {
    document.removeEventListener('salgspant-navigate', onNavigate);
    document.documentElement.lang = 'nb';
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  it('calculator → BankID login in English → back → the application’s first step, in English', async () => {
    const el = await calculator();
    await findByShadowRole(el, 'heading', { name: 'Loan calculator: Car' });
    (await findByShadowRole(el, 'radio', { name: 'Loan commitment' })).click();
    await typeInto(await findByShadowRole(el, 'textbox', { name: /Purchase price/ }), '300000');
    await typeInto(getByShadowRole(el, 'textbox', { name: /Equity/ }), '60000');
    expect(wrapperLang(el)).to.equal('en');
    expect(el.shadowRoot?.textContent).not.to.match(NORWEGIAN);
    await expectAccessible(el, 'calculator, filled in, in English');
    getByShadowRole(el, 'button', { name: 'Apply for a loan commitment' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => events.length > 0, 'login navigation');
    const login = new URL(defined(events[0]).detail.href, location.origin);
    expect(login.pathname).to.equal('/sandbox/login');
    expect(login.searchParams.get('ui_locales')).to.equal('en');

    // Back from the BankID login: the calculator has the form again, in English.
    await loginAs(PERSONS.kari);
    el.remove();
    const again = await calculator();
    await findByShadowText(again, 'You are logged in. Check the figures and send the application.');
    getByShadowRole(again, 'button', { name: 'Apply for a loan commitment' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => events.length === 2, 'application navigation');
    const next = new URL(defined(events[1]).detail.href, location.origin);
    again.remove();

    // The application's first step, in English.
    at({ cacheId: defined(next.searchParams.get('cacheId')) });
    const application = await fixture(html`<salgspant-application bank-reg-nr="9999"></salgspant-application>`);
    await atStep(application, '1 of 5', 'The loan you are applying for');
    expect(wrapperLang(application)).to.equal('en');
    expect(application.shadowRoot?.textContent).not.to.match(NORWEGIAN);
    await expectAccessible(application, 'application, first step, in English');
  });
});
