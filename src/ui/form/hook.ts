import { createFormHook, createFormHookContexts } from '@tanstack/react-form';

/**
 * The layer's TanStack Form hook. It registers no field components itself: a form imports the kit's
 * fields it uses (`./fields.js`) and renders them inside `form.AppField`, so rollup keeps out of each
 * chunk the fields a form does not use.
 */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();

export const { useAppForm, withForm, withFieldGroup } = createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {},
  formComponents: {},
});
