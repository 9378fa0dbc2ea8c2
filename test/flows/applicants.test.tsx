// Step 3 of the application (the applicants and their consents) as a customer fills it in: the
// component with a real model, rendered in an element's shadow root, talking to the sandbox over HTTP
// as a freshly logged-in customer; real key presses; every rule's message at its field and in the
// summary; the co-applicant added and removed; the consents answered, explained and saved; a failed
// save; axe in every state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  findByShadowRole,
  findByShadowText,
  getByShadowLabelText,
  getByShadowRole,
  queryByShadowLabelText,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import { makeNationalId } from '../../demo/sandbox/seed/national-ids.js';
import { getConsents, getUser } from '../../src/api/loan-calls.js';
import { LoanServiceClient } from '../../src/api/loan-client.js';
import {
  ApplicantsStep,
  createApplicantsModel,
  type ApplicantsDraft,
  type ApplicantsModel,
  type ApplicantsResult,
} from '../../src/flows/application/applicants/index.js';
import type { LoanType } from '../../src/schemas/loan.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { clearFaults, injectFault, loginAs, logout, newScope, recordingFetch } from '../helpers/sandbox.js';
import { focused, mount } from '../ui/harness.js';

const MAIN_HEADING = 'Hei Testkunde';
const FORM_INVALID = 'Vennligst kontroller skjemaet';
const SAVE_FAILED =
  'Ups! Her gikk noe galt ved innsending, vennligst prøv igjen eller ta kontakt med banken om problemet vedvarer.';

/** A valid national id nobody else uses: a walk-in customer of the sandbox, or a co-applicant. */
function freshNationalId(): string {
  const year = 1950 + Math.floor(Math.random() * 50);
  const month = 1 + Math.floor(Math.random() * 12);
  const day = 1 + Math.floor(Math.random() * 28);
  return makeNationalId({ year, month, day }, 100 + Math.floor(Math.random() * 390));
}

interface Setup {
  el: HTMLElement;
  model: ApplicantsModel;
  done: ApplicantsResult[];
  requests: Request[];
  scope: string;
  ssn: string;
  client: LoanServiceClient;
}

/** Logs a new customer in and renders the step with a real model. */
async function setup(
  options: { loanType?: LoanType; initialDraft?: ApplicantsDraft; ssn?: string; login?: boolean } = {},
): Promise<Setup> {
  const scope = newScope();
  const ssn = options.ssn ?? freshNationalId();
  if (options.login !== false) await loginAs(ssn);
  const recorder = recordingFetch(scope);
  const client = new LoanServiceClient({ bankRegNr: '9999', fetch: recorder.fetch });
  const user = await getUser(client);
  const model = createApplicantsModel({
    transport: client,
    user,
    loanProduct: 'CAR',
    loanType: options.loanType ?? 'VEHICLE_LOAN',
    ...(options.initialDraft ? { initialDraft: options.initialDraft } : {}),
  });
  const done: ApplicantsResult[] = [];
  const el = await mount(() => <ApplicantsStep model={model} headingLevel={2} onDone={(r) => done.push(r)} />);
  await findByShadowRole(el, 'heading', { name: MAIN_HEADING });
  return { el, model, done, requests: recorder.requests, scope, ssn, client };
}

const root = (el: HTMLElement) => defined(el.shadowRoot, 'shadow root');

/** The control labelled `label` (exactly, apart from the «(må fylles ut)» marker). */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the control's element type, as the testing library's queries do
function control<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, label: string | RegExp): T {
  return getByShadowLabelText<T>(el, label instanceof RegExp ? label : new RegExp(`^${escape(label)}`));
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

async function typeInto(input: HTMLElement, text: string) {
  input.focus();
  await sendKeys({ type: text });
}

/** Replaces what a text field holds by `text` (select all, delete, type). */
async function retype(input: HTMLElement, text: string) {
  input.focus();
  (input as HTMLInputElement).select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

/** A control by its name (`main.livingConditionCode`), where two applicants share a label. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- the caller names the control's element type
function byName<T extends HTMLElement = HTMLInputElement>(el: HTMLElement, name: string): T {
  return defined(root(el).querySelector<T>(`[name="${name}"]`), name);
}

/** An input's value with the thousands separators as plain spaces. */
const shown = (input: HTMLInputElement) => input.value.replace(/\u00a0/g, ' ');

/** Leaves the focused field with Tab (its error shows from then on). */
async function leave() {
  await sendKeys({ press: 'Tab' });
}

/** Chooses an option of a select by typing its first letters, as a keyboard user does. */
async function choose(el: HTMLElement, label: string, option: string) {
  const select = control<HTMLSelectElement>(el, label);
  // A select's type-ahead remembers the letters of the last second.
  if (select.value) await new Promise((resolve) => setTimeout(resolve, 1100));
  select.focus();
  // The first word only: a space would open the list.
  await sendKeys({ type: option.split(' ')[0] ?? option });
  await until(() => select.selectedOptions[0]?.textContent === option, `${label}: ${option} chosen`);
}

/** Ticks (or unticks) a checkbox with the space bar. */
async function toggle(el: HTMLElement, label: string | RegExp) {
  control(el, label).focus();
  await sendKeys({ press: 'Space' });
}

/** Presses a button by keyboard. */
async function press(el: HTMLElement, name: string | RegExp) {
  getByShadowRole(el, 'button', { name }).focus();
  await sendKeys({ press: 'Enter' });
}

/** The error shown at a control (through its aria-describedby), or null. */
function errorAt(el: HTMLElement, input: Element): string | null {
  for (const id of (input.getAttribute('aria-describedby') ?? '').split(' ')) {
    const node = root(el).getElementById(id);
    if (node?.classList.contains('ui-field__error'))
      return node.querySelector('.ui-field__error-text')?.textContent ?? null;
  }
  return null;
}

/** The error shown for a radio group or a field by its control's id. */
function summary(el: HTMLElement): string[] {
  return [...root(el).querySelectorAll('.ui-error-summary__list a')].map((a) => a.textContent);
}

/** Fills in the main applicant with valid values (email and phone come prefilled). */
async function fillMain(el: HTMLElement) {
  await choose(el, 'Bosituasjon', 'Eier bolig');
  await choose(el, 'Arbeidssituasjon', 'Fast ansatt');
  await typeInto(control(el, 'Årsinntekt før skatt'), '650000');
  await typeInto(control(el, 'Samlet gjeld'), '1200000');
}

/** Fills in a co-applicant (already added) with valid values. */
async function fillCo(el: HTMLElement, ssn: string) {
  await typeInto(control(el, 'Medsøkers fødselsnummer'), ssn);
  await typeInto(control(el, 'Medsøkers e-post'), 'medsoker@example.no');
  await typeInto(control(el, 'Medsøkers mobilnummer'), '41234567');
  byName(el, 'co.livingConditionCode').focus();
  await sendKeys({ type: 'Leier' });
  await until(() => root(el).querySelector('[name="co.rentalFee"]') !== null, 'co rental fee shown');
  await typeInto(byName(el, 'co.rentalFee'), '9500');
  byName(el, 'co.employmentConditionCode').focus();
  await sendKeys({ type: 'Student' });
  await typeInto(byName(el, 'co.grossIncome'), '200000');
  await typeInto(byName(el, 'co.totalDebt'), '0');
  await toggle(el, /^Medsøker og jeg har samme bostedsadresse/);
  await toggle(el, /^Medsøker er informert om/);
}

/** The consents' POST bodies the step sent. */
async function consentPosts(requests: Request[]): Promise<unknown[]> {
  const posts = requests.filter((r) => r.method === 'POST' && r.url.endsWith('/consent'));
  return Promise.all(posts.map((r) => r.clone().json() as Promise<unknown>));
}

describe('ApplicantsStep (application step 3)', () => {
  let current: Setup | undefined;
  afterEach(async () => {
    if (current) await clearFaults(current.scope);
    current = undefined;
    await logout();
  });

  it('greets the customer by first name, prefills email and phone, and asks the rental fee and trade-in debt only when they apply', async () => {
    current = await setup();
    const { el } = current;
    expect(getByShadowRole(el, 'heading', { level: 3, name: MAIN_HEADING })).to.exist;
    expect(control(el, 'E-post').value).to.equal('testkunde@example.no');
    expect(control(el, 'Mobilnummer').value).to.equal('40000000');
    expect(queryByShadowLabelText(el, /^Husleie per måned/)).to.equal(null);
    expect(queryByShadowLabelText(el, /^Gjeld på innbyttet/)).to.equal(null);
    await findByShadowRole(el, 'radiogroup', { name: 'Tilbud om forsikring' });
    await expectAccessible(el, 'empty form with consents');

    await choose(el, 'Bosituasjon', 'Leier bolig');
    expect(control(el, 'Husleie per måned')).to.exist;
    await choose(el, 'Bosituasjon', 'Eier bolig');
    await until(() => queryByShadowLabelText(el, /^Husleie per måned/) === null, 'rental fee hidden');

    await toggle(el, 'Jeg har et kjøretøy som skal byttes inn');
    expect(control(el, 'Gjeld på innbyttet')).to.exist;
    await expectAccessible(el, 'trade-in ticked');
    await toggle(el, 'Jeg har et kjøretøy som skal byttes inn');
    await until(() => queryByShadowLabelText(el, /^Gjeld på innbyttet/) === null, 'trade-in debt hidden');
  });

  it('hides the trade-in block for a loan commitment (decision 0016), for both applicants', async () => {
    current = await setup({ loanType: 'LOAN_COMMITMENT' });
    const { el, model, done } = current;
    expect(queryByShadowLabelText(el, /byttes inn/)).to.equal(null);
    await press(el, 'Legg til medsøker');
    await findByShadowRole(el, 'textbox', { name: /^Medsøkers fødselsnummer/ });
    expect(queryByShadowLabelText(el, /byttes inn/)).to.equal(null);
    await press(el, 'Fjern medsøker');
    await fillMain(el);
    await press(el, 'Neste');
    await until(() => done.length === 1, 'step done');
    expect(done[0]?.mainApplicant).to.include({ tradeIn: false, tradeInDebt: null });
    expect(model.result.value).to.deep.equal(done[0]);
  });

  // Each rule of spec 1 §5 and spec 2 §5 with its message, shown once the customer leaves the field.
  const MAIN_RULES: Array<[label: string, typed: string, message: string | null, before?: 'renting' | 'tradeIn']> = [
    ['E-post', '', 'Påkrevet felt'],
    ['E-post', 'kari@', 'Ugyldig e-postadresse'],
    ['E-post', 'kari@example.no', null],
    ['Mobilnummer', '', 'Påkrevet felt'],
    ['Mobilnummer', '1234567', 'Telefonnummeret må ha 8 siffer'],
    ['Mobilnummer', '4123456a', 'Telefonnummeret må ha 8 siffer'],
    ['Mobilnummer', '41234567', null],
    ['Årsinntekt før skatt', '1000000001', 'Inntekten kan ikke være over 1 000 000 000 kr'],
    ['Årsinntekt før skatt', '1000000000', null],
    ['Årsinntekt før skatt', '650000,50', 'Oppgi beløpet i hele kroner'],
    ['Samlet gjeld', '1000000001', 'Gjelden kan ikke være over 1 000 000 000 kr'],
    ['Samlet gjeld', '1000000000', null],
    ['Samlet gjeld', '0', null],
    ['Husleie per måned', '10000000', 'Husleien kan ikke være over 9 999 999 kr', 'renting'],
    ['Husleie per måned', '9999999', null, 'renting'],
    ['Husleie per måned', '0', null, 'renting'],
    ['Gjeld på innbyttet', '10000000', 'Gjelden på innbyttet kan ikke være over 9 999 999 kr', 'tradeIn'],
    ['Gjeld på innbyttet', '9999999', null, 'tradeIn'],
  ];

  it('shows each rule of the main applicant at its field once left, and accepts the limits themselves', async () => {
    current = await setup();
    const { el } = current;
    for (const [label, typed, message, before] of MAIN_RULES) {
      if (before === 'renting' && !queryByShadowLabelText(el, /^Husleie per måned/))
        await choose(el, 'Bosituasjon', 'Leier bolig');
      if (before === 'tradeIn' && !queryByShadowLabelText(el, /^Gjeld på innbyttet/))
        await toggle(el, 'Jeg har et kjøretøy som skal byttes inn');
      const input = control(el, label);
      await retype(input, typed);
      await leave();
      await until(() => errorAt(el, input) === message, `${label} «${typed}» → ${String(message)}`);
    }
    await expectAccessible(el, 'errors at the fields');
  });

  it('on «Neste» lists every missing answer in a summary that takes focus; each link leads to its field', async () => {
    current = await setup();
    const { el, done } = current;
    await retype(control(el, 'E-post'), '');
    await choose(el, 'Bosituasjon', 'Leier bolig');
    await toggle(el, 'Jeg har et kjøretøy som skal byttes inn');
    await press(el, 'Neste');
    const region = await findByShadowRole(el, 'region', { name: FORM_INVALID });
    await until(() => focused(el) === region, 'summary focused');
    // Each item names its field: «Påkrevet felt» alone would not say which (decision 0031).
    expect(summary(el)).to.deep.equal([
      'E-post: Påkrevet felt',
      'Husleie per måned: Påkrevet felt',
      "Arbeidssituasjon: 'Velg' er ikke et gyldig valg",
      'Årsinntekt før skatt: Påkrevet felt',
      'Samlet gjeld: Påkrevet felt',
      'Gjeld på innbyttet: Påkrevet felt',
    ]);
    expect(errorAt(el, control(el, 'Arbeidssituasjon'))).to.equal("'Velg' er ikke et gyldig valg");
    await expectAccessible(el, 'summary after «Neste»');
    // The first link moves focus to the email field.
    const first = defined(root(el).querySelector<HTMLAnchorElement>('.ui-error-summary__list a'));
    first.focus();
    await sendKeys({ press: 'Enter' });
    expect(focused(el)).to.equal(control(el, 'E-post'));
    // Fixing a field takes it off the summary.
    await typeInto(control(el, 'E-post'), 'kari@example.no');
    await until(() => summary(el).length === 5, 'email off the summary');
    expect(done).to.have.length(0);
    expect(current.requests.some((r) => r.method === 'POST')).to.equal(false);
  });

  // The co-applicant's own rules (spec 2 §5): the national id and the two confirmations.
  const CO_RULES: Array<[typed: (main: string) => string, message: string | null]> = [
    [() => '', 'Påkrevet felt'],
    [() => '1234567890', 'Fødselsnummer må ha 11 siffer'],
    [() => '12345678901', 'Ikke gyldig Fødselsnummer / D-nummer'],
    [(main) => main, 'Medsøker kan ikke være deg selv'],
    [() => '14038512324', null],
  ];

  it('adds a co-applicant (focus to the national id), checks its rules, and removes it (focus back to «Legg til medsøker»)', async () => {
    current = await setup();
    const { el, ssn } = current;
    await press(el, 'Legg til medsøker');
    const ssnInput = await findByShadowRole(el, 'textbox', { name: /^Medsøkers fødselsnummer/ });
    await until(() => focused(el) === ssnInput, 'focus on the co-applicant national id');
    expect(ssnInput.getAttribute('maxlength')).to.equal('11');
    expect(errorAt(el, ssnInput)).to.equal(null);
    await expectAccessible(el, 'co-applicant added');
    for (const [typed, message] of CO_RULES) {
      await retype(ssnInput, typed(ssn));
      await leave();
      await until(() => errorAt(el, ssnInput) === message, `co ssn → ${String(message)}`);
    }
    await press(el, 'Neste');
    await findByShadowRole(el, 'region', { name: FORM_INVALID });
    const items = summary(el);
    expect(items).to.include('Låntaker og medsøker må ha samme bostedsadresse');
    expect(items).to.include('Du må godta vilkårene for å fortsette');
    expect(items.indexOf('Du må godta vilkårene for å fortsette')).to.equal(items.length - 1);
    expect(errorAt(el, control(el, /^Medsøker og jeg har samme bostedsadresse/))).to.equal(
      'Låntaker og medsøker må ha samme bostedsadresse',
    );
    await expectAccessible(el, 'co-applicant errors');

    await press(el, 'Fjern medsøker');
    const add = await findByShadowRole(el, 'button', { name: 'Legg til medsøker' });
    await until(() => focused(el) === add, 'focus back on «Legg til medsøker»');
    expect(queryByShadowLabelText(el, /^Medsøkers fødselsnummer/)).to.equal(null);
    expect(summary(el)).to.not.include('Du må godta vilkårene for å fortsette');
    // Added again: empty, without errors until left.
    await press(el, 'Legg til medsøker');
    const again = await findByShadowRole(el, 'textbox', { name: /^Medsøkers fødselsnummer/ });
    expect((again as HTMLInputElement).value).to.equal('');
    expect(errorAt(el, again)).to.equal(null);
  });

  it('a co-applicant added after «Neste» shows each error once its field is left, though leaving checks the whole form', async () => {
    current = await setup();
    const { el } = current;
    await press(el, 'Neste');
    const errors = await findByShadowRole(el, 'region', { name: FORM_INVALID });
    // The summary takes the focus as it appears (decision 0091); the customer acts after that.
    await until(() => errors.contains(focused(el)), 'focus on the error summary');
    await press(el, 'Legg til medsøker');
    const ssnInput = await findByShadowRole(el, 'textbox', { name: /^Medsøkers fødselsnummer/ });
    await until(() => focused(el) === ssnInput, 'focus on the co-applicant national id');
    await leave();
    await until(() => errorAt(el, ssnInput) === 'Påkrevet felt', 'the national id, left: its error');
    for (const label of ['Medsøkers e-post', 'Medsøkers mobilnummer', 'Medsøkers årsinntekt før skatt']) {
      expect(errorAt(el, control(el, label)), label).to.equal(null);
    }
    await expectAccessible(el, 'co-applicant added after «Neste»');
  });

  it('hands on both applicants and saves the consents: JA, NEI with its «No» text, the modal, unanswered as UBESVART', async () => {
    current = await setup();
    const { el, done, requests, ssn, client } = current;
    await fillMain(el);
    await press(el, 'Legg til medsøker');
    const coSsn = freshNationalId();
    await fillCo(el, coSsn);

    // «Ja» to the first consent, «Nei» to the second: its «No» text shows.
    const first = await findByShadowRole(el, 'radiogroup', { name: 'Tilbud om forsikring' });
    const second = getByShadowRole(el, 'radiogroup', { name: 'Deling med forhandler' });
    getByShadowRole(first, 'radio', { name: 'Ja' }).focus();
    await sendKeys({ press: 'Space' });
    expect(queryByShadowText(el, 'Du må selv vise forhandleren at lånet er innvilget.')).to.equal(null);
    getByShadowRole(second, 'radio', { name: 'Nei' }).focus();
    await sendKeys({ press: 'Space' });
    await findByShadowText(el, 'Du må selv vise forhandleren at lånet er innvilget.');
    await expectAccessible(el, 'consents answered');

    // Each consent's modal shows its popup text.
    await press(el, 'Les mer om Deling med forhandler');
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Deling med forhandler' });
    await findByShadowText(
      el,
      'Forhandleren får bare vite at finansieringen er på plass, ikke beløp eller andre opplysninger om deg.',
    );
    await expectAccessible(el, 'consent modal');
    await sendKeys({ press: 'Escape' });
    await until(() => !(dialog as HTMLDialogElement).open, 'modal closed');

    await press(el, 'Neste');
    await until(() => done.length === 1, 'step done');
    const result = defined(done[0]);
    expect(result.mainApplicant).to.deep.include({
      ssn,
      email: 'testkunde@example.no',
      phone: '40000000',
      livingConditionCode: 'OWNS_HOUSING',
      rentalFee: null,
      employmentConditionCode: 'FULL_TIME_EMPLOYEE',
      grossIncome: 650_000,
      totalDebt: 1_200_000,
      tradeIn: false,
      tradeInDebt: null,
    });
    expect(result.coApplicant).to.deep.include({
      ssn: coSsn,
      email: 'medsoker@example.no',
      phone: '41234567',
      livingConditionCode: 'RENTS_HOUSING',
      rentalFee: 9500,
      employmentConditionCode: 'STUDENT',
      grossIncome: 200_000,
      totalDebt: 0,
      tradeIn: false,
      tradeInDebt: null,
    });
    expect(await consentPosts(requests)).to.deep.equal([
      [
        { samtykkeId: { value: 'MARKEDSFORING_FORSIKRING' }, svar: 'JA' },
        { samtykkeId: { value: 'DELING_FORHANDLER' }, svar: 'NEI' },
      ],
    ]);
    const saved = await getConsents(client);
    expect(saved.map((c) => c.svar)).to.deep.equal(['JA', 'NEI']);
  });

  it('saves a consent left unanswered as UBESVART, and starts from the answers saved before', async () => {
    current = await setup();
    const { el, done, requests } = current;
    await fillMain(el);
    const second = await findByShadowRole(el, 'radiogroup', { name: 'Deling med forhandler' });
    getByShadowRole(second, 'radio', { name: 'Ja' }).focus();
    await sendKeys({ press: 'Space' });
    await press(el, 'Neste');
    await until(() => done.length === 1, 'step done');
    expect(await consentPosts(requests)).to.deep.equal([
      [
        { samtykkeId: { value: 'MARKEDSFORING_FORSIKRING' }, svar: 'UBESVART' },
        { samtykkeId: { value: 'DELING_FORHANDLER' }, svar: 'JA' },
      ],
    ]);
    // An answer changed after the step was done undoes it: the answers must be saved again.
    expect(current.model.result.value).to.not.equal(null);
    getByShadowRole<HTMLInputElement>(second, 'radio', { name: 'Nei' }).focus();
    await sendKeys({ press: 'Space' });
    await until(() => current?.model.result.value === null, 'result undone');
    // The same customer again (a new application): the saved «Ja» is checked, the other unanswered.
    const again = await setup({ ssn: current.ssn, login: false });
    const group = await findByShadowRole(again.el, 'radiogroup', { name: 'Deling med forhandler' });
    expect(getByShadowRole<HTMLInputElement>(group, 'radio', { name: 'Ja' }).checked).to.equal(true);
    const other = getByShadowRole(again.el, 'radiogroup', { name: 'Tilbud om forsikring' });
    expect(queryByShadowRole(other, 'radio', { checked: true })).to.equal(null);
  });

  it('keeps everything when the consents cannot be saved, says so, and saves on the next «Neste» (once per press)', async () => {
    current = await setup();
    const { el, done, requests, scope } = current;
    await fillMain(el);
    const first = await findByShadowRole(el, 'radiogroup', { name: 'Tilbud om forsikring' });
    getByShadowRole(first, 'radio', { name: 'Nei' }).focus();
    await sendKeys({ press: 'Space' });
    await injectFault({
      scope,
      endpoint: 'POST /salgspant/api/consent',
      status: 502,
      errorName: 'FAILED_SBL_CONSENT_SAVE',
      latencyMs: 300,
      times: 1,
    });
    // Pressed twice while the save runs: one request.
    await press(el, 'Neste');
    await sendKeys({ press: 'Enter' });
    await findByShadowText(el, SAVE_FAILED);
    expect((await consentPosts(requests)).length).to.equal(1);
    expect(done).to.have.length(0);
    expect(current.model.result.value).to.equal(null);
    await expectAccessible(el, 'consent save failed');
    // Nothing typed is lost.
    expect(shown(control(el, 'Årsinntekt før skatt'))).to.equal('650 000 kr');
    expect(control<HTMLSelectElement>(el, 'Bosituasjon').value).to.equal('OWNS_HOUSING');
    expect(getByShadowRole<HTMLInputElement>(first, 'radio', { name: 'Nei' }).checked).to.equal(true);
    await press(el, 'Neste');
    await until(() => done.length === 1, 'step done on retry');
    expect(queryByShadowText(el, SAVE_FAILED)).to.equal(null);
    expect(await consentPosts(requests)).to.have.length(2);
  });

  it('sends the consents once when the step is finished twice at the same time', async () => {
    current = await setup();
    const { model, requests, scope } = current;
    await until(() => model.consentsStatus.value === 'ready', 'consents loaded');
    const values = model.formValues();
    Object.assign(values.main, {
      livingConditionCode: 'OWNS_HOUSING',
      employmentConditionCode: 'RETIRED',
      grossIncome: 300_000,
      totalDebt: 0,
    });
    await injectFault({ scope, endpoint: 'POST /salgspant/api/consent', latencyMs: 200, times: 1 });
    const [first, second] = await Promise.all([model.submit(values), model.submit(values)]);
    expect(first?.mainApplicant.employmentConditionCode).to.equal('RETIRED');
    expect(second).to.equal(null);
    expect(await consentPosts(requests)).to.have.length(1);
    expect(model.result.value).to.deep.equal(first);
  });

  it('when the consents cannot be fetched: a note with «Prøv igjen», which fetches them', async () => {
    const scope = newScope();
    const ssn = freshNationalId();
    await loginAs(ssn);
    // Three times: a read is tried three times before it fails (decision 0030).
    await injectFault({ scope, endpoint: 'GET /salgspant/api/consent', status: 503, times: 3 });
    const recorder = recordingFetch(scope);
    const client = new LoanServiceClient({ bankRegNr: '9999', fetch: recorder.fetch });
    const model = createApplicantsModel({
      transport: client,
      user: await getUser(client),
      loanProduct: 'CAR',
      loanType: 'VEHICLE_LOAN',
    });
    current = { el: document.body, model, done: [], requests: recorder.requests, scope, ssn, client };
    const el = await mount(() => <ApplicantsStep model={model} headingLevel={2} onDone={() => undefined} />);
    await findByShadowText(el, /Vi fikk ikke hentet samtykkene akkurat nå/, {});
    expect(model.error.value).to.be.instanceOf(Error);
    await expectAccessible(el, 'consents not fetched');
    await press(el, 'Prøv igjen');
    await findByShadowRole(el, 'radiogroup', { name: 'Tilbud om forsikring' });
    expect(queryByShadowText(el, /Vi fikk ikke hentet samtykkene/)).to.equal(null);
  });

  it('keeps a draft of what was typed without the co-applicant’s national id, and restores it', async () => {
    current = await setup();
    const { el, model, ssn } = current;
    await choose(el, 'Bosituasjon', 'Leier bolig');
    await typeInto(control(el, 'Husleie per måned'), '12000');
    await typeInto(control(el, 'Årsinntekt før skatt'), '480000');
    await press(el, 'Legg til medsøker');
    const coSsn = freshNationalId();
    await typeInto(control(el, 'Medsøkers fødselsnummer'), coSsn);
    await typeInto(control(el, 'Medsøkers e-post'), 'medsoker@example.no');
    const second = await findByShadowRole(el, 'radiogroup', { name: 'Deling med forhandler' });
    getByShadowRole(second, 'radio', { name: 'Nei' }).focus();
    await sendKeys({ press: 'Space' });

    const draft = model.draft.value;
    expect(draft.main).to.include({ livingConditionCode: 'RENTS_HOUSING', rentalFee: 12_000, grossIncome: 480_000 });
    expect(draft.coApplicant).to.include({ email: 'medsoker@example.no' });
    expect(draft.consents).to.deep.equal({ DELING_FORHANDLER: 'NEI' });
    const stored = JSON.stringify(draft);
    expect(stored).to.not.include(coSsn);
    expect(stored).to.not.include(ssn);

    // A reload: a new model from the stored draft.
    const restored = await setup({ ssn, login: false, initialDraft: JSON.parse(stored) as ApplicantsDraft });
    expect(byName<HTMLSelectElement>(restored.el, 'main.livingConditionCode').value).to.equal('RENTS_HOUSING');
    expect(shown(byName(restored.el, 'main.rentalFee'))).to.equal('12 000 kr');
    expect(control(restored.el, 'Medsøkers e-post').value).to.equal('medsoker@example.no');
    expect(control(restored.el, 'Medsøkers fødselsnummer').value).to.equal('');
    const group = await findByShadowRole(restored.el, 'radiogroup', { name: 'Deling med forhandler' });
    expect(getByShadowRole<HTMLInputElement>(group, 'radio', { name: 'Nei' }).checked).to.equal(true);
    await findByShadowText(restored.el, 'Du må selv vise forhandleren at lånet er innvilget.');
  });

  it('ignores a stored draft of another shape', async () => {
    current = await setup({ initialDraft: { version: 2, main: 'x' } as unknown as ApplicantsDraft });
    expect(control(current.el, 'E-post').value).to.equal('testkunde@example.no');
    expect(control<HTMLSelectElement>(current.el, 'Bosituasjon').value).to.equal('');
  });
});
