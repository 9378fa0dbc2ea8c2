import { use } from '@esm-bundle/chai';

/*
 * `expect(node).to.equal(otherNode)` compares the two nodes, as chai does, but a failure reports each as
 * one line of text. Chai's own failure carries the nodes themselves for the runner's diff, and walking a
 * node that React owns (its fiber, the whole tree) took Chromium down: the file ended with «browser
 * disconnected» instead of the assertion (decision 0091).
 */

/** A node as a line: its tag, id, role or name, and the start of its text. */
export function describeNode(value: unknown): string {
  if (!(value instanceof Node)) return String(value);
  if (!(value instanceof Element)) return value.nodeName;
  const id = value.id ? `#${value.id}` : '';
  const role = value.getAttribute('role') ?? value.getAttribute('name');
  const text = value.textContent.trim().replace(/\s+/g, ' ').slice(0, 40);
  return `<${value.localName}${id}${role ? ` ${role}` : ''}>${text ? ` «${text}»` : ''}`;
}

use((chai, utils) => {
  for (const name of ['equal', 'equals', 'eq'] as const) {
    chai.Assertion.overwriteMethod(
      name,
      (original: (...args: unknown[]) => void) =>
        function (this: Chai.AssertionStatic, expected: unknown, message?: string) {
          const actual: unknown = utils.flag(this, 'object');
          const nodes = actual instanceof Node || expected instanceof Node;
          if (!nodes || utils.flag(this, 'deep')) {
            original.call(this, expected, message);
            return;
          }
          if (message) utils.flag(this, 'message', message);
          this.assert(
            actual === expected,
            'expected #{act} to be #{exp}',
            'expected #{act} not to be #{exp}',
            describeNode(expected),
            describeNode(actual),
            false,
          );
        },
    );
  }
});
