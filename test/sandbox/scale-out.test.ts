// The sandbox as a service that scales out (issue 32 item 6, decision 0098): two instances, each its
// own process (scripts/lib/load-server.ts), on one PostgreSQL, with no sticky sessions. A customer's
// whole journey alternates its requests between them over HTTP, as a round-robin load balancer would:
// the calculator, the BankID login simulator, the application with the KYC declaration and its tax
// signing, and the completion with e-signing; nothing is lost. A fault injected through one instance is
// served by the other. Needs DATABASE_URL (CI sets it): an embedded PGlite belongs to one process.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';
import { after, before, describe, it } from 'node:test';
import { errorBodySchema } from '../../src/schemas/common.js';
import {
  completeDeclarationResponseSchema,
  formResponseSchema,
  signingResultSchema,
  tokenForProcessResponseSchema,
  type KnownSection,
} from '../../src/schemas/kyc.js';
import {
  applicationResponseSchema,
  applicationSubmitResponseSchema,
  sblConsentSchema,
  userSessionSchema,
} from '../../src/schemas/loan.js';
import { ANSWER_KEYS } from '../../demo/sandbox/kyc/forms.js';
import { KYC_TEST_CUSTOMERS } from '../../demo/sandbox/seed/kyc-persons.js';
import { personByKey } from '../../demo/sandbox/seed/persons.js';
import { openDb, type Db } from '../../demo/sandbox/store/db.js';
import { resetStore } from '../../demo/sandbox/store/reset.js';
import { defined } from '../helpers/defined.js';
import { application, BANK, KYC } from './helpers.js';
import { SHORT_PRIVATE_DYNAMIC_ANSWERS } from '../helpers/kyc-answers.js';

const databaseUrl = process.env.DATABASE_URL ?? '';
const SKIP = databaseUrl
  ? false
  : 'needs DATABASE_URL: two sandbox processes share one PostgreSQL store (an embedded PGlite belongs to one process, see StoreInUseError); CI sets it';

/** What a load balancer in front of both instances would be: the origins every instance hands out. */
const PUBLIC_ORIGIN = 'http://sandbox.bank.test';
const SIGNING_ORIGIN = 'http://signing.bank.test';
const TAX_PORTAL_ORIGIN = 'http://skatt.bank.test';

interface Instance {
  process: ChildProcess;
  base: string;
  /** How many requests this instance answered. */
  served: number;
}

let db: Db | undefined;
const instances: Instance[] = [];

/** Starts one instance on the shared store; resolves once it listens. */
async function startInstance(): Promise<Instance> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/load-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      SANDBOX_PUBLIC_ORIGIN: PUBLIC_ORIGIN,
      SANDBOX_SIGNING_ORIGIN: SIGNING_ORIGIN,
      SANDBOX_TAX_PORTAL_ORIGIN: TAX_PORTAL_ORIGIN,
    },
  });
  const lines = createInterface({ input: defined(child.stdout) });
  const [first] = (await Promise.race([
    once(lines, 'line'),
    once(child, 'exit').then(() => {
      throw new Error('a sandbox instance exited before listening');
    }),
  ])) as [string];
  const { port, store } = JSON.parse(first) as { port: number; store: string };
  assert.equal(store, 'postgres');
  return { process: child, base: `http://127.0.0.1:${port}`, served: 0 };
}

before(async () => {
  if (SKIP) return;
  // As the store tests do: the shared database starts from the seed cases.
  db = await openDb({ databaseUrl });
  await resetStore(db);
  // Started together, as a scaled-out service starts: the store's lock lets one migrate and seed.
  instances.push(...(await Promise.all([startInstance(), startInstance()])));
});

after(async () => {
  await Promise.all(
    instances.map(async (instance) => {
      if (instance.process.exitCode !== null) return;
      const exited = once(instance.process, 'exit');
      instance.process.kill('SIGTERM');
      await exited;
    }),
  );
  await db?.close();
});

/**
 * A browser behind a round-robin balancer: one cookie jar (the balancer's host), every request to the
 * next instance in turn. Form posts carry the public origin as their Origin, as a browser's would.
 */
class Browser {
  readonly #cookies = new Map<string, string>();
  #turn = 0;

  /** The instance the next request goes to, in turn. */
  #next(): Instance {
    const instance = defined(instances[this.#turn % instances.length]);
    this.#turn += 1;
    return instance;
  }

  get csrf(): string {
    return defined(this.#cookies.get('salgspant'), 'the CSRF cookie');
  }

  async request(method: string, path: string, init: { body?: string; headers?: Record<string, string> } = {}) {
    const instance = this.#next();
    instance.served += 1;
    const headers: Record<string, string> = { ...init.headers };
    if (this.#cookies.size > 0) headers.Cookie = [...this.#cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const response = await fetch(`${instance.base}${path}`, {
      method,
      headers,
      redirect: 'manual',
      ...(init.body === undefined ? {} : { body: init.body }),
    });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const at = pair.indexOf('=');
      const name = pair.slice(0, at).trim();
      const gone = attributes.some((a) => /^\s*max-age=0\s*$/i.test(a) || /^\s*expires=Thu, 01 Jan 1970/i.test(a));
      if (gone) this.#cookies.delete(name);
      else this.#cookies.set(name, pair.slice(at + 1).trim());
    }
    return response;
  }

  /** A JSON call of the loan service (the bank header; the CSRF header on a write). */
  async loan(method: string, path: string, body?: unknown) {
    const headers: Record<string, string> = { 'X-BankRegNr': BANK };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    if (method !== 'GET' && this.#cookies.has('salgspant')) headers['X-CSRF-Token'] = this.csrf;
    const response = await this.request(method, `/salgspant/api${path}`, {
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await bodyOf(response) };
  }

  /** A call of the declaration service with the token. */
  async kyc(method: string, path: string, token: string, body?: unknown) {
    const headers: Record<string, string> = { 'X-KYC-Token': token };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await this.request(method, `${KYC}${path}`, {
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    return { status: response.status, body: await bodyOf(response) };
  }

  /** A simulator's form post, from the sandbox's own (public) page. */
  form(path: string, fields: Record<string, string>) {
    return this.request('POST', path, {
      body: new URLSearchParams(fields).toString(),
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Origin: PUBLIC_ORIGIN },
    });
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  return text && (response.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : text;
}

/** The path of an address the sandbox handed out on one of the configured origins. */
function pathOn(origin: string, address: string): string {
  assert.ok(address.startsWith(`${origin}/`), `${address} is on ${origin}`);
  return address.slice(origin.length);
}

describe('two sandbox instances on one PostgreSQL', () => {
  it("serves a customer's whole journey alternating between them, and nothing is lost", { skip: SKIP }, async () => {
    const kari = personByKey('kari');
    const browser = new Browser();

    // The calculator: product, vehicle, the calculation kept for after the login.
    const product = await browser.loan('GET', '/calculator/car');
    assert.equal(product.status, 200);
    const vehicle = await browser.loan('POST', '/vehicle/details', {
      vehicleRegistrationNumber: 'EB66018',
      odometerValue: 12_000,
    });
    assert.equal(vehicle.status, 200);
    const calculation = application('kari').loanInfo;
    const cache = await browser.loan('POST', '/cache', { ...calculation, loanAmount: 279_000 });
    assert.equal(cache.status, 201);
    const { cacheId } = cache.body as { cacheId: string };

    // The BankID login simulator: the page on one instance, the login on the other.
    const anonymous = userSessionSchema.parse((await browser.loan('GET', '/user/session')).body);
    assert.equal(anonymous.valid, false);
    const returnTo = `/min-oversikt/salgspant?cache=${cacheId}`;
    const loginPage = await browser.request('GET', `/sandbox/login?returnTo=${encodeURIComponent(returnTo)}`);
    assert.equal(loginPage.status, 200);
    assert.match(await loginPage.text(), /Logg inn med BankID/);
    const login = await browser.form('/sandbox/login', { person: kari.ssn, returnTo });
    assert.equal(login.status, 303);
    assert.equal(login.headers.get('location'), returnTo);
    const session = userSessionSchema.parse((await browser.loan('GET', '/user/session')).body);
    assert.equal(session.valid, true);
    assert.deepEqual((await browser.loan('GET', `/cache/${cacheId}`)).body, { ...calculation, loanAmount: 279_000 });

    // The application: customer, consents, the tax-data consent in the portal (on its configured origin).
    assert.equal((await browser.loan('GET', '/user')).status, 200);
    assert.equal((await browser.loan('GET', '/consent')).status, 200);
    const consents = [{ samtykkeId: { value: 'DELING_FORHANDLER' }, svar: 'NEI' }];
    assert.equal((await browser.loan('POST', '/consent', consents)).status, 204);
    const redirectUrl = '/min-oversikt/salgspant#/soknad';
    const sbl = sblConsentSchema.parse(
      (await browser.loan('POST', '/sbl/get-or-create', { redirectUrl, lastName: kari.lastName })).body,
    );
    assert.equal(sbl.sblStatus, 'UNOPENED');
    const portal = pathOn(TAX_PORTAL_ORIGIN, defined(sbl.customerUrl));
    assert.equal((await browser.request('GET', portal)).status, 200);
    const accepted = await browser.form(portal, { answer: 'accept' });
    assert.equal(accepted.status, 303);
    assert.equal(accepted.headers.get('location'), redirectUrl);
    assert.equal(sblConsentSchema.parse((await browser.loan('GET', '/sbl/get')).body).sblStatus, 'ACCEPTED');

    // The KYC declaration inside the application, section by section across both instances.
    const issued = await browser.request('POST', `${KYC}/kyc/token-for-process`, {
      headers: { 'Content-Type': 'application/json', 'X-CSRF-Token': browser.csrf },
      body: JSON.stringify({
        bankRegNr: BANK,
        publicId: { value: kari.ssn },
        processType: 'CAR_LOAN',
        client: 'scale-out',
      }),
    });
    assert.equal(issued.status, 200);
    const { token } = tokenForProcessResponseSchema.parse(await issued.json());
    const sections = async () => {
      const form = await browser.kyc('GET', '/kyc/v8/form?kycContext=LOAN', token);
      assert.equal(form.status, 200, JSON.stringify(form.body));
      return (formResponseSchema.parse(form.body) as unknown as { sections: KnownSection[] }).sections;
    };
    const saves: Array<[string, unknown]> = [
      ['/kyc/confirmCountries', { countryOfBirth: 'NOR', countryOfResidence: 'NOR', citizenship: ['NOR'] }],
      ['/kyc/submitPepRca', { isPep: false, pep: [], isRca: false, rca: [] }],
      ['/kyc/submitTaxRelationSection', { isTaxLiableAbroad: false, taxRelations: [] }],
      [
        '/kyc/submitSourceOfIncomeSection',
        { answers: [{ sourceId: 'SALARY', amount: 520_000, comment: null, version: 1 }] },
      ],
      ['/kyc/submitCheckboxSourceOfIncomeSection', { answers: [{ sourceId: 'SAVINGS' }] }],
    ];
    for (const [path, body] of saves) {
      const saved = await browser.kyc('POST', path, token, body);
      assert.ok(saved.status === 200 || saved.status === 204, `${path}: ${saved.status} ${JSON.stringify(saved.body)}`);
    }
    const dynamicIndex = (await sections()).findIndex((s) => s.type === 'DYNAMIC_QUESTIONS');
    const dynamic = await browser.kyc('POST', '/kyc/submitDynamicSection', token, {
      sectionIndex: dynamicIndex,
      answers: SHORT_PRIVATE_DYNAMIC_ANSWERS,
    });
    assert.equal(dynamic.status, 204, JSON.stringify(dynamic.body));

    // The tax signing: the reference is issued by one instance, its page and the signature served by
    // the others (the page answered 401 on an instance that had not issued it, issue 32).
    const start = await browser.kyc('GET', '/signing/start?returnUrl=%2Fmin-oversikt%2Fsalgspant', token);
    const signingPage = defined(signingResultSchema.parse(start.body).url, 'signing url');
    const page = await browser.request('GET', signingPage);
    assert.equal(page.status, 200);
    assert.match(await page.text(), /Signer egenerklæringen om skatteplikt/);
    const signed = await browser.form(signingPage, { action: 'sign' });
    assert.equal(signed.status, 303);
    assert.equal(signed.headers.get('location'), '/min-oversikt/salgspant');
    assert.equal((await browser.request('GET', signingPage)).status, 401, 'the reference is used up on every instance');
    const summary = (await sections()).find(
      (s): s is Extract<KnownSection, { type: 'CASE_SUMMARY' }> => s.type === 'CASE_SUMMARY',
    );
    const { caseId } = defined(summary, 'the case summary');
    assert.equal((await browser.kyc('POST', `/kyc/confirmCaseSummary/${caseId}`, token)).status, 204);
    const completed = await browser.kyc('POST', '/kyc/v2/complete-declaration', token, {});
    assert.equal(completeDeclarationResponseSchema.parse(completed.body).caseStatus, 'OK');

    // The application goes in with the declaration answered.
    const submitted = applicationSubmitResponseSchema.parse(
      (await browser.loan('POST', '/application/submit', application('kari'))).body,
    );
    const applied = defined(submitted.responseOrNull, 'the application');
    assert.equal(applied.applicationStatus, 'APPROVED');
    const { applicationId } = applied;

    // The completion: contact details, then e-signing on the signing origin both instances hand out.
    const updated = await browser.loan('POST', '/application/update', {
      applicationId,
      email: 'kari@example.no',
      phone: '98765432',
      kycAnswered: true,
      orderInsurance: false,
    });
    assert.equal(updated.status, 200, JSON.stringify(updated.body));
    const views = [
      applicationResponseSchema.parse((await browser.loan('GET', `/application/ongoing/${applicationId}`)).body),
      applicationResponseSchema.parse((await browser.loan('GET', `/application/ongoing/${applicationId}`)).body),
    ];
    assert.equal(views[0]?.esigningUrl, views[1]?.esigningUrl, 'both instances hand out one address');
    const esigning = pathOn(SIGNING_ORIGIN, defined(views[0]?.esigningUrl, 'esigningUrl'));
    const done = '/min-oversikt/salgspantfullfor?id=' + applicationId;
    const query = `?returnUrl=${encodeURIComponent(done)}&cancelUrl=${encodeURIComponent(done)}`;
    assert.equal((await browser.request('GET', `${esigning}${query}`)).status, 200);
    const esigned = await browser.form(`${esigning}${query}`, { action: 'sign' });
    assert.equal(esigned.status, 303);
    assert.equal(esigned.headers.get('location'), done);

    // Nothing lost: every instance sees the whole case, and the store holds every step.
    for (const _ of instances) {
      const finished = applicationResponseSchema.parse(
        (await browser.loan('GET', `/application/ongoing/${applicationId}`)).body,
      );
      assert.equal(finished.applicationStatus, 'DOCUMENTS_COMPLETE');
      assert.equal(finished.email, 'kari@example.no');
    }
    const store = defined(db);
    const [declaration] = await store.query<{ completed: boolean; answers: Record<string, unknown> }>(
      'SELECT completed, answers FROM kyc_declarations WHERE token = $1',
      [token],
    );
    assert.equal(declaration?.completed, true);
    const { dynamic: dynamicKey, ...keys } = ANSWER_KEYS;
    for (const key of [
      keys.country,
      keys.pepRca,
      keys.tax,
      keys.sourceOfIncome,
      keys.sourceOfIncomeCheckbox,
      keys.signing,
      keys.caseSummary,
      dynamicKey(dynamicIndex),
    ]) {
      assert.ok(key in defined(declaration).answers, `the declaration kept its ${key} answer`);
    }
    const [consent] = await store.query<{ svar: string }>(
      "SELECT svar FROM consent_answers WHERE ssn = $1 AND samtykke_id = 'DELING_FORHANDLER'",
      [kari.ssn],
    );
    assert.equal(consent?.svar, 'NEI');
    const [a, b] = instances.map((instance) => instance.served);
    assert.ok(defined(a) >= 15 && Math.abs(defined(a) - defined(b)) <= 1, `each instance served half: ${a} and ${b}`);
  });

  it(
    'serves a fault injected through one instance on the other, and counts its uses across both',
    { skip: SKIP },
    async () => {
      const [a, b] = [defined(instances[0]), defined(instances[1])];
      const scope = `scale-out-${Date.now()}`;
      const call = (instance: Instance, path: string, init: RequestInit = {}) => fetch(`${instance.base}${path}`, init);
      const product = (instance: Instance, headers: Record<string, string> = {}) =>
        call(instance, '/salgspant/api/calculator/car', {
          headers: { 'X-BankRegNr': BANK, 'X-Sandbox-Scope': scope, ...headers },
        });
      const inject = (instance: Instance, fault: Record<string, unknown>) =>
        call(instance, '/sandbox/api/faults', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ endpoint: 'GET /salgspant/api/calculator/car', scope, ...fault }),
        });

      assert.equal((await inject(a, { status: 503, times: 2 })).status, 204);
      const listed = (await (await call(b, '/sandbox/api/faults')).json()) as Array<{ scope?: string }>;
      assert.ok(
        listed.some((f) => f.scope === scope),
        'the other instance lists the fault',
      );
      const first = await product(b);
      assert.equal(first.status, 503);
      assert.equal(errorBodySchema.parse(await first.json()).name, 'SERVICE_UNAVAILABLE');
      assert.equal((await product(a)).status, 503);
      assert.equal((await product(b)).status, 200, 'two uses in all, whichever instance served them');

      // A retry token issued by one instance is redeemed on the other, once.
      assert.equal((await inject(b, { retryToken: true, times: 1 })).status, 204);
      const refused = await product(a);
      assert.equal(refused.status, 400);
      const retryToken = defined(refused.headers.get('retry-token'), 'Retry-Token');
      assert.equal((await product(b, { 'Retry-Token': retryToken })).status, 200);
      assert.equal(
        await defined(db)
          .query('SELECT 1 FROM sandbox_retry_tokens WHERE token = $1', [retryToken])
          .then((r) => r.length),
        0,
      );

      // Cleared through one instance, gone on the other.
      assert.equal((await inject(a, { status: 500 })).status, 204);
      assert.equal((await product(b)).status, 500);
      assert.equal((await call(b, `/sandbox/api/faults?scope=${scope}`, { method: 'DELETE' })).status, 204);
      assert.equal((await product(a)).status, 200);
    },
  );

  it("fails a test customer's first save once, whichever instance the retry reaches", { skip: SKIP }, async () => {
    const lise = defined(KYC_TEST_CUSTOMERS.find((c) => c.outcome === 'save-fails'));
    const browser = new Browser();
    const issued = await browser.request('POST', '/sandbox/api/kyc-token', {
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ ssn: lise.ssn }),
    });
    const { token } = (await issued.json()) as { token: string };
    const pep = { isPep: false, pep: [], isRca: false, rca: [] };
    assert.equal((await browser.kyc('POST', '/kyc/submitPepRca', token, pep)).status, 500);
    assert.equal((await browser.kyc('POST', '/kyc/submitPepRca', token, pep)).status, 204);
    assert.equal((await browser.kyc('POST', '/kyc/submitPepRca', token, pep)).status, 204);
  });
});
