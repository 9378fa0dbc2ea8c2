/**
 * A flow's draft in session storage: what the customer has typed and chosen so far, so that nothing is
 * lost across the BankID login, a portal, a reload or a failed call (decisions 0015 and 0036).
 *
 * One JSON entry under a `v1:` key (spec 2 §9) with the time it was saved; an entry older than four
 * hours, damaged, or not in the shape the flow reads is treated as absent. Session storage is per tab
 * and gone when the tab closes; a flow never puts a national id in its draft. Storage that is blocked
 * or full is ignored: the flow works on, it only cannot resume after a reload.
 */
import { STEP_ENTRY_MAX_AGE_MS, STORAGE_PREFIX } from './steps.js';

/** The storage a draft lives in (sessionStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** Reads, writes and clears one draft. `parse` turns a stored object into the draft, or null. */
export class SessionDraft<T extends object> {
  readonly #storage: DraftStorage | undefined;
  readonly #key: string;
  readonly #parse: (value: Record<string, unknown>) => T | null;
  readonly #now: () => number;

  constructor(
    storage: DraftStorage | undefined,
    key: string,
    parse: (value: Record<string, unknown>) => T | null,
    now: () => number = () => Date.now(),
  ) {
    if (!key.startsWith(STORAGE_PREFIX)) throw new Error(`SessionDraft: the key must start with "${STORAGE_PREFIX}"`);
    this.#storage = storage;
    this.#key = key;
    this.#parse = parse;
    this.#now = now;
  }

  /** The draft, or null when there is none (or it is too old, damaged or not ours). */
  read(): T | null {
    try {
      const raw = this.#storage?.getItem(this.#key) ?? null;
      if (raw === null) return null;
      const value: unknown = JSON.parse(raw);
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
      const savedAt = (value as { savedAt?: unknown }).savedAt;
      if (typeof savedAt !== 'number' || this.#now() - savedAt > STEP_ENTRY_MAX_AGE_MS) return null;
      return this.#parse(value as Record<string, unknown>);
    } catch {
      return null; // damaged, or storage blocked
    }
  }

  write(draft: T): void {
    try {
      this.#storage?.setItem(this.#key, JSON.stringify({ ...draft, savedAt: this.#now() }));
    } catch {
      // storage full or blocked
    }
  }

  clear(): void {
    try {
      this.#storage?.removeItem(this.#key);
    } catch {
      // blocked storage: nothing was kept
    }
  }
}
