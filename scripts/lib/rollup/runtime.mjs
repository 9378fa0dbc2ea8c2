// The shared runtime: React, react-dom's client and r2wc, built once into one file and loaded once per
// page, whichever element families the page loads (decision 0023).
//
// The elements are built in families (rollup.config.mjs). Were React part of each family's build, a page
// with elements of two families would download and run two Reacts. So React is built on its own, into
// `dist/chunks/runtime-<hash>.js`, and every family imports it as an external module:
//
// - `runtimeEntry()` is the runtime build's plugin: one virtual entry re-exporting every production
//   export of the package entry points below under a short name (React's packages are CommonJS, so the
//   names are read from their production builds). One file, because each file is compressed on its own:
//   a runtime split per package costs about 2 kB gzip more.
// - `externalRuntime(dir)` is a family build's plugin: each of those package ids becomes a small facade
//   module that imports the short names from the runtime file and exports them under their own names.
//   The runtime is an external module with a placeholder id that each output file gets as its own
//   relative path (rollup would make an absolute id relative to the modules' common folder, not to dist/).
//   A module importing a part of React's packages that the runtime does not offer fails the build.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import MagicString from 'magic-string';

const require = createRequire(import.meta.url);

function cjsNames(pkg, file) {
  const dir = path.dirname(require.resolve(`${pkg}/package.json`));
  return Object.keys(require(path.join(dir, file)));
}

/** Package entry point → the short-name prefix and the names it exports in production. */
const ENTRY_POINTS = {
  react: { prefix: 'r', names: cjsNames('react', 'cjs/react.production.js') },
  'react/jsx-runtime': { prefix: 'j', names: cjsNames('react', 'cjs/react-jsx-runtime.production.js') },
  'react-dom/client': { prefix: 'd', names: cjsNames('react-dom', 'cjs/react-dom-client.production.js') },
  '@r2wc/react-to-web-component': { prefix: 'w', names: [] },
};

/** Package id → [exported name, short name][], `default` first. */
const EXPORTS = Object.fromEntries(
  Object.entries(ENTRY_POINTS).map(([id, { prefix, names }]) => [
    id,
    ['default', ...names.filter((name) => name !== 'default' && /^[A-Za-z_$][\w$]*$/.test(name))].map((name, index) => [
      name,
      `${prefix}${index}`,
    ]),
  ]),
);

/** Package ids that belong to the runtime: importing any other part of them from a family is an error. */
const RUNTIME_PACKAGE = /^(react|react-dom|scheduler|@r2wc\/[^/]+)(\/.*)?$/;

const ENTRY = '\0salgspant-runtime';
const FACADE = '\0salgspant-runtime-facade:';
const MANIFEST = 'chunks/runtime.json';
const PLACEHOLDER = 'salgspant-elements:shared-runtime';

/**
 * The commonjs plugin's `requireReturnsDefault` for the families' builds: a CommonJS module of theirs
 * that calls `require('react')` (use-sync-external-store's `with-selector`, under TanStack's store)
 * gets the facade's `default`, which is React's own `module.exports` object, as in Node. Left to the
 * plugin's default, the require answered a namespace object the plugin builds of every React export
 * (45 names, frozen) with its interop helper, in every chunk with a form (decision 0101).
 *
 * @param {string} id the required module's resolved id
 * @returns {boolean}
 */
export function requireReturnsDefault(id) {
  return CJS_FACADES.has(id);
}

/** The facades whose `default` is a CommonJS package's `module.exports` (not r2wc: it is an ES module). */
const CJS_FACADES = new Set(['react', 'react/jsx-runtime', 'react-dom/client'].map((pkg) => `${FACADE}${pkg}`));

/** The runtime build's input. */
export const runtimeInput = { runtime: ENTRY };

/**
 * The runtime build's plugin: its virtual entry, and `chunks/runtime.json` naming the file it wrote.
 * @returns {import('rollup').Plugin}
 */
export function runtimeEntry() {
  return {
    name: 'salgspant-runtime-entry',
    resolveId(source) {
      return source === ENTRY ? ENTRY : null;
    },
    load(id) {
      if (id !== ENTRY) return null;
      return Object.entries(EXPORTS)
        .map(
          ([pkg, names]) =>
            `export { ${names.map(([name, short]) => `${name} as ${short}`).join(', ')} } from '${pkg}';`,
        )
        .join('\n');
    },
    generateBundle(options, bundle) {
      const entry = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId === ENTRY);
      if (!entry) this.error('the runtime build wrote no runtime file');
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      if (chunks.length !== 1) this.error(`the runtime must be one file, the build wrote ${chunks.length}`);
      this.emitFile({ type: 'asset', fileName: MANIFEST, source: `${JSON.stringify({ file: entry.fileName })}\n` });
    },
  };
}

/**
 * A family build's plugin: React's packages resolve to facades of the runtime file in `dir` (dist/).
 * @param {string} dir
 * @returns {import('rollup').Plugin}
 */
export function externalRuntime(dir) {
  let runtimeFile = '';
  return {
    name: 'salgspant-external-runtime',
    buildStart() {
      runtimeFile = JSON.parse(readFileSync(path.join(dir, MANIFEST), 'utf8')).file;
    },
    resolveId(source, importer) {
      if (source === PLACEHOLDER) return { id: PLACEHOLDER, external: true };
      if (source.startsWith(FACADE)) return source;
      if (!RUNTIME_PACKAGE.test(source)) return null;
      if (!(source in EXPORTS)) {
        this.error(
          `${source} (imported by ${importer ?? 'an entry'}) is not offered by the shared runtime: add it to ENTRY_POINTS in scripts/lib/rollup/runtime.mjs`,
        );
      }
      return `${FACADE}${source}`;
    },
    load(id) {
      if (!id.startsWith(FACADE)) return null;
      const names = EXPORTS[id.slice(FACADE.length)];
      return `export { ${names.map(([name, short]) => `${short} as ${name}`).join(', ')} } from '${PLACEHOLDER}';`;
    },
    renderChunk(code, chunk) {
      if (!chunk.imports.includes(PLACEHOLDER)) return null;
      let relative = path.posix.relative(path.posix.dirname(chunk.fileName), runtimeFile);
      if (!relative.startsWith('.')) relative = `./${relative}`;
      const output = new MagicString(code);
      const pattern = new RegExp(`(["'])${PLACEHOLDER}\\1`, 'g');
      for (const match of code.matchAll(pattern)) {
        output.overwrite(match.index, match.index + match[0].length, JSON.stringify(relative));
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
