#!/usr/bin/env node
// npm run size: what a first visit downloads for each entry of dist/ (the entry plus every chunk it
// imports, transitively, each once), raw, gzip and brotli, as a Markdown table for the README; then
// checks each entry against its gzip budget in size-budgets.json. Exits with 1 when an entry is over
// its budget or has none. Run it after a build (`npm run size` builds first).
//
//   node scripts/size.mjs                  table, then the budget verdict
//   node scripts/size.mjs --markdown-only  the table alone (to paste into the README)
//   node scripts/size.mjs --json           the figures as JSON (bytes), for CI
//
// Problems (over budget, missing budget) always go to stderr, so stdout stays the table or the JSON.
// The logic lives in scripts/lib/size.mjs.
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildReport, renderMarkdown } from './lib/size.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const BUDGETS_FILE = 'size-budgets.json';

const args = process.argv.slice(2);
const unknown = args.filter((arg) => arg !== '--json' && arg !== '--markdown-only');
const json = args.includes('--json');
const markdownOnly = args.includes('--markdown-only');

// process.exitCode rather than process.exit(): a large JSON report finishes writing to a pipe first.
if (unknown.length > 0 || (json && markdownOnly)) {
  console.error(
    `usage: node scripts/size.mjs [--json | --markdown-only]${unknown.length ? ` (unknown: ${unknown.join(' ')})` : ''}`,
  );
  process.exitCode = 2;
} else {
  try {
    process.exitCode = main() ? 0 : 1;
  } catch (error) {
    console.error(`✗ ${error.message}`);
    process.exitCode = 1;
  }
}

/** Prints the report; true when every entry is within its budget. */
function main() {
  const budgetsPath = new URL(BUDGETS_FILE, new URL('../', import.meta.url));
  if (!existsSync(budgetsPath)) throw new Error(`${BUDGETS_FILE} is missing`);
  const budgets = JSON.parse(readFileSync(budgetsPath, 'utf8'));
  const report = buildReport(root, budgets);

  if (json) {
    console.log(JSON.stringify(report, null, 2));
  } else if (markdownOnly) {
    process.stdout.write(renderMarkdown(report));
  } else {
    console.log('Bundle sizes: what a first visit downloads (the entry and every chunk it imports, each once).');
    console.log('1 kB = 1000 bytes; gzip and brotli compress each file on its own and sum, as HTTP does.\n');
    process.stdout.write(renderMarkdown(report));
    console.log('');
  }

  for (const warning of report.warnings) console.error(`! ${warning}`);
  for (const problem of report.problems) console.error(`✗ ${problem}`);
  if (!json && !markdownOnly && report.ok)
    console.log(`✓ every entry is within its budgets (${BUDGETS_FILE}); targets not met yet are listed above with !`);
  return report.ok;
}
