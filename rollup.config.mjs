// Builds the browser bundles into dist/:
//   dist/index.js                    side-effect-free public API (no element registered, no DOM touched)
//   dist/texts.js                    the Norwegian texts and their helpers (side-effect free)
//   dist/elements/<tag>.js           registers one element
//   dist/define-all.js               registers every element when the page first uses its tag
//   dist/chunks/runtime*.js          React, react-dom's client and r2wc, built on their own and shared by
//                                    every element of every family (loaded once per page)
//   dist/chunks/<family>-*.js        code shared by the elements of one family, and parts loaded on demand
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { minifyCss } from './scripts/lib/rollup-minify-css.mjs';
import { productionAliases, requiresReactExports } from './scripts/lib/rollup/production-aliases.mjs';
import { pureSchemas } from './scripts/lib/rollup/pure-schemas.mjs';
import { formWithoutArrays, ROW_HELPERS } from './scripts/lib/rollup/form-without-arrays.mjs';
import { externalRuntime, requireReturnsDefault, runtimeEntry, runtimeInput } from './scripts/lib/rollup/runtime.mjs';
import { stripSpecDocs } from './scripts/lib/rollup/strip-docs.mjs';
import { zodWithoutUnusedMethods } from './scripts/lib/rollup/zod-unused-methods.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** One entry per `elements/<tag>.define.ts`. */
const elementEntries = Object.fromEntries(
  readdirSync(new URL('./elements/', import.meta.url))
    .filter((file) => file.endsWith('.define.ts'))
    .map((file) => [`elements/${file.slice(0, -'.define.ts'.length)}`, `elements/${file}`]),
);

/**
 * Calls that build values without side effects: zod/mini's schema constructors. Marking them pure lets
 * rollup drop every schema an element never uses, although the schema modules declare them all. And
 * `defineMessage` (src/texts/messages.ts): a message's default text stays only in the bundles that use
 * the message (its one effect, registering the text, matters only to them).
 */
const PURE_FUNCTIONS = ['z', 'defineMessage'];

/**
 * The plugins every build shares. The elements' builds also strip the specs' documentation, import
 * React from the shared runtime and leave out the zod methods no element calls.
 */
function plugins({ docs, runtime, formArrays = true }) {
  return [
    ...(formArrays === true ? [] : [formWithoutArrays(formArrays === false ? [] : formArrays)]),
    ...(runtime === 'external' ? [externalRuntime('dist')] : runtime === 'entries' ? [runtimeEntry()] : []),
    ...(runtime === 'external' ? [zodWithoutUnusedMethods()] : []),
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __SALGSPANT_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    productionAliases(),
    nodeResolve({ browser: true }),
    commonjs({ requireReturnsDefault: (id) => requireReturnsDefault(id) || requiresReactExports(id) }),
    typescript({
      tsconfig: './tsconfig.json',
      include: ['src/**/*', 'elements/**/*'],
      compilerOptions: { noEmit: false, declaration: false, sourceMap: true, types: [] },
    }),
    // The public API keeps every schema it exports: only the elements' builds drop unused ones whole.
    pureSchemas({ whole: runtime !== 'none' }),
    ...(docs ? [] : [stripSpecDocs()]),
    minifyCss(),
    terser({
      module: true,
      ecma: 2022,
      format: { comments: false },
      compress: { passes: 3, pure_getters: true, unsafe_arrows: true },
    }),
  ];
}

function onwarn(warning, warn) {
  // React's CommonJS marks itself with "use client"; rollup reports and ignores the directive.
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

/**
 * Modules without side effects that rollup cannot see as such: @navikt/fnrvalidator is CommonJS, and
 * its wrapper would run (and be bundled) in every element that imports the schemas, even one that never
 * checks a national id.
 */
const PURE_MODULES = /[\\/]node_modules[\\/]@navikt[\\/]fnrvalidator[\\/]/;

const treeshake = {
  moduleSideEffects: (id, external) => !external && !PURE_MODULES.test(id),
  manualPureFunctions: PURE_FUNCTIONS,
};

/**
 * Element families: elements built together share their chunks (one React per page, however many of
 * them it loads). Rollup places code by module, and a module shared by two elements carries every export
 * either uses, so an element built with the whole bank would download the others' use of zod, the UI kit
 * and the schemas. The public elements a dealer embeds (chooser and calculator) are therefore built apart
 * from the logged-in bank's flows (decision 0023); `define-all` loads them from those builds' entries.
 */
const PUBLIC_FAMILY = ['elements/salgspant-vehicle-chooser', 'elements/salgspant-calculator'];
/**
 * `<salgspant-app>` renders every flow in its own tree, each route's view fetched on demand: built with the
 * bank family, its views would share (and split) that family's chunks, and each bank element would pay for
 * the extra chunk boundaries. A page runs the app alone, so it is a family of its own (decision 0029).
 */
const APP_FAMILY = ['elements/salgspant-app'];
const families = [
  // No form of the public family has a list field: its build leaves out TanStack Form's array helpers.
  { name: 'public', input: pick(elementEntries, (name) => PUBLIC_FAMILY.includes(name)), formArrays: false },
  {
    name: 'bank',
    input: pick(elementEntries, (name) => !PUBLIC_FAMILY.includes(name) && !APP_FAMILY.includes(name)),
    // The declaration adds and removes rows; no form moves, swaps, inserts or clears them.
    formArrays: ROW_HELPERS,
  },
  { name: 'app', input: pick(elementEntries, (name) => APP_FAMILY.includes(name)) },
].filter((family) => Object.keys(family.input).length > 0);

/**
 * `define-all` loads each element from its own entry file when the page first uses the tag (decision
 * 0033): its `import('./<tag>.define.js')` stays an import of the built `./elements/<tag>.js`, so it
 * bundles no element and shares every file with pages that load the elements one by one.
 */
function elementEntriesExternal() {
  return {
    name: 'element-entries-external',
    resolveId(source, importer) {
      const match = /^\.\/([\w-]+)\.define\.js$/.exec(source);
      if (!match || !importer?.endsWith('define-all.ts')) return null;
      if (!(`elements/${match[1]}` in elementEntries)) return null;
      // A relative id returned as external is kept unchanged in the output.
      return { id: `./elements/${match[1]}.js`, external: true };
    },
  };
}

/**
 * Chunk file names `chunks/<prefix>-<module name>-<hash>.js`, except the tax-number validators of
 * `stdnum`, one chunk each (about 140, loaded on demand by the country): named `chunks/<prefix>-<hash>.js`.
 * Their names appear only in the dynamic imports of the tax-number table, where every `-nipt`, `-vat` or
 * `-cuit` was 0.4 kB of gzip in the public API's first visit (decision 0101).
 */
function chunkFileNames(prefix) {
  return (chunk) =>
    chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => STDNUM.test(id))
      ? `chunks/${prefix}-[hash].js`
      : `chunks/${prefix}-[name]-[hash].js`;
}
const STDNUM = /[\\/]node_modules[\\/]stdnum[\\/]/;

function pick(entries, keep) {
  return Object.fromEntries(Object.entries(entries).filter(([name]) => keep(name)));
}

/** One build per element family. */
function familyBuild({ name, input, formArrays = true }) {
  return {
    input,
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: chunkFileNames(name),
      sourcemap: true,
    },
    preserveEntrySignatures: 'strict',
    treeshake,
    plugins: plugins({ docs: false, runtime: 'external', formArrays }),
    onwarn,
  };
}

export default [
  // The shared runtime first: the families' builds read the names of its files.
  {
    input: runtimeInput,
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: 'chunks/[name]-[hash].js',
      chunkFileNames: 'chunks/runtime-[name]-[hash].js',
      sourcemap: true,
    },
    preserveEntrySignatures: 'strict',
    treeshake,
    plugins: plugins({ docs: true, runtime: 'entries' }),
    onwarn,
  },
  ...families.map(familyBuild),
  {
    input: { 'define-all': 'elements/define-all.ts' },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/define-all-[name]-[hash].js',
      sourcemap: true,
    },
    preserveEntrySignatures: 'strict',
    treeshake,
    plugins: [elementEntriesExternal(), ...plugins({ docs: false, runtime: 'none' })],
    onwarn,
  },
  // The side-effect-free public API, built apart: were it in the elements' build, every schema and
  // client method it exports would land in chunks the elements import, and pages would download them.
  {
    input: { index: 'src/index.ts' },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: chunkFileNames('index'),
      sourcemap: true,
    },
    preserveEntrySignatures: 'strict',
    treeshake,
    plugins: plugins({ docs: true, runtime: 'none' }),
    onwarn,
  },
  // The texts on their own, one file: built with the package root, the catalogue was split into the
  // chunks the two entries share (the rules' messages live beside the schemas), and each file was
  // compressed apart.
  {
    input: { texts: 'src/texts/index.ts' },
    output: { dir: 'dist', format: 'es', entryFileNames: '[name].js', sourcemap: true },
    preserveEntrySignatures: 'strict',
    treeshake,
    plugins: plugins({ docs: true, runtime: 'none' }),
    onwarn,
  },
];
