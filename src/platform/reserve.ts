/**
 * The space an element holds before its first view is there (issue 35, decision 0094): the height of
 * that first view, measured, per breakpoint and per attribute. One table serves two rules:
 *
 * - the host page's, before the element's code has run: `tag:not(:defined) { min-height }`, printed
 *   with the embed snippets (`node scripts/integrity.mjs --snippet …`) and carried by every demo page;
 * - the element's own, once defined: `:host { min-height }` in a sheet of its own, adopted until the
 *   content holds that height itself or the customer acts (see `holdReservedSpace`).
 *
 * So the page below the element never moves while the code loads or the service answers. Pure data and
 * strings: importing it touches no DOM.
 */
import type { ElementSpec } from './element-spec.js';

/** Heights in `em` of the element's font size (`--salgspant-font-size`, default `medium`). */
export type ReservedHeights = readonly [mobile: number, pad: number, desktop: number];

/** The first view's height when the element's attributes match `when` (the last match wins). */
export interface Reservation {
  /** Attribute selectors, e.g. `[registration-number]`; none: every instance. */
  readonly when?: string;
  /** Below 768 px, from 768 px, from 1024 px (spec 1 §9's breakpoints). */
  readonly em: ReservedHeights;
}

const MEDIA = ['', '@media (min-width: 768px)', '@media (min-width: 1024px)'] as const;

function rules(selectorOf: (when: string) => string, reservations: readonly Reservation[], font: boolean): string {
  return MEDIA.map((media, i) => {
    const body = reservations
      .map(({ when = '', em }) => {
        const declarations = i === 0 && font ? `display:block;font-size:var(--salgspant-font-size,medium);` : '';
        return `${selectorOf(when)}{${declarations}min-height:${em[i]}em}`;
      })
      .join('');
    return media ? `${media}{${body}}` : body;
  }).join('');
}

/**
 * The host page's rule for these elements: each undefined element holds its first view's height. Put it
 * in the page's `<head>` before the elements (the integrity tool prints it with the snippets, as a
 * `<style>` whose hash a strict `style-src` lists).
 */
export function pageReservationCss(specs: ReadonlyArray<Pick<ElementSpec, 'tag' | 'reserve'>>): string {
  return specs
    .filter((spec) => spec.reserve?.length)
    .map((spec) => rules((when) => `${spec.tag}${when}:not(:defined)`, spec.reserve ?? [], true))
    .join('');
}

/** The element's own rule while it settles: the same heights on `:host`, in its own font size. */
export function hostReservationCss(reservations: readonly Reservation[]): string {
  if (reservations.length === 0) return '';
  return `:host{font-size:var(--_salgspant-font-size)}${rules((when) => (when ? `:host(${when})` : ':host'), reservations, false)}`;
}
