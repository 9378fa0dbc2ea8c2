import { useCallback, useMemo, useState } from 'react';

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

/** A small form: values, the first error of each field, and when errors show. */
export interface SchemaForm<V extends Record<string, string>> {
  readonly values: V;
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
 * A form of a few text fields validated by one schema, for a first view that must not download a form
 * library (the calculator's lookup; the upgrade's search). The schema is the same Standard Schema the
 * bigger forms hand TanStack Form, so no rule is written twice. Errors follow the kit's rule: a
 * field's error shows after it was left or after a submit attempt, and updates on every change.
 */
export function useSchemaForm<V extends Record<string, string>>(schema: SyncSchema, initial: V): SchemaForm<V> {
  const [values, setValues] = useState(initial);
  const [blurred, setBlurred] = useState<ReadonlySet<string>>(() => new Set());
  const [submitted, setSubmitted] = useState(false);
  const errors = useMemo(() => issuesByField(schema, values), [schema, values]);

  const setValue = useCallback((name: keyof V & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);
  const blur = useCallback((name: keyof V & string) => {
    setBlurred((current) => (current.has(name) ? current : new Set(current).add(name)));
  }, []);

  return {
    values,
    errorOf: (name) => (submitted || blurred.has(name) ? errors.get(name) : undefined),
    setValue,
    blur,
    reset: setValues,
    submit: () => {
      setSubmitted(true);
      return errors.size === 0 ? values : null;
    },
  };
}

/** The first message of each top-level field. */
function issuesByField(schema: SyncSchema, values: unknown): Map<string, string> {
  const result = schema['~standard'].validate(values);
  if (result instanceof Promise) throw new Error('useSchemaForm needs a schema that validates synchronously');
  const errors = new Map<string, string>();
  for (const issue of result.issues ?? []) {
    const head = issue.path?.[0];
    const key = typeof head === 'object' ? head.key : head;
    if (typeof key === 'string' && !errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}
