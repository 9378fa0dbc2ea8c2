/*
 * TanStack Form behind one door (issue 33): the little of the library a flow uses beside the layer's own
 * hooks and fields. Flows import it from here, never from `@tanstack/react-form` (the lint refuses that),
 * so the library, and the patches the build applies to it (decision 0086, "the form without arrays"),
 * are met in src/ui/form alone.
 */
export {
  revalidateLogic,
  useSelector,
  type AnyFieldApi,
  type AnyFormApi,
  type StandardSchemaV1,
} from '@tanstack/react-form';
