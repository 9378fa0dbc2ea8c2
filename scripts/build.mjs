#!/usr/bin/env node
// npm run build: clean dist/, bundle with rollup, emit type declarations, write the custom-elements manifest
// and the host-framework typings generated from it (React 19 JSX, VS Code HTML data).
import { rmSync } from 'node:fs';
import { run } from './lib/run.mjs';

rmSync('dist', { recursive: true, force: true });
await run('rollup', ['-c', '--silent']);
await run('tsc', ['-p', 'tsconfig.build.json']);
await run('node', ['scripts/manifest.mjs']);
await run('node', ['scripts/host-types.mjs']);
await run('node', ['scripts/integrity.mjs']);
