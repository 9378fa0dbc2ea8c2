#!/usr/bin/env node
// npm run load: drives the sandbox's public and logged-in calls with autocannon, 100 concurrent
// connections for 30 s (LOAD_CONNECTIONS, LOAD_SECONDS override), spread evenly over the sandbox instances:
//   - LOAD_INSTANCES=N (default 1): starts N instances of its own on 127.0.0.1 (scripts/lib/load-server.ts),
//     on the PostgreSQL of DATABASE_URL when set; without it one instance on in-memory PGlite (several
//     instances need one shared store, so N > 1 needs DATABASE_URL);
//   - LOAD_TARGETS=http://host:port,http://host:port: running instances instead (the customer logs in
//     through POST /sandbox/api/login and /sandbox/api/kyc-token, which SANDBOX_ADMIN_TOKEN leaves open).
// The customer logs in on the first instance and is served by all of them: what one instance issues
// (session, CSRF token, declaration token) holds on every other. Prints p50/p99 latency, throughput and
// errors, per instance and in total; exits 1 on any error, timeout or non-2xx answer. Not part of npm test.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const duration = Number(process.env.LOAD_SECONDS ?? 30);
const instances = Number(process.env.LOAD_INSTANCES ?? 1);
const targets = (process.env.LOAD_TARGETS ?? '')
  .split(',')
  .map((t) => t.trim().replace(/\/+$/, ''))
  .filter(Boolean);
const BANK = '9999';
const KARI = '14038512324';

if (!Number.isInteger(instances) || instances < 1) {
  console.error(`LOAD_INSTANCES must be a whole number from 1, not "${process.env.LOAD_INSTANCES}"`);
  process.exit(1);
}
if (targets.length === 0 && instances > 1 && !process.env.DATABASE_URL) {
  console.error(
    'LOAD_INSTANCES > 1 needs DATABASE_URL: instances share one PostgreSQL store (an in-memory PGlite is one process).',
  );
  process.exit(1);
}

const servers = [];
const stop = () => {
  for (const server of servers) if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);

/** Starts one sandbox instance; resolves with its address and store once it listens. */
async function start() {
  const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/load-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  servers.push(server);
  const lines = createInterface({ input: server.stdout });
  const [first] = await Promise.race([
    once(lines, 'line'),
    once(server, 'exit').then(() => {
      throw new Error('a sandbox instance exited before listening');
    }),
  ]);
  const { port, store } = JSON.parse(first);
  return { base: `http://127.0.0.1:${port}`, store };
}

// One after the other: the first migrates and seeds a new store, the others find it ready.
const started = [];
if (targets.length === 0) for (let i = 0; i < instances; i += 1) started.push(await start());
const bases = targets.length > 0 ? targets : started.map((s) => s.base);
const store =
  targets.length > 0 ? 'as the targets run' : started[0].store === 'postgres' ? 'PostgreSQL' : 'PGlite in memory';
const [base] = bases;

// A logged-in customer: session cookie, CSRF token, and a KYC token of the same person (on the first
// instance; every instance serves them).
const login = await fetch(`${base}/sandbox/api/login`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ ssn: KARI }),
});
if (!login.ok) throw new Error(`login: ${login.status}`);
const cookie = login.headers
  .getSetCookie()
  .map((c) => c.split(';')[0])
  .join('; ');
const { csrfToken } = await login.json();
const kyc = await fetch(`${base}/sandbox/api/kyc-token`, {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ ssn: KARI }),
});
const { token: kycToken } = await kyc.json();
if (!kycToken) throw new Error(`kyc-token: ${kyc.status}`);

const json = { 'Content-Type': 'application/json', 'X-BankRegNr': BANK };
const customer = { ...json, Cookie: cookie };
const requests = [
  // Public: the calculator's calls.
  { method: 'GET', path: '/salgspant/api/calculator/car', headers: { 'X-BankRegNr': BANK } },
  {
    method: 'POST',
    path: '/salgspant/api/vehicle/details',
    headers: json,
    body: JSON.stringify({ vehicleRegistrationNumber: 'EB66018', odometerValue: 12000 }),
  },
  {
    method: 'POST',
    path: '/salgspant/api/cache',
    headers: json,
    body: JSON.stringify({
      loanProduct: 'CAR_ZERO_EMISSION',
      loanType: 'VEHICLE_LOAN',
      vehicleRegistrationNumber: 'EB66018',
      odometerValue: 12000,
      vehiclePrice: 379000,
      equity: 100000,
      loanAmount: 279000,
      requestedLoanPeriodInMonths: 60,
    }),
  },
  { method: 'GET', path: '/salgspant/api/features/salgspant-traffic-light', headers: { 'X-BankRegNr': BANK } },
  // Logged in: session, customer, overview, consents (a write with the CSRF token), KYC reference data.
  { method: 'GET', path: '/salgspant/api/user/session', headers: customer },
  { method: 'GET', path: '/salgspant/api/user', headers: customer },
  { method: 'GET', path: '/salgspant/api/landingpage', headers: customer },
  { method: 'GET', path: '/salgspant/api/consent', headers: customer },
  {
    method: 'POST',
    path: '/salgspant/api/consent',
    headers: { ...customer, 'X-CSRF-Token': csrfToken },
    body: JSON.stringify([{ samtykkeId: { value: 'MARKEDSFORING_FORSIKRING' }, svar: 'JA' }]),
  },
  { method: 'GET', path: '/kyc-declaration/api/kyc/countries', headers: { 'X-KYC-Token': kycToken } },
  { method: 'GET', path: '/kyc-declaration/api/kyc/v8/form?kycContext=LOAN', headers: { 'X-KYC-Token': kycToken } },
];

console.log(
  `npm run load: ${connections} connections for ${duration} s against ${bases.length} instance(s) (${bases.join(', ')}; store: ${store}), ${requests.length} calls in turn`,
);
// Per instance: which instance answered how often (autocannon spreads the connections over the URLs).
const answered = new Map(bases.map((b) => [new URL(b).host, 0]));
const instance = autocannon({ url: bases, connections, duration, requests, timeout: 10 });
instance.on('response', (client) => {
  const { hostname, port } = client.opts;
  const key = answered.has(`${hostname}:${port}`) ? `${hostname}:${port}` : hostname;
  if (answered.has(key)) answered.set(key, (answered.get(key) ?? 0) + 1);
});
const result = await instance;
stop();

const failed = result.errors + result.timeouts + result.non2xx;
const rows = [
  ['requests', `${result.requests.total} (${Math.round(result.requests.average)}/s)`],
  ['latency p50', `${result.latency.p50} ms`],
  ['latency p99', `${result.latency.p99} ms`],
  ['latency max', `${result.latency.max} ms`],
  ['errors', String(result.errors)],
  ['timeouts', String(result.timeouts)],
  ['non-2xx', String(result.non2xx)],
];
for (const [name, value] of rows) console.log(`  ${name.padEnd(12)} ${value}`);
for (const [host, count] of answered) console.log(`  ${`answered by ${host}`.padEnd(12)} ${count}`);
console.log(failed === 0 ? 'OK: 0 errors' : `FAILED: ${failed} errors, timeouts or non-2xx answers`);
process.exit(failed === 0 ? 0 : 1);
