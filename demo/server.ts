// npm start: the demo bank website with the built elements, on http://127.0.0.1:8080 (PORT overrides),
// a partner dealer's site on another site, http://localhost:8081 (PORT + 1; DEALER_PORT overrides), and
// the e-signing simulator on its own origin, http://127.0.0.1:8082 (PORT + 2; SIGNING_PORT overrides).
// The bank and the dealer are different hosts, not only different ports, so the dealer's page never receives the
// bank's cookies, as on the real web (cookies are per host, not per port). BANK_HOST and DEALER_HOST
// name other hosts (they must resolve to the loopback interface). One process, bound to 127.0.0.1 only.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createDemoApp } from './app.js';
import { createDealerApp } from './dealer.js';
import { createSandbox } from './sandbox/app.js';
import { StoreInUseError } from './sandbox/store/db.js';
import { createSigningApp } from './signing.js';

const HOST = '127.0.0.1';
const hostName = (name: string, fallback: string): string => {
  const value = process.env[name]?.trim() ?? '';
  if (value === '') return fallback;
  if (!/^[a-z0-9]([a-z0-9.-]{0,251}[a-z0-9])?$/i.test(value)) {
    console.error(`${name} must be a host name, not "${value}"`);
    process.exit(1);
  }
  return value;
};
const BANK_HOST = hostName('BANK_HOST', HOST);
const DEALER_HOST = hostName('DEALER_HOST', 'localhost');
if (BANK_HOST === DEALER_HOST) {
  console.error('BANK_HOST and DEALER_HOST must differ: cookies are shared by every port of a host.');
  process.exit(1);
}
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(1);
}

// Partner origins allowed to call the loan service: SANDBOX_ALLOWED_ORIGINS, plus the demo dealer.
const allowedOrigins = (process.env.SANDBOX_ALLOWED_ORIGINS ?? '')
  .split(',')
  .map((o) => o.trim())
  .filter(Boolean);

/** Ends the start with one line saying what to do: no stack trace for a mistake the developer can fix. */
function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

// The sandbox keeps its data in .data/pglite across restarts (SANDBOX_DATA_DIR: another folder), or in
// PostgreSQL when DATABASE_URL is set. One server per folder: a second one is told so and stops.
const dataDir = process.env.SANDBOX_DATA_DIR?.trim() ? process.env.SANDBOX_DATA_DIR.trim() : '.data/pglite';
// Behind a load balancer (several instances on one PostgreSQL, README "The sandbox as a shared partner
// test service"), the addresses handed out come from SANDBOX_PUBLIC_ORIGIN, SANDBOX_SIGNING_ORIGIN and
// SANDBOX_TAX_PORTAL_ORIGIN, never from this instance's own ports; createSandbox checks them.
const sandbox = await createSandbox({ dataDir: process.env.DATABASE_URL ? undefined : dataDir, allowedOrigins }).catch(
  (error: unknown) => {
    if (error instanceof StoreInUseError) {
      return fail(
        `The sandbox data folder ${dataDir} is in use by another demo server (pid ${error.pid}): stop that one, or give this one its own folder (SANDBOX_DATA_DIR=.data/second npm start).`,
      );
    }
    if (error instanceof Error && /^SANDBOX_\w+_ORIGIN must be/.test(error.message)) return fail(error.message);
    throw error;
  },
);
// A sandbox others reach through a public origin is shared: its control API must not be open.
if (sandbox.deps.publicOrigin && !process.env.SANDBOX_ADMIN_TOKEN) {
  await sandbox.close();
  fail(
    'SANDBOX_PUBLIC_ORIGIN is set, so this sandbox is shared: set SANDBOX_ADMIN_TOKEN (the same on every instance) to close its control API.',
  );
}

/** Resolves with the address once listening; a port in use ends the start with one line. */
const listening = (s: ReturnType<typeof serve>, port: number, what: string, variable: string) =>
  new Promise<AddressInfo>((resolve) => {
    s.once('error', (error: NodeJS.ErrnoException) =>
      fail(
        error.code === 'EADDRINUSE'
          ? `Port ${port} (${what}) is in use, perhaps by another npm start: stop that one, or choose another port (${variable}=${port + 10} npm start).`
          : `Cannot listen on ${HOST}:${port} (${what}): ${error.message}`,
      ),
    );
    s.once('listening', () => resolve(s.address() as AddressInfo));
  });

const server = serve({
  fetch: createDemoApp({ sandbox: sandbox.app, signingOrigin: () => sandbox.deps.signingOrigin }).fetch,
  hostname: HOST,
  port,
});
const bank = await listening(server, port, 'the demo bank', 'PORT');
const bankOrigin = sandbox.deps.publicOrigin || `http://${BANK_HOST}:${bank.port}`;

// The e-signing simulator on its own origin (another port of the bank's host, so the session cookie
// reaches it): the completion's signing frame is then another origin than the bank's page.
const signingPort =
  process.env.SIGNING_PORT !== undefined ? Number(process.env.SIGNING_PORT) : port === 0 ? 0 : port + 2;
const signingServer = serve({
  fetch: createSigningApp(sandbox.app, () => [bankOrigin]).fetch,
  hostname: HOST,
  port: signingPort,
});
const signing = await listening(signingServer, signingPort, 'the e-signing simulator', 'SIGNING_PORT');
sandbox.deps.signingOrigin ||= `http://${BANK_HOST}:${signing.port}`;

const dealerPort = process.env.DEALER_PORT !== undefined ? Number(process.env.DEALER_PORT) : port === 0 ? 0 : port + 1;
const dealerServer = serve({ fetch: createDealerApp(bankOrigin).fetch, hostname: HOST, port: dealerPort });
const dealer = await listening(dealerServer, dealerPort, 'the partner dealer', 'DEALER_PORT');
const dealerOrigin = `http://${DEALER_HOST}:${dealer.port}`;
allowedOrigins.push(dealerOrigin);

console.log(`salgspant-elements demo: ${bankOrigin}/`);
console.log(
  `  sandbox store: ${sandbox.deps.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`,
);
console.log(`  log in as a test person: ${bankOrigin}/sandbox/login · advisor: ${bankOrigin}/sandbox/advisor`);
console.log(`  partner dealer on another site (no shared cookies): ${dealerOrigin}/`);
console.log(`  e-signing simulator on its own origin: ${sandbox.deps.signingOrigin}/`);
if (process.env.SANDBOX_ADMIN_TOKEN) console.log('  advisor page and control API: protected by SANDBOX_ADMIN_TOKEN');

/** Stops both servers, drops kept-alive connections and closes the store; never hangs. */
function shutdown(): void {
  setTimeout(() => process.exit(0), 5_000).unref();
  for (const s of [signingServer, dealerServer, server]) {
    s.close();
    (s as { closeAllConnections?: () => void }).closeAllConnections?.();
  }
  void sandbox.close().finally(() => process.exit(0));
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, shutdown);
