import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { build } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveDist } from './dist-files.js';
import type { SandboxEnv } from './sandbox/context.js';
import { formDocsBlock } from '../scripts/lib/form-docs.js';
import { docsBlock, replaceBlock } from '../scripts/lib/texts-docs.js';
import { catalogue } from './prerender.js';

const projectRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the demo finds its files; tests point it elsewhere. */
export interface DemoOptions {
  /** The demo bank site's pages and assets. */
  pagesDir?: string;
  /** The sandbox services and simulators, mounted beside the pages. */
  sandbox?: Hono<SandboxEnv>;
  /** The e-signing simulator's origin (`demo/signing.ts`), which the pages may frame; read on first request. */
  signingOrigin?: () => string;
  /** The built elements, served under /dist/ (the project's dist/ unless a test builds its own). */
  distDir?: string;
}

/**
 * The demo bank website's pages, at the specs' outer paths. Every page is a static HTML file; the
 * elements on it read their configuration from the page JSON.
 */
export const PAGES: Readonly<Record<string, string>> = {
  '/': 'index.html',
  '/elements': 'index.html',
  '/lane/salgspant': 'lane/salgspant.html',
  '/forhandler/bilhuset': 'forhandler/bilhuset.html',
  '/min-oversikt/kyc': 'min-oversikt/kyc.html',
  '/min-oversikt/salgspantsoknad': 'min-oversikt/salgspantsoknad.html',
  '/min-oversikt/salgspantfullfor': 'min-oversikt/salgspantfullfor.html',
  '/min-oversikt/soknadsoversikt': 'min-oversikt/soknadsoversikt.html',
  // The insurance pages the car-loan receipt links to (texts `receipts.insurance.href*`, decision 0031).
  '/forsikring/bilforsikring': 'forsikring/bilforsikring.html',
  '/privat/forsikring/bilforsikring': 'privat/forsikring/bilforsikring.html',
  '/quality/strict-csp': 'quality/strict-csp.html',
  '/quality/hostile-css': 'quality/hostile-css.html',
  '/quality/plain': 'quality/plain.html',
  '/quality/two-calculators': 'quality/two-calculators.html',
  '/quality/theming': 'quality/theming.html',
  '/docs': 'docs/index.html',
  '/hosts/react': 'hosts/react.html',
  '/hosts/plain': 'hosts/plain.html',
  '/hosts/app': 'hosts/app.html',
  '/hosts/app/webview': 'hosts/app/webview.html',
  '/hosts/app/completion': 'hosts/app/completion.html',
};

/** The demo sites' icon (a car on the bank's blue), answered at /favicon.ico so no page logs a 404. */
export const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#005aa4"/><path d="M6 19l3-7h14l3 7v5h-3v-2H9v2H6z" fill="#fff"/><circle cx="10.5" cy="19.5" r="1.5" fill="#005aa4"/><circle cx="21.5" cy="19.5" r="1.5" fill="#005aa4"/></svg>`;

/** Serves {@link FAVICON_SVG}. */
export const favicon = (c: Context) =>
  c.body(FAVICON_SVG, 200, { 'Content-Type': 'image/svg+xml', 'Cache-Control': 'public, max-age=86400' });

/** The strict policy every demo page is served with: nothing inline, nothing evaluated. */
export const CONTENT_SECURITY_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  // The completion's e-signing frame: only the signing service's origin (the sandbox's simulator on its
  // own origin, added by createDemoApp).
  frameSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'self'"],
};

/** `serveStatic` takes a root relative to the working directory. */
const fromCwd = (dir: string) => path.relative(process.cwd(), dir) || '.';

/**
 * The demo server's application: the bank pages, the built elements under `/dist/`, the site's assets
 * under `/assets/`. The sandbox services mount beside these.
 */
export function createDemoApp(options: DemoOptions = {}): Hono {
  const distDir = options.distDir ?? path.join(projectRoot, 'dist');
  const pagesDir = options.pagesDir ?? path.join(projectRoot, 'demo', 'pages');
  const app = new Hono();

  // The built elements: loadable by other origins (dealer sites), like a CDN. A module script from
  // another origin is fetched with CORS, so the files say anyone may load them. Compressed and cached
  // as the README's CDN section says (demo/dist-files.ts).
  app.use(
    '/dist/*',
    async (c, next) => {
      await next();
      c.header('Access-Control-Allow-Origin', '*');
    },
    secureHeaders({ crossOriginResourcePolicy: 'cross-origin', crossOriginOpenerPolicy: false }),
    serveDist(distDir),
  );

  // The signing origin, which the completion frames.
  const signing = () => options.signingOrigin?.() ?? '';
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        ...CONTENT_SECURITY_POLICY,
        frameSrc: ["'self'", signing],
      },
      referrerPolicy: 'same-origin',
    }),
  );
  app.use('/assets/*', serveStatic({ root: fromCwd(pagesDir) }));
  app.get('/favicon.ico', favicon);

  for (const [route, file] of Object.entries(PAGES)) {
    const full = path.join(pagesDir, file);
    app.get(route, (c) => {
      if (!existsSync(full)) return c.text('Siden finnes ikke.', 404);
      if (!existsSync(distDir)) {
        return c.text('Elementene er ikke bygget. Kjør «npm start» (eller «npm run build») først.', 503);
      }
      const html = readFileSync(full, 'utf8');
      // The catalogue's additions are written by the server, not by its script after the first paint.
      return c.html(withIntegrity(file === 'index.html' ? catalogue(html, distDir) : html, distDir));
    });
  }

  // The React 19 host's script: demo/react-host bundled with esbuild on first request (React and the
  // elements it imports from this package), kept in memory.
  app.get('/hosts/react/app.js', async (c) => {
    const code = await reactHostBundle();
    return c.body(code, 200, { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-cache' });
  });

  // Every text key with its default text and its elements, from the catalogue itself (never stale).
  app.get('/docs/texts', (c) => {
    const template = readFileSync(path.join(pagesDir, 'docs', 'texts.html'), 'utf8');
    return c.html(replaceBlock(template, 'texts:keys', docsBlock()));
  });

  // Every field id of the page JSON's `form` with its defaults, from the elements' lists (never stale).
  app.get('/docs/form', (c) => {
    const template = readFileSync(path.join(pagesDir, 'docs', 'form.html'), 'utf8');
    return c.html(replaceBlock(template, 'form:fields', formDocsBlock()));
  });

  // One reference page per element of the manifest (the page builds itself from the manifest).
  app.get('/docs/:tag', (c) => {
    const full = path.join(pagesDir, 'docs', 'element.html');
    if (!manifestTags(distDir).includes(c.req.param('tag'))) return c.html(notFoundPage(), 404);
    return c.html(readFileSync(full, 'utf8'));
  });

  if (options.sandbox) app.route('/', options.sandbox);

  app.notFound((c) => c.html(notFoundPage(), 404));
  return app;
}

/** dist/integrity.json, written by the build (scripts/lib/integrity.mjs). */
interface IntegrityFile {
  files: Record<string, string>;
  entries: Record<string, { preload: string[]; onDemand: string[] }>;
}

/**
 * Serves a page the way a careful host embeds the elements from a CDN: every module script under `base`
 * gets its Subresource Integrity hash and `crossorigin`, preceded by a `modulepreload` with its hash
 * for each file it imports statically (each file once per page). A file whose bytes differ from the
 * build's is refused by the browser. Pages are served unchanged before the first build.
 */
export function withIntegrity(html: string, distDir: string, base = '/dist/'): string {
  const file = path.join(distDir, 'integrity.json');
  if (!existsSync(file)) return html;
  const integrity = JSON.parse(readFileSync(file, 'utf8')) as IntegrityFile;
  const preloaded = new Set<string>();
  const escaped = base.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const scripts = new RegExp(`<script type="module" src="${escaped}([^"]+)"></script>`, 'g');
  return html.replace(scripts, (tag, entry: string) => {
    const hash = integrity.files[entry];
    const info = integrity.entries[entry];
    if (!hash || !info) return tag;
    const preloads = info.preload
      .filter((dep) => !preloaded.has(dep) && integrity.files[dep])
      .map((dep) => {
        preloaded.add(dep);
        return `<link rel="modulepreload" href="${base}${dep}" integrity="${integrity.files[dep] ?? ''}" crossorigin="anonymous" />`;
      });
    preloaded.add(entry);
    return [
      ...preloads,
      `<script type="module" src="${base}${entry}" integrity="${hash}" crossorigin="anonymous"></script>`,
    ].join('\n    ');
  });
}

let reactHost: Promise<string> | undefined;

/** The React host demo's bundle (built once per server; a failed build is retried on the next request). */
function reactHostBundle(): Promise<string> {
  reactHost ??= build({
    entryPoints: [path.join(projectRoot, 'demo', 'react-host', 'main.tsx')],
    tsconfig: path.join(projectRoot, 'demo', 'react-host', 'tsconfig.json'),
    absWorkingDir: projectRoot,
    bundle: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    minify: true,
    write: false,
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  }).then(
    (result) => result.outputFiles[0]?.text ?? '',
    (error: unknown) => {
      reactHost = undefined;
      throw error;
    },
  );
  return reactHost;
}

/** The tags `dist/custom-elements.json` declares (none before the first build). */
function manifestTags(distDir: string): string[] {
  const file = path.join(distDir, 'custom-elements.json');
  if (!existsSync(file)) return [];
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as {
    modules: Array<{ declarations?: Array<{ tagName?: string }> }>;
  };
  return manifest.modules.flatMap((m) => (m.declarations ?? []).flatMap((d) => (d.tagName ? [d.tagName] : [])));
}

function notFoundPage(): string {
  return `<!doctype html>
<html lang="nb">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Siden finnes ikke</title><link rel="stylesheet" href="/assets/site.css"></head>
<body><main class="page"><h1>Siden finnes ikke</h1><p><a href="/">Til forsiden</a></p></main></body>
</html>`;
}
