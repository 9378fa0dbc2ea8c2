// Types of dist-files.mjs, for the demo server and the TypeScript tests.
/** The encodings written beside a file, in the server's order of preference, with their suffixes. */
export const ENCODINGS: ReadonlyArray<{ readonly name: 'br' | 'gzip'; readonly suffix: '.br' | '.gz' }>;
/** Cache-Control of a hashed chunk. */
export const IMMUTABLE: string;
/** Cache-Control of every other file of dist/. */
export const REVALIDATE: string;
/** True for a hashed chunk (`chunks/<name>-<hash>.js`, path relative to dist/). */
export function isHashedChunk(rel: string): boolean;
/** The Cache-Control of a file of dist/ (path relative to dist/, with `/`). */
export function cacheControl(rel: string): string;
/** Whether a file of dist/ gets compressed copies (when they are smaller). */
export function compressible(rel: string): boolean;
/** The compressed bytes in one of the encodings. */
export function encode(name: 'br' | 'gzip', bytes: Uint8Array): Buffer;
/** Writes the compressed copies beside every compressible file of `distDir`; returns the totals. */
export function precompress(distDir: string): {
  files: number;
  raw: number;
  br: number;
  gzip: number;
  skipped: number;
};
/** The copy of `full` to send for an encoding suffix, or undefined (missing, or older than the file). */
export function freshCopy(full: string, suffix: string): string | undefined;
