// The CSRF token rotates at login (no session fixation), SANDBOX_ADMIN_TOKEN guards the advisor page
// and the control API, and the log never carries a token, a national id or a body.
import { Hono } from 'hono';
import assert from 'node:assert/strict';
import * as z from 'zod/mini';
import { after, before, describe, it } from 'node:test';
import { createSandbox, type Sandbox } from '../../demo/sandbox/app.js';
import type { SandboxEnv } from '../../demo/sandbox/context.js';
import { logError, logSink } from '../../demo/sandbox/log.js';
import { personByKey } from '../../demo/sandbox/seed/persons.js';
import { harness, type Harness } from './helpers.js';

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

describe('CSRF token and session at login', () => {
  let h: Harness;
  before(async () => {
    h = await harness();
  });
  after(() => h.close());

  it('a login issues a new session and CSRF token and ends the session the browser came with', async () => {
    const first = await h.login('kari');
    const again = await h.sandbox.app.request('http://sandbox.test/sandbox/api/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Cookie: first.cookie },
      body: JSON.stringify({ ssn: personByKey('kari').ssn }),
    });
    assert.equal(again.status, 200);
    const { csrfToken } = (await again.json()) as { csrfToken: string };
    const second = { cookie: cookiesOf(again), csrf: csrfToken, ssn: first.ssn };
    assert.notEqual(second.csrf, first.csrf);
    assert.notEqual(second.cookie, first.cookie);

    // The old session is gone: its cookie no longer logs anyone in.
    assert.equal((await h.json('GET', '/salgspant/api/user', { login: first })).status, 401);
    // The old CSRF token does not pass with the new session.
    const answers = [{ samtykkeId: { value: 'MARKEDSFORING_FORSIKRING' }, svar: 'JA' }];
    const stale = await h.json(
      'POST',
      '/salgspant/api/consent',
      { login: { ...second, csrf: first.csrf }, body: answers },
      z.looseObject({ name: z.string() }),
    );
    assert.equal(stale.status, 403);
    assert.equal(stale.body.name, 'INGEN_TILGANG');
    const fresh = await h.json('POST', '/salgspant/api/consent', { login: second, body: answers });
    assert.equal(fresh.status, 204);
  });

  it('the login page (a form post) rotates the token too', async () => {
    const first = await h.login('kari');
    const response = await h.sandbox.app.request('http://sandbox.test/sandbox/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Cookie: first.cookie },
      body: new URLSearchParams({ person: personByKey('ola').ssn, returnTo: '/' }).toString(),
    });
    assert.equal(response.status, 303);
    const csrf = /salgspant=([^;]+)/.exec(response.headers.getSetCookie().join(';'))?.[1];
    assert.ok(csrf);
    assert.notEqual(csrf, first.csrf);
    assert.equal((await h.json('GET', '/salgspant/api/user', { login: first })).status, 401);
  });
});

describe('SANDBOX_ADMIN_TOKEN', () => {
  let sandbox: Sandbox;
  const TOKEN = 'a-long-admin-token-for-tests';
  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: string) =>
    sandbox.app.request(`http://sandbox.test${path}`, { method, headers, ...(body === undefined ? {} : { body }) });

  before(async () => {
    sandbox = await createSandbox({ databaseUrl: '', adminToken: TOKEN });
  });
  after(() => sandbox.close());

  it('guards the advisor page, resets, statuses, features and fault injection', async () => {
    const guarded: Array<[string, string, string?]> = [
      ['GET', '/sandbox/advisor'],
      ['POST', '/sandbox/advisor/reset'],
      ['POST', '/sandbox/advisor/status', 'id=x&status=APPROVED'],
      ['POST', '/sandbox/advisor/features'],
      ['GET', '/sandbox/api/faults'],
      ['POST', '/sandbox/api/faults', JSON.stringify({ endpoint: '*', status: 503 })],
      ['DELETE', '/sandbox/api/faults'],
      ['GET', '/sandbox/api/features'],
      ['PUT', '/sandbox/api/features/salgspant-traffic-light', JSON.stringify({ enabled: false })],
      ['PUT', '/sandbox/api/applications/x/status', JSON.stringify({ status: 'APPROVED' })],
      ['POST', '/sandbox/api/reset'],
    ];
    for (const [method, path, body] of guarded) {
      for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, `Basic ${btoa('u:wrong')}`]) {
        const headers: Record<string, string> = { 'Content-Type': 'application/json' };
        if (authorization) headers.Authorization = authorization;
        const response = await call(method, path, headers, body);
        assert.equal(response.status, 401, `${method} ${path} with ${authorization ?? 'nothing'}`);
        assert.match(response.headers.get('www-authenticate') ?? '', /^Basic realm=/);
        assert.equal(((await response.json()) as { name: string }).name, 'UNAUTHORIZED');
      }
    }
    assert.deepEqual(await sandbox.deps.faults.list(), [], 'no fault was set without the token');
  });

  it('lets the token in as a bearer token or as the Basic password', async () => {
    const bearer = await call('GET', '/sandbox/api/faults', { Authorization: `Bearer ${TOKEN}` });
    assert.equal(bearer.status, 200);
    const page = await call('GET', '/sandbox/advisor', { Authorization: `Basic ${btoa(`radgiver:${TOKEN}`)}` });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Rådgiver \(sandkasse\)/);
    const set = await call(
      'POST',
      '/sandbox/api/faults',
      { Authorization: `Bearer ${TOKEN}`, 'Content-Type': 'application/json' },
      JSON.stringify({ endpoint: 'GET /x', status: 503 }),
    );
    assert.equal(set.status, 204);
    assert.equal((await sandbox.deps.faults.list()).length, 1);
    await sandbox.deps.faults.clear();
  });

  it('leaves the login simulator, the services and the customer pages open', async () => {
    const login = await call(
      'POST',
      '/sandbox/api/login',
      { 'Content-Type': 'application/json' },
      JSON.stringify({ ssn: personByKey('kari').ssn }),
    );
    assert.equal(login.status, 200);
    assert.equal((await call('GET', '/sandbox/login')).status, 200);
    assert.equal((await call('GET', '/salgspant/api/calculator/car', { 'X-BankRegNr': '9999' })).status, 200);
  });

  it('is off when unset: the test runner and a developer’s machine use the control API freely', async () => {
    const open = await createSandbox({ db: sandbox.deps.db, adminToken: '' });
    assert.equal((await open.app.request('http://sandbox.test/sandbox/api/faults')).status, 200);
  });
});

describe('the log', () => {
  it('names the request by correlation id, method and route pattern, never its data', async () => {
    const lines: string[] = [];
    const original = logSink.write;
    logSink.write = (line) => lines.push(line);
    try {
      const ssn = personByKey('kari').ssn;
      const token = 'secret-kyc-token-1234567890';
      const app = new Hono<SandboxEnv>();
      app.use('*', async (c, next) => {
        c.set('rcid', 'rcid-1');
        await next();
      });
      app.post('/case/:id', async (c) => {
        const body = await c.req.text();
        const error = Object.assign(new Error(`invalid input "${body}" for ${ssn} and ${token}`), {
          code: '22P05',
          detail: body,
          params: [ssn, token],
        });
        throw error;
      });
      app.onError((error, c) => {
        logError(c, error);
        return c.text('x', 500);
      });
      const response = await app.request(`http://x/case/${ssn}?token=${token}`, {
        method: 'POST',
        headers: { 'X-KYC-Token': token },
        body: `{"ssn":"${ssn}","secret":"body-text"}`,
      });
      assert.equal(response.status, 500);
      assert.equal(lines.length, 1);
      const [line = ''] = lines;
      assert.match(line, /^\[sandbox\] 500 rcid-1 POST \/case\/:id: Error SQLSTATE 22P05\n/);
      assert.doesNotMatch(line, new RegExp(ssn));
      assert.doesNotMatch(line, /secret|body-text|invalid input/);
    } finally {
      logSink.write = original;
    }
  });
});
