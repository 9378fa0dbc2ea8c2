#!/usr/bin/env node
// npm test: type-check, format check, build, lint, then every test runner: Node's (package and server tests) and
// @web/test-runner in three engines: Chromium (everything that runs in a browser), Firefox and WebKit (the
// cross-engine suite, test/helpers/wtr/engines.mjs; WebKit under xvfb-run). Prints passed and failed per engine. Prints one total at the end,
// "Total: N passed, N failed", writes it as JSON to $SALGSPANT_TEST_SUMMARY when set, and fails when
// any test failed or none ran. A lint or format finding counts as one failure (a clean check adds nothing,
// so "passed" stays the number of tests), and the tests still run so one report shows everything.
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { run } from './lib/run.mjs';

const started = Date.now();
const tmp = mkdtempSync(path.join(tmpdir(), 'salgspant-test-'));

/** Finds Chromium: $CHROME_PATH, Debian's /usr/bin/chromium, or (as root on Debian) installs it. */
async function ensureChromium() {
  if (process.env.CHROME_PATH) {
    if (!existsSync(process.env.CHROME_PATH)) throw new Error(`CHROME_PATH=${process.env.CHROME_PATH} does not exist`);
    return process.env.CHROME_PATH;
  }
  const debian = '/usr/bin/chromium';
  if (existsSync(debian)) return debian;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (isRoot && existsSync('/etc/debian_version')) {
    console.log('Chromium not found: installing Debian\'s "chromium" package with apt-get (running as root) …');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    await run('apt-get', ['update', '-qq'], { env });
    await run('apt-get', ['install', '-y', '-qq', '--no-install-recommends', 'chromium'], { env });
    if (existsSync(debian)) return debian;
  }
  throw new Error(
    'Chromium not found. Set CHROME_PATH to a Chrome or Chromium binary, or install Debian\'s "chromium" package (apt-get install chromium).',
  );
}

/**
 * Firefox and WebKit come from Debian too (firefox-esr; webkit2gtk-driver and xvfb): .ci/run installs
 * them; here only a clear message when one is missing (the run of that engine then fails).
 */
function ensureEngines() {
  const needed = [
    ['/usr/bin/firefox-esr', 'firefox-esr', process.env.FIREFOX_PATH],
    ['/usr/bin/WebKitWebDriver', 'webkit2gtk-driver', process.env.WEBKIT_DRIVER_PATH],
    ['/usr/bin/xvfb-run', 'xvfb', undefined],
  ];
  for (const [binary, pkg, override] of needed) {
    if (!existsSync(override ?? binary))
      console.error(`✗ ${override ?? binary} not found: install Debian's "${pkg}" package.`);
  }
}

function walk(dir, match) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walk(full, match);
    return match.test(entry.name) ? [full] : [];
  });
}

const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

/** A check that is not a test runner (lint, format): a non-zero exit is one failure in the totals. */
async function check(name, command, args) {
  const status = await run(command, args, { allowFailure: true });
  if (status !== 0) {
    totals.failed += 1;
    failures.push(`${name}: ${command} ${args.join(' ')} exited with ${status}`);
  }
}

async function nodeTests() {
  const files = ['test/node', 'test/sandbox'].flatMap((dir) => walk(dir, /\.test\.(mjs|ts)$/)).sort();
  if (files.length === 0) return;
  const tap = path.join(tmp, 'node.tap');
  const status = await run(
    'node',
    [
      '--import',
      'tsx',
      '--test',
      // One file at a time: the sandbox tests share one PostgreSQL database when DATABASE_URL is set.
      '--test-concurrency=1',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=tap',
      `--test-reporter-destination=${tap}`,
      ...files,
    ],
    { allowFailure: true },
  );
  const text = existsSync(tap) ? readFileSync(tap, 'utf8') : '';
  const count = (name) => Number(text.match(new RegExp(`^# ${name} (\\d+)$`, 'm'))?.[1] ?? 0);
  totals.passed += count('pass');
  totals.failed += count('fail') + count('cancelled');
  totals.skipped += count('skip') + count('todo');
  if (status !== 0 && count('fail') + count('cancelled') === 0) {
    totals.failed += 1;
    failures.push(`node --test exited with ${status}`);
  }
}

/** One line per engine at the end: `Chromium: N passed, N failed (M:SS)`. */
const engineLines = [];

/**
 * One web-test-runner run in one engine (WTR_ENGINE). WebKit's MiniBrowser needs a display: the run goes
 * under xvfb-run, which starts a virtual X server on a free display number and stops it afterwards.
 */
async function browserTests(engine, chrome) {
  const summaryFile = path.join(tmp, `wtr-${engine}.json`);
  const wtr = ['web-test-runner', '--config', 'web-test-runner.config.mjs'];
  const [command, ...args] =
    engine === 'webkit' ? ['xvfb-run', '--auto-servernum', '--server-args=-screen 0 1280x1024x24', ...wtr] : wtr;
  const engineStarted = Date.now();
  const status = await run(command, args, {
    allowFailure: true,
    env: { ...process.env, CHROME_PATH: chrome, WTR_ENGINE: engine, WTR_SUMMARY_FILE: summaryFile },
  });
  const time = minutes(Date.now() - engineStarted);
  const name = ENGINE_NAMES[engine];
  if (!existsSync(summaryFile)) {
    totals.failed += 1;
    failures.push(`${name}: web-test-runner exited with ${status} before reporting`);
    engineLines.push(`${name}: did not report (${time})`);
    return;
  }
  const summary = JSON.parse(readFileSync(summaryFile, 'utf8'));
  let failed = summary.failed;
  failures.push(...summary.problems.map((problem) => `${name}: ${problem}`));
  if (status !== 0 && failed === 0) {
    failed += 1;
    failures.push(`${name}: web-test-runner exited with ${status}`);
  }
  totals.passed += summary.passed;
  totals.failed += failed;
  totals.skipped += summary.skipped;
  const skipped = summary.skipped ? `, ${summary.skipped} skipped` : '';
  engineLines.push(`${name}: ${summary.passed} passed, ${failed} failed${skipped} (${time})`);
}

/** Milliseconds as M:SS. */
function minutes(ms) {
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

const ENGINE_NAMES = { chromium: 'Chromium', firefox: 'Firefox', webkit: 'WebKit' };

let fatal;
try {
  const chrome = await ensureChromium();
  await run('tsc', ['-p', 'tsconfig.json', '--noEmit']);
  await check('format', 'prettier', ['--check', '.']);
  await run('node', ['scripts/build.mjs']);
  // After the build: the React host demo is typed by the typings the build generates.
  await check('lint', 'eslint', ['.', '--max-warnings', '0']);
  // The size budgets (size-budgets.json, issue 9): a first visit over its budget fails like a test.
  await check('size', 'node', ['scripts/size.mjs']);
  await nodeTests();
  ensureEngines();
  for (const engine of ['chromium', 'firefox', 'webkit']) await browserTests(engine, chrome);
} catch (error) {
  fatal = error;
}

for (const failure of failures) console.error(`✗ ${failure}`);
if (engineLines.length > 0) console.log(`\n${engineLines.join('\n')}`);
if (fatal) console.error(`✗ ${fatal.message}`);
const line = `${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`;
if (process.env.SALGSPANT_TEST_SUMMARY) {
  writeFileSync(
    process.env.SALGSPANT_TEST_SUMMARY,
    JSON.stringify({ ...totals, seconds: Math.round((Date.now() - started) / 1000), fatal: fatal?.message ?? null }),
  );
}
// The whole run's wall time, checks and build included (README: the suite's time under load).
console.log(`\nTime: ${minutes(Date.now() - started)}`);
console.log(`Total: ${line}`);
const ran = totals.passed + totals.failed;
if (ran === 0 && !fatal) console.error('✗ no test ran');
process.exit(fatal || totals.failed > 0 || ran === 0 ? 1 : 0);
