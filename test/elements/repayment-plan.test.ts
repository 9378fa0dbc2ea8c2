// The repayment plan (issue 34, decision 0104) as a customer reaches it: from the calculator's details
// dialog, by keyboard; the table read by role, axe in every state, and at 320 px wide the page does not
// scroll sideways (the table scrolls in its own region). The plan's code is fetched on opening only.
import { expect } from '@esm-bundle/chai';
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, getAllByShadowRole, getByShadowRole } from 'shadow-dom-testing-library';
import '../../elements/salgspant-calculator.define.js';
import { calculateLoan } from '../../src/domain/loan/calculate.js';
import { productInfoSchema } from '../../src/schemas/loan.js';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { driverSetsViewport } from '../helpers/engine.js';
import { fixture, until } from '../helpers/fixture.js';

const kr = (n: number) => `${n.toLocaleString('nb-NO').replace(/\u00a0/g, ' ')} kr`;
const text = (node: Element) => node.textContent.replace(/\u00a0/g, ' ').trim();

/** Whether the plan's own module has been fetched (the test runner serves each source file on its own). */
const planFetched = () =>
  performance.getEntriesByType('resource').some((entry) => entry.name.includes('/ui/plan/RepaymentPlan'));

describe('the repayment plan', () => {
  afterEach(() => sessionStorage.clear());

  it('opens by keyboard from the calculator details, and its table adds up to the calculator', async () => {
    // Room for every file fetched from here on (the buffer holds 250 by default, filled by the runner).
    performance.clearResourceTimings();
    performance.setResourceTimingBufferSize(10_000);
    const el = await fixture(html`<salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>`);
    (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
    const price = await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
    price.focus();
    await sendKeys({ type: '300000' });
    getByShadowRole(el, 'textbox', { name: /Egenkapital/ }).focus();
    await sendKeys({ type: '30000' });
    const opener = await findByShadowRole(el, 'button', { name: 'Se detaljer om lånet' });
    opener.focus();
    await sendKeys({ press: 'Enter' });
    const dialog = await findByShadowRole<HTMLDialogElement>(el, 'dialog', { name: 'Detaljer om lånet' });

    const show = getByShadowRole(dialog, 'button', { name: 'Vis nedbetalingsplan' });
    expect(show.getAttribute('aria-expanded')).to.equal('false');
    expect(planFetched(), 'the plan is not fetched before it is opened').to.equal(false);
    show.focus();
    await sendKeys({ press: 'Enter' });
    const table = await findByShadowRole(dialog, 'table', { name: 'Nedbetalingsplan år for år' });
    expect(planFetched()).to.equal(true);
    expect(show.getAttribute('aria-expanded')).to.equal('true');
    expect(getByShadowRole(dialog, 'button', { name: 'Skjul nedbetalingsplan' })).to.equal(show);

    // 270 000 kr over the default 4 years; 10 % equity gets the min-equity rate.
    const response = await fetch('/salgspant/api/calculator/car', { headers: { 'X-BankRegNr': '9999' } });
    const { interestsAndFees: fees } = productInfoSchema.parse(await response.json());
    const cost = calculateLoan({
      loanAmount: 270_000,
      months: 48,
      nominalRatePct: fees.nomInterestMinEquity,
      establishFee: fees.establishFee,
      pledgeFee: fees.pledgeFee,
      termFee: fees.termFee,
    });
    const allFees = fees.establishFee + fees.pledgeFee + fees.termFee * 48;

    const headers = getAllByShadowRole(table, 'columnheader').map(text);
    expect(headers).to.deep.equal(['År', 'Restgjeld ved start', 'Renter', 'Avdrag', 'Gebyrer', 'Restgjeld ved slutt']);
    const rows = getAllByShadowRole(table, 'row').slice(1);
    expect(rows.map((row) => text(getByShadowRole(row, 'rowheader')))).to.deep.equal([
      'År 1',
      'År 2',
      'År 3',
      'År 4',
      'Sum',
    ]);
    const cells = rows.map((row) => getAllByShadowRole(row, 'cell').map(text));
    expect(cells[0]?.[0]).to.equal(kr(270_000));
    expect(cells[3]?.[4]).to.equal(kr(0));
    // Each year's end is the next one's start.
    for (let year = 1; year < 4; year += 1) expect(cells[year]?.[0]).to.equal(cells[year - 1]?.[4]);
    // The sums: the loan amount, every fee, and interest that makes up the calculator's total cost.
    const sums = defined(cells[4]);
    expect(sums.slice(1, 4)).to.deep.equal([kr(cost.totalCost - 270_000 - allFees), kr(270_000), kr(allFees)]);
    expect(text(dialog)).to.contain(`til sammen ${kr(cost.totalCost)}`);
    expect(text(dialog)).to.contain(`Totalkostnad${kr(cost.totalCost)}`);

    const chart = getByShadowRole(dialog, 'img', { name: 'Diagram over restgjeld og renter betalt, år for år' });
    expect(chart.getAttribute('aria-describedby')).to.be.a('string');
    getByShadowRole(dialog, 'region', { name: 'Nedbetalingsplan år for år' });
    await expectAccessible(el, 'plan open');

    // Closing and opening again keeps the focus on the button.
    await sendKeys({ press: 'Enter' });
    await until(() => show.getAttribute('aria-expanded') === 'false', 'plan closed');
    expect(defined(el.shadowRoot).activeElement).to.equal(show);
    await sendKeys({ press: 'Space' });
    await findByShadowRole(dialog, 'table', { name: 'Nedbetalingsplan år for år' });
  });

  it('is readable at 320 px: the page does not scroll sideways, the table scrolls in its own region', async function () {
    if (!driverSetsViewport) this.skip();
    const el = await fixture(html`<salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>`);
    try {
      await setViewport({ width: 320, height: 640 });
      (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
      (await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ })).focus();
      await sendKeys({ type: '500000' });
      getByShadowRole(el, 'textbox', { name: /Egenkapital/ }).focus();
      await sendKeys({ type: '100000' });
      (await findByShadowRole(el, 'button', { name: 'Se detaljer om lånet' })).focus();
      await sendKeys({ press: 'Enter' });
      const dialog = await findByShadowRole(el, 'dialog', { name: 'Detaljer om lånet' });
      getByShadowRole(dialog, 'button', { name: 'Vis nedbetalingsplan' }).focus();
      await sendKeys({ press: 'Enter' });
      const region = await findByShadowRole(dialog, 'region', { name: 'Nedbetalingsplan år for år' });
      await findByShadowRole(region, 'table');
      expect(document.documentElement.scrollWidth).to.be.at.most(320);
      expect(dialog.scrollWidth).to.be.at.most(dialog.clientWidth);
      expect(region.scrollWidth, 'the table scrolls in its region').to.be.above(region.clientWidth);
      // The region takes the focus, so the keyboard can scroll it.
      region.focus();
      expect(defined(el.shadowRoot).activeElement).to.equal(region);
      await expectAccessible(el, 'plan open at 320 px');
    } finally {
      await setViewport({ width: 800, height: 600 });
    }
  });
});
