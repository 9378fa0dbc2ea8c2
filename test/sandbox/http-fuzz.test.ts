// Generated requests against every route of both services and the simulators (fast-check, fixed seed,
// bounded runs; `npm run fuzz` runs more). The routes are read from the Hono application, so a new
// route is fuzzed without touching this file. Each request mixes generated paths, queries, headers,
// cookies and bodies with real credentials (a session and its CSRF token, a KYC token), so the input
// reaches the validators behind authentication. No answer may be ≥ 500, an error of the services and
// the control API is the documented error JSON, every header can be written by Node's HTTP server, and
// nothing is logged.
import fc from 'fast-check';
import * as z from 'zod/mini';
import assert from 'node:assert/strict';
import { validateHeaderName, validateHeaderValue } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { BODY_LIMIT_BYTES } from '../../demo/sandbox/boundary.js';
import { logSink } from '../../demo/sandbox/log.js';
import { fuzzParameters } from './fuzz-config.js';
import { application, harness, type Harness, type Login } from './helpers.js';

// Top-level: the routes are read from the application while the tests are declared.
const h: Harness = await harness();
const kycToken = await h.kycToken('kari');
const logged: string[] = [];
const originalWrite = logSink.write;

before(() => {
  logSink.write = (line) => {
    logged.push(line);
  };
});
after(async () => {
  logSink.write = originalWrite;
  await h.close();
});

/** The routes of the application: method and pattern, without the catch-all 404s and middleware. */
function routes(): Array<{ method: string; path: string }> {
  const seen = new Set<string>();
  return h.sandbox.app.routes
    .filter((r) => r.method !== 'ALL')
    .filter((r) => {
      const key = `${r.method} ${r.path}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    })
    .map((r) => ({ method: r.method, path: r.path }));
}

/** Routes that wipe the store (every session and token): fuzzed in a test of their own, at the end. */
const WIPES = new Set(['POST /sandbox/api/reset', 'POST /sandbox/advisor/reset']);

// ── Generators ────────────────────────────────────────────────────────────────────────────────────

const hostile = fc.constantFrom(
  '\u0000',
  '\uD800',
  '\uDFFF',
  '\r\n',
  '\u0007',
  '%00',
  '%0d%0a',
  '%ED%A0%80',
  '%',
  '%zz',
  '../',
  '//evil.test',
  '\\\\evil',
  'javascript:alert(1)',
  '<script>',
  "'; DROP TABLE sessions; --",
  '1e309',
  '-0',
  'x'.repeat(5000),
);
const text = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme-ascii', maxLength: 40 }),
  hostile,
  fc.stringMatching(/^[0-9]{1,12}$/),
);
/** A path segment or query value: text, percent-encoded or raw (a raw one may itself be broken). */
const urlPart = fc.oneof(
  text.map((t) => encodeURIComponent(t.replace(/[\uD800-\uDFFF]/g, ''))),
  hostile,
  fc.stringMatching(/^[A-Za-z0-9_.~%-]{0,30}$/),
);
const query = fc.option(
  fc
    .array(
      fc.tuple(
        fc.constantFrom(
          'returnTo',
          'returnUrl',
          'cancelUrl',
          'token',
          'scope',
          'endpoint',
          'kycContext',
          'code',
          'country',
        ),
        urlPart,
      ),
      { maxLength: 3 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
  { nil: undefined },
);

/** JSON values with hostile strings anywhere, and deep nesting. */
const { json } = fc.letrec<{ json: unknown }>((tie) => ({
  json: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('json'), { maxLength: 4 }),
    fc.dictionary(
      fc.oneof(text, fc.constantFrom('ssn', 'id', 'status', 'returnTo', '__proto__', 'constructor')),
      tie('json'),
      {
        maxKeys: 4,
      },
    ),
  ),
}));

/** A valid body of the loan service, with one field replaced by a generated value. */
const validish = fc
  .tuple(
    fc.constantFrom(
      'ssn',
      'email',
      'vehicleRegistrationNumber',
      'loanAmount',
      'content',
      'redirectUrl',
      'preViewCaseId',
    ),
    json,
  )
  .map(([field, value]) => {
    const body = application('kari');
    return {
      ...body,
      mainApplicant: { ...body.mainApplicant, [field]: value },
      loanInfo: { ...body.loanInfo, [field]: value },
      [field]: value,
      content: value,
      redirectUrl: value,
      preViewCaseId: value,
    };
  });

const body = fc.oneof(
  fc.constant(undefined),
  json.map((v) => JSON.stringify(v)),
  validish.map((v) => JSON.stringify(v)),
  text,
  fc.constantFrom(
    '{',
    '[]',
    '{"a":',
    '"\\u0000"',
    '"\\ud800"',
    '{"ssn":"\\udfff"}',
    `${'['.repeat(5000)}${']'.repeat(5000)}`,
  ),
  fc
    .array(fc.tuple(fc.constantFrom('returnTo', 'ssn', 'person', 'answer', 'action', 'status', 'id'), urlPart), {
      maxLength: 4,
    })
    .map((pairs) => pairs.map(([k, v]) => `${k}=${v}`).join('&')),
);

const contentType = fc.constantFrom(
  undefined,
  'application/json',
  'application/json; charset=utf-8',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/vnd.api+json',
  'application/jsonx',
);

/** A header value the Fetch API lets a client send. */
const headerValue = fc.oneof(
  fc.string({ unit: 'grapheme-ascii', maxLength: 60 }),
  fc.constantFrom('', ' ', 'ÿþ', 'Bearer ', 'Basic Og==', 'Basic %%%', 'x'.repeat(4000)),
);

type Credentials = 'none' | 'session' | 'forged';

const cookieFor = (kind: Credentials, login: Login | undefined) =>
  kind === 'session'
    ? fc.constant(login?.cookie ?? '')
    : fc.oneof(
        fc.constantFrom(
          'sandbox_session=%00',
          'sandbox_session=%',
          'sandbox_session="',
          'sandbox_session=;;;',
          'salgspant=%00',
        ),
        headerValue.map((v) => `sandbox_session=${v}`),
        headerValue,
      );

interface Generated {
  segments: string[];
  query: string | undefined;
  body: string | undefined;
  contentType: string | undefined;
  credentials: Credentials;
  bank: string | undefined;
  csrf: 'right' | 'wrong' | 'none';
  kyc: 'right' | 'wrong' | 'none';
  extra: Array<[string, string]>;
}

const generated: fc.Arbitrary<Generated> = fc.record({
  segments: fc.array(urlPart, { minLength: 3, maxLength: 3 }),
  query,
  body,
  contentType,
  credentials: fc.constantFrom<Credentials>('none', 'session', 'session', 'forged'),
  bank: fc.option(fc.oneof(fc.constantFrom('9999', '1234', '0000'), headerValue), { nil: undefined }),
  csrf: fc.constantFrom('right', 'right', 'wrong', 'none'),
  kyc: fc.constantFrom('right', 'right', 'wrong', 'none'),
  extra: fc.array(
    fc.tuple(
      fc.constantFrom(
        'Origin',
        'Referer',
        'Retry-Token',
        'X-Sandbox-Scope',
        'Authorization',
        'Accept',
        'X-Forwarded-For',
      ),
      headerValue,
    ),
    { maxLength: 3 },
  ),
});

/** The route's pattern with its parameters and wildcards filled by generated segments. */
function fill(pattern: string, segments: string[]): string {
  let i = 0;
  return pattern.replace(/:[A-Za-z]+(\{[^}]*\})?\??|\*/g, () => (segments[i++ % segments.length] ?? '') || 'x');
}

/** The error JSON of both services, as far as these tests read it (checked, not assumed). */
const errorJson = z.looseObject({ name: z.string(), developerMessage: z.optional(z.nullable(z.string())) });

// ── Assertions ────────────────────────────────────────────────────────────────────────────────────

const isJsonApi = (path: string) => /^\/(salgspant\/api|kyc-declaration\/api|sandbox\/api)\//.test(path);

async function check(method: string, path: string, response: Response, label: string): Promise<void> {
  const text = await response.text();
  assert.ok(response.status < 500, `${label} answered ${response.status}: ${text}`);
  for (const [name, value] of response.headers) {
    assert.doesNotThrow(() => {
      validateHeaderName(name);
      validateHeaderValue(name, value);
    }, `${label}: header ${name} cannot be written`);
  }
  if (response.status >= 400 && isJsonApi(path)) {
    assert.match(response.headers.get('content-type') ?? '', /^application\/json/, `${label}: error not JSON`);
    const error = JSON.parse(text) as Record<string, unknown>;
    assert.equal(error.code, response.status, `${label}: code`);
    assert.equal(typeof error.name, 'string', `${label}: name`);
    assert.equal(typeof error.message, 'string', `${label}: message`);
    assert.equal(typeof error.developerMessage, 'string', `${label}: developerMessage`);
    assert.equal(typeof (error.requestCorrelationId as { value?: unknown } | undefined)?.value, 'string');
  }
}

async function send(method: string, pattern: string, g: Generated): Promise<{ path: string; response: Response }> {
  const login = g.credentials === 'session' ? await h.login('kari') : undefined;
  const path = fill(pattern, g.segments) + (g.query === undefined ? '' : `?${g.query}`);
  const headers = new Headers();
  const set = (name: string, value: string) => {
    try {
      headers.set(name, value);
    } catch {
      // A value the Fetch API refuses to send cannot reach a server either.
    }
  };
  for (const [name, value] of g.extra) set(name, value);
  if (g.contentType) set('Content-Type', g.contentType);
  if (g.bank !== undefined) set('X-BankRegNr', g.bank);
  const cookie = fc.sample(cookieFor(g.credentials, login), { numRuns: 1, seed: g.segments.join('').length })[0];
  if (g.credentials !== 'none' && cookie) set('Cookie', cookie);
  if (g.csrf === 'right' && login) set('X-CSRF-Token', login.csrf);
  if (g.csrf === 'wrong') set('X-CSRF-Token', 'x'.repeat(32));
  if (g.kyc === 'right') set('X-KYC-Token', kycToken);
  if (g.kyc === 'wrong') set('X-KYC-Token', '\u00ff'.repeat(10));
  const withBody = method !== 'GET' && method !== 'HEAD' && g.body !== undefined;
  const response = await h.sandbox.app.request(`http://sandbox.test${path}`, {
    method,
    headers,
    ...(withBody ? { body: g.body } : {}),
  });
  await h.sandbox.deps.faults.clear();
  return { path, response };
}

describe('every route under generated input', () => {
  it('reads the routes of both services and the simulators from the application', () => {
    const all = routes().map((r) => `${r.method} ${r.path}`);
    for (const expected of [
      'POST /salgspant/api/cache',
      'GET /salgspant/api/application/ongoing/:id',
      'POST /kyc-declaration/api/kyc/submitPepRca',
      'GET /kyc-declaration/api/signing/start',
      'POST /sandbox/login',
      'GET /sandbox/signing/:id',
      'POST /sandbox/api/faults',
    ]) {
      assert.ok(all.includes(expected), `${expected} not found among ${all.length} routes`);
    }
    assert.ok(all.length > 60, `only ${all.length} routes`);
  });

  const { seed, runs } = fuzzParameters(6);
  for (const { method, path: pattern } of routes()) {
    if (WIPES.has(`${method} ${pattern}`)) continue;
    it(`${method} ${pattern}: no 5xx, errors are the documented JSON`, async () => {
      await fc.assert(
        fc.asyncProperty(generated, async (g) => {
          const { path, response } = await send(method, pattern, g);
          await check(method, path, response, `${method} ${path}`);
        }),
        { seed, numRuns: runs },
      );
    });
  }

  it('refuses U+0000 and unpaired surrogates with the 400 error JSON, on the anonymous cache call too', async () => {
    const cache = {
      loanProduct: 'CAR',
      loanType: 'VEHICLE_LOAN',
      odometerValue: null,
      vehiclePrice: 300_000,
      equity: 50_000,
      loanAmount: 250_000,
      requestedLoanPeriodInMonths: 60,
    };
    for (const plate of ['AB\\u000012345', '\\ud800', '\\udc00AB12345']) {
      const raw = JSON.stringify(cache).replace('}', `,"vehicleRegistrationNumber":"${plate}"}`);
      const { status, body } = await h.json('POST', '/salgspant/api/cache', { raw }, errorJson);
      assert.equal(status, 400, plate);
      assert.equal(body.name, 'INVALID_APPLICATION_REQUEST');
      assert.match(body.developerMessage ?? '', /U\+0000 or an unpaired surrogate/);
    }
    const kyc = await h.kyc('POST', '/kyc/log', kycToken, { raw: '{"level":"INFO","message":"a\\u0000b"}' }, errorJson);
    assert.equal(kyc.status, 400);
    assert.equal(kyc.body.name, 'INVALID_REQUEST');
  });

  it('validates the cache registration number with the product’s plate rules', async () => {
    const cache = (plate: string | null, loanProduct = 'CAR') => ({
      loanProduct,
      loanType: 'VEHICLE_LOAN',
      vehicleRegistrationNumber: plate,
      odometerValue: 10_000,
      vehiclePrice: 300_000,
      equity: 50_000,
      loanAmount: 250_000,
      requestedLoanPeriodInMonths: 60,
    });
    for (const [plate, product] of [
      ['<b>hi</b>', 'CAR'],
      ['AB1234', 'CAR'],
      ['AB12345', 'MC'],
      ['ab12345', 'CAR'],
    ] as const) {
      const { status, body } = await h.json('POST', '/salgspant/api/cache', { body: cache(plate, product) }, errorJson);
      assert.equal(status, 400, `${plate} for ${product}`);
      assert.match(body.developerMessage ?? '', /^vehicleRegistrationNumber: /);
    }
    for (const [plate, product] of [
      ['EB66018', 'CAR_ZERO_EMISSION'],
      ['AB1234', 'MC'],
      [null, 'BOAT'],
    ] as const) {
      const { status } = await h.json('POST', '/salgspant/api/cache', { body: cache(plate, product) });
      assert.equal(status, 201, `${plate} for ${product}`);
    }
  });

  it('bounds the free-text fields of the customer’s calls', async () => {
    const login = await h.login('kari');
    const tooLong: Array<[string, unknown]> = [
      ['/salgspant/api/application/feedback', { preViewCaseId: 'x'.repeat(65), content: 'Fint' }],
      ['/salgspant/api/application/feedback', { preViewCaseId: 'SP-1', content: 'x'.repeat(501) }],
      ['/salgspant/api/consent', [{ samtykkeId: { value: 'x'.repeat(101) }, svar: 'JA' }]],
      ['/salgspant/api/sbl/get-or-create', { redirectUrl: `/${'x'.repeat(2048)}` }],
    ];
    for (const [path, body] of tooLong) {
      const { status, body: error } = await h.json('POST', path, { login, body }, errorJson);
      assert.equal(status, 400, path);
      assert.equal(error.name, 'INVALID_APPLICATION_REQUEST', path);
    }
  });

  it('ignores a forged session cookie instead of failing', async () => {
    for (const cookie of ['sandbox_session=%00', 'sandbox_session=%', `sandbox_session=${'a'.repeat(5000)}`]) {
      const { status, body } = await h.json('GET', '/salgspant/api/user', { headers: { Cookie: cookie } }, errorJson);
      assert.equal(status, 401, cookie);
      assert.equal(body.name, 'ANNONYM_BRUKER');
    }
  });

  it('refuses a return path with a control character before any header is written', async () => {
    for (const path of [
      '/sandbox/login?returnTo=/a%01b',
      '/sandbox/signing/x?returnUrl=/a%0Db&cancelUrl=/',
      '/sandbox/signing/x?returnUrl=/&cancelUrl=/a%7Fb',
      '/sandbox/kyc-signing/abc?returnUrl=/a%00b',
    ]) {
      const response = await h.request('GET', path);
      assert.equal(response.status, 400, path);
      assert.equal(((await response.json()) as { name: string }).name, 'INVALID_REQUEST');
    }
    const login = await h.login('kari');
    const logout = await h.request('POST', '/sandbox/logout', {
      login,
      raw: 'returnTo=%2Fa%01b',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(logout.status, 303);
    assert.equal(logout.headers.get('location'), '/');
  });

  it('limits the body of every route, the simulators and the control API included', async () => {
    const big = JSON.stringify({ endpoint: '*', body: 'x'.repeat(BODY_LIMIT_BYTES) });
    for (const path of [
      '/sandbox/api/faults',
      '/sandbox/login',
      '/salgspant/api/cache',
      '/kyc-declaration/api/kyc/log',
    ]) {
      const response = await h.request('POST', path, { raw: big });
      assert.equal(response.status, 413, path);
      assert.match(response.headers.get('content-type') ?? '', /^application\/json/);
    }
    assert.deepEqual(await h.sandbox.deps.faults.list(), []);
  });

  it('logged nothing while fuzzing (no unexpected error reached the log)', () => {
    assert.deepEqual(logged, []);
  });

  it('the wiping routes too answer no 5xx', async () => {
    for (const pattern of WIPES) {
      const [method = 'POST', path = ''] = pattern.split(' ');
      await fc.assert(
        fc.asyncProperty(generated, async (g) => {
          const sent = await send(method, path, g);
          await check(method, sent.path, sent.response, `${method} ${sent.path}`);
        }),
        { seed, numRuns: 2 },
      );
    }
  });
});
