import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the demo finds its files; tests point it elsewhere. */
export interface DemoOptions {
  /** The demo bank site's pages and assets. */
  pagesDir?: string;
  /** The sandbox services and simulators, mounted beside the pages. */
  sandbox?: Hono<any>;
}

/**
 * The demo bank website's pages, at the specs' outer paths. Every page is a static HTML file; the
 * elements on it read their configuration from the page JSON.
 */
export const PAGES: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/elements': 'index.html',
  '/lane/salgspant': 'lane/salgspant.html',
  '/forhandler/bilhuset': 'forhandler/bilhuset.html',
  '/min-oversikt/kyc': 'min-oversikt/kyc.html',
  '/quality/strict-csp': 'quality/strict-csp.html',
  '/quality/hostile-css': 'quality/hostile-css.html',
  '/quality/plain': 'quality/plain.html',
  '/quality/two-calculators': 'quality/two-calculators.html',
};

/** The strict policy every demo page is served with: nothing inline, nothing evaluated. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** `serveStatic` takes a root relative to the working directory. */
const fromCwd = (dir: string) => path.relative(process.cwd(), dir) || '.';

/**
 * The demo server's application: the bank pages, the built elements under `/dist/`, the site's assets
 * under `/assets/`. The sandbox services mount beside these.
 */
export function createDemoApp(options: DemoOptions = {}): Hono {
  const distDir = path.join(projectRoot, 'dist');
  const pagesDir = options.pagesDir ?? path.join(projectRoot, 'demo', 'pages');
  const app = new Hono();

  // The built elements: loadable by other origins (dealer sites), like a CDN. A module script from
  // another origin is fetched with CORS, so the files say anyone may load them.
  app.use(
    '/dist/*',
    async (c, next) => {
      await next();
      c.header('Access-Control-Allow-Origin', '*');
    },
    secureHeaders({ crossOriginResourcePolicy: 'cross-origin', crossOriginOpenerPolicy: false }),
    serveStatic({ root: fromCwd(projectRoot) }),
  );

  app.use('*', secureHeaders({ contentSecurityPolicy: CONTENT_SECURITY_POLICY, referrerPolicy: 'same-origin' }));
  app.use('/assets/*', serveStatic({ root: fromCwd(pagesDir) }));

  for (const [route, file] of Object.entries(PAGES)) {
    const full = path.join(pagesDir, file);
    app.get(route, (c) => {
      if (!existsSync(full)) return c.text('Siden finnes ikke.', 404);
      if (!existsSync(distDir)) {
        return c.text('Elementene er ikke bygget. Kjør «npm start» (eller «npm run build») først.', 503);
      }
      return c.html(readFileSync(full, 'utf8'));
    });
  }

  if (options.sandbox) app.route('/', options.sandbox);

  app.notFound((c) => c.html(notFoundPage(), 404));
  return app;
}

function notFoundPage(): string {
  return `<!doctype html>
<html lang="nb">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Siden finnes ikke</title><link rel="stylesheet" href="/assets/site.css"></head>
<body><main class="page"><h1>Siden finnes ikke</h1><p><a href="/">Til forsiden</a></p></main></body>
</html>`;
}
