#!/usr/bin/env node
// npm run bench: how fast each element is for a visitor, against a BASELINE of the least a React 19 +
// r2wc element can be (demo/bench/baseline.tsx). A script, not a test: it does not run in `npm test`;
// it prints one table per element and checks the figures against bench-budgets.json (decision 0079).
//
// It drives Debian's Chromium ($CHROME_PATH or /usr/bin/chromium) with playwright-core against the
// BUILT demo and its sandbox, started here as `npm start` starts them (`npm run bench` builds dist/
// first; `node scripts/bench.mjs` alone uses the dist/ there is), with the main thread's CPU throttled
// (CDP Emulation.setCPUThrottlingRate, default 4×; the rate a JS loop actually reached is reported).
//
// PAIRS. A sample is a pair: the element's page and the baseline page, each in a new browser context
// (no cookies, storage or cache carried over), one right after the other, the order alternating. Each
// page goes through the element's SCENARIO (below): navigation to interactive, then its interactions.
// After each pair, every figure's ratio element / baseline of the medians gets its 95% bootstrap
// interval over the pairs (scripts/lib/bench-stats.mjs, resampling whole pairs); the element is done
// once every interval is narrower than ±10% (--tolerance), after at least --min-pairs and at most
// --max-pairs pairs.
//
// Two figures per interaction, both from the input to the paint (scripts/lib/bench-probes.mjs):
//  - WALL: the input event's timeStamp → the end of the main thread's work on the first frame that
//    shows the result (the end of that frame's task in the trace);
//  - CPU: the main thread's CPU time in that window, from a performance trace (Chromium's tracing,
//    taken around each interaction alone): the sum of the thread time (`tdur`) of the renderer main
//    thread's top-level tasks (RunTask) that start in the window. The throttle stretches the wall time
//    by pausing the thread; the thread time counts only the work, so other processes on the machine
//    barely move it. Navigation: the window is navigation start → the paint after the first control.
//
// Options: --elements a,b (default: all), --min-pairs N (6), --max-pairs N (16), --keystrokes N (3 per
// page), --throttle RATE (4), --tolerance F (0.1), --read-ms MS (2000: how long the customer reads a view
// before each click, so what the element fetches ahead of them is there, decision 0112; 0 clicks at
// once, as the bench did before), --json FILE (the samples and intervals, for the
// README), --write-budgets (give each figure that has no budget in bench-budgets.json its first one,
// from this run, when all of the element's intervals are within the tolerance; never changes one),
// --timeout-s S (whole bench), --profile DIR (no pairs and no baseline: one page per element, each click
// and the first keystroke of each typing step traced with the V8 CPU profiler too; writes each trace,
// DIR/<element>-<figure>.json, which DevTools opens, and where its time goes, DIR/<element>.txt,
// scripts/lib/trace-costs.mjs; decision 0108). Exits 0 with the tables, 1 on failure, 2 when the time limit
// was reached, 3 when a figure is over its budget and over its guard (bench-budgets.json).
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { armProbe, busyLoop, installProbes } from './lib/bench-probes.mjs';
import { startBaselineServer, startDemoServer } from './lib/bench-servers.mjs';
import {
  formatInterval,
  isNarrow,
  mainThreadCpu,
  mean,
  median,
  medianInterval,
  ratioInterval,
  relativeHalfWidth,
  taskEnd,
} from './lib/bench-stats.mjs';
import { BASELINE, SCENARIOS } from './lib/bench-scenarios.mjs';
import { checkBudget, firstBudget } from './lib/bench-budgets.mjs';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));

const { values: args } = parseArgs({
  options: {
    elements: { type: 'string', default: Object.keys(SCENARIOS).join(',') },
    'min-pairs': { type: 'string', default: '6' },
    'max-pairs': { type: 'string', default: '16' },
    keystrokes: { type: 'string', default: '3' },
    throttle: { type: 'string', default: '4' },
    tolerance: { type: 'string', default: '0.1' },
    'read-ms': { type: 'string', default: '2000' },
    json: { type: 'string' },
    'write-budgets': { type: 'boolean', default: false },
    'timeout-s': { type: 'string' },
    profile: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(
    `Usage: node scripts/bench.mjs [--elements ${Object.keys(SCENARIOS).join(',')}] [--min-pairs 6] [--max-pairs 16] [--keystrokes 3] [--throttle 4] [--tolerance 0.1] [--read-ms 2000] [--json FILE] [--timeout-s S]`,
  );
  process.exit(0);
}
const intOption = (name, min) => {
  const n = Number(args[name]);
  if (!Number.isInteger(n) || n < min) {
    console.error(`--${name} must be a whole number ≥ ${min}, not "${args[name]}"`);
    process.exit(1);
  }
  return n;
};
const MIN_PAIRS = intOption('min-pairs', 1);
const MAX_PAIRS = Math.max(MIN_PAIRS, intOption('max-pairs', 1));
const KEYSTROKES = intOption('keystrokes', 1);
/** How long a customer reads a view before a click: what the element fetches ahead of them has come by then. */
const READ_MS = intOption('read-ms', 0);
const THROTTLE = Number(args.throttle);
const TOLERANCE = Number(args.tolerance);
if (!(THROTTLE >= 1) || !(TOLERANCE > 0 && TOLERANCE < 1)) {
  console.error('--throttle must be ≥ 1 and --tolerance between 0 and 1');
  process.exit(1);
}
const ELEMENTS = args.elements
  .split(',')
  .map((name) => name.trim())
  .filter(Boolean);
for (const name of ELEMENTS) {
  if (!SCENARIOS[name]) {
    console.error(`Unknown element "${name}": one of ${Object.keys(SCENARIOS).join(', ')}`);
    process.exit(1);
  }
}
const TIME_LIMIT_S = args['timeout-s'] ? intOption('timeout-s', 10) : 300 + ELEMENTS.length * MAX_PAIRS * 2 * 45;
/** Limit of one in-page wait (interactive, a result on screen). */
const STEP_TIMEOUT_MS = 30_000;
/** Pause after each step before the next measurement, plus two frames. */
const SETTLE_MS = 150;
/** Times a page is tried again in one pair (dist/ rebuilt meanwhile, a stray timeout). */
const RETRIES = 2;
const PROFILE = args.profile ? path.resolve(args.profile) : null;
const TRACE_CATEGORIES = [
  'disabled-by-default-devtools.timeline',
  'toplevel',
  'blink.user_timing',
  '__metadata',
  ...(PROFILE ? ['disabled-by-default-v8.cpu_profiler', 'v8', 'v8.execute', 'devtools.timeline'] : []),
];
/** With --profile: each click's trace and window, { step, figure, events, mark, from, to }. */
const profiled = [];

const log = (message) => process.stderr.write(`${message}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ── Start-up and clean-up ────────────────────────────────────────────────────────────────────────────

const cleanups = [];
let exiting = false;
async function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      await cleanup();
    } catch (error) {
      log(`(clean-up: ${error instanceof Error ? error.message : error})`);
    }
  }
}
const exitKills = [];
process.on('exit', () => {
  for (const kill of exitKills) kill();
});
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (exiting) return;
    exiting = true;
    log(`\n${signal}: stopping.`);
    void cleanUp().finally(() => process.exit(130));
  });
}
const watchdog = setTimeout(() => {
  exiting = true;
  log(`\nThe bench did not finish within ${TIME_LIMIT_S} s (--timeout-s): stopping.`);
  const force = setTimeout(() => process.exit(2), 15_000);
  void cleanUp().finally(() => {
    clearTimeout(force);
    process.exit(2);
  });
}, TIME_LIMIT_S * 1000);

// ── The trace ────────────────────────────────────────────────────────────────────────────────────────

async function traced(browser, page, action) {
  await browser.startTracing(page, { categories: TRACE_CATEGORIES });
  let result;
  try {
    result = await action();
  } finally {
    const buffer = await browser.stopTracing();
    if (result) {
      const parsed = JSON.parse(buffer.toString('utf8'));
      result.events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
    }
  }
  return result;
}

// ── One page through its scenario ────────────────────────────────────────────────────────────────────

/** Goes through `scenario` on a new page; returns { figure: { wall, cpu } } (ms). */
async function measurePage(browser, scenario, origin) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    await context.addInitScript(installProbes, { ready: scenario.ready });
    const url = await openScenario(context, scenario, origin);
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
    const figures = {};

    // Navigation → interactive.
    const nav = await traced(browser, page, async () => {
      const response = await page.goto(url);
      if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
      return page.evaluate(
        (ms) =>
          Promise.race([
            window.__bench.ready,
            new Promise((_, reject) => setTimeout(() => reject(new Error(`not interactive within ${ms} ms`)), ms)),
          ]),
        STEP_TIMEOUT_MS,
      );
    });
    figures.interactive = { wall: nav.painted, cpu: mainThreadCpu(nav.events, 'bench:ready', 0, nav.painted) };

    const settle = () => page.evaluate((ms) => window.__bench.settle(ms), SETTLE_MS);
    const probe = async (step, input, traceIt = true) => {
      await settle();
      const result = await traced(browser, page, async () => {
        await page.evaluate(armProbe, {
          name: step.name,
          on: step.on,
          figures: step.figures,
          timeoutMs: STEP_TIMEOUT_MS,
        });
        await input();
        return page.evaluate(() => window.__bench.pending);
      });
      if (result.start === null) throw new Error(`${step.name}: the input was not seen`);
      const mark = `bench:${step.name}`;
      // The end of the frame that showed it, from the trace; the task after it when the trace lacks it.
      const paintedOf = ({ painted, seen }) => {
        const end = taskEnd(result.events, mark, seen);
        if (end === null) log(`${step.name}: no task around ${seen} in the trace; the task after the frame is used`);
        return end ?? painted;
      };
      if (PROFILE && traceIt)
        for (const [figure, value] of Object.entries(result.figures))
          profiled.push({ step: step.name, figure, events: result.events, from: result.start, to: paintedOf(value) });
      return Object.fromEntries(
        Object.entries(result.figures).map(([figure, value]) => {
          const painted = paintedOf(value);
          return [
            figure,
            {
              wall: painted - result.start,
              cpu: mainThreadCpu(result.events, mark, result.start, painted),
              after: value.after,
            },
          ];
        }),
      );
    };

    for (const step of scenario.steps) {
      await step.prepare?.(page);
      if (step.on === 'keydown') {
        const per = {};
        for (let i = 0; i < KEYSTROKES; i += 1) {
          const key = String((i % 9) + 1);
          // With --profile, the first keystroke is traced (one file per figure).
          const measured = await probe(
            { ...step, figures: step.figuresFor(key) },
            () => page.keyboard.press(key),
            i === 0,
          );
          for (const [figure, value] of Object.entries(measured)) (per[figure] ??= []).push(value);
          // Back to where it was, not measured.
          await page.keyboard.press('Backspace');
          await step.restored(page);
        }
        for (const [figure, values] of Object.entries(per))
          figures[figure] = { wall: mean(values.map((v) => v.wall)), cpu: mean(values.map((v) => v.cpu)) };
      } else {
        const target = step.target(page);
        await target.scrollIntoViewIfNeeded();
        await page.waitForTimeout(READ_MS);
        Object.assign(figures, await probe(step, () => target.click()));
      }
      await step.after?.(page);
    }
    return figures;
  } finally {
    await context.close().catch(() => {});
  }
}

const BUILT = path.join(projectRoot, 'dist', 'elements', 'salgspant-calculator.js');

/** The element's page as the README's embed snippet makes it: a modulepreload per chunk, the script, the tag. */
function elementPage(scenario, attributes) {
  const integrity = JSON.parse(readFileSync(path.join(projectRoot, 'dist', 'integrity.json'), 'utf8'));
  const entry = `elements/${scenario.tag}.js`;
  const preload = integrity.entries[entry]?.preload ?? [];
  return [
    '<!doctype html>',
    '<html lang="nb">',
    '<head>',
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    `<title>Bench: ${scenario.tag}</title>`,
    ...preload.map((file) => `<link rel="modulepreload" href="/dist/${file}" />`),
    `<script type="module" src="/dist/${entry}"></script>`,
    '</head>',
    `<body><main><h1>${scenario.tag}</h1><${scenario.tag} ${attributes}></${scenario.tag}></main></body>`,
    '</html>',
  ].join('\n');
}

/**
 * Prepares the sandbox for one page of `scenario` (a reset, a login, a stored calculation, a declaration
 * token: what the tests do) and, for an element, serves its page at /bench/<tag> on the demo server's
 * origin (so the element's calls and cookies are same-origin, as on the bank's pages). Returns the URL.
 */
async function openScenario(context, scenario, origin) {
  if (!scenario.tag) return `${origin}${scenario.path}`;
  const post = async (what, url, options) => {
    const response = await context.request.post(`${origin}${url}`, options);
    if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
    return response;
  };
  if (scenario.reset) await post('sandbox reset', '/sandbox/api/reset', {});
  if (scenario.login) await post(`login ${scenario.login}`, '/sandbox/api/login', { data: { ssn: scenario.login } });
  let attributes = scenario.attributes;
  let query = '';
  if (scenario.calculation) {
    const response = await post('calculation', '/salgspant/api/cache', {
      headers: { 'X-BankRegNr': '9999' },
      data: CALCULATION,
    });
    query = `?cacheId=${encodeURIComponent((await response.json()).cacheId)}`;
  }
  if (scenario.kycToken) {
    const response = await post('declaration token', '/sandbox/api/kyc-token', {
      data: { ssn: scenario.kycToken, customer: 'PRIVATE' },
    });
    attributes += ` token="${(await response.json()).token}"`;
  }
  const pageUrl = `${origin}/bench/${scenario.tag}${query}`;
  const body = elementPage(scenario, attributes);
  await context.route(pageUrl, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body }),
  );
  return `${pageUrl}${scenario.hash ?? ''}`;
}

/** The calculation the application opens with (test/helpers/application.ts, CAR_LOAN). */
const CALCULATION = {
  loanProduct: 'CAR',
  loanType: 'VEHICLE_LOAN',
  vehicleRegistrationNumber: 'BS30917',
  odometerValue: 42000,
  vehiclePrice: 250000,
  equity: 50000,
  loanAmount: 200000,
  requestedLoanPeriodInMonths: 60,
  monthlyCost: 4100,
};

/** Waits until dist/ is back and unchanged for a few seconds (another process may be rebuilding it). */
async function waitForDist(limitMs = 5 * 60_000) {
  const deadline = Date.now() + limitMs;
  let stableSince = null;
  let last = null;
  while (Date.now() < deadline) {
    const stamp = existsSync(BUILT) ? statSync(BUILT).mtimeMs : null;
    if (stamp !== null && stamp === last) {
      stableSince ??= Date.now();
      if (Date.now() - stableSince >= 3000) return;
    } else {
      stableSince = null;
    }
    last = stamp;
    await sleep(500);
  }
  throw new Error(`dist/ did not come back within ${limitMs / 1000} s`);
}

async function measureWithRetries(browser, scenario, origin, what) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await measurePage(browser, scenario, origin);
    } catch (error) {
      if (exiting) throw error;
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      if (attempt >= RETRIES) throw new Error(`${what}: ${message}`);
      log(`  ${what}: ${message} — trying again`);
      await sleep(1000);
      await waitForDist();
    }
  }
}

/** How much slower a throttled page runs a fixed piece of JavaScript (median of seven each). */
async function measuredThrottling(browser, url) {
  const run = async (throttled) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      if (throttled) {
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      }
      await page.goto(url);
      const times = [];
      for (let i = 0; i < 7; i += 1) times.push((await page.evaluate(busyLoop, 5_000_000)).ms);
      return median(times);
    } finally {
      await context.close().catch(() => {});
    }
  };
  const plain = await run(false);
  const throttled = await run(true);
  return { plain, throttled, ratio: throttled / plain };
}

// ── Statistics and the report ───────────────────────────────────────────────────────────────────────

/** Every figure's intervals over the pairs so far. */
function intervals(scenario, pairs) {
  return scenario.figures.map((figure) => {
    const el = (kind) => pairs.map((pair) => pair.element[figure.key][kind]);
    const base = (kind) => pairs.map((pair) => pair.baseline[figure.baseline][kind]);
    return {
      figure,
      wall: medianInterval(el('wall')),
      cpu: medianInterval(el('cpu')),
      baseWall: medianInterval(base('wall')),
      baseCpu: medianInterval(base('cpu')),
      wallRatio: ratioInterval(el('wall'), base('wall')),
      cpuRatio: ratioInterval(el('cpu'), base('cpu')),
    };
  });
}

/** Done when every ratio's interval (wall and CPU) is narrower than ±TOLERANCE. */
const converged = (rows) =>
  rows.every((row) => isNarrow(row.wallRatio, TOLERANCE) && isNarrow(row.cpuRatio, TOLERANCE));

const ms = (interval) => formatInterval(interval, { digits: 1 });
const ratio = (interval) => formatInterval(interval, { digits: 2, suffix: '×' });

function table(name, scenario, rows, { pairs, done, loop, loadBefore, loadAfter, seconds }, budgets) {
  const lines = [];
  // The tag in backticks: a bare <tag> in Markdown is an (invisible) HTML element.
  lines.push(`#### ${scenario.title.replace(/^(<[^>]*>)/, '`$1`')}`);
  lines.push('');
  lines.push(
    `${pairs} pairs (element, baseline; interleaved), ${done ? `every interval within ±${TOLERANCE * 100}%` : `**not every interval within ±${TOLERANCE * 100}%** (stopped at ${pairs} pairs)`}; ` +
      `throttle ${THROTTLE}× (reached ${loop.ratio.toFixed(2)}× on a JS loop); ${READ_MS} ms read before each click; load average ${loadBefore.map((n) => n.toFixed(2)).join(' ')} → ${loadAfter.map((n) => n.toFixed(2)).join(' ')}; ${seconds} s. ` +
      'Medians (ms) and ratios with their 95% bootstrap intervals.',
  );
  lines.push('');
  lines.push(
    '| Figure | Main-thread CPU | Baseline CPU | CPU ratio | Wall | Baseline wall | Wall ratio | CPU budget |',
  );
  lines.push('|---|---:|---:|---:|---:|---:|---:|---|');
  for (const row of rows) {
    const verdict = checkBudget(budgets, name, row.figure.key, row.cpu);
    lines.push(
      `| ${row.figure.title} | ${ms(row.cpu)} | ${ms(row.baseCpu)} | ${ratio(row.cpuRatio)} | ${ms(row.wall)} | ${ms(row.baseWall)} | ${ratio(row.wallRatio)} | ${verdict.text} |`,
    );
  }
  return lines.join('\n');
}

const BUDGETS = path.join(projectRoot, 'bench-budgets.json');

/**
 * Gives every figure of `name` without a budget its first one (bench-budgets.json): the upper end of
 * its CPU median's interval, so the first budget holds what this run could not tell apart from the
 * median (on a loaded machine the interval may be wider than ±TOLERANCE: the budget is then lenient,
 * and says so in the log; tightening it later is allowed, raising it is not). Changes none.
 */
function writeFirstBudgets(budgets, name, rows) {
  const entry = (budgets[name] ??= {});
  for (const row of rows) {
    if (typeof entry[row.figure.key] === 'number') continue;
    if (!isNarrow(row.cpu, TOLERANCE))
      log(
        `${name}: ${row.figure.key}: CPU interval ±${(100 * relativeHalfWidth(row.cpu)).toFixed(0)}%, wider than ±${TOLERANCE * 100}%`,
      );
    // The ceiling is per interaction; a navigation is not one (the bare baseline's own costs more).
    const ceiling = row.figure.key === 'interactive' ? Number.POSITIVE_INFINITY : budgets.$cpuCeilingMs;
    const { budget, guard } = firstBudget(row.cpu, ceiling);
    entry[row.figure.key] = budget;
    if (guard !== undefined) (entry.unmet ??= {})[row.figure.key] = guard;
    log(`${name}: ${row.figure.key} budget ${budget} ms CPU${guard === undefined ? '' : `, guarded at ${guard}`}`);
  }
  writeFileSync(BUDGETS, `${JSON.stringify(budgets, null, 2)}\n`);
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const started = Date.now();
  if (!existsSync(BUILT)) {
    log('dist/ is missing: waiting for it («npm run bench» builds it first) …');
    await waitForDist(2 * 60_000);
  }
  const executablePath = chromiumPath();
  if (!existsSync(executablePath))
    throw new Error(`No Chromium at ${executablePath}: install Debian's "chromium" or set CHROME_PATH.`);
  const budgets = JSON.parse(readFileSync(BUDGETS, 'utf8'));

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'salgspant-bench-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));
  log('Starting the demo server (with its sandbox) and the baseline page …');
  const [demo, baseline] = await Promise.all([
    startDemoServer({ workDir: path.join(tmp, 'demo') }).then((server) => {
      cleanups.push(() => server.stop());
      exitKills.push(() => server.kill());
      return server;
    }),
    startBaselineServer({ outDir: path.join(tmp, 'baseline') }).then((server) => {
      cleanups.push(() => server.stop());
      return server;
    }),
  ]);
  const baselineOrigin = baseline.url.replace(/\/$/, '');

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, headless: true, args: [...CHROMIUM_ARGS], timeout: 60_000 });
  cleanups.push(() => browser.close());
  const cpus = os.cpus();
  const header = [
    `### npm run bench (${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC)`,
    '',
    `Machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.type()} ${os.release()}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared. ` +
      `Chromium ${browser.version()} (headless), Node ${process.version}. Baseline: a bare React 19 + r2wc element (demo/bench/baseline.tsx).`,
  ];
  console.log(header.join('\n'));

  if (PROFILE) {
    mkdirSync(PROFILE, { recursive: true });
    const { describe } = await import('./lib/trace-costs.mjs');
    for (const name of ELEMENTS) {
      profiled.length = 0;
      await measureWithRetries(browser, SCENARIOS[name], demo.origin, `${name} (profile)`);
      const lines = [
        `load average ${os
          .loadavg()
          .map((n) => n.toFixed(2))
          .join(' ')}, throttle ${THROTTLE}×`,
      ];
      for (const run of profiled) {
        const file = path.join(PROFILE, `${name}-${run.figure}.json`);
        // The window (page ms) and its mark ride along: DevTools reads only `traceEvents`.
        writeFileSync(
          file,
          JSON.stringify({
            traceEvents: run.events,
            window: { mark: `bench:${run.step}`, from: run.from, to: run.to },
          }),
        );
        const step = `${run.figure} (${path.relative(projectRoot, file)})`;
        lines.push(
          '',
          ...describe({
            ...run,
            element: name,
            step,
            mark: `bench:${run.step}`,
            distDir: path.join(projectRoot, 'dist'),
          }),
        );
      }
      writeFileSync(path.join(PROFILE, `${name}.txt`), `${lines.join('\n')}\n`);
      console.log(`\n${lines.join('\n')}`);
    }
    await cleanUp();
    return;
  }

  const report = {
    started: new Date().toISOString(),
    machine: { cpus: cpus.length, model: cpus[0]?.model.trim() },
    elements: {},
  };
  let overGuard = false;
  for (const name of ELEMENTS) {
    const scenario = SCENARIOS[name];
    const elementStarted = Date.now();
    const loadBefore = os.loadavg();
    const loop = await measuredThrottling(browser, baseline.url);
    log(
      `${name}: a JS loop takes ${loop.plain.toFixed(1)} ms, ${loop.throttled.toFixed(1)} ms throttled: ${loop.ratio.toFixed(2)}×`,
    );
    const pairs = [];
    let rows = [];
    let done = false;
    while (pairs.length < MAX_PAIRS && !done) {
      const n = pairs.length;
      const order = n % 2 === 0 ? ['baseline', 'element'] : ['element', 'baseline'];
      const pair = {};
      for (const kind of order) {
        pair[kind] =
          kind === 'element'
            ? await measureWithRetries(browser, scenario, demo.origin, `${name} pair ${n + 1}`)
            : await measureWithRetries(browser, BASELINE, baselineOrigin, `${name} pair ${n + 1}, baseline`);
      }
      pairs.push(pair);
      log(
        `${name} pair ${n + 1}: ` +
          scenario.figures
            .map(
              (f) =>
                `${f.key} ${pair.element[f.key].cpu.toFixed(1)}/${pair.element[f.key].wall.toFixed(1)} vs ${pair.baseline[f.baseline].cpu.toFixed(1)}/${pair.baseline[f.baseline].wall.toFixed(1)}`,
            )
            .join(', ') +
          ' (ms CPU/wall)',
      );
      if (pairs.length >= MIN_PAIRS) {
        rows = intervals(scenario, pairs);
        done = converged(rows);
        if (!done)
          log(
            `  widest: ${rows
              .map(
                (row) =>
                  `${row.figure.key} ±${(100 * relativeHalfWidth(row.wallRatio)).toFixed(0)}% wall, ±${(100 * relativeHalfWidth(row.cpuRatio)).toFixed(0)}% CPU`,
              )
              .join('; ')}`,
          );
      }
    }
    if (rows.length === 0) rows = intervals(scenario, pairs);
    const meta = {
      pairs: pairs.length,
      done,
      loop,
      loadBefore,
      loadAfter: os.loadavg(),
      seconds: Math.round((Date.now() - elementStarted) / 1000),
    };
    console.log(`\n${table(name, scenario, rows, meta, budgets)}`);
    for (const row of rows) if (checkBudget(budgets, name, row.figure.key, row.cpu).overGuard) overGuard = true;
    report.elements[name] = {
      ...meta,
      figures: Object.fromEntries(rows.map((row) => [row.figure.key, { ...row, figure: undefined }])),
      samples: pairs,
    };
    if (args.json) writeFileSync(args.json, `${JSON.stringify(report, null, 2)}\n`);
    if (args['write-budgets']) writeFirstBudgets(budgets, name, rows);
  }
  await cleanUp();
  console.log(`\nTook ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);
  if (overGuard) {
    log('A figure is over its budget and its guard (bench-budgets.json).');
    process.exitCode = 3;
  }
}

try {
  await main();
  clearTimeout(watchdog);
} catch (error) {
  if (!exiting) {
    exiting = true;
    log(`\nBench failed: ${error instanceof Error ? error.message : error}`);
    await cleanUp();
    clearTimeout(watchdog);
    process.exitCode = 1;
  }
}
