import type { ReactNode } from 'react';
import { useElement } from '../../platform/element.js';

/*
 * The page JSON's `form` (decision 0099): a field's label, hint and placeholder by the field's id, read
 * by `useKitField`. Its own module without the form library, for a field on plain state that would read
 * it; the first-view searches do not (their bytes are the first visit's, decision 0099).
 */

/**
 * A field's id in the page JSON's `form`: `<formId>.<name>`, with the form id's «-» as «.» and without
 * row indices (`calculator.vehiclePrice`, `applicants.co.email`, `completion.contact.phone`). The ids
 * are listed with their defaults on the docs page `/docs/form`.
 */
export function formKeyOf(formId: string, name: string): string {
  return `${formId.replace(/-/g, '.')}.${name.replace(/\[\d+\]/g, '')}`;
}

/** A field's own label, hint and placeholder. */
export interface FieldTexts {
  label: ReactNode;
  hint?: ReactNode;
  placeholder?: string | undefined;
}

/**
 * A field's label, hint and placeholder with the page's override of field `key` applied: the override
 * wins over the field's own (and so over `texts`); a hint of "" removes the field's, and so does a
 * placeholder of "" in a text or amount field.
 */
export function useFieldTexts(key: string, own: FieldTexts): FieldTexts {
  const set = useElement().config.form?.[key];
  return set
    ? {
        label: set.label ?? own.label,
        hint: set.hint === '' ? undefined : (set.hint ?? own.hint),
        placeholder: set.placeholder ?? own.placeholder,
      }
    : own;
}
