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

/**
 * The content of dist/integrity.json. Paths are relative to dist/.
 * @returns {{ algorithm: 'sha384', files: Record<string, string>, entries: Record<string, { preload: string[], onDemand: string[] }> }}
 */
export function integrityManifest(distDir) {
  const files = Object.fromEntries(
    scripts(distDir).map((file) => [file, sriHash(readFileSync(path.join(distDir, file)))]),
  );
  const entries = Object.fromEntries(
    entryFiles(distDir).map((entry) => {
      const [, ...preload] = transitiveFiles(distDir, entry);
      return [entry, { preload, onDemand: onDemandFiles(distDir, entry) }];
    }),
  );
  return { algorithm: 'sha384', files, entries };
}

/**
 * The tags that load `entry` from `baseUrl` (where dist/ is published) with integrity checks: one
 * `modulepreload` per static import, then the module script. A browser refuses a file whose bytes do
 * not match.
 */
export function embedSnippet(integrity, entry, baseUrl) {
  const base = baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`;
  const info = integrity.entries[entry];
  if (!info) throw new Error(`${entry} is not an entry of dist/ (${Object.keys(integrity.entries).join(', ')})`);
  return [
    ...info.preload.map(
      (file) =>
        `<link rel="modulepreload" href="${base}${file}" integrity="${integrity.files[file]}" crossorigin="anonymous" />`,
    ),
    `<script type="module" src="${base}${entry}" integrity="${integrity.files[entry]}" crossorigin="anonymous"></script>`,
  ].join('\n');
}
