// The elements' bundles carry of a spec only what runs: its tag, class name and each attribute's
// property and type (decision 0057). The manifest is built from the sources and keeps the rest.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { parseAst } from 'rollup/parseAst';
import { stripDocs } from '../../scripts/lib/rollup/strip-docs.mjs';

describe('stripDocs', () => {
  it('leaves out the documentation with its commas, and keeps what r2wc reads', () => {
    const code = `export const spec = {
  tag: 'x-y',
  className: 'XY',
  summary: 'S',
  attributes: [
    ...COMMON,
    { name: 'a-b', property: 'aB', type: 'string', description: \`d\`, default: '1', },
    { name: 'c', property: 'c', type: 'number', description: 'e' },
  ],
  events: [EVENT],
  parts: [{ name: 'p', description: 'q' }],
  cssProperties: TOKENS,
  example: { 'a-b': '1' },
};
export const other = { name: 'kept', description: \`not \${'plain'}\` };`;
    const out = stripDocs(code, parseAst).code;
    parseAst(out); // still JavaScript
    assert.equal(
      out.replace(/\s+/g, ' '),
      "export const spec = { tag: 'x-y', className: 'XY', attributes: [ ...COMMON, { property: 'aB', type: 'string', }, { property: 'c', type: 'number', }, ], }; export const other = { name: 'kept', description: `not ${'plain'}` };",
    );
  });
});
