import { useCallback, useMemo, useState } from 'react';
import type { ErrorSummaryItem } from '../ErrorSummary.js';

/** What a Standard Schema validator answers (zod/mini schemas implement it). */
interface StandardResult {
  readonly issues?: ReadonlyArray<{
    readonly message: string;
    readonly path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
  }>;
}

/** A schema that validates synchronously through the Standard Schema interface. */
export interface SyncSchema {
  readonly '~standard': { validate(value: unknown): StandardResult | Promise<StandardResult> };
}

/** The layer's light form: values, the first error of each field, and when errors show. */
export interface SearchForm<V extends Record<keyof V, string>> {
  readonly values: V;
  /** Each field's first error now (shown or not), by name. */
  readonly errors: ReadonlyMap<string, string>;
  /** How many times the form was submitted. */
  readonly submits: number;
  /** The field's first error, once the field was left or the form was submitted; otherwise undefined. */
  errorOf: (name: keyof V & string) => string | undefined;
  setValue: (name: keyof V & string, value: string) => void;
  /** Marks a field as left (its error shows from then on). */
  blur: (name: keyof V & string) => void;
  /** Replaces every value (e.g. values restored after the login). */
  reset: (values: V) => void;
  /** Validates everything: the values when valid, otherwise null (and every error shows). */
  submit: () => V | null;
}

/**
 * The form layer's light form, for a search of a few text fields in an element's first view, where
 * TanStack Form must not be downloaded yet (the loan flows' vehicle search; the calculator's lookup).
 * The rules are the form's Standard Schema from src/schemas, as the TanStack forms are given, so no
 * rule is written twice; the values are strings, in the order the fields appear. The layer's timing
 * ({@link errorShown}'s `'blur'` rule): a field's error shows once it was left or after a submit, and
 * follows every change. The layer's summary is {@link useSearchSummary}, its ids {@link fieldIdIn}:
 * a form on a tight first-visit budget that shows neither (the calculator's lookup, decision 0103)
 * downloads neither, since they are apart from this hook.
 */
export function useSearchForm<V extends Record<keyof V, string>>(schema: SyncSchema, initial: V): SearchForm<V> {
  const [values, setValues] = useState(initial);
  const [blurred, setBlurred] = useState<ReadonlySet<string>>(() => new Set());
  const [submits, setSubmits] = useState(0);
  const errors = useMemo(() => issuesByField(schema, values), [schema, values]);

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  const blur = useCallback((name: keyof V & string) => {
    setBlurred((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  return {
    values,
    errors,
    submits,
    errorOf: (name) => (submits || blurred.has(name) ? errors.get(name) : undefined),
    setValue,
    blur,
    reset: setValues,
    submit: () => {
      setSubmits((count) => count + 1);
      return errors.size === 0 ? values : null;
    },
  };
}

/**
 * The layer's error summary of a {@link useSearchForm} form, as the TanStack forms' `useErrorSummary`
 * gives it to the kit's `ErrorSummary`: after a submit that found errors, the fields wrong then that
 * still are, in the form's order, each a link to `fieldId(name)` (a field fixed leaves it until the
 * next submit); the submit count as the focus key, so each such submit moves focus to the summary.
 */
export function useSearchSummary<V extends Record<keyof V, string>>(
  form: SearchForm<V>,
  fieldId: (name: string) => string,
): { errors: ErrorSummaryItem[]; focusKey: number } {
  const { errors, submits } = form;
  const [snapshot, setSnapshot] = useState<{ attempt: number; names: string[] }>({ attempt: 0, names: [] });
  // Adjusted while rendering (React's pattern for state that follows other values), as `useErrorSummary`.
  const taken =
    submits === snapshot.attempt
      ? snapshot
      : { attempt: submits, names: Object.keys(form.values).filter((name) => errors.has(name)) };
  const names = taken.names.filter((name) => errors.has(name));
  if (taken !== snapshot || names.length < taken.names.length) setSnapshot({ attempt: submits, names });
  return {
    errors: names.map((name) => ({ fieldId: fieldId(name), message: errors.get(name) })),
    focusKey: submits,
  };
}

/** The first message of each top-level field. */
function issuesByField(schema: SyncSchema, values: unknown): Map<string, string> {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('The form layer needs schemas that validate synchronously');
  const errors = new Map<string, string>();
  for (const issue of result.issues ?? []) {
    const head = issue.path?.[0];
    const key = typeof head === 'object' ? head.key : head;
    if (typeof key === 'string' && !errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}
