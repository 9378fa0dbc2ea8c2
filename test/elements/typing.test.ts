// Typing in the form layer's fields (issue 31 item 2, decision 0100): the input echoes natively and the
// value reaches the form store after the paint. What a customer sees must still hold: a value typed
// just before Enter is the value used, Ctrl+Z steps back in «Kjøpesum», an IME's composition ends with
// the composed text, and a restored draft shows in the field. Real key presses, by role and label, the
// sandbox over HTTP, axe where the state changes.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowLabelText, findByShadowRole, findByShadowText, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-calculator.define.js';
import '../../elements/salgspant-completion.define.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { engine } from '../helpers/engine.js';
import { cleanup, fixture, until } from '../helpers/fixture.js';
import { loginAs, logout, PERSONS } from '../helpers/sandbox.js';

/** The field's text with no-break spaces as plain spaces. */
const shown = (input: HTMLInputElement) => input.value.replace(/\u00a0/g, ' ');

const calculator = () =>
  fixture(html`<salgspant-calculator
    product="car"
    bank-reg-nr="9999"
    calculator-path="/lane/salgspant"
  ></salgspant-calculator>`);

/** The calculator's loan commitment form (no vehicle lookup): its «Kjøpesum». */
async function commitmentForm(el: HTMLElement): Promise<HTMLInputElement> {
  (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
  return findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Kjøpesum/ });
}

/**
 * Ctrl+Z (Control in every engine here, WebKit on Linux too). WebKit's WebDriver launcher takes only
 * `type` and `press`, and does not hold Control in its key action (probed: U+E009 then «z» types a
 * «z»); there the test runs the editing command Ctrl+Z is bound to, on the same undo stack.
 */
async function undo() {
  if (engine !== 'webkit') {
    await sendKeys({ down: 'Control' });
    await sendKeys({ press: 'z' });
    await sendKeys({ up: 'Control' });
    // eslint-disable-next-line @typescript-eslint/no-deprecated -- the command Ctrl+Z runs
  } else document.execCommand('undo');
}

/** Navigations the element asks for, held back. */
let navigations: SalgspantNavigateEvent[] = [];
const onNavigate = (event: SalgspantNavigateEvent) => {
  event.preventDefault();
  navigations.push(event);
};

describe('typing in the form layer (decision 0100)', () => {
  beforeEach(() => {
    navigations = [];
    document.addEventListener('salgspant-navigate', onNavigate);
  });

  afterEach(async () => {
    document.removeEventListener('salgspant-navigate', onNavigate);
    sessionStorage.clear();
    await logout();
  });

  it('uses the value typed just before Enter: the figures sent are the ones typed', async () => {
    await loginAs(PERSONS.kari);
    const el = await calculator();
    const price = await commitmentForm(el);
    price.focus();
    await sendKeys({ type: '300000' });
    getByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Egenkapital/ }).focus();
    // A phone too busy to give a frame: none comes while the last digits and Enter are pressed (one go,
    // as a quick typist presses them), so the typed value can reach the form only through the submit's
    // own flush. The frames asked for meanwhile run afterwards.
    const held: FrameRequestCallback[] = [];
    const frame = window.requestAnimationFrame.bind(window);
    window.requestAnimationFrame = (callback) => held.push(callback);
    try {
      await sendKeys({ type: engine === 'webkit' ? '60000\uE007' : '60000\n' });
    } finally {
      window.requestAnimationFrame = frame;
      for (const callback of held) frame(callback);
    }
    await until(() => navigations.length === 1, 'on to the application');
    const cacheId = defined(new URL(defined(navigations[0]).detail.href, location.origin).searchParams.get('cacheId'));
    const cache: unknown = await (
      await fetch(`/salgspant/api/cache/${cacheId}`, { headers: { 'X-BankRegNr': '9999' } })
    ).json();
    expect(cache).to.include({ vehiclePrice: 300000, equity: 60000, loanAmount: 240000 });
  });

  it('steps back with Ctrl+Z in «Kjøpesum»: the previous value, formatted as it was shown', async () => {
    const el = await calculator();
    const price = await commitmentForm(el);
    price.focus();
    await sendKeys({ type: '300000' });
    await until(() => shown(price) === '300 000 kr', 'typed');
    await undo();
    await until(() => shown(price) !== '300 000 kr', 'undone');
    expect(shown(price)).to.equal('30 000 kr');
    await expectAccessible(el, 'after undo');
    // The undone value is the one the form has: leaving the field checks it.
    price.blur();
    expect(shown(price)).to.equal('30 000 kr');
  });

  it('leaves an IME composition alone until it ends, then shows the composed amount formatted', async () => {
    const el = await calculator();
    const price = await commitmentForm(el);
    price.focus();
    // What an IME does: compositionstart, then per update the text and an input event marked composing,
    // then compositionend.
    price.dispatchEvent(new CompositionEvent('compositionstart', { bubbles: true, composed: true, data: '' }));
    for (const text of ['1', '12', '123', '12345']) {
      price.dispatchEvent(new CompositionEvent('compositionupdate', { bubbles: true, composed: true, data: text }));
      price.value = text;
      price.setSelectionRange(text.length, text.length);
      price.dispatchEvent(
        new InputEvent('input', {
          bubbles: true,
          composed: true,
          data: text,
          inputType: 'insertCompositionText',
          isComposing: true,
        }),
      );
      // Not reformatted while composing: the IME's own text stays.
      expect(price.value).to.equal(text);
    }
    price.dispatchEvent(new CompositionEvent('compositionend', { bubbles: true, composed: true, data: '12345' }));
    await until(() => shown(price) === '12 345 kr', 'the composed amount, formatted');
    // The form has it: leaving the field finds «Kjøpesum» below the product's least.
    price.blur();
    await findByShadowText(el, /Kjøpesummen må være minst/);
    await expectAccessible(el, 'after the composition');
  });

  it('shows a restored draft in the fields: the completion’s contact step after a new login', async () => {
    const JONAS = '30078484590';
    const CASE = '100000406';
    const original = `${location.pathname}${location.search}`;
    await fetch('/sandbox/api/reset', { method: 'POST' });
    const params = new URLSearchParams(location.search);
    params.set('id', CASE);
    history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
    try {
      await loginAs(JONAS);
      const completion = () => fixture(html`<salgspant-completion bank-reg-nr="9999"></salgspant-completion>`);
      let el = await completion();
      const next = () =>
        defined([...(el.shadowRoot?.querySelectorAll('button') ?? [])].filter((b) => b.textContent === 'Neste').at(-1));
      const press = async (control: HTMLElement, key: string) => {
        control.focus();
        await sendKeys({ press: key });
      };
      await findByShadowRole(el, 'heading', { name: /1 av 7/ });
      await press(next(), 'Enter');
      const group = await findByShadowRole(el, 'radiogroup', { name: /Vil du kjøpe betalingsforsikring/ });
      await press(defined(group.querySelector<HTMLInputElement>('input[value="no"]')), 'Space');
      await press(next(), 'Enter');
      (await findByShadowLabelText<HTMLInputElement>(el, /^E-post/)).focus();
      await sendKeys({ type: 'jonas@example.no' });
      (await findByShadowLabelText<HTMLInputElement>(el, /^Mobilnummer/)).focus();
      await sendKeys({ type: '91234567' });
      // The session ends; «Neste» meets it and sends Jonas to the login; he comes back to the draft.
      expect((await fetch('/sandbox/api/session/expire', { method: 'POST' })).status).to.equal(204);
      await press(next(), 'Enter');
      await until(() => navigations.length === 1, 'sent to the login');
      cleanup();
      await loginAs(JONAS);
      el = await completion();
      const email = await findByShadowLabelText<HTMLInputElement>(el, /^E-post/);
      await until(() => email.value === 'jonas@example.no', 'the e-mail restored');
      expect((await findByShadowLabelText<HTMLInputElement>(el, /^Mobilnummer/)).value).to.equal('91234567');
      await expectAccessible(el, 'the restored draft');
    } finally {
      history.replaceState(null, '', original);
    }
  });
});
