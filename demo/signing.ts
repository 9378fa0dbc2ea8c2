import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { SandboxEnv } from './sandbox/context.js';

const pagesDir = fileURLToPath(new URL('./pages', import.meta.url));

/**
 * The sandbox's e-signing simulator on an origin of its own (`npm start` runs it on PORT + 2), as a
 * real signing provider is: the completion's frame (`sandbox="allow-forms allow-scripts
 * allow-same-origin"`) then keeps the simulator in its sandbox, because its origin is not the bank's.
 * Only the signing pages and the site's styles are served here; `frameAncestors()` names the bank
 * origins that may frame them. The host must be the bank's (another port), so the bank's session
 * cookie (host-only, SameSite=Lax) reaches the simulator as it reaches a signing provider's page
 * through its own login.
 */
export function createSigningApp(sandbox: Hono<SandboxEnv>, frameAncestors: () => readonly string[]): Hono {
  const app = new Hono();
  app.use('*', async (c, next) => {
    await next();
    c.header(
      'Content-Security-Policy',
      [
        "default-src 'self'",
        "script-src 'self'",
        "style-src 'self'",
        "img-src 'self' data:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
        `frame-ancestors ${frameAncestors().join(' ') || "'self'"}`,
      ].join('; '),
    );
    c.header('Referrer-Policy', 'same-origin');
    c.header('X-Content-Type-Options', 'nosniff');
  });
  app.use('/assets/*', serveStatic({ root: path.relative(process.cwd(), pagesDir) || '.' }));
  app.all('/sandbox/signing/*', (c) => sandbox.fetch(c.req.raw));
  app.notFound((c) => c.text('Siden finnes ikke.', 404));
  return app;
}
