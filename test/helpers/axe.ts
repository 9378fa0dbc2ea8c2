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
 * Waits until the element's transitions and animations (a dialog fading in) have finished, so that axe
 * judges the colours the customer sees, not a frame half-way (WebKit gave a contrast failure on a dialog
 * at 0.3 opacity). Infinite animations (a spinner) are not waited for.
 */
async function settled(element: Element): Promise<void> {
  const roots: Array<Document | ShadowRoot> = [document];
  if (element.shadowRoot) roots.push(element.shadowRoot);
  const running = roots
    .flatMap((root) => root.getAnimations())
    .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
  await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
}

/**
 * Runs axe-core on an element, its shadow root included, and fails with a readable list of every
 * WCAG 2.1 A/AA violation. Call it in every state a test reaches.
 */
export async function expectAccessible(element: Element, state = 'initial state'): Promise<void> {
  await settled(element);
  const results: AxeResults = await window.axe.run(element, OPTIONS);
  if (results.violations.length === 0) return;
  const lines = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n    ${v.nodes.map((n) => n.target.join(' > ')).join('\n    ')}`,
  );
  throw new Error(`axe found ${results.violations.length} violation(s) in ${state}:\n  ${lines.join('\n  ')}`);
}
