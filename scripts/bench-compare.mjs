#!/usr/bin/env node
// Two runs of `npm run bench` side by side: node scripts/bench-compare.mjs A.json B.json (each written by
// `node scripts/bench.mjs --json FILE`). Per element both runs measured and per figure: each run's CPU and
// wall ratio element / baseline with its 95% interval, and whether the two runs' intervals overlap.
import { readFileSync } from 'node:fs';
import { formatInterval, overlaps } from './lib/bench-stats.mjs';

const [fileA, fileB] = process.argv.slice(2);
if (!fileA || !fileB) {
  console.error('Usage: node scripts/bench-compare.mjs A.json B.json');
  process.exit(1);
}
const [a, b] = [fileA, fileB].map((file) => JSON.parse(readFileSync(file, 'utf8')));
const ratio = (interval) => formatInterval(interval, { digits: 2, suffix: '×' });
const lines = [];
for (const [name, elementA] of Object.entries(a.elements)) {
  const elementB = b.elements[name];
  if (!elementB) continue;
  lines.push(
    `#### ${name}: run A (${a.started.slice(0, 16)}, ${elementA.pairs} pairs) and run B (${b.started.slice(0, 16)}, ${elementB.pairs} pairs)`,
    '',
  );
  lines.push('| Figure | CPU ratio, A | CPU ratio, B | Overlap | Wall ratio, A | Wall ratio, B | Overlap |');
  lines.push('|---|---:|---:|:-:|---:|---:|:-:|');
  for (const [figure, rowA] of Object.entries(elementA.figures)) {
    const rowB = elementB.figures[figure];
    if (!rowB) continue;
    const yes = (x, y) => (overlaps(x, y) ? 'yes' : '**no**');
    lines.push(
      `| ${figure} | ${ratio(rowA.cpuRatio)} | ${ratio(rowB.cpuRatio)} | ${yes(rowA.cpuRatio, rowB.cpuRatio)} | ${ratio(rowA.wallRatio)} | ${ratio(rowB.wallRatio)} | ${yes(rowA.wallRatio, rowB.wallRatio)} |`,
    );
  }
  lines.push('');
}
console.log(lines.join('\n'));
