import type { ReactElement, SVGProps } from 'react';
import { cx } from './internal.js';
import { iconCss } from './css/icon.js';
import { useStyles } from './use-styles.js';

/** Stroke-drawn glyphs on a 24 × 24 grid, in `currentColor`. */
const GLYPHS = {
  info: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 11v6" />
      <circle cx="12" cy="7.5" r="0.75" fill="currentColor" />
    </>
  ),
  warning: (
    <>
      <path d="M12 3.5 2.5 20h19L12 3.5Z" strokeLinejoin="round" />
      <path d="M12 10v4.5" />
      <circle cx="12" cy="17.25" r="0.75" fill="currentColor" />
    </>
  ),
  success: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="m7.5 12.5 3 3 6-6.5" strokeLinejoin="round" />
    </>
  ),
  error: (
    <>
      <circle cx="12" cy="12" r="9.5" />
      <path d="M12 7v6.5" />
      <circle cx="12" cy="16.75" r="0.75" fill="currentColor" />
    </>
  ),
  close: <path d="M6 6l12 12M18 6 6 18" />,
  'chevron-down': <path d="m6 9 6 6 6-6" strokeLinejoin="round" />,
  external: (
    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" strokeLinejoin="round" />
  ),
  copy: (
    <>
      <rect x="9" y="9" width="11" height="11" rx="1.5" />
      <path d="M15 9V5a1 1 0 0 0-1-1H5a1 1 0 0 0-1 1v9a1 1 0 0 0 1 1h4" />
    </>
  ),
  check: <path d="m5 12.5 4.5 4.5L19 7" strokeLinejoin="round" />,
} satisfies Record<string, ReactElement>;

/** The names of the kit's icons. */
export type IconName = keyof typeof GLYPHS;

/** Every icon name, for pickers and tests. */
export const ICON_NAMES = Object.keys(GLYPHS) as IconName[];

/** Props of {@link Icon}. */
export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children' | 'ref'> {
  /** Which glyph. */
  name: IconName;
  /** Rendered size in CSS pixels: 24 (default, inline with text) or 36 (info boxes, screens). */
  size?: 24 | 36;
  /**
   * A text alternative. Without it (the usual case: the icon sits next to text that says the same)
   * the icon is hidden from assistive technology with `aria-hidden`; with it, it is an image named by it.
   */
  label?: string;
}

/**
 * An inline SVG icon in the current text colour. Decorative (`aria-hidden`) unless given a `label`.
 *
 * @example <Icon name="info" />   <Icon name="copy" size={36} label="Kopier" />
 */
export function Icon({ name, size = 24, label, className, ...rest }: IconProps) {
  useStyles(iconCss);
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      className={cx('ui-icon', `ui-icon--${size}`, className)}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      focusable="false"
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {GLYPHS[name]}
    </svg>
  );
}
