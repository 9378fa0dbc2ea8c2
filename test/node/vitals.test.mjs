// The figures of `npm run vitals` (scripts/lib/vitals.mjs), on made-up Lighthouse results: what is read
// out of a report, the medians over the runs, the targets of issue 35 and the README's table.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { figures, missedTargets, renderTable, summarize, VITALS_PAGES } from '../../scripts/lib/vitals.mjs';

/** A Lighthouse result (LHR) with only what the script reads. */
const lhr = ({ performance = 0.97, lcp = 1800, tbt = 40, cls = 0.01, fcp = 1200, error } = {}) => ({
  categories: {
    performance: { score: performance },
    accessibility: { score: 1 },
    'best-practices': { score: 1 },
  },
  audits: {
    'first-contentful-paint': { numericValue: fcp },
    'largest-contentful-paint': { numericValue: lcp },
    'total-blocking-time': { numericValue: tbt },
    'cumulative-layout-shift': { numericValue: cls },
  },
  environment: { benchmarkIndex: 800 },
  ...(error ? { runtimeError: { code: error } } : {}),
});

const page = (id) => VITALS_PAGES.find((p) => p.id === id);

describe('npm run vitals: figures', () => {
  it('reads the scores as 0–100 and the metrics in ms', () => {
    assert.deepEqual(figures(lhr({ performance: 0.874 })), {
      performance: 87,
      fcp: 1200,
      lcp: 1800,
      tbt: 40,
      cls: 0.01,
      accessibility: 100,
      bestPractices: 100,
      benchmarkIndex: 800,
      error: undefined,
    });
  });

  it('takes each figure’s median over the runs and leaves failed runs out', () => {
    const runs = [lhr({ lcp: 2600 }), lhr({ lcp: 1800 }), lhr({ lcp: 2000 }), lhr({ lcp: 100, error: 'NO_LCP' })].map(
      figures,
    );
    const summary = summarize(runs);
    assert.deepEqual(summary.lcp, { median: 2000, low: 1800, high: 2600, n: 3 });
  });

  it('holds every page but /docs to issue 35’s targets', () => {
    const slow = summarize([lhr({ performance: 0.9, lcp: 2600, tbt: 150, cls: 0.06 })].map(figures));
    assert.deepEqual(missedTargets(page('calculator'), slow), [
      'performance ≥ 95',
      'LCP ≤ 2.5 s',
      'CLS ≤ 0.05',
      'TBT ≤ 100 ms',
    ]);
    assert.deepEqual(missedTargets(page('docs'), slow), []);
    assert.deepEqual(missedTargets(page('app'), summarize([lhr()].map(figures))), []);
  });

  it('prints a table with the range of the runs and a missed target in bold', () => {
    const summary = summarize([lhr({ lcp: 2600 }), lhr({ lcp: 2400 }), lhr({ lcp: 2700 })].map(figures));
    const table = renderTable([{ page: page('calculator'), summary }]);
    assert.match(table, /^\| Page \| Performance \| FCP \| LCP \| TBT \| CLS \| Accessibility \| Best practices \|$/m);
    assert.match(
      table,
      /\| `\/lane\/salgspant` \(the bank's calculator\) \| 97 \| 1\.2 s \| \*\*2\.6 s\*\* \(2\.4 s–2\.7 s\) \| 40 ms \| 0\.010 \| 100 \| 100 \|/,
    );
  });
});
