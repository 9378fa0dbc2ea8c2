import type { AnyFieldApi, StandardSchemaV1 } from '@tanstack/react-form';

/** A form's schema as the layer reads it: an object schema whose `shape` holds each field's rule. */
export interface ShapedSchema {
  readonly shape: Readonly<Record<string, StandardSchemaV1>>;
}

/** The values a {@link ShapedSchema} checks. */
export type ValuesOf<S extends ShapedSchema> = {
  [K in keyof S['shape']]: S['shape'][K] extends StandardSchemaV1<infer I> ? I : unknown;
};

/** The first message a Standard Schema gives a value (synchronous schemas only), or undefined. */
export function firstIssue(schema: StandardSchemaV1, value: unknown): string | undefined {
  const result = schema['~standard'].validate(value);
  if (result instanceof Promise) throw new Error('The form layer needs schemas that validate synchronously');
  return result.issues?.[0]?.message;
}

/**
 * A field's rule as the layer checks it per keystroke (`validators.onChange` of the field): the field's
 * own rule from the form's schema, then, when that passes, `across(values)`: a rule over other fields
 * too (give the field `onChangeListenTo` those fields, so that it is checked again when they change).
 * The same rules run in the form's schema on leave and submit; `across` is the function the schema's
 * check calls, so no rule is written twice.
 */
export function fieldRule<S extends ShapedSchema>(
  schema: S,
  name: keyof S['shape'] & string,
  across?: (values: ValuesOf<S>) => string | undefined,
): (props: { value: unknown; fieldApi: AnyFieldApi }) => string | undefined {
  const own: StandardSchemaV1 | undefined = schema.shape[name];
  if (!own) throw new Error(`The form's schema has no field ${name}`);
  return ({ value, fieldApi }) => firstIssue(own, value) ?? across?.(fieldApi.form.state.values as ValuesOf<S>);
}

/**
 * A field's rule for a form whose schema has no `shape` to take the rule from (the application's
 * applicants, two groups checked together): the schema's first issue at the field's name (`co.ssn`:
 * the path's keys joined by «.»; no arrays). The whole schema runs per keystroke.
 */
export function pathRule(schema: StandardSchemaV1): (props: { fieldApi: AnyFieldApi }) => string | undefined {
  return ({ fieldApi }) => {
    const result = schema['~standard'].validate(fieldApi.form.state.values);
    if (result instanceof Promise) throw new Error('The form layer needs schemas that validate synchronously');
    const at = (issue: { readonly path?: ReadonlyArray<PropertyKey | { readonly key: PropertyKey }> | undefined }) =>
      (issue.path ?? []).map((key) => String(typeof key === 'object' ? key.key : key)).join('.');
    return result.issues?.find((issue) => at(issue) === fieldApi.name)?.message;
  };
}
