import { createFormHookContexts } from '@tanstack/react-form';

/** The contexts the kit's fields read their field (and form) from. */
export const { fieldContext, formContext, useFieldContext, useFormContext } = createFormHookContexts();
