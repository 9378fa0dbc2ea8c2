#!/usr/bin/env node
// Part of the build, its last step: brotli and gzip copies beside every file of dist/ a browser
// fetches (`<file>.br`, `<file>.gz`), for servers and CDNs that send them as they are (decision 0093).
// The rules are in scripts/lib/dist-files.mjs.
import { fileURLToPath } from 'node:url';
import { precompress } from './lib/dist-files.mjs';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const totals = precompress(distDir);
const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
console.log(
  `Precompressed: ${totals.files} files, ${kB(totals.raw)} → brotli ${kB(totals.br)}, gzip ${kB(totals.gzip)}` +
    (totals.skipped ? ` (${totals.skipped} copies left out: not smaller than the file)` : ''),
);
