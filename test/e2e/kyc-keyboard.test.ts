// One whole private declaration with the keyboard only (focus, typing, Space, Enter; no clicks), through
// every section of the sandbox's private form, the tax-signing round trip (the simulator signs, the
// customer comes back and the declaration resumes) and the completion: Kjell's case needs an advisor.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowLabelText, findByShadowRole, findByShadowText, getByShadowRole } from 'shadow-dom-testing-library';
import type { KycCompleteEvent } from '../../src/flows/kyc-declaration/index.js';
import { expectAccessible } from '../helpers/axe.js';
import { cleanup, until } from '../helpers/fixture.js';
import { atStep, declaration, KYC_PERSONS, kycToken } from '../helpers/kyc.js';
import { defined } from '../helpers/defined.js';

/** Focuses a control and presses a key. */
async function press(control: HTMLElement, key: string) {
  control.focus();
  await sendKeys({ press: key });
}

async function next(el: HTMLElement, name = 'Neste') {
  await press(await findByShadowRole(el, 'button', { name }), 'Enter');
}

async function answer(el: HTMLElement, group: string | RegExp, choice: string) {
  const fieldset = await findByShadowRole(el, 'radiogroup', { name: group });
  await press(getByShadowRole(fieldset, 'radio', { name: choice }), 'Space');
}

describe('<kyc-declaration> with the keyboard only', function () {
  afterEach(() => sessionStorage.clear());

  it('runs a whole private declaration, signs the tax self-certification and completes (manual control)', async () => {
    const token = await kycToken(KYC_PERSONS.kjell, 'CAR_LOAN');
    const completed: KycCompleteEvent[] = [];
    document.addEventListener('kyc-complete', (e) => completed.push(e));
    let el = await declaration(token, { redirectUrl: '/min-oversikt/soknadsoversikt' });

    await atStep(el, 1, 11, 'Velkommen til kundeerklæringen');
    await next(el);
    await atStep(el, 2, 11, 'Statsborgerskap og bosted');
    await next(el, 'Bekreft');
    await atStep(el, 3, 11, 'Politisk eksponert person (PEP)');
    await answer(el, /Er du en politisk eksponert person/, 'Nei');
    await answer(el, /familiemedlem eller kjent medarbeider/, 'Nei');
    await next(el);
    await atStep(el, 4, 11, 'Skatteplikt til andre land');
    await next(el, 'Jeg forstår');
    await atStep(el, 5, 11, 'Skatteplikt til utlandet');
    await answer(el, /andre land enn Norge\?/, 'Nei');
    await next(el);
    await atStep(el, 6, 11, 'Innskudd på kontoene dine');
    const salary = await findByShadowLabelText(el, /Lønn, pensjon eller trygd/, {});
    salary.focus();
    await sendKeys({ type: '480000' });
    await next(el);
    await atStep(el, 7, 11, 'Egenkapital');
    await press(await findByShadowRole(el, 'checkbox', { name: 'Oppsparte midler' }), 'Space');
    await next(el);
    await atStep(el, 8, 11, 'Bruk av banken');
    await answer(el, /Kommer du til å sende eller motta betalinger/, 'Nei');
    await answer(el, /Hva skal du hovedsakelig bruke kundeforholdet til/, 'Dagligbank og regninger');
    await press(getByShadowRole(el, 'checkbox', { name: 'Ingen av disse' }), 'Space');
    await press(getByShadowRole(el, 'button', { name: 'Fjern rad 1' }), 'Enter');
    // The row's «Fjern» went with it: the list's «Legg til» takes the focus (decision 0117).
    await until(() => el.shadowRoot?.activeElement?.textContent === 'Legg til', 'focus on «Legg til»');
    await next(el);
    await atStep(el, 9, 11, 'Se over svarene dine');
    await findByShadowText(el, 'Dagligbank og regninger', {});
    await expectAccessible(el, 'process summary');
    await next(el);
    await atStep(el, 10, 11, 'Signer egenerklæringen om skatteplikt');

    // The signing page is another page: the element asks to go there; the test plays the browser.
    const asked: string[] = [];
    el.addEventListener('salgspant-navigate', (e) => {
      e.preventDefault();
      asked.push(e.detail.href);
    });
    await next(el, 'Signer med BankID');
    await until(() => asked.length === 1, 'asked to go to the signing page');
    expect(asked[0]).to.match(/^\/sandbox\/kyc-signing\/[0-9a-f]{32}$/);
    expect(asked[0]).not.to.contain(token);
    const signed = await fetch(defined(asked[0], 'signing page URL'), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=sign',
      redirect: 'manual',
    });
    expect(signed.type === 'opaqueredirect' || signed.status === 303).to.equal(true);

    // Back on the page: the declaration resumes at the signing section, now signed.
    cleanup();
    el = await declaration(token, { redirectUrl: '/min-oversikt/soknadsoversikt' });
    await atStep(el, 10, 11, 'Signer egenerklæringen om skatteplikt');
    await findByShadowText(el, 'Egenerklæringen er signert.', {});
    await next(el);
    await atStep(el, 11, 11, 'Bekreft og send inn');
    await findByShadowText(el, 'Saksnummer', {});
    await expectAccessible(el, 'case summary');
    await next(el, 'Bekreft og send inn');
    await findByShadowRole(el, 'heading', { name: 'Takk for hjelpen.' });
    expect(completed.map((e) => e.detail)).to.deep.equal([
      { caseStatus: 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR', kycStatus: 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR' },
    ]);
    await expectAccessible(el, 'done');
    expect(getByShadowRole(el, 'button', { name: 'Tilbake til oppgavelisten' })).to.exist;

    // A later visit: completed, so no second completion and no second event.
    cleanup();
    const later = await declaration(token);
    await findByShadowRole(later, 'heading', { name: 'Takk for hjelpen.' });
    expect(completed).to.have.length(1);
  });
});
