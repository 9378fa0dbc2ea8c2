// /dist/ served as the bank's CDN should serve it (decision 0093, the README's CDN section): the build's
// brotli and gzip copies with Content-Encoding and Vary, hashed chunks immutable for a year, every other
// file revalidated. Read as raw bytes (node:http, not fetch, which would decode them). The first suite
// reads the real build (npm test builds dist/ first); the second builds a small dist/ of its own for the
// rules a real build does not show (a copy older than its file, q=0, conditional requests).
import { serve, type ServerType } from '@hono/node-server';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { createDemoApp } from '../../demo/app.js';
import { compressible, IMMUTABLE, precompress, REVALIDATE } from '../../scripts/lib/dist-files.mjs';
import { sriHash } from '../../scripts/lib/integrity.mjs';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** One request, its answer's bytes as they came over the wire. */
function get(url: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

/** Serves a demo app on a free loopback port until the suite ends; resolves with its origin. */
function listen(distDir?: string): () => string {
  let server: ServerType;
  let base = '';
  before(
    () =>
      new Promise<void>((resolve) => {
        server = serve(
          { fetch: createDemoApp(distDir ? { distDir } : {}).fetch, hostname: '127.0.0.1', port: 0 },
          (info: AddressInfo) => {
            base = `http://127.0.0.1:${info.port}`;
            resolve();
          },
        );
      }),
  );
  after(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return () => base;
}

/** Every file under `dir`, relative to it, with `/`. */
const filesOf = (dir: string): string[] =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'));

describe('/dist/ of the build', () => {
  const base = listen();
  const dist = path.resolve(import.meta.dirname, '../../dist');
  const integrity = JSON.parse(readFileSync(path.join(dist, 'integrity.json'), 'utf8')) as {
    files: Record<string, string>;
  };
  const runtime = Object.keys(integrity.files).find((file) => /^chunks\/runtime-[\w-]{8}\.js$/.test(file));
  assert.ok(runtime, 'the build has a hashed runtime chunk');
  const runtimeBytes = readFileSync(path.join(dist, runtime));

  it('sends a hashed chunk as brotli to a browser that accepts it, immutable for a year', async () => {
    const answer = await get(`${base()}/dist/${runtime}`, { 'Accept-Encoding': 'br' });
    assert.equal(answer.status, 200);
    assert.equal(answer.headers['content-encoding'], 'br');
    assert.equal(answer.headers.vary, 'Accept-Encoding');
    assert.equal(answer.headers['cache-control'], 'public, max-age=31536000, immutable');
    assert.match(answer.headers['content-type'] ?? '', /^text\/javascript/);
    assert.equal(Number(answer.headers['content-length']), answer.body.length);
    assert.ok(answer.body.length < runtimeBytes.length / 3, `brotli: ${answer.body.length} of ${runtimeBytes.length}`);
    const decoded = brotliDecompressSync(answer.body);
    assert.ok(decoded.equals(runtimeBytes), 'the brotli bytes decode to the file');
    // Subresource Integrity is of the decoded bytes: the build's hash still holds.
    assert.equal(sriHash(decoded), integrity.files[runtime]);
    // Still loadable by other origins, as before.
    assert.equal(answer.headers['access-control-allow-origin'], '*');
    assert.equal(answer.headers['cross-origin-resource-policy'], 'cross-origin');
  });

  it('sends gzip to a browser that accepts gzip and not brotli', async () => {
    const answer = await get(`${base()}/dist/${runtime}`, { 'Accept-Encoding': 'gzip, deflate' });
    assert.equal(answer.headers['content-encoding'], 'gzip');
    assert.equal(answer.headers.vary, 'Accept-Encoding');
    assert.equal(answer.headers['cache-control'], IMMUTABLE);
    assert.ok(gunzipSync(answer.body).equals(runtimeBytes), 'the gzip bytes decode to the file');
  });

  it('sends the file as it is to a client that accepts no encoding', async () => {
    const answer = await get(`${base()}/dist/${runtime}`);
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.equal(answer.headers.vary, 'Accept-Encoding');
    assert.equal(answer.headers['cache-control'], IMMUTABLE);
    assert.ok(answer.body.equals(runtimeBytes));
  });

  it('revalidates the entries and the JSON files: their names stay when their content changes', async () => {
    for (const file of [
      'elements/salgspant-calculator.js',
      'define-all.js',
      'index.js',
      'texts.js',
      'integrity.json',
      'custom-elements.json',
      'chunks/runtime.json',
    ]) {
      const answer = await get(`${base()}/dist/${file}`, { 'Accept-Encoding': 'gzip, deflate, br' });
      assert.equal(answer.status, 200, file);
      assert.equal(answer.headers['cache-control'], 'public, no-cache', file);
      assert.match(answer.headers.etag ?? '', /^"[^"]+"$/, file);
      assert.ok(answer.headers['last-modified'], file);
      const again = await get(`${base()}/dist/${file}`, {
        'Accept-Encoding': 'gzip, deflate, br',
        'If-None-Match': answer.headers.etag ?? '',
      });
      assert.equal(again.status, 304, file);
      assert.equal(again.body.length, 0, file);
    }
  });

  it('has a brotli and a gzip copy beside every file a browser fetches, each decoding to it', () => {
    const files = filesOf(dist);
    const served = files.filter((file) => compressible(file));
    assert.ok(served.length > 20, `${served.length} files`);
    for (const file of served) {
      const bytes = readFileSync(path.join(dist, file));
      // A file too small to gain from compression has no copy (and is sent as it is).
      if (bytes.length < 200) continue;
      assert.ok(brotliDecompressSync(readFileSync(path.join(dist, `${file}.br`))).equals(bytes), `${file}.br`);
      assert.ok(gunzipSync(readFileSync(path.join(dist, `${file}.gz`))).equals(bytes), `${file}.gz`);
    }
    // The type declarations are for TypeScript, not for browsers.
    assert.deepEqual(
      files.filter((file) => file.startsWith('types/') && /\.(br|gz)$/.test(file)),
      [],
    );
  });
});

describe('/dist/ rules', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'salgspant-dist-'));
  const chunk = 'chunks/public-heading-Ab3_x-9Z.js';
  const code = `export const heading=${JSON.stringify('Finansier bilen din hos oss. '.repeat(80))};\n`;
  mkdirSync(path.join(dir, 'chunks'));
  mkdirSync(path.join(dir, 'elements'));
  mkdirSync(path.join(dir, 'types'));
  writeFileSync(path.join(dir, chunk), code);
  writeFileSync(path.join(dir, 'elements/salgspant-calculator.js'), `import './../${chunk}';\n${code}`);
  writeFileSync(path.join(dir, 'tiny.js'), 'export{};\n');
  writeFileSync(path.join(dir, 'types/index.d.ts'), `export declare const heading: string;\n${'//\n'.repeat(200)}`);
  writeFileSync(path.join(dir, 'types/index.d.ts.map'), JSON.stringify({ version: 3, mappings: ';'.repeat(500) }));
  // A copy left by an earlier run, for a file that no longer gains from it: removed.
  writeFileSync(path.join(dir, 'tiny.js.br'), 'stale');
  const totals = precompress(dir);
  const base = listen(dir);
  after(() => rmSync(dir, { recursive: true, force: true }));

  it('writes copies only where they are smaller, and none for the type declarations', () => {
    assert.deepEqual(filesOf(dir).sort(), [
      chunk,
      `${chunk}.br`,
      `${chunk}.gz`,
      'elements/salgspant-calculator.js',
      'elements/salgspant-calculator.js.br',
      'elements/salgspant-calculator.js.gz',
      'tiny.js',
      'types/index.d.ts',
      'types/index.d.ts.map',
    ]);
    assert.equal(totals.files, 3);
    assert.equal(totals.skipped, 2);
  });

  it('reads Accept-Encoding with its weights: q=0 refuses a coding, * stands for the others', async () => {
    const encodingFor = async (accept: string) =>
      (await get(`${base()}/dist/${chunk}`, { 'Accept-Encoding': accept })).headers['content-encoding'] ?? 'identity';
    assert.equal(await encodingFor('gzip, deflate, br, zstd'), 'br');
    assert.equal(await encodingFor('br;q=0, gzip;q=0.8'), 'gzip');
    assert.equal(await encodingFor('br;q=0, gzip;q=0'), 'identity');
    assert.equal(await encodingFor('*'), 'br');
    assert.equal(await encodingFor('*;q=0, gzip'), 'gzip');
    assert.equal(await encodingFor('identity'), 'identity');
  });

  it('sends a file with no copy as it is, and the hashed chunk rule only to chunks', async () => {
    const tiny = await get(`${base()}/dist/tiny.js`, { 'Accept-Encoding': 'br' });
    assert.equal(tiny.headers['content-encoding'], undefined);
    assert.equal(tiny.body.toString(), 'export{};\n');
    assert.equal(tiny.headers['cache-control'], REVALIDATE);
    const entry = await get(`${base()}/dist/elements/salgspant-calculator.js`, { 'Accept-Encoding': 'br' });
    assert.equal(entry.headers['content-encoding'], 'br');
    assert.equal(entry.headers['cache-control'], REVALIDATE);
  });

  it('answers a conditional request with 304 per representation, and HEAD without a body', async () => {
    const url = `${base()}/dist/elements/salgspant-calculator.js`;
    const br = await get(url, { 'Accept-Encoding': 'br' });
    const plain = await get(url);
    assert.notEqual(br.headers.etag, plain.headers.etag, 'the brotli bytes are another representation');
    assert.equal((await get(url, { 'Accept-Encoding': 'br', 'If-None-Match': br.headers.etag ?? '' })).status, 304);
    assert.equal((await get(url, { 'If-None-Match': br.headers.etag ?? '' })).status, 200);
    const since = await get(url, { 'If-Modified-Since': plain.headers['last-modified'] ?? '' });
    assert.equal(since.status, 304);
    assert.equal(since.headers['cache-control'], REVALIDATE);
    const head = await get(url, { 'Accept-Encoding': 'br' }, 'HEAD');
    assert.equal(head.status, 200);
    assert.equal(head.headers['content-length'], br.headers['content-length']);
    assert.equal(head.body.length, 0);
  });

  it('never sends a copy older than its file (a rebuild without new copies, as npm run dev does)', async () => {
    const file = path.join(dir, chunk);
    const later = new Date(Date.now() + 60_000);
    writeFileSync(file, `${code}export const changed=1;\n`);
    utimesSync(file, later, later);
    const answer = await get(`${base()}/dist/${chunk}`, { 'Accept-Encoding': 'br, gzip' });
    assert.equal(answer.headers['content-encoding'], undefined);
    assert.match(answer.body.toString(), /changed=1/);
  });

  it('serves nothing outside dist/ and only GET and HEAD', async () => {
    for (const url of [
      '/dist/',
      '/dist/chunks',
      '/dist/../package.json',
      '/dist/%2e%2e/package.json',
      '/dist/chunks//x.js',
    ]) {
      assert.equal((await get(`${base()}${url}`)).status, 404, url);
    }
    assert.equal((await get(`${base()}/dist/tiny.js`, {}, 'POST')).status, 404);
  });
});
