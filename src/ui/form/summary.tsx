import { useSelector, type AnyFormApi } from '@tanstack/react-form';
import { useCallback, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { ErrorSummary, type ErrorSummaryItem } from '../ErrorSummary.js';
import { firstError } from '../form-errors.js';
import { fieldIdOf } from './field-kit.js';

/*
 * The error summary of every TanStack form of the layer: a module of its own (issue 33; decision 0103).
 * The text and select fields are common-fields.tsx.
 */

type FieldMeta = Record<string, { errors?: unknown[] } | undefined>;

/** A field's first message now, or undefined. */
const messageOf = (meta: FieldMeta, name: string) => firstError(meta[name]?.errors ?? []);

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
  const submitting = useSelector(form.store, (state) => state.isSubmitting);
  const meta = useSelector(form.store, (state) => state.fieldMeta as FieldMeta);
  const [snapshot, setSnapshot] = useState<{ attempt: number; names: string[] }>({ attempt: 0, names: [] });
  // The tree the fields are in (the element's shadow root), known once the anchor is mounted.
  const root = useRef<Document | ShadowRoot | null>(null);
  const anchor = useCallback((span: HTMLElement | null) => {
    root.current = span && (span.getRootNode() as Document | ShadowRoot);
  }, []);
  // Once a «Neste»'s validation has settled (the form no longer submitting): the fields wrong now, in
  // page order. Taken in a layout effect: React renders again before the browser paints or handles
  // another event, so the summary (and its focus) comes in the same task as the fields' own messages,
  // never a task later (decision 0091).
  useLayoutEffect(() => {
    if (attempts === snapshot.attempt || submitting) return;
    const now = form.state.fieldMeta as FieldMeta;
    const at = (name: string) => root.current?.getElementById(fieldId(name));
    const names = Object.keys(now)
      .filter((name) => messageOf(now, name) && !quiet?.(name))
      .sort((a, b) => {
        const x = at(a);
        const y = at(b);
        return x && y ? (x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1) : 0;
      });
    setSnapshot({ attempt: attempts, names });
    // `fieldId` and `quiet` are read when the snapshot is taken, not reasons to take another.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempts, submitting, form]);
  // A field fixed since «Neste» leaves the summary for good (until the next «Neste»); adjusted while
  // rendering (React's pattern for state that follows other values), not in an effect.
  const names = snapshot.names.filter((name) => messageOf(meta, name));
  if (names.length < snapshot.names.length) setSnapshot({ ...snapshot, names });
  const seen = new Set<string>();
  const errors: ErrorSummaryItem[] = [];
  for (const name of names) {
    const id = fieldId(name);
    const message = messageOf(meta, name);
    if (message && !seen.has(id)) errors.push({ fieldId: id, message: item ? item(name, message) : message });
    seen.add(id);
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
