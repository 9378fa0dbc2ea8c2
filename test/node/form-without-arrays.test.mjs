// The public family's build leaves TanStack Form's array helpers out (decision 0057): the transform
// replaces each one, and fails loudly when the library stops assigning one the way it expects.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseAst } from 'rollup/parseAst';
import { NO_ASYNC } from '../../scripts/lib/rollup/production-aliases.mjs';
import { ARRAY_HELPERS, replaceArrayHelpers, ROW_HELPERS } from '../../scripts/lib/rollup/form-without-arrays.mjs';

const FORM_CORE = new URL('../../node_modules/@tanstack/form-core/dist/esm/', import.meta.url);
const esm = (file) => readFileSync(new URL(file, FORM_CORE), 'utf8');

describe('formWithoutArrays', () => {
  for (const [module, names] of Object.entries(ARRAY_HELPERS)) {
    it(`finds every array helper in the installed ${module}.js`, () => {
      const result = replaceArrayHelpers(esm(`${module}.js`), parseAst, names);
      assert.deepEqual(result.missing, []);
      assert.equal(result.code.split('array helpers are not part of this build').length - 1, names.length);
    });
  }

  for (const [module, standIn] of Object.entries(NO_ASYNC)) {
    it(`makes the installed ${module}.js validateAsync an async no-op`, () => {
      const result = replaceArrayHelpers(esm(`${module}.js`), parseAst, [], { validateAsync: standIn });
      assert.deepEqual(result.missing, []);
      assert.ok(result.code.includes(`this.validateAsync = ${standIn};`));
      assert.ok(!result.code.includes('this.validateAsync = async (cause'));
    });
  }

  it('keeps in the bank family every array helper the sources call (decision 0086)', () => {
    const src = new URL('../../src/', import.meta.url);
    const names = Object.values(ARRAY_HELPERS).flat();
    const called = new Set();
    for (const file of readdirSync(src, { recursive: true })) {
      if (!/\.tsx?$/.test(file)) continue;
      const code = readFileSync(new URL(file, src), 'utf8');
      for (const name of names) if (new RegExp(`\\.${name}\\(`).test(code)) called.add(name);
    }
    assert.ok(called.has('pushFieldValue') && called.has('removeValue'), 'the declaration adds and removes rows');
    assert.deepEqual(
      [...called].filter((name) => !ROW_HELPERS.includes(name)),
      [],
    );
  });

  it('replaces only the named helpers and reports the ones it did not find', () => {
    const code =
      'class A { constructor() { this.pushValue = (v) => v; this.keep = () => 1; } }\nfunction m() { return { handleArrayMove, bump }; }';
    const result = replaceArrayHelpers(code, parseAst, ['pushValue', 'handleArrayMove', 'clearValues']);
    assert.deepEqual(result.missing, ['clearValues']);
    assert.match(result.code, /this\.pushValue = \(\) => \{ throw new Error\(/);
    assert.match(result.code, /this\.keep = \(\) => 1/);
    assert.match(result.code, /handleArrayMove: \(\) => \{ throw/);
    assert.match(result.code, /, bump \}/);
  });
});
