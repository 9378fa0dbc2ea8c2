// <salgspant-application> with a co-applicant, as a customer applies with one: the co-applicant's
// fields and their messages at the fields, the confirmations, the consents posted, exactly what the
// submit sends, and the receipt, against the sandbox over HTTP with real keys; axe in every state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import {
  findByShadowRole,
  findByShadowText,
  getByShadowRole,
  queryByShadowLabelText,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import type { SalgspantNavigateDetail } from '../../src/platform/events.js';
import {
  application,
  at,
  atStep,
  byName,
  choose,
  control,
  deepFocus,
  errorAt,
  leave,
  observeFetch,
  openApplication,
  original,
  PERSON,
  press,
  shortDeclaration,
  target,
  textOf,
  tick,
  typeInto,
  WALK_IN,
} from '../helpers/application.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { logout } from '../helpers/sandbox.js';

let navigations: SalgspantNavigateDetail[] = [];
const onNavigate = (event: Event) => {
  event.preventDefault();
  navigations.push((event as CustomEvent<SalgspantNavigateDetail>).detail);
};
let observer: ReturnType<typeof observeFetch> | null = null;

/** Step 3's main applicant, filled with the keyboard. */
async function fillMain(el: HTMLElement) {
  await choose(el, 'Bosituasjon', 'Eier bolig');
  await choose(el, 'Arbeidssituasjon', 'Fast ansatt');
  await typeInto(el, 'Årsinntekt før skatt', '800000');
  await typeInto(el, /^Samlet gjeld/, '100000');
}

/** Adds the co-applicant with the keyboard; focus lands on its national id. */
async function addCoApplicant(el: HTMLElement) {
  getByShadowRole(el, 'button', { name: 'Legg til medsøker' }).focus();
  await sendKeys({ press: 'Enter' });
  const ssn = await control(el, /^Medsøkers fødselsnummer/);
  await until(() => deepFocus(el) === ssn, 'focus on the co-applicant national id');
  return ssn;
}

/** The co-applicant, filled with the keyboard: renting, with a trade-in. */
async function fillCo(el: HTMLElement, ssn: string) {
  await typeInto(el, /^Medsøkers fødselsnummer/, ssn);
  await typeInto(el, 'Medsøkers e-post', 'medsoker@example.no');
  await typeInto(el, /^Medsøkers mobilnummer/, '41234567');
  await choose(el, 'Medsøkers bosituasjon', 'Leier bolig');
  await typeInto(el, 'Medsøkers husleie per måned', '9500');
  await choose(el, 'Medsøkers arbeidssituasjon', 'Midlertidig ansatt');
  await typeInto(el, 'Medsøkers årsinntekt før skatt', '450000');
  await typeInto(el, /^Medsøkers samlede gjeld/, '20000');
  await tick(el, 'Medsøker har et kjøretøy som skal byttes inn');
  await typeInto(el, 'Gjeld på medsøkers innbytte', '15000');
  await tick(el, /^Medsøker og jeg har samme bostedsadresse/);
  await tick(el, /^Medsøker er informert om/);
}

/** Answers a consent (by its title) with the keyboard. */
async function answer(el: HTMLElement, title: string, value: 'JA' | 'NEI') {
  const group = await findByShadowRole(el, 'radiogroup', { name: new RegExp(`^${title}`) });
  defined(group.querySelector<HTMLInputElement>(`input[value="${value}"]`), `${title} ${value}`).focus();
  await sendKeys({ press: 'Space' });
}

const noNationalIdStored = (...ids: string[]) => {
  const stored = JSON.stringify(Object.entries(sessionStorage)) + JSON.stringify(Object.entries(localStorage));
  return ids.every((id) => !stored.includes(id));
};

describe('<salgspant-application> with a co-applicant', function () {
  beforeEach(async () => {
    await fetch('/sandbox/api/reset', { method: 'POST' });
    sessionStorage.clear();
    navigations = [];
    document.addEventListener('salgspant-navigate', onNavigate);
  });

  afterEach(async () => {
    observer?.stop();
    observer = null;
    document.removeEventListener('salgspant-navigate', onNavigate);
    history.replaceState(null, '', original);
    sessionStorage.clear();
    await logout();
  });

  it("shows each of the co-applicant's messages at its field, and posts nothing until they are right", async () => {
    const { el } = await openApplication(PERSON.kari);
    await press(el, 'Neste');
    await atStep(el, '3 av 5', 'Opplysninger om deg');
    await fillMain(el);
    const ssn = await addCoApplicant(el);
    await expectAccessible(el, 'co-applicant added');
    observer = observeFetch();

    // The national id: eleven digits first, then the check digits, then another person than the customer.
    await sendKeys({ type: WALK_IN.slice(0, 10) });
    await leave();
    await until(() => errorAt(el, ssn) === 'Fødselsnummer må ha 11 siffer', 'eleven digits');
    await expectAccessible(el, 'co ssn too short');
    ssn.focus();
    await sendKeys({ press: 'End' });
    await sendKeys({ type: String((Number(WALK_IN.slice(10)) + 1) % 10) }); // a wrong check digit
    await until(() => errorAt(el, ssn) === 'Ikke gyldig Fødselsnummer / D-nummer', 'check digits');
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: WALK_IN.slice(10) });
    await until(() => errorAt(el, ssn) === null, 'a valid national id is quiet');
    expect(ssn.getAttribute('maxlength')).to.equal('11');

    await typeInto(el, 'Medsøkers e-post', 'medsoker@');
    await leave();
    const email = await control(el, 'Medsøkers e-post');
    await until(() => errorAt(el, email) === 'Ugyldig e-postadresse', 'email message');
    await typeInto(el, /^Medsøkers mobilnummer/, '4123');
    await leave();
    const phone = await control(el, /^Medsøkers mobilnummer/);
    await until(() => errorAt(el, phone) === 'Telefonnummeret må ha 8 siffer', 'phone message');

    // Renting reveals the rental fee, which is then required.
    expect(queryByShadowLabelText(el, 'Medsøkers husleie per måned')).to.equal(null);
    await choose(el, 'Medsøkers bosituasjon', 'Leier bolig');
    const rent = await control(el, 'Medsøkers husleie per måned');
    rent.focus();
    await leave();
    await until(() => errorAt(el, rent) === 'Påkrevet felt', 'rental fee required');
    await typeInto(el, 'Medsøkers årsinntekt før skatt', '1000000001');
    await leave();
    const income = await control(el, 'Medsøkers årsinntekt før skatt');
    await until(() => errorAt(el, income) === 'Inntekten kan ikke være over 1 000 000 000 kr', 'income limit');
    await expectAccessible(el, 'co-applicant messages');

    // «Neste»: the confirmations are required; the summary takes focus; nothing is posted.
    await press(el, 'Neste');
    const summary = await findByShadowRole(el, 'region', { name: 'Vennligst kontroller skjemaet' });
    await until(() => deepFocus(el) === summary, 'the summary takes focus');
    const address = await control(el, /^Medsøker og jeg har samme bostedsadresse/);
    const taxNotice = await control(el, /^Medsøker er informert om/);
    expect(errorAt(el, address)).to.equal('Låntaker og medsøker må ha samme bostedsadresse');
    expect(errorAt(el, taxNotice)).to.equal('Du må godta vilkårene for å fortsette');
    expect(errorAt(el, byName(el, 'co.employmentConditionCode'))).to.equal("'Velg' er ikke et gyldig valg");
    expect(summary.textContent).to.contain('Du må godta vilkårene for å fortsette');
    // Each item names its field, the co-applicant's as the co-applicant's.
    expect(summary.textContent).to.contain("Medsøkers arbeidssituasjon: 'Velg' er ikke et gyldig valg");
    expect(summary.textContent).to.contain('Medsøkers husleie per måned: Påkrevet felt');
    await expectAccessible(el, 'co-applicant summary');
    expect(observer.sent.filter((r) => r.method === 'POST')).to.deep.equal([]);
    expect(getByShadowRole(el, 'heading', { name: '3 av 5 Opplysninger om deg' })).to.exist;
    expect(noNationalIdStored(WALK_IN, WALK_IN.slice(0, 10))).to.equal(true);
  });

  it('sends the co-applicant exactly as spec 1 §3 says, with the consents, and goes on to the completion', async () => {
    const { el } = await openApplication(PERSON.kari);
    await press(el, 'Neste');
    await atStep(el, '3 av 5', 'Opplysninger om deg');
    await fillMain(el);
    await addCoApplicant(el);
    await fillCo(el, WALK_IN);
    await answer(el, 'Tilbud om forsikring', 'JA');
    await expectAccessible(el, 'step 3 with a co-applicant');
    expect(noNationalIdStored(WALK_IN)).to.equal(true);
    await shortDeclaration('OK');
    observer = observeFetch();
    await press(el, 'Neste');
    await atStep(el, '4 av 5', 'Kundeerklæring');

    // The consents: the one answered as JA, the other saved as unanswered.
    const consents = observer.to('POST /salgspant/api/consent');
    expect(consents).to.have.length(1);
    expect(JSON.parse(defined(consents[0]?.body))).to.deep.equal([
      { samtykkeId: { value: 'MARKEDSFORING_FORSIKRING' }, svar: 'JA' },
      { samtykkeId: { value: 'DELING_FORHANDLER' }, svar: 'UBESVART' },
    ]);

    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, '5 av 5', 'Se over og send inn');
    await findByShadowText(el, 'Hvem søker', {});
    const text = textOf(el);
    for (const fact of ['Medsøker', 'medsoker@example.no', '41234567', '450 000 kr', '20 000 kr']) {
      expect(text).to.contain(fact);
    }
    expect(text).not.to.contain('Ingen medsøker');
    expect(text).not.to.contain(WALK_IN);
    await expectAccessible(el, 'step 5 with a co-applicant');

    getByShadowRole(el, 'button', { name: 'Send søknad' }).click();
    await until(() => navigations.length === 1, 'the completion');
    const submits = observer.to('POST /salgspant/api/application/submit');
    expect(submits).to.have.length(1);
    const payload = JSON.parse(defined(submits[0]?.body)) as {
      mainApplicant: unknown;
      coApplicant: unknown;
      loanInfo: unknown;
      kycAnswered: unknown;
    };
    expect(Object.keys(payload).sort()).to.deep.equal(['coApplicant', 'kycAnswered', 'loanInfo', 'mainApplicant']);
    expect(payload.coApplicant).to.deep.equal({
      ssn: WALK_IN,
      email: 'medsoker@example.no',
      phone: '41234567',
      employmentConditionCode: 'TEMPORARY_EMPLOYEE',
      livingConditionCode: 'RENTS_HOUSING',
      rentalFee: 9500,
      grossIncome: 450000,
      totalDebt: 20000,
      tradeIn: true,
      tradeInDebt: 15000,
    });
    expect(payload.mainApplicant).to.include({
      ssn: PERSON.kari,
      livingConditionCode: 'OWNS_HOUSING',
      employmentConditionCode: 'FULL_TIME_EMPLOYEE',
      rentalFee: null,
      grossIncome: 800000,
      totalDebt: 100000,
      tradeIn: false,
      tradeInDebt: null,
    });
    expect(payload.kycAnswered).to.equal(true);
    expect(payload.loanInfo).to.deep.equal({
      loanType: 'VEHICLE_LOAN',
      vehiclePrice: 250000,
      loanProduct: 'CAR',
      equity: 50000,
      requestedLoanPeriodInMonths: 60,
      vehicleRegistrationNumber: 'BS30917',
      odometerValue: 42000,
    });

    // The case waits for the co-applicant: the customer goes on to the completion with its id.
    const to = target(defined(navigations[0]).href);
    expect(to.pathname).to.equal('/min-oversikt/salgspantfullfor');
    const id = defined(to.searchParams.get('id'));
    const saved = (await (
      await fetch(`/salgspant/api/application/ongoing/${id}`, { headers: { 'X-BankRegNr': '9999' } })
    ).json()) as { applicationStatus: string; otherApplicantMissingData: boolean };
    expect(saved).to.include({ applicationStatus: 'APPROVED', otherApplicantMissingData: true });
    expect(Object.keys(sessionStorage).some((k) => k.startsWith('v1:application:'))).to.equal(false);
  });

  it('shows the receipt of a case refused because of the co-applicant (credit frozen: Frida)', async () => {
    const { el } = await openApplication(PERSON.kari);
    await press(el, 'Neste');
    await atStep(el, '3 av 5', 'Opplysninger om deg');
    await fillMain(el);
    await addCoApplicant(el);
    await fillCo(el, PERSON.frida);
    await shortDeclaration('OK');
    await press(el, 'Neste');
    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, '5 av 5', 'Se over og send inn');
    (await findByShadowRole(el, 'button', { name: 'Send søknad' })).click();
    await until(() => navigations.length === 1, 'the receipt');
    const to = target(defined(navigations[0]).href);
    expect(to.hash).to.equal('#/application/receipt');
    el.remove();

    at({ id: defined(to.searchParams.get('id')) }, '/application/receipt');
    const receipt = await application();
    await findByShadowRole(receipt, 'heading', { name: 'Vi kan dessverre ikke innvilge søknaden' });
    await findByShadowText(receipt, 'Du har kredittsperre');
    expect(textOf(receipt)).to.contain('deg eller medsøkeren din');
    await expectAccessible(receipt, 'rejected receipt with a co-applicant');
  });

  it("keeps the co-applicant's national id in memory across steps; after a reload asks for it again, says why, and goes back to step 5", async () => {
    const { el } = await openApplication(PERSON.kari);
    await press(el, 'Neste');
    await atStep(el, '3 av 5', 'Opplysninger om deg');
    await fillMain(el);
    await addCoApplicant(el);
    await fillCo(el, WALK_IN);
    await press(el, 'Neste');
    await atStep(el, '4 av 5', 'Kundeerklæring');
    await findByShadowText(el, /^Banken må etter hvitvaskingsloven/, {});
    // Back and forth within the page: everything stays, the national id too (memory only).
    await press(el, 'Forrige');
    await atStep(el, '3 av 5', 'Opplysninger om deg');
    expect((await control(el, /^Medsøkers fødselsnummer/)).value).to.equal(WALK_IN);
    expect(queryByShadowText(el, 'Bekreft opplysningene om søkerne')).to.equal(null);
    await shortDeclaration('OK');
    await press(el, 'Neste');
    await findByShadowRole(el, 'heading', { name: 'Velkommen til kundeerklæringen' });
    getByShadowRole(el, 'button', { name: 'Neste' }).click();
    await atStep(el, '5 av 5', 'Se over og send inn');
    expect(noNationalIdStored(WALK_IN)).to.equal(true);

    // A reload at step 5: step 3 asks to be confirmed, with everything but the national id kept.
    el.remove();
    observer = observeFetch();
    const again = await application();
    await atStep(again, '3 av 5', 'Opplysninger om deg');
    const notice = await findByShadowText(again, 'Bekreft opplysningene om søkerne', {});
    const box = defined(notice.closest('.ui-infobox'));
    expect(box.textContent).to.contain('Vi har tatt vare på det du fylte ut');
    expect(box.textContent).to.contain('Medsøkers fødselsnummer må du skrive inn igjen');
    expect(box.textContent).to.contain('lagrer vi aldri fødselsnummer i nettleseren');
    const ssn = await control(again, /^Medsøkers fødselsnummer/);
    expect(ssn.value).to.equal('');
    expect(ssn.getAttribute('aria-describedby')).to.be.a('string');
    expect(textOf(again)).to.contain('Skriv det inn igjen: vi lagrer ikke fødselsnummer i nettleseren.');
    expect((await control(again, 'Medsøkers e-post')).value).to.equal('medsoker@example.no');
    expect(byName<HTMLSelectElement>(again, 'co.livingConditionCode').value).to.equal('RENTS_HOUSING');
    expect((await control(again, /^Medsøker og jeg har samme bostedsadresse/)).checked).to.equal(true);
    expect((await control(again, /^Medsøker er informert om/)).checked).to.equal(true);
    expect(getByShadowRole(again, 'heading', { name: '2 av 5 Samtykke til skatteopplysninger' })).to.exist;
    await expectAccessible(again, 'step 3 to confirm after a reload');

    // «Neste» without the national id says so at the field; typed again, the customer is back at step 5.
    await press(again, 'Neste');
    await until(() => errorAt(again, ssn) === 'Påkrevet felt', 'the national id is required');
    const summary = getByShadowRole(again, 'region', { name: 'Vennligst kontroller skjemaet' });
    await until(() => summary.contains(deepFocus(again)), 'focus on the error summary');
    ssn.focus();
    await sendKeys({ type: WALK_IN });
    await press(again, 'Neste');
    const review = await atStep(again, '5 av 5', 'Se over og send inn');
    await until(() => deepFocus(again) === review, 'focus on step 5');
    await findByShadowText(again, 'medsoker@example.no', {});
    expect(queryByShadowText(again, 'Bekreft opplysningene om søkerne')).to.equal(null);
    (await findByShadowRole(again, 'button', { name: 'Send søknad' })).click();
    await until(() => navigations.length === 1, 'the completion');
    const submit = observer.to('POST /salgspant/api/application/submit');
    expect(submit).to.have.length(1);
    expect((JSON.parse(defined(submit[0]?.body)) as { coApplicant: { ssn: string } }).coApplicant.ssn).to.equal(
      WALK_IN,
    );
    // The declaration was answered before the reload: it is not asked again.
    expect(observer.to('GET /kyc-declaration/api/kyc/v8/form')).to.have.length(0);
  });
});
