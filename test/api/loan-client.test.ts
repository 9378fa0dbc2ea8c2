// The loan-service client against the sandbox over HTTP: headers, CSRF, the retry-token repeat, error
// mapping, 204, schema failures, duplicate guards, abort and timeout, and one call of every method.
import { expect } from '@esm-bundle/chai';
import { csrfCookieName, LoanServiceClient } from '../../src/api/loan-client.js';
import { ServiceError } from '../../src/api/service-error.js';
import { clearFaults, injectFault, loginAs, logout, newScope, PERSONS, recordingFetch } from '../helpers/sandbox.js';
import { rejection } from '../helpers/service-error.js';
import { defined } from '../helpers/defined.js';
import { textOf } from '../helpers/texts.js';

describe('LoanServiceClient', () => {
  let scope: string;
  let recorder: ReturnType<typeof recordingFetch>;
  let client: LoanServiceClient;

  beforeEach(() => {
    scope = newScope();
    recorder = recordingFetch(scope);
    client = new LoanServiceClient({ bankRegNr: '9999', fetch: recorder.fetch });
  });
  afterEach(async () => {
    await clearFaults(scope);
    await logout();
  });

  it('names the CSRF cookie after the first segment of the base path', () => {
    expect(csrfCookieName('/salgspant/api')).to.equal('salgspant');
    expect(csrfCookieName('https://bank.example/salgspant/api/')).to.equal('salgspant');
    expect(csrfCookieName('/kyc-declaration/api')).to.equal('kyc-declaration');
  });

  it('sends X-BankRegNr, X-Requested-By and, with a body, Content-Type JSON', async () => {
    const product = await client.getProduct('car');
    expect(product.interestsAndFees.loanProduct).to.equal('CAR');
    await client.lookupVehicle({ vehicleRegistrationNumber: 'EB66018', odometerValue: 1000 });
    const [get, post] = recorder.requests;
    expect(defined(get).url).to.equal(`${location.origin}/salgspant/api/calculator/car`);
    expect(defined(get).headers.get('X-BankRegNr')).to.equal('9999');
    expect(defined(get).headers.get('X-Requested-By')).to.equal('salgspant-elements');
    expect(defined(get).headers.get('Content-Type')).to.equal(null);
    expect(defined(post).method).to.equal('POST');
    expect(defined(post).headers.get('Content-Type')).to.equal('application/json');
    expect(await defined(post).json()).to.deep.equal({ vehicleRegistrationNumber: 'EB66018', odometerValue: 1000 });
  });

  it('sends the CSRF token from the cookie, and the service refuses a state change without it', async () => {
    await loginAs(PERSONS.kari);
    const consents = await client.getConsents();
    const answers = consents.map((c) => ({ samtykkeId: c.samtykkeId, svar: 'JA' as const }));
    // eslint-disable-next-line @typescript-eslint/no-confusing-void-expression -- asserts the call resolves to nothing
    expect(await client.saveConsents(answers)).to.equal(undefined);
    const token = /(?:^|; )salgspant=([^;]+)/.exec(document.cookie)?.[1];
    expect(defined(recorder.requests.at(-1)).headers.get('X-CSRF-Token')).to.equal(token);

    const withoutCookie = new LoanServiceClient({ bankRegNr: '9999', fetch: recorder.fetch, cookies: () => '' });
    const error = await rejection(withoutCookie.saveConsents(answers));
    expect(error.status).to.equal(403);
    expect(error.name).to.equal('INGEN_TILGANG');
  });

  it('repeats a request exactly once when a 400 carries a retry token', async () => {
    await injectFault({ scope, endpoint: 'GET /salgspant/api/calculator/snowmobile', retryToken: true, times: 1 });
    const product = await client.getProduct('snowmobile');
    expect(product.interestsAndFees.loanProduct).to.equal('SNOWMOBILE');
    expect(recorder.requests).to.have.length(2);
    expect(defined(recorder.requests[0]).headers.get('Retry-Token')).to.equal(null);
    expect(defined(recorder.requests[1]).headers.get('Retry-Token')).to.match(/^[0-9a-f-]{36}$/);
  });

  it('does not repeat a second time when the repeat is refused again', async () => {
    await injectFault({ scope, endpoint: 'GET /salgspant/api/calculator/atv', retryToken: true });
    const error = await rejection(client.getProduct('atv'));
    expect(error.status).to.equal(400);
    expect(recorder.requests).to.have.length(2);
  });

  it('turns error JSON into a ServiceError with code, name, developerMessage, type, message and correlation id', async () => {
    const error = await rejection(client.getProduct('truck' as never));
    expect(error.kind).to.equal('http');
    expect(error.status).to.equal(404);
    expect(error.code).to.equal(404);
    expect(error.name).to.equal('UNKNOWN_PRODUCT');
    expect(error.message).to.equal('Ingen gyldige kjøretøy valgt!');
    expect(error.developerMessage).to.equal('No product "truck"');
    expect(error.type).to.equal('BUSINESS');
    expect(error.correlationId).to.match(/^[0-9a-f-]{36}$/);
    expect(error.request).to.equal('GET /salgspant/api/calculator/truck');
  });

  it('maps a login-required call, a server error and a dropped connection', async () => {
    const anonymous = await rejection(client.getUser());
    expect([anonymous.status, anonymous.name]).to.deep.equal([401, 'ANNONYM_BRUKER']);

    // Three times: a read is tried three times in all before it fails (decision 0030).
    await injectFault({ scope, endpoint: 'GET /salgspant/api/calculator/mc', status: 503, times: 3 });
    const unavailable = await rejection(client.getProduct('mc'));
    expect([unavailable.status, unavailable.name]).to.deep.equal([503, 'SERVICE_UNAVAILABLE']);
    expect(recorder.requests.filter((r) => r.url.endsWith('/calculator/mc'))).to.have.length(3);

    // Persistent: a browser silently retries a request whose kept-alive connection dropped.
    await injectFault({ scope, endpoint: 'GET /salgspant/api/calculator/caravan', drop: true });
    const dropped = await rejection(client.getProduct('caravan'));
    expect(dropped.kind).to.equal('network');
    expect(dropped.name).to.equal('SERVICE_UNAVAILABLE');
    // The message is a text key; the error screen's detail panel shows its text.
    expect(textOf(dropped.message)).to.contain('Vi får ikke kontakt med banken');
  });

  it('gives an empty result for 204', async () => {
    await loginAs(PERSONS.kari);
    // eslint-disable-next-line @typescript-eslint/no-confusing-void-expression -- asserts the call resolves to nothing
    expect(await client.trackInsuranceClick()).to.equal(undefined);
  });

  it('fails clearly, without crashing, on a response that does not match its schema', async () => {
    await injectFault({
      scope,
      endpoint: 'GET /salgspant/api/calculator/camping',
      body: '{"interestsAndFees": 7}',
      times: 1,
    });
    const malformed = await rejection(client.getProduct('camping'));
    expect(malformed.kind).to.equal('invalid-response');
    expect(malformed.name).to.equal('INVALID_RESPONSE');
    expect(malformed.developerMessage).to.contain('does not match its schema at "interestsAndFees"');

    await injectFault({
      scope,
      endpoint: 'GET /salgspant/api/calculator/camping',
      body: '<html>proxy</html>',
      times: 1,
    });
    const notJson = await rejection(client.getProduct('camping'));
    expect(notJson.developerMessage).to.contain('is not JSON');
  });

  it('sends identical concurrent calls once and shares the answer; different calls go separately', async () => {
    const [a, b] = await Promise.all([client.getProduct('car'), client.getProduct('car')]);
    expect(a).to.equal(b);
    expect(recorder.requests).to.have.length(1);
    await Promise.all([
      client.lookupVehicle({ vehicleRegistrationNumber: 'EB66018', odometerValue: 1 }),
      client.lookupVehicle({ vehicleRegistrationNumber: 'EB66018', odometerValue: 2 }),
    ]);
    expect(recorder.requests).to.have.length(3);
    expect(client.pending).to.equal(0);
  });

  it('a double submit sends one application', async () => {
    await loginAs(PERSONS.kari);
    const body = {
      mainApplicant: {
        ssn: PERSONS.kari,
        email: 'kari@example.no',
        phone: '48000001',
        employmentConditionCode: 'FULL_TIME_EMPLOYEE' as const,
        livingConditionCode: 'OWNS_HOUSING' as const,
        rentalFee: null,
        grossIncome: 750000,
        totalDebt: 1200000,
        tradeIn: false,
        tradeInDebt: null,
      },
      coApplicant: null,
      loanInfo: {
        loanType: 'LOAN_COMMITMENT' as const,
        vehiclePrice: 300000,
        loanProduct: 'CAR',
        equity: 60000,
        requestedLoanPeriodInMonths: 60,
        vehicleRegistrationNumber: null,
        odometerValue: null,
      },
      kycAnswered: true,
    };
    const [first, second] = await Promise.all([client.submitApplication(body), client.submitApplication(body)]);
    expect(first).to.equal(second);
    expect(first.responseOrNull?.applicationStatus).to.equal('APPROVED');
    expect(recorder.requests.filter((r) => r.url.endsWith('/application/submit'))).to.have.length(1);
  });

  it('aborts everything in flight, and works again afterwards', async () => {
    await injectFault({ scope, endpoint: 'GET /salgspant/api/calculator/boat', latencyMs: 3000, times: 1 });
    const call = client.getProduct('boat');
    setTimeout(() => client.abort(), 50);
    const error = await rejection(call);
    expect(error.kind).to.equal('aborted');
    expect(error.aborted).to.equal(true);
    expect((await client.getProduct('boat')).interestsAndFees.loanProduct).to.equal('BOAT');
  });

  it('gives up after its timeout', async () => {
    const impatient = new LoanServiceClient({ bankRegNr: '9999', fetch: recorder.fetch, timeoutMs: 100 });
    await injectFault({ scope, endpoint: 'GET /salgspant/api/calculator/car-electric', latencyMs: 2000, times: 3 });
    const error = await rejection(impatient.getProduct('car-electric'));
    expect(error.kind).to.equal('timeout');
    expect(error.name).to.equal('SERVICE_UNAVAILABLE');
  });

  it('has a working method for every call of the service', async () => {
    await loginAs(PERSONS.kari);
    expect((await client.getKyc()).kycBlocked).to.equal(false);
    expect(await client.getFeature('salgspant-traffic-light')).to.be.a('boolean');
    expect((await client.getUserSession()).valid).to.equal(true);
    expect((await client.getUser()).firstName).to.equal('Kari');
    const sbl = await client.getOrCreateSblConsent({
      redirectUrl: '/min-oversikt/salgspantfullfor',
      lastName: 'Nordmann',
    });
    expect(['UNOPENED', 'OPENED', 'ACCEPTED']).to.include(sbl.sblStatus);
    expect((await client.getSblConsent()).sblStatus).to.equal(sbl.sblStatus);
    const list = await client.getLandingPage();
    expect(list.map((a) => a.applicationId)).to.include('100000001');
    const ongoing = await client.getOngoingApplication('100000001');
    expect(ongoing.customerIsMainApplicant).to.equal(true);
    const updated = await client.updateApplication({
      applicationId: '100000001',
      email: 'kari@example.no',
      phone: '48000001',
      kycAnswered: true,
      orderInsurance: false,
    });
    expect(updated.applicationId).to.equal('100000001');
    // eslint-disable-next-line @typescript-eslint/no-confusing-void-expression -- asserts the call resolves to nothing
    expect(await client.sendFeedback({ content: 'Hei', preViewCaseId: '100000003' })).to.equal(undefined);
    const upgrade = await client
      .upgradeLoanCommitment({
        preViewCaseId: '999999999',
        imported: false,
        manufacturer: 'Skoda',
        model: 'Enyaq',
        loanProduct: 'CAR',
        odometerValue: 1,
        modelYear: 2024,
        loanPeriodInMonths: 60,
        regNr: 'EB66018',
        equity: 1,
        vehiclePrice: 100000,
      })
      .catch((e: unknown) => e);
    expect((upgrade as ServiceError).name).to.equal('PREVIEW_CASE_NOT_FOUND');
    const { cacheId } = await client.createCalculatorCache({
      loanProduct: 'CAR',
      loanType: 'VEHICLE_LOAN',
      vehicleRegistrationNumber: 'EB66018',
      odometerValue: 1000,
      vehiclePrice: 300000,
      equity: 60000,
      loanAmount: 240000,
      requestedLoanPeriodInMonths: 60,
    });
    expect((await client.getCalculatorCache(cacheId)).loanAmount).to.equal(240000);
  });
});
