// The calculator's loan form model (src/flows/calculator/loan-form.model.ts) in Node, on the
// calculator's model against the real loan client, with storage, location and clock given: the periods
// by the vehicle's age, the figures, `salgspant-change` and `salgspant-submit`, and the submission
// (spec 1 §2 item 3, §4, §5; decisions 0048, 0097): the login with the draft kept, POST /cache with its
// body and CSRF token, the way to the application, a failed call, and the hand-over on a partner's page.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { PRODUCTS } from '../../demo/sandbox/seed/products.js';
import { resolveConfig } from '../../src/config/config.js';
import { CalculatorModel } from '../../src/flows/calculator/calculator.model.js';
import { calculatorCatalogue } from '../../src/flows/calculator/calculator.texts.js';
import { LoanFormModel, type LoanFormInput } from '../../src/flows/calculator/loan-form.model.js';
import type { DealerConfig } from '../../src/config/page-config.js';
import { memoryStorage } from '../helpers/memory-storage.js';
import { CSRF_TOKEN, failure, loanService, type Route } from '../helpers/fake-service.js';
import { session } from '../helpers/ongoing.js';
import { lookupAnswer, NOW, vehicle } from '../helpers/upgrade.js';

const INPUT: LoanFormInput = { vehiclePrice: 309_000, equity: 59_000, requestedLoanPeriodInMonths: 60 };

interface Setup {
  routes?: Record<string, Route>;
  dealer?: DealerConfig;
  /** On a dealer's page of another origin than the bank's. */
  partner?: boolean;
}

async function loanForm(setup: Setup = {}) {
  const service = loanService({
    'GET calculator/car': { body: PRODUCTS.car },
    'GET user/session': { body: session(true) },
    'POST cache': { body: { cacheId: 'c-1' } },
    ...setup.routes,
  });
  const host = new EventTarget();
  const events: Array<[string, unknown]> = [];
  for (const type of ['salgspant-change', 'salgspant-submit', 'salgspant-navigate', 'salgspant-error'])
    host.addEventListener(type, (event) => events.push([type, (event as CustomEvent).detail]));
  const storage = memoryStorage();
  const assigned: string[] = [];
  const config = resolveConfig(
    { bankRegNr: '9999' },
    setup.partner ? { bankUrl: 'https://bank.test' } : {},
    calculatorCatalogue,
    setup.partner ? 'https://dealer.test' : 'https://bank.test',
  ).config;
  const calculator = new CalculatorModel({
    slug: 'car',
    client: service.transport,
    config,
    host,
    dealer: setup.dealer,
    now: () => NOW,
    storage,
    location: {
      href: 'https://bank.test/lane/salgspant#/calculator/car',
      assign: (href) => void assigned.push(String(href)),
    },
  });
  await calculator.load();
  return { calculator, form: new LoanFormModel(calculator), service, host, events, storage, assigned };
}

async function withVehicle(plate: string, setup: Setup = {}) {
  const all = await loanForm({
    ...setup,
    routes: { 'POST vehicle/details': lookupAnswer(vehicle(plate)), ...setup.routes },
  });
  await all.calculator.lookupVehicle({ registrationNumber: plate, odometer: 45_000 });
  return all;
}

describe('the loan form model: periods and figures', () => {
  it("a commitment gets the product's periods; a loan those its vehicle's age leaves (14 years at the end)", async () => {
    const { calculator, form } = await withVehicle('DR15876');
    assert.deepEqual(form.periods.value, [12, 24, 36, 48]);
    assert.equal(form.defaultPeriod.value, 48);
    assert.equal(form.ageInfo.value?.kind, '5-to-13');
    assert.equal(form.ageInfo.value.age, 10);
    calculator.loanType.value = 'LOAN_COMMITMENT';
    assert.deepEqual(form.periods.value, [12, 24, 36, 48, 60, 72, 84, 96, 108, 120]);
    assert.equal(form.ageInfo.value, null);
  });

  it("«Kjøpesum» starts with the found vehicle's price quote, or the dealer's price", async () => {
    assert.equal((await withVehicle('KH47203')).form.startingPrice.value, vehicle('KH47203').priceQuote);
    assert.equal((await loanForm({ dealer: { price: 123_000 } })).form.startingPrice.value, 123_000);
  });

  it('gives figures only for whole amounts in range and an offered period', async () => {
    const { form } = await withVehicle('KH47203');
    const quote = form.quote(INPUT);
    assert.ok(quote);
    assert.equal(quote.loanAmount, 250_000);
    assert.equal(quote.establishFee, PRODUCTS.car.interestsAndFees.establishFee);
    assert.ok(quote.monthlyCost > 0 && quote.totalCost > quote.loanAmount);
    assert.equal(form.quote({ ...INPUT, equity: 300_000 }), null, 'below the minimum');
    assert.equal(form.quote({ ...INPUT, equity: 59_000.5 }), null);
    assert.equal(form.quote({ ...INPUT, requestedLoanPeriodInMonths: 18 }), null);
    assert.equal(form.quote({ ...INPUT, vehiclePrice: null }), null);
    assert.equal(form.loanAmountOf(309_000, 59_000), 250_000);
  });

  it('reports each new set of valid figures once (`salgspant-change`)', async () => {
    const { form, events } = await withVehicle('KH47203');
    const quote = form.quote(INPUT);
    assert.ok(quote);
    form.reportChange(quote);
    form.reportChange(quote);
    const changes = events.filter(([type]) => type === 'salgspant-change');
    assert.equal(changes.length, 1);
    assert.deepEqual(changes[0]?.[1], {
      loanType: 'VEHICLE_LOAN',
      product: 'car',
      vehiclePrice: 309_000,
      equity: 59_000,
      loanAmount: 250_000,
      monthlyCost: quote.monthlyCost,
      effectiveRate: Math.round(quote.effectiveRatePct * 100) / 100,
      period: 60,
      partnerId: null,
    });
  });

  it('reports no figures for a period not offered now (a form rendered ahead, decision 0118)', async () => {
    const { form, events } = await withVehicle('KH47203');
    const quote = form.quote(INPUT);
    assert.ok(quote);
    form.reportChange({ ...quote, months: 18 });
    assert.deepEqual(
      events.filter(([type]) => type === 'salgspant-change'),
      [],
    );
  });
});

describe('the loan form model: sending the calculation on', () => {
  it('a logged-in customer: POST /cache with the loan info and the CSRF token, then the application with its cacheId', async () => {
    const { form, service, assigned, storage, calculator } = await withVehicle('KH47203', {
      dealer: { partnerId: 'P-7', vehicleUrl: 'https://dealer.test/bil/1' },
    });
    calculator.saveDraft({ ...INPUT, loanAmountWithoutFees: 250_000 });
    assert.equal(await form.submit(INPUT), 'application');
    const sent = service.sent.find((request) => `${request.method} ${request.path}` === 'POST cache');
    const quote = form.quote(INPUT);
    assert.deepEqual(sent?.body, {
      loanProduct: 'CAR',
      loanType: 'VEHICLE_LOAN',
      vehicleRegistrationNumber: 'KH47203',
      odometerValue: 45_000,
      vehiclePrice: 309_000,
      equity: 59_000,
      loanAmount: 250_000,
      requestedLoanPeriodInMonths: 60,
      monthlyCost: quote?.monthlyCost,
      totalCost: quote?.totalCost,
      nominalInterest: quote?.nominalRatePct,
      effectiveInterest: Math.round((quote?.effectiveRatePct ?? 0) * 100) / 100,
      vehicleURL: 'https://dealer.test/bil/1',
    });
    assert.equal(sent.csrf, CSRF_TOKEN);
    assert.deepEqual(assigned, ['/min-oversikt/salgspantsoknad?cacheId=c-1&partnerId=P-7#/application/form']);
    assert.equal(storage.length, 0, 'the draft is gone');
    assert.equal(calculator.submitting.value, false);
  });

  it('a commitment sends no vehicle', async () => {
    const { form, service, calculator } = await withVehicle('KH47203');
    calculator.loanType.value = 'LOAN_COMMITMENT';
    assert.equal(await form.submit(INPUT), 'application');
    const body = service.sent.find((request) => request.path === 'cache')?.body as Record<string, unknown>;
    assert.equal(body.loanType, 'LOAN_COMMITMENT');
    assert.equal(body.vehicleRegistrationNumber, null);
    assert.equal(body.odometerValue, null);
  });

  it('a visitor who is not logged in goes to the BankID login with the form kept in storage; nothing is stored', async () => {
    const { form, service, assigned, storage } = await withVehicle('KH47203', {
      routes: { 'GET user/session': { body: session(false, '/login/bankid') } },
    });
    assert.equal(await form.submit(INPUT), 'login');
    assert.equal(service.calls().includes('POST cache'), false);
    assert.deepEqual(assigned, ['/login/bankid?returnTo=%2Flane%2Fsalgspant%23%2Fcalculator%2Fcar']);
    assert.deepEqual(JSON.parse(storage.getItem('v1:calculator:car') ?? 'null'), {
      loanType: 'VEHICLE_LOAN',
      lookup: { registrationNumber: 'KH47203', odometer: 45_000 },
      values: { ...INPUT, loanAmountWithoutFees: 250_000 },
    });
  });

  it('a session call that fails is no answer: the calculation is stored all the same (decision 0097)', async () => {
    const { form, service } = await withVehicle('KH47203', {
      routes: { 'GET user/session': failure(500, 'INTERN_FEIL') },
    });
    assert.equal(await form.submit(INPUT), 'application');
    assert.equal(service.calls().includes('POST cache'), true);
  });

  it('a failed POST /cache is the form message by its name and `salgspant-error`; nobody navigates', async () => {
    const { form, calculator, events, assigned } = await withVehicle('KH47203', {
      routes: { 'POST cache': failure(503, 'SERVICE_UNAVAILABLE') },
    });
    assert.equal(await form.submit(INPUT), 'failed');
    assert.equal(calculator.submitError.value?.name, 'SERVICE_UNAVAILABLE');
    assert.deepEqual(events.find(([type]) => type === 'salgspant-error')?.[1], {
      code: 'SERVICE_UNAVAILABLE',
      rcid: null,
      shown: true,
    });
    assert.deepEqual(assigned, []);
    assert.equal(calculator.submitting.value, false);
  });

  it('invalid figures, or a host that cancels `salgspant-submit`, send nothing', async () => {
    const { form, service, host } = await withVehicle('KH47203');
    const before = service.calls().length;
    assert.equal(await form.submit({ ...INPUT, equity: 400_000 }), 'invalid');
    host.addEventListener('salgspant-submit', (event) => event.preventDefault());
    assert.equal(await form.submit(INPUT), 'cancelled');
    assert.equal(service.calls().length, before);
  });

  it("on a partner's page: no session call, the calculation stored, the customer handed over to the bank's application", async () => {
    const { form, service, events } = await withVehicle('KH47203', { partner: true });
    const opened: unknown[][] = [];
    const open = (...args: unknown[]) => void opened.push(args);
    Object.assign(globalThis, { open });
    try {
      assert.equal(await form.submit(INPUT), 'application');
    } finally {
      Reflect.deleteProperty(globalThis, 'open');
    }
    assert.equal(service.calls().includes('GET user/session'), false);
    const href = 'https://bank.test/min-oversikt/salgspantsoknad?cacheId=c-1#/application/form';
    assert.deepEqual(opened, [[href, '_top', '']]);
    assert.equal((events.find(([type]) => type === 'salgspant-navigate')?.[1] as { target?: string }).target, '_top');
  });
});
