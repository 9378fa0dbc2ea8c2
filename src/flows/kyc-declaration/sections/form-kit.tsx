import { revalidateLogic, type AnyFormApi, type StandardSchemaV1 } from '../../../ui/form/library.js';
import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type * as z from 'zod/mini';
import { useElement } from '../../../platform/element.js';
import { FormErrorSummary, registerShowRule } from '../../../ui/form/index.js';
import type { TextKey } from '../../../texts/nb.js';
import type { KycDeclarationModel } from '../kyc-declaration.model.js';
import type { FormIssue } from './issues.js';
import { upgradeDraft } from './pep-rca.js';

export { issuesAt, newRowId, type FormIssue } from './issues.js';

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
registerShowRule(sectionValidationLogic, 'touch');

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

/**
 * The label or question of the field with `id` in `root`: a group's legend, else the control's label,
 * without the «(må fylles ut)» marker.
 */
function labelOf(root: Node | null, id: string): string | undefined {
  if (!(root instanceof Document || root instanceof ShadowRoot)) return undefined;
  const target = root.getElementById(id);
  if (!target) return undefined;
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
 * An item of the section's error summary: the field's label or question first, so that two «Påkrevet
 * felt» can be told apart (decision 0045 §4), then the message.
 */
function NamedError({ id, message }: { id: string; message: string }) {
  const { t } = useElement().config;
  const [label, setLabel] = useState<string | undefined>(undefined);
  const anchor = useCallback(
    (span: HTMLSpanElement | null) => setLabel(span ? labelOf(span.getRootNode(), id) : undefined),
    [id],
  );
  return (
    <>
      <span ref={anchor} hidden />
      {label && <span className="ui-error-summary__field">{label}: </span>}
      {t(message as TextKey)}
    </>
  );
}

/**
 * The section's error summary: the form layer's (after a «Neste» that found errors, focus moves to
 * it; fixing a field removes it), each item naming its field.
 */
export function FormErrors({ form }: { form: AnyFormApi }) {
  const { t } = useElement().config;
  return (
    <FormErrorSummary
      form={form}
      heading={t('kyc.form.invalid')}
      fieldId={fieldId}
      item={(name, message) => <NamedError id={fieldId(name)} message={message} />}
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
  const [values] = useState(() => (upgradeDraft(model.drafts.get(index, section)) as V | null) ?? defaults());
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
