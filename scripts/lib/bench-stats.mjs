// The statistics of `npm run bench` (scripts/bench.mjs): the main thread's CPU time out of a trace, medians, the 95% bootstrap confidence interval
// of a median and of a ratio of medians over PAIRED samples, and the rule that says when to stop
// sampling. Pure functions with a seeded random source, so test/node/bench-stats.test.mjs can pin them.

/** The q-quantile of `values` (linear interpolation between the closest ranks). */
export function quantile(values, q) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const position = (sorted.length - 1) * q;
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower] + (sorted[upper] - sorted[lower]) * (position - lower);
}

export const median = (values) => quantile(values, 0.5);
export const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

/** mulberry32: a small seeded generator of numbers in [0, 1), so a bootstrap can be repeated exactly. */
export function seededRandom(seed = 0x5a17) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Percentile bootstrap of `statistic(indices)` over `n` samples: `resamples` times, draw n indices with
 * replacement and compute the statistic on them; the interval is the (1 − level)/2 and (1 + level)/2
 * quantiles of those values. The point estimate is the statistic on all samples.
 */
export function bootstrap(n, statistic, { resamples = 2000, level = 0.95, random = seededRandom() } = {}) {
  const all = Array.from({ length: n }, (_, i) => i);
  const estimate = statistic(all);
  if (n < 2) return { estimate, low: Number.NaN, high: Number.NaN, n };
  const values = new Array(resamples);
  const indices = new Array(n);
  for (let r = 0; r < resamples; r += 1) {
    for (let i = 0; i < n; i += 1) indices[i] = Math.floor(random() * n);
    values[r] = statistic(indices);
  }
  return { estimate, low: quantile(values, (1 - level) / 2), high: quantile(values, (1 + level) / 2), n };
}

/** The median of `values` with its 95% bootstrap interval. */
export function medianInterval(values, options) {
  return bootstrap(values.length, (indices) => median(indices.map((i) => values[i])), options);
}

/**
 * The ratio median(a) / median(b) of PAIRED samples (a[i] and b[i] were measured together, in the same
 * run, one right after the other) with its 95% bootstrap interval: the pairs are resampled together,
 * so a burst of load that slowed both members of a pair moves numerator and denominator together.
 */
export function ratioInterval(a, b, options) {
  if (a.length !== b.length) throw new Error(`ratioInterval: ${a.length} and ${b.length} samples are not pairs`);
  return bootstrap(a.length, (indices) => median(indices.map((i) => a[i])) / median(indices.map((i) => b[i])), options);
}

/**
 * Whether an interval is "narrower than ±`tolerance`": both ends within that fraction of the estimate
 * (0.1: low ≥ 0.9 × estimate and high ≤ 1.1 × estimate).
 */
export function isNarrow({ estimate, low, high }, tolerance = 0.1) {
  if (![estimate, low, high].every(Number.isFinite) || estimate <= 0) return false;
  return low >= estimate * (1 - tolerance) && high <= estimate * (1 + tolerance);
}

/** Half the interval's width as a fraction of the estimate (0.07 = "±7%"), NaN when there is none. */
export function relativeHalfWidth({ estimate, low, high }) {
  return Math.max(estimate - low, high - estimate) / estimate;
}

/** "1.23× [1.10–1.31]" or, for milliseconds, "12.3 [11.0–13.1]". */
export function formatInterval({ estimate, low, high }, { digits = 1, suffix = '' } = {}) {
  const f = (x) => (Number.isFinite(x) ? x.toFixed(digits) : '–');
  return `${f(estimate)}${suffix} [${f(low)}–${f(high)}]`;
}

/**
 * The page's main thread in a trace: the thread that recorded the mark `mark`; the mark's own
 * `startTime` beside its trace timestamp puts the page clock (ms since the time origin) on the trace
 * clock (µs). Returns its top-level tasks and `toTrace(ms)` / `toPage(µs)`.
 */
function mainThread(events, mark) {
  const marker = events.find((event) => event.name === mark && event.cat?.includes('blink.user_timing'));
  if (!marker || typeof marker.args?.data?.startTime !== 'number') throw new Error(`The trace has no mark ${mark}`);
  const origin = marker.ts - marker.args.data.startTime * 1000;
  const onThread = (event) => event.ph === 'X' && event.pid === marker.pid && event.tid === marker.tid;
  let tasks = events.filter((event) => onThread(event) && event.name === 'RunTask');
  if (tasks.length === 0)
    tasks = events.filter((event) => onThread(event) && event.name === 'ThreadControllerImpl::RunTask');
  return { tasks, toTrace: (ms) => origin + ms * 1000, toPage: (us) => (us - origin) / 1000 };
}

/** The main thread's CPU time (ms) between `from` and `to` (page clock) in a trace (see mainThread). */
export function mainThreadCpu(events, mark, from, to) {
  const { tasks, toTrace } = mainThread(events, mark);
  const start = toTrace(from);
  const end = toTrace(to);
  let cpu = 0;
  for (const task of tasks) if (task.ts >= start && task.ts < end) cpu += task.tdur ?? task.dur;
  return cpu / 1000;
}

/**
 * When (page clock, ms) the main thread's task that made the mark `at` ended, or null: for a mark made
 * inside a frame's rendering, the end of that frame's work on the main thread (its paint and commit),
 * whatever the browser runs next.
 */
export function taskEnd(events, mark, at) {
  const { tasks, toPage } = mainThread(events, mark);
  const made = events.find((event) => event.name === at && event.cat?.includes('blink.user_timing'));
  const end = (task) => task.ts + (task.dur ?? 0);
  const task = made && tasks.find((t) => t.ts <= made.ts && made.ts <= end(t));
  return task ? toPage(end(task)) : null;
}

/** Whether two intervals share a point. */
export const overlaps = (a, b) => a.low <= b.high && b.low <= a.high;
