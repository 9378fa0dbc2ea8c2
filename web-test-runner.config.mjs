// @web/test-runner: every browser test in Debian's Chromium, TypeScript through esbuild, React through
// the pre-bundling plugin.
import { getRequestListener } from '@hono/node-server';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { engineFiles, engineLauncher } from './test/helpers/wtr/engines.mjs';
import { prebundlePlugin } from './test/helpers/wtr/prebundle.mjs';
import { signingFramePlugin } from './test/helpers/wtr/signing-frame.mjs';
import { summaryReporter } from './test/helpers/wtr/summary-reporter.mjs';
import { tabPlugin } from './test/helpers/wtr/tab.mjs';
import { tsxResolvePlugin } from './test/helpers/wtr/tsx-resolve.mjs';
import { register } from 'tsx/esm/api';

// The demo server's application is TypeScript; tsx lets this config load it.
register();
const { createDemoApp, PAGES } = await import('./demo/app.ts');
const { createSandbox } = await import('./demo/sandbox/app.ts');
const { createSigningApp } = await import('./demo/signing.ts');

/**
 * The demo bank site and the sandbox services, served by the same Hono application as `npm start`,
 * on the test server's origin: the pages at their outer paths, the assets, the two services and the
 * simulators. The sandbox runs on a fresh in-memory PGlite (or DATABASE_URL). `/` stays the test
 * runner's own page.
 */
// WTR_PORT runs two test runs side by side (e.g. in two git worktrees).
const PORT = Number(process.env.WTR_PORT ?? 8000);
const TEST_ORIGIN = `http://localhost:${PORT}`;

/**
 * A partner dealer's site on another site than the bank (127.0.0.1, not localhost: no cookie of the
 * bank's is ever first-party there), with the test server as the bank: demo/dealer.ts, as `npm start`
 * serves it. test/e2e/dealer-hand-over.test.ts drives it in a tab of its own.
 */
const { createDealerApp } = await import('./demo/dealer.ts');
async function listen(app) {
  const server = createServer(getRequestListener(app.fetch));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}`;
}
const dealerOrigin = await listen(createDealerApp(TEST_ORIGIN));

/**
 * A third origin that serves the README's dealer snippet exactly as printed (between the
 * `dealer-snippet` markers), in a bare page: test/e2e/dealer-hand-over.test.ts maps the snippet's
 * https://bank.example to the test server.
 */
const snippet = /<!-- dealer-snippet -->\s*```html\n([\s\S]*?)```/.exec(readFileSync('README.md', 'utf8'))?.[1];
if (!snippet) throw new Error('README.md: no dealer snippet between <!-- dealer-snippet --> markers');
const snippetPage = `<!doctype html>
<html lang="nb">
<head><meta charset="utf-8"><title>Bil til salgs – en forhandler</title></head>
<body><main><h1>Skoda Enyaq 85</h1>
${snippet}</main></body>
</html>`;
const snippetOrigin = await listen({
  fetch: () => new Response(snippetPage, { headers: { 'Content-Type': 'text/html; charset=utf-8' } }),
});

// Always PGlite here: the Node tests own DATABASE_URL and reset it.
// The control API (fault injection) stays open in tests whatever SANDBOX_ADMIN_TOKEN says.
// The bank admits the dealer's origin, as a bank does for a partner (SANDBOX_ALLOWED_ORIGINS).
const sandbox = await createSandbox({ databaseUrl: '', adminToken: '', allowedOrigins: [dealerOrigin, snippetOrigin] });

/**
 * The e-signing simulator on its own origin, as `npm start` serves it (demo/signing.ts): another port of
 * the test page's host, so the session cookie reaches it and the signing frame is cross-origin. The
 * tests reach into that frame through the `signing-frame` command (test/helpers/wtr/signing-frame.mjs).
 */
const signingServer = createServer(
  getRequestListener(createSigningApp(sandbox.app, () => [`http://localhost:${PORT}`]).fetch),
);
await new Promise((resolve) => signingServer.listen(0, '127.0.0.1', resolve));
sandbox.deps.signingOrigin = `http://localhost:${signingServer.address().port}`;
const demo = getRequestListener(
  createDemoApp({ sandbox: sandbox.app, signingOrigin: () => sandbox.deps.signingOrigin }).fetch,
);

/**
 * The bank's services on other origins than the test page (http://localhost:8000), on the same store:
 * one that lists the test page's origin for CORS, one that does not. The cross-origin tests read their
 * addresses from /__cross-origin.json.
 */
async function crossOriginBank(allowedOrigins) {
  const other = await createSandbox({ db: sandbox.deps.db, allowedOrigins });
  const server = createServer(getRequestListener(other.app.fetch));
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${server.address().port}/salgspant/api`;
}
/**
 * The bank as `npm start` serves it (demo/app.ts around the sandbox: its headers, with
 * `Cross-Origin-Resource-Policy: same-origin`, and its 404 page without CORS headers) on another origin
 * than the test page, on the same store: one that admits the test page's origin, one that does not
 * (test/e2e/shipped-bundles.test.ts). Their origins, not their services' addresses.
 */
async function npmStartBank(allowedOrigins) {
  const other = await createSandbox({ db: sandbox.deps.db, allowedOrigins });
  return listen(createDemoApp({ sandbox: other.app }));
}
const crossOrigin = {
  allowed: await crossOriginBank([TEST_ORIGIN]),
  refused: await crossOriginBank(['http://dealer.invalid']),
  dealer: dealerOrigin,
  snippet: snippetOrigin,
  npmStart: { admits: await npmStartBank([TEST_ORIGIN]), refuses: await npmStartBank(['http://dealer.invalid']) },
};
const demoPaths = new Set(Object.keys(PAGES).filter((route) => route !== '/'));
// /dist/ too: served byte for byte (the test server would rewrite modules, and the demo pages load them with
// Subresource Integrity).
const servedPrefixes = [
  '/dist/',
  '/assets/',
  '/docs/',
  '/hosts/',
  '/salgspant/api/',
  '/kyc-declaration/api/',
  '/sandbox/',
];
/**
 * A second version of the library on the same page (test/elements/two-versions.test.ts): dist/ as
 * built, served under /__other-version/dist/ with its version stamp (the package version, inlined by the
 * build) changed to OTHER_VERSION. To the browser it is another library: other URLs, so its own module
 * graph, its own React runtime and its own element classes.
 */
const OTHER_VERSION = '9.9.9-other';
const OTHER_PREFIX = '/__other-version/dist/';
const distDir = path.resolve('dist');
const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
function otherVersion(ctx) {
  const file = path.resolve(distDir, ctx.path.slice(OTHER_PREFIX.length));
  if (!file.startsWith(`${distDir}${path.sep}`) || !file.endsWith('.js') || !existsSync(file)) {
    ctx.status = 404;
    return;
  }
  ctx.type = 'text/javascript';
  ctx.body = readFileSync(file, 'utf8').replaceAll(JSON.stringify(version), JSON.stringify(OTHER_VERSION));
}

const bankOrigins = new Set(
  [crossOrigin.allowed, crossOrigin.refused, crossOrigin.npmStart.admits, crossOrigin.npmStart.refuses].map(
    (url) => new URL(url).origin,
  ),
);
async function crossOriginHeads(ctx) {
  let body = '';
  for await (const chunk of ctx.req) body += chunk;
  const urls = JSON.parse(body);
  if (!Array.isArray(urls) || !urls.every((url) => bankOrigins.has(new URL(url).origin))) {
    ctx.status = 400;
    return;
  }
  ctx.body = await Promise.all(
    urls.map(async (url) => {
      const response = await fetch(url, { headers: { Origin: TEST_ORIGIN, 'X-BankRegNr': '9999' } });
      await response.arrayBuffer();
      return {
        status: response.status,
        corp: response.headers.get('cross-origin-resource-policy'),
        cors: response.headers.get('access-control-allow-origin'),
      };
    }),
  );
}

/**
 * Holding the elements' code back (test/e2e/layout-shift.test.ts): after `/__hold-scripts?hold=1`, a
 * request for an element's entry (`/dist/elements/*.js`, `/dist/define-all.js`) waits until
 * `/__hold-scripts?hold=0`, so a demo page shows what it holds for its elements before their code runs.
 */
let hold = null;
const HELD = /^\/dist\/(elements\/[^/]+|define-all)\.js$/;

/**
 * The partner dealer's pages (demo/dealer.ts, the bank being the test server) also under /__dealer/ on the
 * test server's own origin, so a same-origin frame can measure them: the same HTML, snippet and CSS.
 */
const dealerOnTestOrigin = getRequestListener(createDealerApp(TEST_ORIGIN).fetch);
const DEALER_PREFIX = '/__dealer';

async function demoMiddleware(ctx, next) {
  if (ctx.path === '/__hold-scripts') {
    if (ctx.query.hold === '1') {
      if (!hold) {
        let release;
        const promise = new Promise((resolve) => (release = resolve));
        hold = { promise, release };
      }
    } else {
      hold?.release();
      hold = null;
    }
    ctx.body = { held: hold !== null };
    return undefined;
  }
  if (hold && HELD.test(ctx.path)) await hold.promise;
  if (ctx.path === DEALER_PREFIX || ctx.path.startsWith(`${DEALER_PREFIX}/`)) {
    ctx.respond = false;
    ctx.req.url = ctx.req.url.slice(DEALER_PREFIX.length) || '/';
    return dealerOnTestOrigin(ctx.req, ctx.res);
  }
  if (ctx.path.startsWith(OTHER_PREFIX)) return otherVersion(ctx);
  if (ctx.path === '/__cross-origin.json') {
    ctx.body = crossOrigin;
    return undefined;
  }
  // What the extra banks answer a page on the test origin (status, CORP, CORS), read here in Node, where a
  // cross-origin answer's headers are not hidden: test/e2e/shipped-bundles.test.ts shows that the bank of
  // `npm start` sends CORP and a 404 page without CORS headers, and the raw sandbox no CORP.
  if (ctx.path === '/__cross-origin-heads' && ctx.method === 'POST') return crossOriginHeads(ctx);
  // Whether a cookie named `probe` came along: a page on another site asks with credentials, to show
  // that the browser blocks third-party cookies in the dealer test.
  if (ctx.path === '/__cookie-probe') {
    const origin = ctx.get('origin');
    if (origin) {
      ctx.set('Access-Control-Allow-Origin', origin);
      ctx.set('Access-Control-Allow-Credentials', 'true');
    }
    ctx.body = { probe: /(?:^|;\s*)probe=/.test(ctx.get('cookie')) };
    return undefined;
  }
  if (demoPaths.has(ctx.path) || servedPrefixes.some((prefix) => ctx.path.startsWith(prefix))) {
    ctx.respond = false;
    return demo(ctx.req, ctx.res);
  }
  return next();
}

// One engine per run (scripts/test.mjs runs all three): Chromium runs every browser test, Firefox and
// WebKit the cross-engine suite.
const ENGINE = process.env.WTR_ENGINE ?? 'chromium';

export default {
  rootDir: '.',
  // The cross-origin tests allow exactly this origin (TEST_ORIGIN).
  hostname: 'localhost',
  port: PORT,
  files: engineFiles(ENGINE),
  nodeResolve: { exportConditions: ['browser', 'production'] },
  // One test file at a time: every page shares the browser's cookies, and the client and element tests
  // log different test persons in and out of the sandbox.
  concurrency: 1,
  // A test gives up after two minutes: its states are waited for by `until()` and `findBy…` (STATE_WAIT,
  // test/helpers/fixture.ts), and this only bounds a test that hangs (decision 0071).
  testFramework: { config: { timeout: 120000 } },
  testsFinishTimeout: 600000,
  browsers: [await engineLauncher(ENGINE)],
  middleware: [demoMiddleware],
  plugins: [
    tabPlugin(),
    prebundlePlugin(),
    signingFramePlugin(),
    tsxResolvePlugin(process.cwd()),
    esbuildPlugin({
      ts: true,
      tsx: true,
      tsconfig: 'tsconfig.json',
      target: 'es2022',
      define: { __SALGSPANT_VERSION__: JSON.stringify('0.0.0-test') },
    }),
  ],
  reporters: [defaultReporter(), summaryReporter()],
};
