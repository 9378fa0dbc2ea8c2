import type { AnyFieldApi, AnyFormApi, createFormHookContexts } from '@tanstack/react-form';
import { createContext, useContext } from 'react';

/*
 * The contexts the kit's fields read their field (and form) from: what TanStack's
 * `createFormHookContexts()` makes, written here so that the layer's `useAppForm` (app-hook.tsx) does
 * not pull `createFormHook`'s module, and with it the field-group code, into every chunk with a form.
 * `field-group.ts` hands these same contexts to `createFormHook` for the row groups.
 */
// No field outside a provider: typed as TanStack types its own contexts, checked when read.
export const fieldContext = createContext<AnyFieldApi>(null as unknown as AnyFieldApi);
export const formContext = createContext<AnyFormApi>(null as unknown as AnyFormApi);

type UseFieldContext = ReturnType<typeof createFormHookContexts>['useFieldContext'];

/** The field of the `form.AppField` (or a field group's `group.AppField`) around the caller. */
export const useFieldContext: UseFieldContext = () => {
  const field = useContext(fieldContext) as AnyFieldApi | null;
  if (!field) throw new Error('a kit field renders inside form.AppField');
  // eslint-disable-next-line @typescript-eslint/no-unsafe-return -- the value type is the caller's to name, as in TanStack's own hook
  return field;
};

/** The form of the `form.AppForm` around the caller. */
export function useFormContext() {
  const form = useContext(formContext) as AnyFormApi | null;
  if (!form) throw new Error('useFormContext renders inside form.AppForm');
  return form;
}
