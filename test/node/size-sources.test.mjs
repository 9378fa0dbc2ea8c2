// The logic of `node scripts/size-sources.mjs` (scripts/lib/size-sources.mjs): source-map decoding and
// the attribution of a built file's bytes to its sources.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { gzipSync } from 'node:zlib';
import {
  bytesBySource,
  decodeVlq,
  groupSources,
  gzipCostBySource,
  packageOf,
  shortSource,
  spansBySource,
  UNMAPPED,
} from '../../scripts/lib/size-sources.mjs';

describe('decodeVlq', () => {
  it('reads single and multi-digit values with their signs', () => {
    assert.deepEqual(decodeVlq('AAAA'), [0, 0, 0, 0]);
    assert.deepEqual(decodeVlq('CADF'), [1, 0, -1, -2]);
    assert.deepEqual(decodeVlq('gB'), [16]);
    assert.deepEqual(decodeVlq('hB'), [-16]);
  });
  it('refuses a bad character and an unterminated value', () => {
    assert.throws(() => decodeVlq('A!'), /invalid Base64 VLQ/);
    assert.throws(() => decodeVlq('g'), /unterminated/);
  });
});

// Line 1: "ab" from a.ts at column 0, "cde" from b.ts at column 2; line 2: "xy" unmapped, "z" from a.ts.
const code = 'abcde\nxyz';
const map = { sources: ['../src/a.ts', '../node_modules/pkg/b.js'], mappings: 'AAAA,ECAA;EDAA' };

describe('spansBySource and bytesBySource', () => {
  it('gives each segment the bytes up to the next segment or the line end, the newline included', () => {
    assert.deepEqual(
      [...spansBySource(code, map)],
      [
        [
          '../src/a.ts',
          [
            [0, 2],
            [8, 9],
          ],
        ],
        ['../node_modules/pkg/b.js', [[2, 6]]],
        [UNMAPPED, [[6, 8]]],
      ],
    );
    assert.deepEqual(
      [...bytesBySource(code, map)],
      [
        ['../node_modules/pkg/b.js', 4],
        ['../src/a.ts', 3],
        [UNMAPPED, 2],
      ],
    );
  });
  it('counts UTF-8 bytes, and a segment without a source as unmapped', () => {
    assert.deepEqual(
      [...bytesBySource('æøå;', { sources: ['x.ts'], mappings: 'AAAA,G' })],
      [
        ['x.ts', 6],
        [UNMAPPED, 1],
      ],
    );
    assert.deepEqual(
      [...bytesBySource('abc', { sources: ['x.ts'], mappings: 'AAAA,C' })],
      [
        [UNMAPPED, 2],
        ['x.ts', 1],
      ],
    );
  });
  it('adds up to the file size', () => {
    const total = [...bytesBySource(code, map).values()].reduce((a, b) => a + b, 0);
    assert.equal(total, Buffer.byteLength(code));
  });
});

describe('gzipCostBySource', () => {
  it('is the gzip size less that of the file without the source', () => {
    const size = (text) => gzipSync(text).length;
    const costs = gzipCostBySource(code, map, size);
    assert.equal(costs.get('../src/a.ts'), size(code) - size('cde\nxy'));
    assert.equal(costs.get(UNMAPPED), size(code) - size('abcde\nz'));
  });
});

describe('names and groups', () => {
  it('shortens paths to the package or the repository folder', () => {
    assert.equal(shortSource('../../node_modules/zod/v4/core/schemas.js'), 'node_modules/zod/v4/core/schemas.js');
    assert.equal(shortSource('../src/ui/Icon.tsx'), 'src/ui/Icon.tsx');
    assert.equal(packageOf('node_modules/@tanstack/form-core/dist/esm/FormApi.js'), '@tanstack/form-core');
    assert.equal(packageOf('node_modules/zod/v4/core/schemas.js'), 'zod');
    assert.equal(packageOf('src/ui/css/field.ts'), 'src/ui');
    assert.equal(packageOf('src/version.ts'), 'src/version.ts');
  });
  it('sums by group, largest first', () => {
    const grouped = groupSources(
      new Map([
        ['src/ui/a.ts', 1],
        ['node_modules/zod/x.js', 2],
        ['src/ui/b.ts', 3],
      ]),
      packageOf,
    );
    assert.deepEqual(
      [...grouped],
      [
        ['src/ui', 4],
        ['zod', 2],
      ],
    );
  });
});
