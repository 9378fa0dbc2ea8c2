import { configure } from '@testing-library/dom';
import { render, type TemplateResult } from 'lit-html';
import './chai-nodes.js';

/**
 * How long a test waits for a state before it gives up: `until()` and every `findBy…` query. Each returns
 * as soon as the state holds, so a passing test never waits this long; only a page that never gets there
 * does. It is a bound for a broken page, not a guess at the machine's speed: per-call bounds of 1 to 8 s
 * lost to a machine with both cores busy or a slower engine (issue 24, decision 0071). A test that asserts
 * how soon something happens, because a customer would notice, says so with its own bound.
 */
export const STATE_WAIT = 30000;

configure({ asyncUtilTimeout: STATE_WAIT });

const containers = new Set<HTMLElement>();

/**
 * Renders a lit-html template into a fresh container in the document and returns the first element.
 * Every container is removed by `cleanup()` (registered below as a global `afterEach`).
 */
export async function fixture<T extends Element = HTMLElement>(template: TemplateResult): Promise<T> {
  const container = document.createElement('div');
  document.body.append(container);
  containers.add(container);
  render(template, container);
  const element = container.firstElementChild as T | null;
  if (!element) throw new Error('fixture: the template rendered no element');
  await rendered(element);
  return element;
}

/** Waits until a custom element's shadow root has content (React renders asynchronously). */
export async function rendered(element: Element, timeout = STATE_WAIT): Promise<void> {
  if (!element.tagName.includes('-')) return;
  await customElements.whenDefined(element.localName);
  await until(
    () => (element.shadowRoot?.childElementCount ?? 0) > 0,
    timeout,
    `<${element.localName}> rendered nothing`,
  );
}

/**
 * Polls a condition every 10 ms until it holds, and fails after {@link STATE_WAIT} (or `timeout`, for a
 * deadline a customer would notice). (Timers, not animation frames: a page in a background tab of the test
 * browser gets no frames.)
 */
export async function until(condition: () => boolean, message?: string): Promise<void>;
export async function until(condition: () => boolean, timeout: number, message?: string): Promise<void>;
export async function until(
  condition: () => boolean,
  timeoutOrMessage: number | string = STATE_WAIT,
  message = typeof timeoutOrMessage === 'string' ? timeoutOrMessage : 'condition not met',
): Promise<void> {
  const timeout = typeof timeoutOrMessage === 'number' ? timeoutOrMessage : STATE_WAIT;
  const start = performance.now();
  while (!condition()) {
    if (performance.now() - start > timeout) throw new Error(`until: ${message} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/** Removes everything `fixture()` rendered. */
export function cleanup(): void {
  for (const container of containers) container.remove();
  containers.clear();
}

afterEach(cleanup);
