// The corporate declaration as a company's representative fills it in: the register's data, every
// message of spec 2 §5/§8 at its field, real key presses, the sandbox saving over HTTP.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  findByShadowLabelText,
  findByShadowRole,
  findByShadowText,
  getByShadowRole,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import { expectAccessible } from '../helpers/axe.js';
import { until } from '../helpers/fixture.js';
import { atStep, declaration, kycCorporateToken, resumeAt, savedSections } from '../helpers/kyc.js';
import { defined } from '../helpers/defined.js';
import { injectFault } from '../helpers/sandbox.js';

const TOTAL = 10;
const textOf = (el: Element) => (el.shadowRoot ?? el).textContent.replace(/\u00a0/g, ' ');

async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

/** The error summary's items. */
function summary(el: HTMLElement): string[] {
  return [...defined(el.shadowRoot, 'shadow root').querySelectorAll('.ui-error-summary__list a')].map(
    (a) => a.textContent,
  );
}

/** The error shown at a control or group (through its aria-describedby). */
function errorAt(el: HTMLElement, control: Element): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  for (const id of ids) {
    const node = defined(el.shadowRoot, 'shadow root').getElementById(id);
    if (node?.classList.contains('ui-field__error'))
      return node.querySelector('.ui-field__error-text')?.textContent ?? null;
  }
  return null;
}

/** The facts (dt → dd) of a list, as text pairs. */
function facts(root: Element): string[][] {
  return [...root.querySelectorAll('dl > div')].map((row) => [
    row.querySelector('dt')?.textContent ?? '',
    row.querySelector('dd')?.textContent ?? '',
  ]);
}

describe('<kyc-declaration> corporate sections', () => {
  afterEach(async () => {
    sessionStorage.clear();
    await fetch('/sandbox/api/faults', { method: 'DELETE' });
  });

  it('corporate information: the register facts, a business code to choose («Velg det alternativet …»), «Bekreft» saves it', async () => {
    const token = await kycCorporateToken('fjellbekk');
    resumeAt(token, 1);
    const el = await declaration(token);
    await atStep(el, 2, TOTAL, 'Om foretaket');
    const confirm = await findByShadowRole(el, 'button', { name: 'Bekreft' }, { timeout: 5000 });
    const section = defined(defined(el.shadowRoot, 'shadow root').querySelector('.kyc__section'), 'section');
    expect(facts(section)).to.deep.equal([
      ['Stiftelsesår', '2014'],
      ['Selskapsform', 'Aksjeselskap (AS)'],
    ]);
    const codes = getByShadowRole(el, 'radiogroup', { name: /Hvilken næringskode/ });
    expect(codes.querySelectorAll('input[type="radio"]')).to.have.length(4);
    confirm.click();
    await until(() => summary(el).length > 0);
    expect(summary(el)).to.deep.equal(['Velg det alternativet som er mest riktig for ditt firma']);
    expect(errorAt(el, codes)).to.equal('Velg det alternativet som er mest riktig for ditt firma');
    await expectAccessible(el, 'corporate information: no code chosen');

    getByShadowRole(codes, 'radio', { name: /45\.112 Salg av brukte personbiler/ }).click();
    await until(() => errorAt(el, codes) === null);
    await expectAccessible(el, 'corporate information: code chosen');
    confirm.click();
    await atStep(el, 3, TOTAL, 'Daglig leder og styre');
    const saved = (await savedSections(token)).find((s) => s.type === 'CORPORATE_INFORMATION');
    expect(saved?.businessCode).to.equal('45.112');
  });

  it('corporate information: one business code is shown as a fact and confirmed as it is', async () => {
    const token = await kycCorporateToken('nordvik');
    resumeAt(token, 1);
    const el = await declaration(token);
    await atStep(el, 2, TOTAL, 'Om foretaket');
    const confirm = await findByShadowRole(el, 'button', { name: 'Bekreft' }, { timeout: 5000 });
    expect(textOf(el)).to.contain('66.300 Fondsforvaltningsvirksomhet');
    expect(queryByShadowRole(el, 'radiogroup')).to.equal(null);
    await expectAccessible(el, 'corporate information: one code');
    confirm.click();
    await atStep(el, 3, TOTAL, 'Daglig leder og styre');
  });

  it('board: the register persons read-only, the confirmation block with every message, «Noe gikk galt!» on a failed save', async () => {
    const token = await kycCorporateToken('fjellbekk');
    resumeAt(token, 2);
    const el = await declaration(token);
    await atStep(el, 3, TOTAL, 'Daglig leder og styre');
    const next = await findByShadowRole(el, 'button', { name: 'Neste' }, { timeout: 5000 });
    for (const heading of ['Daglig leder', 'Styreleder', 'Styremedlemmer', 'Styremedlem 1', 'Styremedlem 2']) {
      expect(getByShadowRole(el, 'heading', { name: heading })).to.exist;
    }
    const ceo = getByShadowRole(el, 'region', { name: 'Daglig leder' });
    await until(() => facts(ceo).some(([term, value]) => term === 'Bostedsland' && value === 'Norge'));
    expect(facts(ceo)).to.deep.equal([
      ['Fornavn', 'Kari'],
      ['Etternavn', 'Nordmann'],
      ['Fødselsnummer', '140385 *****'],
      ['Bostedsland', 'Norge'],
      ['Fødeland', 'Norge'],
      ['Statsborgerskap', 'Norge'],
    ]);
    const members = getByShadowRole(el, 'region', { name: 'Styremedlemmer' });
    expect(textOf(members)).to.contain('Sverige');
    expect(textOf(el), 'no full national id on the page').not.to.contain('14038512324');

    // «Neste» is not available until a valid answer is chosen; pressing it says why.
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    next.click();
    const choice = getByShadowRole(el, 'radiogroup', { name: 'Stemmer informasjonen over?' });
    await until(() => errorAt(el, choice) === 'Du må velge et av alternativene');
    await until(() => summary(el).length > 0);
    expect(summary(el)).to.deep.equal(['Du må velge et av alternativene']);
    await expectAccessible(el, 'board: nothing chosen');

    getByShadowRole(choice, 'radio', { name: 'Informasjonen over er ikke korrekt' }).click();
    const comment = await findByShadowLabelText(el, 'Beskriv hva som ikke stemmer');
    await typeInto(comment, 'Feil navn');
    comment.blur();
    await until(() => errorAt(el, comment) === 'Du må skrive minst 10 bokstaver');
    expect(next.getAttribute('aria-disabled')).to.equal('true');
    await expectAccessible(el, 'board: comment too short');
    await typeInto(comment, ' på styreleder');
    await until(() => errorAt(el, comment) === null && next.getAttribute('aria-disabled') === null);

    await injectFault({ endpoint: 'POST /kyc-declaration/api/kyc/v3/corporate-actors', status: 500, times: 1 });
    next.click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Noe gikk galt!' }, { timeout: 4000 });
    expect(dialog.textContent).to.match(
      /Vi kunne ikke lagre svarene dine\. Vennligst prøv igjen senere eller kontakt banken dersom problemene vedvarer\. Referanse: \S+/,
    );
    await expectAccessible(el, 'board: save failed');
    getByShadowRole(dialog, 'button', { name: 'Lukk' }).click();
    await until(() => queryByShadowRole(el, 'dialog') === null);
    expect((comment as HTMLTextAreaElement).value).to.equal('Feil navn på styreleder');

    next.click();
    await atStep(el, 4, TOTAL, 'Reelle rettighetshavere');
    const saved = (await savedSections(token)).find((s) => s.type === 'CORPORATE_BOARD_ACTORS');
    expect(saved?.confirmation).to.deep.equal({
      typeInfo: 'REJECTED_WITH_COMMENT',
      comment: 'Feil navn på styreleder',
    });
  });

  it('board: the three empty states, confirmed as correct', async () => {
    const token = await kycCorporateToken('solsikke');
    resumeAt(token, 2);
    const el = await declaration(token);
    await atStep(el, 3, TOTAL, 'Daglig leder og styre');
    await findByShadowText(el, 'Daglig leder ikke funnet', {}, { timeout: 5000 });
    await findByShadowText(el, 'Styreleder ikke funnet');
    await findByShadowText(el, 'Ingen styremedlemmer funnet');
    await expectAccessible(el, 'board: empty');
    getByShadowRole(el, 'radio', { name: 'Jeg bekrefter at informasjonen over er korrekt' }).click();
    // Solsikke's first save fails once: the dialog, then the same answer saves.
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Noe gikk galt!' }, { timeout: 4000 });
    getByShadowRole(dialog, 'button', { name: 'Lukk' }).click();
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 4, TOTAL, 'Reelle rettighetshavere');
  });

  it('read-only actors: the board and the beneficial owners, «Neste» moves on without a save', async () => {
    const token = await kycCorporateToken('nordvik');
    resumeAt(token, 7);
    const el = await declaration(token);
    await atStep(el, 8, TOTAL, 'Roller i foretaket');
    await findByShadowText(el, 'Ingen styremedlemmer funnet', {}, { timeout: 5000 });
    const owners = getByShadowRole(el, 'region', { name: 'Reelle rettighetshavere' });
    expect(getByShadowRole(owners, 'heading', { name: 'Reell rettighetshaver 2' })).to.exist;
    await until(() => textOf(owners).includes('USA'));
    expect(textOf(owners)).to.contain('35 %');
    await expectAccessible(el, 'read-only actors');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 9, TOTAL, 'Se over svarene');
  });

  it('corporate tax: the questions are asked of the company; a saved US relation locks the first to yes', async () => {
    const token = await kycCorporateToken('nordvik');
    resumeAt(token, 5);
    const el = await declaration(token);
    await atStep(el, 6, TOTAL, 'Foretakets skatteplikt til utlandet');
    const main = await findByShadowRole(
      el,
      'radiogroup',
      { name: 'Er foretaket skattepliktig til andre land enn Norge?' },
      { timeout: 5000 },
    );
    expect(getByShadowRole<HTMLInputElement>(main, 'radio', { name: 'Ja' }).checked).to.equal(true);
    expect(getByShadowRole<HTMLInputElement>(main, 'radio', { name: 'Ja' }).disabled).to.equal(true);
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await until(() => summary(el).length > 0);
    await expectAccessible(el, 'corporate tax: unanswered');
    const still = getByShadowRole(el, 'radiogroup', { name: 'Gjelder denne skatteplikten fortsatt?' });
    getByShadowRole(still, 'radio', { name: 'Ja' }).click();
    getByShadowRole(getByShadowRole(el, 'radiogroup', { name: 'Er foretaket skattepliktig til USA?' }), 'radio', {
      name: 'Nei',
    }).click();
    getByShadowRole(
      getByShadowRole(el, 'radiogroup', { name: 'Er foretaket skattepliktig til andre land enn Norge og USA?' }),
      'radio',
      { name: 'Nei' },
    ).click();
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 7, TOTAL, 'Foretakets virksomhet');
  });
});
