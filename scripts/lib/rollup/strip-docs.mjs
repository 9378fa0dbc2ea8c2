// A rollup plugin that keeps the element specs' documentation out of the bundles. The specs
// (src/flows/*/*.element.ts, src/platform/element-spec.ts, src/platform/event-specs.ts) are the one
// source of the r2wc attribute mapping and of the custom-elements manifest (decision 0001); at run
// time an element needs only its attributes' names, properties and types. Every `description` and
// `summary` property whose value is a string or a template without expressions becomes `''`, and the
// `events`, `parts` and `cssProperties` lists become `[]`: the manifest, built from the sources, keeps
// them; pages do not download them.
import MagicString from 'magic-string';

const SPEC_MODULE =
  /[\\/]src[\\/](flows[\\/][^\\/]+[\\/][^\\/]+\.element|platform[\\/](element-spec|event-specs))\.ts$/;
const DOC_KEYS = new Set(['description', 'summary']);
const DOC_LISTS = new Set(['events', 'parts', 'cssProperties']);

function isPlainString(node) {
  return (
    (node.type === 'Literal' && typeof node.value === 'string') ||
    (node.type === 'TemplateLiteral' && node.expressions.length === 0)
  );
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
  walk(parse(code), (node) => {
    if (node.type !== 'Property' || node.computed) return undefined;
    const key = node.key.type === 'Identifier' ? node.key.name : node.key.value;
    if (DOC_KEYS.has(key) && isPlainString(node.value)) {
      magic.overwrite(node.value.start, node.value.end, "''");
      changed = true;
    } else if (DOC_LISTS.has(key) && (node.value.type === 'ArrayExpression' || node.value.type === 'Identifier')) {
      magic.overwrite(node.value.start, node.value.end, '[]');
      changed = true;
      return 'skip';
    }
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
