// The loan-flow core (src/flows/shared/loan-flow.ts) in Node: what a flow declares reaches the step
// engine, the tax-data consent, KYC and the login session; the entry; the consent-save rule of spec 1
// §4. Storage, location and the clock are parameters; the loan service is a table of answers by path.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { LoanTransport } from '../../src/api/loan-client.js';
import { ServiceError } from '../../src/api/service-error.js';
import { resolveConfig } from '../../src/config/config.js';
import { LoanFlowCore, pageOf, type CorePhase, type LoanFlowDeclaration } from '../../src/flows/shared/loan-flow.js';
import { STORAGE_PREFIX } from '../../src/platform/steps.js';
import { memoryStorage } from '../helpers/memory-storage.js';

type Step = 'one' | 'sbl' | 'three';
const STEPS: readonly Step[] = ['one', 'sbl', 'three'];
const KEY = `${STORAGE_PREFIX}test:step:abc`;

interface Setup {
  answers?: Record<string, unknown>;
  declare?: Partial<LoanFlowDeclaration<Step>>;
  storage?: Storage;
}

function core(setup: Setup = {}) {
  const calls: string[] = [];
  const shown: Array<CorePhase['status']> = [];
  const said: string[] = [];
  const navigations: string[] = [];
  const answers: Record<string, unknown> = {
    'GET user/session': { valid: true, kundeIdUrl: null, kundeIdRedirectUrl: null, directChannel: null },
    ...setup.answers,
  };
  const client = {
    basePath: '/salgspant/api',
    abort: () => void calls.push('abort'),
    call: (method: string, path: string) => {
      const key = `${method} ${path}`;
      calls.push(key);
      const answer = answers[key];
      if (answer instanceof Error) return Promise.reject(answer);
      return key in answers ? Promise.resolve(answer) : Promise.reject(new Error(`unexpected ${key}`));
    },
  } as unknown as LoanTransport;
  const flow: LoanFlowDeclaration<Step> = {
    route: '/test',
    stepKey: KEY,
    isSkipped: () => false,
    isDone: () => true,
    advisor: () => false,
    kycTokens: { read: () => null, write: () => undefined },
    show: (phase) => void shown.push(phase.status),
    sblAccepted: () => void said.push('sblAccepted'),
    keep: () => void said.push('keep'),
    beforeLogin: () => void said.push('beforeLogin'),
    ...setup.declare,
  };
  const flowCore = new LoanFlowCore<Step>(
    {
      client,
      config: resolveConfig({}, {}, {}).config,
      host: new EventTarget(),
      stepStorage: setup.storage ?? memoryStorage(),
      location: { href: 'https://bank.no/side?id=1', assign: (u) => void navigations.push(String(u)) },
      history: { replaceState: () => undefined },
      now: () => new Date('2026-11-28T12:00:00Z'),
    },
    flow,
  );
  return { core: flowCore, calls, shown, said, navigations };
}

describe('LoanFlowCore: the entry', () => {
  it('shows the loader, keeps the valid session and runs the flow’s entry with it', async () => {
    const { core: flow, shown } = core();
    let entered = false;
    const failure = await flow.enter(() => {
      entered = true;
      return Promise.resolve();
    });
    assert.equal(failure, null);
    assert.equal(entered, true);
    assert.deepEqual(shown, ['loading']);
    assert.equal(flow.session.value?.valid, true);
  });

  it('sends a visitor whose session is not valid to the login, without the flow’s entry', async () => {
    const {
      core: flow,
      shown,
      navigations,
    } = core({
      answers: {
        'GET user/session': { valid: false, kundeIdUrl: null, kundeIdRedirectUrl: null, directChannel: null },
      },
    });
    let entered = false;
    await flow.enter(() => {
      entered = true;
      return Promise.resolve();
    });
    assert.equal(entered, false);
    assert.deepEqual(shown, ['loading', 'login']);
    assert.equal(navigations.length, 1);
  });

  const failures: Array<[string, Error, string | null, string[]]> = [
    // name, what the flow's entry throws, the failure returned, what the flow saw
    [
      'a failure of the service is returned for the error screen',
      new ServiceError({ kind: 'http', status: 503, name: 'SERVICE_UNAVAILABLE', message: 'x' }),
      'SERVICE_UNAVAILABLE',
      [],
    ],
    [
      'a lost session leads through the login, the draft kept first',
      new ServiceError({ kind: 'http', status: 401, name: 'UNAUTHORIZED', message: 'x' }),
      null,
      ['beforeLogin'],
    ],
  ];
  for (const [name, thrown, returned, said] of failures) {
    it(name, async () => {
      const { core: flow, said: seen, shown } = core();
      const failure = await flow.enter(() => Promise.reject(thrown));
      assert.equal(failure?.name ?? null, returned);
      assert.deepEqual(seen, said);
      if (said.length > 0) assert.deepEqual(shown, ['loading', 'login']);
    });
  }
});

describe('LoanFlowCore: what the flow declares reaches the step engine', () => {
  it('lays the steps out with the flow’s skips, and «Neste» asks the flow’s guard', () => {
    let done = false;
    const { core: flow } = core({ declare: { isSkipped: (step) => step === 'sbl', isDone: () => done } });
    flow.engine.setSteps(STEPS);
    assert.equal(flow.engine.total.value, 2);
    assert.equal(flow.engine.next(), false);
    done = true;
    assert.equal(flow.engine.next(), true);
    assert.equal(flow.engine.current.value, 'three');
  });

  const keys: Array<[string, string | null, boolean]> = [
    ['a step key: the index is kept under it', KEY, true],
    ['no step key (no case to key it by): nothing is kept', null, false],
  ];
  for (const [name, stepKey, kept] of keys) {
    it(name, () => {
      const storage = memoryStorage();
      const { core: flow } = core({ storage, declare: { stepKey } });
      flow.engine.setSteps(STEPS);
      flow.engine.next();
      assert.equal(storage.getItem(KEY) !== null, kept);
      // Nothing under any other key either: only the step index is written, and only with a key.
      assert.equal(storage.length, kept ? 1 : 0);
    });
  }

  it('gives the tax-data consent the flow’s route and says when it is accepted', async () => {
    const { core: flow, said } = core({
      answers: {
        'GET user': { ssn: '21048651213', firstName: 'Emil', lastName: 'Berg' },
        'POST sbl/get-or-create': { sblStatus: 'ACCEPTED', customerUrl: null },
      },
    });
    flow.user.value = {
      bankRegNo: { value: '9999' },
      ssn: '1',
      firstName: 'Emil',
      lastName: 'Berg',
      email: null,
      phone: null,
    };
    assert.equal(flow.sbl.returnUrl(), '/side?id=1#/test');
    await flow.sbl.check();
    assert.deepEqual(said, ['sblAccepted']);
  });
});

describe('LoanFlowCore: a consent that could not be saved (spec 1 §4)', () => {
  const table: Array<[string, { accepted: boolean; advisor: boolean }, boolean]> = [
    ['before the consent is accepted: back to step 1 with the notice', { accepted: false, advisor: false }, true],
    ['the consent accepted: stays, as the step’s error', { accepted: true, advisor: false }, false],
    ['an advisor’s case (no consent): stays', { accepted: false, advisor: true }, false],
  ];
  for (const [name, { accepted, advisor }, back] of table) {
    it(name, () => {
      const { core: flow } = core({ declare: { advisor: () => advisor } });
      flow.engine.setSteps(STEPS);
      flow.engine.goTo(2);
      if (accepted) flow.sbl.restoreAccepted();
      assert.equal(flow.consentSaveFailed(), back);
      assert.equal(flow.engine.index.value, back ? 0 : 2);
      assert.equal(flow.notice.value, back ? 'consentSaveBack' : null);
    });
  }
});

describe('LoanFlowCore: the page and the end', () => {
  it('takes the page given, and none in Node when none is given', () => {
    const location = { href: 'https://bank.no/', assign: () => undefined };
    assert.equal(pageOf({ location }).location, location);
    assert.equal(pageOf({}).location, undefined);
    assert.equal(pageOf({}).history, undefined);
  });

  it('cancels the flow’s calls when the element is removed', () => {
    const { core: flow, calls } = core();
    flow.dispose();
    assert.deepEqual(calls, ['abort']);
  });
});
