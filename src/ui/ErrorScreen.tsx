import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { emit } from '../platform/events.js';
import { buttonClassName } from './Button.js';
import {
  ERROR_SCREENS,
  errorDetails,
  carriedScreenFor,
  resolveErrorScreen,
  type ErrorDetails,
  type ErrorScreenId,
  type ErrorScreenOptions,
} from './error-catalogue.js';
import { Expand } from './Expand.js';
import { useFocusOnMount } from './focus.js';
import { Icon } from './Icon.js';
import { InfoBox } from './InfoBox.js';
import { cx, useT } from './internal.js';
import { errorScreenCss } from './css/error-screen.js';
import { useStyles } from './use-styles.js';

/** Props of {@link ErrorScreen}. */
export interface ErrorScreenProps {
  /** What went wrong (a ServiceError, an error body, an error name): picks the screen and the details. */
  error?: unknown;
  /** A screen chosen by the flow; wins over the error's mapping (the details still come from `error`). */
  screen?: ErrorScreenId;
  /** The screen of an error whose name is not a known code; see {@link ErrorScreenOptions}. */
  fallback?: ErrorScreenOptions['fallback'];
  /**
   * Buttons or links under the text. Default: on the service screen, "Last inn siden på nytt";
   * elsewhere none.
   */
  actions?: ReactNode;
  /** Called by the default reload button; default `location.reload()`. */
  onReload?: () => void;
  /** Show the "Vis mer" detail panel when the error has details; default true. */
  showDetails?: boolean;
  /** Move focus to the heading when the screen appears (it replaced what the customer was using). */
  focusOnMount?: boolean;
  /** Default 2. */
  headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  className?: string;
}

const DETAIL_ROWS = [
  ['code', 'errors.details.code'],
  ['name', 'errors.details.name'],
  ['status', 'errors.details.status'],
  ['type', 'errors.details.type'],
  ['correlationId', 'errors.details.rcid'],
  ['message', 'errors.details.message'],
] as const;

/** The "Vis mer" / "Vis mindre" panel with the error's technical facts and a copyable RCID. */
function ErrorDetailsPanel({ details }: { details: ErrorDetails }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [copy, setCopy] = useState<'idle' | 'copied' | 'failed'>('idle');
  const panelId = `error-details-${useId()}`;

  const onCopy = async () => {
    setCopy('idle');
    try {
      await navigator.clipboard.writeText(details.correlationId ?? '');
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  };

  return (
    <div className="ui-error-details">
      <button
        type="button"
        className={cx(buttonClassName('tertiary-link'), 'ui-disclosure')}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen(!open)}
      >
        <span>{t(open ? 'errors.details.hide' : 'errors.details.show')}</span>
        <Icon name="chevron-down" className="ui-disclosure__icon" />
      </button>
      <Expand id={panelId} open={open}>
        <dl className="ui-error-details__list">
          {DETAIL_ROWS.map(([field, label]) => {
            const value = details[field];
            if (value === undefined) return null;
            return (
              <div key={field} className="ui-error-details__row">
                <dt>{t(label)}</dt>
                <dd>
                  {field === 'correlationId' ? (
                    <span className="ui-error-details__rcid">
                      <code>{value}</code>
                      <button
                        type="button"
                        className={cx(buttonClassName('secondary'), 'ui-button--compact')}
                        onClick={() => void onCopy()}
                      >
                        <Icon name={copy === 'copied' ? 'check' : 'copy'} />
                        <span>{t('errors.details.copy')}</span>
                        <span className="visually-hidden"> {t('errors.details.rcid')}</span>
                      </button>
                      <span className="ui-error-details__copied" role="status">
                        {copy === 'copied'
                          ? t('errors.details.copied')
                          : copy === 'failed'
                            ? t('errors.details.copyFailed')
                            : ''}
                      </span>
                    </span>
                  ) : (
                    String(value)
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      </Expand>
    </div>
  );
}

/**
 * A full error screen from the catalogue (spec 1 §8): icon, title, paragraphs, an optional info box,
 * actions, and the "Vis mer" panel with code, name, status, type, RCID (copyable) and message.
 *
 * @example <ErrorScreen error={model.error.value} focusOnMount />
 * @example <ErrorScreen screen="pageNotFound" actions={<a className={buttonClassName()} href="#/">Til forsiden</a>} />
 */
export function ErrorScreen({
  error,
  screen,
  fallback,
  actions,
  onReload,
  showDetails = true,
  focusOnMount = false,
  headingLevel = 2,
  className,
}: ErrorScreenProps) {
  useStyles(errorScreenCss);
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const headingId = `error-screen-${useId()}`;
  const mapped = carriedScreenFor(error, t, fallback ? { fallback } : {});
  const id = screen ?? mapped.screen;
  const texts = resolveErrorScreen(ERROR_SCREENS[id], t);
  const details = errorDetails(error, t);
  const Heading = `h${headingLevel}` as const;

  useFocusOnMount(heading, focusOnMount);
  // The host page learns what the customer was shown (composed: it leaves the shadow root at the element).
  const code = details?.name ?? id;
  const rcid = details?.correlationId ?? null;
  useEffect(() => {
    if (heading.current) emit(heading.current, 'salgspant-error', { code, rcid, shown: true });
  }, [code, rcid]);

  const defaultActions =
    id === 'service' ? (
      <button
        type="button"
        className={buttonClassName('primary')}
        onClick={onReload ?? (() => window.location.reload())}
      >
        {t('errors.action.reload')}
      </button>
    ) : null;
  const shownActions = actions === undefined ? defaultActions : actions;

  return (
    <section className={cx('ui-error-screen', className)} aria-labelledby={headingId} data-screen={id}>
      <Icon name="error" size={36} className="ui-error-screen__icon" />
      <Heading className="ui-error-screen__title" id={headingId} ref={heading} tabIndex={-1}>
        {texts.title}
      </Heading>
      {texts.paragraphs.map((paragraph, index) => (
        <p key={index} className="ui-error-screen__text">
          {paragraph}
        </p>
      ))}
      {texts.info && <InfoBox role="none">{texts.info}</InfoBox>}
      {shownActions != null && <div className="ui-error-screen__actions">{shownActions}</div>}
      {showDetails && details && <ErrorDetailsPanel details={details} />}
    </section>
  );
}
