// The boundary over a real socket, as a hostile client sends it: bytes Node's HTTP server accepts but a
// browser would never send. Each answer is a complete HTTP response (the connection is not broken by
// the header writer) with the error JSON, and no answer is a 5xx.
import assert from 'node:assert/strict';
import { connect } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { harness, listen, type Harness, type Listening } from './helpers.js';

let h: Harness;
let server: Listening;

before(async () => {
  h = await harness();
  server = await listen(h);
});
after(async () => {
  await server.close();
  await h.close();
});

/** Sends raw bytes and reads the whole answer (the server closes: `Connection: close`). */
function raw(request: string | Buffer): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
    socket.end(request);
  });
}

const get = (target: string, headers = '') =>
  raw(`GET ${target} HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers}\r\n`);

function statusOf(answer: string): number {
  return Number(/^HTTP\/1\.1 (\d{3}) /.exec(answer)?.[1] ?? 0);
}

function jsonOf(answer: string): { name?: string } {
  const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
  // Chunked or not, the JSON object is the body's one {...}.
  return JSON.parse(body.slice(body.indexOf('{'), body.lastIndexOf('}') + 1)) as { name?: string };
}

describe('the input boundary on the wire', () => {
  it('answers a control character in a return path with 400, not a broken connection', async () => {
    for (const target of [
      '/sandbox/login?returnTo=/a%01b',
      '/sandbox/login?returnTo=/a%0D%0ASet-Cookie:x=y',
      '/sandbox/signing/SP-1?returnUrl=/a%00&cancelUrl=/',
    ]) {
      const answer = await get(target);
      assert.equal(statusOf(answer), 400, target);
      assert.equal(jsonOf(answer).name, 'INVALID_REQUEST');
      assert.doesNotMatch(answer, /Set-Cookie: x=y/i);
    }
  });

  it('ignores a session cookie of %00 and Latin-1 bytes', async () => {
    for (const cookie of ['sandbox_session=%00', 'sandbox_session=\xff\xfe', 'salgspant=%00; sandbox_session=%']) {
      const answer = await get('/salgspant/api/user', `X-BankRegNr: 9999\r\nCookie: ${cookie}\r\n`);
      assert.equal(statusOf(answer), 401, cookie);
      assert.equal(jsonOf(answer).name, 'ANNONYM_BRUKER');
    }
  });

  it('refuses a body with a raw NUL byte and one over the limit without reading it all', async () => {
    const body = Buffer.from('{"ssn":"1\u00002"}', 'utf8');
    const nul = await raw(
      Buffer.concat([
        Buffer.from(
          `POST /sandbox/api/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n`,
        ),
        body,
      ]),
    );
    assert.equal(statusOf(nul), 400);
    assert.equal(jsonOf(nul).name, 'INVALID_REQUEST');

    const big = await raw(
      `POST /sandbox/api/faults HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: 10000000\r\n\r\n{`,
    );
    assert.equal(statusOf(big), 413);
    assert.deepEqual(await h.sandbox.deps.faults.list(), []);
  });
});
