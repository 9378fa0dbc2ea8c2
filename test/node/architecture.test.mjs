// docs/architecture.md draws the imports between the layers and flows from the code (scripts/lib/architecture.mjs):
// this fails when the picture and the code disagree, and when a decision number is neither a file nor
// listed as never used in docs/decisions/README.md.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { architectureDiagram, importGraph, withDiagram } from '../../scripts/lib/architecture.mjs';
import { withDecisionsList } from '../../scripts/lib/decisions-index.mjs';

const root = fileURLToPath(new URL('../../', import.meta.url));

describe('docs/architecture.md', () => {
  it('draws the imports the code has now (run `npm run docs` after moving an import across a layer)', () => {
    const doc = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    assert.equal(doc, withDiagram(doc, root));
  });

  it('is what the layer lint points to', () => {
    for (const file of ['eslint/layers.mjs', 'eslint.config.mjs']) {
      assert.match(readFileSync(path.join(root, file), 'utf8'), /docs\/architecture\.md/, file);
    }
  });

  describe('the graph', () => {
    const tree = mkdtempSync(path.join(tmpdir(), 'architecture-'));
    after(() => rmSync(tree, { recursive: true, force: true }));
    const write = (file, code) => {
      mkdirSync(path.dirname(path.join(tree, file)), { recursive: true });
      writeFileSync(path.join(tree, file), code);
    };
    write('elements/salgspant-x.ts', "import { X } from '../src/flows/x/index.js';\n");
    write('src/flows/x/index.ts', "export { X } from './X.js';\n");
    write(
      'src/flows/x/X.tsx',
      "import { Button } from '../../ui/index.js';\nimport type { Y } from '../shared/y.js';\nconst Late = () => import('../../domain/late.js');\n",
    );
    write('src/flows/shared/y.ts', "export type Y = string;\nimport '../../texts/nb.js';\n");
    write('src/ui/index.ts', "export { Button } from './Button.js';\n");
    write('src/ui/Button.tsx', 'export const Button = 1;\n');
    write('src/domain/late.ts', "import { z } from 'zod';\n");
    write('src/texts/nb.ts', 'export const nb = {};\n');

    it('has an arrow per pair of nodes that import each other, dashed when only on demand', () => {
      assert.deepEqual([...importGraph(tree).entries()].sort(), [
        ['elements -> flows/x', 'static'],
        ['flows/shared -> texts', 'static'],
        ['flows/x -> domain', 'lazy'],
        ['flows/x -> flows/shared', 'static'],
        ['flows/x -> ui', 'static'],
      ]);
      const diagram = architectureDiagram(tree);
      assert.match(diagram, /flows_x -\.-> domain/);
      assert.match(diagram, /flows_x --> flows_shared/);
    });

    it('changes when an import crosses a layer, so the document check can fail', () => {
      const before = architectureDiagram(tree);
      write('src/ui/Button.tsx', "import { nb } from '../texts/nb.js';\nexport const Button = nb;\n");
      assert.notEqual(architectureDiagram(tree), before);
      assert.match(architectureDiagram(tree), /ui --> texts/);
    });
  });
});

describe('docs/decisions', () => {
  it('has every number up to the last one, or names it as never used or not landed yet in its index', () => {
    const dir = path.join(root, 'docs/decisions');
    const numbers = readdirSync(dir)
      .map((name) => /^(\d{4})-.+\.md$/.exec(name)?.[1])
      .filter(Boolean)
      .map(Number);
    const index = readFileSync(path.join(dir, 'README.md'), 'utf8');
    const listed = (label) =>
      new RegExp(`${label}: ([\\d,\\s]+)[.(]`)
        .exec(index)?.[1]
        .split(',')
        .map((n) => Number(n.trim())) ?? [];
    const unused = [...listed('Never used'), ...listed('Not landed yet')];
    const last = Math.max(...numbers);
    const missing = [];
    for (let n = 1; n <= last; n += 1) if (!numbers.includes(n) && !unused.includes(n)) missing.push(n);
    assert.deepEqual(missing, [], 'decision numbers with no file and not listed as never used');
    assert.deepEqual(
      unused.filter((n) => numbers.includes(n)),
      [],
      'listed as never used but written',
    );
    assert.equal(index, withDecisionsList(index, dir), 'the index lists every decision file (npm run docs)');
  });
});
