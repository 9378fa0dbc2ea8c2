// The step engine (src/platform/steps.ts) as tables: positions, guards, saves, resume, stale entries.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cleanStaleEntries, StepEngine, storageTag, type StepStorage } from '../../src/platform/steps.js';

/** An in-memory Storage. */
function memoryStorage(entries: Record<string, string> = {}): StepStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(entries));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (i) => [...data.keys()][i] ?? null,
    getItem: (k) => data.get(k) ?? null,
    setItem: (k, v) => void data.set(k, v),
    removeItem: (k) => void data.delete(k),
  };
}

const STEPS = ['a', 'b', 'c', 'd'] as const;

describe('StepEngine', () => {
  const positions: Array<[string, (s: string) => boolean, number[], number]> = [
    ['no step skipped', () => false, [0, 1, 2, 3], 4],
    ['b skipped', (s) => s === 'b', [0, 2, 3], 3],
    ['a and d skipped', (s) => s === 'a' || s === 'd', [1, 2], 2],
  ];
  for (const [name, isSkipped, visible, total] of positions) {
    it(`counts the steps that count: ${name}`, () => {
      const engine = new StepEngine({ steps: STEPS, isSkipped, storage: undefined });
      assert.deepEqual(engine.visible.value, visible);
      assert.equal(engine.total.value, total);
      assert.equal(engine.index.value, visible[0]);
      assert.equal(engine.position.value, 1);
      const walked = [engine.index.value];
      while (engine.next()) walked.push(engine.index.value);
      assert.deepEqual(walked, visible);
      assert.equal(engine.isLast.value, true);
      assert.equal(engine.position.value, total);
    });
  }

  it('moves on only when the guard lets the customer leave', () => {
    const saved = new Set<number>();
    const engine = new StepEngine({ steps: STEPS, canLeave: (_s, i) => saved.has(i), storage: undefined });
    assert.equal(engine.next(), false);
    saved.add(0);
    assert.equal(engine.next(), true);
    assert.equal(engine.current.value, 'b');
    assert.equal(engine.previous(), true);
    assert.equal(engine.current.value, 'a');
  });

  it('advances to a step through the guards, passing skipped steps, and stops at the first not done', () => {
    const done = new Set<string>(['a']);
    const engine = new StepEngine({
      steps: STEPS,
      isSkipped: (s) => s === 'b',
      canLeave: (s) => done.has(s),
      storage: undefined,
    });
    assert.equal(engine.advanceTo(3), false);
    assert.equal(engine.current.value, 'c');
    done.add('c');
    assert.equal(engine.advanceTo(3), true);
    assert.equal(engine.current.value, 'd');
  });

  it('opens a step by number, never a skipped one', () => {
    const engine = new StepEngine({ steps: STEPS, isSkipped: (s) => s === 'c', storage: undefined });
    assert.equal(engine.goTo(3), true);
    assert.equal(engine.position.value, 3);
    assert.equal(engine.goTo(2), false);
    assert.equal(engine.goTo(9), false);
    assert.equal(engine.index.value, 3);
  });

  it('decides the skipped steps when they are laid out: the list never renumbers', () => {
    let skipC = true;
    const engine = new StepEngine({ steps: STEPS, isSkipped: (s) => s === 'c' && skipC, storage: undefined });
    assert.equal(engine.total.value, 3);
    skipC = false;
    engine.goTo(3);
    assert.deepEqual([engine.position.value, engine.total.value], [3, 3]);
    assert.equal(engine.goTo(2), false);
    // A new layout asks again.
    engine.setSteps(STEPS, false);
    assert.equal(engine.total.value, 4);
  });

  const holds: Array<[string, number, readonly string[], string, string | undefined]> = [
    ['stays when every step before is done', 2, ['a', 'b'], 'c', undefined],
    ['goes back to the first step not done', 3, ['a', 'c'], 'b', 'b'],
    ['stays at the first step', 0, [], 'a', undefined],
    ['stays when the first open step is the stored one', 1, ['a'], 'b', undefined],
  ];
  for (const [name, stored, done, at, moved] of holds) {
    it(`never resumes past an unfinished step: ${name}`, () => {
      const storage = memoryStorage({ 'v1:t:step:x': JSON.stringify({ index: stored, savedAt: Date.now() }) });
      const engine = new StepEngine({ steps: STEPS, storage, storageKey: 'v1:t:step:x' });
      assert.equal(
        engine.resumeNoFurtherThan((s) => done.includes(s)),
        moved,
      );
      assert.equal(engine.current.value, at);
    });
  }

  it('saves idle → submitting → submitted, and refuses a second save while one runs', async () => {
    const engine = new StepEngine({ steps: STEPS, storage: undefined });
    assert.equal(engine.saveOf(0).status, 'idle');
    let release: (value: string) => void = () => undefined;
    let calls = 0;
    const action = () => {
      calls += 1;
      return new Promise<string>((resolve) => (release = resolve));
    };
    const first = engine.save(0, action);
    assert.equal(engine.saveOf(0).status, 'submitting');
    assert.equal(engine.canMoveOn(), false);
    assert.deepEqual(await engine.save(0, action), { ok: false, busy: true });
    release('done');
    assert.deepEqual(await first, { ok: true, value: 'done' });
    assert.equal(engine.saveOf(0).status, 'submitted');
    assert.equal(calls, 1);
  });

  it('saves idle → submitting → error, keeping the error, and resets to idle', async () => {
    const engine = new StepEngine({ steps: STEPS, storage: undefined });
    const failure = new Error('500');
    const result = await engine.save(1, () => Promise.reject(failure));
    assert.deepEqual(result, { ok: false, error: failure });
    assert.deepEqual(engine.saveOf(1), { status: 'error', error: failure });
    engine.resetSave(1);
    assert.equal(engine.saveOf(1).status, 'idle');
  });

  const resumes: Array<[string, string | undefined, (s: string) => boolean, number]> = [
    ['a stored index', JSON.stringify({ index: 2, savedAt: 1000 }), () => false, 2],
    ['nothing stored', undefined, () => false, 0],
    ['an index past the end', JSON.stringify({ index: 9, savedAt: 1000 }), () => false, 3],
    ['a skipped index', JSON.stringify({ index: 2, savedAt: 1000 }), (s) => s === 'c', 1],
    ['a damaged entry', '{nope', () => false, 0],
  ];
  for (const [name, stored, isSkipped, expected] of resumes) {
    it(`resumes from ${name}`, () => {
      const storage = memoryStorage(stored === undefined ? {} : { 'v1:test:step:x': stored });
      const engine = new StepEngine({
        steps: STEPS,
        isSkipped,
        storage,
        storageKey: 'v1:test:step:x',
        now: () => 2000,
      });
      assert.equal(engine.index.value, expected);
    });
  }

  it('keeps the index in storage as the customer moves, and forgets it when told', () => {
    const storage = memoryStorage();
    const engine = new StepEngine({ steps: STEPS, storage, storageKey: 'v1:test:step:y', now: () => 5 });
    engine.next();
    assert.deepEqual(JSON.parse(storage.getItem('v1:test:step:y') ?? ''), { index: 1, savedAt: 5 });
    engine.forget();
    assert.equal(storage.getItem('v1:test:step:y'), null);
  });

  it('refuses a storage key without the v1 prefix', () => {
    assert.throws(() => new StepEngine({ storageKey: 'kyc:step', storage: memoryStorage() }), /v1:/);
  });

  it('cleans stale and damaged entries under its prefix on start, and leaves others alone', () => {
    const storage = memoryStorage({
      'v1:test:step:old': JSON.stringify({ index: 1, savedAt: 0 }),
      'v1:test:step:fresh': JSON.stringify({ index: 1, savedAt: 9_000 }),
      'v1:test:step:broken': 'x',
      'v1:other:thing': 'x',
    });
    new StepEngine({ steps: STEPS, storage, storageKey: 'v1:test:step:new', maxAgeMs: 5_000, now: () => 10_000 });
    assert.deepEqual([...storage.data.keys()].sort(), ['v1:other:thing', 'v1:test:step:fresh', 'v1:test:step:new']);
    assert.deepEqual(cleanStaleEntries(storage, 'v1:test:step:', 5_000, 20_000), [
      'v1:test:step:fresh',
      'v1:test:step:new',
    ]);
  });

  it('tags a token for a storage key without holding it', () => {
    assert.match(storageTag('abc'), /^[0-9a-f]{8}$/);
    assert.equal(storageTag('abc'), storageTag('abc'));
    assert.notEqual(storageTag('abc'), storageTag('abd'));
  });
});
