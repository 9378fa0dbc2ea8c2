// Builds the browser bundles into dist/:
//   dist/index.js                    side-effect-free public API (no element registered, no DOM touched)
//   dist/elements/<tag>.js           registers one element
//   dist/define-all.js               registers every element
//   dist/chunks/runtime-<hash>.js    React, react-dom and r2wc, shared by every element (loaded once)
//   dist/chunks/*.js                 other shared code
import commonjs from '@rollup/plugin-commonjs';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import terser from '@rollup/plugin-terser';
import typescript from '@rollup/plugin-typescript';
import { readdirSync, readFileSync } from 'node:fs';
import { minifyCss } from './scripts/lib/rollup-minify-css.mjs';
import { productionAliases } from './scripts/lib/rollup/production-aliases.mjs';
import { pureSchemas } from './scripts/lib/rollup/pure-schemas.mjs';
import { stripSpecDocs } from './scripts/lib/rollup/strip-docs.mjs';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** One entry per `elements/<tag>.define.ts`. */
const elementEntries = Object.fromEntries(
  readdirSync(new URL('./elements/', import.meta.url))
    .filter((file) => file.endsWith('.define.ts'))
    .map((file) => [`elements/${file.slice(0, -'.define.ts'.length)}`, `elements/${file}`]),
);

/** Modules of the shared runtime chunk: one React per page, however many elements it loads. */
const RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/;

/**
 * Calls that build values without side effects: zod/mini's schema constructors. Marking them pure lets
 * rollup drop every schema an element never uses, although the schema modules declare them all.
 */
const PURE_FUNCTIONS = ['z'];

/** The plugins both builds share; the elements' build also strips the specs' documentation. */
function plugins({ docs }) {
  return [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __SALGSPANT_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    productionAliases(),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      include: ['src/**/*', 'elements/**/*'],
      compilerOptions: { noEmit: false, declaration: false, sourceMap: true, types: [] },
    }),
    pureSchemas(),
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

export default [
  // The elements: what pages load. They share chunks (one React per page, however many elements).
  {
    input: {
      'define-all': 'elements/define-all.ts',
      ...elementEntries,
    },
    output: {
      dir: 'dist',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
      manualChunks(id) {
        if (RUNTIME.test(id)) return 'runtime';
        return undefined;
      },
    },
    preserveEntrySignatures: 'strict',
    treeshake,
    plugins: plugins({ docs: false }),
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
      chunkFileNames: 'chunks/index-[name]-[hash].js',
      sourcemap: true,
    },
    preserveEntrySignatures: 'strict',
    treeshake,
    plugins: plugins({ docs: true }),
    onwarn,
  },
];
