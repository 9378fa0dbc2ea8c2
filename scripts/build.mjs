#!/usr/bin/env node
// npm run build: clean dist/, bundle with rollup, emit type declarations, write the custom-elements manifest
// and the host-framework typings generated from it (React 19 JSX, VS Code HTML data), the integrity hashes,
// the brotli and gzip copies of every file a browser fetches (scripts/precompress.mjs), and last the build
// stamp (a hash of every input, scripts/lib/build-stamp.mjs).
//   --if-stale   skip the build when dist/ was built from exactly these inputs (npm start)
// Prints one line per step with its time, so a long build is never silent.
import { rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inputsHash, readStamp, STAMP_FILE } from './lib/build-stamp.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
process.chdir(root);
const inputs = inputsHash(root);

if (process.argv.includes('--if-stale')) {
  const stamp = readStamp(root);
  if (stamp?.inputs === inputs) {
    console.log(`dist/ is up to date (built ${stamp.builtAt}): no rebuild.`);
    process.exit(0);
  }
  console.log(
    stamp ? 'Sources changed since the last build: rebuilding dist/.' : 'No complete build in dist/: building.',
  );
}

const STEPS = [
  ['bundling the elements (rollup; the longest step)', 'rollup', ['-c', '--silent']],
  ['type declarations (tsc)', 'tsc', ['-p', 'tsconfig.build.json']],
  ['custom-elements manifest', 'node', ['scripts/manifest.mjs']],
  ['React typings and VS Code data', 'node', ['scripts/host-types.mjs']],
  ['Subresource Integrity hashes', 'node', ['--import', 'tsx', 'scripts/integrity.mjs']],
  // Last: every file the steps before wrote gets its copies.
  ['brotli and gzip copies', 'node', ['scripts/precompress.mjs']],
];

const started = Date.now();
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;
rmSync('dist', { recursive: true, force: true });
for (const [index, [label, command, args]] of STEPS.entries()) {
  const stepStarted = Date.now();
  console.log(`build ${index + 1}/${STEPS.length}: ${label} …`);
  await run(command, args);
  console.log(`build ${index + 1}/${STEPS.length}: done in ${seconds(stepStarted)}`);
}
writeFileSync(STAMP_FILE, `${JSON.stringify({ inputs, builtAt: new Date().toISOString() }, null, 2)}\n`);
console.log(`build: dist/ complete in ${seconds(started)}`);
