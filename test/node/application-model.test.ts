// The application's model (src/flows/application/application.model.ts) in Node, as tables: where the
// steps open after a reload or a login (the resume rule shared with the completion, decisions 0015,
// 0030, 0031), the tax portal's /error, the login and the age rule on the clock given. Storage,
// location, history and the clock are parameters; the loan service is a table of answers by path.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoanTransport } from '../../src/api/loan-client.js';
import { resolveConfig } from '../../src/config/config.js';
import { memoryStorage } from '../helpers/memory-storage.js';
import { ApplicationModel } from '../../src/flows/application/application.model.js';
import { ApplicationSend } from '../../src/flows/application/application.send.js';
import { applicationCatalogue } from '../../src/flows/application/application.texts.js';
import { draftKey, stepKey } from '../../src/flows/application/draft.js';
import { ServiceError } from '../../src/api/service-error.js';
import type { ApplicationSubmit } from '../../src/schemas/loan.js';
import { loanCase } from '../helpers/loan-case.js';

const CACHE = 'c-1';
/** Emil, born 1986 (a sandbox test person). */
const ADULT = '21048651213';

interface Setup {
  storedStep?: number;
  draft?: Record<string, unknown>;
  hash?: string;
  session?: { valid?: boolean; directChannel?: string | null };
  ssn?: string;
  now?: Date;
  /** Calls answered by a function (the send and the look-ups of decision 0037), counted in `calls`. */
  handlers?: Record<string, () => Promise<unknown>>;
  /** How long before the model's clock the draft and the step index were saved (default: at that moment). */
  savedAgoMs?: number;
}

async function application(setup: Setup = {}) {
  const now = setup.now ?? new Date('2026-11-26T12:00:00Z');
  const entries: Record<string, unknown> = {};
  const savedAt = now.getTime() - (setup.savedAgoMs ?? 0);
  if (setup.storedStep !== undefined) entries[stepKey(CACHE)] = { index: setup.storedStep, savedAt };
  if (setup.draft) {
    entries[draftKey(CACHE)] = {
      applicants: null,
      sblAccepted: false,
      kycAnswered: false,
      kycToken: null,
      ...setup.draft,
      savedAt,
    };
  }
  const storage = memoryStorage(entries);
  const answers: Record<string, unknown> = {
    'GET user/session': {
      valid: setup.session?.valid ?? true,
      kundeIdUrl: null,
      kundeIdRedirectUrl: null,
      directChannel: setup.session?.directChannel ?? null,
    },
    'GET user': {
      bankRegNo: { value: '9999' },
      ssn: setup.ssn ?? ADULT,
      firstName: 'Emil',
      lastName: 'Berg',
      email: null,
      phone: null,
    },
    [`GET cache/${CACHE}`]: {
      loanProduct: 'CAR',
      loanType: 'VEHICLE_LOAN',
      vehicleRegistrationNumber: null,
      odometerValue: null,
      vehiclePrice: 300000,
      equity: 60000,
      loanAmount: 240000,
      requestedLoanPeriodInMonths: 96,
    },
  };
  const calls: string[] = [];
  const client = {
    basePath: '/salgspant/api',
    abort: () => undefined,
    call: (method: string, path: string) => {
      const key = `${method} ${path}`;
      calls.push(key);
      const handler = setup.handlers?.[key];
      if (handler) return handler();
      return key in answers ? Promise.resolve(answers[key]) : Promise.reject(new Error(`unexpected ${key}`));
    },
  } as unknown as LoanTransport;
  const navigations: string[] = [];
  const replaced: string[] = [];
  const model = new ApplicationModel({
    client,
    config: resolveConfig({}, {}, applicationCatalogue).config,
    host: new EventTarget(),
    storage,
    stepStorage: storage,
    location: {
      href: `https://bank.no/min-oversikt/salgspantsoknad?cacheId=${CACHE}${setup.hash ?? '#/application/form'}`,
      assign: (u) => void navigations.push(String(u)),
    },
    history: { replaceState: (_d, _t, url) => void replaced.push(String(url)) },
    now: () => now,
  });
  await model.load();
  return { model, storage, navigations, replaced, calls };
}

function at(model: ApplicationModel): string {
  return `${model.engine.position.value} av ${model.engine.total.value} ${model.engine.current.value}`;
}

const ALONE = { mainApplicant: { firstName: 'Emil' } };

describe('ApplicationModel: where the steps open (the one resume rule)', () => {
  const table: Array<[string, Setup, string, boolean]> = [
    ['a first visit', {}, '1 av 5 loan', false],
    [
      'a reload at the declaration, alone',
      { storedStep: 3, draft: { sblAccepted: true, applicantsResult: ALONE } },
      '4 av 5 kyc',
      false,
    ],
    [
      'a reload past step 3 whose result is not kept',
      { storedStep: 3, draft: { sblAccepted: true } },
      '3 av 5 applicants',
      true,
    ],
    ['a stored step without a draft: never past a step not done', { storedStep: 4 }, '2 av 5 sbl', false],
    ['an advisor skips the consent', { session: { directChannel: 'ADVISOR' } }, '1 av 4 loan', false],
    [
      'a draft and a step index five hours old on the model’s clock: a first visit',
      { storedStep: 3, draft: { sblAccepted: true, applicantsResult: ALONE }, savedAgoMs: 5 * 3_600_000 },
      '1 av 5 loan',
      false,
    ],
  ];
  for (const [name, setup, expected, reconfirm] of table) {
    it(name, async () => {
      const { model } = await application(setup);
      assert.equal(model.phase.value.status, 'form');
      assert.equal(at(model), expected);
      assert.equal(model.reconfirmApplicants.value, reconfirm);
    });
  }
});

describe('ApplicationModel: entry', () => {
  it('takes the tax portal’s /error as a failed consent, forgets the acceptance and cleans the address', async () => {
    const { model, storage, replaced } = await application({
      hash: '#/application/form/error',
      draft: { sblAccepted: true },
    });
    assert.equal(model.sbl.value.status, 'failed');
    assert.deepEqual(replaced, [`/min-oversikt/salgspantsoknad?cacheId=${CACHE}#/application/form`]);
    assert.equal((JSON.parse(storage.getItem(draftKey(CACHE)) ?? '{}') as { sblAccepted: boolean }).sblAccepted, false);
  });

  it('gives the portal this page with the form route', async () => {
    const { model } = await application();
    assert.equal(model.sblController.returnUrl(), `/min-oversikt/salgspantsoknad?cacheId=${CACHE}#/application/form`);
  });

  it('sends a visitor whose session is not valid to the login and back', async () => {
    const { model, navigations } = await application({ session: { valid: false } });
    assert.equal(model.phase.value.status, 'login');
    const login = new URL(navigations[0] ?? '', 'https://bank.no');
    assert.equal(login.pathname, '/sandbox/login');
    assert.equal(
      login.searchParams.get('returnTo'),
      `/min-oversikt/salgspantsoknad?cacheId=${CACHE}#/application/form`,
    );
  });

  const ages: Array<[string, Date, string]> = [
    ['16 on the clock given: refused', new Date('2026-11-26T12:00:00Z'), 'error'],
    ['20 on the clock given: applies', new Date('2030-01-01T12:00:00Z'), 'form'],
  ];
  for (const [name, now, phase] of ages) {
    it(`reads the customer's age on the model's clock: ${name}`, async () => {
      const { model } = await application({ ssn: '01011050081', now });
      assert.equal(model.phase.value.status, phase);
    });
  }
});

// ── Step 5: the send, through the step engine's save (decision 0067) and never twice (decision 0037) ──

const AT_REVIEW: Setup = {
  storedStep: 4,
  draft: { sblAccepted: true, applicantsResult: ALONE, kycAnswered: true },
};

const CASE = loanCase('100000999', { eligibleForInsurance: false });
const LISTED = {
  applicationId: CASE.applicationId,
  loanType: 'VEHICLE_LOAN',
  loanProduct: 'CAR',
  vehicleRegistrationNumber: null,
};

function failure(kind: 'timeout' | 'http', status: number, name: string): ServiceError {
  return new ServiceError({ kind, status, name, message: name });
}

/** A promise and its resolver (a send the test answers when it chooses). */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => (resolve = r));
  return { promise, resolve };
}

/** Step 5's send, as the step makes it. */
const sendOf = (model: ApplicationModel) => model.sendWith((m) => new ApplicationSend(m));

function payload(model: ApplicationModel): ApplicationSubmit {
  return { loanInfo: model.loanInfo } as unknown as ApplicationSubmit;
}

describe('ApplicationModel: the send is the step engine’s save of step 5', () => {
  it('shows the send under way, and «Forrige» does not leave step 5 while it runs', async () => {
    const answer = deferred<unknown>();
    const { model } = await application({
      ...AT_REVIEW,
      handlers: { 'POST application/submit': () => answer.promise, 'GET landingpage': () => Promise.resolve([]) },
    });
    assert.equal(at(model), '5 av 5 review');
    const sent = sendOf(model).submit(payload(model));
    await new Promise((r) => setImmediate(r));
    assert.equal(sendOf(model).state.value.status, 'sending');
    model.previous();
    assert.equal(at(model), '5 av 5 review');
    answer.resolve({ failure: false, responseOrNull: CASE, errorOrNull: null });
    await sent;
    assert.equal(model.phase.value.status, 'leaving');
  });

  it('a second press while the send runs sends nothing more', async () => {
    const answer = deferred<unknown>();
    const { model, calls } = await application({
      ...AT_REVIEW,
      handlers: { 'POST application/submit': () => answer.promise, 'GET landingpage': () => Promise.resolve([]) },
    });
    const first = sendOf(model).submit(payload(model));
    await new Promise((r) => setImmediate(r));
    await sendOf(model).submit(payload(model));
    answer.resolve({ failure: false, responseOrNull: CASE, errorOrNull: null });
    await first;
    assert.equal(calls.filter((c) => c === 'POST application/submit').length, 1);
  });

  const table: Array<[string, ServiceError, boolean, number, string]> = [
    // name, the first send's failure, the case is on the list afterwards, sends in all after two presses, send state
    ['a timeout whose case was created: found, not sent again', failure('timeout', 0, 'TIMEOUT'), true, 1, 'idle'],
    ['a timeout with no case: the message, then sent again', failure('timeout', 0, 'TIMEOUT'), false, 2, 'failed'],
    [
      'a refusal with a status: sent again at the next press',
      failure('http', 503, 'SERVICE_UNAVAILABLE'),
      false,
      2,
      'failed',
    ],
  ];
  for (const [name, error, created, sends, state] of table) {
    it(`decision 0037: ${name}`, async () => {
      let sent = 0;
      const { model, calls } = await application({
        ...AT_REVIEW,
        handlers: {
          'POST application/submit': () => {
            sent += 1;
            return Promise.reject(error);
          },
          'GET landingpage': () => Promise.resolve(created && sent > 0 ? [LISTED] : []),
          [`GET application/ongoing/${CASE.applicationId}`]: () => Promise.resolve(CASE),
        },
      });
      sendOf(model).prepare();
      await sendOf(model).submit(payload(model));
      if (model.phase.value.status === 'form') await sendOf(model).submit(payload(model));
      assert.equal(calls.filter((c) => c === 'POST application/submit').length, sends);
      assert.equal(sendOf(model).state.value.status, state);
    });
  }
});
