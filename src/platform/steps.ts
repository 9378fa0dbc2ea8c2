import { batch, computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { defaultStorage } from './storage.js';

/*
 * The step engine shared by the flows that walk a customer through ordered steps: the KYC declaration
 * (`n/total` sections), the application (five steps in an accordion) and the completion (seven steps,
 * some skipped). Pure signals, no React and no DOM: a flow's model owns one engine, declares its
 * steps, and the UI kit's `Steps` renders it.
 *
 * - ordered steps, the current index, guards on moving on;
 * - a save per step that goes idle → submitting → submitted | error; a second save of a step while
 *   one runs is refused (a double click never sends a request twice);
 * - the current index kept in session storage under a caller-given key (`v1:` prefix), so a reload
 *   resumes at the same step; entries older than `maxAgeMs` under the same prefix are cleaned.
 */

/** Where a step's save stands. */
export type SaveStatus = 'idle' | 'submitting' | 'submitted' | 'error';

/** A step's save: its status and, after a failure, the error. */
export interface SaveState<E = unknown> {
  status: SaveStatus;
  error: E | null;
}

/** What a save returned. */
export type SaveResult<T> = { ok: true; value: T } | { ok: false; error: unknown } | { ok: false; busy: true };

/** The storage the engine keeps its index in (sessionStorage in the browser). */
export type StepStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem' | 'key' | 'length'>;

/** Options of a {@link StepEngine}. */
export interface StepEngineOptions<S> {
  /** The steps, in order (they can be replaced later with `setSteps`). */
  steps?: readonly S[];
  /**
   * Whether a step is skipped (not counted, never current). Asked when the steps are laid out
   * (`setSteps`), not afterwards: a step list never renumbers in front of the customer. Default: none is.
   */
  isSkipped?: (step: S, index: number) => boolean;
  /** Whether the customer may move on from a step (e.g. it was saved). Default: always. */
  canLeave?: (step: S, index: number) => boolean;
  /**
   * Where the index is kept: a session-storage key, starting with `v1:`. Without it nothing is kept.
   * Callers derive it from what identifies the process (never from personal data).
   */
  storageKey?: string;
  /** Default: `sessionStorage` when present. */
  storage?: StepStorage | undefined;
  /** Entries under the key's prefix older than this are removed when the engine starts. Default 4 h. */
  maxAgeMs?: number;
  now?: () => number;
}

/** What the engine keeps in storage. */
interface StoredIndex {
  index: number;
  savedAt: number;
}

/** Four hours: the lifetime of a KYC token and of the keep-alive. */
export const STEP_ENTRY_MAX_AGE_MS = 14_400_000;

/** The `v1:` prefix every key of the library's session-storage entries carries (spec 2 §9). */
export const STORAGE_PREFIX = 'v1:';

const IDLE: SaveState<never> = { status: 'idle', error: null };

function readStored(raw: string | null): StoredIndex | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (
      typeof value === 'object' &&
      value !== null &&
      Number.isInteger((value as StoredIndex).index) &&
      typeof (value as StoredIndex).savedAt === 'number'
    ) {
      return value as StoredIndex;
    }
  } catch {
    // not ours or damaged: treated as absent
  }
  return null;
}

/** The `savedAt` of an entry (any JSON object with a numeric `savedAt`), or null when damaged. */
function savedAtOf(raw: string | null): number | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value === 'object' && value !== null && typeof (value as StoredIndex).savedAt === 'number') {
      return (value as StoredIndex).savedAt;
    }
  } catch {
    // damaged
  }
  return null;
}

/**
 * Removes the entries under `prefix` whose `savedAt` is older than `maxAgeMs`, and damaged ones (not
 * JSON, or without a numeric `savedAt`).
 * Returns the keys removed.
 */
export function cleanStaleEntries(storage: StepStorage, prefix: string, maxAgeMs: number, now: number): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i += 1) {
    const key = storage.key(i);
    if (key?.startsWith(prefix)) keys.push(key);
  }
  const removed: string[] = [];
  for (const key of keys) {
    const savedAt = savedAtOf(storage.getItem(key));
    if (savedAt === null || now - savedAt > maxAgeMs) {
      storage.removeItem(key);
      removed.push(key);
    }
  }
  return removed;
}

/**
 * A short, stable, non-reversible tag of a text (FNV-1a, 32 bits, hex), for storage keys derived from
 * a token: the key says which process it belongs to without holding the token itself.
 */
export function storageTag(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * Ordered steps with a current index, guards and a save per step, as signals.
 *
 * @example
 * const engine = new StepEngine({ steps: sections, storageKey: `v1:kyc:step:${storageTag(token)}` });
 * const result = await engine.save(engine.index.value, () => client.submitPepRca(body));
 * if (result.ok) engine.next();
 */
export class StepEngine<S> {
  readonly steps = signal<readonly S[]>([]);
  /** The index of the current step in `steps` (skipped steps are never current). */
  readonly index = signal(0);
  readonly #saves = signal<ReadonlyMap<number, SaveState>>(new Map());
  /** The indexes skipped, decided when the steps are laid out (`setSteps`): the list never renumbers. */
  readonly #skips = signal<ReadonlySet<number>>(new Set());

  /** The current step, or undefined while there is none. */
  readonly current: ReadonlySignal<S | undefined> = computed(() => this.steps.value[this.index.value]);
  /** Indexes of the steps that count (not skipped), in order. */
  readonly visible: ReadonlySignal<readonly number[]> = computed(() =>
    this.steps.value.flatMap((_, index) => (this.#skips.value.has(index) ? [] : [index])),
  );
  /** How many steps count. */
  readonly total: ReadonlySignal<number> = computed(() => this.visible.value.length);
  /** The 1-based position of the current step among those that count (0 when there is none). */
  readonly position: ReadonlySignal<number> = computed(() => this.visible.value.indexOf(this.index.value) + 1);
  /** True on the last step that counts. */
  readonly isLast: ReadonlySignal<boolean> = computed(
    () => this.total.value > 0 && this.position.value === this.total.value,
  );
  /** True on the first step that counts. */
  readonly isFirst: ReadonlySignal<boolean> = computed(() => this.position.value === 1);
  /** The save of the current step. */
  readonly currentSave: ReadonlySignal<SaveState> = computed(() => this.#saves.value.get(this.index.value) ?? IDLE);

  readonly #isSkipped: (step: S, index: number) => boolean;
  readonly #canLeave: (step: S, index: number) => boolean;
  readonly #storageKey: string | undefined;
  readonly #storage: StepStorage | undefined;
  readonly #maxAgeMs: number;
  readonly #now: () => number;

  constructor(options: StepEngineOptions<S> = {}) {
    this.#isSkipped = options.isSkipped ?? (() => false);
    this.#canLeave = options.canLeave ?? (() => true);
    this.#storageKey = options.storageKey;
    if (this.#storageKey !== undefined && !this.#storageKey.startsWith(STORAGE_PREFIX)) {
      throw new Error(`StepEngine: the storage key must start with "${STORAGE_PREFIX}"`);
    }
    this.#storage = 'storage' in options ? options.storage : defaultStorage();
    this.#maxAgeMs = options.maxAgeMs ?? STEP_ENTRY_MAX_AGE_MS;
    this.#now = options.now ?? (() => Date.now());
    if (this.#storage && this.#storageKey) {
      const prefix = this.#storageKey.slice(0, this.#storageKey.lastIndexOf(':') + 1);
      cleanStaleEntries(this.#storage, prefix, this.#maxAgeMs, this.#now());
    }
    if (options.steps) this.setSteps(options.steps);
  }

  /**
   * Sets the steps, decides which are skipped, and puts the current index at the stored one when
   * `resume` (default), else at the first step that counts. A stored index past the end, or of a
   * skipped step, moves to the nearest step that counts before it.
   */
  setSteps(steps: readonly S[], resume = true): void {
    batch(() => {
      this.#skips.value = new Set(steps.flatMap((step, index) => (this.#isSkipped(step, index) ? [index] : [])));
      this.steps.value = steps;
      this.#saves.value = new Map();
      const stored = resume ? this.#readIndex() : null;
      this.index.value = this.#nearestVisible(stored ?? 0);
    });
    this.#persist();
  }

  /** The save of a step. */
  saveOf(index: number): SaveState {
    return this.#saves.value.get(index) ?? IDLE;
  }

  /** Whether the customer may move on from the current step now. */
  canMoveOn(): boolean {
    const step = this.current.value;
    if (step === undefined) return false;
    if (this.currentSave.value.status === 'submitting') return false;
    return this.#canLeave(step, this.index.value);
  }

  /** Moves to the next step that counts, if the guard lets the customer leave. Returns whether it moved. */
  next(): boolean {
    if (!this.canMoveOn()) return false;
    const following = this.visible.value.find((i) => i > this.index.value);
    if (following === undefined) return false;
    this.index.value = following;
    this.#persist();
    return true;
  }

  /** Moves to the previous step that counts. Returns whether it moved. */
  previous(): boolean {
    const before = this.visible.value.filter((i) => i < this.index.value).at(-1);
    if (before === undefined || this.currentSave.value.status === 'submitting') return false;
    this.index.value = before;
    this.#persist();
    return true;
  }

  /**
   * Moves forward to the step at `index` as «Neste» would, step by step: a skipped step is passed
   * over and every step on the way must let the customer leave (its guard). Stops at the first one
   * that does not. Returns whether `index` was reached.
   */
  advanceTo(index: number): boolean {
    while (this.index.value < index) if (!this.next()) return false;
    return this.index.value === index;
  }

  /** Opens a step by index (the completion's steps opened by number); a skipped one is refused. */
  goTo(index: number): boolean {
    if (this.steps.value[index] === undefined || this.#skips.value.has(index)) return false;
    this.index.value = index;
    this.#persist();
    return true;
  }

  /**
   * The resume rule of every flow: a flow resumed at a stored step goes back to the first step that
   * counts and is not done, when that is earlier ("never resume past an unfinished step"). Returns
   * the step it went back to, or undefined when it stayed.
   */
  resumeNoFurtherThan(isDone: (step: S) => boolean): S | undefined {
    const steps = this.steps.value;
    const open = this.visible.value.find((index) => !isDone(steps[index] as S));
    if (open === undefined || open >= this.index.value) return undefined;
    this.goTo(open);
    return steps[open];
  }

  /**
   * Runs a step's save: submitting while it runs, then submitted or error (with the error). While a
   * save of the same step runs, another is refused (`busy`), so a double click sends one request.
   */
  async save<T>(index: number, action: () => Promise<T>): Promise<SaveResult<T>> {
    if (this.saveOf(index).status === 'submitting') return { ok: false, busy: true };
    this.#setSave(index, { status: 'submitting', error: null });
    try {
      const value = await action();
      this.#setSave(index, { status: 'submitted', error: null });
      return { ok: true, value };
    } catch (error) {
      this.#setSave(index, { status: 'error', error });
      return { ok: false, error };
    }
  }

  /** Puts a step's save back to idle (e.g. the customer changed an answer after an error). */
  resetSave(index: number): void {
    if (this.saveOf(index).status !== 'idle') this.#setSave(index, IDLE);
  }

  /** Forgets the stored index (the process is finished). */
  forget(): void {
    if (this.#storageKey) this.#storage?.removeItem(this.#storageKey);
  }

  #setSave(index: number, state: SaveState): void {
    const saves = new Map(this.#saves.value);
    saves.set(index, state);
    this.#saves.value = saves;
  }

  #nearestVisible(index: number): number {
    const visible = this.visible.value;
    if (visible.length === 0) return 0;
    const atOrBefore = visible.filter((i) => i <= index).at(-1);
    return atOrBefore ?? visible[0] ?? 0;
  }

  #readIndex(): number | null {
    if (!this.#storage || !this.#storageKey) return null;
    const stored = readStored(this.#storage.getItem(this.#storageKey));
    return stored && stored.index >= 0 ? stored.index : null;
  }

  #persist(): void {
    if (!this.#storage || !this.#storageKey || this.steps.value.length === 0) return;
    const entry: StoredIndex = { index: this.index.value, savedAt: this.#now() };
    try {
      this.#storage.setItem(this.#storageKey, JSON.stringify(entry));
    } catch {
      // storage full or blocked: the flow still works, it only cannot resume after a reload
    }
  }
}
