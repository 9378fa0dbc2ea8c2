// The property tests' parameters: a fixed seed and a bounded number of runs in `npm test`; `npm run
// fuzz` sets FUZZ_RUNS (a multiplier of the default runs) and FUZZ_SEED (default: the fixed seed).

/** The seed of `npm test`: a failure there is reproducible on every machine. */
export const FIXED_SEED = 20_261_123;

export function fuzzParameters(defaultRuns: number): { seed: number; runs: number } {
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : FIXED_SEED;
  const factor = process.env.FUZZ_RUNS ? Number(process.env.FUZZ_RUNS) : 1;
  if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, not "${process.env.FUZZ_SEED}"`);
  if (!(factor >= 1)) throw new Error(`FUZZ_RUNS must be a number ≥ 1, not "${process.env.FUZZ_RUNS}"`);
  return { seed, runs: Math.round(defaultRuns * factor) };
}
