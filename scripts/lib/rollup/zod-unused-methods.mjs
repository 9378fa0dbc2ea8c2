// A rollup plugin for the elements' builds: zod/mini's schema methods that no element calls leave the
// bundles. `ZodMiniType` gives every schema its methods through one object (zod/v4/mini/schemas.js), so
// rollup keeps them all, and with `parseAsync` and `safeParseAsync` the async parse of zod's core, in
// every element's first visit, although the elements parse synchronously (`parse`, `safeParse`, and the
// form layer's `~standard.validate`, decision 0061). About 0.1 kB gzip of the calculator's first visit.
//
// The public API's build (dist/index.js) keeps zod as it is: its schemas are the package's to callers.
// `test/node/zod-unused-methods.test.mjs` fails when a source calls one of them, and the build fails if
// zod stops declaring one of them there: revisit the list then.
import MagicString from 'magic-string';

const MINI_SCHEMAS = /[\\/]node_modules[\\/]zod[\\/]v4[\\/]mini[\\/]schemas\.js$/;

/** The methods of `ZodMiniType` the elements never call. */
export const UNUSED_METHODS = ['parseAsync', 'safeParseAsync', 'brand', 'register'];

function visit(node, enter) {
  if (!node || typeof node.type !== 'string') return;
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) visit(child, enter);
    else if (value && typeof value.type === 'string') visit(value, enter);
  }
}

/**
 * Removes the named methods from the object of methods `ZodMiniType` is made with (the third argument
 * of its `$constructor(…)` call).
 *
 * @param {string} code zod/v4/mini/schemas.js
 * @param {(code: string) => import('estree').Program} parse
 * @param {readonly string[]} names
 * @returns {{ code: string, map: import('magic-string').SourceMap, missing: string[] }}
 */
export function removeUnusedMethods(code, parse, names = UNUSED_METHODS) {
  const output = new MagicString(code);
  const found = new Set();
  visit(parse(code), (node) => {
    if (node.type !== 'VariableDeclarator' || node.id.name !== 'ZodMiniType') return;
    const methods = node.init?.type === 'CallExpression' ? node.init.arguments[2] : undefined;
    if (methods?.type !== 'ObjectExpression') return;
    methods.properties.forEach((property, index) => {
      const name = property.key?.name;
      if (!names.includes(name)) return;
      found.add(name);
      // The property and the comma after it (up to the next property; the last one, up to its comma).
      const next = methods.properties[index + 1];
      const comma = /^\s*,/.exec(code.slice(property.end))?.[0].length ?? 0;
      output.remove(property.start, next ? next.start : property.end + comma);
    });
  });
  return {
    code: output.toString(),
    map: output.generateMap({ hires: true }),
    missing: names.filter((name) => !found.has(name)),
  };
}

/** @returns {import('rollup').Plugin} */
export function zodWithoutUnusedMethods() {
  return {
    name: 'salgspant-zod-without-unused-methods',
    transform(code, id) {
      if (!MINI_SCHEMAS.test(id)) return null;
      const result = removeUnusedMethods(code, (text) => this.parse(text));
      if (result.missing.length > 0)
        this.error(`zod's ZodMiniType no longer declares ${result.missing.join(', ')}: revisit zod-unused-methods`);
      return { code: result.code, map: result.map };
    },
  };
}
