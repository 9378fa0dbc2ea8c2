/**
 * Registers every element of the library, each when the page first uses it: the one script a CMS page
 * or a dealer's site needs. The script itself is a few hundred bytes; an element's code is fetched the
 * first time its tag is in the document (at load, or added later by the page), from the same file that
 * `salgspant-elements/elements/<tag>` loads, so a page that uses both shares one copy (decision 0033).
 * `customElements.whenDefined(tag)` resolves once the element is registered. Elements that a page
 * renders inside its own shadow roots are not seen there: call `defineAll()` or import the element.
 * Loading this script more than once is harmless.
 */
import { warnOtherVersion, type VersionedElementConstructor } from '../src/platform/define.js';
import { VERSION } from '../src/version.js';

// Each entry is the element's own module: the build keeps these imports as `./elements/<tag>.js`.
const ELEMENTS = {
  'kyc-declaration': () => import('./kyc-declaration.define.js'),
  'salgspant-app': () => import('./salgspant-app.define.js'),
  'salgspant-application': () => import('./salgspant-application.define.js'),
  'salgspant-calculator': () => import('./salgspant-calculator.define.js'),
  'salgspant-completion': () => import('./salgspant-completion.define.js'),
  'salgspant-overview': () => import('./salgspant-overview.define.js'),
  'salgspant-upgrade': () => import('./salgspant-upgrade.define.js'),
  'salgspant-vehicle-chooser': () => import('./salgspant-vehicle-chooser.define.js'),
} satisfies Record<string, () => Promise<unknown>>;

/** A tag that `define-all` registers. */
export type DefinedTag = keyof typeof ELEMENTS;

/** Every tag that `define-all` registers. */
export const TAGS = Object.keys(ELEMENTS) as readonly DefinedTag[];

const loading = new Map<DefinedTag, Promise<void>>();

/**
 * Loads and registers one element. A tag another copy of this version registered is left alone; one
 * that another version registered is left to it, with the library's one warning.
 */
function load(tag: DefinedTag): Promise<void> {
  let pending = loading.get(tag);
  if (!pending) {
    const existing = customElements.get(tag) as Partial<VersionedElementConstructor> | undefined;
    if (existing) {
      if (existing.version !== VERSION) warnOtherVersion(tag, existing.version, VERSION);
      pending = Promise.resolve();
    } else {
      // A failed fetch (offline for a moment) is tried again the next time the tag is seen.
      pending = ELEMENTS[tag]().then(
        () => undefined,
        (error: unknown) => {
          loading.delete(tag);
          throw error;
        },
      );
    }
    loading.set(tag, pending);
  }
  return pending;
}

/** Registers the given elements now, or every element without an argument. */
export async function defineAll(tags: readonly DefinedTag[] = TAGS): Promise<void> {
  await Promise.all(tags.map(load));
}

/** Loads the elements whose tags are in `root` and not loaded yet. */
function scan(root: ParentNode & Node): void {
  for (const tag of TAGS) {
    if (loading.has(tag)) continue;
    const found = root instanceof Element && root.localName === tag ? root : root.querySelector(tag);
    if (found) load(tag).catch(reportLoadFailure);
  }
}

function reportLoadFailure(error: unknown): void {
  console.error('[salgspant-elements] an element could not be loaded; it is tried again when it is added anew.', error);
}

function watch(doc: Document): void {
  scan(doc);
  new MutationObserver((records) => {
    if (loading.size === TAGS.length) return;
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (node instanceof Element) scan(node);
      }
    }
  }).observe(doc.documentElement, { childList: true, subtree: true });
}

// Nothing to watch in server code (no document); a second copy of this script watches too, harmlessly.
if (typeof document !== 'undefined' && typeof customElements !== 'undefined') watch(document);

export type { KycDeclarationElement } from './kyc-declaration.js';
export type { SalgspantAppElement } from './salgspant-app.js';
export type { SalgspantApplicationElement } from './salgspant-application.js';
export type { SalgspantCalculatorElement } from './salgspant-calculator.js';
export type { SalgspantOverviewElement } from './salgspant-overview.js';
export type { SalgspantUpgradeElement } from './salgspant-upgrade.js';
export type { SalgspantVehicleChooserElement } from './salgspant-vehicle-chooser.js';
