import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { isLookupLength, shortestRegistrationNumber } from '../../src/domain/fields.js';

describe('registration numbers: when a plate is looked up (spec 1 §5)', () => {
  const table: Array<[string, string, boolean]> = [
    ['car', 'EB66018', true],
    ['car', 'EB6601', false],
    ['camping', 'CA12345', true],
    ['mc', 'MC1234', true],
    ['mc', 'MC12345', false],
    ['car-no-insurance', 'AB1234', true],
    ['car-no-insurance', 'A1234', true],
    ['car-no-insurance', 'A123', true],
    ['car-no-insurance', 'AB12345', true],
    ['car-no-insurance', 'A12', false],
  ];
  for (const [slug, plate, expected] of table) {
    it(`${slug} ${plate}: ${expected ? 'looked up' : 'not yet'}`, () => {
      assert.equal(isLookupLength(plate, slug), expected);
    });
  }

  it('gives the shortest plate of each kind', () => {
    assert.equal(shortestRegistrationNumber('car'), 7);
    assert.equal(shortestRegistrationNumber('car-no-insurance'), 4);
    assert.equal(shortestRegistrationNumber('atv'), 6);
  });
});
