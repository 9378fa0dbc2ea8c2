// The KYC-service client against the sandbox over HTTP: the session token header, shared in-flight
// calls, query encoding, "missing method", error mapping, keep-alive, and a whole private declaration
// answered through the client's methods.
import { expect } from '@esm-bundle/chai';
import { encodeQuery } from '../../src/api/http.js';
import {
  KEEP_ALIVE_INTERVAL_MS,
  KEEP_ALIVE_MAX_MS,
  KYC_TOKEN_STORAGE_KEY,
  KycServiceClient,
  type Scheduler,
} from '../../src/api/kyc-client.js';
import { ServiceError } from '../../src/api/service-error.js';
import { until } from '../helpers/fixture.js';
import { clearFaults, injectFault, loginAs, logout, newScope, PERSONS, recordingFetch } from '../helpers/sandbox.js';
import { rejection } from '../helpers/service-error.js';
import { defined } from '../helpers/defined.js';
import { SHORT_PRIVATE_DYNAMIC_ANSWERS } from '../helpers/kyc-answers.js';

async function kycToken(body: Record<string, unknown>): Promise<string> {
  const response = await fetch('/sandbox/api/kyc-token', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  return ((await response.json()) as { token: string }).token;
}

/** A scheduler the test drives by hand: one interval, fired by `tick()`. */
function manualScheduler() {
  let callback: (() => void) | undefined;
  let now = 0;
  let interval = 0;
  const scheduler: Scheduler = {
    setInterval: (cb, ms) => {
      callback = cb;
      interval = ms;
      return 1;
    },
    clearInterval: () => {
      callback = undefined;
    },
    now: () => now,
  };
  return {
    scheduler,
    get running() {
      return callback !== undefined;
    },
    get interval() {
      return interval;
    },
    /** Advances the clock one interval and fires the tick (the ping it sends is awaited by the test). */
    tick(ms = KEEP_ALIVE_INTERVAL_MS) {
      now += ms;
      callback?.();
    },
  };
}

/** In-memory session storage. */
function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe('KycServiceClient', () => {
  let scope: string;
  let recorder: ReturnType<typeof recordingFetch>;
  let storage: ReturnType<typeof memoryStorage>;
  let client: KycServiceClient;

  beforeEach(() => {
    scope = newScope();
    recorder = recordingFetch(scope);
    storage = memoryStorage();
    client = new KycServiceClient({ fetch: recorder.fetch, storage });
  });
  afterEach(async () => {
    client.abort();
    await clearFaults(scope);
    await logout();
  });

  it('sends the session token from session storage with every call', async () => {
    const token = await kycToken({ ssn: PERSONS.kari });
    storage.setItem(KYC_TOKEN_STORAGE_KEY, token);
    expect(client.token).to.equal(token);
    expect((await client.getCustomerType()).customerType).to.equal('PRIVATE');
    expect(defined(recorder.requests[0]).headers.get('X-KYC-Token')).to.equal(token);
  });

  it('uses sessionStorage by default', async () => {
    const token = await kycToken({ ssn: PERSONS.kari });
    const plain = new KycServiceClient({ fetch: recorder.fetch });
    plain.setToken(token);
    try {
      expect(sessionStorage.getItem('v1:kyc:token')).to.equal(token);
      expect((await plain.getCustomerType()).customerType).to.equal('PRIVATE');
    } finally {
      plain.setToken(null);
    }
    expect(sessionStorage.getItem('v1:kyc:token')).to.equal(null);
  });

  it('answers 401 without a valid token as a ServiceError', async () => {
    const missing = await rejection(client.getCountries());
    expect([missing.status, missing.name]).to.deep.equal([401, 'UNAUTHORIZED']);
    expect(missing.message).to.equal('Økten er utløpt. Vennligst logg på igjen.');
    client.setToken('not-a-token');
    const wrong = await rejection(client.getCountries());
    expect(wrong.status).to.equal(401);
  });

  it('shares identical calls in flight', async () => {
    client.setToken(await kycToken({ ssn: PERSONS.kari }));
    const [a, b] = await Promise.all([client.getCountries(), client.getCountries()]);
    expect(a).to.equal(b);
    expect(recorder.requests).to.have.length(1);
    expect(a.find((c) => c.iso3 === 'NOR')?.text).to.equal('Norge');
  });

  it('encodes query values and repeats arrays', async () => {
    expect(
      encodeQuery({ code: '0150', country: 'NOR', tags: ['a b', 'c&d'], skip: undefined, none: null, n: 3, yes: true }),
    ).to.equal('?code=0150&country=NOR&tags=a+b&tags=c%26d&n=3&yes=true');
    expect(encodeQuery({})).to.equal('');
    client.setToken(await kycToken({ ssn: PERSONS.kari }));
    const result = await client.verifyPostalCode('0150', 'NOR');
    expect(result).to.deep.include({ typeInfo: 'valid' });
    expect(defined(recorder.requests[0]).url).to.equal(
      `${location.origin}/kyc-declaration/api/kyc/postal-codes/verify?code=0150&country=NOR`,
    );
  });

  it('fails a request without method with "missing method", sending nothing', async () => {
    const error = await rejection(client.request({ path: 'kyc/countries', schema: undefined }));
    expect(error.message).to.equal('missing method');
    expect(recorder.requests).to.have.length(0);
  });

  describe('keep-alive', () => {
    it('pings every 60 s and stops after 4 hours', async () => {
      const clock = manualScheduler();
      const keeper = new KycServiceClient({ fetch: recorder.fetch, storage, scheduler: clock.scheduler });
      keeper.setToken(await kycToken({ ssn: PERSONS.kari }));
      let expired = 0;
      keeper.startKeepAlive({ onSessionExpired: () => (expired += 1) });
      expect(clock.interval).to.equal(60_000);
      clock.tick();
      await until(() => keeper.pending === 0, 'first ping answered');
      clock.tick();
      await until(() => keeper.pending === 0, 'second ping answered');
      expect(recorder.requests.map((r) => new URL(r.url).pathname)).to.deep.equal([
        '/kyc-declaration/api/kyc/keepAlive',
        '/kyc-declaration/api/kyc/keepAlive',
      ]);
      clock.tick(KEEP_ALIVE_MAX_MS);
      expect(clock.running).to.equal(false);
      expect(recorder.requests).to.have.length(2);
      expect(expired).to.equal(0);
    });

    it('signals "session expired" on 401 and stops', async () => {
      const clock = manualScheduler();
      const keeper = new KycServiceClient({ fetch: recorder.fetch, storage, scheduler: clock.scheduler });
      keeper.setToken('expired-token');
      let expired = 0;
      keeper.startKeepAlive({ onSessionExpired: () => (expired += 1) });
      clock.tick();
      await until(() => expired > 0, 'session expired');
      expect(expired).to.equal(1);
      expect(keeper.keepingAlive).to.equal(false);
      expect(keeper.keepAliveError?.status).to.equal(401);
      clock.tick();
      expect(recorder.requests).to.have.length(1);
    });

    it('stops on any other status of 400 or more, without "session expired"', async () => {
      const clock = manualScheduler();
      const keeper = new KycServiceClient({ fetch: recorder.fetch, storage, scheduler: clock.scheduler });
      keeper.setToken(await kycToken({ ssn: PERSONS.kari }));
      await injectFault({ scope, endpoint: 'GET /kyc-declaration/api/kyc/keepAlive', status: 500 });
      const errors: ServiceError[] = [];
      let expired = 0;
      keeper.startKeepAlive({ onSessionExpired: () => (expired += 1), onError: (e) => errors.push(e) });
      clock.tick();
      await until(() => errors.length > 0, 'keep-alive error');
      expect(keeper.keepingAlive).to.equal(false);
      expect(errors.map((e) => e.status)).to.deep.equal([500]);
      expect(expired).to.equal(0);
    });
  });

  it('answers a whole private declaration through its methods', async () => {
    await loginAs(PERSONS.kari);
    const { token } = await client.tokenForProcess({
      bankRegNr: '9999',
      publicId: { value: PERSONS.kari },
      processType: 'CAR_LOAN',
    });
    expect(client.token).to.equal(token);
    expect(defined(recorder.requests[0]).headers.get('X-CSRF-Token')).to.match(/.{20,}/);

    const form = await client.getForm('CAR_LOAN');
    const types = form.sections.map((s) => (s as { type: string }).type);
    expect(types).to.include.members([
      'WELCOME_WITH_PRODUCTS',
      'COUNTRY',
      'PEP_RCA',
      'PRIVATE_TAX',
      'DYNAMIC_QUESTIONS',
      'CASE_SUMMARY',
      'TAX_SIGNING',
    ]);
    expect((await client.getForm('CAR_LOAN', 7)).sections.length).to.be.greaterThan(0);
    expect(await client.getWadl()).to.contain('<application');
    expect((await client.getCustomerType()).customerType).to.equal('PRIVATE');
    expect((await client.getPepRoleCountries()).length).to.be.greaterThan(100);
    expect((await client.getPepRoleTypes()).length).to.be.greaterThan(0);
    expect((await client.getRcaRoleTypes()).length).to.be.greaterThan(0);
    expect((await client.getTaxRelationCountries()).fatcaCountries.map((c) => c.iso3)).to.deep.equal(['USA']);
    expect((await client.getPostalCodes()).some((p) => p.code === '0150')).to.equal(true);
    expect(await client.getWebBankTask()).to.have.property('url');
    // eslint-disable-next-line @typescript-eslint/no-confusing-void-expression -- asserts the call resolves to nothing
    expect(await client.log({ level: 'INFO', message: 'Kundeerklæring startet' })).to.equal(undefined);

    expect(
      (await client.confirmCountries({ countryOfBirth: 'NOR', countryOfResidence: 'NOR', citizenship: ['NOR'] }))
        .typeInfo,
    ).to.equal('OK');
    await client.submitPepRca({ isPep: false, pep: [], isRca: false, rca: [] });
    await client.submitTaxRelationSection({ isTaxLiableAbroad: false, taxRelations: [] });
    await client.submitSourceOfIncomeSection({
      answers: [{ sourceId: 'SALARY', amount: 450000, comment: null, version: 1 }],
    });
    await client.submitCheckboxSourceOfIncomeSection({ answers: [{ sourceId: 'SAVINGS' }] });
    const dynamicIndex = types.indexOf('DYNAMIC_QUESTIONS');
    await client.submitDynamicSection({
      sectionIndex: dynamicIndex,
      answers: SHORT_PRIVATE_DYNAMIC_ANSWERS,
    } as never);

    const consent = await client.getOrCreateTaxConsent('/min-oversikt/kyc');
    expect(['UNOPENED', 'OPENED', 'ACCEPTED']).to.include(consent.status);

    const signing = await client.startSigning('/min-oversikt/kyc');
    expect(signing.completed).to.equal(false);
    const signed = await fetch(defined(signing.url), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'action=sign',
      redirect: 'manual',
    });
    expect(signed.type === 'opaqueredirect' || signed.status === 303).to.equal(true);
    expect((await client.startSigning()).completed).to.equal(true);

    const process = await client.getProcessSummary();
    expect(process).to.have.property('groups');
    const caseId = (form.sections.find((s) => (s as { type: string }).type === 'CASE_SUMMARY') as { caseId: string })
      .caseId;
    expect((await client.getCaseSummary(caseId)).caseId).to.equal(caseId);
    // eslint-disable-next-line @typescript-eslint/no-confusing-void-expression -- asserts the call resolves to nothing
    expect(await client.confirmCaseSummary(caseId)).to.equal(undefined);

    const done = await client.completeDeclaration();
    expect(done.caseStatus).to.equal('OK');
    expect((await client.completeDeclaration(1)).caseStatus).to.equal('OK');
  });

  it('answers the corporate calls for a company representative', async () => {
    client.setToken(await kycToken({ ssn: PERSONS.kari, customer: 'CORPORATE' }));
    const form = await client.getForm('BECOME_CORPORATE_CUSTOMER');
    const board = form.sections.find((s) => (s as { type: string }).type === 'CORPORATE_BOARD_ACTORS') as {
      ceo: unknown;
      boardChairman: unknown;
      boardMembers: unknown[];
    };
    await client.confirmCorporateInformation({
      businessCode: '45.112',
      corporateFormType: 'AS',
      establishDate: '2014-05-12',
    });
    await client.submitCorporateInstitutionTypeSection({
      typeInfo: 'nonFinancialInstitution',
      passiveCorporate: false,
    });
    await client.submitCorporateActors({
      typeInfo: 'CEO_CHAIRMAN_BOARD_V2',
      ceo: board.ceo,
      chairman: board.boardChairman,
      board: board.boardMembers,
      confirmation: { typeInfo: 'CONFIRMED' },
    } as never);
    const invalid = await rejection(
      client.submitCorporateActors({
        typeInfo: 'corporateBeneficialOwnerActorsV3',
        hasRR: true,
        beneficialOwners: [],
        confirmation: { typeInfo: 'CONFIRMED' },
      } as never),
    );
    expect(invalid.status).to.be.within(400, 499);
  });
});
