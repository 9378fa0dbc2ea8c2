import { useId, useLayoutEffect, useRef, type MouseEvent, type ReactNode } from 'react';
import { Icon } from './Icon.js';
import type { TextKey } from '../texts/nb.js';
import { cx, useT } from './internal.js';
import { errorSummaryCss } from './css/error-summary.js';
import { useStyles } from './use-styles.js';

/** One invalid field in an {@link ErrorSummary}. */
export interface ErrorSummaryItem {
  /** The id of the field's control (a {@link Field}'s `id`, a {@link RadioGroup}'s `id`). */
  fieldId: string;
  /**
   * The field's error message, as shown at the field (a text key, a text, or the label and text of a form that names its field); a form may put the field's label before it
   * («Rolle: Påkrevet felt»), so that two fields with the same message can be told apart.
   */
  message: ReactNode;
}

/** Props of {@link ErrorSummary}. */
export interface ErrorSummaryProps {
  /** The heading, e.g. the calculator's form-level message "Vennligst kontroller skjemaet". */
  heading: string;
  /** The invalid fields, in form order. Nothing renders while the list is empty. */
  errors: readonly ErrorSummaryItem[];
  /**
   * Change it (e.g. the form's submit count) to move focus to the summary again, also when it is
   * already shown. The summary is always focused when it appears.
   */
  focusKey?: string | number;
  /** Default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  className?: string;
}

/** Focuses a field by id in the summary's own root (shadow root or document). */
function focusField(from: Element, fieldId: string): void {
  const root = from.getRootNode() as Document | ShadowRoot;
  const target = root.getElementById(fieldId);
  if (!target) return;
  const control = target.matches('input, select, textarea, button, [tabindex]')
    ? target
    : (target.querySelector<HTMLElement>('input:checked:not(:disabled)') ??
      target.querySelector<HTMLElement>(
        'input:not(:disabled), select:not(:disabled), textarea:not(:disabled), button:not(:disabled)',
      ));
  if (!(control instanceof HTMLElement)) return;
  // Bring the field's label into view with it, not just the control.
  const block = control.closest('.ui-field, .ui-fieldset, .ui-checkbox') ?? control;
  block.scrollIntoView({ block: 'start' });
  control.focus({ preventScroll: true });
}

/**
 * A list of the form's errors above the form, each a link that moves focus to its field. It takes
 * focus when it appears (and again when `focusKey` changes), so the customer hears the heading and the
 * list. The links' `href` is `#<fieldId>`, but activating one only moves focus: the page's hash (the
 * flows' route) is left alone.
 *
 * @example <ErrorSummary heading={t('calculator.form.invalid')} errors={errors} focusKey={submitCount} />
 */
export function ErrorSummary({ heading, errors, focusKey, headingLevel = 2, className }: ErrorSummaryProps) {
  useStyles(errorSummaryCss);
  const box = useRef<HTMLDivElement>(null);
  const headingId = `error-summary-${useId()}`;
  const Heading = `h${headingLevel}` as const;
  const visible = errors.length > 0;
  const t = useT();

  // In the commit that shows the list: no key the customer presses can land between the two (decision 0091).
  useLayoutEffect(() => {
    if (visible) box.current?.focus();
  }, [visible, focusKey]);

  if (!visible) return null;

  const onLink = (event: MouseEvent<HTMLAnchorElement>, fieldId: string) => {
    event.preventDefault();
    focusField(event.currentTarget, fieldId);
  };

  return (
    <div
      ref={box}
      className={cx('ui-error-summary', className)}
      tabIndex={-1}
      role="region"
      aria-labelledby={headingId}
    >
      <Heading className="ui-error-summary__heading" id={headingId}>
        <Icon name="error" />
        {heading}
      </Heading>
      <ul className="ui-error-summary__list">
        {errors.map((item) => (
          <li key={item.fieldId}>
            <a href={`#${item.fieldId}`} onClick={(event) => onLink(event, item.fieldId)}>
              {typeof item.message === 'string' ? t(item.message as TextKey) : item.message}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
