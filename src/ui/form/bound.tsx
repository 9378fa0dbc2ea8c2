import type { AnyFieldApi } from '@tanstack/react-form';
import type { ReactNode } from 'react';
import { fieldContext } from './hook.js';

/**
 * Binds the kit's fields inside to `field` (what `form.AppField` does), for a form made with TanStack's
 * own `useForm`: `<form.Field name="equity">{(field) => <Bound field={field}><CurrencyField … /></Bound>}</form.Field>`.
 */
export function Bound({ field, children }: { field: AnyFieldApi; children: ReactNode }) {
  return <fieldContext.Provider value={field}>{children}</fieldContext.Provider>;
}
