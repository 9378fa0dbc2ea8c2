/** Values interpolated into `{name}` placeholders of a text. */
export type TextParams = Record<string, string | number>;

/** Fills `{name}` placeholders; a placeholder without a value is left as written. */
export function interpolate(text: string, params: TextParams = {}): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  );
}
