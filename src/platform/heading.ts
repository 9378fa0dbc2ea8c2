import { createElement, type ComponentPropsWithRef } from 'react';

/** A heading tag an element may use for its own title: h2 to h6. */
export type HeadingTag = 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

/**
 * The heading tag for a `heading-level` attribute, clamped to 2–6 so an element never competes with
 * the host page's h1; 2 when the attribute is missing or not a whole number.
 */
export function headingTag(level: unknown): HeadingTag {
  const n = typeof level === 'number' && Number.isInteger(level) ? Math.min(6, Math.max(2, level)) : 2;
  return `h${n}` as HeadingTag;
}

/** Props of {@link Heading}: a heading's attributes plus the `heading-level` to clamp. */
export type HeadingProps = ComponentPropsWithRef<'h2'> & { level: unknown };

/** An element's own title at its `heading-level` (see {@link headingTag}). */
export function Heading({ level, ...props }: HeadingProps) {
  return createElement(headingTag(level), props);
}
