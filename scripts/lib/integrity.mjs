// Subresource Integrity for dist/: the sha384 hash of every script file, and for each entry (the
// package root, define-all, one per element) the files a page fetches with it: its static imports
// (the page preloads those with their hashes) and the chunks it may fetch later with import().
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { onDemandFiles, transitiveFiles } from './size.mjs';

/** `sha384-<base64>` of some bytes, as the `integrity` attribute takes it. */
export const sriHash = (bytes) => `sha384-${createHash('sha384').update(bytes).digest('base64')}`;

function scripts(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return entry.name === 'types' ? [] : scripts(path.join(dir, entry.name), rel);
      return entry.name.endsWith('.js') ? [rel] : [];
    })
    .sort();
}

/** The entries a page loads directly: the package root, its texts, define-all and one per element. */
export const entryFiles = (distDir) =>
  scripts(distDir).filter(
    (file) =>
      file === 'index.js' || file === 'texts.js' || file === 'define-all.js' || /^elements\/[^/]+\.js$/.test(file),
  );

/** The tags an entry registers: its own for `elements/<tag>.js`, every one for define-all. */
const tagsOf = (entry, allTags) =>
  entry === 'define-all.js' ? allTags : (/^elements\/([^/]+)\.js$/.exec(entry)?.slice(1) ?? []);

/** `'sha256-<base64>'` of an inline `<style>`'s text, as a `style-src` directive lists it. */
export const cspHash = (text) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * The reserved space of the elements (src/platform/reserve.ts, decision 0094): each tag's rule for the
 * host page, and all of them together with the CSP hash of that text as a `<style>`.
 * @param {readonly string[]} tags  the tags with a reservation
 * @param {(tags?: readonly string[]) => string} pageReservationCss  reserve.ts's builder
 */
export function reservations(tags, pageReservationCss) {
  const byTag = Object.fromEntries(tags.map((tag) => [tag, pageReservationCss([tag])]));
  const all = pageReservationCss(tags);
  return { byTag, all, cspHash: cspHash(all) };
}

/**
 * The content of dist/integrity.json. Paths are relative to dist/. With `reserve` (see
 * {@link reservations}), each entry also names the `:not(:defined)` rule of the tags it registers.
 * @returns {{ algorithm: 'sha384', files: Record<string, string>, entries: Record<string, { preload: string[], onDemand: string[], reserve?: string }>, reserve?: { byTag: Record<string, string>, all: string, cspHash: string } }}
 */
export function integrityManifest(distDir, reserve = undefined) {
  const files = Object.fromEntries(
    scripts(distDir).map((file) => [file, sriHash(readFileSync(path.join(distDir, file)))]),
  );
  const entries = Object.fromEntries(
    entryFiles(distDir).map((entry) => {
      const [, ...preload] = transitiveFiles(distDir, entry);
      const info = { preload, onDemand: onDemandFiles(distDir, entry) };
      if (reserve) {
        const tags = tagsOf(entry, Object.keys(reserve.byTag));
        info.reserve = tags.length > 1 ? reserve.all : (reserve.byTag[tags[0]] ?? '');
      }
      return [entry, info];
    }),
  );
  return reserve ? { algorithm: 'sha384', files, entries, reserve } : { algorithm: 'sha384', files, entries };
}

/**
 * The `<style>` that holds an entry's elements' space before their code runs, or '' when it has none.
 * A strict `style-src` lists its hash (`'sha256-…'`); the tool prints that with it.
 */
export function reserveStyle(css) {
  return css ? `<style>${css}</style>` : '';
}

/**
 * The tags that load `entry` from `baseUrl` (where dist/ is published) with integrity checks: the
 * `<style>` that reserves the elements' space before their code runs (with the hash a strict
 * `style-src` lists), one `modulepreload` per static import, then the module script. A browser refuses
 * a file whose bytes do not match. Put it in the `<head>` after the page's own stylesheet, so the page's
 * CSS is requested first.
 */
export function embedSnippet(integrity, entry, baseUrl) {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const info = integrity.entries[entry];
  if (!info) throw new Error(`${entry} is not an entry of dist/ (${Object.keys(integrity.entries).join(', ')})`);
  const style = reserveStyle(info.reserve ?? '');
  return [
    ...(style ? [`<!-- under a strict Content-Security-Policy: style-src … ${cspHash(info.reserve)} -->`, style] : []),
    ...info.preload.map(
      (file) =>
        `<link rel="modulepreload" href="${base}${file}" integrity="${integrity.files[file]}" crossorigin="anonymous" />`,
    ),
    `<script type="module" src="${base}${entry}" integrity="${integrity.files[entry]}" crossorigin="anonymous"></script>`,
  ].join('\n');
}
