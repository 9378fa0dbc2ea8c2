// The figures of `npm run vitals` (scripts/vitals.mjs): what it reads out of a Lighthouse report, the
// median of the runs of a page, the targets of issue 35 and the README's table. Pure functions, so
// test/node/vitals.test.mjs can pin them without a browser.
import { median } from './bench-stats.mjs';

/**
 * The pages, in the README's order. `origin` is the demo bank's (`bank`) or the partner dealer's
 * (`dealer`, another site); `targets: false` for a page issue 35 measures without holding it to the targets.
 */
export const VITALS_PAGES = Object.freeze([
  { id: 'calculator', origin: 'bank', path: '/lane/salgspant', label: "`/lane/salgspant` (the bank's calculator)" },
  { id: 'dealer-car', origin: 'dealer', path: '/', label: "the dealer's car page (dealer origin `/`)" },
  { id: 'catalogue', origin: 'bank', path: '/', label: '`/` (the element catalogue)' },
  {
    id: 'dealer-financing',
    origin: 'dealer',
    path: '/finansiering',
    label: "the dealer's financing page (`/finansiering`, through `define-all.js`)",
  },
  { id: 'app', origin: 'bank', path: '/hosts/app', label: "the app web view's page (`/hosts/app`)" },
  { id: 'docs', origin: 'bank', path: '/docs', label: '`/docs`', targets: false },
]);

/** Issue 35's targets (Lighthouse mobile, median of three runs). */
export const TARGETS = Object.freeze({
  performance: { at: 'least', value: 95, text: 'performance ≥ 95' },
  lcp: { at: 'most', value: 2500, text: 'LCP ≤ 2.5 s' },
  cls: { at: 'most', value: 0.05, text: 'CLS ≤ 0.05' },
  tbt: { at: 'most', value: 100, text: 'TBT ≤ 100 ms' },
  accessibility: { at: 'least', value: 100, text: 'accessibility 100' },
  bestPractices: { at: 'least', value: 100, text: 'best practices 100' },
});

/** The figures of one Lighthouse result (an LHR): scores 0–100, times in ms, CLS unitless. */
export function figures(lhr) {
  const score = (id) => (lhr.categories[id]?.score == null ? Number.NaN : Math.round(lhr.categories[id].score * 100));
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
  return {
    performance: score('performance'),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? Number.NaN,
    error: lhr.runtimeError?.code,
  };
}

const KEYS = ['performance', 'fcp', 'lcp', 'tbt', 'cls', 'accessibility', 'bestPractices', 'benchmarkIndex'];

/** Each figure's median over a page's runs, and its lowest and highest. Runs that failed are left out. */
export function summarize(runs) {
  const good = runs.filter((run) => !run.error);
  return Object.fromEntries(
    KEYS.map((key) => {
      const values = good.map((run) => run[key]).filter(Number.isFinite);
      return [key, { median: median(values), low: Math.min(...values), high: Math.max(...values), n: values.length }];
    }),
  );
}

/** The targets a page's medians miss (their texts); none for a page without targets. */
export function missedTargets(page, summary) {
  if (page.targets === false) return [];
  return Object.entries(TARGETS)
    .filter(([key, target]) => {
      const m = summary[key].median;
      return !Number.isFinite(m) || (target.at === 'least' ? m < target.value : m > target.value);
    })
    .map(([, target]) => target.text);
}

const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
const millis = (ms) => `${Math.round(ms)} ms`;
const shift = (value) => value.toFixed(3);
const whole = (value) => String(Math.round(value));

/** "median (low–high)" when the runs differ in the shown precision, else the median alone. */
function cell({ median: m, low, high, n }, format, bold) {
  if (n === 0) return 'failed';
  const shown = bold ? `**${format(m)}**` : format(m);
  return format(low) === format(high) ? shown : `${shown} (${format(low)}–${format(high)})`;
}

/** The README's table: one row per page, each figure's median over the runs (a missed target in bold). */
export function renderTable(results) {
  const missed = (page, summary, key) =>
    page.targets !== false && missedTargets(page, summary).includes(TARGETS[key].text);
  const rows = results.map(({ page, summary }) => {
    const c = (key, format) => cell(summary[key], format, key in TARGETS && missed(page, summary, key));
    return `| ${page.label} | ${c('performance', whole)} | ${c('fcp', seconds)} | ${c('lcp', seconds)} | ${c('tbt', millis)} | ${c('cls', shift)} | ${c('accessibility', whole)} | ${c('bestPractices', whole)} |`;
  });
  return [
    '| Page | Performance | FCP | LCP | TBT | CLS | Accessibility | Best practices |',
    '| --- | --: | --: | --: | --: | --: | --: | --: |',
    ...rows,
  ].join('\n');
}
