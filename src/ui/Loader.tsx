import { cx, useT } from './internal.js';
import { loaderCss } from './css/loader.js';
import { spinnerCss } from './css/spinner.js';
import { useStyles } from './use-styles.js';

/** The loader's look: the bank's colours, rainbow (pride), or the flag's red, white and blue (17 May). */
export type LoaderTheme = 'default' | 'pride' | 'constitution-day';

/** Props of {@link Loader}. */
export interface LoaderProps {
  /** The text read and shown; default "Vent Litt". */
  label?: string;
  /** Show the label only to screen readers. */
  labelHidden?: boolean;
  /** Default `default`. */
  theme?: LoaderTheme;
  /** Default `medium` (48 px); `small` is 24 px for inline use. */
  size?: 'small' | 'medium';
  className?: string;
}

/**
 * The theme a date calls for: `constitution-day` on 17 May, else `default`. (`pride` is never chosen
 * automatically; a host that wants it says so.)
 */
export function loaderThemeOn(date: Date): LoaderTheme {
  return date.getMonth() === 4 && date.getDate() === 17 ? 'constitution-day' : 'default';
}

/**
 * A spinner with a label in a `role="status"` region, so "Vent Litt" is announced when it appears.
 * The spinner stops under `prefers-reduced-motion`.
 *
 * @example {loading && <Loader />}   <Loader theme={loaderThemeOn(new Date())} />
 */
export function Loader({ label, labelHidden = false, theme = 'default', size = 'medium', className }: LoaderProps) {
  useStyles(loaderCss, spinnerCss);
  const t = useT();
  return (
    <div className={cx('ui-loader', `ui-loader--${theme}`, `ui-loader--${size}`, className)} role="status">
      <span className={cx('ui-spinner', `ui-spinner--${size}`)} aria-hidden="true" />
      <span className={cx('ui-loader__label', labelHidden && 'visually-hidden')}>{label ?? t('ui.loader.label')}</span>
    </div>
  );
}
