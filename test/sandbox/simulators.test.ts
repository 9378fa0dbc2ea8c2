// The sandbox's simulators as a tester meets them: the BankID login page, e-signing and the advisor
// page, over their HTML forms.
import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import { applicationResponseSchema } from '../../src/schemas/loan.js';
import { PERSONS, personByKey } from '../../demo/sandbox/seed/persons.js';
import { harness, type Harness } from './helpers.js';

let h: Harness;
before(async () => {
  h = await harness();
});
after(() => h.close());
beforeEach(() => h.reset());

const form = (fields: Record<string, string>) => ({
  raw: new URLSearchParams(fields).toString(),
  bank: null,
  headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
});

describe('BankID login simulator', () => {
  it('lists every test person and keeps the address to return to', async () => {
    const response = await h.request('GET', '/sandbox/login?returnTo=%2Flane%2Fsalgspant%23%2Fcalculator%2Fcar', {
      bank: null,
    });
    assert.equal(response.status, 200);
    const html = await response.text();
    for (const person of PERSONS) assert.ok(html.includes(person.ssn), person.key);
    assert.match(html, /name="returnTo" value="\/lane\/salgspant#\/calculator\/car"/);
    assert.match(html, /<html lang="nb">/);
  });

  it('logs a person in and goes back to the page that asked', async () => {
    const response = await h.request(
      'POST',
      '/sandbox/login',
      form({ person: personByKey('ola').ssn, returnTo: '/lane/salgspant#/calculator/car' }),
    );
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/lane/salgspant#/calculator/car');
    const cookies = response.headers.getSetCookie();
    assert.ok(cookies.some((c) => c.startsWith('sandbox_session=')));
    assert.ok(cookies.some((c) => c.startsWith('salgspant=')));
  });

  it('refuses an invalid typed national id with a Norwegian message at the field, keeping what was typed', async () => {
    const response = await h.request(
      'POST',
      '/sandbox/login',
      form({ ssn: '12345678901', returnTo: '/lane/salgspant' }),
    );
    assert.equal(response.status, 400);
    const html = await response.text();
    assert.match(html, /Fødselsnummeret er ikke gyldig/);
    assert.match(html, /id="ssn" name="ssn"[^>]*value="12345678901"/);
    assert.match(html, /aria-invalid="true" aria-describedby="ssn-error"/);
  });

  it("logs out: the session ends, both cookies go, and the tab's storage is cleared (decision 0038)", async () => {
    const login = await h.login('kari');
    const response = await h.request('POST', '/sandbox/logout', {
      login,
      ...form({ returnTo: '/min-oversikt/soknadsoversikt' }),
    });
    assert.equal(response.status, 303);
    assert.equal(response.headers.get('location'), '/min-oversikt/soknadsoversikt');
    assert.equal(response.headers.get('clear-site-data'), '"storage"');
    const cookies = response.headers.getSetCookie();
    assert.ok(cookies.some((c) => c.startsWith('sandbox_session=;')));
    assert.ok(cookies.some((c) => c.startsWith('salgspant=;')));
    const after = await h.request('GET', '/salgspant/api/user', { login });
    assert.equal(after.status, 401);
  });

  it('never returns to another site', async () => {
    for (const returnTo of ['https://evil.example/', '//evil.example', 'javascript:alert(1)']) {
      const response = await h.request('POST', '/sandbox/login', form({ person: personByKey('kari').ssn, returnTo }));
      assert.equal(response.headers.get('location'), '/min-oversikt/soknadsoversikt', returnTo);
    }
  });

  it('escapes what it echoes', async () => {
    const response = await h.request('POST', '/sandbox/login', form({ ssn: '"><script>alert(1)</script>' }));
    const html = await response.text();
    assert.doesNotMatch(html, /<script>alert/);
    assert.match(html, /&quot;&gt;&lt;script&gt;/);
  });

  it('refuses a form posted from another origin', async () => {
    const response = await h.request('POST', '/sandbox/login', {
      ...form({ person: personByKey('kari').ssn }),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: 'http://evil.test' },
    });
    assert.equal(response.status, 403);
  });
});

describe('e-signing simulator', () => {
  it('signs for the main applicant, completing a case without co-applicant, and returns', async () => {
    const kari = await h.login('kari');
    const page = await h.request('GET', '/sandbox/signing/100000001?returnUrl=%2Fdone&cancelUrl=%2Fcancelled', {
      login: kari,
      bank: null,
    });
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Signer/);
    const signed = await h.request('POST', '/sandbox/signing/100000001?returnUrl=%2Fdone&cancelUrl=%2Fcancelled', {
      ...form({ action: 'sign' }),
      login: kari,
    });
    assert.equal(signed.status, 303);
    assert.equal(signed.headers.get('location'), '/done');
    const after = applicationResponseSchema.parse(
      (await h.json('GET', '/salgspant/api/application/ongoing/100000001', { login: kari })).body,
    );
    assert.equal(after.applicationStatus, 'DOCUMENTS_COMPLETE');
    assert.equal(after.signedByCurrentUser, true);
    assert.equal(after.esigningUrl, null);
  });

  it('cancelling returns to the cancel address and signs nothing', async () => {
    const kari = await h.login('kari');
    const cancelled = await h.request('POST', '/sandbox/signing/100000001?returnUrl=%2Fdone&cancelUrl=%2Fcancelled', {
      ...form({ action: 'cancel' }),
      login: kari,
    });
    assert.equal(cancelled.headers.get('location'), '/cancelled');
    const after = applicationResponseSchema.parse(
      (await h.json('GET', '/salgspant/api/application/ongoing/100000001', { login: kari })).body,
    );
    assert.equal(after.signedByCurrentUser, false);
    assert.equal(after.esigningUrl, '/sandbox/signing/100000001');
  });

  it("completes Mona's case when Morten signs, and nobody else can sign it", async () => {
    const morten = await h.login('morten');
    await h.request('POST', '/sandbox/signing/100000004', { ...form({ action: 'sign' }), login: morten });
    const mona = applicationResponseSchema.parse(
      (await h.json('GET', '/salgspant/api/application/ongoing/100000004', { login: await h.login('mona') })).body,
    );
    assert.equal(mona.applicationStatus, 'DOCUMENTS_COMPLETE');
    const ola = await h.login('ola');
    assert.equal((await h.request('GET', '/sandbox/signing/100000004', { login: ola, bank: null })).status, 404);
    assert.equal(
      (await h.request('POST', '/sandbox/signing/100000004', { ...form({ action: 'sign' }), login: ola })).status,
      404,
    );
  });
});

describe('advisor page', () => {
  it('lists every case and moves one to another status', async () => {
    const page = await h.request('GET', '/sandbox/advisor', { bank: null });
    const html = await page.text();
    assert.match(html, /100000001/);
    assert.match(html, /salgspant-traffic-light/);
    const moved = await h.request('POST', '/sandbox/advisor/status', form({ id: '100000001', status: 'CONTROL' }));
    assert.equal(moved.status, 303);
    const kari = await h.login('kari');
    const after = applicationResponseSchema.parse(
      (await h.json('GET', '/salgspant/api/application/ongoing/100000001', { login: kari })).body,
    );
    assert.equal(after.applicationStatus, 'CONTROL');
    const invalid = await h.request('POST', '/sandbox/advisor/status', form({ id: '100000001', status: 'BOGUS' }));
    assert.equal(invalid.status, 400);
  });

  it('switches feature toggles and resets the store', async () => {
    await h.request('POST', '/sandbox/advisor/features', form({ 'salgspant-traffic-light': 'on' }));
    assert.equal((await h.json('GET', '/salgspant/api/features/salgspant-activate-loan-from-lc')).body, false);
    assert.equal((await h.json('GET', '/salgspant/api/features/salgspant-traffic-light')).body, true);
    await h.request('POST', '/sandbox/advisor/reset', form({}));
    assert.equal((await h.json('GET', '/salgspant/api/features/salgspant-activate-loan-from-lc')).body, true);
  });
});
