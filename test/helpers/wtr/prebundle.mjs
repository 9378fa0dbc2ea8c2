// Serves CommonJS packages (React and friends) to the browser as real ES modules.
//
// @web/test-runner serves files one by one and cannot read named exports out of CommonJS. This plugin
// bundles each such package once with esbuild (splitting on, so every entry shares one React), writes
// every entry as explicit named re-exports, serves the output under /__prebundled__/ and maps the bare
// imports to it. See ARCHITECTURE.md, "Verified pitfalls".
import { build } from 'esbuild';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** Bare specifiers served pre-bundled; `cjs` entries get their named exports listed explicitly. */
const CANDIDATES = [
  { id: 'react', cjs: true },
  { id: 'react/jsx-runtime', cjs: true },
  { id: 'react/jsx-dev-runtime', cjs: true },
  { id: 'react-dom', cjs: true },
  { id: 'react-dom/client', cjs: true },
  { id: 'use-sync-external-store/shim', cjs: true },
  { id: 'use-sync-external-store/shim/with-selector', cjs: true },
  { id: '@navikt/fnrvalidator', cjs: true },
  { id: '@testing-library/dom', cjs: false },
  { id: 'shadow-dom-testing-library', cjs: false },
];

/** Only the packages installed (use-sync-external-store arrives with the form and signals libraries). */
const ENTRIES = CANDIDATES.filter(({ id }) => {
  try {
    require.resolve(id);
    return true;
  } catch {
    return false;
  }
});

const fileName = (id) => `${id.replace(/[^a-z0-9]+/gi, '_')}.js`;
const IDENT = /^[A-Za-z_$][\w$]*$/;

function entrySource({ id, cjs }) {
  const spec = JSON.stringify(id);
  if (!cjs) return `export * from ${spec};`;
  const names = Object.keys(require(id)).filter((name) => name !== 'default' && IDENT.test(name));
  return [
    `import * as ns from ${spec};`,
    `const mod = ns.default ?? ns;`,
    `export default mod;`,
    names.length ? `export const { ${names.join(', ')} } = mod;` : '',
  ].join('\n');
}

/** Maps `react-dom/client.js`, `use-sync-external-store/shim/index.js` … to their entry. */
function normalise(source) {
  return source.replace(/\.js$/, '').replace(/\/index$/, '');
}

export function prebundlePlugin({ mode = 'development' } = {}) {
  const files = new Map();
  const byId = new Map(ENTRIES.map((entry) => [entry.id, entry]));
  return {
    name: 'prebundle-commonjs',
    async serverStart() {
      const result = await build({
        entryPoints: Object.fromEntries(ENTRIES.map((e) => [fileName(e.id).slice(0, -3), `prebundle:${e.id}`])),
        bundle: true,
        splitting: true,
        format: 'esm',
        write: false,
        outdir: '/__prebundled__',
        target: 'es2022',
        define: { 'process.env.NODE_ENV': JSON.stringify(mode) },
        logLevel: 'silent',
        plugins: [
          {
            name: 'prebundle-entries',
            setup(b) {
              b.onResolve({ filter: /^prebundle:/ }, (args) => ({ path: args.path.slice(10), namespace: 'prebundle' }));
              b.onLoad({ filter: /.*/, namespace: 'prebundle' }, (args) => ({
                contents: entrySource(byId.get(args.path)),
                resolveDir: process.cwd(),
                loader: 'js',
              }));
            },
          },
        ],
      });
      for (const file of result.outputFiles) files.set(file.path, file.text);
    },
    serve(context) {
      const body = files.get(context.path);
      if (body !== undefined) return { body, type: 'js' };
      return undefined;
    },
    resolveImport({ source }) {
      const id = normalise(source);
      if (byId.has(id)) return `/__prebundled__/${fileName(id)}`;
      return undefined;
    },
  };
}
