import { useSelector, type AnyFieldApi, type AnyFormApi, type ValidationLogicFn } from '@tanstack/react-form';
import { createContext, useContext, type ReactNode } from 'react';
import { useFieldContext } from './hook.js';
import { errorShown, fieldIdIn, type ShowRule } from './shown.js';
import { loanFormTiming } from './timing.js';
import { formKeyOf, useFieldTexts, type FieldTexts } from './overrides.js';

/*
 * What the kit's fields share: their id, their error by the layer's timing, their props. Each field is a
 * module of its own (text-field, currency-field …): rollup places code by module, and a module shared by
 * two elements carries every export either uses, so a form imports only the fields it renders.
 */

const SHOW_RULES = new WeakMap<ValidationLogicFn, ShowRule>([[loanFormTiming, 'blur']]);

/** Registers the error display of forms using `logic` (the declaration's sections: `'touch'`). */
export function registerShowRule(logic: ValidationLogicFn, rule: ShowRule): void {
  SHOW_RULES.set(logic, rule);
}

/** The id of a field's control in a form: `<formId>-<name>` with every non-word run as «-». */
export function fieldIdOf(form: AnyFormApi, name: string): string {
  return fieldIdIn(form.formId, name);
}

/**
 * Fields whose errors show only once left, even after «Neste»: a group added since the last «Neste»
 * (the application's co-applicant). A form wraps them in `<QuietFields value={() => true}>`.
 */
export const QuietFields = createContext<(name: string) => boolean>(() => false);

/** The error the field shows now, by the layer's timing (see timing.ts). */
export function useShownError(field: AnyFieldApi): string | undefined {
  const submitted = useSelector(field.form.store, (state) => state.submissionAttempts > 0);
  const quiet = useContext(QuietFields)(String(field.name));
  const logic = field.form.options.validationLogic;
  return errorShown(field.state.meta, submitted && !quiet, (logic && SHOW_RULES.get(logic)) ?? 'blur');
}

/** What every kit field takes. */
export interface KitFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  /** The control's id; default {@link fieldIdOf}. */
  id?: string;
  /** Marked `aria-required` (default true: the loan forms' fields are all required). */
  required?: boolean;
  marker?: 'required' | 'optional';
  /** Shown but not editable (e.g. a row the bank's register gave). */
  disabled?: boolean;
}

/**
 * The field of the context around a kit field: its error by the layer's timing, its control's id, and
 * its label, hint and placeholder (`own`) with the page JSON's `form` override of the field applied;
 * `key` is the field's id there, by default {@link formKeyOf} the form's id and the field's name.
 */
export function useKitField<T>(own: FieldTexts, key?: string) {
  const field = useFieldContext<T>();
  return {
    field,
    error: useShownError(field),
    id: fieldIdOf(field.form, field.name),
    ...useFieldTexts(key ?? formKeyOf(field.form.formId, field.name), own),
  };
}
