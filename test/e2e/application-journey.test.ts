// The whole journey on the demo bank's pages with the keyboard only (focus, typing, Space, Enter; no
// clicks): the calculator, the BankID login and back, the application's five steps with the tax
// portal round trip, the send, and the receipt of the approved loan commitment.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { injectFault, logout } from '../helpers/sandbox.js';
import { openPage } from '../helpers/frames.js';

const KARI = '14038512324';
const wait = 8000;

/** The frame's current document (it changes with every navigation). */
const docOf = (frame: HTMLIFrameElement) => defined(frame.contentDocument, 'frame document');
const shadowOf = (frame: HTMLIFrameElement, tag: string) => docOf(frame).querySelector(tag)?.shadowRoot ?? null;

/** Testing Library's queries do not cross into the frame's realm: plain DOM by visible text. */
function control(root: ParentNode, label: string): HTMLElement | null {
  const found = [...root.querySelectorAll('label')].find((l) => l.textContent.includes(label));
  if (!found) return null;
  const id = found.htmlFor;
  const scope = found.getRootNode() as Document | ShadowRoot;
  return id ? scope.getElementById(id) : found.querySelector('input, select, textarea');
}

function button(root: ParentNode, name: string): HTMLElement | null {
  return [...root.querySelectorAll<HTMLElement>('button')].filter((b) => b.textContent.trim() === name).at(-1) ?? null;
}

async function waitFor<T>(find: () => T | null | undefined, what: string): Promise<T> {
  let found: T | null | undefined;
  await until(() => (found = find()) != null, wait, what);
  return defined(found, what);
}

async function press(target: HTMLElement, key: string) {
  target.focus();
  await sendKeys({ press: key });
}

async function type(target: HTMLElement, text: string) {
  target.focus();
  await sendKeys({ type: text });
}

async function at(frame: HTMLIFrameElement, pathname: string) {
  await until(
    () => frame.contentWindow?.location.pathname === pathname && docOf(frame).readyState === 'complete',
    wait,
    pathname,
  );
}

describe('the application journey with the keyboard only', () => {
  let frame: HTMLIFrameElement | undefined;
  before(async () => {
    await logout();
    sessionStorage.clear();
  });
  after(async () => {
    frame?.remove();
    sessionStorage.clear();
    await logout();
  });

  it('calculator → BankID login → application (five steps, tax portal) → send → receipt', async () => {
    frame = await openPage('/lane/salgspant#/calculator/car', 1024, 900);
    const calc = () => shadowOf(defined(frame), 'salgspant-calculator');
    const commitment = await waitFor(() => calc() && control(defined(calc()), 'Lånebevis'), 'the loan type');
    await press(commitment, 'Space');
    await type(await waitFor(() => control(defined(calc()), 'Kjøpesum'), 'the price'), '300000');
    await type(defined(control(defined(calc()), 'Egenkapital')), '60000');
    await press(await waitFor(() => button(defined(calc()), 'Søk om lånebevis'), 'submit'), 'Enter');

    await at(frame, '/sandbox/login');
    await type(await waitFor(() => docOf(defined(frame)).getElementById('ssn'), 'the ssn field'), KARI);
    await sendKeys({ press: 'Enter' });

    await at(frame, '/lane/salgspant');
    await waitFor(() => (calc()?.textContent.includes('Du er logget inn') ? true : null), 'the form restored');
    await press(defined(button(defined(calc()), 'Søk om lånebevis')), 'Enter');

    await at(frame, '/min-oversikt/salgspantsoknad');
    const app = () => shadowOf(defined(frame), 'salgspant-application');
    const openTitle = () => app()?.querySelector('[aria-current="step"] h3')?.textContent ?? '';
    await until(() => openTitle() === '1 av 5 Lånet du søker om', wait, 'step 1');
    expect(app()?.textContent.replace(/\u00a0/g, ' ')).to.contain('300 000 kr');
    await press(defined(button(defined(app()), 'Neste')), 'Enter');
    await press(
      await waitFor(() => button(defined(app()), 'Gi samtykke hos Skatteetaten'), 'the portal button'),
      'Enter',
    );

    await at(frame, '/sandbox/tax-consent');
    await press(await waitFor(() => button(docOf(defined(frame)), 'Godta'), 'Godta'), 'Enter');

    await at(frame, '/min-oversikt/salgspantsoknad');
    await until(() => openTitle() === '3 av 5 Opplysninger om deg', wait, 'step 3 after the portal');
    await type(await waitFor(() => app() && control(defined(app()), 'Bosituasjon'), 'Bosituasjon'), 'Eier');
    await type(defined(control(defined(app()), 'Arbeidssituasjon')), 'Fast');
    await type(defined(control(defined(app()), 'Årsinntekt før skatt')), '800000');
    await type(defined(control(defined(app()), 'Samlet gjeld')), '100000');
    // A one-section declaration keeps the journey short (the declaration itself has its own keyboard test).
    await injectFault({
      endpoint: 'GET /kyc-declaration/api/kyc/v8/form',
      body: JSON.stringify({
        process: { processType: 'CAR_LOAN', completed: false },
        sections: [{ type: 'WELCOME', header: 'Velkommen til kundeerklæringen', text: '<p>Hei</p>' }],
      }),
      times: 1,
    });
    await injectFault({
      endpoint: 'POST /kyc-declaration/api/kyc/v2/complete-declaration',
      body: JSON.stringify({ caseStatus: 'OK' }),
      times: 1,
    });
    await press(defined(button(defined(app()), 'Neste')), 'Enter');

    await until(() => openTitle() === '4 av 5 Kundeerklæring', wait, 'step 4');
    await waitFor(
      () => (app()?.textContent.includes('Velkommen til kundeerklæringen') ? true : null),
      'the declaration',
    );
    await press(defined(button(defined(app()), 'Neste')), 'Enter');

    await until(() => openTitle() === '5 av 5 Se over og send inn', wait, 'step 5');
    await press(await waitFor(() => button(defined(app()), 'Send søknad'), 'Send søknad'), 'Enter');

    await until(() => frame?.contentWindow?.location.hash === '#/application/receipt', wait, 'the receipt route');
    await waitFor(() => (app()?.textContent.includes('Du har fått lånebevis') ? true : null), 'the receipt');
    expect(frame.contentWindow?.location.search).to.match(/^\?id=\d+$/);
  });
});
