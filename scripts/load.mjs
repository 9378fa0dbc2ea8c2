#!/usr/bin/env node
// npm run load: drives the sandbox's public and logged-in calls with autocannon, 100 concurrent
// connections for 30 s (LOAD_CONNECTIONS, LOAD_SECONDS override), against a sandbox it starts itself on
// 127.0.0.1 (in-memory PGlite). Prints p50/p99 latency, throughput and errors; exits 1 on any error,
// timeout or non-2xx answer. Not part of npm test.
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createInterface } from 'node:readline';

const connections = Number(process.env.LOAD_CONNECTIONS ?? 100);
const duration = Number(process.env.LOAD_SECONDS ?? 30);
const BANK = '9999';
const KARI = '14038512324';

const server = spawn(process.execPath, ['--import', 'tsx', 'scripts/lib/load-server.ts'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
const stop = () => {
  if (server.exitCode === null) server.kill('SIGTERM');
};
process.on('exit', stop);

const lines = createInterface({ input: server.stdout });
const [first] = await Promise.race([
  once(lines, 'line'),
  once(server, 'exit').then(() => {
    throw new Error('the sandbox exited before listening');
  }),
]);
const { port } = JSON.parse(first);
const base = `http://127.0.0.1:${port}`;

// A logged-in customer: session cookie, CSRF token, and a KYC token of the same person.
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
  `npm run load: ${connections} connections for ${duration} s against ${base} (${requests.length} calls in turn)`,
);
const result = await autocannon({ url: base, connections, duration, requests, timeout: 10 });
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
console.log(failed === 0 ? 'OK: 0 errors' : `FAILED: ${failed} errors, timeouts or non-2xx answers`);
process.exit(failed === 0 ? 0 : 1);
