// The upgrade's model (src/flows/upgrade/upgrade.model.ts) in Node, against the real loan client over a
// table of answers, with the clock and the location given: the login, the toggle gate, the application
// in the landing list, and the vehicle lookup with its blocks (spec 1 §2 "Loan upgrade", §4, §8).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { CSRF_TOKEN, failure } from '../helpers/fake-service.js';
import { session } from '../helpers/ongoing.js';
import { APP_ID, FEATURE, lookupAnswer, upgrade, vehicle } from '../helpers/upgrade.js';

describe('the upgrade model: the entry', () => {
  for (const appId of [undefined, '  ', 'a/b', 'x'.repeat(65)]) {
    it(`an app-id of ${JSON.stringify(appId)} is missing: nothing is asked`, async () => {
      const { model, service } = upgrade({ appId });
      await model.load();
      assert.deepEqual(model.state.value, { status: 'missing-id' });
      assert.deepEqual(service.calls(), []);
    });
  }

  it('takes the app-id as the address gives it, a trailing slash trimmed', async () => {
    const { model } = upgrade({ appId: `${APP_ID}/` });
    await model.load();
    assert.equal(model.state.value.status, 'ready');
  });

  it('a visitor who is not logged in goes to the BankID login, back to the upgrade', async () => {
    const { model, assigned, service } = upgrade({
      routes: { 'GET user/session': { body: session(false, '/login/bankid') } },
    });
    await model.load();
    assert.equal(model.state.value.status, 'login');
    assert.deepEqual(assigned, [
      `/login/bankid?returnTo=%2Fmin-oversikt%2Fsoknadsoversikt%23%2Fupgrade%2F${APP_ID}&ui_locales=nb`,
    ]);
    assert.deepEqual(service.calls(), ['GET user/session']);
  });

  it('the toggle off, or a toggle that cannot be read, makes the upgrade unavailable (no user message)', async () => {
    for (const answer of [{ body: false }, failure(500, 'INTERN_FEIL')]) {
      const { model, service } = upgrade({ routes: { [FEATURE]: answer } });
      await model.load();
      assert.deepEqual(model.state.value, { status: 'unavailable' });
      assert.equal(service.calls().includes('GET landingpage'), false);
    }
  });

  it('a toggle call answered ANNONYM_BRUKER is the login', async () => {
    const { model } = upgrade({ routes: { [FEATURE]: failure(401, 'ANNONYM_BRUKER') } });
    await model.load();
    assert.equal(model.state.value.status, 'login');
  });

  it('an id not in the landing list gives the no-applications text', async () => {
    const { model } = upgrade({ appId: '999' });
    await model.load();
    assert.deepEqual(model.state.value, { status: 'no-applications' });
  });

  const notUpgradable: Array<[string, Record<string, string>]> = [
    ['a loan', { loanType: 'VEHICLE_LOAN' }],
    ['a commitment not approved', { applicationStatus: 'NEW_CASE' }],
    ['a rejected commitment', { applicationStatus: 'REJECTED' }],
  ];
  for (const [name, application] of notUpgradable) {
    it(`${name} cannot be upgraded`, async () => {
      const { model } = upgrade({ application });
      await model.load();
      assert.deepEqual(model.state.value, { status: 'not-upgradable' });
    });
  }

  it('a landing list that cannot be fetched is the service error by its name; a retry loads it', async () => {
    let fail = true;
    const { model } = upgrade({
      routes: {
        'GET landingpage': () => (fail ? failure(503, 'SERVICE_UNAVAILABLE') : { body: [] }),
      },
    });
    await model.load();
    const state = model.state.value;
    assert.ok(state.status === 'failed');
    assert.equal(state.error.name, 'SERVICE_UNAVAILABLE');
    fail = false;
    await model.load();
    assert.deepEqual(model.state.value, { status: 'no-applications' });
  });

  it('without vehicle data the search form shows; with it, the vehicle is looked up at once (the full form)', async () => {
    const plain = upgrade();
    await plain.model.load();
    assert.equal(plain.model.ready?.slug, 'car');
    assert.deepEqual(plain.model.vehicle.value, { status: 'none' });
    assert.equal(plain.model.showForm.value, false);

    const fetched = upgrade({
      application: { vehicleEuroTaxDataFetched: true, vehicleRegistrationNumber: 'KH47203' },
      routes: { 'POST vehicle/details': lookupAnswer(vehicle('KH47203')) },
    });
    await fetched.model.load();
    assert.equal(fetched.model.typedPlate.value, 'KH47203');
    assert.equal(fetched.model.vehicle.value.status, 'found');
    assert.equal(fetched.model.showForm.value, true);
  });
});

describe('the upgrade model: the vehicle lookup', () => {
  async function ready(options: Parameters<typeof upgrade>[0] = {}) {
    const setup = upgrade(options);
    await setup.model.load();
    return setup;
  }

  it('sends the plate normalised (POST /vehicle/details, CSRF); a vehicle of eligible age gets the form', async () => {
    const { model, service } = await ready({ routes: { 'POST vehicle/details': lookupAnswer(vehicle('KH47203')) } });
    assert.equal(model.typePlate('kh 472-03'), 'KH47203');
    await model.lookup('kh 472-03');
    const sent = service.sent.find((request) => request.method === 'POST');
    assert.deepEqual(sent?.body, { vehicleRegistrationNumber: 'KH47203', odometerValue: null });
    assert.equal(sent.csrf, CSRF_TOKEN);
    const state = model.vehicle.value;
    assert.ok(state.status === 'found');
    assert.equal(state.objectAge, 3);
    assert.equal(state.block, null);
    assert.equal(model.showForm.value, true);
  });

  it('a plate of the wrong pattern is not sent', async () => {
    const { model, service } = await ready();
    await model.lookup('AB1');
    assert.equal(service.calls().includes('POST vehicle/details'), false);
    assert.deepEqual(model.vehicle.value, { status: 'none' });
  });

  const blocks: Array<[string, string, Record<string, string>, string]> = [
    ['14 years or older', 'RF29481', {}, 'too-old'],
    ['an electric-car commitment with a diesel car', 'KH47203', { loanProduct: 'CAR_ZERO_EMISSION' }, 'emission'],
    [
      'an electric-car commitment with a plug-in hybrid (CO2)',
      'DN84512',
      { loanProduct: 'CAR_ZERO_EMISSION' },
      'emission',
    ],
  ];
  for (const [name, plate, application, block] of blocks) {
    it(`${name}: only the lookup, no form`, async () => {
      const { model } = await ready({ application, routes: { 'POST vehicle/details': lookupAnswer(vehicle(plate)) } });
      await model.lookup(plate);
      const state = model.vehicle.value;
      assert.ok(state.status === 'found');
      assert.equal(state.block, block);
      assert.equal(model.showForm.value, false);
    });
  }

  it('EUROTAX_PLATE_NOT_FOUND (in the envelope or as an error answer) gives the form to fill in by hand', async () => {
    for (const answer of [lookupAnswer('EUROTAX_PLATE_NOT_FOUND'), failure(404, 'EUROTAX_PLATE_NOT_FOUND')]) {
      const { model } = await ready({ routes: { 'POST vehicle/details': answer } });
      await model.lookup('NF40404');
      assert.deepEqual(model.vehicle.value, { status: 'manual', registrationNumber: 'NF40404' });
      assert.equal(model.showForm.value, true);
    }
  });

  it('any other failure is the lookup error by its name; another vehicle starts again', async () => {
    const { model } = await ready({ routes: { 'POST vehicle/details': lookupAnswer('FEIL_UNDER_PRISOPPSLAG') } });
    await model.lookup('PF50000');
    const state = model.vehicle.value;
    assert.ok(state.status === 'failed');
    assert.equal(state.error.name, 'FEIL_UNDER_PRISOPPSLAG');
    model.changeVehicle();
    assert.deepEqual(model.vehicle.value, { status: 'none' });
  });

  it('camping cars and caravans are not asked for the odometer', async () => {
    assert.equal((await ready()).model.asksOdometer, true);
    assert.equal((await ready({ application: { loanProduct: 'CAMPING_CAR' } })).model.asksOdometer, false);
    assert.equal((await ready({ application: { loanProduct: 'CARAVAN' } })).model.asksOdometer, false);
  });

  it('the overview link and a link followed as cancelable navigations', async () => {
    const { model, assigned, navigations } = await ready();
    model.follow(model.overviewLink);
    assert.deepEqual(navigations, [
      { href: '/min-oversikt/soknadsoversikt', path: '/min-oversikt/soknadsoversikt', route: null },
    ]);
    assert.deepEqual(assigned, ['/min-oversikt/soknadsoversikt']);
  });
});
