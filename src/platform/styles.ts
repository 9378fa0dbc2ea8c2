/**
 * Constructable stylesheets: each element class owns one sheet, built once and adopted by every
 * instance's shadow root. No `<style>` element is written, so a strict `style-src 'self'` policy holds.
 */

/**
 * The styles every element shares: the design tokens, the host reset, focus ring, helpers. Each public
 * token `--salgspant-x` (DESIGN_TOKENS in element-spec.ts, the documented list) feeds a private
 * `--_salgspant-x` with its default; the rule is written out rather than generated from that list, so
 * pages do not download the list twice (a test keeps the two equal).
 */
export const baseCss = /* css */ `
:host {
  --_salgspant-color-primary: var(--salgspant-color-primary, #005aa4);
  --_salgspant-color-primary-hover: var(--salgspant-color-primary-hover, #00437a);
  --_salgspant-color-on-primary: var(--salgspant-color-on-primary, #ffffff);
  --_salgspant-color-text: var(--salgspant-color-text, #1a1a1a);
  --_salgspant-color-muted: var(--salgspant-color-muted, #4d4d4d);
  --_salgspant-color-surface: var(--salgspant-color-surface, #ffffff);
  --_salgspant-color-border: var(--salgspant-color-border, #8a8a8a);
  --_salgspant-color-focus: var(--salgspant-color-focus, #1a1a1a);
  --_salgspant-color-info: var(--salgspant-color-info, #005aa4);
  --_salgspant-color-info-surface: var(--salgspant-color-info-surface, #e6f0f8);
  --_salgspant-color-success: var(--salgspant-color-success, #1b6e3a);
  --_salgspant-color-success-surface: var(--salgspant-color-success-surface, #e8f5ec);
  --_salgspant-color-attention: var(--salgspant-color-attention, #7a5c00);
  --_salgspant-color-attention-surface: var(--salgspant-color-attention-surface, #fff8cc);
  --_salgspant-color-warning: var(--salgspant-color-warning, #8a4b00);
  --_salgspant-color-warning-surface: var(--salgspant-color-warning-surface, #fff4e0);
  --_salgspant-color-error: var(--salgspant-color-error, #b3261e);
  --_salgspant-color-error-surface: var(--salgspant-color-error-surface, #fdecea);
  --_salgspant-color-disabled: var(--salgspant-color-disabled, #6b6b6b);
  --_salgspant-color-disabled-surface: var(--salgspant-color-disabled-surface, #ececec);
  --_salgspant-font-family: var(--salgspant-font-family, system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif);
  --_salgspant-font-size: var(--salgspant-font-size, medium);
  --_salgspant-radius: var(--salgspant-radius, 8px);
  --_salgspant-space: var(--salgspant-space, 1em);
  --_salgspant-max-width: var(--salgspant-max-width, 72em);
}
:host {
  display: block;
  --_salgspant-transition: 250ms ease;
}
/*
 * The element's root wrapper starts from initial values: no font, colour, spacing or alignment of the
 * host page is inherited, even one set with !important on the element itself (a host page's selectors
 * never reach inside the shadow root, and this cuts inheritance). Custom properties still inherit, so
 * theming through the --salgspant-* tokens works.
 */
.root {
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--_salgspant-font-family);
  font-size: var(--_salgspant-font-size);
  line-height: 1.5;
  color: var(--_salgspant-color-text);
  text-align: start;
}
:host([hidden]) { display: none; }
*, *::before, *::after { box-sizing: inherit; }
:focus-visible {
  outline: 3px solid var(--_salgspant-color-focus);
  outline-offset: 2px;
}
.visually-hidden {
  position: absolute !important;
  width: 1px; height: 1px;
  margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip-path: inset(50%); white-space: nowrap;
}
@media (prefers-reduced-motion: reduce) {
  :host { --_salgspant-transition: 0s; }
  *, *::before, *::after { transition-duration: 0s !important; animation-duration: 0s !important; }
}
`;

/** The viewport breakpoints of spec 1 §9: mobile below 768 px, pad 768–1023 px, desktop from 1024 px. */
export const BREAKPOINTS = { pad: 768, desktop: 1024 } as const;

/** One sheet per text: the base sheet, the UI kit's, each element's own, built once and shared. */
const sheets = new Map<string, CSSStyleSheet>();

function sheetOf(cssText: string): CSSStyleSheet {
  let sheet = sheets.get(cssText);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    sheets.set(cssText, sheet);
  }
  return sheet;
}

/**
 * The hold of the element's reserved space (decision 0094): the host page's rule (`reserve.ts`, printed
 * with the embed snippets) names the height of the element's first view in `--_salgspant-reserve`; this
 * keeps it as the host's least from the constructor, so nothing below moves between the page's
 * `:not(:defined)` rule and the first view, through the loaders. A taller view grows past it. It goes on
 * the customer's first key or pointer press in the element ({@link releaseSpace}), after which a change
 * of size answers the customer (layout-shift scores leave it out). No heights here: they are the page's.
 */
const HOLD = ':host{font-size:var(--_salgspant-font-size);min-height:var(--_salgspant-reserve)}';

/** A key or pointer press in the element (a capture handler of its root): the held space goes. */
export function releaseSpace(event: { currentTarget: Node }): void {
  const root = event.currentTarget.getRootNode() as ShadowRoot;
  const hold = sheetOf(HOLD);
  root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== hold);
}

/** The element's own sheets per shadow root: sheets added later go before them, so they still win. */
const ownSheets = new WeakMap<ShadowRoot, readonly CSSStyleSheet[]>();

/**
 * Adopts the hold of the reserved space, the base sheet and the element's own sheets into a shadow root.
 * Each sheet is created on first use and reused by every later instance of every element.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const own = cssTexts.filter(Boolean).map(sheetOf);
  ownSheets.set(root, own);
  root.adoptedStyleSheets = [sheetOf(HOLD), sheetOf(baseCss), ...own];
}

/**
 * Adds component sheets (the UI kit's) to a shadow root that does not have them yet, after the base
 * sheet and the sheets added before, and before the element's own sheets (which may refine them).
 */
export function adoptComponentStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  const missing = cssTexts.map(sheetOf).filter((sheet) => !root.adoptedStyleSheets.includes(sheet));
  if (missing.length === 0) return;
  const own = ownSheets.get(root) ?? [];
  const others = root.adoptedStyleSheets.filter((sheet) => !own.includes(sheet));
  root.adoptedStyleSheets = [...others, ...missing, ...own];
}
