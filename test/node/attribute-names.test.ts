// The bundles carry no attribute `name` (strip-docs keeps it for the manifest): the console check names an
// attribute by r2wc's own rule from its property. Every spec's `name`, which the manifest, the README and
// the docs print, must be that attribute, or the warning would name one the docs do not.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { attributeName } from '../../src/platform/attribute-check.js';
import { ELEMENT_SPECS } from '../../src/elements.js';

describe('attribute names', () => {
  it("are r2wc's kebab-case of each property, in every element's spec", () => {
    const attributes = ELEMENT_SPECS.flatMap((spec) => spec.attributes.map((a) => [spec.tag, a] as const));
    assert.ok(attributes.length > 50);
    for (const [tag, attribute] of attributes) {
      assert.equal(attributeName(attribute.property), attribute.name, `<${tag}> ${attribute.property}`);
    }
  });

  it('follows r2wc on digits and single letters', () => {
    assert.equal(attributeName('headingLevel'), 'heading-level');
    assert.equal(attributeName('bankRegNr'), 'bank-reg-nr');
    assert.equal(attributeName('product'), 'product');
    assert.equal(attributeName('kyc2Url'), 'kyc2-url');
  });
});
