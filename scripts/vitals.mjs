#!/usr/bin/env node
// npm run vitals: the Core Web Vitals of every host page, as a bank's or a dealer's web team measures
// them (issue 35). A script, not a test: `npm test` never runs it.
//
// Lighthouse 12.2.3 (pinned: 13 needs Node 22) on its default mobile profile: a 412 px phone, simulated
// slow 4G (150 ms, 1.6 Mbit/s) and 4× CPU. It drives Debian's Chromium ($CHROME_PATH or
// /usr/bin/chromium, started by puppeteer-core with scripts/lib/chromium.mjs's flags, one new browser
// per run: a cold cache each time) against the BUILT demo and its sandbox, started here as `npm start`
// starts them on free ports (the bank and the partner dealer on another host). `node scripts/vitals.mjs`
// uses the dist/ there is (`npm run vitals` builds it first when the sources changed).
//
// Each page is measured --runs times (3), the pages taking turns so that a busy spell of the machine
// falls on all of them; the table gives each figure's median with the lowest and highest run, and marks a
// missed target of issue 35 in bold. Lighthouse's own CPU figure (benchmarkIndex) is printed with it:
// on a busy machine the simulated 4× CPU is slower still.
//
// Options: --runs N (3), --pages id,id (default: all; see scripts/lib/vitals.mjs), --write-readme (put the
// table between the README's `<!-- vitals -->` markers), --json FILE (every run's figures), --reports DIR (each run's
// whole Lighthouse report, `<page>-<run>.json`: the long tasks behind TBT, each script's boot-up).
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { startDemoServer } from './lib/bench-servers.mjs';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';
import { replaceBlock } from './lib/readme-block.mjs';
import { figures, missedTargets, renderTable, summarize, VITALS_PAGES } from './lib/vitals.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    pages: { type: 'string', default: VITALS_PAGES.map((page) => page.id).join(',') },
    'write-readme': { type: 'boolean', default: false },
    json: { type: 'string' },
    reports: { type: 'string' },
    help: { type: 'boolean', short: 'h', default: false },
  },
});
if (args.help) {
  console.log(
    `Usage: node scripts/vitals.mjs [--runs 3] [--pages ${VITALS_PAGES.map((p) => p.id).join(',')}] [--write-readme] [--json FILE] [--reports DIR]`,
  );
  process.exit(0);
}
const RUNS = Number(args.runs);
const wanted = args.pages.split(',').map((id) => id.trim());
const unknown = wanted.filter((id) => !VITALS_PAGES.some((page) => page.id === id));
if (!Number.isInteger(RUNS) || RUNS < 1 || unknown.length > 0) {
  console.error(unknown.length ? `Unknown page: ${unknown.join(', ')}` : `--runs must be a whole number ≥ 1`);
  process.exit(2);
}
const PAGES = VITALS_PAGES.filter((page) => wanted.includes(page.id));

const log = (line) => console.error(`vitals: ${line}`);
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');

async function main() {
  if (!existsSync(path.join(root, 'dist', 'integrity.json')))
    throw new Error('No build in dist/: run `npm run build` first.');
  const executablePath = chromiumPath();
  if (!existsSync(executablePath))
    throw new Error(`No Chromium at ${executablePath}: install Debian's "chromium" or set CHROME_PATH.`);
  const { default: lighthouse } = await import('lighthouse');
  const puppeteer = await import('puppeteer-core');
  const lighthouseVersion = JSON.parse(
    readFileSync(fileURLToPath(import.meta.resolve('lighthouse/package.json')), 'utf8'),
  ).version;

  const tmp = mkdtempSync(path.join(os.tmpdir(), 'salgspant-vitals-'));
  const demo = await startDemoServer({ workDir: path.join(tmp, 'demo') });
  const stopAll = async () => {
    await demo.stop();
    rmSync(tmp, { recursive: true, force: true });
  };
  process.once('exit', () => demo.kill());
  const started = new Date();
  const loadBefore = load();
  let chromium = '';
  const runs = Object.fromEntries(PAGES.map((page) => [page.id, []]));
  try {
    log(`demo on ${demo.origin}, partner dealer on ${demo.dealerOrigin}; Lighthouse ${lighthouseVersion}`);
    for (let round = 1; round <= RUNS; round++) {
      for (const page of PAGES) {
        const url = `${page.origin === 'dealer' ? demo.dealerOrigin : demo.origin}${page.path}`;
        const browser = await puppeteer.launch({
          executablePath,
          headless: true,
          args: [...CHROMIUM_ARGS],
          timeout: 60_000,
        });
        try {
          chromium ||= await browser.version();
          const port = Number(new URL(browser.wsEndpoint()).port);
          const result = await lighthouse(url, {
            port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance', 'accessibility', 'best-practices'],
          });
          if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
          const run = figures(result.lhr);
          // The whole report, for what the table does not say (TBT's long tasks, each script's boot-up).
          if (args.reports) {
            mkdirSync(args.reports, { recursive: true });
            writeFileSync(path.join(args.reports, `${page.id}-${round}.json`), String(result.report));
          }
          runs[page.id].push(run);
          log(
            `${page.id} run ${round}/${RUNS}: ${run.error ? `failed (${run.error})` : `performance ${run.performance}, LCP ${Math.round(run.lcp)} ms, TBT ${Math.round(run.tbt)} ms, CLS ${run.cls.toFixed(3)}`}; load ${load()}`,
          );
        } finally {
          await browser.close();
        }
      }
    }
  } finally {
    await stopAll();
  }

  const results = PAGES.map((page) => ({ page, runs: runs[page.id], summary: summarize(runs[page.id]) }));
  // Lighthouse's benchmark index over every run: how fast the machine was while it measured.
  const index = results
    .flatMap(({ runs: pageRuns }) => pageRuns.map((run) => run.benchmarkIndex))
    .filter(Number.isFinite);
  const cpus = os.cpus();
  const block = [
    `Latest \`npm run vitals\` (${started.toISOString().slice(0, 16).replace('T', ' ')} UTC): Lighthouse ${lighthouseVersion}, mobile (simulated slow 4G, 4× CPU), median of ${RUNS} run${RUNS === 1 ? '' : 's'} per page (lowest–highest in brackets; a missed target in bold).`,
    '',
    `Machine: ${cpus.length} CPUs (${cpus[0]?.model.trim() ?? 'unknown'}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, shared; load average ${loadBefore} before, ${load()} after; Lighthouse's benchmark index ${index.length ? `${Math.round(Math.min(...index))}–${Math.round(Math.max(...index))}` : 'unknown'}. ${chromium} (headless), Node ${process.version}.`,
    '',
    renderTable(results),
  ].join('\n');
  console.log(block);
  for (const { page, summary, runs: pageRuns } of results) {
    const failed = pageRuns.filter((run) => run.error);
    if (failed.length)
      console.log(`! ${page.id}: ${failed.length} run(s) failed (${failed.map((r) => r.error).join(', ')})`);
    const missed = missedTargets(page, summary);
    if (missed.length) console.log(`✗ ${page.id}: misses ${missed.join(', ')}`);
  }

  if (args.json)
    writeFileSync(args.json, `${JSON.stringify({ started, lighthouseVersion, chromium, results }, null, 2)}\n`);
  if (args['write-readme']) {
    const prettier = await import('prettier');
    const options = JSON.parse(readFileSync(path.join(root, '.prettierrc.json'), 'utf8'));
    const readmeFile = path.join(root, 'README.md');
    const next = await prettier.format(replaceBlock(readFileSync(readmeFile, 'utf8'), 'vitals', block), {
      ...options,
      parser: 'markdown',
    });
    writeFileSync(readmeFile, next);
    log('README.md: the vitals table is updated.');
  }
}

main().catch((error) => {
  console.error(`✗ ${error.message}`);
  process.exitCode = 1;
});
