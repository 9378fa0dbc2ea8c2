import { cleanStaleEntries, STEP_ENTRY_MAX_AGE_MS, storageTag, type StepStorage } from '../../platform/steps.js';

/*
 * Drafts of the declaration's sections: what the customer typed in a section and has not saved yet,
 * kept in session storage so that a reload, an expired session or a failed save never loses it
 * (decision 0018). One entry per declaration, under the same token tag as the step engine's index
 * (`v1:kyc:draft:<tag>`): the key never holds the token. The value holds, per section index, the
 * section form's values and a tag of the section as the service sent it (a draft of a section that
 * has changed since, e.g. saved from another tab, is dropped). Tax numbers and national ids are
 * blanked before they are written: those the customer types again after a reload.
 */

/** The storage key prefix of the declaration's drafts (spec 2 §9: 'v1' prefix). */
export const KYC_DRAFT_KEY_PREFIX = 'v1:kyc:draft:';

/** Keys of form values never written to storage (their value is kept as an empty text). */
export const DRAFT_REDACTED_KEYS: ReadonlySet<string> = new Set(['taxNumber', 'nationalId']);

interface StoredDraft {
  /** Section tag → values. */
  values: unknown;
  section: string;
}
interface StoredDrafts {
  savedAt: number;
  sections: Record<string, StoredDraft>;
}

/** A short, stable tag of a JSON value (the FNV-1a tag of its JSON text). */
function tagOf(value: unknown): string {
  return storageTag(JSON.stringify(value));
}

/** The values with every redacted key's value replaced by an empty text, at any depth. */
export function redactDraft(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactDraft);
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(
      Object.entries(value).map(([key, inner]) => [key, DRAFT_REDACTED_KEYS.has(key) ? '' : redactDraft(inner)]),
    );
  }
  return value;
}

function read(raw: string | null): StoredDrafts | null {
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { savedAt, sections } = value as { savedAt?: unknown; sections?: unknown };
    if (typeof savedAt === 'number' && typeof sections === 'object' && sections !== null) {
      return value as StoredDrafts;
    }
  } catch {
    // damaged: treated as absent
  }
  return null;
}

/** The drafts of one declaration in session storage. Every method is safe when storage is blocked. */
export class KycDrafts {
  readonly #storage: StepStorage | undefined;
  readonly #key: string;
  readonly #now: () => number;

  /**
   * @param tag the declaration's token tag (`storageTag(token)`), the same as the step engine's
   * @param storage session storage (undefined: nothing is kept)
   */
  constructor(tag: string, storage: StepStorage | undefined, now: () => number = () => Date.now()) {
    this.#storage = storage;
    this.#key = `${KYC_DRAFT_KEY_PREFIX}${tag}`;
    this.#now = now;
  }

  /** Removes drafts older than four hours (and damaged ones) of every declaration in this storage. */
  static cleanStale(storage: StepStorage | undefined, now = Date.now()): void {
    if (!storage) return;
    try {
      cleanStaleEntries(storage, KYC_DRAFT_KEY_PREFIX, STEP_ENTRY_MAX_AGE_MS, now);
    } catch {
      // storage blocked
    }
  }

  #all(): StoredDrafts | null {
    try {
      return read(this.#storage?.getItem(this.#key) ?? null);
    } catch {
      return null;
    }
  }

  #put(drafts: StoredDrafts): void {
    try {
      if (Object.keys(drafts.sections).length === 0) this.#storage?.removeItem(this.#key);
      else this.#storage?.setItem(this.#key, JSON.stringify(drafts));
    } catch {
      // storage full or blocked: the form still holds the values
    }
  }

  /** The draft of a section, if one was kept for the section as it is now. */
  get(index: number, section: unknown): unknown {
    const draft = this.#all()?.sections[String(index)];
    return draft?.section === tagOf(section) ? draft.values : null;
  }

  /** Keeps a section's values (tax numbers and national ids blanked). */
  put(index: number, section: unknown, values: unknown): void {
    const drafts = this.#all() ?? { savedAt: 0, sections: {} };
    drafts.sections[String(index)] = { values: redactDraft(values), section: tagOf(section) };
    drafts.savedAt = this.#now();
    this.#put(drafts);
  }

  /** Forgets a section's draft (it was saved). */
  clear(index: number): void {
    const drafts = this.#all();
    if (!drafts || !(String(index) in drafts.sections)) return;
    const { [String(index)]: _removed, ...rest } = drafts.sections;
    this.#put({ savedAt: drafts.savedAt, sections: rest });
  }

  /** Forgets every draft of the declaration (it was completed). */
  clearAll(): void {
    try {
      this.#storage?.removeItem(this.#key);
    } catch {
      // storage blocked
    }
  }
}
