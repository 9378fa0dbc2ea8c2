#!/usr/bin/env node
// npm run bench: how fast <salgspant-calculator> is for a visitor, against a BASELINE of the least a
// React 19 + r2wc element can be (demo/bench/baseline.tsx). A script, not a test: it asserts nothing
// about the figures and is not part of `npm test`.
//
// It drives Debian's Chromium ($CHROME_PATH or /usr/bin/chromium) with playwright-core against the
// BUILT demo (`npm run bench` builds dist/ first; `node scripts/bench.mjs` alone uses the dist/ there
// is), with the main thread's CPU throttled (CDP Emulation.setCPUThrottlingRate, default 4×). Each
// run opens each page in a new browser context (no cookies, storage or cache carried over) and takes
// four figures, all in the page's own clock (ms since navigation start; see scripts/lib/bench-probes.mjs):
//
//  1. Interactive: navigation start → the next paint after the control a visitor uses first is in the
//     element's shadow root and enabled. Calculator: the «Lånebevis» radio, which is rendered only once
//     the product has loaded (GET /calculator/car). Baseline: its input.
//  2. Keystroke → echo and 3. keystroke → monthly cost, both from the same keystrokes: with «Lånebevis»
//     chosen (the loan form shows without a vehicle lookup), «Egenkapital» 20 000 and «Kjøpesum»
//     50 000, one digit is typed at the end of «Kjøpesum». Echo: the keydown's timeStamp to the next
//     paint after «Kjøpesum»'s input value reads the typed price as the visitor sees it ("500 003 kr",
//     the field's own formatting). Monthly cost: the keydown's timeStamp to the next paint after the
//     monthly cost on screen ([part=product-card] figure) has changed. Backspace (not measured)
//     restores 50 000 and the page settles before the next digit. A run's figures are the means of
//     --keystrokes digits. Baseline: the same digit into its controlled input; echo when the input
//     reads "500003", "monthly cost" when the value React renders into the sibling <output> has
//     changed and is painted.
//  4. Details dialog: the click's timeStamp on «Se detaljer om lånet» → the next paint after the
//     <dialog> is open (its first frame; the 300 ms fade-in is not waited for). Baseline: a button that
//     opens a native <dialog> with showModal() from a React effect, as the UI kit's Modal does, so the
//     figure is comparable.
//
// The headline is the ratio calculator / baseline of the medians: both pages are measured in the same
// run, interleaved (the order alternates), so load from other processes on the machine hits both.
//
// Options: --runs N (default 10), --keystrokes N (6), --warmup N (1, not counted), --throttle RATE (4),
// --repeat N (1: the whole measurement, throttling check, warm-up and runs, N times in a row against the
// same servers and browser, one table each, then the N ratios side by side), --timeout-s S (whole
// bench; default from the runs). Exits 0 with the tables, 1 on failure, 2 when the time limit was
// reached.
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { armDialogOpen, armTextChange, busyLoop, installProbes } from './lib/bench-probes.mjs';
import { startBaselineServer, startDemoServer } from './lib/bench-servers.mjs';

const projectRoot = fileURLToPath(new URL('../', import.meta.url));

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '10' },
    keystrokes: { type: 'string', default: '6' },
    warmup: { type: 'string', default: '1' },
    throttle: { type: 'string', default: '4' },
    repeat: { type: 'string', default: '1' },
    'timeout-s': { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(
    'Usage: node scripts/bench.mjs [--runs 10] [--keystrokes 6] [--warmup 1] [--throttle 4] [--repeat 1] [--timeout-s S]',
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
const RUNS = intOption('runs', 1);
if (RUNS < 10) process.stderr.write(`Note: --runs ${RUNS}; the figures to quote are medians of at least 10.\n`);
const KEYSTROKES = intOption('keystrokes', 1);
const WARMUP = intOption('warmup', 0);
const REPEAT = intOption('repeat', 1);
const THROTTLE = Number(args.throttle);
if (!(THROTTLE >= 1)) {
  console.error(`--throttle must be a number ≥ 1, not "${args.throttle}"`);
  process.exit(1);
}
/** The whole bench's time limit: start-up plus a generous minute per page load. */
const TIME_LIMIT_S = args['timeout-s'] ? intOption('timeout-s', 10) : 180 + REPEAT * (60 + (RUNS + WARMUP) * 2 * 60);
/** Limit of one in-page wait (interactive, a change on screen, the dialog). */
const STEP_TIMEOUT_MS = 30_000;
/** Pause after each step before the next measurement, plus two frames. */
const SETTLE_MS = 150;
/** Times a page's measurement is tried again in one run (dist/ rebuilt meanwhile, a stray timeout). */
const RETRIES = 3;

const CHROME_ARGS = [...CHROMIUM_ARGS];

const log = (message) => process.stderr.write(`${message}\n`);

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
/** Last resort: synchronous kills when the process exits some other way. */
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

// ── Measuring one page ──────────────────────────────────────────────────────────────────────────────

/** What differs between the two pages. */
const PAGES = {
  calculator: {
    host: 'salgspant-calculator',
    figure: '[part="product-card"] .calculator__card-figure',
    priceLabel: 'Kjøpesum',
    priceInput: '#vehicle-price',
    /** «Kjøpesum» as CurrencyInput shows it: digits grouped by three with U+00A0, then " kr". */
    echo: (digits) => `${digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')}\u00a0kr`,
    detailsButton: 'Se detaljer om lånet',
    /** The figure shows a monthly cost (a quote), not «–». */
    quoted: (text) => /\/mnd/.test(text ?? ''),
  },
  baseline: {
    host: 'bench-baseline',
    figure: 'output',
    priceLabel: 'Kjøpesum',
    priceInput: '#price',
    echo: (digits) => digits,
    detailsButton: 'Se detaljer',
    quoted: (text) => /^\d+$/.test(text ?? ''),
  },
};

const BASE_PRICE = '50000';
const EQUITY = '20000';

/** Opens a page in a fresh, throttled context and takes the four figures. */
async function measurePage(browser, kind, url) {
  const spec = PAGES[kind];
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, serviceWorkers: 'block' });
  try {
    await context.addInitScript(installProbes, { kind });
    const page = await context.newPage();
    page.setDefaultTimeout(STEP_TIMEOUT_MS);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });

    // 1. Interactive. The probes record it in the page whatever Playwright waits for here.
    const response = await page.goto(url);
    if (!response || response.status() !== 200) throw new Error(`${url} answered ${response?.status()}`);
    const ready = await page.evaluate(
      (ms) =>
        Promise.race([
          window.__bench.ready,
          new Promise((_, reject) => setTimeout(() => reject(new Error(`not interactive within ${ms} ms`)), ms)),
        ]),
      STEP_TIMEOUT_MS,
    );

    // 2. Keystrokes.
    const settle = () => page.evaluate((ms) => window.__bench.settle(ms), SETTLE_MS);
    const figure = () =>
      page.evaluate(
        ({ host, figure }) => document.querySelector(host)?.shadowRoot?.querySelector(figure)?.textContent ?? null,
        {
          host: spec.host,
          figure: spec.figure,
        },
      );
    if (kind === 'calculator') {
      await page.getByRole('radio', { name: 'Lånebevis', exact: true }).check();
      await page.getByLabel('Egenkapital', { exact: true }).click();
      await page.keyboard.type(EQUITY);
    }
    const price = page.getByLabel(spec.priceLabel, { exact: true });
    await price.click();
    await page.keyboard.type(BASE_PRICE);
    await page.waitForFunction(
      ({ host, figure, kind, price }) => {
        const text = document.querySelector(host)?.shadowRoot?.querySelector(figure)?.textContent ?? '';
        return kind === 'calculator' ? text.includes('/mnd') : text === price;
      },
      { host: spec.host, figure: spec.figure, kind, price: BASE_PRICE },
      { polling: 50 },
    );
    const baseFigure = await figure();
    await settle();

    const keystrokes = [];
    const echoes = [];
    const arm = (echo = null) =>
      page.evaluate(armTextChange, {
        hostSelector: spec.host,
        figureSelector: spec.figure,
        timeoutMs: STEP_TIMEOUT_MS,
        inputSelector: spec.priceInput,
        echo,
      });
    for (let i = 0; i < KEYSTROKES; i += 1) {
      const digit = String((i % 9) + 1);
      await arm(spec.echo(BASE_PRICE + digit));
      await page.keyboard.press(digit);
      const typed = await page.evaluate(() => window.__bench.pending);
      if (typed.start === null) throw new Error('The keydown was not seen');
      if (!spec.quoted(typed.after))
        throw new Error(`After the keystroke the figure reads ${JSON.stringify(typed.after)}`);
      keystrokes.push(typed.painted - typed.start);
      echoes.push(typed.echoPainted - typed.start);
      // Back to the base price, not measured.
      await arm();
      await page.keyboard.press('Backspace');
      const back = await page.evaluate(() => window.__bench.pending);
      if (back.after !== baseFigure)
        throw new Error(`Backspace left ${JSON.stringify(back.after)}, not ${JSON.stringify(baseFigure)}`);
      await settle();
    }

    // 3. The details dialog.
    await price.blur();
    const button = page.getByRole('button', { name: spec.detailsButton, exact: true });
    await button.scrollIntoViewIfNeeded();
    await settle();
    await page.evaluate(armDialogOpen, { hostSelector: spec.host, timeoutMs: STEP_TIMEOUT_MS });
    await button.click();
    const opened = await page.evaluate(() => window.__bench.pending);
    if (opened.start === null) throw new Error('The click was not seen');
    if (!opened.modal) throw new Error('The dialog opened, but not as a modal');

    return {
      interactive: ready.painted,
      echo: mean(echoes),
      keystroke: mean(keystrokes),
      dialog: opened.painted - opened.start,
    };
  } finally {
    await context.close().catch(() => {});
  }
}

const BUILT = path.join(projectRoot, 'dist', 'elements', 'salgspant-calculator.js');
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Waits until dist/ is back and has not changed for a few seconds: another process in the same
 * checkout (`npm test`, `npm run build`) may be rebuilding it, and the demo server answers 503 or 404
 * meanwhile. Gives up after `limitMs`.
 */
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

async function measureWithRetries(browser, kind, url, what) {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await measurePage(browser, kind, url);
    } catch (error) {
      if (exiting) throw error;
      const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
      if (attempt >= RETRIES) throw new Error(`${what}, ${kind}: ${message}`);
      const rebuilding = !existsSync(BUILT);
      log(
        `  ${what}, ${kind}: ${message}${rebuilding ? ' (dist/ is being rebuilt by another process)' : ''} — trying again`,
      );
      await sleep(1000);
      await waitForDist();
    }
  }
}

/**
 * How much slower a throttled page really runs a fixed piece of JavaScript (median of seven each). A
 * check, not a correction: Chromium's throttler pauses the main thread from another thread, so on a
 * loaded machine the factor it achieves varies.
 */
async function measuredThrottling(browser, url) {
  const best = async (throttled) => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      if (throttled) {
        const cdp = await page.context().newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE });
      }
      // Set before the navigation, like the runs: this also checks that it survives it.
      await page.goto(url);
      const times = [];
      for (let i = 0; i < 7; i += 1) times.push((await page.evaluate(busyLoop, 5_000_000)).ms);
      return median(times);
    } finally {
      await context.close().catch(() => {});
    }
  };
  const plain = await best(false);
  const throttled = await best(true);
  return { plain, throttled, ratio: throttled / plain };
}

// ── Statistics and the report ───────────────────────────────────────────────────────────────────────

function quantile(values, q) {
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}
const median = (values) => quantile(values, 0.5);
const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;
const ms = (value) => value.toFixed(1);

const FIGURES = [
  {
    key: 'interactive',
    title: 'Interactive (navigation start → first control present, enabled, painted)',
    target: 1.3,
    definition:
      'navigation start (performance.now() = 0) → the next paint after the first control is in the shadow root and enabled. ' +
      'Calculator: the «Lånebevis» radio, rendered only once GET /calculator/car has answered. Baseline: its input.',
  },
  {
    key: 'echo',
    title: `Keystroke → echo in «Kjøpesum» (mean of ${KEYSTROKES} digits per run)`,
    target: 1.15,
    definition:
      "keydown timeStamp → the next paint after «Kjøpesum»'s input value reads the typed price as the visitor sees it. " +
      'Calculator: «Lånebevis» chosen, «Egenkapital» 20 000, «Kjøpesum» 50 000, a digit typed at its end; the value ' +
      'is "500 00d kr" (its own formatting). Baseline: the same digit in its controlled input ("50000d"). ' +
      'Backspace (not measured) restores the price between digits.',
  },
  {
    key: 'keystroke',
    title: `Keystroke → monthly cost updated (same digits)`,
    target: 1.5,
    definition:
      'keydown timeStamp (the same keystrokes) → the next paint after the figure on screen changed. ' +
      'Calculator: the monthly cost ([part=product-card] figure). ' +
      'Baseline: the value React renders into the sibling <output>.',
  },
  {
    key: 'dialog',
    title: 'Details dialog (click → <dialog> open, painted)',
    target: 1.5,
    definition:
      'click timeStamp → the next paint after the <dialog> is open (its first frame, not the end of a fade-in). ' +
      "Calculator: «Se detaljer om lånet». Baseline: a button opening a native <dialog> with showModal() from a React effect, as the UI kit's Modal does.",
  },
];

/** The ratio calculator / baseline of the medians of one figure. */
function ratioOf(results, key) {
  return median(results.calculator.map((r) => r[key])) / median(results.baseline.map((r) => r[key]));
}

function report({ results, chromiumVersion, loop, loadBefore, loadAfter, started, heading }) {
  const cpus = os.cpus();
  const playwrightVersion = JSON.parse(
    readFileSync(path.join(projectRoot, 'node_modules/playwright-core/package.json'), 'utf8'),
  ).version;
  const lines = [];
  lines.push(`### npm run bench${heading}: <salgspant-calculator> vs. a bare React 19 + r2wc element`);
  lines.push('');
  lines.push(
    `Medians of ${RUNS} runs (after ${WARMUP} warm-up run${WARMUP === 1 ? '' : 's'}, not counted); each run opens each page in a new browser context; ` +
      `CPU throttled ${THROTTLE}× (a JS loop ran ${loop.ratio.toFixed(2)}× slower: ${ms(loop.plain)} → ${ms(loop.throttled)} ms). ` +
      'The ratios are the headline: absolute times depend on the machine and its load.',
  );
  lines.push('');
  lines.push(
    '| Figure | Calculator, median (ms) | Baseline, median (ms) | Ratio calculator / baseline | Target (issue 9) |',
  );
  lines.push('|---|---:|---:|---:|---:|');
  for (const figure of FIGURES) {
    const calc = median(results.calculator.map((r) => r[figure.key]));
    const base = median(results.baseline.map((r) => r[figure.key]));
    const ratio = calc / base;
    lines.push(
      `| ${figure.title} | ${ms(calc)} | ${ms(base)} | **${ratio.toFixed(2)}×** | ≤ ${figure.target}× ${ratio <= figure.target ? 'met' : 'NOT met'} |`,
    );
  }
  lines.push('');
  lines.push('Spread over the runs (ms: min / 25th percentile / 75th percentile / max):');
  lines.push('');
  lines.push('| Figure | Calculator | Baseline |');
  lines.push('|---|---|---|');
  const spread = (values) => [0, 0.25, 0.75, 1].map((q) => ms(quantile(values, q))).join(' / ');
  for (const figure of FIGURES) {
    lines.push(
      `| ${figure.key} | ${spread(results.calculator.map((r) => r[figure.key]))} | ${spread(results.baseline.map((r) => r[figure.key]))} |`,
    );
  }
  lines.push('');
  lines.push(
    'Definitions ("the next paint" = the task after the next requestAnimationFrame, i.e. once the main thread has produced that frame):',
  );
  lines.push('');
  for (const figure of FIGURES) lines.push(`- ${figure.key}: ${figure.definition}`);
  lines.push('');
  lines.push(
    `Machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${os.type()} ${os.release()} ${os.arch()}, ` +
      `${Math.round(os.totalmem() / 2 ** 30)} GiB; load average (1/5/15 min) ${loadBefore.map((n) => n.toFixed(2)).join(' ')} at the start, ` +
      `${loadAfter.map((n) => n.toFixed(2)).join(' ')} at the end.`,
  );
  lines.push(
    `Browser: Chromium ${chromiumVersion} (headless, ${process.env.CHROME_PATH || '/usr/bin/chromium'}), playwright-core ${playwrightVersion}, ` +
      `Node ${process.version}. CPU throttling rate: ${THROTTLE}. Took ${((Date.now() - started) / 1000).toFixed(0)} s.`,
  );
  return lines.join('\n');
}

// ── Main ────────────────────────────────────────────────────────────────────────────────────────────

async function main() {
  const started = Date.now();
  if (!existsSync(BUILT)) {
    log('dist/ is missing: waiting for it (another process may be rebuilding it; «npm run bench» builds it first) …');
    await waitForDist(2 * 60_000);
  }
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(`No Chromium at ${executablePath}: install Debian's "chromium" package or set CHROME_PATH.`);
  }

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'salgspant-bench-'));
  cleanups.push(() => rmSync(tmp, { recursive: true, force: true }));

  log('Starting the demo server and the baseline page …');
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
  const urls = { calculator: `${demo.origin}/forhandler/bilhuset`, baseline: baseline.url };
  log(`  calculator: ${urls.calculator}\n  baseline:   ${urls.baseline}`);

  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROME_ARGS, timeout: 60_000 });
  cleanups.push(() => browser.close());
  const chromiumVersion = browser.version();

  const fmt = (r) =>
    `interactive ${ms(r.interactive)}, echo ${ms(r.echo)}, monthly ${ms(r.keystroke)}, dialog ${ms(r.dialog)}`;
  const ratios = [];
  for (let repeat = 1; repeat <= REPEAT; repeat += 1) {
    const heading = REPEAT > 1 ? ` (${repeat} of ${REPEAT})` : '';
    const repeatStarted = Date.now();
    const loadBefore = os.loadavg();
    log(
      `${REPEAT > 1 ? `Bench ${repeat} of ${REPEAT}. ` : ''}Chromium ${chromiumVersion}; checking the ${THROTTLE}× CPU throttling …`,
    );
    const loop = await measuredThrottling(browser, urls.baseline);
    log(`  a JS loop takes ${ms(loop.plain)} ms, ${ms(loop.throttled)} ms throttled: ${loop.ratio.toFixed(2)}×`);

    const results = { calculator: [], baseline: [] };
    for (let run = -WARMUP; run < RUNS; run += 1) {
      const what = `${REPEAT > 1 ? `bench ${repeat}, ` : ''}${run < 0 ? `warm-up ${run + WARMUP + 1}/${WARMUP}` : `run ${run + 1}/${RUNS}`}`;
      // Alternate the order, so neither page always runs right after the other.
      const order = run % 2 === 0 ? ['baseline', 'calculator'] : ['calculator', 'baseline'];
      const measured = {};
      for (const kind of order) measured[kind] = await measureWithRetries(browser, kind, urls[kind], what);
      if (run >= 0) for (const kind of order) results[kind].push(measured[kind]);
      log(`${what}: calculator ${fmt(measured.calculator)} | baseline ${fmt(measured.baseline)} (ms)`);
    }
    const table = report({
      results,
      chromiumVersion,
      loop,
      loadBefore,
      loadAfter: os.loadavg(),
      started: repeatStarted,
      heading,
    });
    ratios.push(Object.fromEntries(FIGURES.map((figure) => [figure.key, ratioOf(results, figure.key)])));
    // Each table as soon as it is done: a later failure or the time limit does not lose it.
    console.log(`\n${table}`);
  }

  await cleanUp();
  if (REPEAT > 1) {
    const lines = ['', `### The ${REPEAT} benches side by side (ratio calculator / baseline of the medians)`, ''];
    lines.push(`| Figure | ${ratios.map((_, i) => `Bench ${i + 1}`).join(' | ')} | Target |`);
    lines.push(`|---|${ratios.map(() => '---:').join('|')}|---:|`);
    for (const figure of FIGURES) {
      lines.push(
        `| ${figure.key} | ${ratios.map((r) => `${r[figure.key].toFixed(2)}×`).join(' | ')} | ≤ ${figure.target}× |`,
      );
    }
    lines.push('', `Took ${((Date.now() - started) / 1000).toFixed(0)} s in all.`);
    console.log(lines.join('\n'));
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
