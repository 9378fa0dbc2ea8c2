// <salgspant-calculator> as a customer uses it: real key presses, queries by role and label, the
// sandbox's products and vehicles over HTTP, axe in every state.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import {
  findAllByShadowText,
  findByShadowRole,
  findByShadowText,
  getByShadowLabelText,
  getByShadowRole,
  queryByShadowRole,
  queryByShadowText,
} from 'shadow-dom-testing-library';
import '../../elements/salgspant-calculator.define.js';
import { calculateLoan } from '../../src/domain/loan/calculate.js';
import { productInfoSchema, type ProductInfo } from '../../src/schemas/loan.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import { expectAccessible } from '../helpers/axe.js';
import { captureConsole } from '../helpers/console.js';
import { fixture, until } from '../helpers/fixture.js';
import { loginAs, logout, PERSONS } from '../helpers/sandbox.js';
import { defined } from '../helpers/defined.js';

/** The element's text with no-break spaces as plain spaces. */
const textOf = (el: Element) => (el.shadowRoot?.textContent ?? '').replace(/\u00a0/g, ' ');
const kr = (n: number) => `${n.toLocaleString('nb-NO').replace(/\u00a0/g, ' ')} kr`;

async function calculator(productSlug: string, attrs: { calculatorPath?: string; appType?: string } = {}) {
  return fixture(html`<salgspant-calculator
    product=${productSlug}
    bank-reg-nr="9999"
    calculator-path=${attrs.calculatorPath ?? '/lane/salgspant'}
    app-type=${attrs.appType ?? ''}
  ></salgspant-calculator>`);
}

async function productInfo(slug: string): Promise<ProductInfo> {
  const response = await fetch(`/salgspant/api/calculator/${slug}`, { headers: { 'X-BankRegNr': '9999' } });
  return productInfoSchema.parse(await response.json());
}

/**
 * The visitor asked to save data: nothing is fetched or rendered ahead (decisions 0112, 0118). Stays
 * until the test deletes `navigator.connection` again.
 */
async function withSaveData<T>(make: () => Promise<T>): Promise<T> {
  Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true });
  return make();
}

/** What the first frame that shows `selector` (rendered, not hidden) shows of the figures and the actions. */
function frameShowing(el: HTMLElement, selector: string) {
  const root = defined(el.shadowRoot);
  const seen = (element: Element | null | undefined) => element?.checkVisibility() === true;
  return new Promise<{ figures: boolean; submit: boolean }>((resolve) => {
    const observer = new MutationObserver(() => {
      if (!seen(root.querySelector(selector))) return;
      observer.disconnect();
      // A frame callback runs before that frame's paint.
      requestAnimationFrame(() =>
        resolve({
          figures: seen(queryByShadowText(el, 'Lånebeløp')),
          submit: queryByShadowRole(el, 'button', { name: 'Søk om lånebevis' }) !== null,
        }),
      );
    });
    // A part rendered ahead is shown by its style, not by new nodes.
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['style'] });
  });
}

/** Focuses a control and types into it with real key presses. */
async function typeInto(control: HTMLElement, text: string) {
  control.focus();
  await sendKeys({ type: text });
}

/** Clears a control with the keyboard and types a new value. */
async function retype(control: HTMLElement, text: string) {
  control.focus();
  (control as HTMLInputElement).select();
  await sendKeys({ press: 'Backspace' });
  if (text) await sendKeys({ type: text });
}

async function lookUp(el: HTMLElement, plate: string, odometer?: string) {
  await typeInto(await findByShadowRole(el, 'textbox', { name: /Registreringsnummer/ }), plate);
  if (odometer !== undefined) await typeInto(getByShadowLabelText(el, /Kilometerstand/), odometer);
  await sendKeys({ press: 'Enter' });
}

const periodOptions = (el: HTMLElement) =>
  [...getByShadowLabelText<HTMLSelectElement>(el, /Nedbetalingstid/).options].map((o) => o.textContent);

describe('<salgspant-calculator>', () => {
  afterEach(async () => {
    sessionStorage.clear();
    await logout();
  });

  it('loads the product and offers loan or loan commitment, the loan starting with the vehicle lookup', async () => {
    const el = await calculator('car');
    await findByShadowRole(el, 'heading', { name: 'Lånekalkulator: Bil' });
    const loan = await findByShadowRole(el, 'radio', { name: 'Lån' });
    expect((loan as HTMLInputElement).checked).to.equal(true);
    expect(getByShadowRole(el, 'textbox', { name: /Registreringsnummer/ })).to.exist;
    expect(queryByShadowRole(el, 'textbox', { name: /Kjøpesum/ })).to.equal(null);
    await expectAccessible(el, 'loan, before lookup');
  });

  it('shows «Noe gikk galt!» and «Ingen gyldige kjøretøy valgt!» for an unknown product, with a way back', async () => {
    // The developer's side of the mistake (one console warning) is in config-mistakes.test.ts.
    const said = captureConsole();
    const el = await calculator('truck');
    await findByShadowText(el, 'Ingen gyldige kjøretøy valgt!');
    await until(() => said.warnings.length > 0).finally(() => said.restore());
    expect(said.warnings).to.have.length(1);
    expect(textOf(el)).to.contain('Noe gikk galt!');
    expect(textOf(el)).to.contain('Lenken kan være feil eller utdatert.');
    const back = getByShadowRole(el, 'button', { name: 'Tilbake til valg av kjøretøy' });
    const events: SalgspantNavigateEvent[] = [];
    el.addEventListener('salgspant-navigate', (e) => {
      e.preventDefault();
      events.push(e);
    });
    back.click();
    expect(defined(events[0]).detail.href).to.equal('/lane/salgspant#/calculator');
    await expectAccessible(el, 'invalid product');
  });

  it("offers Back only on the bank's own calculator page, where it goes to the chooser route", async () => {
    const embedded = await calculator('car');
    await findByShadowRole(embedded, 'radio', { name: 'Lån' });
    expect(queryByShadowRole(embedded, 'button', { name: 'Tilbake' })).to.equal(null);

    const own = await calculator('car', { appType: 'calculator' });
    const back = await findByShadowRole(own, 'button', { name: 'Tilbake' });
    const events: SalgspantNavigateEvent[] = [];
    own.addEventListener('salgspant-navigate', (e) => {
      e.preventDefault();
      events.push(e);
    });
    back.click();
    expect(defined(events[0]).detail).to.deep.equal({ href: '/lane/salgspant#/', path: '/lane/salgspant', route: '/' });
  });

  it('normalises the registration number and looks it up only at the full length', async () => {
    const el = await calculator('car');
    const plate = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Registreringsnummer/ });
    await typeInto(plate, 'eb-660 18x');
    expect(plate.value).to.equal('EB66018');
    await typeInto(getByShadowLabelText(el, /Kilometerstand/), '12000');
    await sendKeys({ press: 'Enter' });
    await findByShadowText(el, /Skoda Enyaq 85, årsmodell/);
    await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    await expectAccessible(el, 'vehicle found');

    const short = await calculator('mc');
    const mcPlate = await findByShadowRole<HTMLInputElement>(short, 'textbox', { name: /Registreringsnummer/ });
    await typeInto(mcPlate, 'ab1');
    await sendKeys({ press: 'Enter' });
    await findByShadowText(short, 'Registreringsnummeret må ha 6 tegn');
    await expectAccessible(short, 'plate too short');
  });

  it('looks up an older plate of a car without insurance (4 to 7 characters), not only one of 7', async () => {
    const el = await calculator('car-no-insurance');
    const plate = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Registreringsnummer/ });
    await typeInto(plate, 'ab1');
    await sendKeys({ press: 'Enter' });
    await findByShadowText(el, 'Registreringsnummeret må ha 4–7 tegn');
    await typeInto(plate, '234');
    expect(plate.value).to.equal('AB1234');
    await sendKeys({ press: 'Enter' });
    // The sandbox does not know the plate: the answer of a lookup that was made.
    await findByShadowText(el, /Vi klarte ikke å finne kjøretøyet\. Du kan søke om lånebevis/);
    await expectAccessible(el, 'car without insurance: six-character plate looked up');
  });

  it('says when no vehicle matches, without a page error, and keeps what was typed', async () => {
    const el = await calculator('car');
    await lookUp(el, 'NF40404');
    await findByShadowText(
      el,
      'Vi klarte ikke å finne kjøretøyet. Du kan søke om lånebevis så hjelper vi deg med kjøretøyet etterpå.',
    );
    expect(getByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Registreringsnummer/ }).value).to.equal('NF40404');
    expect(queryByShadowRole(el, 'textbox', { name: /Kjøpesum/ })).to.equal(null);
    await expectAccessible(el, 'no match');
  });

  it('refuses a vehicle that is too old, and a non-zero-emission car for the electric-car loan', async () => {
    const old = await calculator('car');
    await lookUp(old, 'EL10384');
    await findByShadowText(old, 'Kjøretøyet er for gammelt. Maks alder er 14 år når lånet er nedbetalt.');
    expect(queryByShadowRole(old, 'textbox', { name: /Kjøpesum/ })).to.equal(null);

    const hybrid = await calculator('car-electric');
    await lookUp(hybrid, 'DN84512');
    await findByShadowText(
      hybrid,
      'Bilen må være nullutslipp - elektrisitet eller hydrogen - for å kunne søke om elbillånet.',
    );
    await expectAccessible(hybrid, 'not zero emission');
  });

  it('limits the repayment periods by the vehicle age and says why', async () => {
    const el = await calculator('car-electric');
    await lookUp(el, 'EL93120');
    await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    expect(periodOptions(el)).to.deep.equal(['Velg et alternativ', '1 år', '2 år', '3 år', '4 år']);
    expect(getByShadowLabelText<HTMLSelectElement>(el, /Nedbetalingstid/).value).to.equal('48');
    expect(textOf(el)).to.contain(
      'Kjøretøyet er 10 år gammelt. Lånet må være nedbetalt senest når kjøretøyet er 14 år, så du kan velge nedbetalingstid på inntil 4 år.',
    );

    const fresh = await calculator('car-electric');
    await lookUp(fresh, 'EB41207');
    await findByShadowRole(fresh, 'textbox', { name: /Kjøpesum/ });
    expect(periodOptions(fresh)).to.have.length(11);
    expect(textOf(fresh)).to.contain('Kjøretøyet er under 5 år gammelt. Du kan velge nedbetalingstid på inntil 10 år.');
  });

  it('offers car without insurance five years and no equity hint', async () => {
    const el = await calculator('car-no-insurance');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    const price = await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    expect(periodOptions(el)).to.deep.equal(['Velg et alternativ', '1 år', '2 år', '3 år', '4 år', '5 år']);
    await typeInto(price, '90000');
    await typeInto(getByShadowLabelText(el, /Egenkapital/), '9000');
    expect(textOf(el)).to.not.contain('egenkapital låner du');
  });

  it('paints the fields in the frame the form opens in; the figures and «Søk om lånebevis» come a frame later', async () => {
    // Under Save-Data nothing is rendered ahead (decision 0118): the customer's key mounts the form.
    const el = await withSaveData(() => calculator('car'));
    try {
      const commitment = await findByShadowRole(el, 'radio', { name: 'Lånebevis' });
      const firstFrame = frameShowing(el, '#vehicle-price');
      // The customer's own key: only a form their input opens paints its fields first (decision 0116).
      commitment.focus();
      await sendKeys({ press: 'Space' });
      expect(await firstFrame).to.deep.equal({ figures: false, submit: false });
      await findByShadowRole(el, 'button', { name: 'Søk om lånebevis' });
      expect(queryByShadowText(el, 'Lånebeløp'), 'the loan amount card').to.not.equal(null);
      await expectAccessible(el, 'the loan form with its figures');
    } finally {
      delete (navigator as { connection?: unknown }).connection;
    }
  });

  it('renders the form ahead, hidden, while the customer reads; their key shows it whole in one frame', async () => {
    const el = await calculator('car');
    const root = defined(el.shadowRoot);
    const commitment = await findByShadowRole(el, 'radio', { name: 'Lånebevis' });
    // On screen a second and the page quiet: the form's code is fetched and the form rendered, hidden.
    await until(() => root.querySelector('#vehicle-price') !== null, 'the form rendered ahead');
    expect(queryByShadowRole(el, 'textbox', { name: /Kjøpesum/ })).to.equal(null);
    expect(queryByShadowRole(el, 'button', { name: 'Søk om lånebevis' })).to.equal(null);
    expect((root.firstElementChild as HTMLElement).innerText).not.to.contain('Kjøpesum');
    await expectAccessible(el, 'the choice, the form rendered ahead');
    const firstFrame = frameShowing(el, '#vehicle-price');
    commitment.focus();
    await sendKeys({ press: 'Space' });
    // Its figures and actions were rendered with it: nothing comes a frame later, nothing below moves twice.
    expect(await firstFrame).to.deep.equal({ figures: true, submit: true });
    const price = getByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    await typeInto(price, '300000');
    await typeInto(getByShadowRole(el, 'textbox', { name: /Egenkapital/ }), '60000');
    await until(() => textOf(el).includes('/mnd'), 'the monthly cost');
    await expectAccessible(el, 'the loan form shown after being rendered ahead');

    // Back to the loan: the form goes (the lookup comes first), and what was typed goes with it, as before.
    getByShadowRole(el, 'radio', { name: 'Lån' }).click();
    await until(() => queryByShadowRole(el, 'textbox', { name: /Kjøpesum/ }) === null, 'the form gone');
    getByShadowRole(el, 'radio', { name: 'Lånebevis' }).click();
    const again = await findByShadowRole<HTMLInputElement>(el, 'textbox', { name: /Kjøpesum/ });
    expect(again.value).to.equal('');
  });

  it('computes the figures exactly as calculateLoan does, shows the equity hints and the details', async () => {
    const el = await calculator('car');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    await findByShadowText(el, /Med lånebevis vet du hvor mye du kan låne før du har funnet bilen/);
    const price = await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    const equity = getByShadowRole(el, 'textbox', { name: /Egenkapital/ });
    await typeInto(price, '300000');
    expect((price as HTMLInputElement).value.replace(/\u00a0/g, ' ')).to.equal('300 000 kr');
    await typeInto(equity, '30000');
    await until(() => textOf(el).includes(`Med 20 % egenkapital låner du ${kr(240000)}`), '20 % hint');
    await retype(equity, '60000');
    await until(() => textOf(el).includes(`Med 35 % egenkapital låner du ${kr(195000)}`), '35 % hint');

    const { interestsAndFees: fees } = await productInfo('car');
    const expected = calculateLoan({
      loanAmount: 240_000,
      months: 48,
      nominalRatePct: fees.nomInterestMidEquity,
      establishFee: fees.establishFee,
      pledgeFee: fees.pledgeFee,
      termFee: fees.termFee,
    });
    await until(() => textOf(el).includes(`${kr(expected.monthlyCost)}/mnd`), 'monthly cost');
    expect(textOf(el)).to.contain(`Nominell rente ${fees.nomInterestMidEquity.toFixed(2).replace('.', ',')} %`);
    expect(textOf(el)).to.contain(
      `Eff. rente ${expected.effectiveRatePct.toFixed(2).replace('.', ',')} %, ${kr(240000)} o/4 år. Totalt ${kr(expected.totalCost)}. Kjøpesum ${kr(300000)}.`,
    );
    await expectAccessible(el, 'figures and hint');

    const opener = getByShadowRole(el, 'button', { name: 'Se detaljer om lånet' });
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await findByShadowRole(el, 'dialog', { name: 'Detaljer om lånet' });
    const details = dialog.textContent.replace(/\u00a0/g, ' ');
    expect(details).to.contain(`Totalkostnad${kr(expected.totalCost)}`);
    expect(details).to.contain(`Etableringsgebyr${kr(fees.establishFee)}`);
    expect(details).to.contain(`Tinglysingsgebyr${kr(fees.pledgeFee)}`);
    expect(details).to.contain(`Termingebyr${kr(fees.termFee)}`);
    expect(details).to.contain('Tilbudet gjelder i 30 dager.');
    await expectAccessible(el, 'details open');
    await sendKeys({ press: 'Escape' });
    await until(() => !(dialog as HTMLDialogElement).open, 'dialog closed');

    await retype(equity, '120000');
    await until(() => textOf(el).includes('Du har minst 35 % egenkapital og får vår beste rente.'), 'closing text');
  });

  it('keeps the details dialog in step with the figures; it opens and closes with the keys and returns focus', async () => {
    const el = await calculator('car');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    // The loan form's chunk may be fetched for the first time here (this test run alone).
    const price = await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    await typeInto(price, '300000');
    await typeInto(getByShadowRole(el, 'textbox', { name: /Egenkapital/ }), '60000');
    const figure = (card: string) =>
      (el.shadowRoot?.querySelector(`[part="${card}"] .calculator__card-figure`)?.textContent ?? '').replace(
        /\u00a0/g,
        ' ',
      );
    const monthly = () => figure('product-card');
    // The figures of the last key, not of one on the way: the loan amount is the price less the equity.
    await until(() => figure('amount-card') === '240 000 kr' && monthly().endsWith('/mnd'), 'monthly cost');
    const first = monthly();
    const opener = () => getByShadowRole(el, 'button', { name: 'Se detaljer om lånet' });
    const detailsText = (dialog: Element) => dialog.textContent.replace(/\u00a0/g, ' ');

    const firstOpener = opener();
    firstOpener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await findByShadowRole<HTMLDialogElement>(el, 'dialog', { name: 'Detaljer om lånet' });
    expect(detailsText(dialog)).to.contain(`Månedlig kostnad${first.replace('/mnd', '')}`);
    await sendKeys({ press: 'Escape' });
    await until(() => !dialog.open, 'dialog closed with Escape');
    expect(defined(el.shadowRoot).activeElement === firstOpener, 'focus back on «Se detaljer om lånet»').to.equal(true);

    // A new price: the card and then the dialog show the new figures.
    await retype(price, '400000');
    await until(
      () => figure('amount-card') === '340 000 kr' && monthly().endsWith('/mnd') && monthly() !== first,
      'monthly cost updated',
    );
    const second = monthly();
    // Retyping empties «Kjøpesum» on the way, and the card's button and dialog go with the quote: they
    // are new ones now, asked for again (focusing the old, detached button would leave focus in the field).
    const secondOpener = opener();
    secondOpener.focus();
    expect(defined(el.shadowRoot).activeElement === secondOpener, 'focus on «Se detaljer om lånet»').to.equal(true);
    await sendKeys({ press: 'Enter' });
    const again = await findByShadowRole<HTMLDialogElement>(el, 'dialog', { name: 'Detaljer om lånet' });
    await until(() => again.open, 'dialog open again');
    expect(detailsText(again)).to.contain(`Månedlig kostnad${second.replace('/mnd', '')}`);
    expect(detailsText(again)).to.not.contain(`Månedlig kostnad${first.replace('/mnd', '')}`);
    await expectAccessible(el, 'details open again');
    // Its close button («Lukk»), with the keyboard.
    getByShadowRole(el, 'button', { name: 'Lukk' }).focus();
    await sendKeys({ press: 'Enter' });
    await until(() => !again.open, 'dialog closed with «Lukk»');
    expect(defined(el.shadowRoot).activeElement === secondOpener, 'focus back on «Se detaljer om lånet»').to.equal(
      true,
    );
    expect(monthly()).to.equal(second);
  });

  it('gives the exact range message when the loan amount is outside the product', async () => {
    const el = await calculator('car-no-insurance');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    await typeInto(await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ }), '300000');
    await typeInto(getByShadowRole(el, 'textbox', { name: /Egenkapital/ }), '0');
    await findByShadowText(
      el,
      'Lånebehovet må være mellom 30 000,- og 100 000,- kroner. Dersom kjøretøyet er dyrere ta kontakt med oss.',
      {
        normalizer: (t: string) => t.replace(/\u00a0/g, ' '),
      },
    );
    await expectAccessible(el, 'amount out of range');
  });

  it('shows «Vennligst kontroller skjemaet» with links to the fields, and keeps what was typed', async () => {
    const el = await calculator('car');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    const price = await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    await typeInto(price, '10000');
    // The actions come in the frame after the fields (decision 0116).
    (await findByShadowRole(el, 'button', { name: 'Søk om lånebevis' })).click();
    await findByShadowText(el, 'Vennligst kontroller skjemaet');
    // At the field, and as a link to the field in the summary.
    const messages = await findAllByShadowText(el, 'Kjøpesummen må være minst 30 000 kroner', {
      normalizer: (t: string) => t.replace(/\u00a0/g, ' '),
    });
    expect(messages).to.have.length(2);
    const link = getByShadowRole(el, 'link', { name: /Kjøpesummen må være minst/ });
    link.click();
    await until(() => defined(el.shadowRoot).activeElement === price, 'focus on the price field');
    expect((price as HTMLInputElement).value.replace(/\u00a0/g, ' ')).to.equal('10 000 kr');
    await expectAccessible(el, 'errors shown');
  });

  it('sends a visitor through the BankID login, and a logged-in customer to the application with the cache id', async () => {
    const el = await calculator('car');
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    await typeInto(await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ }), '300000');
    await typeInto(getByShadowRole(el, 'textbox', { name: /Egenkapital/ }), '60000');
    const events: SalgspantNavigateEvent[] = [];
    document.addEventListener('salgspant-navigate', (e) => {
      e.preventDefault();
      events.push(e);
    });
    const submit = getByShadowRole(el, 'button', { name: 'Søk om lånebevis' });
    submit.click();
    submit.click();
    await until(() => events.length > 0, 'login navigation');
    const login = new URL(defined(events[0]).detail.href, location.origin);
    expect(login.pathname).to.equal('/sandbox/login');
    expect(login.searchParams.get('returnTo')).to.equal(`${location.pathname}${location.search}${location.hash}`);
    expect(events).to.have.length(1);

    // Back from the login: the same calculator finds the filled form again.
    await loginAs(PERSONS.kari);
    el.remove();
    const again = await calculator('car');
    await findByShadowText(again, 'Du er logget inn. Kontroller tallene og send søknaden.');
    const price = getByShadowRole<HTMLInputElement>(again, 'textbox', { name: /Kjøpesum/ });
    expect(price.value.replace(/\u00a0/g, ' ')).to.equal('300 000 kr');
    expect(getByShadowRole<HTMLInputElement>(again, 'radio', { name: 'Lånebevis' }).checked).to.equal(true);
    (await findByShadowRole(again, 'button', { name: 'Søk om lånebevis' })).click();
    await until(() => events.length === 2, 'application navigation');
    const application = new URL(defined(events[1]).detail.href, location.origin);
    expect(application.pathname).to.equal('/min-oversikt/salgspantsoknad');
    expect(application.hash).to.equal('#/application/form');
    const cacheId = defined(application.searchParams.get('cacheId'));
    const cache: unknown = await (
      await fetch(`/salgspant/api/cache/${cacheId}`, { headers: { 'X-BankRegNr': '9999' } })
    ).json();
    expect(cache).to.include({
      loanProduct: 'CAR',
      loanType: 'LOAN_COMMITMENT',
      vehiclePrice: 300000,
      equity: 60000,
      loanAmount: 240000,
      requestedLoanPeriodInMonths: 48,
    });
  });

  it('is completed with the keyboard alone', async () => {
    await loginAs(PERSONS.kari);
    const el = await calculator('mc');
    await findByShadowRole(el, 'radio', { name: 'Lån' });
    const events: SalgspantNavigateEvent[] = [];
    el.addEventListener('salgspant-navigate', (e) => {
      e.preventDefault();
      events.push(e);
    });
    (document.activeElement as HTMLElement | null)?.blur();
    await sendKeys({ press: 'Tab' }); // loan type
    await sendKeys({ press: 'Tab' }); // registration number
    await sendKeys({ type: 'KE2096' });
    await sendKeys({ press: 'Enter' });
    const price = await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    price.focus();
    (price as HTMLInputElement).select(); // the price quote is there; the customer types over it
    await sendKeys({ type: '150000' });
    await sendKeys({ press: 'Tab' });
    await sendKeys({ type: '40000' });
    const submit = getByShadowRole(el, 'button', { name: 'Søk om lån' });
    submit.focus();
    await sendKeys({ press: 'Enter' });
    await until(() => events.length === 1, 'navigation');
    expect(defined(events[0]).detail.route).to.equal('/application/form');
  });
});
