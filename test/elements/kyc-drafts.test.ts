// What the customer typed and has not saved survives re-creating the element (a reload), without a
// tax number or the token in storage; a successful save forgets it (decision 0018).
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowLabelText, findByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import { expectAccessible } from '../helpers/axe.js';
import { cleanup, until } from '../helpers/fixture.js';
import {
  atStep,
  chooseCountry,
  declaration,
  KYC_PERSONS,
  kycCorporateToken,
  kycToken,
  resumeAt,
} from '../helpers/kyc.js';
import { defined } from '../helpers/defined.js';
import { injectFault } from '../helpers/sandbox.js';

const DRAFT_PREFIX = 'v1:kyc:draft:';

/** Every draft entry in session storage, as text. */
function drafts(): string[] {
  const found: string[] = [];
  for (let i = 0; i < sessionStorage.length; i += 1) {
    const key = sessionStorage.key(i);
    if (key?.startsWith(DRAFT_PREFIX)) found.push(`${key} ${sessionStorage.getItem(key) ?? ''}`);
  }
  return found;
}

async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

const radio = async (el: HTMLElement, group: RegExp | string, name: string) =>
  getByShadowRole<HTMLInputElement>(await findByShadowRole(el, 'radiogroup', { name: group }), 'radio', { name });

describe('<kyc-declaration> drafts', () => {
  afterEach(async () => {
    sessionStorage.clear();
    await fetch('/sandbox/api/faults', { method: 'DELETE' });
  });

  it('restores what was typed in a section after the element is created again; the tax number is typed again', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 4);
    const el = await declaration(token);
    await atStep(el, 5, 11, 'Skatteplikt til utlandet');
    expect(drafts(), 'a section only looked at leaves no draft').to.deep.equal([]);

    (await radio(el, /andre land enn Norge\?/, 'Ja')).click();
    (await radio(el, 'Er du skattepliktig til USA?', 'Nei')).click();
    (await radio(el, /andre land enn Norge og USA/, 'Ja')).click();
    await chooseCountry(await findByShadowLabelText(el, 'Land', {}), 'Finland');
    (await radio(el, 'Har du skattenummer (TIN) i dette landet?', 'Ja')).click();
    await typeInto(await findByShadowLabelText(el, 'Skattenummer (TIN)', {}), '131052-308T');
    await until(() => drafts().length === 1, 'a draft is kept');
    const [kept = ''] = drafts();
    expect(kept).to.contain('"country":"FI"');
    expect(kept, 'no tax number in storage').not.to.contain('131052');
    expect(kept, 'no token in storage').not.to.contain(token);

    // A reload: the element is created again with the same token.
    cleanup();
    const again = await declaration(token);
    await atStep(again, 5, 11, 'Skatteplikt til utlandet');
    expect((await radio(again, /andre land enn Norge\?/, 'Ja')).checked).to.equal(true);
    expect((await radio(again, 'Er du skattepliktig til USA?', 'Nei')).checked).to.equal(true);
    expect((await radio(again, /andre land enn Norge og USA/, 'Ja')).checked).to.equal(true);
    expect((await findByShadowLabelText<HTMLSelectElement>(again, 'Land')).value).to.equal('FI');
    expect((await radio(again, 'Har du skattenummer (TIN) i dette landet?', 'Ja')).checked).to.equal(true);
    const tin = await findByShadowLabelText<HTMLInputElement>(again, 'Skattenummer (TIN)');
    expect(tin.value, 'the tax number is not kept').to.equal('');
    await expectAccessible(again, 'drafts: restored tax section');

    await typeInto(tin, '131052-308T');
    getByShadowRole(again, 'button', { name: 'Neste' }).click();
    await atStep(again, 6, 11, 'Innskudd på kontoene dine');
    expect(drafts(), 'the saved section has no draft').to.deep.equal([]);
  });

  it('restores typed text of a section whose save failed, after a reload', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 5);
    const el = await declaration(token);
    await atStep(el, 6, 11, 'Innskudd på kontoene dine');
    const salary = await findByShadowLabelText<HTMLInputElement>(el, /Lønn, pensjon eller trygd/, {});
    await typeInto(salary, '450 000');
    await injectFault({ endpoint: 'POST /kyc-declaration/api/kyc/submitSourceOfIncomeSection', status: 500, times: 1 });
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await until(() => (el.shadowRoot?.textContent ?? '').includes('Vi kunne ikke lagre svarene dine.'));
    expect(drafts(), 'a failed save keeps the draft').to.have.length(1);

    cleanup();
    const again = await declaration(token);
    await atStep(again, 6, 11, 'Innskudd på kontoene dine');
    const restored = await findByShadowLabelText<HTMLInputElement>(again, /Lønn, pensjon eller trygd/, {});
    expect(restored.value).to.equal('450 000');
    getByShadowRole(again, 'button', { name: 'Neste' }).click();
    await atStep(again, 7, 11, 'Opprinnelsen til pengene');
    expect(drafts()).to.deep.equal([]);
    expect(defined(again.shadowRoot, 'shadow root').textContent).not.to.contain('450 000');
  });

  it('keeps a new beneficial owner typed so far, but no national id, the register’s included', async function () {
    const token = await kycCorporateToken('fjellbekk');
    resumeAt(token, 3);
    const el = await declaration(token);
    await atStep(el, 4, 10, 'Reelle rettighetshavere');
    (await findByShadowRole(el, 'button', { name: 'Legg til reell rettighetshaver' })).click();
    const row = defined(
      (await findByShadowRole(el, 'heading', { name: 'Reell rettighetshaver 3' })).closest<HTMLElement>('li'),
      'row',
    );
    await typeInto(await findByShadowLabelText(row, 'Fornavn', {}), 'Nora');
    await typeInto(await findByShadowLabelText(row, /^Fødselsnummer/, {}), KYC_PERSONS.kjell);
    await until(() => drafts().some((d) => d.includes('Nora')), 'a draft is kept');
    expect(drafts().join(), 'no national id in storage').not.to.match(/(?<!\d)\d{11}(?!\d)/);

    cleanup();
    const again = await declaration(token);
    await atStep(again, 4, 10, 'Reelle rettighetshavere');
    const restored = defined(
      (await findByShadowRole(again, 'heading', { name: 'Reell rettighetshaver 3' })).closest<HTMLElement>('li'),
      'row',
    );
    expect((await findByShadowLabelText<HTMLInputElement>(restored, 'Fornavn')).value).to.equal('Nora');
    expect((await findByShadowLabelText<HTMLInputElement>(restored, /^Fødselsnummer/)).value).to.equal('');
    const first = defined(
      (await findByShadowRole(again, 'heading', { name: 'Reell rettighetshaver 1' })).closest<HTMLElement>('li'),
      'row 1',
    );
    expect((await findByShadowLabelText<HTMLInputElement>(first, 'Fornavn')).value).to.equal('Terje');
    expect(first.textContent.includes('170861 *****'), 'the register id, masked, from the section').to.equal(true);
  });
});
