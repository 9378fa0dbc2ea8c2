// The sandbox's loan service (spec 1 §7), endpoint by endpoint: the happy path and each error path,
// against a real PostgreSQL store (PGlite, or DATABASE_URL in CI).
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { PRODUCT_SLUGS } from '../../src/domain/products.js';
import { errorBodySchema } from '../../src/schemas/common.js';
import {
  applicationResponseSchema,
  applicationSubmitResponseSchema,
  calculatorCacheCreatedSchema,
  consentListSchema,
  landingPageSchema,
  loanUpgradeResponseSchema,
  productInfoSchema,
  sblConsentSchema,
  userContextSchema,
  userSessionSchema,
  vehicleLookupResponseSchema,
} from '../../src/schemas/loan.js';
import { personByKey } from '../../demo/sandbox/seed/persons.js';
import { application, CALCULATOR_CACHE, harness, type Harness } from './helpers.js';
import { defined } from '../helpers/defined.js';

let h: Harness;
before(async () => {
  h = await harness();
});
after(() => h.close());
beforeEach(() => h.reset());

/** The error JSON of a response body (spec 1 §7), parsed with its schema. */
const errorBody = (body: unknown) => errorBodySchema.parse(body);
const errorName = (body: unknown) => errorBody(body).name;

describe('every response', () => {
  it('carries a correlation id, also in the error JSON', async () => {
    const { response, body } = await h.json('GET', '/salgspant/api/calculator/nope');
    const rcid = response.headers.get('x-correlation-id');
    assert.match(rcid ?? '', /^[0-9a-f-]{36}$/);
    const error = errorBody(body);
    assert.equal(defined(error.requestCorrelationId, 'requestCorrelationId').value, rcid);
    assert.deepEqual(Object.keys(error).sort(), [
      'code',
      'developerMessage',
      'message',
      'name',
      'requestCorrelationId',
      'type',
    ]);
  });

  it('needs X-BankRegNr (400 INVALID_APPLICATION_REQUEST)', async () => {
    for (const bank of [null, 'abc', '12345']) {
      const { status, body } = await h.json('GET', '/salgspant/api/calculator/car', { bank });
      assert.equal(status, 400);
      assert.equal(errorName(body), 'INVALID_APPLICATION_REQUEST');
      assert.match(defined(errorBody(body).developerMessage, 'developerMessage'), /X-BankRegNr/);
    }
  });

  it('answers an unknown endpoint with 404 JSON', async () => {
    const { status, body } = await h.json('GET', '/salgspant/api/nothing-here');
    assert.equal(status, 404);
    assert.equal(errorName(body), 'NOT_FOUND');
  });
});

describe('GET /calculator/{slug}', () => {
  it('answers every product with its interests, fees and terms', async () => {
    for (const slug of PRODUCT_SLUGS) {
      const { status, body } = await h.json('GET', `/salgspant/api/calculator/${slug}`);
      assert.equal(status, 200, slug);
      assert.ok(productInfoSchema.safeParse(body).success, slug);
    }
  });

  it('answers an unknown product with 404 UNKNOWN_PRODUCT', async () => {
    const { status, body } = await h.json('GET', '/salgspant/api/calculator/truck');
    assert.equal(status, 404);
    assert.equal(errorName(body), 'UNKNOWN_PRODUCT');
    assert.equal(errorBody(body).message, 'Ingen gyldige kjøretøy valgt!');
  });
});

describe('POST /vehicle/details', () => {
  it('finds a registered vehicle, without login', async () => {
    const { status, body } = await h.json('POST', '/salgspant/api/vehicle/details', {
      body: { vehicleRegistrationNumber: 'EB66018', odometerValue: 12000 },
    });
    assert.equal(status, 200);
    const parsed = vehicleLookupResponseSchema.parse(body);
    assert.equal(parsed.failure, false);
    assert.equal(parsed.responseOrNull?.vehicleDetails.fuel, 'ELEKTRISITET');
  });

  it('answers an unknown plate and the fault plates with a failure envelope', async () => {
    const cases = [
      ['ZZ99999', 'EUROTAX_PLATE_NOT_FOUND'],
      ['NF40404', 'EUROTAX_PLATE_NOT_FOUND'],
      ['PF50000', 'FEIL_UNDER_PRISOPPSLAG'],
      ['PF5000', 'FEIL_UNDER_PRISOPPSLAG'],
    ];
    for (const [plate, name] of cases) {
      const { status, body } = await h.json('POST', '/salgspant/api/vehicle/details', {
        body: { vehicleRegistrationNumber: plate, odometerValue: null },
      });
      assert.equal(status, 200, plate);
      const parsed = vehicleLookupResponseSchema.parse(body);
      assert.equal(parsed.failure, true);
      assert.equal(parsed.responseOrNull, null);
      assert.equal(parsed.errorOrNull?.name, name, plate);
    }
  });

  it('refuses a malformed plate (REGISTRATION_NR_INVALID), malformed JSON and a wrong content type', async () => {
    const plate = await h.json('POST', '/salgspant/api/vehicle/details', {
      body: { vehicleRegistrationNumber: 'eb-66', odometerValue: null },
    });
    assert.equal(plate.status, 400);
    assert.equal(errorName(plate.body), 'REGISTRATION_NR_INVALID');
    const odometer = await h.json('POST', '/salgspant/api/vehicle/details', {
      body: { vehicleRegistrationNumber: 'EB66018', odometerValue: -1 },
    });
    assert.equal(odometer.status, 400);
    assert.equal(errorName(odometer.body), 'INVALID_APPLICATION_REQUEST');
    assert.match(defined(errorBody(odometer.body).developerMessage, 'developerMessage'), /^odometerValue:/);
    const json = await h.json('POST', '/salgspant/api/vehicle/details', { raw: '{"vehicleRegistrationNumber":' });
    assert.equal(json.status, 400);
    assert.equal(errorBody(json.body).developerMessage, 'Body is not valid JSON');
    const type = await h.json('POST', '/salgspant/api/vehicle/details', {
      raw: 'plate=EB66018',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(type.status, 415);
  });
});

describe('calculator cache', () => {
  const cache = CALCULATOR_CACHE;

  it('stores loan info and gives it back for the same bank only', async () => {
    const created = await h.json('POST', '/salgspant/api/cache', { body: cache });
    assert.equal(created.status, 201);
    const { cacheId } = calculatorCacheCreatedSchema.parse(created.body);
    assert.match(cacheId, /^[0-9a-f-]{36}$/);
    const read = await h.json('GET', `/salgspant/api/cache/${cacheId}`);
    assert.equal(read.status, 200);
    assert.deepEqual(read.body, cache);
    const otherBank = await h.json('GET', `/salgspant/api/cache/${cacheId}`, { bank: '1234' });
    assert.equal(otherBank.status, 404);
  });

  it('refuses an invalid body and answers an unknown id with 404', async () => {
    const invalid = await h.json('POST', '/salgspant/api/cache', { body: { ...cache, vehiclePrice: 10 } });
    assert.equal(invalid.status, 400);
    assert.match(defined(errorBody(invalid.body).developerMessage, 'developerMessage'), /^vehiclePrice:/);
    const unknown = await h.json('GET', '/salgspant/api/cache/does-not-exist');
    assert.equal(unknown.status, 404);
  });
});

describe('GET /features/{name}', () => {
  it('answers each toggle, follows the control API, and 404s unknown names', async () => {
    for (const name of [
      'salgspant-traffic-light',
      'salgspant-activate-loan-from-lc',
      'salgspant-show-completion-insurance',
    ]) {
      const { status, body } = await h.json('GET', `/salgspant/api/features/${name}`);
      assert.equal(status, 200);
      assert.equal(body, true);
    }
    const put = await h.request('PUT', '/sandbox/api/features/salgspant-traffic-light', {
      body: { enabled: false },
      bank: null,
    });
    assert.equal(put.status, 204);
    assert.equal((await h.json('GET', '/salgspant/api/features/salgspant-traffic-light')).body, false);
    assert.equal((await h.json('GET', '/salgspant/api/features/nope')).status, 404);
  });
});

describe('user session and user', () => {
  it('says whether the visitor is logged in and where to log in', async () => {
    const anonymous = userSessionSchema.parse((await h.json('GET', '/salgspant/api/user/session')).body);
    assert.equal(anonymous.valid, false);
    assert.equal(anonymous.kundeIdUrl, '/sandbox/login');
    const kari = await h.login('kari');
    const logged = userSessionSchema.parse((await h.json('GET', '/salgspant/api/user/session', { login: kari })).body);
    assert.equal(logged.valid, true);
  });

  it('GET /user answers the logged-in customer, 401 ANNONYM_BRUKER without login, MANGLER_USER_CTX for Ulrik', async () => {
    const kari = await h.login('kari');
    const user = userContextSchema.parse((await h.json('GET', '/salgspant/api/user', { login: kari })).body);
    assert.equal(user.firstName, 'Kari');
    assert.equal(user.bankRegNo.value, '9999');
    const anonymous = await h.json('GET', '/salgspant/api/user');
    assert.equal(anonymous.status, 401);
    assert.equal(errorName(anonymous.body), 'ANNONYM_BRUKER');
    assert.equal(errorBody(anonymous.body).developerMessage, 'User session is not valid');
    const ulrik = await h.json('GET', '/salgspant/api/user', { login: await h.login('ulrik') });
    assert.equal(ulrik.status, 400);
    assert.equal(errorName(ulrik.body), 'MANGLER_USER_CTX');
  });

  it('refuses a customer of another bank (403 MANGLER_TILGANG)', async () => {
    const { status, body } = await h.json('GET', '/salgspant/api/user', { login: await h.login('berit') });
    assert.equal(status, 403);
    assert.equal(errorName(body), 'MANGLER_TILGANG');
  });
});

describe('GET /kyc', () => {
  it('is blocked only for Kjell', async () => {
    assert.deepEqual((await h.json('GET', '/salgspant/api/kyc', { login: await h.login('kari') })).body, {
      kycBlocked: false,
    });
    assert.deepEqual((await h.json('GET', '/salgspant/api/kyc', { login: await h.login('kjell') })).body, {
      kycBlocked: true,
    });
  });
});

describe('consents', () => {
  it('lists the consents unanswered, saves answers, and lists them answered', async () => {
    const kari = await h.login('kari');
    const list = consentListSchema.parse((await h.json('GET', '/salgspant/api/consent', { login: kari })).body);
    assert.ok(list.length >= 2);
    assert.ok(list.every((c) => c.svar === 'UBESVART'));
    const answers = list.map((c, i) => ({ samtykkeId: c.samtykkeId, svar: i === 0 ? 'JA' : 'NEI' }));
    const saved = await h.request('POST', '/salgspant/api/consent', { login: kari, body: answers });
    assert.equal(saved.status, 204);
    const again = consentListSchema.parse((await h.json('GET', '/salgspant/api/consent', { login: kari })).body);
    assert.deepEqual(
      again.map((c) => c.svar),
      ['JA', 'NEI'],
    );
  });

  it('needs the CSRF token, knows its consent ids, and fails for Sara', async () => {
    const kari = await h.login('kari');
    const body = [{ samtykkeId: { value: 'MARKEDSFORING_FORSIKRING' }, svar: 'JA' }];
    const noCsrf = await h.json('POST', '/salgspant/api/consent', { login: kari, body, noCsrf: true });
    assert.equal(noCsrf.status, 403);
    assert.equal(errorName(noCsrf.body), 'INGEN_TILGANG');
    const wrongCsrf = await h.json('POST', '/salgspant/api/consent', {
      login: { ...kari, csrf: 'x'.repeat(32) },
      body,
    });
    assert.equal(wrongCsrf.status, 403);
    const unknown = await h.json('POST', '/salgspant/api/consent', {
      login: kari,
      body: [{ samtykkeId: { value: 'NOPE' }, svar: 'JA' }],
    });
    assert.equal(unknown.status, 400);
    const sara = await h.json('POST', '/salgspant/api/consent', { login: await h.login('sara'), body });
    assert.equal(sara.status, 502);
    assert.equal(errorName(sara.body), 'FAILED_SBL_CONSENT_SAVE');
  });
});

describe('tax-data consent (SBL)', () => {
  const request = { redirectUrl: '/min-oversikt/salgspantfullfor?id=100000001#/completion', lastName: 'Nordmann' };

  it('creates an unopened consent with the portal address, and GET /sbl/get follows it', async () => {
    const kari = await h.login('kari');
    assert.equal((await h.json('GET', '/salgspant/api/sbl/get', { login: kari })).status, 404);
    const created = await h.json('POST', '/salgspant/api/sbl/get-or-create', { login: kari, body: request });
    assert.equal(created.status, 200);
    assert.deepEqual(created.body, { customerUrl: '/sandbox/tax-consent', sblStatus: 'UNOPENED' });
    assert.deepEqual((await h.json('GET', '/salgspant/api/sbl/get', { login: kari })).body, created.body);
  });

  it('goes OPENED in the portal, ACCEPTED on accept, and back to the redirect address', async () => {
    const kari = await h.login('kari');
    await h.json('POST', '/salgspant/api/sbl/get-or-create', { login: kari, body: request });
    const portal = await h.request('GET', '/sandbox/tax-consent', { login: kari, bank: null });
    assert.equal(portal.status, 200);
    assert.match(await portal.text(), /Godta/);
    assert.equal(
      sblConsentSchema.parse((await h.json('GET', '/salgspant/api/sbl/get', { login: kari })).body).sblStatus,
      'OPENED',
    );
    const accept = await h.request('POST', '/sandbox/tax-consent', {
      login: kari,
      bank: null,
      raw: 'answer=accept',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(accept.status, 303);
    assert.equal(accept.headers.get('location'), request.redirectUrl);
    assert.deepEqual((await h.json('GET', '/salgspant/api/sbl/get', { login: kari })).body, {
      customerUrl: null,
      sblStatus: 'ACCEPTED',
    });
  });

  it('marks a rejection with /error in the callback, and a rejected consent can be created again', async () => {
    const kari = await h.login('kari');
    await h.json('POST', '/salgspant/api/sbl/get-or-create', { login: kari, body: request });
    const reject = await h.request('POST', '/sandbox/tax-consent', {
      login: kari,
      bank: null,
      raw: 'answer=reject',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(reject.headers.get('location'), '/min-oversikt/salgspantfullfor?id=100000001#/completion/error');
    assert.equal(
      sblConsentSchema.parse((await h.json('GET', '/salgspant/api/sbl/get', { login: kari })).body).sblStatus,
      'REJECTED',
    );
    const again = await h.json('POST', '/salgspant/api/sbl/get-or-create', { login: kari, body: request });
    assert.equal(sblConsentSchema.parse(again.body).sblStatus, 'UNOPENED');
  });

  it('fails for Siri (NO_TAX_PERIOD_AVAILABLE) and Sara (FAILED_SBL_CONSENT_SAVE), and needs a last name', async () => {
    const siri = await h.json('POST', '/salgspant/api/sbl/get-or-create', {
      login: await h.login('siri'),
      body: request,
    });
    assert.equal(errorName(siri.body), 'NO_TAX_PERIOD_AVAILABLE');
    const sara = await h.json('POST', '/salgspant/api/sbl/get-or-create', {
      login: await h.login('sara'),
      body: request,
    });
    assert.equal(errorName(sara.body), 'FAILED_SBL_CONSENT_SAVE');
    const noName = await h.json('POST', '/salgspant/api/sbl/get-or-create', {
      login: await h.login('lars'),
      body: { ...request, lastName: '' },
    });
    assert.equal(noName.status, 400);
    assert.match(defined(errorBody(noName.body).developerMessage, 'developerMessage'), /^lastName: Mangler etternavn/);
  });
});

describe('applications: overview and one case', () => {
  it("lists only the customer's own cases", async () => {
    const kari = landingPageSchema.parse(
      (await h.json('GET', '/salgspant/api/landingpage', { login: await h.login('kari') })).body,
    );
    assert.deepEqual(kari.map((a) => a.applicationId).sort(), ['100000001', '100000002', '100000003']);
    const morten = landingPageSchema.parse(
      (await h.json('GET', '/salgspant/api/landingpage', { login: await h.login('morten') })).body,
    );
    assert.deepEqual(
      morten.map((a) => a.applicationId),
      ['100000004'],
    );
  });

  it("answers another customer's case exactly like a missing one (404 APPLICATION_NOT_FOUND)", async () => {
    const ola = await h.login('ola');
    for (const id of ['100000001', '999999999']) {
      const { status, body } = await h.json('GET', `/salgspant/api/application/ongoing/${id}`, { login: ola });
      assert.equal(status, 404);
      assert.equal(errorName(body), 'APPLICATION_NOT_FOUND');
      assert.equal(errorBody(body).message, 'Vi klarte ikke å finne en pågående søknad for dette saksnummeret.');
    }
  });

  it('gives an approved commitment its PDF, and a case in an unknown status 409 UNKNOWN_APPLICATION_STATUS', async () => {
    const commitment = applicationResponseSchema.parse(
      (await h.json('GET', '/salgspant/api/application/ongoing/100000002', { login: await h.login('kari') })).body,
    );
    assert.equal(commitment.applicationStatus, 'APPROVED');
    assert.ok(
      Buffer.from(commitment.loanCommitmentFileData ?? '', 'base64')
        .subarray(0, 5)
        .equals(Buffer.from('%PDF-')),
    );
    const stine = await h.json('GET', '/salgspant/api/application/ongoing/100000008', {
      login: await h.login('stine'),
    });
    assert.equal(stine.status, 409);
    assert.equal(errorName(stine.body), 'UNKNOWN_APPLICATION_STATUS');
  });

  it("shows Mona that Morten's data is missing, and Morten that his own is", async () => {
    const mona = applicationResponseSchema.parse(
      (await h.json('GET', '/salgspant/api/application/ongoing/100000004', { login: await h.login('mona') })).body,
    );
    assert.equal(mona.applicationStatus, 'DOCUMENTS_SENT');
    assert.equal(mona.customerIsMainApplicant, true);
    assert.equal(mona.signedByCurrentUser, true);
    assert.equal(mona.applicantMissingData, false);
    assert.equal(mona.otherApplicantMissingData, true);
    const morten = applicationResponseSchema.parse(
      (await h.json('GET', '/salgspant/api/application/ongoing/100000004', { login: await h.login('morten') })).body,
    );
    assert.equal(morten.customerIsMainApplicant, false);
    assert.equal(morten.applicantMissingData, true);
    assert.deepEqual(morten.missingVariables, ['email', 'phone']);
  });
});

describe('POST /application/submit', () => {
  const submit = async (key: string, overrides?: Parameters<typeof application>[1]) =>
    h.json('POST', '/salgspant/api/application/submit', {
      login: await h.login(key),
      body: application(key, overrides),
    });

  it('approves Kari, sends Ola to control and rejects Per, with loan figures from the calculator mathematics', async () => {
    const expected = { kari: 'APPROVED', ola: 'CONTROL', per: 'REJECTED' } as const;
    for (const [key, status] of Object.entries(expected)) {
      const { body } = await submit(key);
      const parsed = applicationSubmitResponseSchema.parse(body);
      assert.equal(parsed.failure, false, key);
      assert.equal(parsed.responseOrNull?.applicationStatus, status, key);
    }
    const { body } = await submit('kari');
    const info = defined(defined(applicationSubmitResponseSchema.parse(body).responseOrNull).loanInfo);
    assert.equal(info.loanAmountWithoutFees, 279_000);
    assert.equal(info.totalCost, info.monthlyCost * 60);
    // 100 000 of 379 000 is 26 % equity: the mid tier of the electric-car product.
    assert.equal(info.nominalInterest, 6.84);
  });

  it('rejects Frida with frozen credit', async () => {
    const parsed = applicationSubmitResponseSchema.parse((await submit('frida')).body);
    assert.equal(parsed.responseOrNull?.applicationStatus, 'REJECTED');
    assert.equal(parsed.responseOrNull.creditFrozen, 'YES');
  });

  it('approves a loan commitment with its PDF and no vehicle', async () => {
    const parsed = applicationSubmitResponseSchema.parse(
      (
        await submit('kari', {
          loanInfo: {
            loanType: 'LOAN_COMMITMENT',
            loanProduct: 'CAR',
            vehicleRegistrationNumber: null,
            odometerValue: null,
          },
        })
      ).body,
    );
    assert.equal(parsed.responseOrNull?.applicationStatus, 'APPROVED');
    assert.ok(parsed.responseOrNull.loanCommitmentFileData?.startsWith('JVBERi0'));
    assert.equal(parsed.responseOrNull.vehicleDetails, null);
  });

  it('answers each test person with the error of their outcome', async () => {
    const table = {
      dag: 'DNUMMER_KUNDE',
      mina: 'MINDREAARIG_KUNDE',
      anne: 'AAA_SOLIDITY',
      ulf: 'NO_ADDRESS_FOUND',
      kjell: 'KYC_BLOCKED',
      siri: 'NO_TAX_PERIOD_AVAILABLE',
      ivar: 'INTERN_FEIL',
      bjorn: 'MISSING_IN_BUSINESS_REGISTER',
    };
    for (const [key, name] of Object.entries(table)) {
      const { status, body } = await submit(key);
      assert.equal(status, 200, key);
      const parsed = applicationSubmitResponseSchema.parse(body);
      assert.equal(parsed.failure, true, key);
      assert.equal(parsed.errorOrNull?.name, name, key);
    }
  });

  it('checks amount, vehicle and age against the product', async () => {
    const cases: Array<[Parameters<typeof application>[1], string]> = [
      [{ loanInfo: { equity: 370_000 } }, 'LOAN_AMOUNT_NOT_IN_RANGE'],
      [
        { loanInfo: { loanProduct: 'CAR_NO_INSURANCE', vehiclePrice: 300_000, equity: 100_000 } },
        'LOAN_AMOUNT_NOT_IN_RANGE',
      ],
      [{ loanInfo: { vehicleRegistrationNumber: null } }, 'REGNR_MANGLER'],
      [{ loanInfo: { vehicleRegistrationNumber: 'ZZ99999' } }, 'EUROTAX_PLATE_NOT_FOUND'],
      [{ loanInfo: { vehicleRegistrationNumber: 'PF50000' } }, 'FEIL_UNDER_PRISOPPSLAG'],
      [
        { loanInfo: { vehicleRegistrationNumber: 'EL27761', vehiclePrice: 42_000, equity: 5_000 } },
        'LOAN_AND_CARS_AGE_EXCEED_LIMIT',
      ],
      [{ loanInfo: { vehicleRegistrationNumber: 'DN84512' } }, 'INVALID_APPLICATION_REQUEST'],
    ];
    for (const [overrides, name] of cases) {
      const parsed = applicationSubmitResponseSchema.parse((await submit('kari', overrides)).body);
      assert.equal(parsed.errorOrNull?.name, name, JSON.stringify(overrides));
    }
  });

  it('takes a co-applicant, and refuses an invalid one with UGYLDIG_FOEDESELSNUMMER', async () => {
    const morten = personByKey('morten');
    const co = { ...application('morten').mainApplicant, ssn: morten.ssn };
    const parsed = applicationSubmitResponseSchema.parse((await submit('kari', { coApplicant: co })).body);
    assert.equal(parsed.responseOrNull?.otherApplicantMissingData, true);
    const invalid = await submit('kari', { coApplicant: { ...co, ssn: '12345678901' } });
    assert.equal(invalid.status, 400);
    assert.equal(errorName(invalid.body), 'UGYLDIG_FOEDESELSNUMMER');
    assert.equal(errorBody(invalid.body).developerMessage, 'coApplicant.ssn: Ikke gyldig Fødselsnummer / D-nummer');
  });

  it("refuses someone else's national id as main applicant (403 FNR_BANKIDBRUKER_MISMATCH)", async () => {
    const { status, body } = await h.json('POST', '/salgspant/api/application/submit', {
      login: await h.login('ola'),
      body: application('kari'),
    });
    assert.equal(status, 403);
    assert.equal(errorName(body), 'FNR_BANKIDBRUKER_MISMATCH');
  });

  it('validates the body (400, never 500), and needs login and CSRF', async () => {
    const kari = await h.login('kari');
    const broken = [
      { ...application('kari'), loanInfo: { ...application('kari').loanInfo, vehiclePrice: 'lots' } },
      { ...application('kari'), mainApplicant: { ...application('kari').mainApplicant, phone: '1234' } },
      {
        ...application('kari'),
        mainApplicant: { ...application('kari').mainApplicant, livingConditionCode: 'RENTS_HOUSING', rentalFee: null },
      },
      [],
      null,
    ];
    for (const body of broken) {
      const { status, body: error } = await h.json('POST', '/salgspant/api/application/submit', { login: kari, body });
      assert.equal(status, 400, JSON.stringify(body).slice(0, 60));
      assert.equal(errorBody(error).type, 'VALIDATION');
    }
    const anonymous = await h.json('POST', '/salgspant/api/application/submit', { body: application('kari') });
    assert.equal(anonymous.status, 401);
    const noCsrf = await h.json('POST', '/salgspant/api/application/submit', {
      login: kari,
      body: application('kari'),
      noCsrf: true,
    });
    assert.equal(noCsrf.status, 403);
  });
});

describe('POST /application/update', () => {
  const update = (applicationId: string, extra: Record<string, unknown> = {}) => ({
    applicationId,
    email: 'ny@example.no',
    phone: '98765432',
    kycAnswered: true,
    orderInsurance: false,
    ...extra,
  });

  it("stores the main applicant's contact details, KYC and insurance order", async () => {
    const kari = await h.login('kari');
    const { status, body } = await h.json('POST', '/salgspant/api/application/update', {
      login: kari,
      body: update('100000001', { orderInsurance: true }),
    });
    assert.equal(status, 200);
    const parsed = applicationResponseSchema.parse(body);
    assert.equal(parsed.email, 'ny@example.no');
    assert.equal(parsed.hasInsurance, true);
    assert.equal(parsed.esigningStatus, 'ONGOING_SIGNING');
  });

  it("completes Morten's part, so Mona's case no longer misses his data", async () => {
    const morten = await h.login('morten');
    const noContact = await h.json('POST', '/salgspant/api/application/update', {
      login: morten,
      body: update('100000004', { email: null, phone: null }),
    });
    assert.equal(noContact.status, 400);
    await h.json('POST', '/salgspant/api/application/update', { login: morten, body: update('100000004') });
    const mona = applicationResponseSchema.parse(
      (await h.json('GET', '/salgspant/api/application/ongoing/100000004', { login: await h.login('mona') })).body,
    );
    assert.equal(mona.otherApplicantMissingData, false);
  });

  it("refuses INCORRECT_NEW_CASE for Nils, UGYLDIG_SOKNAD for a case in control, 404 for others' cases", async () => {
    const nils = await h.json('POST', '/salgspant/api/application/update', {
      login: await h.login('nils'),
      body: update('100000005'),
    });
    assert.equal(errorName(nils.body), 'INCORRECT_NEW_CASE');
    const kari = await h.login('kari');
    const control = await h.json('POST', '/salgspant/api/application/update', {
      login: kari,
      body: update('100000003'),
    });
    assert.equal(errorName(control.body), 'UGYLDIG_SOKNAD');
    const other = await h.json('POST', '/salgspant/api/application/update', { login: kari, body: update('100000004') });
    assert.equal(other.status, 404);
    const invalid = await h.json('POST', '/salgspant/api/application/update', {
      login: kari,
      body: update('100000001', { email: 'not-an-email' }),
    });
    assert.equal(invalid.status, 400);
    assert.equal(errorBody(invalid.body).developerMessage, 'email: Ugyldig e-postadresse');
  });
});

describe('loan commitment upgrade, feedback, insurance click', () => {
  const upgrade = (preViewCaseId: string, extra: Record<string, unknown> = {}) => ({
    preViewCaseId,
    imported: false,
    manufacturer: 'Skoda',
    model: 'Enyaq 85',
    loanProduct: 'CAR',
    odometerValue: 12000,
    modelYear: new Date().getFullYear() - 2,
    loanPeriodInMonths: 60,
    regNr: 'EB66018',
    equity: 100000,
    vehiclePrice: 330000,
    ...extra,
  });

  it("turns Kari's commitment into a vehicle loan", async () => {
    const kari = await h.login('kari');
    const { status, body } = await h.json('POST', '/salgspant/api/application/loan-commitment-to-loan-upgrade', {
      login: kari,
      body: upgrade('100000002'),
    });
    assert.equal(status, 200);
    assert.deepEqual(body, { failure: false, errorOrNull: null });
    const after = applicationResponseSchema.parse(
      (await h.json('GET', '/salgspant/api/application/ongoing/100000002', { login: kari })).body,
    );
    assert.equal(after.loanInfo?.loanType, 'VEHICLE_LOAN');
    assert.equal(after.vehicleDetails?.registrationNumber, 'EB66018');
  });

  it('fails for Ulla, above the commitment, and for a case that is not an approved commitment', async () => {
    const ulla = await h.json('POST', '/salgspant/api/application/loan-commitment-to-loan-upgrade', {
      login: await h.login('ulla'),
      body: upgrade('100000006'),
    });
    const ullaResult = loanUpgradeResponseSchema.parse(ulla.body);
    assert.equal(ullaResult.failure, true);
    assert.equal(defined(ullaResult.errorOrNull, 'errorOrNull').name, 'UPGRADE_TO_VEHICLE_LOAN_FAILED');
    const kari = await h.login('kari');
    const tooMuch = await h.json('POST', '/salgspant/api/application/loan-commitment-to-loan-upgrade', {
      login: kari,
      body: upgrade('100000002', { vehiclePrice: 600000 }),
    });
    assert.equal(
      defined(loanUpgradeResponseSchema.parse(tooMuch.body).errorOrNull, 'errorOrNull').name,
      'LOAN_AMOUNT_NOT_IN_RANGE',
    );
    const notCommitment = await h.json('POST', '/salgspant/api/application/loan-commitment-to-loan-upgrade', {
      login: kari,
      body: upgrade('100000001'),
    });
    assert.equal(notCommitment.status, 404);
    assert.equal(errorName(notCommitment.body), 'PREVIEW_CASE_NOT_FOUND');
  });

  it('stores feedback on an own case, validates it and 404s other cases', async () => {
    const kari = await h.login('kari');
    const ok = await h.request('POST', '/salgspant/api/application/feedback', {
      login: kari,
      body: { content: 'Når får jeg svar?', preViewCaseId: '100000003' },
    });
    assert.equal(ok.status, 204);
    const [row] = await h.db.query<{ content: string }>('SELECT content FROM feedback');
    assert.equal(row?.content, 'Når får jeg svar?');
    const long = await h.json('POST', '/salgspant/api/application/feedback', {
      login: kari,
      body: { content: 'x'.repeat(501), preViewCaseId: '100000003' },
    });
    assert.equal(long.status, 400);
    assert.equal(errorBody(long.body).developerMessage, 'content: Feltet kan maksimalt inneholde 500 tegn');
    const empty = await h.json('POST', '/salgspant/api/application/feedback', {
      login: kari,
      body: { content: '   ', preViewCaseId: '100000003' },
    });
    assert.equal(empty.status, 400);
    const other = await h.json('POST', '/salgspant/api/application/feedback', {
      login: kari,
      body: { content: 'Hei', preViewCaseId: '100000004' },
    });
    assert.equal(errorName(other.body), 'PREVIEW_CASE_NOT_FOUND');
  });

  it('answers the insurance click with 204', async () => {
    const response = await h.request('GET', '/salgspant/api/application/insuranceclick', {
      login: await h.login('kari'),
    });
    assert.equal(response.status, 204);
  });
});

describe('security', () => {
  it('sets an HttpOnly SameSite session cookie and a script-readable CSRF cookie', async () => {
    const response = await h.sandbox.app.request('http://sandbox.test/sandbox/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ssn: personByKey('kari').ssn }),
    });
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.startsWith('sandbox_session='));
    const csrf = cookies.find((c) => c.startsWith('salgspant='));
    assert.match(session ?? '', /HttpOnly/);
    assert.match(session ?? '', /SameSite=Lax/);
    assert.doesNotMatch(csrf ?? '', /HttpOnly/);
    assert.match(csrf ?? '', /SameSite=Strict/);
  });

  it('refuses bodies over the size limit with 413', async () => {
    const { status, body } = await h.json('POST', '/salgspant/api/cache', {
      raw: JSON.stringify({ pad: 'x'.repeat(70_000) }),
    });
    assert.equal(status, 413);
    assert.equal(errorName(body), 'INVALID_APPLICATION_REQUEST');
  });

  it('allows CORS only for configured origins', async () => {
    const allowed = await h.request('GET', '/salgspant/api/calculator/car', {
      headers: { Origin: 'http://dealer.test' },
    });
    assert.equal(allowed.headers.get('access-control-allow-origin'), 'http://dealer.test');
    const refused = await h.request('GET', '/salgspant/api/calculator/car', {
      headers: { Origin: 'http://evil.test' },
    });
    assert.equal(refused.headers.get('access-control-allow-origin'), null);
    const preflight = await h.request('OPTIONS', '/salgspant/api/vehicle/details', {
      bank: null,
      headers: {
        Origin: 'http://dealer.test',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'content-type,x-bankregnr',
      },
    });
    assert.equal(preflight.status, 204);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /X-BankRegNr/i);
  });
});

describe('fault injection', () => {
  it('answers an injected error status, limited to a number of requests', async () => {
    await h.request('POST', '/sandbox/api/faults', {
      bank: null,
      body: { endpoint: 'GET /salgspant/api/calculator/mc', status: 503, times: 1 },
    });
    const failed = await h.json('GET', '/salgspant/api/calculator/mc');
    assert.equal(failed.status, 503);
    assert.equal(errorName(failed.body), 'SERVICE_UNAVAILABLE');
    assert.equal((await h.json('GET', '/salgspant/api/calculator/mc')).status, 200);
  });

  it('demands one repeat with a retry token, and accepts the repeat', async () => {
    await h.request('POST', '/sandbox/api/faults', {
      bank: null,
      body: { endpoint: 'GET /salgspant/api/calculator/atv', retryToken: true, times: 1 },
    });
    const first = await h.request('GET', '/salgspant/api/calculator/atv');
    assert.equal(first.status, 400);
    const token = first.headers.get('retry-token');
    assert.ok(token);
    const repeat = await h.request('GET', '/salgspant/api/calculator/atv', { headers: { 'Retry-Token': token } });
    assert.equal(repeat.status, 200);
  });

  it('validates fault definitions and clears them', async () => {
    const bad = await h.request('POST', '/sandbox/api/faults', {
      bank: null,
      body: { endpoint: 'calculator', status: 200 },
    });
    assert.equal(bad.status, 400);
    await h.request('POST', '/sandbox/api/faults', { bank: null, body: { endpoint: '*', status: 500 } });
    assert.equal((await h.json('GET', '/salgspant/api/calculator/car')).status, 500);
    await h.request('DELETE', '/sandbox/api/faults', { bank: null });
    assert.equal((await h.json('GET', '/salgspant/api/calculator/car')).status, 200);
  });
});
