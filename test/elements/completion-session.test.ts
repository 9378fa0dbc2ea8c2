// <salgspant-completion> when the login session runs out on the way (decision 0036): the co-applicant
// Jonas (case 100000406) has chosen the insurance, typed his e-mail and phone and answered the consents
// when the session ends; he logs in again with the (simulated) BankID and continues at step 4 with all
// of it, and nothing of it is his national id. Keyboard only; axe in each state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowLabelText, findByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-completion.define.js';
import type { SalgspantNavigateDetail } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { cleanup, fixture, until } from '../helpers/fixture.js';
import { loginAs, logout } from '../helpers/sandbox.js';

const JONAS = '30078484590';
const HANNE = '11028373408';
const CASE = '100000406';
const original = `${location.pathname}${location.search}`;

let navigations: SalgspantNavigateDetail[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<SalgspantNavigateDetail>).detail);
};

async function press(control: HTMLElement, key: string) {
  control.focus();
  await sendKeys({ press: key });
}

/** The open step's heading reads «label title». */
async function atStep(el: HTMLElement, label: string, title: string) {
  const heading = await findByShadowRole(el, 'heading', { name: `${label} ${title}` });
  await until(() => heading.closest('li')?.getAttribute('aria-current') === 'step', `${label} open`);
}

/** The open step's «Neste». */
function next(el: HTMLElement): HTMLButtonElement {
  const buttons = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].filter((b) => b.textContent === 'Neste');
  return defined(buttons.at(-1), 'Neste');
}

const completion = () => fixture(html`<salgspant-completion bank-reg-nr="9999"></salgspant-completion>`);

/** Every value kept in this tab's session storage. */
function stored(): string {
  return Object.keys(sessionStorage)
    .map((key) => `${key}=${sessionStorage.getItem(key) ?? ''}`)
    .join('\n');
}

/** Jonas logs in, opens his part of the case, says no to the insurance and reaches step 4. */
async function jonasAtStep4(): Promise<HTMLElement> {
  await loginAs(JONAS);
  const el = await completion();
  await atStep(el, '1 av 7', 'Lånet ditt');
  await press(next(el), 'Enter');
  await atStep(el, '3 av 7', 'Betalingsforsikring');
  const group = await findByShadowRole(el, 'radiogroup', { name: /Vil du kjøpe betalingsforsikring/ });
  await press(defined(group.querySelector<HTMLInputElement>('input[value="no"]')), 'Space');
  await press(next(el), 'Enter');
  await atStep(el, '4 av 7', 'Kontaktinformasjon og samtykker');
  return el;
}

describe('<salgspant-completion> when the session runs out', () => {
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    sessionStorage.clear();
    navigations = [];
    document.addEventListener('salgspant-navigate', onNavigate);
    const params = new URLSearchParams(location.search);
    params.set('id', CASE);
    history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
  });

  afterEach(async () => {
    document.removeEventListener('salgspant-navigate', onNavigate);
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  it('a co-applicant logs in again and continues at step 4 with his choice, his typing and his answers', async () => {
    let el = await jonasAtStep4();
    (await findByShadowLabelText<HTMLInputElement>(el, /^E-post/)).focus();
    await sendKeys({ type: 'jonas@example.no' });
    (await findByShadowLabelText<HTMLInputElement>(el, /^Mobilnummer/)).focus();
    await sendKeys({ type: '91234567' });
    const yes = [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[value="JA"]') ?? [])];
    expect(yes.length).to.be.greaterThan(0);
    for (const answer of yes) await press(answer, 'Space');

    // The session ends on the server; «Neste» meets it and sends Jonas to the BankID login and back.
    expect((await fetch('/sandbox/api/session/expire', { method: 'POST' })).status).to.equal(204);
    await press(next(el), 'Enter');
    await until(() => navigations.length === 1, 'sent to the login');
    const login = defined(navigations[0]);
    expect(login.href).to.match(/^\/sandbox\/login\?/);
    const returnTo = defined(new URL(login.href, location.origin).searchParams.get('returnTo'));
    expect(returnTo).to.contain(`id=${CASE}`);
    expect(login.href).not.to.contain(JONAS);
    expect(stored(), 'no national id in the tab').not.to.contain(JONAS);
    expect(stored()).to.contain('jonas@example.no');

    // Back from the login: the page loads again at the same address.
    cleanup();
    await loginAs(JONAS);
    el = await completion();
    await atStep(el, '4 av 7', 'Kontaktinformasjon og samtykker');
    expect((await findByShadowLabelText<HTMLInputElement>(el, /^E-post/)).value).to.equal('jonas@example.no');
    expect((await findByShadowLabelText<HTMLInputElement>(el, /^Mobilnummer/)).value).to.equal('91234567');
    await until(
      () => [...(el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[value="JA"]') ?? [])].every((i) => i.checked),
      'the consents answered as before',
    );
    await expectAccessible(el, 'step 4 after the login');

    // And on: the update carries what he typed, and the declaration opens.
    await press(next(el), 'Enter');
    await atStep(el, '5 av 7', 'Kundeerklæring');
    const saved = (await (
      await fetch(`/salgspant/api/application/ongoing/${CASE}`, { headers: { 'X-BankRegNr': '9999' } })
    ).json()) as { email: string | null; phone: string | null; orderInsurance: boolean };
    expect(saved).to.include({ email: 'jonas@example.no', phone: '91234567', orderInsurance: false });
  });

  it('the draft is the applicant’s own: the main applicant in the same tab does not get the co-applicant’s answers', async () => {
    // Jonas answers step 4 of his part …
    let el = await jonasAtStep4();
    for (const answer of el.shadowRoot?.querySelectorAll<HTMLInputElement>('input[value="NEI"]') ?? []) {
      await press(answer, 'Space');
    }
    cleanup();
    // … leaves without logging out (a log-out would clear the tab, decision 0038); his session runs out …
    expect((await fetch('/sandbox/api/session/expire', { method: 'POST' })).status).to.equal(204);
    expect(stored(), 'his draft is still in the tab').to.contain('"NEI"');

    // … and Hanne, the main applicant, opens the same case in the same tab: Jonas's insurance answer is
    // not hers, so her completion stops at the insurance step with nothing chosen.
    await loginAs(HANNE);
    el = await completion();
    await atStep(el, '3 av 7', 'Betalingsforsikring');
    const hers = await findByShadowRole(el, 'radiogroup', { name: /Vil du kjøpe betalingsforsikring/ });
    expect([...hers.querySelectorAll<HTMLInputElement>('input')].some((i) => i.checked)).to.equal(false);
    await expectAccessible(el, 'the main applicant after the co-applicant in the same tab');
  });
});
