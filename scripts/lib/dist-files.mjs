// How dist/ is served, the way a CDN should serve it (decision 0093): which files get brotli and gzip
// copies beside them (written by the build's last step, scripts/precompress.mjs), and which cache rule
// each file gets. The demo server (demo/dist-files.ts) and the README's CDN section follow these rules.
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The encodings written beside a file, in the server's order of preference, with their suffixes. */
export const ENCODINGS = Object.freeze([
  Object.freeze({ name: 'br', suffix: '.br' }),
  Object.freeze({ name: 'gzip', suffix: '.gz' }),
]);

/** Text files a browser (or its developer tools, for .map) fetches from dist/. */
const COMPRESSIBLE = /\.(?:js|mjs|json|css|html|map|svg|txt|xml)$/;

/**
 * What no browser fetches from dist/: the type declarations (for TypeScript) and the build's stamp (for
 * `npm start`; written after the copies).
 */
const NOT_SERVED = /^(?:types\/|build-stamp\.json$)|\.d\.[cm]?ts\.map$/;

/** For a hashed chunk: its name changes with its content, so a stored copy never goes stale. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/**
 * For every other file: its name stays when its content changes (a rebuild, `npm run dev`), and a page
 * pins an entry's bytes with Subresource Integrity, so the browser asks each time (a 304 without a body
 * when unchanged).
 */
export const REVALIDATE = 'public, no-cache';

/**
 * True for a hashed chunk (`chunks/<name>-<hash>.js`): every JavaScript file rollup writes under
 * chunks/ carries `[hash]` in its name (rollup.config.mjs, `chunkFileNames` and the runtime's
 * `entryFileNames`). Their source maps are not: a changed comment changes the map, not the chunk.
 * @param {string} rel a path relative to dist/, with `/`
 */
export const isHashedChunk = (rel) => /^chunks\/[^/]+-[\w-]{8}\.js$/.test(rel);

/** The Cache-Control of a file of dist/ (path relative to dist/, with `/`). */
export const cacheControl = (rel) => (isHashedChunk(rel) ? IMMUTABLE : REVALIDATE);

/** Whether a file of dist/ gets compressed copies (when they are smaller). */
export const compressible = (rel) => COMPRESSIBLE.test(rel) && !NOT_SERVED.test(rel);

/** Every file under `dir`, relative to it, with `/`. */
function files(dir, prefix = '') {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? files(path.join(dir, entry.name), rel) : [rel];
  });
}

/** The compressed bytes of `bytes` in one of {@link ENCODINGS}: brotli at its best quality, gzip at 9. */
export function encode(name, bytes) {
  if (name === 'gzip') return gzipSync(bytes, { level: 9 });
  return brotliCompressSync(bytes, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}

/**
 * Writes `<file>.br` and `<file>.gz` beside every compressible file of `distDir`, each only when it is
 * smaller than the file; removes the copies a previous run left first. Returns the totals.
 */
export function precompress(distDir) {
  const all = files(distDir);
  for (const rel of all) {
    if (ENCODINGS.some(({ suffix }) => rel.endsWith(suffix))) rmSync(path.join(distDir, rel));
  }
  const totals = { files: 0, raw: 0, br: 0, gzip: 0, skipped: 0 };
  for (const rel of all.filter(compressible)) {
    const full = path.join(distDir, rel);
    const bytes = readFileSync(full);
    totals.files++;
    totals.raw += bytes.length;
    for (const { name, suffix } of ENCODINGS) {
      const encoded = encode(name, bytes);
      if (encoded.length < bytes.length) {
        writeFileSync(full + suffix, encoded);
        totals[name] += encoded.length;
      } else {
        totals.skipped++;
        totals[name] += bytes.length;
      }
    }
  }
  return totals;
}

/**
 * The copy of `full` to send for an encoding, or undefined: it must exist and be at least as new as the
 * file (a file rebuilt after the copies were written, as `npm run dev` does, is sent as it is).
 */
export function freshCopy(full, suffix) {
  try {
    const copy = statSync(full + suffix);
    return copy.isFile() && copy.mtimeMs >= statSync(full).mtimeMs ? full + suffix : undefined;
  } catch {
    return undefined;
  }
}
