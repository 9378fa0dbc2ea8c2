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

  it('reads a draft kept before the amounts were kroner fields (the amount as typed text)', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 5);
    const el = await declaration(token);
    await atStep(el, 6, 11, 'Innskudd på kontoene dine');
    await typeInto(await findByShadowLabelText(el, /Lønn, pensjon eller trygd/, {}), '450000');
    // What is typed reaches the form, and so the draft, after the paint (decision 0100): the last digit too.
    await until(() => drafts()[0]?.includes('"amount":450000') === true, 'a draft is kept with the whole amount');
    cleanup();
    // The earlier version kept what was typed: "450 000,5".
    const key = defined(Object.keys(sessionStorage).find((k) => k.startsWith(DRAFT_PREFIX)));
    const stored = defined(sessionStorage.getItem(key));
    expect(stored).to.contain('"amount":450000');
    sessionStorage.setItem(key, stored.replace('"amount":450000', '"amount":"450 000,5"'));
    const again = await declaration(token);
    await atStep(again, 6, 11, 'Innskudd på kontoene dine');
    const restored = await findByShadowLabelText<HTMLInputElement>(again, /Lønn, pensjon eller trygd/, {});
    expect(restored.value.replace(/\u00a0/g, ' ')).to.equal('450 000,50 kr');
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
    expect(restored.value.replace(/\u00a0/g, ' ')).to.equal('450 000 kr');
    getByShadowRole(again, 'button', { name: 'Neste' }).click();
    await atStep(again, 7, 11, 'Opprinnelsen til pengene');
    expect(drafts()).to.deep.equal([]);
    expect(defined(again.shadowRoot, 'shadow root').textContent).not.to.contain('450 000');
  });

  /** Fjellbekk's owners with a third one added, «Nora» typed (and `more`); returns the token once the draft is kept. */
  async function ownerAdded(more: (row: HTMLElement) => Promise<void> = () => Promise.resolve()) {
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
    await more(row);
    await until(() => drafts().some((d) => d.includes('Nora')), 'a draft is kept');
    return token;
  }

  /** The element created again (a reload) for `token`, with the added owner restored: «Nora» as typed. */
  async function ownerRestored(token: string) {
    const again = await declaration(token);
    await atStep(again, 4, 10, 'Reelle rettighetshavere');
    const restored = defined(
      (await findByShadowRole(again, 'heading', { name: 'Reell rettighetshaver 3' })).closest<HTMLElement>('li'),
      'row',
    );
    expect((await findByShadowLabelText<HTMLInputElement>(restored, 'Fornavn')).value).to.equal('Nora');
    return { again, restored };
  }

  it('keeps a new beneficial owner typed so far, but no national id, the register’s included', async function () {
    const token = await ownerAdded(async (row) => {
      await typeInto(await findByShadowLabelText(row, /^Fødselsnummer/, {}), KYC_PERSONS.kjell);
    });
    expect(drafts().join(), 'no national id in storage').not.to.match(/(?<!\d)\d{11}(?!\d)/);

    cleanup();
    const { again, restored } = await ownerRestored(token);
    expect((await findByShadowLabelText<HTMLInputElement>(restored, /^Fødselsnummer/)).value).to.equal('');
    const first = defined(
      (await findByShadowRole(again, 'heading', { name: 'Reell rettighetshaver 1' })).closest<HTMLElement>('li'),
      'row 1',
    );
    expect((await findByShadowLabelText<HTMLInputElement>(first, 'Fornavn')).value).to.equal('Terje');
    expect(first.textContent.includes('170861 *****'), 'the register id, masked, from the section').to.equal(true);
  });

  it('reads a beneficial owner kept before the owner had two tax questions (one question, one list)', async function () {
    const token = await ownerAdded();
    cleanup();

    // The earlier version's row: «skattepliktig til andre land enn Norge?» yes, with a Swedish relation.
    const key = defined(Object.keys(sessionStorage).find((k) => k.startsWith(DRAFT_PREFIX)));
    const earlier = (value: unknown): unknown => {
      if (Array.isArray(value)) return value.map(earlier);
      if (typeof value !== 'object' || value === null) return value;
      const own = Object.fromEntries(Object.entries(value).map(([k, v]) => [k, earlier(v)]));
      if (own.firstName !== 'Nora') return own;
      expect(own).to.include.keys('isUsTaxLiable', 'usTaxRelations', 'isOtherTaxLiable', 'otherTaxRelations');
      const today = ['isUsTaxLiable', 'usTaxRelations', 'isOtherTaxLiable', 'otherTaxRelations'];
      const rest = Object.fromEntries(Object.entries(own).filter(([k]) => !today.includes(k)));
      return {
        ...rest,
        isTaxLiableAbroad: true,
        taxRelations: [
          {
            id: 'a'.repeat(20),
            country: 'SE',
            hasNumber: null,
            taxNumber: '',
            reasonForMissingTaxNumber: 'Ikke tildelt',
          },
        ],
      };
    };
    sessionStorage.setItem(key, JSON.stringify(earlier(JSON.parse(defined(sessionStorage.getItem(key))))));

    const { again, restored } = await ownerRestored(token);
    // The Swedish relation under «andre land enn Norge og USA»; the USA's question left for the customer.
    expect((await radio(restored, /andre land enn Norge og USA/, 'Ja')).checked).to.equal(true);
    expect((await radio(restored, 'Er personen skattepliktig til USA?', 'Ja')).checked).to.equal(false);
    expect((await radio(restored, 'Er personen skattepliktig til USA?', 'Nei')).checked).to.equal(false);
    expect((await findByShadowLabelText<HTMLSelectElement>(restored, 'Land')).value).to.equal('SE');
    expect(
      (await findByShadowLabelText<HTMLTextAreaElement>(restored, 'Hvorfor mangler skattenummeret?')).value,
    ).to.equal('Ikke tildelt');
    await expectAccessible(again, 'drafts: an owner of the earlier version');
  });
});
