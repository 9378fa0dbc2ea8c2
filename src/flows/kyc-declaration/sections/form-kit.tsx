import { revalidateLogic, useSelector, type AnyFormApi, type StandardSchemaV1 } from '@tanstack/react-form';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { useElement } from '../../../platform/element.js';
import { ErrorSummary, firstError, RadioGroup, type ErrorSummaryItem } from '../../../ui/index.js';
import type { TextKey } from '../../../texts/nb.js';
import type { KycDeclarationModel } from '../kyc-declaration.model.js';
import type { FormIssue } from './issues.js';

export { issuesAt, type FormIssue } from './issues.js';

/*
 * What the declaration's section forms share. Each section keeps its form values shaped like the
 * payload it sends (plus a few UI-only fields), so one validator checks both: the values are turned
 * into the payload and parsed with the payload schema of src/schemas/kyc.ts, whose issue paths are
 * then the form's field names. No rule is written twice.
 */

/**
 * The sections' validation timing: one validator (`onDynamic`), run on every change from the start
 * and again on «Neste» (spec 2 §4 "Form is validated on every change and touch"). One slot, so an
 * error of an earlier «Neste» never outlives the answer that fixed it.
 */
export const sectionValidationLogic = revalidateLogic({ mode: 'change', modeAfterSubmission: 'change' });

/**
 * A Standard Schema validator for a section form: `toBody(values)` parsed with the payload `schema`,
 * plus `extra` issues for UI-only fields (a yes/no not answered, a select left at «Velg»). An extra
 * issue wins over a schema issue at the same path.
 */
export function bodyValidator<V>(
  schema: z.ZodMiniType,
  toBody: (values: V) => unknown,
  extra: (values: V) => FormIssue[] = () => [],
): StandardSchemaV1<V, unknown> {
  return {
    '~standard': {
      version: 1,
      vendor: 'salgspant-elements',
      validate: (value: unknown) => {
        const values = value as V;
        const own = extra(values);
        const taken = new Set(own.map((issue) => issue.path.join('.')));
        const parsed = schema.safeParse(toBody(values));
        const fromSchema: FormIssue[] = parsed.success
          ? []
          : parsed.error.issues
              .map((issue) => ({
                message: issue.message,
                path: issue.path.map((p) => (typeof p === 'symbol' ? String(p) : p)),
              }))
              .filter((issue) => !taken.has(issue.path.join('.')));
        const issues = [...own, ...fromSchema];
        return issues.length > 0 ? { issues } : { value: values };
      },
    },
  };
}

/** A validator made of issue-producing checks (each check uses the payload schemas through {@link issuesAt}). */
export function issuesValidator<V>(check: (values: V) => FormIssue[]): StandardSchemaV1<V, unknown> {
  return {
    '~standard': {
      version: 1,
      vendor: 'salgspant-elements',
      validate: (value: unknown) => {
        const issues = check(value as V);
        return issues.length > 0 ? { issues } : { value: value as V };
      },
    },
  };
}

/** The id of a field's control, from its name (`pep[0].description` → `kyc-pep-0-description`). */
export function fieldId(name: string): string {
  return `kyc-${name.replace(/[^\w]+/g, '-').replace(/-+$/, '')}`;
}

/** Twenty random characters: the id of a row the customer adds (spec 2 §4, §9). */
export function newRowId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = crypto.getRandomValues(new Uint8Array(20));
  return [...bytes].map((b) => alphabet[b % alphabet.length]).join('');
}

/** Whether a field's error is shown: after the customer touched it, or after «Neste». */
export function useShowErrors(
  form: AnyFormApi,
): (meta: { isTouched: boolean; errors: unknown[] }) => string | undefined {
  const submitted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  return (meta) => (meta.isTouched || submitted ? firstError(meta.errors) : undefined);
}

/** The fields of a form that have an error now, with the first message of each. */
function errorsOf(meta: Record<string, { errors?: unknown[] }>): Array<{ name: string; message: string }> {
  return Object.entries(meta).flatMap(([name, m]) => {
    const message = firstError(m.errors ?? []);
    return message ? [{ name, message }] : [];
  });
}

/**
 * The label or question of the field with `id` in `root`: a group's legend, else the control's label,
 * without the «(må fylles ut)» marker.
 */
function labelOf(root: Document | ShadowRoot | null, id: string): string | undefined {
  const target = root?.getElementById(id);
  if (!root || !target) return undefined;
  const label = target.matches('fieldset')
    ? target.querySelector(':scope > legend')
    : root.querySelector(`label[for="${CSS.escape(id)}"]`);
  if (!label) return undefined;
  const text = [...label.childNodes]
    .filter((node) => !(node instanceof Element && node.matches('.ui-field__marker')))
    .map((node) => node.textContent)
    .join('')
    .trim();
  return text || undefined;
}

/**
 * The summary of the form's errors after a «Neste» that found errors (focus moves to it); each item
 * names its field's label or question and links to the field. It lists the fields that were wrong at that «Neste» and still are: fixing one
 * removes it, and a new error while typing never brings the summary back (nor takes focus) until the
 * next «Neste».
 */
export function FormErrors({ form }: { form: AnyFormApi }) {
  const { t } = useElement().config;
  const attempts = useSelector(form.store, (state) => state.submissionAttempts);
  const fieldMeta = useSelector(form.store, (state) => state.fieldMeta as Record<string, { errors?: unknown[] }>);
  const [snapshot, setSnapshot] = useState<{ attempt: number; names: string[] }>({ attempt: 0, names: [] });
  useEffect(() => {
    if (attempts === 0) return;
    // After the submit's validation has settled.
    const timer = setTimeout(() => {
      setSnapshot({ attempt: attempts, names: errorsOf(form.state.fieldMeta as never).map((e) => e.name) });
    }, 0);
    return () => clearTimeout(timer);
  }, [attempts, form]);
  const current = new Map(errorsOf(fieldMeta).map((e) => [e.name, e.message]));
  // The tree the fields are in (the element's shadow root), known once the summary is mounted.
  const [root, setRoot] = useState<Document | ShadowRoot | null>(null);
  const anchor = useCallback((span: HTMLSpanElement | null) => {
    setRoot(span ? (span.getRootNode() as Document | ShadowRoot) : null);
  }, []);
  const position = (id: string) => root?.getElementById(id) ?? null;
  const items: ErrorSummaryItem[] = snapshot.names
    .flatMap((name) => {
      const message = current.get(name);
      if (!message) return [];
      const id = fieldId(name);
      const label = labelOf(root, id);
      // The field's label or question first, so that two «Påkrevet felt» can be told apart.
      const named = label ? (
        <>
          <span className="ui-error-summary__field">{label}: </span>
          {t(message as TextKey)}
        </>
      ) : (
        message
      );
      return [{ fieldId: id, message: named }];
    })
    // In the order the fields appear on the page.
    .sort((a, b) => {
      const x = position(a.fieldId);
      const y = position(b.fieldId);
      if (!x || !y) return 0;
      return x.compareDocumentPosition(y) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1;
    });
  // A field fixed since «Neste» leaves the summary for good (until the next «Neste»).
  // Adjusted while rendering (React's pattern for state that follows other values), not in an effect.
  if (snapshot.names.some((name) => !current.has(name))) {
    setSnapshot({ ...snapshot, names: snapshot.names.filter((name) => current.has(name)) });
  }
  return (
    <>
      <span ref={anchor} hidden />
      <ErrorSummary heading={t('kyc.form.invalid')} errors={items} focusKey={snapshot.attempt} headingLevel={3} />
    </>
  );
}

/** Props of {@link YesNo}. */
export interface YesNoProps {
  name: string;
  legend: string;
  value: boolean | null;
  onChange: (value: boolean) => void;
  onBlur?: () => void;
  error?: string | undefined;
  hint?: string;
  disabled?: boolean;
}

/** A yes/no question as two radios, «Ja» and «Nei». */
export function YesNo({ name, legend, value, onChange, onBlur, error, hint, disabled }: YesNoProps) {
  const { t } = useElement().config;
  return (
    <RadioGroup<'yes' | 'no'>
      id={fieldId(name)}
      name={fieldId(name)}
      legend={legend}
      inline
      required
      value={value === null ? null : value ? 'yes' : 'no'}
      onValueChange={(v) => onChange(v === 'yes')}
      {...(onBlur ? { onBlur } : {})}
      error={error}
      {...(hint ? { hint } : {})}
      options={[
        { value: 'yes', label: t('kyc.yes'), ...(disabled ? { disabled } : {}) },
        { value: 'no', label: t('kyc.no'), ...(disabled ? { disabled } : {}) },
      ]}
    />
  );
}

/**
 * A section form's starting values, computed once: the draft kept for this section (what the customer
 * typed before a reload, an expired session or a failed save; decision 0018), else `defaults()`.
 * Stable across renders, so TanStack's `update` on each render never puts the form back to a fresh
 * copy of the defaults (whose new random row ids would differ every time).
 */
export function useDraftDefaults<V>(model: KycDeclarationModel, index: number, section: unknown, defaults: () => V): V {
  const [values] = useState(() => (model.drafts.get(index, section) as V | null) ?? defaults());
  return values;
}

/**
 * Keeps the form's values as the section's draft whenever the customer changes them (not before: a
 * section only looked at leaves no draft). The model forgets the draft when the section is saved.
 */
export function useKeepDraft(model: KycDeclarationModel, index: number, section: unknown, form: AnyFormApi): void {
  useEffect(() => {
    let last: unknown = form.state.values;
    const subscription = form.store.subscribe(() => {
      const values: unknown = form.state.values;
      if (values === last) return;
      last = values;
      if (model.saveOf(index).status === 'submitted') return;
      model.drafts.put(index, section, values);
    });
    return () => subscription.unsubscribe();
  }, [model, index, section, form]);
}

/**
 * A section's form: no browser validation, «Neste» (a submit button among the children) submits
 * through the TanStack form, and the error summary comes first.
 */
export function SectionForm({ form, children }: { form: AnyFormApi; children: ReactNode }) {
  return (
    <form
      className="kyc__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <FormErrors form={form} />
      {children}
    </form>
  );
}
