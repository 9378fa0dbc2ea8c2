// Renders UI-kit components inside a real element made with createElementClass, as the flows do:
// open shadow root, the base sheet (with uiCss) adopted, texts from the element's configuration.
import { html } from 'lit-html';
import type { ComponentType } from 'react';
import { COMMON_ATTRIBUTES, type ElementSpec } from '../../src/platform/element-spec.js';
import { createElementClass, useElement } from '../../src/platform/element.js';
import { nb } from '../../src/texts/nb.js';
import { uiCss } from '../../src/ui/styles.js';
import { fixture, rendered } from '../helpers/fixture.js';
import { defined } from '../helpers/defined.js';

const views = new Map<string, ComponentType>();

function Harness() {
  const { attributes } = useElement();
  const View = views.get(String(attributes.view));
  // eslint-disable-next-line react-hooks/static-components -- views are registered once, at module level; the lookup returns the same component on every render
  return View ? <View /> : null;
}

const spec = {
  tag: 'test-ui-harness',
  className: 'TestUiHarness',
  summary: 'Hosts UI-kit components in tests.',
  attributes: [...COMMON_ATTRIBUTES, { name: 'view', property: 'view', type: 'string', description: '' }],
  events: [],
  parts: [],
  cssProperties: [],
} as const satisfies ElementSpec;

if (!customElements.get(spec.tag))
  customElements.define(spec.tag, createElementClass(spec, Harness, { texts: nb, styles: [uiCss] }));

let count = 0;

/**
 * Mounts a view (a component: it may use hooks) in a fresh `<test-ui-harness>` and waits for it to
 * render. `texts` become the page JSON's text overrides for this element only.
 */
export async function mount(View: ComponentType, texts?: Record<string, string>): Promise<HTMLElement> {
  count += 1;
  const id = `view-${count}`;
  views.set(id, View);
  if (!texts) return fixture(html`<test-ui-harness view=${id}></test-ui-harness>`);
  const container = await fixture(html`<div></div>`);
  const script = document.createElement('script');
  script.type = 'application/json';
  script.dataset.react = id;
  script.textContent = JSON.stringify({ texts });
  const element = document.createElement('test-ui-harness');
  element.setAttribute('view', id);
  element.setAttribute('config', id);
  container.append(script, element);
  await rendered(element);
  return element;
}

/** The focused element inside a harness's shadow root. */
export function focused(host: Element): Element | null {
  return defined(host.shadowRoot).activeElement;
}

/** Waits a few macrotasks (React commits, transitions start). */
export function tick(ms = 20): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
