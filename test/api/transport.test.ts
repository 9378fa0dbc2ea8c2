// The shared transport's fault rules with a fake fetch (decision 0030): which failures a read repeats on
// its own and how often, that a write is never repeated, the timeout of every attempt, and the abort of a
// pending repeat. Both service clients go through it.
import { expect } from '@esm-bundle/chai';
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
        init?.signal?.addEventListener('abort', () => {
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
    expect(DEFAULT_TIMEOUT_MS).to.equal(15_000);
    expect(READ_RETRY_DELAYS_MS).to.deep.equal([300, 900]);
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
      expect(await call('GET', script.fetch)).to.deep.equal({ ok: true });
      expect(script.requests).to.have.length(2);
    });

    it(`a read meeting ${fault} every time is tried three times in all, then fails`, async () => {
      const copy = () => (answer instanceof Response ? answer.clone() : answer);
      const script = scriptedFetch(copy(), copy(), copy(), ok());
      const error = await rejection(call('GET', script.fetch));
      expect(isTransient(error)).to.equal(true);
      expect(script.requests).to.have.length(3);
    });

    for (const method of ['POST', 'PUT'] as const) {
      it(`a write (${method}) meeting ${fault} is sent once and fails`, async () => {
        const script = scriptedFetch(answer instanceof Response ? answer.clone() : answer, ok());
        const error = await rejection(call(method, script.fetch));
        expect(error.kind).to.be.oneOf(['network', 'timeout', 'http']);
        expect(script.requests).to.have.length(1);
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
      expect(error.kind).to.equal(kind);
      expect(script.requests).to.have.length(1);
    });
  }

  it('gives every attempt its own timeout: two slow attempts, then an answer', async () => {
    const script = scriptedFetch('hang', 'hang', ok());
    expect(await call('GET', script.fetch, { timeoutMs: 50, retryDelaysMs: [1, 1] })).to.deep.equal({ ok: true });
    expect(script.requests).to.have.length(3);
  });

  it('a timeout is a timeout error, not an abort', async () => {
    const script = scriptedFetch('hang');
    const error = await rejection(call('POST', script.fetch, { timeoutMs: 30, retryDelaysMs: [] }));
    expect(error.kind).to.equal('timeout');
    expect(error.name).to.equal('SERVICE_UNAVAILABLE');
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
    expect(error.aborted).to.equal(true);
    expect(script.requests).to.have.length(1);
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
    expect(error.kind).to.equal('invalid-response');
    expect(cut.script.requests).to.have.length(1);
    // A whole answer, an empty one, a 204 and a body that does not say it is JSON are not read.
    expect(await post(json({ anything: 1 })).result).to.equal('sent');
    expect(
      await post(new Response('', { status: 200, headers: { 'Content-Type': 'application/json' } })).result,
    ).to.equal('sent');
    expect(await post(new Response(null, { status: 204 })).result).to.equal('sent');
    expect(await post(new Response('OK', { status: 200 })).result).to.equal('sent');
  });

  it('isTransient: only network, timeout and 502–504', () => {
    const error = (kind: ServiceError['kind'], status: number) =>
      new ServiceError({ kind, status, name: 'X', message: '' });
    expect(isTransient(error('network', 0))).to.equal(true);
    expect(isTransient(error('timeout', 0))).to.equal(true);
    expect([502, 503, 504].map((s) => isTransient(error('http', s)))).to.deep.equal([true, true, true]);
    expect([400, 401, 403, 404, 429, 500, 501].some((s) => isTransient(error('http', s)))).to.equal(false);
    expect(isTransient(error('aborted', 0))).to.equal(false);
    expect(isTransient(error('invalid-response', 200))).to.equal(false);
    expect(isTransient(new Error('x'))).to.equal(false);
  });
});

describe('both clients use the transport', () => {
  it('the loan client repeats a read and never a write', async () => {
    const script = scriptedFetch('drop', json({ kycBlocked: false }), 'drop', json({}));
    const client = new LoanServiceClient({ fetch: script.fetch, ...FAST, cookies: () => '' });
    expect((await client.getKyc()).kycBlocked).to.equal(false);
    expect(script.requests.map((r) => r.method)).to.deep.equal(['GET', 'GET']);
    const error = await rejection(client.saveConsents([]));
    expect(error.kind).to.equal('network');
    expect(script.requests.map((r) => r.method)).to.deep.equal(['GET', 'GET', 'POST']);
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
    expect(await client.keepAlive()).to.equal(undefined);
    expect(script.requests.map((r) => r.method)).to.deep.equal(['GET', 'GET']);
    const error = await rejection(client.submitPepRca({} as never));
    expect(error.status).to.equal(503);
    expect(script.requests.map((r) => r.method)).to.deep.equal(['GET', 'GET', 'POST']);
  });
});
