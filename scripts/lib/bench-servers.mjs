// The two servers of `npm run bench` (scripts/bench.mjs): the demo server as `npm start` runs it, and a
// tiny static server for the BASELINE page, bundled here with esbuild into a temporary folder.
import { spawn } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const projectRoot = fileURLToPath(new URL('../../', import.meta.url));

/**
 * Starts `demo/server.ts` (through tsx, PORT=0 so the system picks a free port) and resolves with its
 * origin and the partner dealer's once it has printed both (`npm run bench`, `npm run vitals`). It runs
 * in `workDir`, a temporary folder, so its PGlite store
 * (`.data/pglite`, relative to the working directory) is a fresh one that touches neither the
 * project's `.data/` nor a `npm start` running beside the bench; DATABASE_URL is cleared for the same
 * reason. `stop()` sends SIGTERM (the server closes itself) and SIGKILL after `graceMs`; `kill()`
 * is the synchronous last resort for an exit handler.
 */
export async function startDemoServer({ workDir, timeoutMs = 90_000, graceMs = 5_000 }) {
  mkdirSync(path.join(workDir, '.data'), { recursive: true });
  const tsx = import.meta.resolve('tsx');
  const child = spawn(process.execPath, ['--import', tsx, path.join(projectRoot, 'demo', 'server.ts')], {
    cwd: workDir,
    env: { ...process.env, PORT: '0', DATABASE_URL: '', TSX_TSCONFIG_PATH: path.join(projectRoot, 'tsconfig.json') },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal })));

  const { bank: origin, dealer: dealerOrigin } = await new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The demo server printed no address within ${timeoutMs} ms:\n${output}`)),
      timeoutMs,
    );
    const onData = (chunk) => {
      output += chunk;
      // The first line names the bank's origin ("salgspant-elements demo: http://127.0.0.1:PORT/"), a
      // later one the partner dealer's, on another host ("partner dealer …: http://localhost:PORT/").
      const match = /demo: http:\/\/127\.0\.0\.1:(\d+)\//.exec(output) ?? /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output);
      const dealer = /partner dealer[^\n]*?(http:\/\/[^\s/]+)\/\n/.exec(output);
      if (match && dealer) {
        clearTimeout(timer);
        resolve({ bank: `http://127.0.0.1:${match[1]}`, dealer: dealer[1] });
      }
    };
    child.stdout.setEncoding('utf8').on('data', onData);
    child.stderr.setEncoding('utf8').on('data', (chunk) => (output += chunk));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`The demo server exited (${signal ?? code}) before it was ready:\n${output}`));
    });
  });

  return {
    origin,
    /** The partner dealer's site (`demo/dealer.ts`), on another host than the bank. */
    dealerOrigin,
    /** What the server printed (for error reports). */
    output: () => output,
    /** Kills the server at once (for an exit handler). */
    kill() {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/**
 * Bundles `demo/bench/baseline.tsx` with esbuild (production React, minified, like dist/) into
 * `outDir` beside a copy of `demo/bench/baseline.html`, and serves that folder on 127.0.0.1 on a free
 * port. Resolves with the page's URL and `stop()`.
 */
export async function startBaselineServer({ outDir }) {
  const esbuild = await import('esbuild');
  mkdirSync(outDir, { recursive: true });
  await esbuild.build({
    absWorkingDir: projectRoot,
    entryPoints: ['demo/bench/baseline.tsx'],
    outfile: path.join(outDir, 'baseline.js'),
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    jsx: 'automatic',
    tsconfig: 'tsconfig.json',
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'warning',
  });
  copyFileSync(path.join(projectRoot, 'demo', 'bench', 'baseline.html'), path.join(outDir, 'baseline.html'));

  const files = {
    '/': { file: 'baseline.html', type: 'text/html; charset=utf-8' },
    '/baseline.js': { file: 'baseline.js', type: 'text/javascript; charset=utf-8' },
  };
  const server = createServer((request, response) => {
    const pathname = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
    const entry = files[pathname];
    if (request.method !== 'GET' || !entry) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const body = readFileSync(path.join(outDir, entry.file));
    response
      .writeHead(200, { 'content-type': entry.type, 'content-length': body.length, 'cache-control': 'no-store' })
      .end(body);
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
  return {
    url: `http://127.0.0.1:${port}/`,
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve(undefined));
      }),
  };
}
