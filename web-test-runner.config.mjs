// @web/test-runner: every browser test in Debian's Chromium, TypeScript through esbuild, React through
// the pre-bundling plugin.
import { getRequestListener } from '@hono/node-server';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { prebundlePlugin } from './test/helpers/wtr/prebundle.mjs';
import { summaryReporter } from './test/helpers/wtr/summary-reporter.mjs';
import { tsxResolvePlugin } from './test/helpers/wtr/tsx-resolve.mjs';
import { register } from 'tsx/esm/api';

// The demo server's application is TypeScript; tsx lets this config load it.
register();
const { createDemoApp, PAGES } = await import('./demo/app.ts');

/**
 * The demo bank site, served by the same Hono application as `npm start`, on the test server's
 * origin: its pages at their outer paths and its assets. (`/` stays the test runner's own page.)
 */
const demo = getRequestListener(createDemoApp().fetch);
const demoPaths = new Set(Object.keys(PAGES).filter((route) => route !== '/'));
function demoMiddleware(ctx, next) {
  if (demoPaths.has(ctx.path) || ctx.path.startsWith('/assets/')) {
    ctx.respond = false;
    return demo(ctx.req, ctx.res);
  }
  return next();
}

const executablePath = process.env.CHROME_PATH || '/usr/bin/chromium';

export default {
  rootDir: '.',
  files: ['test/**/*.test.{ts,tsx}', '!test/node/**', '!test/sandbox/**'],
  nodeResolve: { exportConditions: ['browser', 'production'] },
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath,
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--disable-quic',
          '--no-first-run',
        ],
      },
    }),
  ],
  middleware: [demoMiddleware],
  plugins: [
    prebundlePlugin(),
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
