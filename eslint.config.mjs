// ESLint (flat config). Why these rules and how to read a finding: docs/decisions/0010-lint-and-format.md.
// Formatting is Prettier's job (`npm run format`); eslint-config-prettier, last, turns off every style
// rule that could disagree with it.
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import chaiFriendly from 'eslint-plugin-chai-friendly';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { defineConfig, globalIgnores } from 'eslint/config';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { layersPlugin } from './eslint/layers.mjs';

export default defineConfig([
  globalIgnores(['dist/', 'node_modules/', '.data/', '.test-results/']),

  {
    linterOptions: {
      // An eslint-disable comment that no longer silences anything is an error, not dead weight.
      reportUnusedDisableDirectives: 'error',
    },
  },

  // TypeScript: everything tsconfig.json covers (src, elements, demo, test, scripts), type-checked.
  {
    files: ['**/*.{ts,tsx}'],
    extends: [js.configs.recommended, tseslint.configs.strictTypeChecked, tseslint.configs.stylisticTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Numbers and booleans in a template literal read as they should ("3 år", "true"); objects,
      // arrays, null and undefined stay errors.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true, allowBoolean: true }],
      // node:test's describe/it return promises the runner itself awaits.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: [
            { from: 'package', package: 'node:test', name: ['describe', 'it', 'test', 'suite', 'before', 'after'] },
          ],
        },
      ],
      // `void promise` is how an event handler or effect says "fire and forget, errors handled inside".
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // `string[]` for simple element types, `Array<{ … }>` / `Array<A | B>` where `[]` would need parentheses.
      '@typescript-eslint/array-type': ['error', { default: 'array-simple' }],
      // An unused argument or binding is allowed when its name starts with "_" (a callback's signature).
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },

  // Layers (docs/architecture.md, decision 0046): imports only point down, and a flow uses another flow only
  // through what its index.ts exports. There are no exceptions: what two flows share lives in
  // src/flows/shared (the loan-flow core), and a type two layers need lives in the lower one.
  // The same block refuses an import cycle (import-x/no-cycle): a module that two others import in a ring
  // loads in an order that depends on which one a page asks for first.
  {
    files: ['src/**/*.{ts,tsx}', 'elements/**/*.ts'],
    plugins: { layers: layersPlugin, 'import-x': importX },
    settings: {
      // Imports name the `.js` a `.ts` or `.tsx` source compiles to (verbatimModuleSyntax, NodeNext style).
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.js'], extensionAlias: { '.js': ['.ts', '.tsx', '.js'] } }),
      ],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js'],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'layers/imports': ['error', { root: import.meta.dirname }],
    },
  },

  // One door to the form library (issue 33): a flow uses TanStack Form through src/ui/form (library.ts for
  // the few names it needs beside the layer's hooks), so the library and the build's patches to it are met
  // in one place.
  {
    files: ['src/flows/**/*.{ts,tsx}', 'elements/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@tanstack/*'],
              message:
                'A flow uses the form library through src/ui/form (library.ts; docs/architecture.md, "The form layer").',
            },
          ],
        },
      ],
    },
  },

  // React: the hooks rules (React 19 and the compiler's checks) and accessibility of the JSX.
  {
    files: ['**/*.tsx'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.strict],
    rules: {
      // A missing dependency is a bug, not a suggestion: fail the build like every other finding.
      'react-hooks/exhaustive-deps': 'error',
      // Strict, but with the recommended set's list of ARIA patterns that are right on a native element
      // (e.g. <fieldset role="radiogroup"> keeps its <legend> as the group's name).
      'jsx-a11y/no-noninteractive-element-to-interactive-role':
        jsxA11y.flatConfigs.recommended.rules['jsx-a11y/no-noninteractive-element-to-interactive-role'],
    },
  },

  // Plain JavaScript: the Node scripts and configs (*.mjs) and the demo pages' browser scripts.
  {
    files: ['**/*.{js,mjs}'],
    extends: [js.configs.recommended],
    languageOptions: { ecmaVersion: 'latest', sourceType: 'module', globals: globals.node },
  },
  {
    files: ['demo/pages/assets/*.js'],
    languageOptions: { globals: globals.browser },
  },
  {
    // Loaded with a classic <script> (it must run before any module on the strict-CSP page, or, in the app
    // simulator's web view, before the element's module).
    files: ['demo/pages/assets/csp-watch.js', 'demo/pages/assets/app-webview.js'],
    languageOptions: { sourceType: 'script' },
  },
  {
    // The bench's probes are functions Playwright runs inside the page: they see the browser's globals.
    files: ['scripts/bench.mjs', 'scripts/lib/bench-probes.mjs', 'scripts/lib/bench-scenarios.mjs'],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
  },

  // Browser tests: chai's property assertions (`expect(x).to.exist`) are expressions by design; the
  // chai-friendly variant of no-unused-expressions allows exactly those and still flags any other.
  {
    files: ['test/**/*.{ts,tsx}'],
    plugins: { 'chai-friendly': chaiFriendly },
    rules: {
      '@typescript-eslint/no-unused-expressions': 'off',
      'chai-friendly/no-unused-expressions': 'error',
      // `() => {}` is how a test hands a component a callback it does not observe.
      '@typescript-eslint/no-empty-function': ['error', { allow: ['arrowFunctions'] }],
    },
  },

  prettier,
]);
