/**
 * The value, or a failed assertion naming what was missing: what a test writes instead of a non-null
 * assertion (`x!`), so a missing element fails with a message rather than a TypeError further on.
 */
export function defined<T>(value: T, what = 'value'): NonNullable<T> {
  if (value === null || value === undefined) throw new Error(`expected a ${what}, got ${String(value)}`);
  return value;
}
