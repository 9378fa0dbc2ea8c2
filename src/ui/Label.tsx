import type { ReactNode } from 'react';
import { Icon } from './Icon.js';
import { cx, useT } from './internal.js';
import { labelCss } from './css/label.js';
import { useStyles } from './use-styles.js';

/** The eight label types. */
export type LabelType =
  'default' | 'success' | 'attention' | 'info' | 'error' | 'warning' | 'external-link' | 'inverted';

/** Every label type, in order. */
export const LABEL_TYPES: readonly LabelType[] = [
  'default',
  'success',
  'attention',
  'info',
  'error',
  'warning',
  'external-link',
  'inverted',
];

/** Props of {@link Label}. */
export interface LabelProps {
  /** Default `default`. */
  type?: LabelType;
  /** The small variant (less padding, smaller text). */
  small?: boolean;
  /** For `external-link`: the address, opened in a new tab (the label is then a link). */
  href?: string;
  children: ReactNode;
  className?: string;
}

/**
 * A short status tag, e.g. a case status or a traffic light. Its colour is decoration: the text must
 * say the status. An `external-link` label with `href` is a link that opens in a new tab and says so
 * to screen readers.
 *
 * @example <Label type="success">Innvilget</Label>   <Label type="external-link" href={url} small>Vilkår</Label>
 */
export function Label({ type = 'default', small = false, href, children, className }: LabelProps) {
  useStyles(labelCss);
  const t = useT();
  const classes = cx('ui-label', `ui-label--${type}`, small && 'ui-label--small', className);
  if (type === 'external-link' && href) {
    return (
      <a className={classes} href={href} target="_blank" rel="noopener noreferrer">
        {children}
        <Icon name="external" className="ui-label__icon" />
        <span className="visually-hidden"> {t('ui.link.external')}</span>
      </a>
    );
  }
  return <span className={classes}>{children}</span>;
}
