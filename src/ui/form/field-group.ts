import { createFormHook } from '@tanstack/react-form';
import { fieldContext, formContext } from './hook.js';

/**
 * Repeated groups of fields (`withFieldGroup`: the application's applicants, the declaration's rows)
 * and `withForm`, from TanStack's `createFormHook` with the layer's contexts. A module of its own: only
 * the forms with row groups download the field-group code; every form is made with the layer's
 * `useAppForm` (app-hook.tsx), whose forms these take.
 */
export const { withForm, withFieldGroup } = /* @__PURE__ */ createFormHook({
  fieldContext,
  formContext,
  fieldComponents: {},
  formComponents: {},
});
