/**
 * The first error of a form field as text. TanStack Form keeps Standard Schema issues as objects
 * (`{ message }`) and validator strings as strings; the UI shows one message per field.
 */
export function firstError(errors: readonly unknown[]): string | undefined {
  const first = errors.find(Boolean);
  if (first === undefined) return undefined;
  return typeof first === 'string' ? first : ((first as { message?: string }).message ?? undefined);
}
