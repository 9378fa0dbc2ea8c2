// The shared transport's fault rules with a fake fetch (decision 0030): which failures a read repeats on
// its own and how often, that a write is never repeated, the timeout of every attempt, and the abort of a
// pending repeat. Both service clients go through it.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import * as z from 'zod/mini';
import { DEFAULT_TIMEOUT_MS, isTransient, READ_RETRY_DELAYS_MS, send, TEXT } from '../../src/api/http.js';
import { KycServiceClient } from '../../src/api/kyc-client.js';
import { LoanServiceClient } from '../../src/api/loan-client.js';
import { ServiceError } from '../../src/api/service-error.js';
import { rejection } from '../helpers/service-error.js';

type Answer = Response | 'drop' | 'hang';

/** A fetch that answers from a script, one entry per request, and records each request. */
function scriptedFetch(...answers: Answer[]) {
  const requests: Array<{ method: string; url: string }> = [];
  const fetchImpl: typeof fetch = (input, init) => {
    // As the browser's fetch: an aborted signal fails at once, without a request.
    if (init?.signal?.aborted) return Promise.reject(init.signal.reason as Error);
    requests.push({ method: init?.method ?? 'GET', url: input instanceof Request ? input.url : input.toString() });
    const answer = answers.shift() ?? new Response('{}', { status: 200 });
    if (answer === 'drop') return Promise.reject(new TypeError('Failed to fetch'));
    if (answer === 'hang') {
      return new Promise((_, reject) => {
        // Node's AbortSignal.timeout does not keep the process alive: this does, until the abort.
        const alive = setInterval(() => undefined, 1000);
        init?.signal?.addEventListener('abort', () => {
          clearInterval(alive);
          reject(init.signal?.reason as Error);
        });
      });
    }
    return Promise.resolve(answer);
  };
  return { fetch: fetchImpl, requests };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const failure = (status: number) => json({ code: status, name: status === 500 ? 'INTERN_FEIL' : 'X' }, status);
const ok = () => json({ ok: true });
const schema = z.object({ ok: z.boolean() });
const FAST = { timeoutMs: 200, retryDelaysMs: [5, 10] };

function call(method: 'GET' | 'POST' | 'PUT', fetchImpl: typeof fetch, options = FAST) {
  return send(
    { method, url: '/salgspant/api/thing', headers: {}, ...(method === 'GET' ? {} : { body: { a: 1 } }) },
    schema,
    fetchImpl,
    { ...options, lifetime: new AbortController().signal },
  );
}

describe('the shared transport (send)', () => {
  it('documents its figures: 15 s per attempt, reads repeated after about 300 and 900 ms', () => {
    assert.equal(DEFAULT_TIMEOUT_MS, 15_000);
    assert.deepEqual(READ_RETRY_DELAYS_MS, [300, 900]);
  });

  for (const [fault, answer] of [
    ['a dropped connection', 'drop'],
    ['502', failure(502)],
    ['503', failure(503)],
    ['504', failure(504)],
    ['a timeout', 'hang'],
  ] as const) {
    it(`a read meeting ${fault} is repeated, and succeeds when the service is back`, async () => {
      const script = scriptedFetch(answer instanceof Response ? answer.clone() : answer, ok());
      assert.deepEqual(await call('GET', script.fetch), { ok: true });
      assert.equal(script.requests.length, 2);
    });

    it(`a read meeting ${fault} every time is tried three times in all, then fails`, async () => {
      const copy = () => (answer instanceof Response ? answer.clone() : answer);
      const script = scriptedFetch(copy(), copy(), copy(), ok());
      const error = await rejection(call('GET', script.fetch));
      assert.equal(isTransient(error), true);
      assert.equal(script.requests.length, 3);
    });

    for (const method of ['POST', 'PUT'] as const) {
      it(`a write (${method}) meeting ${fault} is sent once and fails`, async () => {
        const script = scriptedFetch(answer instanceof Response ? answer.clone() : answer, ok());
        const error = await rejection(call(method, script.fetch));
        assert.ok((['network', 'timeout', 'http'] as readonly unknown[]).includes(error.kind));
        assert.equal(script.requests.length, 1);
      });
    }
  }

  for (const [fault, answer, kind] of [
    ['400', failure(400), 'http'],
    ['401', failure(401), 'http'],
    ['404', failure(404), 'http'],
    ['409', failure(409), 'http'],
    ['500', failure(500), 'http'],
    ['a malformed body', new Response('{"ok":', { status: 200 }), 'invalid-response'],
    ['a body of the wrong shape', json({ ok: 'yes' }), 'invalid-response'],
  ] as const) {
    it(`a read meeting ${fault} is not repeated`, async () => {
      const script = scriptedFetch(answer, ok());
      const error = await rejection(call('GET', script.fetch));
      assert.equal(error.kind, kind);
      assert.equal(script.requests.length, 1);
    });
  }

  it('gives every attempt its own timeout: two slow attempts, then an answer', async () => {
    const script = scriptedFetch('hang', 'hang', ok());
    assert.deepEqual(await call('GET', script.fetch, { timeoutMs: 50, retryDelaysMs: [1, 1] }), { ok: true });
    assert.equal(script.requests.length, 3);
  });

  it('a timeout is a timeout error, not an abort', async () => {
    const script = scriptedFetch('hang');
    const error = await rejection(call('POST', script.fetch, { timeoutMs: 30, retryDelaysMs: [] }));
    assert.equal(error.kind, 'timeout');
    assert.equal(error.name, 'SERVICE_UNAVAILABLE');
  });

  it('an abort during the pause cancels the repeat', async () => {
    const script = scriptedFetch('drop', ok());
    const lifetime = new AbortController();
    const pending = send({ method: 'GET', url: '/x', headers: {} }, TEXT, script.fetch, {
      timeoutMs: 200,
      retryDelaysMs: [200],
      lifetime: lifetime.signal,
    });
    setTimeout(() => {
      lifetime.abort();
    }, 20);
    const error = await rejection(pending);
    assert.equal(error.aborted, true);
    assert.equal(script.requests.length, 1);
  });

  it('a write whose answer is not read still fails on a cut-off JSON body, sent once (decision 0034)', async () => {
    const post = (answer: Response) => {
      const script = scriptedFetch(answer);
      return {
        script,
        result: send({ method: 'POST', url: '/x', headers: {}, body: {} }, undefined, script.fetch, {
          timeoutMs: 200,
          lifetime: new AbortController().signal,
        }).then(() => 'sent'),
      };
    };
    const cut = post(new Response('{"broken": ', { status: 200, headers: { 'Content-Type': 'application/json' } }));
    const error = await rejection(cut.result);
    assert.equal(error.kind, 'invalid-response');
    assert.equal(cut.script.requests.length, 1);
    // A whole answer, an empty one, a 204 and a body that does not say it is JSON are not read.
    assert.equal(await post(json({ anything: 1 })).result, 'sent');
    assert.equal(
      await post(new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } })).result,
      'sent',
    );
    assert.equal(await post(new Response(null, { status: 204 })).result, 'sent');
    assert.equal(await post(new Response('OK', { status: 200 })).result, 'sent');
  });

  it('isTransient: only network, timeout and 502–504', () => {
    const error = (kind: ServiceError['kind'], status: number) =>
      new ServiceError({ kind, status, name: 'X', message: '' });
    assert.equal(isTransient(error('network', 0)), true);
    assert.equal(isTransient(error('timeout', 0)), true);
    assert.deepEqual(
      [502, 503, 504].map((s) => isTransient(error('http', s))),
      [true, true, true],
    );
    assert.equal(
      [400, 401, 403, 404, 429, 500, 501].some((s) => isTransient(error('http', s))),
      false,
    );
    assert.equal(isTransient(error('aborted', 0)), false);
    assert.equal(isTransient(error('invalid-response', 200)), false);
    assert.equal(isTransient(new Error('x')), false);
  });
});

describe('both clients use the transport', () => {
  it('the loan client repeats a read and never a write', async () => {
    const script = scriptedFetch('drop', json({ kycBlocked: false }), 'drop', json({}));
    const client = new LoanServiceClient({ fetch: script.fetch, ...FAST, cookies: () => '' });
    assert.equal((await client.getKyc()).kycBlocked, false);
    assert.deepEqual(
      script.requests.map((r) => r.method),
      ['GET', 'GET'],
    );
    const error = await rejection(client.saveConsents([]));
    assert.equal(error.kind, 'network');
    assert.deepEqual(
      script.requests.map((r) => r.method),
      ['GET', 'GET', 'POST'],
    );
  });

  it('the KYC client repeats a read and never a write', async () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => void store.set(k, v),
      removeItem: (k: string) => void store.delete(k),
    };
    const script = scriptedFetch(failure(503), new Response(null, { status: 204 }), failure(503), ok());
    const client = new KycServiceClient({ fetch: script.fetch, storage, ...FAST, cookies: () => '' });
    // eslint-disable-next-line @typescript-eslint/no-confusing-void-expression -- asserts the call resolves to nothing
    assert.equal(await client.keepAlive(), undefined);
    assert.deepEqual(
      script.requests.map((r) => r.method),
      ['GET', 'GET'],
    );
    const error = await rejection(client.submitPepRca({} as never));
    assert.equal(error.status, 503);
    assert.deepEqual(
      script.requests.map((r) => r.method),
      ['GET', 'GET', 'POST'],
    );
  });
});
