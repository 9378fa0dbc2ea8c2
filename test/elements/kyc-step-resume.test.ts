// The KYC step inside the loan flows keeps the case's declaration token (decision 0035): a reload in
// the completion's step 5 (and the application's step 4) continues the same declaration, at the
// section reached, with the saved sections and the section's draft, without a new token-for-process;
// no national id and no case number is in storage. A kept token the service no longer takes is
// replaced by a new one.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import { findByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-application.define.js';
import '../../elements/salgspant-completion.define.js';
import {
  application,
  at as atApplication,
  atStep as atFlowStep,
  calculation,
  choose,
  consentGiven,
  original,
  typeInto,
} from '../helpers/application.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { fixture, until } from '../helpers/fixture.js';
import { atStep as atSection } from '../helpers/kyc.js';
import { loginAs, logout } from '../helpers/sandbox.js';

const NORA = '02099062382';
const NORA_CASE = '100000405';
const KARI = '14038512324';
const TOKEN_FOR_PROCESS = '/kyc-declaration/api/kyc/token-for-process';

/** The KYC calls the page sends while a test runs: path and the declaration token they carry. */
let calls: Array<{ path: string; token: string | null }> = [];
const realFetch = globalThis.fetch;

/** Puts the page at the completion's address with `?id=` (keeping the runner's query). */
function atCompletion(id: string): void {
  const params = new URLSearchParams(location.search);
  params.set('id', id);
  history.replaceState(null, '', `${location.pathname}?${params.toString()}`);
}
const completion = () => fixture(html`<salgspant-completion bank-reg-nr="9999"></salgspant-completion>`);

const radio = async (el: HTMLElement, group: RegExp, name: string) =>
  getByShadowRole<HTMLInputElement>(await findByShadowRole(el, 'radiogroup', { name: group }), 'radio', { name });

/** Everything in session storage, keys and values, as one text. */
const storageText = () => JSON.stringify(Object.entries(sessionStorage));

/**
 * From the declaration's first section: the welcome, the countries confirmed (a saved section), and
 * on the PEP section one answer chosen and not saved (a draft).
 */
async function answerTwoSectionsAndStartThird(el: HTMLElement): Promise<void> {
  await atSection(el, 1, 11, 'Velkommen til kundeerklæringen');
  (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
  await atSection(el, 2, 11, 'Statsborgerskap og bosted');
  (await findByShadowRole(el, 'button', { name: 'Bekreft' })).click();
  await atSection(el, 3, 11, 'Politisk eksponert person (PEP)');
  (await radio(el, /Er du en politisk eksponert person/, 'Nei')).click();
  await until(() => storageText().includes('v1:kyc:draft:'), 'the PEP draft kept');
}

/** After the reload: the PEP section again, its draft answer restored, the other question still open. */
async function continuesAtThird(el: HTMLElement): Promise<void> {
  await atSection(el, 3, 11, 'Politisk eksponert person (PEP)');
  expect((await radio(el, /Er du en politisk eksponert person/, 'Nei')).checked).to.equal(true);
  expect((await radio(el, /familiemedlem eller kjent medarbeider/, 'Nei')).checked).to.equal(false);
}

const tokensUsed = () => [...new Set(calls.map((c) => c.token).filter((t): t is string => t !== null))];
const issued = () => calls.filter((c) => c.path === TOKEN_FOR_PROCESS).length;

describe('the KYC step of the loan flows across a reload', () => {
  beforeEach(async () => {
    await realFetch('/sandbox/api/reset', { method: 'POST' });
    sessionStorage.clear();
    calls = [];
    globalThis.fetch = (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if (path.startsWith('/kyc-declaration/')) calls.push({ path, token: request.headers.get('X-KYC-Token') });
      return realFetch(request);
    };
  });
  afterEach(async () => {
    globalThis.fetch = realFetch;
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  it('the completion: a reload in step 5 continues the same declaration where it was (Nora)', async () => {
    await loginAs(NORA);
    atCompletion(NORA_CASE);
    const el = await completion();
    await atFlowStep(el, '1 av 5', 'Lånet ditt');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atFlowStep(el, '3 av 5', 'Kundeerklæring');
    await answerTwoSectionsAndStartThird(el);
    expect(issued()).to.equal(1);
    const [token] = tokensUsed();
    expect(tokensUsed()).to.have.length(1);
    await expectAccessible(el, 'declaration, third section');

    // A reload: the element is created again on the same page (session storage stays).
    el.remove();
    calls = [];
    const again = await completion();
    await atFlowStep(again, '3 av 5', 'Kundeerklæring');
    await continuesAtThird(again);
    expect(issued(), 'no new declaration').to.equal(0);
    expect(tokensUsed()).to.deep.equal([defined(token)]);
    await expectAccessible(again, 'declaration resumed');
    expect(storageText()).not.to.contain(NORA);
    expect(Object.keys(sessionStorage).join(' ')).not.to.contain(NORA_CASE);
  });

  it('the completion: a kept token the service no longer takes is replaced by a new declaration', async () => {
    await loginAs(NORA);
    atCompletion(NORA_CASE);
    const el = await completion();
    await atFlowStep(el, '1 av 5', 'Lånet ditt');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atFlowStep(el, '3 av 5', 'Kundeerklæring');
    await atSection(el, 1, 11, 'Velkommen til kundeerklæringen');
    el.remove();
    // The sandbox forgets every declaration (as a service forgets an expired token); the login stays.
    await realFetch('/sandbox/api/reset', { method: 'POST' });
    await loginAs(NORA);
    calls = [];
    const again = await completion();
    await atFlowStep(again, '3 av 5', 'Kundeerklæring');
    await atSection(again, 1, 11, 'Velkommen til kundeerklæringen');
    expect(issued()).to.equal(1);
    await expectAccessible(again, 'a new declaration');
  });

  it('the application: a reload in step 4 continues the same declaration where it was (Kari)', async () => {
    await loginAs(KARI);
    await consentGiven();
    atApplication({ cacheId: await calculation() });
    const el = await application();
    await atFlowStep(el, '1 av 5', 'Lånet du søker om');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atFlowStep(el, '3 av 5', 'Opplysninger om deg');
    await choose(el, 'Bosituasjon', 'Eier bolig');
    await choose(el, 'Arbeidssituasjon', 'Fast ansatt');
    await typeInto(el, 'Årsinntekt før skatt', '800000');
    await typeInto(el, /^Samlet gjeld/, '100000');
    const nexts = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].filter((b) => b.textContent === 'Neste');
    defined(nexts.at(-1), 'Neste of step 3').click();
    await atFlowStep(el, '4 av 5', 'Kundeerklæring');
    await answerTwoSectionsAndStartThird(el);
    expect(issued()).to.equal(1);
    const [token] = tokensUsed();

    el.remove();
    calls = [];
    const again = await application();
    await atFlowStep(again, '4 av 5', 'Kundeerklæring');
    await continuesAtThird(again);
    expect(issued(), 'no new declaration').to.equal(0);
    expect(tokensUsed()).to.deep.equal([defined(token)]);
    await expectAccessible(again, 'application declaration resumed');
    expect(storageText()).not.to.contain(KARI);
  });
});
