#!/usr/bin/env node
// Layout shift of the host pages, measured in Chromium (issue 35, decision 0094): each page is loaded in a
// fresh tab at a phone's size (412×823, as Lighthouse's mobile profile) with the CPU slowed 4× and a slow
// 4G network, then at a desktop's (1350×940), and every `layout-shift` entry not caused by input is added
// up once the network has been idle and the page quiet (no DOM change) for three seconds. It prints the total per page, and with --sources the
// nodes that moved. Not a test: the numbers depend on the machine. Needs a running demo:
//   PORT=8080 npm start   then   node scripts/layout-shift.mjs http://127.0.0.1:8080 [--runs 3] [--sources] [--mobile]
import puppeteer from 'puppeteer-core';
import { chromiumPath, CHROMIUM_ARGS } from './lib/chromium.mjs';

const args = process.argv.slice(2);
const bank = (args.find((a) => /^https?:/.test(a)) ?? 'http://127.0.0.1:8080').replace(/\/$/, '');
const runsAt = args.indexOf('--runs');
const runs = runsAt >= 0 ? Number(args[runsAt + 1]) : 3;
const withSources = args.includes('--sources');
const mobileOnly = args.includes('--mobile');
// The dealer runs on the next port, on another host (demo/server.ts).
const bankUrl = new URL(bank);
const dealer = `http://localhost:${Number(bankUrl.port) + 1}`;

const PAGES = [
  ['/lane/salgspant', `${bank}/lane/salgspant`],
  ['dealer car page', `${dealer}/`],
  ['dealer /finansiering', `${dealer}/finansiering`],
  ['/ (catalogue)', `${bank}/`],
  ['/hosts/app', `${bank}/hosts/app`],
  ['/docs', `${bank}/docs`],
];

const VIEWPORTS = [
  ['mobile 412×823', { width: 412, height: 823, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }, 4],
  ['desktop 1350×940', { width: 1350, height: 940, deviceScaleFactor: 1 }, 1],
];

/** Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const QUIET_MS = 3000;
const LIMIT_MS = 30000;

async function measure(browser, url, viewport, cpu) {
  const context = await browser.createBrowserContext();
  const page = await context.newPage();
  await page.setViewport(viewport);
  const cdp = await page.createCDPSession();
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  if (cpu > 1) await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await page.evaluateOnNewDocument(() => {
    window.__shifts = [];
    window.__lastChange = performance.now();
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        window.__lastChange = performance.now();
        if (entry.hadRecentInput) continue;
        window.__shifts.push({
          value: entry.value,
          at: Math.round(entry.startTime),
          sources: (entry.sources ?? []).map((s) => {
            const node = s.node;
            const name = node
              ? node.nodeType === 1
                ? `${node.localName}${node.id ? `#${node.id}` : ''}${node.className && typeof node.className === 'string' ? `.${node.className.split(' ')[0]}` : ''}`
                : node.nodeName
              : '?';
            return `${name} ${Math.round(s.previousRect.y)}→${Math.round(s.currentRect.y)} h${Math.round(s.previousRect.height)}→${Math.round(s.currentRect.height)}`;
          }),
        });
      }
    }).observe({ type: 'layout-shift', buffered: true });
    // The page's height changes when an element's shadow content does, which no MutationObserver sees.
    new ResizeObserver(() => (window.__lastChange = performance.now())).observe(document.documentElement);
    new MutationObserver(() => (window.__lastChange = performance.now())).observe(document, {
      subtree: true,
      childList: true,
      attributes: true,
      characterData: true,
    });
  });
  const start = Date.now();
  await page.goto(url, { waitUntil: 'networkidle0', timeout: LIMIT_MS * 2 });
  // Quiet: nothing in the light DOM changed for QUIET_MS (the elements' shadow roots are observed as the
  // page's own changes are: a shadow root's change that moves the page is a layout shift, counted anyway).
  for (;;) {
    const since = await page.evaluate(() => performance.now() - window.__lastChange);
    if (since > QUIET_MS || Date.now() - start > LIMIT_MS) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await new Promise((resolve) => setTimeout(resolve, 500));
  const shifts = await page.evaluate(() => window.__shifts);
  await context.close();
  return shifts;
}

/** CLS as Chromium defines it: the largest session window (gaps < 1 s, windows ≤ 5 s). */
function cls(shifts) {
  let best = 0;
  let current = 0;
  let first = -Infinity;
  let last = -Infinity;
  for (const { value, at } of shifts) {
    if (at - last > 1000 || at - first > 5000) {
      current = 0;
      first = at;
    }
    current += value;
    last = at;
    best = Math.max(best, current);
  }
  return best;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const browser = await puppeteer.launch({ executablePath: chromiumPath(), headless: true, args: [...CHROMIUM_ARGS] });
try {
  for (const [viewName, viewport, cpu] of mobileOnly ? VIEWPORTS.slice(0, 1) : VIEWPORTS) {
    console.log(`\n${viewName}${cpu > 1 ? `, CPU ${cpu}× slower, slow 4G` : ''}: CLS, median of ${runs} (each run)`);
    for (const [name, url] of PAGES) {
      const values = [];
      let sample;
      for (let run = 0; run < runs; run += 1) {
        const shifts = await measure(browser, url, viewport, cpu);
        values.push(cls(shifts));
        sample ??= shifts;
        if (cls(shifts) > cls(sample)) sample = shifts;
      }
      console.log(`  ${name.padEnd(22)} ${median(values).toFixed(3)}  (${values.map((v) => v.toFixed(3)).join(', ')})`);
      if (withSources) {
        for (const shift of sample ?? []) {
          console.log(`      ${shift.value.toFixed(4)} at ${shift.at} ms: ${shift.sources.join('; ')}`);
        }
      }
    }
  }
} finally {
  await browser.close();
}
