// The picture in docs/architecture.md, drawn from the code's own imports so that it cannot drift: every
// module under src/ and elements/ belongs to a node (a layer, or one flow, or the flows' shared core), and
// an arrow says that some module of one node imports a module of the other. A dashed arrow is an import
// that only happens on demand (`import()`, the lazy parts). `npm run docs` rewrites the picture;
// test/node/architecture.test.mjs fails when the document and the code disagree.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** The nodes, top to bottom, in the order of the layers (eslint/layers.mjs). */
const LAYER_ORDER = ['elements', 'flows', 'api', 'ui', 'platform', 'schemas', 'config', 'domain', 'texts'];

function sources(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

/** The node of a file: `elements`, `flows/<flow>`, or the layer under src/; null outside them. */
export function nodeOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'elements') return 'elements';
  if (parts[0] !== 'src' || parts.length < 3) return null;
  if (parts[1] === 'flows') return parts.length > 3 ? `flows/${parts[2]}` : 'flows';
  return LAYER_ORDER.includes(parts[1]) ? parts[1] : null;
}

/** Every relative import of a module: `{ spec, lazy }`, lazy for `import('…')`. */
function importsOf(code) {
  const found = [];
  for (const [, spec] of code.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?\sfrom\s+'(\.[^']+)'/g)) {
    found.push({ spec, lazy: false });
  }
  for (const [, spec] of code.matchAll(/(?:^|\n)\s*import\s+'(\.[^']+)'/g)) found.push({ spec, lazy: false });
  for (const [, spec] of code.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g)) found.push({ spec, lazy: true });
  return found;
}

/**
 * The graph of the nodes: `Map<"from -> to", "static" | "lazy">` (static when any import between the two
 * is static).
 */
export function importGraph(root) {
  const edges = new Map();
  const files = [...sources(path.join(root, 'src')), ...sources(path.join(root, 'elements'))];
  for (const file of files) {
    const from = nodeOf(root, file);
    if (!from) continue;
    for (const { spec, lazy } of importsOf(readFileSync(file, 'utf8'))) {
      const to = nodeOf(root, path.resolve(path.dirname(file), spec));
      if (!to || to === from) continue;
      const key = `${from} -> ${to}`;
      if (!lazy || !edges.has(key)) edges.set(key, lazy && edges.get(key) !== 'static' ? 'lazy' : 'static');
    }
  }
  return edges;
}

const rank = (node) => LAYER_ORDER.indexOf(node.split('/')[0]);
const id = (node) => node.replace(/[^a-z0-9]/gi, '_');
/** Layer order; within the flows, alphabetical with the shared core last. */
function byLayer(a, b) {
  if (a === b) return 0;
  return rank(a) - rank(b) || (a === 'flows/shared' ? 1 : b === 'flows/shared' ? -1 : a < b ? -1 : 1);
}

/** The Mermaid flowchart of {@link importGraph}, sorted so that the same code always gives the same text. */
export function architectureDiagram(root) {
  const edges = importGraph(root);
  const nodes = new Set([...edges.keys()].flatMap((key) => key.split(' -> ')));
  const lines = ['```mermaid', 'flowchart TD'];
  for (const node of [...nodes].sort(byLayer)) lines.push(`  ${id(node)}["${node}"]`);
  const sorted = [...edges.entries()].sort(([a], [b]) => {
    const [fa, ta] = a.split(' -> ');
    const [fb, tb] = b.split(' -> ');
    return byLayer(fa, fb) || byLayer(ta, tb);
  });
  for (const [key, kind] of sorted) {
    const [from, to] = key.split(' -> ');
    lines.push(`  ${id(from)} ${kind === 'lazy' ? '-.->' : '-->'} ${id(to)}`);
  }
  lines.push('```');
  return lines.join('\n');
}

const START = '<!-- architecture:imports -->';
const END = '<!-- /architecture:imports -->';

/** The document with its picture replaced by the one the code draws now. */
export function withDiagram(doc, root) {
  const start = doc.indexOf(START);
  const end = doc.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/architecture.md: no ${START} … ${END} block`);
  return `${doc.slice(0, start + START.length)}\n\n${architectureDiagram(root)}\n\n${doc.slice(end)}`;
}
