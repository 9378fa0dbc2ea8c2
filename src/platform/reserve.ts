/**
 * The space an element holds before its first view is there (issue 35, decision 0094): the height of
 * that first view, measured, per breakpoint and per attribute. Build-time data: the integrity tool turns
 * it into the host page's rule, printed with the embed snippets (`node scripts/integrity.mjs --snippet …`)
 * and carried by every demo page; no element's code imports it, so no first visit pays for it.
 *
 * The page's rule gives each undefined element its first view's height (`tag:not(:defined)`), and names
 * that height on the element in a property of its own (`--_salgspant-reserve`, not inherited). Once
 * defined, the element holds that height from its constructor until its content is as tall or the
 * customer acts (`HOLD` in `styles.ts`). So the page below the element never moves while the code loads or
 * the service answers, and each height is written once, in CSS.
 */

/** Heights in `em` of the element's font size (`--salgspant-font-size`, default `medium`). */
export type ReservedHeights = readonly [mobile: number, pad: number, desktop: number];

/** The first view's height when the element's attributes match `when` (the last match wins). */
export interface Reservation {
  /** Attribute selectors, e.g. `[registration-number]`; none: every instance. */
  readonly when?: string;
  /** Below 768 px, from 768 px, from 1024 px (spec 1 §9's breakpoints). */
  readonly em: ReservedHeights;
}

/**
 * The measured first views, by tag. Elements whose first view depends on the service's answer or the
 * customer's login (application, completion, declaration, overview, upgrade) have none: no reservation
 * is better than a wrong one.
 */
export const RESERVATIONS: Readonly<Record<string, readonly Reservation[]>> = {
  // The eight cards, measured in the catalogue's example box.
  'salgspant-vehicle-chooser': [{ em: [95.5, 48, 29.5] }],
  // The loan type, the lookup; without a choice of loan type; a dealer's car, looked up at once, with the
  // loan form.
  'salgspant-calculator': [
    { em: [30.85, 24.08, 24.08] },
    { when: '[loan-types="loan"]', em: [25.45, 18.68, 18.68] },
    { when: '[loan-types="loan"][registration-number]', em: [93.33, 77.68, 77.68] },
  ],
  // The calculator page's first view, the chooser under its heading.
  'salgspant-app': [
    { when: ':not([app-type])', em: [96.875, 50.875, 29.375] },
    { when: '[app-type="calculator"]', em: [96.875, 50.875, 29.375] },
  ],
};

/** The custom property that carries an element's reserved height to its own hold (`HOLD` in styles.ts). */
export const RESERVE_PROPERTY = '--_salgspant-reserve';

const MEDIA = ['', '@media (min-width: 768px)', '@media (min-width: 1024px)'] as const;

/**
 * The host page's rule for these tags (all of RESERVATIONS' by default): each undefined element holds its
 * first view's height, and every one of them carries that height in `--_salgspant-reserve`. Put it in the
 * page's `<head>` before the elements (the integrity tool prints it with the snippets, as a `<style>`
 * whose hash a strict `style-src` lists). '' when none of the tags has a reservation.
 */
export function pageReservationCss(tags: readonly string[] = Object.keys(RESERVATIONS)): string {
  const reserved = tags.filter((tag) => RESERVATIONS[tag]?.length);
  if (reserved.length === 0) return '';
  const heights = MEDIA.map((media, i) => {
    const body = reserved
      .flatMap((tag) =>
        (RESERVATIONS[tag] ?? []).map(({ when = '', em }) => `${tag}${when}{${RESERVE_PROPERTY}:${em[i]}em}`),
      )
      .join('');
    return media ? `${media}{${body}}` : body;
  }).join('');
  return (
    `@property ${RESERVE_PROPERTY}{syntax:'*';inherits:false}` +
    `:is(${reserved.join(',')}):not(:defined){display:block;font-size:var(--salgspant-font-size,medium);min-height:var(${RESERVE_PROPERTY})}` +
    heights
  );
}
