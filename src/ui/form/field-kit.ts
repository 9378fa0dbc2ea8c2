import { useSelector, type AnyFieldApi, type AnyFormApi, type ValidationLogicFn } from '@tanstack/react-form';
import { createContext, useContext, useLayoutEffect, useRef, type ReactNode } from 'react';
import { useFieldContext } from './hook.js';
import { errorShown, fieldIdIn, type ShowRule } from './shown.js';
import { loanFormTiming } from './timing.js';

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

export function useKitField<T>() {
  const field = useFieldContext<T>();
  return { field, error: useShownError(field), id: fieldIdOf(field.form, field.name) };
}

/**
 * A text field of the layer while the customer types (decision 0100): the `<input>` is uncontrolled and
 * echoes natively; what is typed reaches the form store after the paint (`change` schedules it), so a
 * keystroke never waits for the form's work (the field's rule, the listeners, the quote).
 * - `value` is what the field shows: the typed value still waiting, else the store's. A text field
 *   (`text`) has a store's value that differs from its input's (reset, prefill, a restored draft)
 *   written into the input; a formatted input (CurrencyInput) does that itself from `value`.
 * - The waiting value is flushed first when the customer leaves the field (`onBlur`) and when its form is
 *   submitted while the field has the focus (a capturing listener on the `<form>`, before the form's own
 *   handler reads the values), so
 *   a value typed just before Enter, a click or a navigation is the value used.
 * Spread `props` on the input (`ref`, `onFocus`, `onBlur`).
 */
export function useTyped<T>(field: AnyFieldApi, text = false) {
  const waiting = useRef<{ value: T } | null>(null);
  const element = useRef<HTMLInputElement | null>(null);
  // The field API of the latest render: a field's name can change under the same input (a row above it
  // removed moves it up), and what is typed goes to the field it now is.
  const latest = useRef(field);
  // One function for the field's life, so the listener added on focus is the one removed.
  const flush = useRef(() => {
    const typed = waiting.current;
    waiting.current = null;
    // Not into a field whose input is gone (its row removed meanwhile): that would make the row again.
    if (typed && element.current) latest.current.handleChange(typed.value);
  }).current;
  // Read while rendering on purpose: what the input shows, not state React renders from.
  const value = (waiting.current ?? field.state).value as T;
  useLayoutEffect(() => {
    latest.current = field;
    const input = element.current;
    if (text && input && input.value !== value) input.value = value as string;
  });
  return {
    value,
    change: (value: T) => {
      // After the echo's paint, before the next one: a frame callback asked for in a frame callback runs
      // in the next frame. The store's update renders there (React renders a store's change at once), so
      // the rule and the quote paint in the frame after the echo.
      if (!waiting.current) requestAnimationFrame(() => requestAnimationFrame(flush));
      waiting.current = { value };
    },
    props: {
      ref: element,
      // Only a focused field has a value waiting: while it has the focus, its form's submit flushes first.
      onFocus: () => element.current?.form?.addEventListener('submit', flush, true),
      onBlur: () => {
        element.current?.form?.removeEventListener('submit', flush, true);
        flush();
        field.handleBlur();
      },
    },
  };
}
