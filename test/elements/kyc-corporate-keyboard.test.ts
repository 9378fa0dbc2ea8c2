// A whole corporate declaration with the keyboard alone: Tab to each control, Space and the arrow keys
// for choices, Enter for the buttons, from the welcome to «Takk for hjelpen.».
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { until } from '../helpers/fixture.js';
import { atStep, declaration, kycCorporateToken } from '../helpers/kyc.js';

const TOTAL = 10;

/** The focused element inside the element's shadow root. */
function focused(el: HTMLElement): HTMLElement | null {
  return (el.shadowRoot?.activeElement as HTMLElement | null | undefined) ?? null;
}

/** What a focused control is called: a button's text, a radio's or checkbox's label, with its group's legend. */
function describe_(control: HTMLElement): { name: string; group: string } {
  const label = control instanceof HTMLInputElement ? (control.labels?.[0]?.textContent ?? '') : control.textContent;
  const group = control.closest('fieldset')?.querySelector('legend')?.textContent ?? '';
  return { name: label.trim(), group: group.trim() };
}

/** Presses Tab until the focused control matches (at most 120 presses). */
async function tabTo(el: HTMLElement, matches: (name: string, group: string, control: HTMLElement) => boolean) {
  for (let i = 0; i < 120; i += 1) {
    const control = focused(el);
    if (control) {
      const { name, group } = describe_(control);
      if (matches(name, group, control)) return control;
    }
    await sendKeys({ press: 'Tab' });
  }
  throw new Error('tabTo: no such control reached with Tab');
}

const button = (text: string) => (name: string, _group: string, control: HTMLElement) =>
  control.tagName === 'BUTTON' && name === text;
const radioIn = (legend: string | RegExp) => (_name: string, group: string, control: HTMLElement) =>
  control instanceof HTMLInputElement &&
  control.type === 'radio' &&
  (typeof legend === 'string' ? group === legend : legend.test(group));

/** Answers a yes/no group with the keyboard: Space on «Ja», or the arrow to «Nei». */
async function answer(el: HTMLElement, legend: string | RegExp, yes: boolean) {
  const radio = (await tabTo(el, radioIn(legend))) as HTMLInputElement;
  if (yes) await sendKeys({ press: 'Space' });
  else await sendKeys({ press: 'ArrowRight' });
  await until(() => (focused(el) as HTMLInputElement | null)?.checked === true);
  expect(describe_(focused(el) ?? radio).name).to.equal(yes ? 'Ja' : 'Nei');
}

async function press(el: HTMLElement, text: string) {
  await tabTo(el, button(text));
  await sendKeys({ press: 'Enter' });
}

describe('<kyc-declaration> corporate, keyboard only', () => {
  afterEach(() => {
    sessionStorage.clear();
  });

  it('completes a whole corporate declaration with the keyboard alone', async function () {
    const token = await kycCorporateToken('nordvik');
    const el = await declaration(token);
    const completed: unknown[] = [];
    el.addEventListener('kyc-complete', (event) => completed.push((event as CustomEvent).detail));
    await atStep(el, 1, TOTAL, /Kundeerklæring for Nordvik/);
    await press(el, 'Neste');

    await atStep(el, 2, TOTAL, 'Om foretaket');
    await findByShadowRole(el, 'button', { name: 'Bekreft' });
    await press(el, 'Bekreft');

    await atStep(el, 3, TOTAL, 'Daglig leder og styre');
    await findByShadowRole(el, 'radiogroup', { name: 'Stemmer informasjonen over?' });
    await tabTo(el, radioIn('Stemmer informasjonen over?'));
    await sendKeys({ press: 'Space' });
    await press(el, 'Neste');

    await atStep(el, 4, TOTAL, 'Reelle rettighetshavere');
    await findByShadowRole(el, 'heading', { name: 'Reell rettighetshaver 2' });
    for (let owner = 0; owner < 2; owner += 1) {
      await answer(el, /politisk eksponert person \(PEP\)/, false);
      await answer(el, /familiemedlem eller kjent medarbeider/, false);
      await answer(el, 'Er personen skattepliktig til USA?', false);
      await answer(el, /andre land enn Norge og USA/, false);
    }
    await tabTo(el, radioIn('Stemmer informasjonen over?'));
    await sendKeys({ press: 'Space' });
    await press(el, 'Neste');

    await atStep(el, 5, TOTAL, 'Finansinstitusjon');
    await findByShadowRole(el, 'textbox', { name: /GIIN/ });
    await press(el, 'Neste');

    await atStep(el, 6, TOTAL, 'Foretakets skatteplikt til utlandet');
    await findByShadowRole(el, 'radiogroup', { name: 'Gjelder denne skatteplikten fortsatt?' });
    await answer(el, 'Gjelder denne skatteplikten fortsatt?', true);
    await answer(el, 'Er foretaket skattepliktig til USA?', false);
    await answer(el, 'Er foretaket skattepliktig til andre land enn Norge og USA?', false);
    await press(el, 'Neste');

    await atStep(el, 7, TOTAL, 'Foretakets virksomhet');
    await findByShadowRole(el, 'radiogroup', { name: /betalinger til eller fra utlandet/ });
    await answer(el, /betalinger til eller fra utlandet/, false);
    await tabTo(el, radioIn(/Hvor stor del av omsetningen/));
    await sendKeys({ press: 'Space' }); // «Ingen»
    await tabTo(el, (name, _group, control) => control instanceof HTMLInputElement && name === 'Norge');
    await sendKeys({ press: 'Space' });
    await press(el, 'Fjern'); // no suppliers abroad: the first, empty row goes
    await press(el, 'Neste');

    await atStep(el, 8, TOTAL, 'Roller i foretaket');
    await press(el, 'Neste');
    await atStep(el, 9, TOTAL, 'Se over svarene');
    await press(el, 'Neste');
    await atStep(el, 10, TOTAL, 'Bekreft og send inn');
    await press(el, 'Bekreft og send inn');
    await findByShadowRole(el, 'heading', { name: 'Takk for hjelpen.' });
    expect(completed).to.deep.equal([{ caseStatus: 'OK', kycStatus: 'OK' }]);
  });
});
