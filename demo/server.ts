// npm start: the demo bank website with the built elements, on http://127.0.0.1:8080 (PORT overrides).
// One process, bound to the loopback interface only.
import { serve } from '@hono/node-server';
import { createDemoApp } from './app.js';

const HOST = '127.0.0.1';
const port = Number(process.env.PORT ?? 8080);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(1);
}

const server = serve({ fetch: createDemoApp().fetch, hostname: HOST, port }, (info) => {
  console.log(`salgspant-elements demo: http://${HOST}:${info.port}/`);
});

server.on('error', (error: NodeJS.ErrnoException) => {
  console.error(
    error.code === 'EADDRINUSE' ? `Port ${port} is in use: set PORT to another port (PORT=8081 npm start).` : error.message,
  );
  process.exit(1);
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
