/**
 * The properties of `value` named in `like`, for `assert.deepEqual(pick(value, like), like)`: `value`
 * holds at least what `like` holds (what chai's `expect(value).to.deep.include(like)` said).
 */
export function pick(value: unknown, like: object): Record<string, unknown> {
  const source = value as Record<string, unknown>;
  return Object.fromEntries(Object.keys(like).map((key) => [key, source[key]]));
}
