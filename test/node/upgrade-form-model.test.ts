// The upgrade form's model (src/flows/upgrade/upgrade-form.model.ts) in Node, on the upgrade's model
// against the real loan client, with the clock given: the loan amount range, the periods by the
// vehicle's age, the start values, the figures, and the upgrade itself (POST
// /application/loan-commitment-to-loan-upgrade): its payload and CSRF token, the success route, the
// failures by the error catalogue's presentation, and an upgrade whose answer never came (decision 0034).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { UpgradeFormModel } from '../../src/flows/upgrade/upgrade-form.model.js';
import type { UpgradeFormValues } from '../../src/flows/upgrade/upgrade.model.js';
import { CSRF_TOKEN, failure, type Route } from '../helpers/fake-service.js';
import { ongoing } from '../helpers/ongoing.js';
import { PRODUCTS } from '../../demo/sandbox/seed/products.js';
import { APP_ID, lookupAnswer, NOW, upgrade, vehicle } from '../helpers/upgrade.js';

const UPGRADE = 'POST application/loan-commitment-to-loan-upgrade';
const OK = { body: { failure: false, errorOrNull: null } };

/** The form on a loaded upgrade whose vehicle `plate` was looked up (`manual`: not found in the register). */
async function form(
  plate: string,
  options: {
    application?: NonNullable<Parameters<typeof upgrade>[0]>['application'];
    routes?: Record<string, Route>;
    manual?: boolean;
    now?: () => Date;
  } = {},
) {
  const setup = upgrade({
    application: options.application,
    now: options.now,
    routes: {
      'POST vehicle/details': options.manual ? lookupAnswer('EUROTAX_PLATE_NOT_FOUND') : lookupAnswer(vehicle(plate)),
      ...options.routes,
    },
  });
  await setup.model.load();
  await setup.model.lookup(plate);
  return { ...setup, form: new UpgradeFormModel(setup.model) };
}

function values(overrides: Partial<UpgradeFormValues> = {}): UpgradeFormValues {
  return {
    vehiclePrice: 309_000,
    equity: 59_000,
    loanPeriodInMonths: 60,
    odometer: '45 000',
    manufacturer: '',
    model: '',
    modelYear: '',
    ...overrides,
  };
}

describe('the upgrade form model: rules and figures', () => {
  it("the loan amount range is the product's, its maximum capped at the commitment (not car without insurance)", async () => {
    assert.deepEqual((await form('KH47203')).form.limits.value, { min: 30_000, max: 300_000 });
    const noInsurance = await form('NV40517', {
      application: {
        loanProduct: 'CAR_NO_INSURANCE',
        loanAmount: 50_000,
        interestsAndFees: PRODUCTS['car-no-insurance'].interestsAndFees,
      },
    });
    assert.equal(noInsurance.form.limits.value.max, 100_000);
  });

  it("the periods follow the vehicle's age on the clock given: up to 4 years old 10 years, else 14 − age", async () => {
    const young = await form('KH47203');
    assert.deepEqual(young.form.periods(values()), [12, 24, 36, 48, 60, 72, 84, 96, 108, 120]);
    const older = await form('DR15876');
    assert.deepEqual(older.form.periods(values()), [12, 24, 36, 48]);
    assert.equal(older.form.defaultPeriod(values()), 48);
    const manual = await form('NF40404', { manual: true });
    assert.equal(manual.form.manual.value, true);
    assert.deepEqual(manual.form.periods(values({ modelYear: String(NOW.getUTCFullYear() - 12) })), [12, 24]);
    assert.equal(manual.form.objectAge(values({ modelYear: 'abc' })), null);
  });

  it("starts with the vehicle's price quote and the default period; what was typed before wins", async () => {
    const { form: model } = await form('KH47203');
    assert.deepEqual(model.startValues(), {
      vehiclePrice: 309_000,
      equity: null,
      loanPeriodInMonths: 48,
      odometer: '',
      manufacturer: '',
      model: '',
      modelYear: '',
    });
    model.keep(values({ equity: 1 }));
    assert.equal(model.startValues().equity, 1);
  });

  it('starts from the vehicle it is given (a form rendered before the lookup answered): its price and its period', async () => {
    const { form: model } = await form('NF40404', { manual: true });
    const older = vehicle('DR15876');
    const start = model.startValues({
      status: 'found',
      registrationNumber: 'DR15876',
      vehicle: older,
      objectAge: 12,
      block: null,
    });
    assert.equal(start.vehiclePrice, older.priceQuote);
    assert.equal(start.loanPeriodInMonths, 24, 'the period of a 12-year-old vehicle, not of the model held now');
  });

  it('checks a typed model year against the year now, also in a form left open over New Year', async () => {
    let now = new Date(2026, 11, 31, 23, 59);
    const { form: model } = await form('NF40404', { manual: true, now: () => now });
    const schema = model.schema.value;
    const typed = values({ manufacturer: 'Volvo', model: 'XC40', modelYear: '2028' });
    const yearIssues = () =>
      (schema.safeParse(typed).error?.issues ?? [])
        .filter((issue) => issue.path[0] === 'modelYear')
        .map((i) => i.message);
    assert.deepEqual(yearIssues(), ['upgrade.form.year.invalid'], 'on New Year’s Eve 2026, up to 2027');
    now = new Date(2027, 0, 1, 0, 1);
    assert.equal(model.schema.value, schema, 'the same rules, not built again');
    assert.deepEqual(yearIssues(), [], 'after midnight, up to 2028');
  });

  it('gives figures only for a loan amount in range', async () => {
    const { form: model } = await form('KH47203');
    const quote = model.quote(values());
    assert.ok(quote);
    assert.equal(quote.loanAmount, 250_000);
    assert.ok(quote.monthlyCost > 0);
    assert.equal(model.quote(values({ equity: 0 })), null, 'above the commitment');
    assert.equal(model.quote(values({ equity: 290_000 })), null, 'below the minimum');
    assert.equal(model.quote(values({ equity: null })), null);
  });

  it('asks for the manufacturer, model and year only when the plate was not found', async () => {
    const found = (await form('KH47203')).form.schema.value.safeParse(values());
    assert.equal(found.success, true);
    const manual = (await form('NF40404', { manual: true })).form.schema.value.safeParse(values());
    assert.equal(manual.success, false);
  });
});

describe('the upgrade form model: the upgrade', () => {
  it('sends the payload with the CSRF token; success shows the case id and goes to the success route', async () => {
    const {
      form: model,
      model: upgradeModel,
      service,
      navigations,
    } = await form('KH47203', {
      routes: { [UPGRADE]: OK },
    });
    assert.equal(await model.submit(values()), 'done');
    const sent = service.sent.find((request) => `${request.method} ${request.path}` === UPGRADE);
    const car = vehicle('KH47203');
    assert.deepEqual(sent?.body, {
      preViewCaseId: APP_ID,
      imported: car.importedUsed,
      manufacturer: car.manufacturer,
      model: car.model,
      loanProduct: 'CAR',
      odometerValue: 45_000,
      modelYear: car.manufactureYear,
      loanPeriodInMonths: 60,
      regNr: 'KH47203',
      equity: 59_000,
      vehiclePrice: 309_000,
    });
    assert.equal(sent.csrf, CSRF_TOKEN);
    assert.deepEqual(upgradeModel.state.value, { status: 'done', caseId: APP_ID });
    assert.deepEqual(navigations.at(-1), {
      href: `/min-oversikt/soknadsoversikt#/upgrade-success/${APP_ID}`,
      path: '/min-oversikt/soknadsoversikt',
      route: `/upgrade-success/${APP_ID}`,
    });
    assert.equal(upgradeModel.values.value, null);
    assert.equal(upgradeModel.submitting.value, false);
  });

  it("a vehicle typed by hand is sent as typed; a caravan's odometer is not sent", async () => {
    const { form: model, service } = await form('NF4040', {
      manual: true,
      application: { loanProduct: 'CARAVAN' },
      routes: { [UPGRADE]: OK },
    });
    const typed = values({ manufacturer: ' Hobby ', model: 'De Luxe 460', modelYear: '2019' });
    assert.equal(await model.submit(typed), 'done');
    const body = service.sent.find((request) => request.method === 'POST' && request.path !== 'vehicle/details')?.body;
    assert.deepEqual(
      { ...(body as object) },
      {
        preViewCaseId: APP_ID,
        imported: false,
        manufacturer: 'Hobby',
        model: 'De Luxe 460',
        loanProduct: 'CARAVAN',
        odometerValue: null,
        modelYear: 2019,
        loanPeriodInMonths: 60,
        regNr: 'NF4040',
        equity: 59_000,
        vehiclePrice: 309_000,
      },
    );
  });

  const failures: Array<[string, string, 'message' | 'screen']> = [
    ['a loan amount out of range is a message on the form', 'LOAN_AMOUNT_NOT_IN_RANGE', 'message'],
    ["a vehicle's age the service refuses is a message on the form", 'LOAN_AND_CARS_AGE_EXCEED_LIMIT', 'message'],
    ['an upgrade failure is the upgrade-failure screen', 'UPGRADE_TO_VEHICLE_LOAN_FAILED', 'screen'],
    ['a name outside the catalogue is the screen', 'SOMETHING_ELSE', 'screen'],
  ];
  for (const [name, code, presentation] of failures) {
    it(`${name}; the flags reset and what was typed stays`, async () => {
      const { form: model, model: upgradeModel } = await form('KH47203', {
        routes: { [UPGRADE]: { body: { failure: true, errorOrNull: { name: code, message: code } } } },
      });
      const typed = values();
      assert.equal(await model.submit(typed), 'failed');
      assert.equal(upgradeModel.failure.value?.error.name, code);
      assert.equal(upgradeModel.failure.value.presentation, presentation);
      assert.equal(upgradeModel.submitting.value, false);
      assert.deepEqual(upgradeModel.values.value, typed);
      assert.equal(upgradeModel.state.value.status, 'ready');
      upgradeModel.backToForm();
      assert.equal(upgradeModel.failure.value, null);
    });
  }

  it('an error answer maps by its name too', async () => {
    const { form: model, model: upgradeModel } = await form('KH47203', {
      routes: { [UPGRADE]: failure(400, 'LOAN_AMOUNT_NOT_IN_RANGE') },
    });
    assert.equal(await model.submit(values()), 'failed');
    assert.equal(upgradeModel.failure.value?.presentation, 'message');
  });

  it('sends once at a time', async () => {
    let release: () => void = () => undefined;
    const { form: model, service } = await form('KH47203', {
      routes: { [UPGRADE]: () => new Promise((resolve) => (release = () => resolve(OK))) },
    });
    const first = model.submit(values());
    assert.equal(await model.submit(values()), 'busy');
    release();
    assert.equal(await first, 'done');
    assert.equal(service.calls().filter((call) => call === UPGRADE).length, 1);
  });

  it('no answer: the list is read, and an upgrade that went through is not sent again (decision 0034)', async () => {
    let converted = false;
    const {
      form: model,
      model: upgradeModel,
      service,
    } = await form('KH47203', {
      routes: {
        [UPGRADE]: () => {
          converted = true;
          throw new TypeError('connection reset');
        },
        'GET landingpage': () => ({
          body: [ongoing(APP_ID, converted ? { loanType: 'VEHICLE_LOAN', applicationStatus: 'NEW_CASE' } : {})],
        }),
      },
    });
    assert.equal(await model.submit(values()), 'done');
    assert.deepEqual(upgradeModel.state.value, { status: 'done', caseId: APP_ID });
    assert.equal(service.calls().filter((call) => call === UPGRADE).length, 1);
  });

  it('no answer and still a commitment: the failure screen; the next try reads the list before it sends', async () => {
    let answer = false;
    const {
      form: model,
      model: upgradeModel,
      service,
    } = await form('KH47203', {
      routes: {
        [UPGRADE]: () => {
          if (!answer) throw new TypeError('connection reset');
          return OK;
        },
      },
    });
    assert.equal(await model.submit(values()), 'failed');
    assert.equal(upgradeModel.failure.value?.presentation, 'screen');
    assert.equal(upgradeModel.unanswered, true);
    answer = true;
    const before = service.calls().length;
    assert.equal(await model.submit(values()), 'done');
    assert.deepEqual(service.calls().slice(before), ['GET landingpage', UPGRADE]);
    assert.equal(upgradeModel.unanswered, false);
  });
});
