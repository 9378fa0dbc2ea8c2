// The layer rule of docs/architecture.md as an ESLint rule (decision 0046):
//   elements → flows → (api, ui) → platform → (schemas, config) → (domain, texts)
// An import may only point down (or stay in its own layer), and a flow imports another flow only
// through what that flow's index.ts re-exports (its public surface); what two flows share lives in
// src/flows/shared or lower. Relative imports are resolved by path alone (the `.js` of an import names
// a `.ts` file), so the rule needs no module resolver.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Rank of each layer: an import may go to the same rank or lower, never higher. */
export const LAYER_RANKS = {
  elements: 6,
  flows: 5,
  api: 4,
  ui: 4,
  platform: 3,
  schemas: 2,
  config: 2,
  domain: 1,
  texts: 1,
};

/** The layer of a file: `elements/…` at the root, `src/<layer>/…`; null for anything else. */
function layerOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] === 'elements') return 'elements';
  if (parts[0] === 'src' && parts.length > 2 && parts[1] in LAYER_RANKS) return parts[1];
  return null;
}

/** The flow a file under src/flows/ belongs to, with its path inside the flow. */
function flowOf(root, file) {
  const parts = path.relative(root, file).split(path.sep);
  if (parts[0] !== 'src' || parts[1] !== 'flows' || parts.length < 4) return null;
  return { flow: parts[2], inner: parts.slice(3).join('/') };
}

const publicSurfaces = new Map();
/** The modules a flow's index.ts re-exports (paths inside the flow, without extension). */
function publicSurfaceOf(root, flow) {
  if (!publicSurfaces.has(flow)) {
    const index = path.join(root, 'src', 'flows', flow, 'index.ts');
    const names = new Set(['index']);
    if (existsSync(index)) {
      for (const [, spec] of readFileSync(index, 'utf8').matchAll(/from\s+'(\.\/[^']+)'/g)) {
        names.add(path.posix.normalize(spec).replace(/\.(js|ts|tsx)$/, ''));
      }
    }
    publicSurfaces.set(flow, names);
  }
  return publicSurfaces.get(flow);
}

/** Packages the pure layers never import (no React or DOM state in domain, schemas, texts). */
const UI_PACKAGES = /^(react|react-dom|@preact\/signals-react|@tanstack\/react-form|@r2wc\/)/;

/** @type {import('eslint').Rule.RuleModule} */
export const layersRule = {
  meta: {
    type: 'problem',
    docs: { description: 'Imports only point down the layers; a flow uses another flow only through its index.ts' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string' },
        },
        additionalProperties: false,
      },
    ],
    messages: {
      upward:
        '{{from}} may not import {{to}}: imports only point down the layers (elements → flows → api, ui → platform → schemas, config → domain, texts; docs/architecture.md).',
      flowInternal:
        "A flow may not import another flow's internals ({{target}}): import what its index.ts exports, or move the shared code to src/flows/shared or lower (docs/architecture.md).",
      uiPackage: '{{from}} is pure: it may not import {{name}}.',
    },
  },
  create(context) {
    const options = context.options[0] ?? {};
    const root = options.root ?? context.cwd;
    const file = context.filename;
    const fromLayer = layerOf(root, file);
    if (!fromLayer) return {};
    const fromFlow = flowOf(root, file);

    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (LAYER_RANKS[fromLayer] <= 2 && UI_PACKAGES.test(source)) {
          context.report({ node, messageId: 'uiPackage', data: { from: `src/${fromLayer}`, name: source } });
        }
        return;
      }
      const target = path.resolve(path.dirname(file), source);
      const toLayer = layerOf(root, target);
      if (!toLayer) return;
      if (LAYER_RANKS[toLayer] > LAYER_RANKS[fromLayer]) {
        const name = (layer) => (layer === 'elements' ? 'elements' : `src/${layer}`);
        context.report({ node, messageId: 'upward', data: { from: name(fromLayer), to: name(toLayer) } });
        return;
      }
      const toFlow = flowOf(root, target);
      if (!fromFlow || !toFlow || toFlow.flow === fromFlow.flow || toFlow.flow === 'shared') return;
      const inner = toFlow.inner.replace(/\.(js|ts|tsx)$/, '');
      if (publicSurfaceOf(root, toFlow.flow).has(inner)) return;
      context.report({ node, messageId: 'flowInternal', data: { target: `src/flows/${toFlow.flow}/${inner}` } });
    };

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

/** The plugin, for eslint.config.mjs: `layers/imports`. */
export const layersPlugin = { rules: { imports: layersRule } };
