// The built elements under /dist/, served as the bank's CDN should serve them (decision 0093, the
// README's CDN section): the build's brotli or gzip copy when the browser accepts it, with
// `Content-Encoding` and `Vary: Accept-Encoding`; hashed chunks cached for a year as immutable, every
// other file revalidated each time (ETag and Last-Modified, 304 when unchanged). The rules themselves
// are in scripts/lib/dist-files.mjs, shared with the build.
import type { Context, MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { cacheControl, compressible, ENCODINGS, freshCopy } from '../scripts/lib/dist-files.mjs';

/**
 * The content codings a request accepts, from its `Accept-Encoding` (RFC 9110 §12.5.3): a coding named
 * with q=0 is refused, `*` stands for every coding not named. No header: only the file as it is.
 */
export function acceptsEncoding(header: string | undefined, coding: string): boolean {
  if (!header) return false;
  let wildcard: boolean | undefined;
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q\s*=\s*([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    const accepted = q === undefined || Number(q) > 0;
    if (name.trim() === coding) return accepted;
    if (name.trim() === '*') wildcard = accepted;
  }
  return wildcard ?? false;
}

/** `rel` when the request path names a file inside dist/ by a plain path, else undefined. */
function distPath(requestPath: string, prefix: string): string | undefined {
  if (!requestPath.startsWith(prefix)) return undefined;
  const rel = requestPath.slice(prefix.length);
  // Built file names never need percent-encoding; `..`, `.`, empty segments and backslashes never reach the disk.
  if (rel === '' || /[%\\]/.test(rel)) return undefined;
  if (rel.split('/').some((segment) => segment === '' || segment === '.' || segment === '..')) return undefined;
  return rel;
}

/** Whether the request's validators match the representation (If-None-Match first, RFC 9110 §13.2.2). */
function notModified(c: Context, etag: string, modified: Date): boolean {
  const ifNoneMatch = c.req.header('If-None-Match');
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    return ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
  }
  const since = Date.parse(c.req.header('If-Modified-Since') ?? '');
  return Number.isFinite(since) && Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Serves the files of `distDir` under `prefix` (GET and HEAD); anything else goes on to the next handler
 * (the app's 404).
 */
export function serveDist(distDir: string, prefix = '/dist/'): MiddlewareHandler {
  return async (c, next) => {
    const method = c.req.method;
    const rel = distPath(c.req.path, prefix);
    if ((method !== 'GET' && method !== 'HEAD') || rel === undefined) return next();
    const full = path.join(distDir, ...rel.split('/'));
    const stats = await stat(full).catch(() => undefined);
    if (!stats?.isFile()) return next();

    const accept = c.req.header('Accept-Encoding');
    const encoding = compressible(rel)
      ? ENCODINGS.find(({ name, suffix }) => acceptsEncoding(accept, name) && freshCopy(full, suffix))
      : undefined;
    const file = encoding ? full + encoding.suffix : full;
    const size = encoding ? (await stat(file)).size : stats.size;
    // One tag per representation: the brotli bytes are not the gzip bytes (RFC 9110 §8.8.3).
    const etag = `"${Math.trunc(stats.mtimeMs).toString(36)}-${stats.size.toString(36)}${encoding ? `-${encoding.name}` : ''}"`;

    const headers: Record<string, string> = {
      'Cache-Control': cacheControl(rel),
      ETag: etag,
      'Last-Modified': stats.mtime.toUTCString(),
    };
    if (compressible(rel)) headers.Vary = 'Accept-Encoding';
    if (notModified(c, etag, stats.mtime)) return c.body(null, 304, headers);

    headers['Content-Type'] = getMimeType(rel) ?? 'application/octet-stream';
    headers['Content-Length'] = String(size);
    if (encoding) headers['Content-Encoding'] = encoding.name;
    if (method === 'HEAD') return c.body(null, 200, headers);
    return c.body(new Uint8Array(await readFile(file)), 200, headers);
  };
}
