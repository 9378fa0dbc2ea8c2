/**
 * The entry of the loan flows by `cacheId` (the application) or `id` (the application's receipt, the
 * completion, the upgrade's `app-id`): a value as the address or an attribute gives it, trimmed and
 * without a trailing slash (spec 1 §2); null when nothing is left.
 */
export function entryId(value: string | null | undefined): string | null {
  const trimmed = value?.trim().replace(/\/+$/, '') ?? '';
  return trimmed === '' ? null : trimmed;
}

/** A query parameter of an address, read as {@link entryId} reads it. */
export function addressParam(href: string, name: string): string | null {
  return entryId(new URL(href, 'http://localhost').searchParams.get(name));
}
