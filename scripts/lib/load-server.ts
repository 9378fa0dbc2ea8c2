// One sandbox instance alone, for `npm run load` and the two-instance test (test/sandbox/scale-out.test.ts):
// bound to 127.0.0.1 on a free port (LOAD_PORT: that one), on PostgreSQL when DATABASE_URL is set (so
// several of these share one store), else on an in-memory PGlite of its own. The control API is open unless
// SANDBOX_ADMIN_TOKEN is set: on a shared store it reaches every instance, so it takes the same token as
// the shared service's instances. Prints `{"port":N,"store":"postgres"|"pglite"}`
// once listening; stops on SIGTERM.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox } from '../../demo/sandbox/app.js';

const sandbox = await createSandbox({
  databaseUrl: process.env.DATABASE_URL ?? '',
  adminToken: process.env.SANDBOX_ADMIN_TOKEN ?? '',
});
const port = Number(process.env.LOAD_PORT ?? 0);
// Requests still being answered: a stop waits for them before it closes the store, so none of them
// meets a closed pool.
let inFlight = 0;
const fetch = async (request: Request, env: unknown) => {
  inFlight += 1;
  try {
    return await sandbox.app.fetch(request, env);
  } finally {
    inFlight -= 1;
  }
};
const server = serve({ fetch, hostname: '127.0.0.1', port }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ port: info.port, store: sandbox.deps.db.kind })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  (server as { closeAllConnections?: () => void }).closeAllConnections?.();
  const stopBy = Date.now() + 5_000;
  const closeStore = () => {
    if (inFlight > 0 && Date.now() < stopBy) {
      setTimeout(closeStore, 20);
      return;
    }
    void sandbox.close().finally(() => process.exit(0));
  };
  closeStore();
});
