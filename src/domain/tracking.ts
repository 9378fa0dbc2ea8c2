/**
 * Tracking link names for cards (spec 1 §9): æ, ø, å become ae, o, a; other special characters are
 * stripped; words are joined with hyphens. Names are lower case.
 *
 * @example trackingName('Bil uten forsikring') === 'bil-uten-forsikring'
 * @example trackingName('Snøscooter') === 'snoscooter'
 */
export function trackingName(text: string): string {
  return text
    .toLowerCase()
    .replaceAll('æ', 'ae')
    .replaceAll('ø', 'o')
    .replaceAll('å', 'a')
    .normalize('NFKD')
    .replace(/[^a-z0-9\s-]/g, '')
    .split(/[\s-]+/)
    .filter(Boolean)
    .join('-');
}
