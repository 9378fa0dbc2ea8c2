#!/usr/bin/env node
// npm run fuzz: the property-based tests of test/sandbox with more runs than npm test and a fresh
// seed. FUZZ_RUNS multiplies the runs (default 20); FUZZ_SEED repeats a run (printed at the start, and
// by fast-check with any counterexample).
import { run } from './lib/run.mjs';

const env = {
  ...process.env,
  FUZZ_RUNS: process.env.FUZZ_RUNS ?? '20',
  FUZZ_SEED: process.env.FUZZ_SEED ?? String(Math.floor(Math.random() * 2 ** 31)),
};
console.log(`npm run fuzz: FUZZ_RUNS=${env.FUZZ_RUNS} FUZZ_SEED=${env.FUZZ_SEED}`);
const status = await run(
  'node',
  [
    '--import',
    'tsx',
    '--test',
    '--test-concurrency=1',
    'test/sandbox/http-fuzz.test.ts',
    'test/sandbox/domain-fuzz.test.ts',
  ],
  { env, allowFailure: true },
);
process.exit(status);
