/**
 * Constructable stylesheets: each element class owns one sheet, built once and adopted by every
 * instance's shadow root. No `<style>` element is written, so a strict `style-src 'self'` policy holds.
 */

import { DESIGN_TOKENS } from './element-spec.js';

/** Each public token `--salgspant-x` feeds a private `--_salgspant-x` with its default. */
const tokenDeclarations = DESIGN_TOKENS.map(
  (token) => `  --_${token.name.slice(2)}: var(${token.name}, ${token.default});`,
).join('\n');

/**
 * The styles every element shares: the design tokens, the host reset, focus ring, helpers. The token
 * rule is generated, the rest is a plain `/* css *\/` literal (the build minifies those).
 */
export const baseCss =
  `:host {\n${tokenDeclarations}\n}\n` +
  /* css */ `
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
 * Adopts the base sheet and then the given sheets (the UI kit's, when the element renders it, and the
 * element's own) into a shadow root. Each sheet is created on first use and reused by every later
 * instance of every element.
 */
export function adoptStyles(root: ShadowRoot, cssTexts: readonly string[]): void {
  root.adoptedStyleSheets = [baseCss, ...cssTexts].filter(Boolean).map(sheetOf);
}
