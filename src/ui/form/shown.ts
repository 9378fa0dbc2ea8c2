import { firstError } from '../form-errors.js';

/*
 * When a field's error shows, for every form of the layer: the TanStack forms (through the kit's fields)
 * and the light search form alike. A module of its own, without the library, so the first views that
 * carry the search form carry this rule and nothing of the library's timing (timing.ts re-exports it).
 */

/** What a field's error display depends on. */
export interface ShownMeta {
  isBlurred: boolean;
  isTouched: boolean;
  errors: readonly unknown[];
}

/**
 * When a field's error shows:
 * - `'blur'` (the loan forms): once the customer has left the field, or after a submit attempt;
 * - `'touch'` (the declaration's sections, spec 2 §4): from the first change or leave, or after a submit.
 * It then follows the field's current errors on every change.
 */
export type ShowRule = 'blur' | 'touch';

/** The message a field shows now, or undefined (see {@link ShowRule}). */
export function errorShown(meta: ShownMeta, submitted: boolean, rule: ShowRule = 'blur'): string | undefined {
  const left = rule === 'blur' ? meta.isBlurred : meta.isTouched || meta.isBlurred;
  return left || submitted ? firstError(meta.errors) : undefined;
}

/** The id of a field's control in the form `formId`: `<formId>-<name>` with every non-word run as «-». */
export function fieldIdIn(formId: string, name: string): string {
  return `${formId}-${name.replace(/[^\w]+/g, '-').replace(/-+$/, '')}`;
}
