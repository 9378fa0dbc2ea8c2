// The logic of `node scripts/size-sources.mjs`: which source modules a built file's bytes come from, read
// from the file's source map. Each generated segment's bytes (from its column to the next segment's, or
// to the line's end) are counted to the segment's source; bytes no mapping covers count as
// `(unmapped)`. Raw bytes of the minified output, not gzip: a guide to where to look, not a budget.

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

/** The numbers of one Base64 VLQ segment (`AAgBC` → [0, 0, 16, 1]). */
export function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`invalid Base64 VLQ character "${char}" in "${segment}"`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  if (shift !== 0) throw new Error(`unterminated Base64 VLQ segment "${segment}"`);
  return values;
}

/** `(unmapped)`: bytes of the output no segment with a source covers. */
export const UNMAPPED = '(unmapped)';

/**
 * The spans of `code` each source produced, from its source map (v3, `mappings` without sections): each
 * generated segment runs from its column to the next segment's, or to the line's end (the newline
 * included); spans no segment with a source covers belong to {@link UNMAPPED}.
 *
 * @param {string} code the generated file
 * @param {{ sources: string[], mappings: string }} map
 * @returns {Map<string, Array<[number, number]>>} source (as the map names it) → [start, end) offsets in `code`
 */
export function spansBySource(code, map) {
  const lines = code.split('\n');
  const mappingLines = map.mappings.split(';');
  const spans = new Map();
  const add = (source, start, end) => {
    if (end <= start) return;
    if (!spans.has(source)) spans.set(source, []);
    spans.get(source).push([start, end]);
  };
  let sourceIndex = 0;
  let lineStart = 0;
  for (const [lineIndex, line] of lines.entries()) {
    // The newline belongs to the line it ends.
    const lineEnd = lineStart + line.length + (lineIndex < lines.length - 1 ? 1 : 0);
    let column = 0;
    let from = 0;
    let current = UNMAPPED;
    for (const raw of (mappingLines[lineIndex] ?? '').split(',')) {
      if (raw === '') continue;
      const [columnDelta, sourceDelta] = decodeVlq(raw);
      column += columnDelta;
      add(current, lineStart + from, lineStart + column);
      from = column;
      current = UNMAPPED;
      if (sourceDelta !== undefined) {
        sourceIndex += sourceDelta;
        current = map.sources[sourceIndex] ?? UNMAPPED;
      }
    }
    add(current, lineStart + from, lineEnd);
    lineStart = lineEnd;
  }
  return spans;
}

/**
 * Bytes of `code` by source ({@link spansBySource}), UTF-8, largest first.
 *
 * @param {string} code
 * @param {{ sources: string[], mappings: string }} map
 * @returns {Map<string, number>}
 */
export function bytesBySource(code, map) {
  const totals = new Map();
  for (const [source, spans] of spansBySource(code, map)) {
    totals.set(
      source,
      spans.reduce((sum, [start, end]) => sum + Buffer.byteLength(code.slice(start, end)), 0),
    );
  }
  return new Map([...totals].sort((a, b) => b[1] - a[1]));
}

/**
 * What each source costs in the gzip of `code`: the gzip size of the file less that of the file without
 * the source's spans. An estimate of what leaving the source out would save (the rest compresses a
 * little differently without it); the costs do not add up to the file's gzip size.
 *
 * @param {string} code
 * @param {{ sources: string[], mappings: string }} map
 * @param {(text: string) => number} gzipSize
 * @returns {Map<string, number>} source → gzip bytes, largest first
 */
export function gzipCostBySource(code, map, gzipSize) {
  const whole = gzipSize(code);
  const costs = new Map();
  for (const [source, spans] of spansBySource(code, map)) {
    let rest = '';
    let at = 0;
    for (const [start, end] of spans) {
      rest += code.slice(at, start);
      at = end;
    }
    costs.set(source, whole - gzipSize(rest + code.slice(at)));
  }
  return new Map([...costs].sort((a, b) => b[1] - a[1]));
}

/**
 * A source path as a short, stable name: the part from `node_modules/<package>` or from the
 * repository's own folders (`src/`, `elements/`), without `../`.
 *
 * @param {string} source
 */
export function shortSource(source) {
  const modules = source.lastIndexOf('node_modules/');
  if (modules !== -1) return source.slice(modules);
  return source.replace(/^(\.\.\/)+/, '').replace(/^\.?\//, '');
}

/**
 * Groups `bytes` (source → bytes) by `groupOf(source)`, largest first.
 *
 * @param {Map<string, number>} bytes
 * @param {(source: string) => string} groupOf
 */
export function groupSources(bytes, groupOf) {
  const groups = new Map();
  for (const [source, count] of bytes) {
    const group = groupOf(source);
    groups.set(group, (groups.get(group) ?? 0) + count);
  }
  return new Map([...groups].sort((a, b) => b[1] - a[1]));
}

/**
 * The group of a short source name for `--by package`: a package of node_modules (`zod`, `react-dom`),
 * or the repository folder two levels deep (`src/flows`, `src/ui`), or the file for shallower ones.
 *
 * @param {string} source a {@link shortSource} name
 */
export function packageOf(source) {
  const match = /^node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (match) return match[1];
  const parts = source.split('/');
  return parts.length > 2 ? parts.slice(0, 2).join('/') : source;
}
