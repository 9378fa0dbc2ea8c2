// The body limit over a real keep-alive connection (decision 0095): a body over the limit, announced by
// its Content-Length or found while reading a chunked one, is 413 with the service's error JSON, on the
// anonymous calculator cache, a logged-in loan-service call, the KYC service and the control API; and the
// next request on the same connection is served. A body too large to drain is 413 with Connection: close.
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, before, describe, it } from 'node:test';
const BODY_DRAIN_BYTES = 1024 * 1024;
import { BODY_LIMIT_BYTES } from '../../demo/sandbox/boundary.js';
import { BANK, CALCULATOR_CACHE, harness, KYC, listen, type Harness, type Listening, type Login } from './helpers.js';

let h: Harness;
let server: Listening;
let kari: Login;
let kycToken = '';

before(async () => {
  h = await harness();
  server = await listen(h);
  kari = await h.login('kari');
  kycToken = await h.kycToken('kari');
});
after(async () => {
  await server.close();
  await h.close();
});

/** One answer: status, headers, the text, and whether the request went out on a connection used before. */
interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  reused: boolean;
}

interface Send {
  method?: string;
  headers?: Record<string, string>;
  /** The body, sent with its Content-Length, or chunked (no Content-Length), in 16 kB pieces. */
  body?: string;
  chunked?: boolean;
  /** A pause before each piece after the first (a slow upload). */
  pauseMs?: number;
}

/** Runs `test` with an agent that keeps one connection alive and sends every request on it. */
async function onOneConnection(test: (agent: http.Agent) => Promise<void>): Promise<void> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    await test(agent);
  } finally {
    agent.destroy();
  }
}

const PIECE = 16_384;

/** Sends one request through `agent` (one socket at most, kept alive). */
function send(
  agent: http.Agent,
  path: string,
  { method = 'GET', headers = {}, body, chunked = false, pauseMs = 0 }: Send,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port: server.port,
        path,
        method,
        agent,
        headers: {
          ...headers,
          ...(body !== undefined && { 'Content-Type': 'application/json' }),
          ...(body !== undefined && !chunked && { 'Content-Length': String(Buffer.byteLength(body)) }),
        },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, text, reused: request.reusedSocket }),
        );
      },
    );
    request.on('error', reject);
    void (async () => {
      for (let at = 0; body !== undefined && at < body.length; at += PIECE) {
        if (at > 0 && pauseMs > 0) await new Promise((resume) => setTimeout(resume, pauseMs));
        if (request.destroyed) return;
        request.write(body.slice(at, at + PIECE));
      }
      request.end();
    })();
  });
}

/** The service's error JSON (spec 1 §7): code, name, developerMessage, type, message, correlation id. */
function assertErrorJson(answer: Answer, status: number, name: string): void {
  assert.equal(answer.status, status, answer.text.slice(0, 200));
  assert.match(String(answer.headers['content-type']), /^application\/json/);
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  assert.equal(body.code, status);
  assert.equal(body.name, name);
  assert.equal(body.type, 'VALIDATION');
  assert.equal(typeof body.message, 'string');
  assert.match(String(body.developerMessage), new RegExp(`larger than ${BODY_LIMIT_BYTES} bytes`));
  assert.deepEqual(Object.keys(body.requestCorrelationId as object), ['value']);
}

const pad = (bytes: number) => JSON.stringify({ pad: 'x'.repeat(bytes) });

/** A route with the limit, its error name, and a request that succeeds after the refused one. */
interface Route {
  what: string;
  path: string;
  headers: () => Record<string, string>;
  name: string;
  next: () => { path: string; send: Send; status: number };
}

const ROUTES: Route[] = [
  {
    what: 'the anonymous calculator cache',
    path: '/salgspant/api/cache',
    headers: () => ({ 'X-BankRegNr': BANK }),
    name: 'INVALID_APPLICATION_REQUEST',
    next: () => ({
      path: '/salgspant/api/cache',
      send: { method: 'POST', headers: { 'X-BankRegNr': BANK }, body: JSON.stringify(CALCULATOR_CACHE) },
      status: 201,
    }),
  },
  {
    what: 'a logged-in loan-service call (consents)',
    path: '/salgspant/api/consent',
    headers: () => ({ 'X-BankRegNr': BANK, Cookie: kari.cookie, 'X-CSRF-Token': kari.csrf }),
    name: 'INVALID_APPLICATION_REQUEST',
    next: () => ({
      path: '/salgspant/api/user',
      send: { headers: { 'X-BankRegNr': BANK, Cookie: kari.cookie } },
      status: 200,
    }),
  },
  {
    what: 'the KYC service',
    path: `${KYC}/kyc/log`,
    headers: () => ({ 'X-KYC-Token': kycToken }),
    name: 'INVALID_REQUEST',
    next: () => ({
      path: `${KYC}/kyc/log`,
      send: {
        method: 'POST',
        headers: { 'X-KYC-Token': kycToken },
        body: JSON.stringify({ level: 'INFO', message: 'after the refused body' }),
      },
      status: 204,
    }),
  },
  {
    what: 'the control API',
    path: '/sandbox/api/faults',
    headers: () => ({}),
    name: 'INVALID_REQUEST',
    next: () => ({ path: '/sandbox/api/faults', send: {}, status: 200 }),
  },
];

describe('a body over the limit', () => {
  for (const route of ROUTES) {
    for (const chunked of [false, true]) {
      it(`${route.what}: 413 with the error JSON (${chunked ? 'chunked' : 'Content-Length'}, a slow upload), the connection serves the next request`, async () => {
        await onOneConnection(async (agent) => {
          const warm = await send(agent, '/salgspant/api/calculator/car', { headers: { 'X-BankRegNr': BANK } });
          assert.equal(warm.status, 200);
          const refused = await send(agent, route.path, {
            method: 'POST',
            headers: route.headers(),
            body: pad(chunked ? 2 * BODY_LIMIT_BYTES : BODY_LIMIT_BYTES + 10),
            chunked,
            // Uploaded slowly, as over a mobile network: the body takes longer than a moment to arrive.
            pauseMs: 200,
          });
          assertErrorJson(refused, 413, route.name);
          assert.equal(refused.reused, true, 'the refused request went out on the warm connection');
          assert.notEqual(refused.headers.connection, 'close');
          const { path, send: next, status } = route.next();
          const after = await send(agent, path, next);
          assert.equal(after.status, status, after.text.slice(0, 200));
          assert.equal(after.reused, true, 'the next request went out on the same connection');
        });
      });
    }
  }

  it('a body just within the limit (60 kB to the anonymous cache) is read, and answered by the route', async () => {
    await onOneConnection(async (agent) => {
      for (const chunked of [false, true]) {
        const answer = await send(agent, '/salgspant/api/cache', {
          method: 'POST',
          headers: { 'X-BankRegNr': BANK },
          body: JSON.stringify({ ...CALCULATOR_CACHE, pad: 'x'.repeat(60_000) }),
          chunked,
        });
        assert.equal(answer.status, 201, answer.text.slice(0, 200));
      }
      const chunkedValid = await send(agent, '/salgspant/api/cache', {
        method: 'POST',
        headers: { 'X-BankRegNr': BANK },
        body: JSON.stringify(CALCULATOR_CACHE),
        chunked: true,
      });
      assert.equal(chunkedValid.status, 201);
      assert.equal(chunkedValid.reused, true);
    });
  });

  it('a body too large to drain is 413 with the error JSON and Connection: close; the next request gets a new connection', async () => {
    await onOneConnection(async (agent) => {
      for (const chunked of [false, true]) {
        const refused = await send(agent, '/salgspant/api/cache', {
          method: 'POST',
          headers: { 'X-BankRegNr': BANK },
          body: pad(BODY_DRAIN_BYTES + 4 * BODY_LIMIT_BYTES),
          chunked,
        }).catch((error: unknown) => {
          // The server may close while the client still writes; the answer must then still have come.
          throw new Error(`no answer before the connection closed: ${String(error)}`);
        });
        assertErrorJson(refused, 413, 'INVALID_APPLICATION_REQUEST');
        assert.equal(refused.headers.connection, 'close');
        const next = await send(agent, '/salgspant/api/calculator/car', { headers: { 'X-BankRegNr': BANK } });
        assert.equal(next.status, 200);
        assert.equal(next.reused, false);
      }
    });
  });
});
