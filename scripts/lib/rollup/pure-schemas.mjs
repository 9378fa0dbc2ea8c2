// A rollup plugin that marks the schema modules' top-level values as pure. `src/schemas/*.ts` declare
// every schema of both services with zod/mini (`z.object({…}).check(…)`); rollup sees zod's
// constructors as pure (treeshake.manualPureFunctions) but not a method called on what they return, so
// an unused schema with a `.check()` would stay in every bundle. Each top-level `const` initialised by
// a call is built in a `/*#__PURE__*/` arrow call (`/*#__PURE__*/ (() => z.object({…}))()`), and each top-level helper function (`kronerUpTo`,
// `envelope`) a `/*#__NO_SIDE_EFFECTS__*/` one: building a schema has no effect but the value, so an
// element keeps only the schemas of its own calls. (Without the second, an unused schema whose fields
// call a helper would leave those calls, and every schema they name, behind.)
import MagicString from 'magic-string';

const SCHEMA_MODULE = /[\\/]src[\\/]schemas[\\/][^\\/]+\.ts$/;

/**
 * @param {string} code JavaScript
 * @param {(code: string) => import('estree').Program} parse
 * @param {{ whole?: boolean }} [options] `whole: false` marks the outer call only (a build that keeps
 *   every schema, such as the public API's, where the arrow calls cost bytes and drop nothing)
 */
export function annotatePureSchemas(code, parse, { whole = true } = {}) {
  const magic = new MagicString(code);
  let changed = false;
  for (const statement of parse(code).body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type === 'FunctionDeclaration') {
      magic.appendLeft(declaration.start, '/*#__NO_SIDE_EFFECTS__*/ ');
      changed = true;
      continue;
    }
    if (declaration?.type !== 'VariableDeclaration') continue;
    for (const declarator of declaration.declarations) {
      const init = declarator.init;
      if (init?.type === 'CallExpression') {
        // The whole initialiser inside a pure arrow call: an unused schema goes with its fields. A pure
        // annotation on the outer call alone would leave its arguments that rollup cannot prove pure
        // (`z.int().check(…)`: a method call) behind, and with them every schema they name.
        magic.appendLeft(init.start, whole ? '/*#__PURE__*/ (() => ' : '/*#__PURE__*/ ');
        if (whole) magic.appendRight(init.end, ')()');
        changed = true;
      } else if (
        (init?.type === 'ArrowFunctionExpression' || init?.type === 'FunctionExpression') &&
        declaration.declarations.length === 1
      ) {
        magic.appendLeft(declaration.start, '/*#__NO_SIDE_EFFECTS__*/ ');
        changed = true;
      }
    }
  }
  return changed ? { code: magic.toString(), map: magic.generateMap({ hires: true }) } : null;
}

/**
 * @param {{ whole?: boolean }} [options] see {@link annotatePureSchemas}
 * @returns {import('rollup').Plugin}
 */
export function pureSchemas(options) {
  return {
    name: 'salgspant-pure-schemas',
    transform(code, id) {
      if (!SCHEMA_MODULE.test(id)) return null;
      return annotatePureSchemas(code, (text) => this.parse(text), options);
    },
  };
}
