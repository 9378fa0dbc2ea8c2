// The completion's model (src/flows/completion/completion.model.ts) in Node, as tables: where the steps
// open after the fetch (decisions 0024 §3, 0036 §3 and §5), the step list that never renumbers, the tax
// portal's /error and the login. Storage, location and history are parameters; the loan service is a
// table of answers by path.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoanTransport } from '../../src/api/loan-client.js';
import { resolveConfig } from '../../src/config/config.js';
import { memoryStorage } from '../helpers/memory-storage.js';
import { completionDraftKey } from '../../src/flows/completion/completion.draft.js';
import { CompletionModel } from '../../src/flows/completion/completion.model.js';
import { SigningController } from '../../src/flows/completion/completion.signing.js';
import { CompletionUpdate } from '../../src/flows/completion/completion.update.js';
import { STORAGE_PREFIX, storageTag } from '../../src/platform/steps.js';
import { completionCatalogue } from '../../src/flows/completion/completion.texts.js';
import type { ApplicationResponse } from '../../src/schemas/loan.js';
import { loanCase } from '../helpers/loan-case.js';

const CASE = '100000401';

interface Setup {
  case?: Partial<ApplicationResponse>;
  /** The step index this tab stored (a reload, a return from the tax signing). */
  storedStep?: number;
  draft?: Record<string, unknown>;
  hash?: string;
  session?: boolean;
  consents?: number;
  /** The case as POST /application/update answers it. */
  update?: Partial<ApplicationResponse>;
  /** The model's clock, in ms after the entries were saved (default: the same moment). */
  laterMs?: number;
  /** POST /application/update answers once this settles (a slow service). */
  updateGate?: Promise<void>;
}

async function completion(setup: Setup = {}) {
  const now = Date.now();
  const entries: Record<string, unknown> = {};
  if (setup.storedStep !== undefined) {
    entries[`${STORAGE_PREFIX}completion:step:${storageTag(CASE)}`] = { index: setup.storedStep, savedAt: now };
  }
  if (setup.draft) entries[completionDraftKey(CASE, true)] = { ...setup.draft, savedAt: now };
  const storage = memoryStorage(entries);
  let answer = loanCase(CASE, setup.case);
  const consents = Array.from({ length: setup.consents ?? 1 }, (_, i) => ({
    samtykkeId: { value: `S${i}` },
    svar: 'UBESVART',
    tittel: 'Samtykke',
    tekster: [],
    popupTekst: null,
    infoTekst: null,
    svarNeiTekst: null,
  }));
  const calls: string[] = [];
  const client = {
    basePath: '/salgspant/api',
    abort: () => undefined,
    call: (method: string, path: string) => {
      const answers: Record<string, unknown> = {
        'GET user/session': {
          valid: setup.session ?? true,
          kundeIdUrl: null,
          kundeIdRedirectUrl: null,
          directChannel: null,
        },
        'GET user': {
          bankRegNo: { value: '9999' },
          ssn: '21048651213',
          firstName: 'Emil',
          lastName: 'Berg',
          email: null,
          phone: null,
        },
        [`GET application/ongoing/${CASE}`]: answer,
        'GET consent': consents,
        'POST sbl/get-or-create': { sblStatus: 'ACCEPTED', customerUrl: null },
        'POST application/update': loanCase(CASE, { ...setup.case, ...setup.update }),
        'POST consent': null,
      };
      const key = `${method} ${path}`;
      calls.push(key);
      if (key === 'POST application/update' && setup.updateGate) {
        return setup.updateGate.then(() => answers[key]);
      }
      if (key.startsWith('GET features/')) return Promise.resolve(true);
      if (!(key in answers)) return Promise.reject(new Error(`unexpected ${key}`));
      return Promise.resolve(answers[key]);
    },
  } as unknown as LoanTransport;
  const navigations: string[] = [];
  const replaced: string[] = [];
  const model = new CompletionModel({
    client,
    config: resolveConfig({}, {}, completionCatalogue).config,
    host: new EventTarget(),
    stepStorage: storage,
    location: {
      href: `https://bank.no/min-oversikt/salgspantfullfor?id=${CASE}${setup.hash ?? ''}`,
      assign: (u) => void navigations.push(String(u)),
    },
    history: { replaceState: (_d, _t, url) => void replaced.push(String(url)) },
    now: () => new Date(now + (setup.laterMs ?? 0)),
  });
  await model.load();
  return {
    model,
    calls,
    navigations,
    replaced,
    refetch: (next: Partial<ApplicationResponse>) => (answer = loanCase(CASE, { ...setup.case, ...next })),
  };
}

/** Steps 4 and 5's update, as their steps make it. */
const updateOf = (model: CompletionModel) => model.updateWith((m) => new CompletionUpdate(m));

/** «n av total title» of the open step. */
function at(model: CompletionModel): string {
  return `${model.engine.position.value} av ${model.engine.total.value} ${model.engine.current.value}`;
}

const DONE_UP_TO_KYC = {
  sblAccepted: true,
  contactSaved: true,
  insurance: { order: true, confirmed: true },
  contact: { email: '', phone: '' },
  answers: { S0: 'JA' },
};

describe('CompletionModel: where the steps open after the fetch', () => {
  const table: Array<[string, Setup, string]> = [
    ['a first visit', {}, '1 av 7 start'],
    ['a case already signed by everyone', { case: { applicationStatus: 'DOCUMENTS_COMPLETE' } }, '7 av 7 receipt'],
    ['a signing started, first visit', { case: { esigningStatus: 'ONGOING_SIGNING' } }, '6 av 7 signing'],
    [
      'a signing started, this tab at the declaration (0036 §5)',
      { case: { esigningStatus: 'ONGOING_SIGNING', orderInsurance: true }, storedStep: 4, draft: DONE_UP_TO_KYC },
      '5 av 7 kyc',
    ],
    [
      'back from the tax signing: the insurance ordered and confirmed in this visit',
      { case: { orderInsurance: true }, storedStep: 4, draft: DONE_UP_TO_KYC },
      '5 av 7 kyc',
    ],
    [
      'a stored step past an insurance not confirmed',
      { storedStep: 4, draft: { ...DONE_UP_TO_KYC, insurance: { order: true, confirmed: false } } },
      '3 av 7 insurance',
    ],
    ['a stored step without a draft: never past a step not done', { storedStep: 4 }, '2 av 7 sbl'],
    ['an advisor application skips the consent', { case: { advisorApplication: true } }, '1 av 6 start'],
    ['not eligible for insurance', { case: { eligibleForInsurance: false } }, '1 av 6 start'],
    ['no consents for the main applicant', { consents: 0 }, '1 av 6 start'],
  ];
  for (const [name, setup, expected] of table) {
    it(name, async () => {
      const { model } = await completion(setup);
      assert.equal(model.phase.value.status, 'form');
      assert.equal(at(model), expected);
    });
  }
});

describe('CompletionModel: the step list never renumbers', () => {
  it('keeps seven steps when the case, fetched again after signing, is no longer offered the insurance', async () => {
    const { model, refetch } = await completion({ case: { esigningStatus: 'ONGOING_SIGNING' } });
    assert.equal(at(model), '6 av 7 signing');
    refetch({ applicationStatus: 'DOCUMENTS_COMPLETE', signedByCurrentUser: true, eligibleForInsurance: false });
    await model.signingWith((options) => new SigningController(options)).ended('signed');
    assert.equal(at(model), '7 av 7 receipt');
  });
});

describe('CompletionModel: «Neste» asks the step engine', () => {
  it('stays at the insurance step until it is answered and confirmed', async () => {
    const { model } = await completion({
      storedStep: 2,
      draft: { ...DONE_UP_TO_KYC, insurance: { order: null, confirmed: false } },
    });
    assert.equal(at(model), '3 av 7 insurance');
    assert.equal(model.insuranceNext(), false);
    model.keepInsurance({ order: true, confirmed: false });
    assert.equal(model.insuranceNext(), false);
    model.keepInsurance({ order: true, confirmed: true });
    assert.equal(model.insuranceNext(), true);
    assert.equal(at(model), '4 av 7 contact');
  });
});

describe('CompletionModel: step 4’s update is the step engine’s save', () => {
  // While POST /application/update runs, each of these is refused; the step moves on once, after it.
  const table: Array<[string, (model: CompletionModel) => unknown]> = [
    ['a second «Neste»', (model) => updateOf(model).saveContact(null)],
    ['«Forrige»', (model) => model.previous()],
    ['the step engine’s «Forrige» (the step list)', (model) => model.engine.previous()],
    ['the step engine’s «Neste»', (model) => model.engine.next()],
  ];
  for (const [name, press] of table) {
    it(`${name} waits for the update`, async () => {
      let answer: () => void = () => undefined;
      const updateGate = new Promise<void>((resolve) => (answer = resolve));
      const { model, calls } = await completion({
        storedStep: 3,
        draft: { ...DONE_UP_TO_KYC, contactSaved: false },
        updateGate,
      });
      assert.equal(at(model), '4 av 7 contact');
      const first = updateOf(model).saveContact(null);
      await new Promise((resolve) => setTimeout(resolve, 0));
      assert.equal(model.engine.currentSave.value.status, 'submitting');
      await press(model);
      assert.equal(at(model), '4 av 7 contact');
      answer();
      await first;
      assert.equal(at(model), '5 av 7 kyc');
      assert.equal(calls.filter((call) => call === 'POST application/update').length, 1);
      assert.equal(calls.filter((call) => call === 'POST consent').length, 1);
    });
  }
});

describe('CompletionModel: entry', () => {
  it('takes the tax portal’s /error as a failed consent and removes it from the address', async () => {
    const { model, replaced } = await completion({ hash: '#/completion/error', draft: { ...DONE_UP_TO_KYC } });
    assert.equal(model.sblController.state.value.status, 'failed');
    assert.deepEqual(replaced, [`/min-oversikt/salgspantfullfor?id=${CASE}#/completion`]);
    assert.equal(at(model), '1 av 7 start');
  });

  it('sends a visitor whose session is not valid to the login and back', async () => {
    const { model, navigations } = await completion({ session: false });
    assert.equal(model.phase.value.status, 'login');
    assert.equal(navigations.length, 1);
    const login = new URL(navigations[0] ?? '', 'https://bank.no');
    assert.equal(login.pathname, '/sandbox/login');
    assert.equal(login.searchParams.get('returnTo'), `/min-oversikt/salgspantfullfor?id=${CASE}`);
  });
});

describe('CompletionModel: after the declaration, the update moves through the step engine', () => {
  const atKyc: Setup = { case: { orderInsurance: true }, storedStep: 4, draft: DONE_UP_TO_KYC };
  const table: Array<[string, Partial<ApplicationResponse>, string]> = [
    ['the signing opens', { esigningStatus: 'ONGOING_SIGNING' }, '6 av 7 signing'],
    [
      'signed by everyone: the receipt, past a signing that is done',
      { applicationStatus: 'DOCUMENTS_COMPLETE', esigningStatus: 'SIGNED', signedByCurrentUser: true },
      '7 av 7 receipt',
    ],
    [
      'both open: the receipt first, as on entry',
      { applicationStatus: 'DOCUMENTS_COMPLETE', esigningStatus: 'ONGOING_SIGNING', signedByCurrentUser: false },
      '7 av 7 receipt',
    ],
    [
      'neither: no jump past the signing, whose guard says it is not done',
      { esigningStatus: 'SIGNED', missingVariables: ['vehicleRegistrationNumber'] },
      '6 av 7 signing',
    ],
  ];
  for (const [name, update, expected] of table) {
    it(name, async () => {
      const { model } = await completion({ ...atKyc, update });
      assert.equal(at(model), '5 av 7 kyc');
      await updateOf(model).kycCompleted('OK');
      assert.equal(at(model), expected);
    });
  }
});

describe('CompletionModel: the draft and the step index age on the model’s clock (decision 0036 §1)', () => {
  const resumed: Setup = { case: { orderInsurance: true }, storedStep: 4, draft: DONE_UP_TO_KYC };
  const table: Array<[string, number, string]> = [
    ['three hours later: resumed', 3 * 3_600_000, '5 av 7 kyc'],
    ['five hours later: both too old, a first visit', 5 * 3_600_000, '1 av 7 start'],
  ];
  for (const [name, laterMs, expected] of table) {
    it(name, async () => {
      const { model } = await completion({ ...resumed, laterMs });
      assert.equal(at(model), expected);
    });
  }
});
