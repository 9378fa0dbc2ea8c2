import { useSelector, type AnyFormApi } from '@tanstack/react-form';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary.js';
import { firstError } from '../form-errors.js';
import { fieldIdOf } from './field-kit.js';

/** The fields of a form that have an error now, with the first message of each, in registration order. */
function errorsOf(meta: Record<string, { errors?: unknown[] } | undefined>): Map<string, string> {
  const errors = new Map<string, string>();
  for (const [name, m] of Object.entries(meta)) {
    const message = firstError(m?.errors ?? []);
    if (message) errors.set(name, message);
  }
  return errors;
}

/** Options of {@link useErrorSummary}. */
export interface ErrorSummaryOptions {
  /** The id of the control a field's link focuses; default {@link fieldIdOf}. */
  fieldId?: (name: string) => string;
  /** What an item says (default: the message): e.g. the field's label before it. */
  item?: (name: string, message: string) => ReactNode;
  /** Fields shown quietly just now (their errors stay off the list), e.g. a co-applicant just added. */
  quiet?: (name: string) => boolean;
}

/** What {@link useErrorSummary} gives the kit's {@link ErrorSummary}, and the anchor that finds the page's order. */
export interface ErrorSummaryState {
  errors: ErrorSummaryItem[];
  focusKey: number;
  /** Put `<span ref={anchor} hidden />` in the form: the items follow the fields' order on the page. */
  anchor: (span: HTMLElement | null) => void;
}

/**
 * The error summary of a form, written once for every form: after a «Neste» that found errors it lists
 * the fields wrong at that «Neste» that still are (fixing one takes it off for good; a new error while
 * typing never brings the summary back nor takes focus until the next «Neste»), in page order, each a
 * link that focuses its field. `focusKey` changes on each «Neste», so the summary takes focus again.
 * Use {@link FormErrorSummary} unless the form renders the summary itself.
 */
export function useErrorSummary(form: AnyFormApi, options: ErrorSummaryOptions = {}): ErrorSummaryState {
  const { fieldId = (name: string) => fieldIdOf(form, name), item, quiet } = options;
  const attempts = useSelector(form.store, (state) => state.submissionAttempts);
  const fieldMeta = useSelector(form.store, (state) => state.fieldMeta as Record<string, { errors?: unknown[] }>);
  const [snapshot, setSnapshot] = useState<{ attempt: number; names: string[] }>({ attempt: 0, names: [] });
  useEffect(() => {
    if (attempts === 0) return;
    // After the submit's validation has settled.
    const timer = setTimeout(() => {
      const names = [...errorsOf(form.state.fieldMeta).keys()].filter((name) => !quiet?.(name));
      setSnapshot({ attempt: attempts, names });
    }, 0);
    return () => clearTimeout(timer);
    // `quiet` is read when the snapshot is taken, not a reason to take another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempts, form]);
  const current = errorsOf(fieldMeta);
  // The tree the fields are in (the element's shadow root), known once the anchor is mounted.
  const [root, setRoot] = useState<Document | ShadowRoot | null>(null);
  const anchor = useCallback((span: HTMLElement | null) => {
    setRoot(span ? (span.getRootNode() as Document | ShadowRoot) : null);
  }, []);
  const seen = new Set<string>();
  const errors = snapshot.names
    .flatMap((name) => {
      const message = current.get(name);
      const id = fieldId(name);
      if (!message || seen.has(id)) return [];
      seen.add(id);
      return [{ fieldId: id, message: item ? item(name, message) : message }];
    })
    .sort((a, b) => {
      const x = root?.getElementById(a.fieldId);
      const y = root?.getElementById(b.fieldId);
      if (!x || !y) return 0;
      return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
  // A field fixed since «Neste» leaves the summary for good (until the next «Neste»); adjusted while
  // rendering (React's pattern for state that follows other values), not in an effect.
  if (snapshot.names.some((name) => !current.has(name))) {
    setSnapshot({ ...snapshot, names: snapshot.names.filter((name) => current.has(name)) });
  }
  return { errors, focusKey: snapshot.attempt, anchor };
}

/** Props of {@link FormErrorSummary}. */
export interface FormErrorSummaryProps extends ErrorSummaryOptions {
  form: AnyFormApi;
  heading: string;
  headingLevel?: 2 | 3 | 4 | 5 | 6;
}

/** The kit's {@link ErrorSummary} fed by {@link useErrorSummary}; put it first in the form. */
export function FormErrorSummary({ form, heading, headingLevel = 3, ...options }: FormErrorSummaryProps) {
  const { errors, focusKey, anchor } = useErrorSummary(form, options);
  return (
    <>
      <span ref={anchor} hidden />
      <ErrorSummary heading={heading} errors={errors} focusKey={focusKey} headingLevel={headingLevel} />
    </>
  );
}
