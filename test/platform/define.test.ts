import { expect } from '@esm-bundle/chai';
import { defineElement, type VersionedElementConstructor } from '../../src/platform/define.js';

function elementClass(version: string): VersionedElementConstructor {
  return class extends HTMLElement {
    static readonly version = version;
  };
}

let counter = 0;
const uniqueTag = () => `test-define-${Date.now()}-${(counter += 1)}`;

/** Captures console.warn for the duration of `fn` (tests must not print). */
function captureWarnings(fn: () => void): string[] {
  const original = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    fn();
  } finally {
    console.warn = original;
  }
  return warnings;
}

describe('defineElement', () => {
  it('registers a new tag', () => {
    const tag = uniqueTag();
    const ctor = elementClass('1.0.0');
    expect(defineElement(tag, ctor)).to.equal(ctor);
    expect(customElements.get(tag)).to.equal(ctor);
  });

  it('is idempotent for the same class', () => {
    const tag = uniqueTag();
    const ctor = elementClass('1.0.0');
    const warnings = captureWarnings(() => {
      defineElement(tag, ctor);
      defineElement(tag, ctor);
    });
    expect(customElements.get(tag)).to.equal(ctor);
    expect(warnings).to.deep.equal([]);
  });

  it('leaves a second copy of the same version alone, silently', () => {
    const tag = uniqueTag();
    const first = elementClass('1.0.0');
    const second = elementClass('1.0.0');
    const warnings = captureWarnings(() => {
      defineElement(tag, first);
      expect(defineElement(tag, second)).to.equal(first);
    });
    expect(customElements.get(tag)).to.equal(first);
    expect(warnings).to.deep.equal([]);
  });

  it('does not redefine with another version and warns once', () => {
    const tag = uniqueTag();
    const first = elementClass('1.0.0');
    const warnings = captureWarnings(() => {
      defineElement(tag, first);
      defineElement(tag, elementClass('2.0.0'));
      defineElement(tag, elementClass('2.0.0'));
    });
    expect(customElements.get(tag)).to.equal(first);
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain(`<${tag}> is already defined by version 1.0.0; version 2.0.0 was not registered`);
  });

  it('does nothing without a registry (server-side rendering)', () => {
    expect(defineElement(uniqueTag(), elementClass('1.0.0'), null)).to.equal(undefined);
  });
});
