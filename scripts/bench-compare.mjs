#!/usr/bin/env node
// Runs of `npm run bench` side by side: node scripts/bench-compare.mjs A.json B.json [C.json …] (each
// written by `node scripts/bench.mjs --json FILE`). Per element every run measured and per figure: each
// run's CPU and wall ratio element / baseline with its 95% interval, and whether every two runs'
// intervals overlap.
import { readFileSync } from 'node:fs';
import { formatInterval, overlaps } from './lib/bench-stats.mjs';

const files = process.argv.slice(2);
if (files.length < 2) {
  console.error('Usage: node scripts/bench-compare.mjs A.json B.json [C.json …]');
  process.exit(1);
}
const runs = files.map((file) => JSON.parse(readFileSync(file, 'utf8')));
const label = (i) => String.fromCharCode(65 + i);
const ratio = (interval) => formatInterval(interval, { digits: 2, suffix: '×' });
const allOverlap = (intervals) => intervals.every((a, i) => intervals.slice(i + 1).every((b) => overlaps(a, b)));
const lines = [];
for (const name of Object.keys(runs[0].elements)) {
  if (!runs.every((run) => run.elements[name])) continue;
  const elements = runs.map((run) => run.elements[name]);
  const when = runs.map((run, i) => `${label(i)} ${run.started.slice(11, 16)} UTC, ${elements[i].pairs} pairs`);
  lines.push(`#### ${name}: runs ${when.join('; ')}`, '');
  const heads = (kind) => runs.map((_, i) => `${kind} ratio, ${label(i)}`).join(' | ');
  lines.push(`| Figure | ${heads('CPU')} | Overlap | ${heads('Wall')} | Overlap |`);
  lines.push(`|---|${runs.map(() => '---:|').join('')}:-:|${runs.map(() => '---:|').join('')}:-:|`);
  for (const figure of Object.keys(elements[0].figures)) {
    const rows = elements.map((element) => element.figures[figure]);
    if (rows.some((row) => !row)) continue;
    const cells = (key) => {
      const intervals = rows.map((row) => row[key]);
      return `${intervals.map(ratio).join(' | ')} | ${allOverlap(intervals) ? 'yes' : '**no**'}`;
    };
    lines.push(`| ${figure} | ${cells('cpuRatio')} | ${cells('wallRatio')} |`);
  }
  lines.push('');
}
console.log(lines.join('\n'));
