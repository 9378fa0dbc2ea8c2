#!/usr/bin/env node
// Part of the build: writes dist/integrity.json (Subresource Integrity hashes of every script in
// dist/, what each entry loads, and the rule that reserves each element's space before its code runs);
// --list prints the hashes.
//   node scripts/integrity.mjs --snippet elements/salgspant-calculator.js https://cdn.example.no/salgspant-elements@0.1.0/dist/
// prints the tags that embed that entry with integrity checks instead.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { embedSnippet, integrityManifest, reservations } from './lib/integrity.mjs';

const distDir = fileURLToPath(new URL('../dist/', import.meta.url));
const snippetAt = process.argv.indexOf('--snippet');
if (snippetAt >= 0) {
  const [entry, baseUrl] = process.argv.slice(snippetAt + 1);
  if (!entry || !baseUrl) {
    console.error(
      'usage: node scripts/integrity.mjs --snippet <entry, e.g. elements/salgspant-calculator.js> <base URL of dist/>',
    );
    process.exit(2);
  }
  const integrity = JSON.parse(readFileSync(new URL('integrity.json', `file://${distDir}`), 'utf8'));
  console.log(embedSnippet(integrity, entry, baseUrl));
} else {
  // Each element's reserved space (decision 0094): build-time data in the sources, in no element's code.
  const { RESERVATIONS, pageReservationCss } = await import('../src/platform/reserve.ts');
  const integrity = integrityManifest(distDir, reservations(Object.keys(RESERVATIONS), pageReservationCss));
  writeFileSync(new URL('integrity.json', `file://${distDir}`), `${JSON.stringify(integrity, null, 2)}\n`);
  const files = Object.entries(integrity.files);
  console.log(`Subresource Integrity: ${files.length} files hashed into dist/integrity.json`);
  if (process.argv.includes('--list')) for (const [file, hash] of files) console.log(`  ${hash}  ${file}`);
}
