import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext } from './hook.js';

/**
 * The layer's TanStack Form hook (`useAppForm`, `withForm`, `withFieldGroup`). It registers no field
 * components itself: a form imports the kit's fields it uses (`./fields.js`) and renders them inside
 * `form.AppField`, so rollup keeps out of each chunk the fields a form does not use. A chunk on a size
 * budget can use TanStack's `useForm` with {@link Bound} instead: the same fields, timing and summary
 * without the hook's extras (about 1.2 kB gzip; decision 0061).
 */
export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {},
  formComponents: {},
});
