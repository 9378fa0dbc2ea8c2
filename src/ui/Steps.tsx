import { useRef, type ReactNode, type RefObject } from 'react';
import { stepsCss } from './css/steps.js';
import { useFocusOnChange } from './focus.js';
import { cx } from './internal.js';
import { useStyles } from './use-styles.js';

/** Props of {@link StepIndicator}. */
export interface StepIndicatorProps {
  /** 1-based position of the current step among those that count. */
  position: number;
  total: number;
  /** What is shown, e.g. "2/7" (the declaration) or "2 av 5" (the application). */
  text: string;
  /** What a screen reader hears instead, e.g. "Steg 2 av 7". */
  label: string;
  className?: string;
}

/**
 * The step indicator of a stepped flow: a short visible text ("2/7") with a full spoken label, and a
 * progress bar drawn in CSS (decorative; the text says the same).
 *
 * @example <StepIndicator position={2} total={7} text="2/7" label="Steg 2 av 7" />
 */
export function StepIndicator({ position, total, text, label, className }: StepIndicatorProps) {
  useStyles(stepsCss);
  const percent = total > 0 ? Math.round((position / total) * 100) : 0;
  return (
    <div className={cx('ui-steps', className)}>
      <p className="ui-steps__text">
        <span aria-hidden="true">{text}</span>
        <span className="visually-hidden">{label}</span>
      </p>
      <div className="ui-steps__bar" aria-hidden="true">
        <div className="ui-steps__fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}

/**
 * Moves focus to the referenced heading whenever `key` changes after the first render (a new step
 * replaced the one the customer was on), so keyboard and screen-reader users start at its title.
 * The heading needs `tabIndex={-1}`.
 */
export const useStepFocus: (ref: RefObject<HTMLElement | null>, key: string | number | null) => void = useFocusOnChange;

/** One step of a {@link StepsAccordion}. */
export interface AccordionStep {
  id: string;
  title: ReactNode;
  /** Shown under the title of a closed step that is done (e.g. a summary of its answers). */
  summary?: ReactNode;
  done: boolean;
}

/** Props of {@link StepsAccordion}. */
export interface StepsAccordionProps {
  steps: readonly AccordionStep[];
  /** Index of the open step. */
  current: number;
  /** The open step's content. */
  children: ReactNode;
  /** "n av total" labels, e.g. `(n, total) => t('application.step', { n, total })`. */
  label: (position: number, total: number) => string;
  /** Heading level of the step titles; default 2. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  /**
   * Milliseconds to wait before the step that just opened is scrolled into view (the application
   * waits 200 ms after its KYC step). Focus moves to its heading at once either way; without a delay
   * the focus itself brings the heading into view.
   */
  scrollDelayMs?: number;
  className?: string;
}

/** Moves focus to the open step's heading when it changes, scrolling it into view after `delayMs`. */
function useOpenStepFocus(ref: RefObject<HTMLElement | null>, key: number, delayMs: number | undefined): void {
  useFocusOnChange(ref, key, (heading) => {
    if (delayMs === undefined) {
      heading.focus();
      return;
    }
    heading.focus({ preventScroll: true });
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    const timer = setTimeout(() => {
      heading.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    }, delayMs);
    return () => clearTimeout(timer);
  });
}

/**
 * The accordion variant of a stepped flow (the application's five steps): every step's title in
 * order with its "n av 5" label, the current one open with its content; focus moves to the open
 * step's heading when it changes.
 */
export function StepsAccordion({
  steps,
  current,
  children,
  label,
  headingLevel = 2,
  scrollDelayMs,
  className,
}: StepsAccordionProps) {
  useStyles(stepsCss);
  const heading = useRef<HTMLHeadingElement>(null);
  useOpenStepFocus(heading, current, scrollDelayMs);
  const Heading = `h${headingLevel}` as const;
  return (
    <ol className={cx('ui-steps-accordion', className)}>
      {steps.map((step, index) => {
        const open = index === current;
        return (
          <li
            key={step.id}
            className={cx(
              'ui-steps-accordion__step',
              open && 'ui-steps-accordion__step--open',
              step.done && 'ui-steps-accordion__step--done',
            )}
            aria-current={open ? 'step' : undefined}
          >
            <Heading
              ref={open ? heading : undefined}
              tabIndex={open ? -1 : undefined}
              className="ui-steps-accordion__title"
            >
              <span className="ui-steps-accordion__label">{label(index + 1, steps.length)}</span> {step.title}
            </Heading>
            {!open && step.done && step.summary != null && (
              <div className="ui-steps-accordion__summary">{step.summary}</div>
            )}
            {open && <div className="ui-steps-accordion__content">{children}</div>}
          </li>
        );
      })}
    </ol>
  );
}
