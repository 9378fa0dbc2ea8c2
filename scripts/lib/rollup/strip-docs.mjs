// A rollup plugin that keeps the element specs' documentation out of the bundles. The specs
// (src/flows/*/*.element.ts, src/platform/element-spec.ts, src/platform/event-specs.ts) are the one
// source of the r2wc attribute mapping and of the custom-elements manifest (decision 0001); at run
// time an element needs only its tag, class name and its attributes' properties and types.
// Every `description`, `summary` and `default` property whose value is a string or a template without
// expressions, an attribute's `name`, the `events`, `parts` and `cssProperties` lists and the `example` object are left out
// (the property and its comma; decision 0057: `description: ''` left 15 bytes per attribute): the
// manifest, built from the sources, keeps them; pages do not download them.
import MagicString from 'magic-string';

const SPEC_MODULE =
  /[\\/]src[\\/](flows[\\/][^\\/]+[\\/][^\\/]+\.element|platform[\\/](element-spec|event-specs))\.ts$/;
const DOC_KEYS = new Set(['description', 'summary', 'default']);
/** The manifest's example of use (an object of attribute values). */
const DOC_OBJECTS = new Set(['example']);
const DOC_LISTS = new Set(['events', 'parts', 'cssProperties']);

function isPlainString(node) {
  return (
    (node.type === 'Literal' && typeof node.value === 'string') ||
    (node.type === 'TemplateLiteral' && node.expressions.length === 0)
  );
}

function keyOf(property) {
  return property.key.type === 'Identifier' ? property.key.name : property.key.value;
}

function walk(node, visit) {
  if (!node || typeof node.type !== 'string') return;
  if (visit(node) === 'skip') return;
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const child of value) walk(child, visit);
    else if (value && typeof value === 'object' && typeof value.type === 'string') walk(value, visit);
  }
}

/**
 * @param {string} code JavaScript
 * @param {(code: string) => import('estree').Program} parse
 * @returns {{ code: string, map: import('magic-string').SourceMap } | null}
 */
export function stripDocs(code, parse) {
  const magic = new MagicString(code);
  let changed = false;
  const dropped = new Set();
  walk(parse(code), (node) => {
    if (dropped.has(node)) return 'skip';
    if (node.type !== 'ObjectExpression') return undefined;
    const { properties } = node;
    const keys = properties.map((property) => property.type === 'Property' && !property.computed && keyOf(property));
    // An attribute's `name` (the manifest's): r2wc derives the attribute from `property` itself, and the
    // console check of the values reads the names r2wc observes (src/platform/element.tsx, decision 0096).
    const attribute = keys.includes('property') && keys.includes('type');
    properties.forEach((property, index) => {
      if (property.type !== 'Property' || property.computed) return;
      const key = keyOf(property);
      const drop =
        ((DOC_KEYS.has(key) || (attribute && key === 'name')) && isPlainString(property.value)) ||
        (DOC_LISTS.has(key) && (property.value.type === 'ArrayExpression' || property.value.type === 'Identifier')) ||
        (DOC_OBJECTS.has(key) && property.value.type === 'ObjectExpression');
      if (!drop) return;
      dropped.add(property);
      // The property and the comma after it (a trailing comma of the last one too: what stays before it
      // keeps its own comma, which JavaScript allows at the end).
      const next = properties[index + 1];
      const comma = /^\s*,/.exec(code.slice(property.end));
      magic.remove(property.start, next ? next.start : property.end + (comma ? comma[0].length : 0));
      changed = true;
    });
    return undefined;
  });
  return changed ? { code: magic.toString(), map: magic.generateMap({ hires: true }) } : null;
}

/** @returns {import('rollup').Plugin} */
export function stripSpecDocs() {
  return {
    name: 'salgspant-strip-spec-docs',
    transform(code, id) {
      if (!SPEC_MODULE.test(id)) return null;
      return stripDocs(code, (text) => this.parse(text));
    },
  };
}
