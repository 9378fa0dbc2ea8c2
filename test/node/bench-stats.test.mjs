// The statistics and budgets of `npm run bench` (scripts/lib/bench-stats.mjs, bench-budgets.mjs).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { checkBudget, firstBudget } from '../../scripts/lib/bench-budgets.mjs';
import {
  isNarrow,
  mainThreadCpu,
  overlaps,
  taskEnd,
  median,
  medianInterval,
  quantile,
  ratioInterval,
  seededRandom,
} from '../../scripts/lib/bench-stats.mjs';

/** n samples around `centre`, spread ±`spread` (deterministic). */
const samples = (n, centre, spread, seed = 1) => {
  const random = seededRandom(seed);
  return Array.from({ length: n }, () => centre + (random() * 2 - 1) * spread);
};

describe('bench statistics', () => {
  it('takes quantiles between ranks', () => {
    assert.equal(median([3, 1, 2]), 2);
    assert.equal(median([4, 1, 2, 3]), 2.5);
    assert.equal(quantile([10, 20, 30, 40, 50], 0.25), 20);
    assert.ok(Number.isNaN(median([])));
  });

  it('gives a median interval that holds the median and narrows with more samples', () => {
    const few = medianInterval(samples(8, 100, 30));
    const many = medianInterval(samples(80, 100, 30));
    for (const interval of [few, many])
      assert.ok(interval.low <= interval.estimate && interval.estimate <= interval.high);
    assert.ok(many.high - many.low < few.high - few.low);
    assert.ok(Math.abs(many.estimate - 100) < 10);
  });

  it('resamples pairs together: load that moves both members of a pair leaves the ratio narrow', () => {
    const load = samples(20, 1, 0.6, 7).map((x) => Math.max(0.2, x) * 3);
    const base = load.map((l) => 10 * l);
    const element = load.map((l, i) => 20 * l * (1 + 0.02 * Math.sin(i)));
    const ratio = ratioInterval(element, base);
    assert.ok(Math.abs(ratio.estimate - 2) < 0.05, String(ratio.estimate));
    assert.ok(isNarrow(ratio, 0.1), JSON.stringify(ratio));
    // Unpaired, the same numbers would not give a narrow interval of either median.
    assert.ok(!isNarrow(medianInterval(base), 0.1));
    assert.throws(() => ratioInterval([1, 2], [1]));
  });

  it('is the same for the same samples (seeded)', () => {
    const a = samples(12, 50, 10, 3);
    assert.deepEqual(medianInterval(a), medianInterval(a));
  });

  it('tells overlapping intervals from disjoint ones', () => {
    assert.equal(overlaps({ low: 1, high: 2 }, { low: 1.9, high: 3 }), true);
    assert.equal(overlaps({ low: 1, high: 2 }, { low: 2.1, high: 3 }), false);
    assert.equal(overlaps({ low: 2.1, high: 3 }, { low: 1, high: 2 }), false);
  });

  it('calls an interval narrow only when both ends are within the tolerance', () => {
    assert.equal(isNarrow({ estimate: 1, low: 0.91, high: 1.09 }, 0.1), true);
    assert.equal(isNarrow({ estimate: 1, low: 0.95, high: 1.11 }, 0.1), false);
    assert.equal(isNarrow({ estimate: 1, low: 0.89, high: 1.05 }, 0.1), false);
    assert.equal(isNarrow({ estimate: 1, low: Number.NaN, high: Number.NaN }, 0.1), false);
  });
});

describe('main-thread CPU from a trace', () => {
  // The mark was made at 100 ms page time, trace time 1 000 000 µs: the time origin is at 900 000 µs.
  const mark = {
    name: 'bench:x',
    cat: 'blink.user_timing',
    ph: 'I',
    pid: 1,
    tid: 1,
    ts: 1_000_000,
    args: { data: { startTime: 100 } },
  };
  const task = (ts, tdur, extra = {}) => ({
    name: 'RunTask',
    ph: 'X',
    pid: 1,
    tid: 1,
    ts,
    dur: tdur * 3,
    tdur,
    ...extra,
  });

  it('sums the thread time of the main thread’s top-level tasks that start in the window', () => {
    const events = [
      mark,
      task(1_009_000, 500), // 109 ms: before the window
      task(1_010_000, 2_000), // 110 ms: in
      task(1_015_000, 3_000), // 115 ms: in
      task(1_020_000, 7_000), // 120 ms: at the end, out
      task(1_012_000, 4_000, { tid: 2 }), // another thread
      task(1_012_000, 4_000, { pid: 2 }), // another process
    ];
    assert.equal(mainThreadCpu(events, 'bench:x', 110, 120), 5);
  });

  it('gives the end of the main thread’s task that made a mark, or null when it has none', () => {
    const seen = (ts, extra = {}) => ({ ...mark, name: 'bench:seen:x', ts, ...extra });
    const frame = task(1_010_000, 2_000); // 110 ms, 6 ms of wall: ends at 116
    const other = task(1_012_000, 4_000, { tid: 2 }); // another thread, longer
    assert.equal(taskEnd([mark, frame, other, seen(1_013_000)], 'bench:x', 'bench:seen:x'), 116);
    // Between tasks, or not in the trace at all: the bench then takes the task after the frame.
    assert.equal(taskEnd([mark, frame, other, seen(1_017_000)], 'bench:x', 'bench:seen:x'), null);
    assert.equal(taskEnd([mark, frame, other], 'bench:x', 'bench:seen:x'), null);
    // A task without a duration ends where it starts.
    const instant = { ...frame, dur: undefined };
    assert.equal(taskEnd([mark, instant, seen(1_010_000)], 'bench:x', 'bench:seen:x'), 110);
    // The older trace name of the top-level task.
    const older = { ...frame, name: 'ThreadControllerImpl::RunTask' };
    assert.equal(taskEnd([mark, older, seen(1_011_000)], 'bench:x', 'bench:seen:x'), 116);
  });

  it('falls back to ThreadControllerImpl::RunTask, and says when the mark is missing', () => {
    const events = [mark, { ...task(1_011_000, 1_500), name: 'ThreadControllerImpl::RunTask' }];
    assert.equal(mainThreadCpu(events, 'bench:x', 110, 120), 1.5);
    assert.throws(() => mainThreadCpu(events, 'bench:y', 0, 1), /no mark bench:y/);
  });
});

describe('bench budgets', () => {
  const budgets = { calculator: { echo: 20, dialog: 100, unmet: { dialog: 130 } } };
  const cpu = (estimate) => ({ estimate, low: estimate * 0.9, high: estimate * 1.1 });

  it('says met, not met but guarded, and over the guard', () => {
    assert.deepEqual(checkBudget(budgets, 'calculator', 'echo', cpu(19)), { text: '≤ 20 met', overGuard: false });
    assert.equal(checkBudget(budgets, 'calculator', 'echo', cpu(21)).overGuard, true);
    assert.equal(checkBudget(budgets, 'calculator', 'dialog', cpu(120)).overGuard, false);
    assert.match(checkBudget(budgets, 'calculator', 'dialog', cpu(120)).text, /guarded at 130/);
    assert.equal(checkBudget(budgets, 'calculator', 'dialog', cpu(131)).overGuard, true);
    assert.deepEqual(checkBudget(budgets, 'overview', 'echo', cpu(5)), { text: 'no budget', overGuard: false });
  });

  it('sets a first budget at the interval’s upper end, at most the ceiling, guarding what is above it', () => {
    assert.deepEqual(firstBudget({ estimate: 10, low: 9, high: 11.2 }, 100), { budget: 12 });
    assert.deepEqual(firstBudget({ estimate: 140, low: 130, high: 150.5 }, 100), { budget: 100, guard: 151 });
  });
});
