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

/** The headings a reader meets in `root` and its shadow roots, in order (closed dialogs left out). */
function headings(root: ParentNode, found: Array<{ level: number; text: string }> = []) {
  for (const node of root.querySelectorAll('*')) {
    if (node.closest('dialog:not([open])')) continue;
    const match = /^H([1-6])$/.exec(node.tagName);
    if (match) found.push({ level: Number(match[1]), text: node.textContent.trim().slice(0, 60) });
    if (node.shadowRoot) headings(node.shadowRoot, found);
  }
  return found;
}

/**
 * Fails when the element's heading outline skips a level on the way down (h3 straight to h5), or
 * starts elsewhere than `top` (the element's `heading-level`).
 */
export function expectHeadingOutline(element: Element, top: number, state = 'initial state'): void {
  const list = headings(element.shadowRoot ?? element);
  const outline = list.map((h) => `h${h.level} ${h.text}`).join('\n    ');
  if (list[0]?.level !== top)
    throw new Error(`the outline in ${state} starts at h${list[0]?.level}, not h${top}:\n    ${outline}`);
  list.forEach((h, i) => {
    const before = list[i - 1];
    if (before && h.level > before.level + 1) {
      throw new Error(`the outline in ${state} skips from h${before.level} to h${h.level}:\n    ${outline}`);
    }
  });
}

/**
 * Fails when, in an action row of the open step of a stepped flow, «Forrige» does not come before
 * «Neste» in the reading and tab order (one order of the actions in every step).
 */
export function expectStepActionOrder(element: Element, state = 'initial state'): void {
  const open = element.shadowRoot?.querySelector('li[aria-current="step"]');
  for (const row of open?.querySelectorAll('[class$="__actions"]') ?? []) {
    const names = [...row.querySelectorAll('button')].map((b) => b.textContent.trim());
    const previous = names.indexOf('Forrige');
    const next = names.lastIndexOf('Neste');
    if (previous >= 0 && next >= 0 && previous > next) {
      throw new Error(`in ${state}, «Neste» comes before «Forrige»: ${names.join(', ')}`);
    }
  }
}

/**
 * A stepped flow's state checked as a reader meets it: axe, a heading outline that starts at the
 * element's level (`top`) and skips none, and «Forrige» before «Neste» in the open step.
 */
export async function expectAccessibleFlow(element: Element, state = 'initial state', top = 2): Promise<void> {
  await expectAccessible(element, state);
  expectHeadingOutline(element, top, state);
  expectStepActionOrder(element, state);
}
