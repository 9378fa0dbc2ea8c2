// The declaration's question sections as a customer fills them in: every message of spec 2 §5 at the
// field and in the summary on «Neste», real key presses, the sandbox saving the answers over HTTP.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  findByShadowLabelText,
  findByShadowRole,
  findByShadowText,
  getByShadowLabelText,
  getByShadowRole,
  queryByShadowLabelText,
  queryByShadowRole,
} from 'shadow-dom-testing-library';
import { expectAccessible } from '../helpers/axe.js';
import { cleanup, until } from '../helpers/fixture.js';
import {
  atStep,
  chooseCountry,
  declaration,
  KYC_PERSONS,
  kycCall,
  kycToken,
  resumeAt,
  savedSections,
  summary,
} from '../helpers/kyc.js';
import { defined } from '../helpers/defined.js';
import { injectFault } from '../helpers/sandbox.js';

const textOf = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');

async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

async function retype(control: HTMLElement, text: string) {
  control.focus();
  (control as HTMLInputElement).select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

/** The error summary's items as read: «field: message». */
function summaryItems(el: HTMLElement): string[] {
  return [...defined(el.shadowRoot, 'shadow root').querySelectorAll('.ui-error-summary__list a')].map(
    (a) => a.textContent,
  );
}

/** The error shown at a control (through its aria-describedby). */
function errorAt(el: HTMLElement, control: Element): string | null {
  const ids = (control.getAttribute('aria-describedby') ?? '').split(' ');
  for (const id of ids) {
    const node = defined(el.shadowRoot, 'shadow root').getElementById(id);
    if (node?.classList.contains('ui-field__error'))
      return node.querySelector('.ui-field__error-text')?.textContent ?? null;
  }
  return null;
}

/**
 * Kari's tax section (5/11) with the main question answered yes and the two sub-questions answered
 * `us` and `other`; returns the element and a finder of its yes/no groups.
 */
async function taxAnswered(us: 'Ja' | 'Nei', other: 'Ja' | 'Nei') {
  const token = await kycToken(KYC_PERSONS.kari);
  resumeAt(token, 4);
  const el = await declaration(token);
  await atStep(el, 5, 11, 'Skatteplikt til utlandet');
  const group = async (name: RegExp | string) => findByShadowRole(el, 'radiogroup', { name });
  getByShadowRole(await group(/andre land enn Norge\?/), 'radio', { name: 'Ja' }).click();
  getByShadowRole(await group('Er du skattepliktig til USA?'), 'radio', { name: us }).click();
  getByShadowRole(await group(/andre land enn Norge og USA/), 'radio', { name: other }).click();
  return { token, el, group };
}

describe('<kyc-declaration> sections', () => {
  afterEach(async () => {
    sessionStorage.clear();
    await fetch('/sandbox/api/faults', { method: 'DELETE' });
  });

  it('source of income: at least one amount, positive numbers, a comment of 4 where required; saved and pre-filled', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 5);
    const el = await declaration(token);
    await atStep(el, 6, 11, 'Innskudd på kontoene dine');
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await until(() => summary(el).length > 0);
    expect(summary(el)).to.deep.equal(['Du må velge minst ett alternativ']);
    await expectAccessible(el, 'income: none chosen');

    // Kroner fields (spec 2 §1, amounts in Norwegian format): letters and a minus are not taken, the
    // digits are grouped as they are typed, a comma or the keypad's dot gives øre.
    const salary = getByShadowLabelText<HTMLInputElement>(el, /Lønn, pensjon eller trygd/);
    const shown = (input: HTMLInputElement) => input.value.replace(/\u00a0/g, ' ');
    await typeInto(salary, 'abc-');
    expect(salary.value).to.equal('');
    await typeInto(salary, '450000.5');
    await until(() => shown(salary) === '450 000,5 kr', `salary shows ${shown(salary)}`);
    salary.blur();
    await until(() => shown(salary) === '450 000,50 kr', `salary shows ${shown(salary)}`);
    expect(errorAt(el, salary)).to.equal(null);

    const gift = getByShadowLabelText<HTMLInputElement>(el, /^Arv eller gave/);
    await typeInto(gift, '20000');
    await until(() => shown(gift) === '20 000 kr', `gift shows ${shown(gift)}`);
    const comment = await findByShadowLabelText(el, /Kommentar: Arv eller gave/);
    await typeInto(comment, 'ab');
    comment.blur();
    await until(() => errorAt(el, comment) === 'Svaret må inneholde minst 4 tegn');
    await expectAccessible(el, 'income: comment too short');
    await typeInto(comment, 'c fra mormor');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 7, 11, 'Opprinnelsen til pengene');

    const saved = (await savedSections(token)).find((s) => s.type === 'SOURCE_OF_INCOME');
    expect(saved?.answers).to.deep.equal([
      { sourceId: 'SALARY', amount: 450000.5, comment: null, version: 1 },
      { sourceId: 'INHERITANCE_OR_GIFT', amount: 20000, comment: 'abc fra mormor', version: 1 },
    ]);

    // Pre-filled from the service, in the same format.
    el.remove();
    resumeAt(token, 5);
    const again = await declaration(token);
    await atStep(again, 6, 11, 'Innskudd på kontoene dine');
    const salaryAgain = await findByShadowLabelText<HTMLInputElement>(again, /Lønn, pensjon eller trygd/);
    expect(shown(salaryAgain)).to.equal('450 000,50 kr');
    expect(shown(getByShadowLabelText<HTMLInputElement>(again, /^Arv eller gave/))).to.equal('20 000 kr');
  });

  it('source of income with checkboxes: «Du må velge minst ett alternativ», a comment where required', async () => {
    const token = await kycToken(KYC_PERSONS.kari, 'CAR_LOAN');
    resumeAt(token, 6);
    const el = await declaration(token);
    await atStep(el, 7, 11, 'Egenkapital');
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await until(() => summary(el).length > 0);
    expect(summary(el)).to.deep.equal(['Du må velge minst ett alternativ']);
    expect(queryByShadowLabelText(el, /Kommentar: Annet/)).to.equal(null);

    getByShadowRole(el, 'checkbox', { name: 'Annet' }).click();
    const comment = await findByShadowLabelText(el, /Kommentar: Annet/);
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await until(() => summary(el).includes('Svaret må inneholde minst 4 tegn'));
    await expectAccessible(el, 'checkbox income: comment missing');
    await typeInto(comment, 'Bonus');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 8, 11, 'Bruk av banken');
    const saved = (await savedSections(token)).find((s) => s.type === 'SOURCE_OF_INCOME_CHECKBOX');
    expect(saved?.answers).to.deep.equal([{ sourceId: 'OTHER', comment: 'Bonus' }]);
  });

  it('PEP/RCA: yes reveals a first entry; every message; month and year of the end; saved, then locked', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 2);
    const el = await declaration(token);
    await atStep(el, 3, 11, 'Politisk eksponert person (PEP)');
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await until(() => summary(el).length === 2);
    // Each item names its question, so the two «Påkrevet felt» can be told apart.
    const [pepItem, rcaItem] = summaryItems(el);
    expect(pepItem).to.match(/^Er du en politisk eksponert person.*: Påkrevet felt$/);
    expect(rcaItem).to.match(/^Er du familiemedlem eller kjent medarbeider.*: Påkrevet felt$/);
    await expectAccessible(el, 'pep: nothing answered');

    const pep = getByShadowRole(el, 'radiogroup', { name: /Er du en politisk eksponert person/ });
    getByShadowRole(pep, 'radio', { name: 'Ja' }).click();
    const roleType = await findByShadowLabelText(el, 'Rolle');
    expect(getByShadowRole(el, 'heading', { name: 'Rolle 1' })).to.exist;
    const rca = getByShadowRole(el, 'radiogroup', { name: /familiemedlem eller kjent medarbeider/ });
    getByShadowRole(rca, 'radio', { name: 'Nei' }).click();
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await until(() => summary(el).length === 4);
    expect(summary(el)).to.deep.equal([
      'Påkrevet felt',
      "'Velg' er ikke et gyldig valg",
      'Minst 10 tegn kreves',
      'Påkrevet felt',
    ]);
    await expectAccessible(el, 'pep: entry empty');

    roleType.focus();
    await sendKeys({ type: 'Medlem av n' });
    expect((roleType as HTMLSelectElement).value).to.equal('PARLIAMENT');
    const country = getByShadowLabelText(el, 'Land');
    await chooseCountry(country, 'Sverige');
    await typeInto(getByShadowLabelText(el, /Beskriv rollen/), 'Riksdagen');
    const ended = getByShadowRole(el, 'radiogroup', { name: 'Har rollen opphørt?' });
    getByShadowRole(ended, 'radio', { name: 'Ja' }).click();
    const month = await findByShadowLabelText(el, 'Måned rollen opphørte');
    const year = getByShadowLabelText<HTMLSelectElement>(el, 'År rollen opphørte');
    const thisYear = new Date().getFullYear();
    expect([...year.options].map((o) => o.textContent)).to.deep.equal([
      'Velg',
      ...[0, 1, 2, 3, 4].map((n) => String(thisYear - n)),
    ]);
    expect([...(month as HTMLSelectElement).options].map((o) => o.textContent)).to.include.members([
      'Januar',
      'Mars',
      'Desember',
    ]);
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await until(() => summary(el).includes("'Velg' er ikke et gyldig valg"));
    expect(summary(el)).to.deep.equal([
      'Minst 10 tegn kreves',
      "'Velg' er ikke et gyldig valg",
      "'Velg' er ikke et gyldig valg",
    ]);
    await typeInto(getByShadowLabelText(el, /Beskriv rollen/), ' i Sverige');
    month.focus();
    await sendKeys({ type: 'Mars' });
    year.focus();
    await sendKeys({ type: String(thisYear - 1) });
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 4, 11, 'Skatteplikt til andre land');

    const saved = (await savedSections(token)).find((s) => s.type === 'PEP_RCA');
    expect(saved?.isPep).to.equal(true);
    expect(saved?.pep).to.deep.equal([
      {
        roleTypeCode: 'PARLIAMENT',
        roleCountry: 'SE',
        description: 'Riksdagen i Sverige',
        roleEnd: { month: 'MARCH', year: thisYear - 1 },
      },
    ]);

    // Back on the section (a new visit): the saved entry is read-only and cannot be removed.
    cleanup();
    resumeAt(token, 2);
    const again = await declaration(token);
    await atStep(again, 3, 11, 'Politisk eksponert person (PEP)');
    const savedRole = await findByShadowLabelText<HTMLSelectElement>(again, 'Rolle', {});
    expect(savedRole.disabled).to.equal(true);
    expect(queryByShadowRole(again, 'button', { name: 'Fjern rad 1' })).to.equal(null);
    await expectAccessible(again, 'pep: saved entry');
  });

  it('PEP/RCA: the role lists show their failure with «Prøv igjen», and the section keeps the focus', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 2);
    // Three times: a read is tried three times before it fails (decision 0030).
    await injectFault({ endpoint: 'GET /kyc-declaration/api/kyc/pepRoleTypes', status: 503, times: 3 });
    const el = await declaration(token);
    await findByShadowText(el, 'Vi klarte ikke å hente listen over roller og land.', {});
    await expectAccessible(el, 'pep lists failed');
    getByShadowRole(el, 'button', { name: 'Prøv igjen' }).focus();
    await sendKeys({ press: 'Enter' });
    await findByShadowRole(el, 'radiogroup', { name: /Er du en politisk eksponert person/ });
    // «Prøv igjen» went with the failure: the section's heading has the focus (decision 0117), not the page.
    const heading = getByShadowRole(el, 'heading', { name: 'Politisk eksponert person (PEP)' });
    await until(() => el.shadowRoot?.activeElement === heading, 'focus on the section’s heading');
  });

  it('private tax: the questions, the warning, US TIN and Swedish formats, 35 and 200 characters; saved', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 4);
    const el = await declaration(token);
    await atStep(el, 5, 11, 'Skatteplikt til utlandet');
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await until(() => summary(el).length === 1);
    expect(summary(el)).to.deep.equal(['Påkrevet felt']);
    const group = (name: RegExp | string) => getByShadowRole(el, 'radiogroup', { name });
    getByShadowRole(group(/andre land enn Norge\?/), 'radio', { name: 'Ja' }).click();
    getByShadowRole(await findByShadowRole(el, 'radiogroup', { name: 'Er du skattepliktig til USA?' }), 'radio', {
      name: 'Nei',
    }).click();
    getByShadowRole(group(/andre land enn Norge og USA/), 'radio', { name: 'Nei' }).click();
    await findByShadowText(el, 'Dette ser ikke riktig ut, er du sikker på at det stemmer?');
    await expectAccessible(el, 'tax: warning');

    getByShadowRole(group('Er du skattepliktig til USA?'), 'radio', { name: 'Ja' }).click();
    const usCountry = await findByShadowLabelText<HTMLSelectElement>(el, 'Land');
    expect(usCountry.value).to.equal('US');
    getByShadowRole(group('Har du skattenummer (TIN) i dette landet?'), 'radio', { name: 'Ja' }).click();
    const usTin = await findByShadowLabelText(el, 'Skattenummer (TIN)');
    await typeInto(usTin, '123456789');
    usTin.blur();
    await until(
      () =>
        errorAt(el, usTin) === 'Amerikansk skattenummer (TIN) må ha formatet XXX-XX-XXXX, XX-XXXXXXX eller 9XX-XX-XXXX',
    );
    await retype(usTin, '123-45-6789');
    await until(() => errorAt(el, usTin) === null);

    getByShadowRole(group(/andre land enn Norge og USA/), 'radio', { name: 'Ja' }).click();
    await until(() => defined(el.shadowRoot, 'shadow root').querySelectorAll('select').length === 2);
    const otherCountry = defined(
      defined(el.shadowRoot, 'shadow root').querySelectorAll('select')[1],
      'second country select',
    );
    await chooseCountry(otherCountry, 'Sverige');
    const hasNumber = defined(el.shadowRoot, 'shadow root').querySelectorAll<HTMLFieldSetElement>(
      'fieldset[role="radiogroup"]',
    );
    const otherHasNumber = defined(
      [...hasNumber].filter((f) => f.textContent.includes('Har du skattenummer'))[1],
      'second «Har du skattenummer» group',
    );
    getByShadowRole(otherHasNumber, 'radio', { name: 'Nei' }).click();
    const reason = await findByShadowLabelText(el, 'Hvorfor har du ikke skattenummer?');
    await typeInto(reason, 'x'.repeat(201));
    reason.blur();
    await until(() => errorAt(el, reason) === 'Feltet kan maksimalt inneholde 200 tegn');
    getByShadowRole(otherHasNumber, 'radio', { name: 'Ja' }).click();
    await until(() => defined(el.shadowRoot, 'shadow root').querySelectorAll('input[type="text"]').length === 2);
    const seTin = defined(
      defined(el.shadowRoot, 'shadow root').querySelectorAll<HTMLInputElement>('input[type="text"]')[1],
      'second tax number input',
    );
    await typeInto(seTin, '1'.repeat(36));
    seTin.blur();
    await until(() => errorAt(el, seTin) === 'Skattenummeret kan maksimalt inneholde 35 tegn');
    await retype(seTin, '8207073016');
    await until(() => errorAt(el, seTin) === 'Svensk skattenummer må ha formatet XXXXXX-XXXX eller XXXXXX+XXXX');
    await expectAccessible(el, 'tax: relations with errors');
    await retype(seTin, '820707-3016');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 6, 11, 'Innskudd på kontoene dine');

    const saved = (await savedSections(token)).find((s) => s.type === 'PRIVATE_TAX');
    expect(saved?.isTaxLiableAbroad).to.equal(true);
    const relations = saved?.taxRelations as Array<Record<string, unknown>>;
    expect(relations.map((r) => [r.country, r.type, r.taxNumber])).to.deep.equal([
      ['USA', 'WITH_TAX_NUMBER', '123-45-6789'],
      ['SWE', 'WITH_TAX_NUMBER', '820707-3016'],
    ]);
  });

  it('private tax: a yes to the USA without a relation (the first row removed) is refused with «Vennligst velg minst ett alternativ»', async () => {
    const { token, el, group } = await taxAnswered('Ja', 'Nei');
    (await findByShadowRole(el, 'button', { name: 'Fjern rad 1' })).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => queryByShadowLabelText(el, 'Land') === null);
    // The row's «Fjern» went with it: «Legg til land» takes the focus (decision 0117).
    await until(
      () => el.shadowRoot?.activeElement === getByShadowRole(el, 'button', { name: 'Legg til land' }),
      'focus on «Legg til land»',
    );
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await until(() => summary(el).length === 1);
    expect(summary(el)).to.deep.equal(['Vennligst velg minst ett alternativ']);
    expect((await group('Er du skattepliktig til USA?')).textContent).to.contain('Vennligst velg minst ett alternativ');
    await expectAccessible(el, 'tax: yes without a relation');
    await atStep(el, 5, 11, 'Skatteplikt til utlandet');
    const saved = (await savedSections(token)).find((s) => s.type === 'PRIVATE_TAX');
    expect(saved?.isTaxLiableAbroad ?? null).to.equal(null);
  });

  it('private tax: a Finnish TIN is checked with the national identifier library (stdnum)', async () => {
    const { el, group } = await taxAnswered('Nei', 'Ja');
    const country = await findByShadowLabelText(el, 'Land');
    await chooseCountry(country, 'Finland');
    getByShadowRole(await group('Har du skattenummer (TIN) i dette landet?'), 'radio', { name: 'Ja' }).click();
    const tin = await findByShadowLabelText(el, 'Skattenummer (TIN)');
    await typeInto(tin, '131052-308U');
    tin.blur();
    await until(
      () => errorAt(el, tin) === 'Skattenummeret er ikke gyldig for Finland. Kontroller at det er skrevet riktig.',
    );
    await expectAccessible(el, 'tax: invalid Finnish TIN');
    await retype(tin, '131052-308T');
    await until(() => errorAt(el, tin) === null);
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 6, 11, 'Innskudd på kontoene dine');
  });

  it('private tax: a saved relation locks the question to yes and asks whether it is still valid (no: ended today); the warning shows', async () => {
    const token = await kycToken(KYC_PERSONS.ulf);
    resumeAt(token, 4);
    const el = await declaration(token);
    await atStep(el, 5, 11, 'Skatteplikt til utlandet');
    const main = await findByShadowRole(el, 'radiogroup', { name: /andre land enn Norge\?/ });
    const yes = getByShadowRole<HTMLInputElement>(main, 'radio', { name: 'Ja' });
    expect(yes.checked).to.equal(true);
    expect(yes.disabled).to.equal(true);
    expect(textOf(el)).to.contain('Sverige, registrert 2020-01-15');
    getByShadowRole(getByShadowRole(el, 'radiogroup', { name: 'Gjelder denne skatteplikten fortsatt?' }), 'radio', {
      name: 'Nei',
    }).click();
    getByShadowRole(getByShadowRole(el, 'radiogroup', { name: 'Er du skattepliktig til USA?' }), 'radio', {
      name: 'Nei',
    }).click();
    getByShadowRole(getByShadowRole(el, 'radiogroup', { name: /andre land enn Norge og USA/ }), 'radio', {
      name: 'Nei',
    }).click();
    // The locked yes and two noes: spec 2 §5's warning, as for a yes the customer gave.
    await findByShadowText(el, 'Dette ser ikke riktig ut, er du sikker på at det stemmer?');
    await expectAccessible(el, 'tax: saved relation');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 6, 11, 'Innskudd på kontoene dine');
    const saved = (await savedSections(token)).find((s) => s.type === 'PRIVATE_TAX');
    const relations = saved?.taxRelations as Array<Record<string, unknown>>;
    expect(relations).to.have.length(1);
    expect(relations[0]?.endedDate).to.equal(new Date().toISOString().slice(0, 10));
  });

  it('dynamic questions: a question type and a field type the library does not know show as UNSUPPORTED, the rest of the section works', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    const sections = await savedSections(token);
    const dynamic = defined(sections[7], 'the dynamic section') as unknown as {
      questions: Array<Record<string, unknown>>;
    };
    const accounts = defined(
      dynamic.questions.find((q) => q.id === 'ACCOUNTS_ABROAD'),
      'the accounts question',
    ) as { fields: unknown[] };
    accounts.fields = [...accounts.fields, { code: 'signature', text: 'Signatur', type: 'SIGNATURE' }];
    dynamic.questions.push({
      id: 'WEALTH_MATRIX',
      version: 1,
      text: 'Fordel formuen din',
      helpText: null,
      type: 'MATRIX',
      fields: [],
      answerType: ['MATRIX'],
    });
    const form = (await (await kycCall(token, 'GET', 'kyc/v8/form?kycContext=NETTBANK')).json()) as object;
    await injectFault({
      endpoint: 'GET /kyc-declaration/api/kyc/v8/form',
      body: JSON.stringify({ ...form, sections }),
      times: 1,
    });
    resumeAt(token, 7);
    const el = await declaration(token);
    await atStep(el, 8, 11, 'Bruk av banken');
    await until(() => textOf(el).includes('Fordel formuen din - MATRIX (UNSUPPORTED)'));
    expect(textOf(el)).to.contain('Signatur - SIGNATURE (UNSUPPORTED)');
    expect(textOf(el)).not.to.contain('Klarte ikke å hente skjemaet');
    await expectAccessible(el, 'dynamic: unknown types');
  });

  it('dynamic questions: every question and field type, rows, help, unsupported type; saved with the section index', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 7);
    const el = await declaration(token);
    await atStep(el, 8, 11, 'Bruk av banken');
    (await findByShadowRole(el, 'button', { name: 'Neste' })).click();
    await until(() => summary(el).length > 0);
    expect(summary(el)).to.include.members([
      'Påkrevet felt',
      'Vennligst velg minst ett alternativ',
      "'Velg' er ikke et gyldig valg",
    ]);
    expect(textOf(el)).to.contain('Kontoutskrift (vedlegg) - UNKNOWN (UNSUPPORTED)');
    await expectAccessible(el, 'dynamic: nothing answered');

    const helpButton = getByShadowRole(el, 'button', { name: /Hjelp til spørsmålet: Kommer du til å sende/ });
    helpButton.focus();
    await sendKeys({ press: 'Enter' });
    const help = await findByShadowRole(el, 'dialog', { name: 'Om spørsmålet' });
    expect(help.textContent).to.contain('lønn fra utlandet');
    getByShadowRole(help, 'button', { name: 'Lukk' }).click();
    // Closed, the focus is back on the button that opened it (and stays there: nothing takes it later).
    await until(
      () => (!help.isConnected || !(help as HTMLDialogElement).open) && el.shadowRoot?.activeElement === helpButton,
      'the help closed, the focus back on its button',
    );

    const paymentsRegion = () =>
      getByShadowRole(el, 'region', { name: /Kommer du til å sende eller motta betalinger/ });
    getByShadowRole(paymentsRegion(), 'radio', { name: 'Ja' }).click();
    // The question's region as it is once the first row is there (read afresh: the section renders again).
    await until(
      () => queryByShadowRole(paymentsRegion(), 'heading', { name: 'Rad 1' }) !== null,
      'the first row of payments',
    );
    const payments = paymentsRegion();
    const country = getByShadowLabelText(payments, 'Land');
    await chooseCountry(country, 'Sverige');
    const amount = getByShadowLabelText(payments, 'Beløp per år (kr)');
    await typeInto(amount, '-5');
    amount.blur();
    await until(() => errorAt(el, amount) === 'Kun positive tall tillatt');
    await retype(amount, '12000');
    const purpose = getByShadowLabelText(payments, 'Hva er betalingene for?');
    await typeInto(purpose, 'a');
    purpose.blur();
    await until(() => errorAt(el, purpose) === 'Svaret må inneholde minst 2 tegn');
    await typeInto(purpose, ' gave til familie');

    getByShadowRole(el, 'radio', { name: 'Sparing' }).click();
    getByShadowRole(el, 'checkbox', { name: 'Ingen av disse' }).click();

    const accounts = getByShadowRole(el, 'region', { name: /Har du kontoer i banker i utlandet/ });
    getByShadowRole(accounts, 'button', { name: 'Legg til' }).click();
    await until(() => queryByShadowRole(accounts, 'heading', { name: 'Rad 2' }) !== null);
    getByShadowRole(accounts, 'button', { name: 'Fjern rad 1' }).click();
    await until(() => queryByShadowRole(accounts, 'heading', { name: 'Rad 2' }) === null, 'row removed');
    await typeInto(getByShadowLabelText(accounts, 'Navn på banken'), 'Nordea Sverige');
    const accountCountry = getByShadowLabelText(accounts, 'Land');
    await chooseCountry(accountCountry, 'Sverige');
    const years = getByShadowLabelText(accounts, 'Hvor mange år har du hatt kontoen?');
    await typeInto(years, '2,5');
    years.blur();
    await until(() => errorAt(el, years) === 'Kun positive tall tillatt');
    await retype(years, '3');
    getByShadowRole(getByShadowRole(accounts, 'radiogroup', { name: 'Deler du kontoen med noen?' }), 'radio', {
      name: 'Nei',
    }).click();
    getByShadowRole(accounts, 'checkbox', { name: 'SEK' }).click();
    getByShadowRole(accounts, 'checkbox', { name: 'EUR' }).click();
    await expectAccessible(el, 'dynamic: answered');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 9, 11, 'Se over svarene dine');

    const saved = (await savedSections(token)).find((s) => s.type === 'DYNAMIC_QUESTIONS');
    const answers = saved?.answers as Array<Record<string, unknown>>;
    expect(answers.map((a) => [a.questionId, a.answer])).to.deep.equal([
      ['FOREIGN_PAYMENTS', 'YES'],
      ['MAIN_PURPOSE', 'SAVINGS'],
      ['SERVICES', null],
      ['ACCOUNTS_ABROAD', null],
    ]);
    expect((answers[0]?.subQuestion as Record<string, unknown>).listAnswers).to.deep.equal([
      { country: 'SWE', amountPerYear: '12000', purpose: 'a gave til familie' },
    ]);
    expect(answers[2]?.listAnswers).to.deep.equal([{ services: 'NONE' }]);
    expect(answers[3]?.listAnswers).to.deep.equal([
      {
        bankName: 'Nordea Sverige',
        country: 'SWE',
        yearsHeld: '3',
        jointAccount: 'NO',
        currencies: 'SEK,EUR',
        comment: null,
      },
    ]);
  });

  it('keeps every typed value when the save fails, with «Noe gikk galt!» and the reference', async () => {
    const token = await kycToken(KYC_PERSONS.kari);
    resumeAt(token, 5);
    const el = await declaration(token);
    await atStep(el, 6, 11, 'Innskudd på kontoene dine');
    const salary = await findByShadowLabelText(el, /Lønn, pensjon eller trygd/, {});
    await typeInto(salary, '300000');
    await injectFault({ endpoint: 'POST /kyc-declaration/api/kyc/submitSourceOfIncomeSection', status: 500, times: 1 });
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await until(() => textOf(el).includes('Vi kunne ikke lagre svarene dine.'));
    expect(textOf(el)).to.match(/Referanse: \S+/);
    expect((salary as HTMLInputElement).value.replace(/\u00a0/g, ' ')).to.equal('300 000 kr');
    await expectAccessible(el, 'save failed');
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, 7, 11, 'Opprinnelsen til pengene');
  });
});
