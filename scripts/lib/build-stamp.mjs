// The build's stamp: one hash over every file the build reads (sources, build scripts, configuration,
// the lock file), written to dist/build-stamp.json after a build succeeds. `npm start` compares it with
// the tree and reuses dist/ when nothing changed, instead of rebuilding for minutes.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Folders and files whose content decides what the build writes. */
export const BUILD_INPUTS = [
  'src',
  'elements',
  'scripts',
  'rollup.config.mjs',
  'tsconfig.json',
  'tsconfig.build.json',
  'package.json',
  'package-lock.json',
];

/** The stamp's file, relative to the project root. */
export const STAMP_FILE = 'dist/build-stamp.json';

function files(root, relative) {
  const full = path.join(root, relative);
  if (!existsSync(full)) return [];
  if (!statSync(full).isDirectory()) return [relative];
  return readdirSync(full, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : 1))
    .flatMap((entry) => files(root, path.join(relative, entry.name)));
}

/** The hash of every build input's path and content (a few hundred files: milliseconds). */
export function inputsHash(root) {
  const hash = createHash('sha256');
  for (const file of BUILD_INPUTS.flatMap((input) => files(root, input))) {
    hash
      .update(file.split(path.sep).join('/'))
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

/** The stamp dist/ was built with, or undefined (no build, an interrupted one, an older layout). */
export function readStamp(root) {
  try {
    const stamp = JSON.parse(readFileSync(path.join(root, STAMP_FILE), 'utf8'));
    return typeof stamp.inputs === 'string' ? stamp : undefined;
  } catch {
    return undefined;
  }
}
