#!/usr/bin/env node
// npm run build: clean dist/, bundle with rollup, emit type declarations, write the custom-elements manifest.
import { rmSync } from 'node:fs';
import { run } from './lib/run.mjs';

rmSync('dist', { recursive: true, force: true });
await run('rollup', ['-c', '--silent']);
await run('tsc', ['-p', 'tsconfig.build.json']);
await run('node', ['scripts/manifest.mjs']);
