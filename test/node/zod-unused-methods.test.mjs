// The elements' builds leave out the zod/mini schema methods no element calls: the transform removes
// each one, and fails loudly when zod stops declaring one the way it expects.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseAst } from 'rollup/parseAst';
import { removeUnusedMethods, UNUSED_METHODS } from '../../scripts/lib/rollup/zod-unused-methods.mjs';

const MINI_SCHEMAS = new URL('../../node_modules/zod/v4/mini/schemas.js', import.meta.url);

describe('zodWithoutUnusedMethods', () => {
  it("finds every method in the installed zod's ZodMiniType and removes it", () => {
    const result = removeUnusedMethods(readFileSync(MINI_SCHEMAS, 'utf8'), parseAst);
    assert.deepEqual(result.missing, []);
    const methods = /export const ZodMiniType = [\s\S]*?\n\}\);/.exec(result.code)?.[0] ?? '';
    for (const name of UNUSED_METHODS) assert.doesNotMatch(methods, new RegExp(`\\b${name}\\(`), name);
    for (const name of ['parse', 'safeParse', 'check', 'clone'])
      assert.match(methods, new RegExp(`\\b${name}\\(`), name);
    // What is left still parses.
    assert.doesNotThrow(() => parseAst(result.code));
  });

  it('removes methods no source of the elements calls', () => {
    const called = [];
    for (const dir of ['../../src/', '../../elements/']) {
      const root = new URL(dir, import.meta.url);
      for (const file of readdirSync(root, { recursive: true })) {
        if (!/\.tsx?$/.test(file)) continue;
        const code = readFileSync(new URL(file, root), 'utf8');
        for (const name of UNUSED_METHODS) if (new RegExp(`\\.${name}\\(`).test(code)) called.push(`${file}: ${name}`);
      }
    }
    assert.deepEqual(called, []);
  });

  it('removes only the named methods of ZodMiniType and reports the ones it did not find', () => {
    const code =
      'export const ZodMiniType = $constructor("ZodMiniType", (inst) => {}, {\n  parse(d) { return d; },\n  brand() { return this; },\n  keep() { return 1; },\n  register(r) { return r; },\n});\nconst other = { brand() {} };';
    const result = removeUnusedMethods(code, parseAst, ['brand', 'register', 'apply']);
    assert.deepEqual(result.missing, ['apply']);
    assert.match(result.code, /parse\(d\)/);
    assert.match(result.code, /keep\(\)/);
    assert.doesNotMatch(result.code, /register/);
    assert.match(result.code, /const other = \{ brand\(\) \{\} \}/);
    assert.doesNotThrow(() => parseAst(result.code));
  });
});
