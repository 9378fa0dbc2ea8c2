import type { ReactNode } from 'react';
import { Icon } from './Icon.js';
import { cx, useT } from './internal.js';
import { infoBoxCss } from './css/info-box.js';
import { useStyles } from './use-styles.js';

/** The kind of an info box; it sets the colour, the icon and the default role. */
export type InfoBoxVariant = 'info' | 'warning' | 'success' | 'error';

/** Props of {@link InfoBox}. */
export interface InfoBoxProps {
  /** Default `info`. */
  variant?: InfoBoxVariant;
  /** A bold first line. */
  title?: ReactNode;
  children?: ReactNode;
  /**
   * The live-region role. Default by variant: `error` → `alert` (announced at once when it appears),
   * `warning` and `success` → `status` (announced politely), `info` → none (static page content).
   * Say `none` for a box that is part of the page from the start and must not be announced.
   */
  role?: 'alert' | 'status' | 'none';
  /** Heading level of the title; without it the title is a bold paragraph. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const DEFAULT_ROLE: Record<InfoBoxVariant, 'alert' | 'status' | 'none'> = {
  info: 'none',
  warning: 'status',
  success: 'status',
  error: 'alert',
};

/**
 * A coloured box with an icon for information, warnings, confirmations and errors. The kind is also
 * given in words to screen readers ("Advarsel:"), not by colour and icon alone.
 *
 * @example <InfoBox variant="warning">{t('calculator.age.14-and-above')}</InfoBox>
 */
export function InfoBox({ variant = 'info', title, children, role, headingLevel, className }: InfoBoxProps) {
  useStyles(infoBoxCss);
  const t = useT();
  const resolvedRole = role ?? DEFAULT_ROLE[variant];
  const Title = headingLevel ? (`h${headingLevel}` as const) : 'p';
  return (
    <div
      className={cx('ui-infobox', `ui-infobox--${variant}`, className)}
      role={resolvedRole === 'none' ? undefined : resolvedRole}
    >
      <Icon name={variant} className="ui-infobox__icon" />
      <div className="ui-infobox__content">
        <span className="visually-hidden">{t(`ui.infobox.${variant}`)} </span>
        {title != null && <Title className="ui-infobox__title">{title}</Title>}
        {children}
      </div>
    </div>
  );
}
