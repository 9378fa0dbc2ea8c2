// The sandbox alone, for `npm run load`: an in-memory PGlite store, bound to 127.0.0.1 on a free port.
// Prints `{"port":N}` once listening; stops on SIGTERM.
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createSandbox } from '../../demo/sandbox/app.js';

const sandbox = await createSandbox({ databaseUrl: '', adminToken: '' });
const server = serve({ fetch: sandbox.app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => {
  process.stdout.write(`${JSON.stringify({ port: info.port })}\n`);
});
process.on('SIGTERM', () => {
  server.close();
  void sandbox.close().finally(() => process.exit(0));
});
