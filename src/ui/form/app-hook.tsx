import { useForm, type AnyFieldApi, type AnyFormApi, type createFormHook } from '@tanstack/react-form';
import { useEffect, useMemo, useRef, type ComponentType, type ReactNode } from 'react';
import { fieldContext, formContext } from './hook.js';

/** The hooks TanStack's `createFormHook` makes for a layer that registers no components. */
// `{}`: what `createFormHook({ fieldComponents: {}, formComponents: {} })` infers, as field-group.ts calls it.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
type LayerHooks = ReturnType<typeof createFormHook<{}, {}>>;

/** `form.Field` as this module renders it (its own props are typed by the form's values). */
type FieldComponent = ComponentType<{ name: string; children: (field: AnyFieldApi) => ReactNode }>;

/**
 * The layer's form hook, the one way every TanStack form of every flow is made: TanStack's `useForm`
 * with `form.AppField` (the kit's field inside reads its field from the context) and `form.AppForm`,
 * what `createFormHook`'s `useAppForm` adds, and typed as that one. Written here rather than taken from
 * `createFormHook`, whose module brings the field-group code (about 1.2 kB gzip) into every chunk with a
 * form: a form on a size budget (the calculator's, the upgrade's) pays for `useForm` alone. The row
 * groups use `withFieldGroup` (field-group.ts), which takes these forms.
 */
export const useAppForm = ((props: Parameters<LayerHooks['useAppForm']>[0]) => {
  const form = useForm(props) as unknown as AnyFormApi & { Field: FieldComponent };
  // TanStack takes new options (start values) in a layout effect, after the fields rendered with the old
  // ones: an untouched form given new start values renders twice. The store's listeners (its fields'
  // selectors) are passive effects, as `listening` is: in the render that shows a form rendered ahead,
  // hidden (decision 0118; the upgrade's form, rendered before the lookup found the vehicle), none are
  // connected, so its new start values go to its store now, and its fields render once, with them
  // (decision 0119). A form with listeners keeps TanStack's way: a store's change while rendering would
  // render them from inside this render.
  const listening = useRef(false);
  useEffect(() => {
    listening.current = true;
    return () => {
      listening.current = false;
    };
  }, []);
  if (!listening.current) form.update(props);
  return useMemo(
    () =>
      Object.assign(form, {
        AppField: ({ children, ...field }: { name: string; children: (field: AnyFieldApi) => ReactNode }) => (
          <form.Field {...field}>
            {(api) => <fieldContext.Provider value={api}>{children(api)}</fieldContext.Provider>}
          </form.Field>
        ),
        AppForm: ({ children }: { children?: ReactNode }) => (
          <formContext.Provider value={form}>{children}</formContext.Provider>
        ),
      }),
    [form],
  );
}) as unknown as LayerHooks['useAppForm'];
