// The bundles carry no attribute `name` (strip-docs keeps it for the manifest): the console check names an
// attribute as r2wc observes it (decision 0096). Every spec's `name`, which the manifest, the README and
// the docs print, must be that attribute, in the spec's order, or a warning would name another one.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ELEMENT_SPECS } from '../../src/elements.js';

describe('attribute names', () => {
  it('are the attributes r2wc observes for the properties, in the order of every spec', async () => {
    // r2wc builds its class on HTMLElement when called; nothing here is constructed.
    const globals = globalThis as { HTMLElement?: unknown };
    globals.HTMLElement ??= Object;
    const { default: r2wc } = await import('@r2wc/react-to-web-component');
    for (const spec of ELEMENT_SPECS) {
      const props = Object.fromEntries(spec.attributes.map((a) => [a.property, a.type]));
      const observed = (r2wc(() => null, { props }) as unknown as { observedAttributes: string[] }).observedAttributes;
      assert.deepEqual(
        observed,
        spec.attributes.map((a) => a.name),
        spec.tag,
      );
    }
  });
});
