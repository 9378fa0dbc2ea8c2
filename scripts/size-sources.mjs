#!/usr/bin/env node
// Where an entry's bytes come from: the raw bytes of its first visit (or of its on-demand chunks), by
// source module, read from the build's source maps. Run it after a build; the logic lives in
// scripts/lib/size-sources.mjs.
//
//   node scripts/size-sources.mjs dist/elements/salgspant-calculator.js             first visit, by file
//   node scripts/size-sources.mjs dist/elements/salgspant-calculator.js --on-demand  the on-demand chunks
//   node scripts/size-sources.mjs dist/index.js --by package --top 20                 grouped, 20 rows
//   node scripts/size-sources.mjs dist/index.js --gzip                                what each costs in gzip
//   node scripts/size-sources.mjs dist/index.js --json                                the figures as JSON
//
// With --gzip the figure is, per file, the gzip size less that of the file without the source's bytes
// (an estimate of what leaving it out saves), summed over the files; sorted by it.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { onDemandFiles, transitiveFiles } from './lib/size.mjs';
import { bytesBySource, groupSources, gzipCostBySource, packageOf, shortSource } from './lib/size-sources.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const args = process.argv.slice(2);
const flag = (name) => args.includes(name);
const option = (name, fallback) => {
  const index = args.indexOf(name);
  return index === -1 ? fallback : args[index + 1];
};
const entry = args.find((arg, index) => !arg.startsWith('--') && !['--by', '--top'].includes(args[index - 1]));
const by = option('--by', 'file');
const top = Number(option('--top', '40'));

if (!entry || !['file', 'package'].includes(by) || !Number.isInteger(top) || top < 1) {
  console.error(
    'usage: node scripts/size-sources.mjs <dist entry> [--on-demand] [--by file|package] [--top N] [--gzip] [--json]',
  );
  process.exit(2);
}

const firstVisit = transitiveFiles(root, entry);
const files = flag('--on-demand') ? onDemandFiles(root, entry, firstVisit) : firstVisit;

const total = new Map();
const perFile = [];
for (const file of files) {
  const absolute = path.resolve(root, file);
  const code = readFileSync(absolute, 'utf8');
  const mapFile = `${absolute}.map`;
  if (!existsSync(mapFile)) throw new Error(`${file} has no source map (${file}.map)`);
  const map = JSON.parse(readFileSync(mapFile, 'utf8'));
  const bytes = flag('--gzip')
    ? gzipCostBySource(code, map, (text) => gzipSync(text).length)
    : bytesBySource(code, map);
  for (const [source, count] of bytes) {
    const name = shortSource(source);
    total.set(name, (total.get(name) ?? 0) + count);
  }
  perFile.push({ file, raw: Buffer.byteLength(code), gzip: gzipSync(code).length });
}
const grouped = groupSources(total, by === 'package' ? packageOf : (source) => source);

if (flag('--json')) {
  console.log(JSON.stringify({ entry, files: perFile, sources: Object.fromEntries(grouped) }, null, 2));
} else {
  const raw = perFile.reduce((sum, file) => sum + file.raw, 0);
  const unit = flag('--gzip') ? 'B gzip (cost)' : 'B raw';
  console.log(
    `${entry}${flag('--on-demand') ? ' (on demand)' : ' (first visit)'}: ${raw} B raw in ${files.length} files; by source in ${unit}`,
  );
  for (const file of perFile) console.log(`  ${file.file}  ${file.raw} B raw, ${file.gzip} B gzip`);
  console.log('');
  for (const [name, count] of [...grouped].slice(0, top)) {
    const share = flag('--gzip') ? '' : `  ${((count / raw) * 100).toFixed(1).padStart(5)} %`;
    console.log(`${String(count).padStart(9)}${share}  ${name}`);
  }
  if (grouped.size > top) console.log(`… ${grouped.size - top} more (--top N)`);
}
