// The KYC declaration's model (src/flows/kyc-declaration/kyc-declaration.model.ts) in Node, against the
// real KYC client over a table of answers, with storage, location, clock and keep-alive timers given
// (spec 2 §4, §7, §8, §9): the token and the form (v8, else v7), resuming at the kept section, keep-alive
// and the expired session, the section saves and how a failure keeps the customer where they are, the
// signing, an information section that ends the declaration, the completion, and the reference lists.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { KYC_TOKEN_STORAGE_KEY } from '../../src/api/kyc-client.js';
import { KYC_STEP_KEY_PREFIX, KycDeclarationModel } from '../../src/flows/kyc-declaration/kyc-declaration.model.js';
import type { Outcome } from '../../src/flows/kyc-declaration/kyc-declaration.types.js';
import { carLoanTokenProvider, type KycTokenProvider } from '../../src/flows/kyc-declaration/kyc-declaration.token.js';
import type { KycCompleteDetail } from '../../src/flows/kyc-declaration/kyc-declaration.events.js';
import { storageTag } from '../../src/platform/steps.js';
import type { SalgspantNavigateEvent } from '../../src/platform/events.js';
import type { Section } from '../../src/schemas/kyc.js';
import { CSRF_TOKEN, failure, kycService, type Route } from '../helpers/fake-service.js';
import { memoryStorage } from '../helpers/memory-storage.js';

const TOKEN = 'kyc-token-1';
const NOW = Date.UTC(2026, 10, 28, 12);
const HOUR = 3_600_000;
const STEP_KEY = `${KYC_STEP_KEY_PREFIX}${storageTag(TOKEN)}`;
const DRAFT_KEY = `v1:kyc:draft:${storageTag(TOKEN)}`;

/** Welcome, PEP/RCA, countries, tax signing, process summary. */
const SECTIONS: Section[] = [
  { type: 'WELCOME' },
  { type: 'PEP_RCA' },
  { type: 'COUNTRY', citizenship: [], countryOfBirth: null, countryOfResidence: null },
  { type: 'TAX_SIGNING' },
  { type: 'PROCESS_SUMMARY' },
];
const FORM = { process: { processType: 'BECOME_PRIVATE' }, sections: SECTIONS };
const PEP_RCA = { isPep: false, pep: [], isRca: false, rca: [] };

interface Setup {
  routes?: Record<string, Route>;
  token?: string;
  tokenProvider?: KycTokenProvider;
  stored?: Record<string, unknown>;
  redirectUrl?: string;
}

function declaration(setup: Setup = {}) {
  const storage = memoryStorage(setup.stored);
  const service = kycService({ 'GET kyc/v8/form': { body: FORM }, ...setup.routes }, storage);
  const host = new EventTarget();
  const navigations: string[] = [];
  host.addEventListener('salgspant-navigate', (event) =>
    navigations.push((event as SalgspantNavigateEvent).detail.href),
  );
  const assigned: string[] = [];
  const completed: KycCompleteDetail[] = [];
  const model = new KycDeclarationModel({
    client: service.client,
    token: 'token' in setup ? setup.token : TOKEN,
    tokenProvider: setup.tokenProvider,
    kycContext: 'NETTBANK',
    host,
    storage,
    now: () => NOW,
    location: {
      pathname: '/lane/salgspant',
      search: '?cacheId=c-1',
      hash: '#/application/form',
      assign: (href) => void assigned.push(String(href)),
    },
    onComplete: (detail) => void completed.push(detail),
    redirectUrl: setup.redirectUrl,
  });
  return { model, service, storage, navigations, assigned, completed };
}

async function loaded(setup: Setup = {}) {
  const all = declaration(setup);
  await all.model.load();
  const engine = all.model.engine.value;
  assert.ok(engine);
  return { ...all, engine };
}

describe('the declaration model: the token and the form', () => {
  it('keeps the token in session storage, sends it on every call, fetches the v8 form and starts keep-alive', async () => {
    const { model, service, storage, engine } = await loaded();
    assert.equal(storage.getItem(KYC_TOKEN_STORAGE_KEY), TOKEN);
    assert.deepEqual(service.calls(), ['GET kyc/v8/form']);
    assert.equal(service.sent[0]?.query, '?kycContext=NETTBANK');
    assert.equal(service.sent[0].headers['x-kyc-token'], TOKEN);
    assert.equal(model.form.value.status, 'ready');
    assert.equal(model.sections.value.length, 5);
    assert.equal(engine.index.value, 0);
    assert.equal(service.timers.running(), 1);
  });

  it('without a token or a provider there is nothing to fetch', async () => {
    const { model, service } = declaration({ token: '' });
    await model.load();
    assert.deepEqual(model.form.value, { status: 'no-token' });
    assert.deepEqual(service.calls(), []);
  });

  it("a car loan's token: token-for-process with bank code 9812, the person in the body only, and the CSRF token", async () => {
    const nationalId = '21048651213';
    const { model, service, storage } = declaration({
      token: undefined,
      tokenProvider: carLoanTokenProvider({ nationalId }),
      routes: { 'POST kyc/token-for-process': { body: { token: TOKEN } } },
    });
    await model.load();
    const call = service.sent[0];
    assert.equal(`${call?.method} ${call?.path}`, 'POST kyc/token-for-process');
    assert.deepEqual(call?.body, {
      bankRegNr: '9812',
      publicId: { value: nationalId },
      processType: 'CAR_LOAN',
      client: 'salgspant-elements',
    });
    assert.equal(call.csrf, CSRF_TOKEN);
    assert.equal(call.query, '');
    assert.equal(storage.getItem(KYC_TOKEN_STORAGE_KEY), TOKEN);
    for (let i = 0; i < storage.length; i++)
      assert.equal(storage.getItem(storage.key(i) ?? '')?.includes(nationalId), false, 'no national id in storage');
    assert.equal(model.form.value.status, 'ready');
  });

  it('falls back to the v7 form when v8 is not offered', async () => {
    const { model, service } = declaration({
      routes: { 'GET kyc/v8/form': failure(404, 'NOT_FOUND'), 'GET kyc/v7/form': { body: FORM } },
    });
    await model.load();
    assert.deepEqual(service.calls(), ['GET kyc/v8/form', 'GET kyc/v7/form']);
    assert.equal(model.form.value.status, 'ready');
  });

  it('a form that cannot be fetched is the fetch failure; a 401 also shows «Økten utløpt»', async () => {
    for (const [status, expired] of [
      [500, false],
      [401, true],
    ] as const) {
      const { model, service } = declaration({ routes: { 'GET kyc/v8/form': failure(status, 'FEIL') } });
      await model.load();
      const state = model.form.value;
      assert.ok(state.status === 'failed');
      assert.equal(state.error.status, status);
      assert.equal(model.sessionExpired.value, expired);
      assert.equal(service.timers.running(), 0);
    }
  });

  it('a declaration completed before this visit is done at once, without keep-alive', async () => {
    const { model, service } = await loaded({
      routes: { 'GET kyc/v8/form': { body: { ...FORM, process: { ...FORM.process, completed: true } } } },
    });
    assert.deepEqual(model.outcome.value, { status: 'done', result: null });
    assert.equal(service.timers.running(), 0);
  });

  it('resumes at the section kept on the clock given; an entry over four hours old is dropped', async () => {
    const fresh = await loaded({ stored: { [STEP_KEY]: { index: 3, savedAt: NOW - HOUR } } });
    assert.equal(fresh.engine.index.value, 3);
    const stale = await loaded({ stored: { [STEP_KEY]: { index: 3, savedAt: NOW - 5 * HOUR } } });
    assert.equal(stale.engine.index.value, 0);
  });

  it("drops another declaration's drafts over four hours old, and keeps this one's fresh draft", async () => {
    const old = 'v1:kyc:draft:other';
    const { storage } = await loaded({
      stored: {
        [old]: { savedAt: NOW - 5 * HOUR, sections: { 1: { values: {}, section: 'x' } } },
        [DRAFT_KEY]: { savedAt: NOW - HOUR, sections: { 1: { values: {}, section: 'x' } } },
      },
    });
    assert.equal(storage.getItem(old), null);
    assert.notEqual(storage.getItem(DRAFT_KEY), null);
  });

  it('keep-alive pings every minute; a 401 shows «Økten utløpt», and «Lukk» closes it', async () => {
    let expired = false;
    const { model, service } = await loaded({
      routes: { 'GET kyc/keepAlive': () => (expired ? failure(401, 'UNAUTHORIZED') : {}) },
    });
    service.timers.tick();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(service.calls().filter((call) => call === 'GET kyc/keepAlive').length, 1);
    assert.equal(model.sessionExpired.value, false);
    expired = true;
    service.timers.tick();
    await new Promise((resolve) => setImmediate(resolve));
    assert.equal(model.sessionExpired.value, true);
    model.closeSessionExpired();
    assert.equal(model.sessionExpired.value, false);
  });
});

describe('the declaration model: the sections', () => {
  it('moves on from the welcome without a save, and keeps the section in storage', async () => {
    const { model, engine, storage } = await loaded();
    model.advance();
    assert.equal(engine.index.value, 1);
    assert.deepEqual(JSON.parse(storage.getItem(STEP_KEY) ?? 'null'), { index: 1, savedAt: NOW });
  });

  it('a section saved moves on and its draft goes; a failed save stays with the draft and the error', async () => {
    let fail = true;
    const { model, engine, service } = await loaded({
      routes: { 'POST kyc/submitPepRca': () => (fail ? failure(500, 'INTERN_FEIL') : {}) },
    });
    model.advance();
    model.drafts.put(1, SECTIONS[1], { isPep: 'no' });
    assert.equal(await model.submitPepRca(1, PEP_RCA), false);
    assert.equal(engine.index.value, 1);
    assert.equal(model.saveOf(1).status, 'error');
    assert.deepEqual(model.drafts.get(1, SECTIONS[1]), { isPep: 'no' });
    assert.equal(model.sessionExpired.value, false);
    fail = false;
    assert.equal(await model.submitPepRca(1, PEP_RCA), true);
    assert.equal(engine.index.value, 2);
    assert.equal(model.drafts.get(1, SECTIONS[1]), null);
    const sent = service.sent.filter((request) => request.path === 'kyc/submitPepRca');
    assert.deepEqual(sent.at(-1)?.body, PEP_RCA);
    assert.equal(sent.at(-1)?.headers['x-kyc-token'], TOKEN);
  });

  it('a save answered 401 shows «Økten utløpt»', async () => {
    const { model } = await loaded({ routes: { 'POST kyc/submitPepRca': failure(401, 'UNAUTHORIZED') } });
    assert.equal(await model.submitPepRca(1, PEP_RCA), false);
    assert.equal(model.sessionExpired.value, true);
  });

  it('the dynamic section is sent with its index', async () => {
    const { model, service } = await loaded({ routes: { 'POST kyc/submitDynamicSection': {} } });
    assert.equal(await model.submitDynamic(1, []), true);
    assert.deepEqual(service.sent.at(-1)?.body, { sectionIndex: 1, answers: [] });
  });

  const answers: Array<[string, string, number]> = [
    ['OK moves on', 'OK', 3],
    ['NOT_VALID stays on the section', 'NOT_VALID', 2],
    ['NOT_VERIFIED offers the retry', 'NOT_VERIFIED', 2],
  ];
  for (const [name, typeInfo, index] of answers) {
    it(`the countries confirmed: ${name}`, async () => {
      const body = { countryOfBirth: 'NOR', countryOfResidence: 'NOR', citizenship: ['NOR'] };
      const { model, engine, service } = await loaded({
        routes: { 'POST kyc/confirmCountries': { body: { typeInfo } } },
        stored: { [STEP_KEY]: { index: 2, savedAt: NOW } },
      });
      const answer = await model.confirmCountries(2, body);
      assert.equal(answer?.typeInfo, typeInfo);
      assert.equal(engine.index.value, index);
      assert.deepEqual(service.sent.at(-1)?.body, body);
    });
  }

  it('the countries: a failed call answers null and stays', async () => {
    const { model, engine } = await loaded({
      routes: { 'POST kyc/confirmCountries': failure(503, 'SERVICE_UNAVAILABLE') },
      stored: { [STEP_KEY]: { index: 2, savedAt: NOW } },
    });
    assert.equal(
      await model.confirmCountries(2, { countryOfBirth: 'NOR', countryOfResidence: 'NOR', citizenship: [] }),
      null,
    );
    assert.equal(engine.index.value, 2);
    assert.equal(model.saveOf(2).status, 'error');
  });

  it('a postal code is checked trimmed, by country; a failed check marks it invalid with the message', async () => {
    let fail = false;
    const { model, service } = await loaded({
      routes: {
        'GET kyc/postal-codes/verify': () =>
          fail ? failure(500, 'INTERN_FEIL', 'Teknisk feil') : { body: { typeInfo: 'valid', area: 'OSLO' } },
      },
    });
    assert.deepEqual(await model.verifyPostalCode(' 0150 ', 'NO'), { typeInfo: 'valid', area: 'OSLO' });
    assert.equal(service.sent.at(-1)?.query, '?code=0150&country=NO');
    fail = true;
    const invalid = await model.verifyPostalCode('0151', 'NO');
    assert.equal(invalid.typeInfo, 'invalid');
  });

  it('the signing comes back to the whole address (the route too); a URL sends the browser there', async () => {
    const { model, service, assigned, engine } = await loaded({
      routes: { 'GET signing/start': { body: { url: 'https://signering.test/start?id=1', completed: false } } },
      stored: { [STEP_KEY]: { index: 3, savedAt: NOW } },
    });
    assert.equal(await model.startSigning(3), true);
    assert.equal(
      new URLSearchParams(service.sent.at(-1)?.query).get('returnUrl'),
      '/lane/salgspant?cacheId=c-1#/application/form',
    );
    assert.deepEqual(assigned, ['https://signering.test/start?id=1&ui_locales=nb']);
    assert.equal(engine.index.value, 3);
  });

  it('a signing already completed moves on', async () => {
    const { model, engine, assigned } = await loaded({
      routes: { 'GET signing/start': { body: { url: null, completed: true } } },
      stored: { [STEP_KEY]: { index: 3, savedAt: NOW } },
    });
    assert.equal(await model.startSigning(3), true);
    assert.equal(engine.index.value, 4);
    assert.deepEqual(assigned, []);
  });

  it('an information section with finalizeWithStatus reports that status once and goes to its address', async () => {
    const { model, completed, assigned, storage } = await loaded();
    model.drafts.put(1, SECTIONS[1], { isPep: 'no' });
    model.continueInformation({ finalizeWithStatus: 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR', redirectUrl: '/min-side' });
    model.continueInformation({
      finalizeWithStatus: 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR',
      redirectUrl: 'https://evil.test',
    });
    const detail = {
      caseStatus: 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR',
      kycStatus: 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR',
    };
    assert.deepEqual(completed, [detail]);
    assert.deepEqual(model.outcome.value, { status: 'done', result: detail });
    assert.deepEqual(assigned, ['/min-side'], 'only a path of this site');
    assert.equal(storage.getItem(STEP_KEY), null);
    assert.equal(storage.getItem(DRAFT_KEY), null);
  });
});

describe('the declaration model: the completion', () => {
  it("«Neste» on the last section completes (v2); the status is reported once and the session's traces go", async () => {
    const { model, service, completed, storage } = await loaded({
      routes: { 'POST kyc/v2/complete-declaration': { body: { caseStatus: 'OK' } } },
      stored: { [STEP_KEY]: { index: 4, savedAt: NOW } },
    });
    model.advance();
    assert.deepEqual(model.outcome.value, { status: 'completing' });
    await new Promise((resolve) => setImmediate(resolve));
    await new Promise((resolve) => setImmediate(resolve));
    assert.deepEqual(model.outcome.value, { status: 'done', result: { caseStatus: 'OK', kycStatus: 'OK' } });
    assert.deepEqual(completed, [{ caseStatus: 'OK', kycStatus: 'OK' }]);
    assert.equal(service.timers.running(), 0, 'keep-alive stopped');
    assert.equal(storage.getItem(STEP_KEY), null);
    model.advance();
    assert.equal(service.calls().filter((call) => call === 'POST kyc/v2/complete-declaration').length, 1);
  });

  it('FAILED is the failure outcome; a failed call too, with its error; «Prøv igjen» completes again', async () => {
    let answer: Route = { body: { caseStatus: 'FAILED' } };
    const { model, completed } = await loaded({
      routes: {
        'POST kyc/v2/complete-declaration': () => (typeof answer === 'function' ? answer({} as never) : answer),
      },
    });
    await model.complete();
    assert.deepEqual(model.outcome.value, { status: 'failed', error: null });
    answer = failure(500, 'INTERN_FEIL');
    await model.retryCompletion();
    const outcome: Outcome = model.outcome.value;
    assert.ok(outcome.status === 'failed');
    assert.equal(outcome.error?.status, 500);
    answer = { body: { caseStatus: 'OK' } };
    await model.retryCompletion();
    assert.equal(model.outcome.value.status, 'done');
    assert.equal(completed.length, 1);
  });

  it('a second complete() after the declaration is done sends nothing again', async () => {
    const { model, service } = await loaded({
      routes: { 'POST kyc/v2/complete-declaration': { body: { caseStatus: 'OK' } } },
    });
    await model.complete();
    assert.equal(model.outcome.value.status, 'done');
    await model.complete();
    assert.equal(service.calls().filter((call) => call === 'POST kyc/v2/complete-declaration').length, 1);
  });

  it('a declaration in progress is not completed again', async () => {
    const { model, service } = await loaded({
      routes: { 'GET kyc/v8/form': { body: { ...FORM, process: { ...FORM.process, inProgress: true } } } },
    });
    await model.complete();
    assert.deepEqual(model.outcome.value, { status: 'done', result: null });
    assert.equal(service.calls().includes('POST kyc/v2/complete-declaration'), false);
  });
});

describe('the declaration model: the reference lists', () => {
  it('fetches the PEP/RCA lists once; a failed list is failed and fetched again on the next ask', async () => {
    let fail = true;
    const { model, service } = await loaded({
      routes: {
        'GET kyc/pepRoleTypes': { body: [{ code: 'MP', description: 'Stortingsrepresentant' }] },
        'GET kyc/rcaRoleTypes': { body: [] },
        'GET kyc/pepRoleCountries': () => (fail ? failure(500, 'INTERN_FEIL') : { body: [] }),
      },
    });
    await model.lists.loadPepLists();
    assert.equal(model.lists.pepRoleTypes.value.status, 'loaded');
    assert.equal(model.lists.pepRoleCountries.value.status, 'failed');
    fail = false;
    await model.lists.loadPepLists();
    assert.equal(model.lists.pepRoleCountries.value.status, 'loaded');
    assert.equal(service.calls().filter((call) => call === 'GET kyc/pepRoleTypes').length, 1);
    assert.equal(service.calls().filter((call) => call === 'GET kyc/pepRoleCountries').length, 2);
  });

  it('the process summary is fetched again on each visit', async () => {
    const { model, service } = await loaded({ routes: { 'GET kyc/v1/process-summary': { body: { groups: [] } } } });
    await model.lists.loadProcessSummary();
    assert.equal(model.lists.processSummary.value.status, 'loaded');
    await model.lists.loadProcessSummary();
    assert.equal(service.calls().filter((call) => call === 'GET kyc/v1/process-summary').length, 2);
  });
});
