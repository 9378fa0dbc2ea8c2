import 'axe-core';
import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe: typeof import('axe-core');
  }
}

/** WCAG 2.0 and 2.1, levels A and AA. */
const OPTIONS: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
  resultTypes: ['violations'],
};

/**
 * Runs axe-core on an element, its shadow root included, and fails with a readable list of every
 * WCAG 2.1 A/AA violation. Call it in every state a test reaches.
 */
export async function expectAccessible(element: Element, state = 'initial state'): Promise<void> {
  const results: AxeResults = await window.axe.run(element, OPTIONS);
  if (results.violations.length === 0) return;
  const lines = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' > ')).join('\n    ')}`,
  );
  throw new Error(`axe found ${results.violations.length} violation(s) in ${state}:\n  ${lines.join('\n  ')}`);
}
