// @web/test-runner: every browser test in Debian's Chromium, TypeScript through esbuild, React through
// the pre-bundling plugin.
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { prebundlePlugin } from './test/helpers/wtr/prebundle.mjs';
import { summaryReporter } from './test/helpers/wtr/summary-reporter.mjs';
import { tsxResolvePlugin } from './test/helpers/wtr/tsx-resolve.mjs';

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
