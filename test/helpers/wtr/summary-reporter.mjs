// Counts every test of the run (and every test file that failed to load or wrote to the console as a
// failure) and writes `{ passed, failed, skipped }` to the file named by WTR_SUMMARY_FILE, so that
// `npm test` can print one total over all runners.
import { writeFileSync } from 'node:fs';

function count(suite, totals) {
  for (const test of suite.tests) {
    if (test.skipped) totals.skipped += 1;
    else if (test.passed) totals.passed += 1;
    else totals.failed += 1;
  }
  for (const child of suite.suites) count(child, totals);
}

export function summaryReporter({ file = process.env.WTR_SUMMARY_FILE } = {}) {
  let totals = { passed: 0, failed: 0, skipped: 0, problems: [] };
  return {
    onTestRunStarted() {
      totals = { passed: 0, failed: 0, skipped: 0, problems: [] };
    },
    onTestRunFinished({ sessions }) {
      for (const session of sessions) {
        const before = totals.passed + totals.failed + totals.skipped;
        if (session.testResults) count(session.testResults, totals);
        const ran = totals.passed + totals.failed + totals.skipped - before;
        if (session.errors?.length || (session.passed === false && ran === 0)) {
          totals.failed += 1;
          totals.problems.push(`${session.testFile}: ${session.errors?.[0]?.message ?? 'failed to run'}`);
        }
        if (session.logs?.length) {
          totals.failed += 1;
          totals.problems.push(
            `${session.testFile}: tests must not write to the console (${session.logs.length} log(s))`,
          );
        }
      }
      if (file) writeFileSync(file, JSON.stringify(totals));
    },
  };
}
