import { configure } from '@testing-library/dom';
import { render, type TemplateResult } from 'lit-html';

// A `findBy…` query waits for a state: it returns as soon as the element is there, and only a page that
// never gets there waits this long. Testing Library's one second is a guess about the machine, and
// lost to a busy one or a slower engine (issue 24).
configure({ asyncUtilTimeout: 5000 });

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
export async function rendered(element: Element, timeout = 3000): Promise<void> {
  if (!element.tagName.includes('-')) return;
  await customElements.whenDefined(element.localName);
  await until(
    () => (element.shadowRoot?.childElementCount ?? 0) > 0,
    timeout,
    `<${element.localName}> rendered nothing`,
  );
}

/**
 * Polls a condition every 10 ms until it holds or the timeout passes. (Timers, not animation frames:
 * a page in a background tab of the test browser gets no frames.)
 */
export async function until(condition: () => boolean, timeout = 3000, message = 'condition not met'): Promise<void> {
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
