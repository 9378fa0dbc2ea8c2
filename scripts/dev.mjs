#!/usr/bin/env node
// npm run dev: the demo server (as npm start) with the elements rebuilt when their sources change.
// Rollup watches src/ and elements/: its first round builds every bundle (as long as the build's
// rollup step; the server answers meanwhile with the build already in dist/), and each saved change
// after that rebuilds only the bundles that include it, then refreshes the manifest, the typings and
// the integrity hashes: reload the page to see it. Type declarations (dist/types) are refreshed by the
// next `npm run build`; `npm start` rebuilds after a dev session that changed something.
import { spawn } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { watch } from 'rollup';
import { loadConfigFile } from 'rollup/loadConfigFile';
import { STAMP_FILE } from './lib/build-stamp.mjs';
import { run } from './lib/run.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
process.chdir(root);
const bin = fileURLToPath(new URL('../node_modules/.bin/', import.meta.url));
const seconds = (since) => `${((Date.now() - since) / 1000).toFixed(1)} s`;

const server = spawn(`${bin}tsx`, ['demo/server.ts'], { stdio: 'inherit' });
server.on('exit', (code) => {
  void watcher.close();
  process.exit(code ?? 1);
});

// As `rollup -c --silent` in the build: the warnings are collected, never printed (flushing them would
// print every later one too), so the console shows the server and one line per rebuild.
// `silent`: without it, rollup's warning batcher prints every warning without a deferred handler at once
// (the zod annotation comments: dozens of lines per round).
const { options } = await loadConfigFile(fileURLToPath(new URL('../rollup.config.mjs', import.meta.url)), {
  silent: true,
});
let round = 0;
let started = Date.now();
console.log('dev: first watch round: rollup builds every bundle once …');
const watcher = watch(options.map((o) => ({ ...o, watch: { clearScreen: false, exclude: ['node_modules/**'] } })));
watcher.on('event', async (event) => {
  if (event.code === 'START') started = Date.now();
  if (event.code === 'BUNDLE_END' || event.code === 'ERROR') await event.result?.close();
  if (event.code === 'ERROR') console.error(`dev: the rebuild failed: ${event.error.message}`);
  if (event.code !== 'END') return;
  round++;
  // After a change, dist/ no longer matches a full build of any tree: the next npm start rebuilds.
  if (round > 1) rmSync(STAMP_FILE, { force: true });
  if (!existsSync('dist/types/src/index.d.ts')) await run('tsc', ['-p', 'tsconfig.build.json']);
  for (const script of ['manifest', 'host-types', 'integrity']) {
    await run('node', [`scripts/${script}.mjs`], { stdio: 'ignore' });
  }
  console.log(
    round === 1
      ? `dev: bundles ready in ${seconds(started)}; watching src/ and elements/ (a saved change rebuilds its bundles).`
      : `dev: rebuilt in ${seconds(started)}; reload the page.`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    void watcher.close();
    server.kill(signal);
  });
}
