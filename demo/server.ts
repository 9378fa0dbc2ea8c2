// npm start: the demo bank website with the built elements, on http://127.0.0.1:8080 (PORT overrides).
// One process, bound to the loopback interface only.
import { serve } from '@hono/node-server';
import { createDemoApp } from './app.js';
import { createSandbox } from './sandbox/app.js';

const HOST = '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(1);
}

// The sandbox keeps its data in .data/ across restarts, or in PostgreSQL when DATABASE_URL is set.
const sandbox = await createSandbox({ dataDir: process.env.DATABASE_URL ? undefined : '.data/pglite' });

const server = serve({ fetch: createDemoApp({ sandbox: sandbox.app }).fetch, hostname: HOST, port }, (info) => {
  console.log(`salgspant-elements demo: http://${HOST}:${info.port}/`);
  console.log(`  sandbox store: ${sandbox.deps.db.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : 'PGlite in .data/pglite'}`);
  console.log(`  log in as a test person: http://${HOST}:${info.port}/sandbox/login · advisor: /sandbox/advisor`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port (PORT=8081 npm start).` : error.message,
  );
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => void sandbox.close().finally(() => process.exit(0))));
}
