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

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

/** One entry per `elements/<tag>.define.ts`. */
const elementEntries = Object.fromEntries(
  readdirSync(new URL('./elements/', import.meta.url))
    .filter((file) => file.endsWith('.define.ts'))
    .map((file) => [`elements/${file.slice(0, -'.define.ts'.length)}`, `elements/${file}`]),
);

/** Modules of the shared runtime chunk: one React per page, however many elements it loads. */
const RUNTIME = /[\\/]node_modules[\\/](react|react-dom|scheduler|@r2wc)[\\/]/;

export default {
  input: {
    index: 'src/index.ts',
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
  treeshake: { moduleSideEffects: (id, external) => !external },
  plugins: [
    replace({
      preventAssignment: true,
      values: {
        'process.env.NODE_ENV': JSON.stringify('production'),
        __SALGSPANT_VERSION__: JSON.stringify(pkg.version),
      },
    }),
    nodeResolve({ browser: true }),
    commonjs(),
    typescript({
      tsconfig: './tsconfig.json',
      include: ['src/**/*', 'elements/**/*'],
      compilerOptions: { noEmit: false, declaration: false, sourceMap: true, types: [] },
    }),
    minifyCss(),
    terser({ format: { comments: false } }),
  ],
  onwarn(warning, warn) {
    // React's CommonJS marks itself with "use client"; rollup reports and ignores the directive.
    if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
    warn(warning);
  },
};
