import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useElement } from '../../platform/element.js';
import { Heading } from '../../platform/heading.js';
import type { StepEngine } from '../../platform/steps.js';
import type { TextKey } from '../../texts/nb.js';
import {
  Button,
  ErrorScreen,
  InfoBox,
  Loader,
  StepsAccordion,
  usePreloadNext,
  type AccordionStep,
} from '../../ui/index.js';

/**
 * The step layout of the loan flows (the application and the completion): one outline, one order of
 * the actions, one list of facts. The step titles' focus on opening is the UI kit's `StepsAccordion`.
 */

/** A heading level an element's content may use (the host page keeps h1). */
export type HeadingLevel = 2 | 3 | 4 | 5 | 6;

/** The heading levels of a loan flow. */
export interface StepLevels {
  /** The flow's title: its `heading-level` (2–6). */
  title: HeadingLevel;
  /** The step titles and what replaces the steps (a receipt, an error screen): one below the title. */
  step: HeadingLevel;
  /** The headings inside a step: one below the step titles. */
  body: HeadingLevel;
}

/**
 * The levels of a loan flow's outline from its `heading-level`, each one below the last, never past
 * h6, so a reader's outline never skips a level (h3 straight to h5).
 */
export function stepLevels(headingLevel: unknown): StepLevels {
  const title = typeof headingLevel === 'number' && Number.isInteger(headingLevel) ? headingLevel : 2;
  const clamp = (n: number) => Math.min(6, Math.max(2, n)) as HeadingLevel;
  return { title: clamp(title), step: clamp(title + 1), body: clamp(title + 2) };
}

/**
 * A step's action row: «Forrige» (when the step has one) first, then the step's forward action, in the
 * reading order, the tab order and on screen alike, in every step of both flows.
 */
export function StepActions({
  previousLabel,
  onPrevious,
  children,
}: {
  previousLabel: string;
  /** Absent: no «Forrige» (the completion's first step). */
  onPrevious?: (() => void) | undefined;
  children?: ReactNode;
}) {
  return (
    <div className="loan-step__actions">
      {onPrevious && (
        <Button variant="secondary" onClick={onPrevious}>
          {previousLabel}
        </Button>
      )}
      {children}
    </div>
  );
}

/** A list of facts: term and value, one per row. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="loan-step__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Props of {@link FlowSteps}. */
export interface FlowStepsProps<S> {
  engine: StepEngine<S>;
  /** A step's title. */
  title: (step: S) => string;
  /** Whether a step is done (its tick). */
  isDone: (step: S) => boolean;
  /** The «n av total» label. */
  label: (n: number, total: number) => string;
  /** The level of the step titles ({@link StepLevels.step}). */
  headingLevel: HeadingLevel;
  /** Fetches a step's code (the step after the current one is fetched while the customer is on it, at an idle moment: `usePreloadNext`). */
  preload?: ((step: S) => void) | undefined;
  scrollDelayMs?: number | undefined;
  /** The open step's content. */
  children: ReactNode;
}

/**
 * The steps of a loan flow in the UI kit's accordion, the same for the application and the
 * completion: the steps that count, numbered as laid out; a step is ticked when it is done and not
 * the open one (a step finished stays ticked when the customer goes back to an earlier one); focus
 * moves to the open step's title.
 */
export function FlowSteps<S>({
  engine,
  title,
  isDone,
  label,
  headingLevel,
  preload,
  scrollDelayMs,
  children,
}: FlowStepsProps<S>) {
  useSignals();
  const all = engine.steps.value;
  const visible = engine.visible.value;
  const current = engine.index.value;
  const following = all[visible.find((i) => i > current) ?? -1];
  usePreloadNext(following, preload);
  const steps: AccordionStep[] = visible.map((index) => {
    const step = all[index] as S;
    return { id: String(step), title: title(step), done: index !== current && isDone(step) };
  });
  return (
    <StepsAccordion
      steps={steps}
      current={engine.position.value - 1}
      label={label}
      headingLevel={headingLevel}
      {...(scrollDelayMs === undefined ? {} : { scrollDelayMs })}
    >
      {children}
    </StepsAccordion>
  );
}

/** Props of {@link LoanFlowForm}. */
export interface LoanFlowFormProps<S extends string> {
  /** The flow's model: its step engine and which steps are done. */
  model: { engine: StepEngine<S>; isDone(step: S): boolean };
  /** Each step's title key. */
  titles: Readonly<Record<S, TextKey>>;
  /** The «n av total» label's key. */
  label: TextKey;
  levels: StepLevels;
  preload?: ((step: S) => void) | undefined;
  scrollDelayMs?: number | undefined;
  /** The open step's content. */
  children: (step: S) => ReactNode;
}

/** A loan flow's steps (the application's and the completion's form): {@link FlowSteps} with the flow's texts. */
export function LoanFlowForm<S extends string>({
  model,
  titles,
  label,
  levels,
  preload,
  scrollDelayMs,
  children,
}: LoanFlowFormProps<S>) {
  useSignals();
  const t = useElement().config.t;
  const step = model.engine.current.value;
  return (
    <FlowSteps
      engine={model.engine}
      title={(id) => t(titles[id])}
      isDone={(id) => model.isDone(id)}
      label={(n, total) => t(label, { n, total })}
      headingLevel={levels.step}
      preload={preload}
      scrollDelayMs={scrollDelayMs}
    >
      {step && children(step)}
    </FlowSteps>
  );
}

/** The phases of a loan flow's entry that look the same in the application and the completion. */
export type EntryPhase =
  | { status: 'loading' }
  | { status: 'login' }
  | { status: 'missing-case-id' }
  | { status: 'error'; error: unknown; fallback: 'generic' | 'service' };

/** Props of {@link LoanFlowFrame}. */
export interface LoanFlowFrameProps {
  /** The flow's name: its class, its `part` and its heading's id (`<name>-heading`). */
  name: 'application' | 'completion';
  /** The flow's title. */
  title: string;
  headingLevel: number | undefined;
  /**
   * What the flow shows: an entry phase is drawn here (a loader, the way to the login, the missing
   * case number, the error screen at the step level with `retry` as its action); anything else is
   * the flow's own `body`.
   */
  phase: EntryPhase | { status: string };
  /** The text of the way to the login. */
  loginLabel: string;
  /** The error screen's «Prøv igjen», when the failure can be tried again. */
  retry?: ReactNode;
  body?: ReactNode;
}

/**
 * A loan flow's frame: its titled section and the entry phases both flows share (loading, the way to
 * the login, «Mangler et gyldig saksnummer.», the error screen that replaces the flow).
 */
export function LoanFlowFrame({ name, title, headingLevel, phase, loginLabel, retry, body }: LoanFlowFrameProps) {
  const t = useElement().config.t;
  const levels = stepLevels(headingLevel);
  const entry = phase as EntryPhase;
  let content: ReactNode = body;
  switch (entry.status) {
    case 'loading':
      content = <Loader />;
      break;
    case 'login':
      content = <Loader label={loginLabel} />;
      break;
    case 'missing-case-id':
      content = (
        <InfoBox variant="warning">
          <p>{t('errors.message.missingCaseId')}</p>
        </InfoBox>
      );
      break;
    case 'error':
      content = (
        <ErrorScreen
          error={entry.error}
          fallback={entry.fallback}
          headingLevel={levels.step}
          focusOnMount
          {...(retry ? { actions: retry } : {})}
        />
      );
      break;
  }
  return (
    <section className={name} part={name} aria-labelledby={`${name}-heading`}>
      <Heading level={headingLevel} id={`${name}-heading`} className={`${name}__heading`} part="heading">
        {title}
      </Heading>
      {content}
    </section>
  );
}
