// A rollup plugin for the public family's build (chooser and calculator, decision 0057): TanStack Form's
// array helpers become one stand-in that says so if ever called. The bank family keeps the ones its
// customer declaration calls (`keep`: adding and removing a row) and loses the others (decision 0086). `FormApi` and `FieldApi` assign them in
// their constructors (`this.pushFieldValue = (…) => {…}`), so rollup keeps them, and the metaHelper's
// array bookkeeping they call, in every element with a form, although the public family's forms have no
// list field (only the bank's customer declaration does: its build keeps them). About 1 kB gzip of the
// calculator's loan form chunk.
//
// The build fails if the library stops assigning one of them that way: revisit the list then.
import MagicString from 'magic-string';

const FORM_API = /[\\/]node_modules[\\/]@tanstack[\\/]form-core[\\/]dist[\\/]esm[\\/]FormApi\.js$/;
const FIELD_API = /[\\/]node_modules[\\/]@tanstack[\\/]form-core[\\/]dist[\\/]esm[\\/]FieldApi\.js$/;
const META_HELPER = /[\\/]node_modules[\\/]@tanstack[\\/]form-core[\\/]dist[\\/]esm[\\/]metaHelper\.js$/;

/** The helpers, by the module that assigns them. */
export const ARRAY_HELPERS = {
  FormApi: [
    'pushFieldValue',
    'insertFieldValue',
    'replaceFieldValue',
    'removeFieldValue',
    'swapFieldValues',
    'moveFieldValues',
    'clearFieldValues',
    'validateArrayFieldsStartingFrom',
  ],
  FieldApi: ['pushValue', 'insertValue', 'replaceValue', 'removeValue', 'swapValues', 'moveValue', 'clearValues'],
  /** The bookkeeping `metaHelper(form)` returns for them (`bumpArrayVersion` is also used elsewhere). */
  metaHelper: ['handleArrayMove', 'handleArrayRemove', 'handleArraySwap', 'handleArrayInsert'],
};

const STAND_IN = `() => { throw new Error('salgspant-elements: TanStack Form array helpers are not part of this build'); }`;

function visit(node, enter) {
  if (!node || typeof node.type !== 'string') return;
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) visit(child, enter);
    else if (value && typeof value.type === 'string') visit(value, enter);
  }
}

/**
 * Replaces the right side of `this.<name> = …`, and the value of a shorthand property `{ <name> }`, for
 * each name by the stand-in.
 * @param {string} code
 * @param {(code: string) => import('estree').Program} parse
 * @param {readonly string[]} names
 * @param {Record<string, string>} [others] further names, each with the code that replaces it
 * @returns {{ code: string, map: import('magic-string').SourceMap, missing: string[] }}
 */
export function replaceArrayHelpers(code, parse, names, others = {}) {
  const magic = new MagicString(code);
  const found = new Set();
  visit(parse(code), (node) => {
    if (
      node.type === 'AssignmentExpression' &&
      node.left.type === 'MemberExpression' &&
      node.left.object.type === 'ThisExpression' &&
      node.left.property.type === 'Identifier' &&
      (names.includes(node.left.property.name) || Object.hasOwn(others, node.left.property.name))
    ) {
      magic.overwrite(node.right.start, node.right.end, others[node.left.property.name] ?? STAND_IN);
      found.add(node.left.property.name);
    } else if (
      node.type === 'Property' &&
      node.shorthand &&
      node.key.type === 'Identifier' &&
      names.includes(node.key.name)
    ) {
      magic.overwrite(node.start, node.end, `${node.key.name}: ${STAND_IN}`);
      found.add(node.key.name);
    }
  });
  return {
    code: magic.toString(),
    map: magic.generateMap({ hires: true }),
    missing: [...names, ...Object.keys(others)].filter((name) => !found.has(name)),
  };
}

/**
 * The helpers the bank family's forms call (the declaration's rows: `pushFieldValue`, `removeFieldValue`,
 * `pushValue`, `removeValue`) and what those call in turn; every other helper is left out there too.
 */
export const ROW_HELPERS = [
  'pushFieldValue',
  'removeFieldValue',
  'validateArrayFieldsStartingFrom',
  'pushValue',
  'removeValue',
  'handleArrayRemove',
];

/**
 * @param {readonly string[]} [keep] helpers that stay (see {@link ROW_HELPERS}); by default none
 * @returns {import('rollup').Plugin}
 */
export function formWithoutArrays(keep = []) {
  const without = (names) => names.filter((name) => !keep.includes(name));
  return {
    name: 'salgspant-form-without-arrays',
    transform(code, id) {
      const names = FORM_API.test(id)
        ? without(ARRAY_HELPERS.FormApi)
        : FIELD_API.test(id)
          ? without(ARRAY_HELPERS.FieldApi)
          : META_HELPER.test(id)
            ? without(ARRAY_HELPERS.metaHelper)
            : null;
      if (!names) return null;
      const result = replaceArrayHelpers(code, (text) => this.parse(text), names);
      if (result.missing.length > 0) {
        this.error(
          `@tanstack/form-core no longer assigns ${result.missing.join(', ')} in ${id}: revisit formWithoutArrays`,
        );
      }
      return { code: result.code, map: result.map };
    },
  };
}
