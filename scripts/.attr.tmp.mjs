// per-source attribution of minified bytes, then estimate gzip share proportionally per chunk
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
const files = process.argv.slice(2);
const totals = {};
for (const f of files) {
  const code = readFileSync(f, 'utf8');
  const map = new TraceMap(readFileSync(f + '.map', 'utf8'));
  const gz = gzipSync(code, { level: 9 }).length;
  const per = {};
  const lines = code.split('\n');
  lines.forEach((line, li) => {
    let last = null;
    for (let c = 0; c < line.length; c += 1) {
      if (c % 1 === 0) {
        const p = originalPositionFor(map, { line: li + 1, column: c });
        last = p.source ?? last ?? '?';
      }
      per[last] = (per[last] ?? 0) + 1;
    }
  });
  for (const [s, n] of Object.entries(per)) {
    const key = s.replace(/^.*node_modules\//, 'nm:').replace(/^(\.\.\/)+/, '');
    totals[key] = (totals[key] ?? 0) + (n / code.length) * gz;
  }
}
const rows = Object.entries(totals).sort((a, b) => b[1] - a[1]);
let sum = 0;
for (const [, v] of rows) sum += v;
console.log('total gzip est', (sum / 1000).toFixed(1));
for (const [k, v] of rows.slice(0, 45)) console.log((v / 1000).toFixed(2), k);
