// The built bundles as a page loads them: from dist/, through <script type="module">-style imports.
// npm test builds dist/ before the browser tests run.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import { findByShadowRole } from 'shadow-dom-testing-library';
import { expectAccessible } from '../helpers/axe.js';
import { fixture } from '../helpers/fixture.js';

/** A bundle's exports (dist/ is built JavaScript: what it exports is what the test checks). */
const load = (path: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ path);

function captureConsole() {
  const original = { warn: console.warn, error: console.error };
  const lines: string[] = [];
  console.warn = (...args: unknown[]) => lines.push(args.join(' '));
  console.error = (...args: unknown[]) => lines.push(args.join(' '));
  return { lines, restore: () => Object.assign(console, original) };
}

describe('dist bundles in the browser', () => {
  it('registers the chooser, and loading the bundles again neither throws nor redefines', async () => {
    const capture = captureConsole();
    try {
      const first = await load('/dist/elements/salgspant-vehicle-chooser.js');
      const registered = customElements.get('salgspant-vehicle-chooser');
      expect(registered).to.equal(first.SalgspantVehicleChooserElement);

      // A second copy of the same version (another script tag, a cache-busting query) …
      const second = await load('/dist/elements/salgspant-vehicle-chooser.js?copy=2');
      expect(second.SalgspantVehicleChooserElement).to.not.equal(first.SalgspantVehicleChooserElement);
      await load('/dist/define-all.js');
      await load('/dist/define-all.js?copy=2');
      // … leaves the first registration in place, silently.
      expect(customElements.get('salgspant-vehicle-chooser')).to.equal(registered);
      expect(capture.lines).to.deep.equal([]);
    } finally {
      capture.restore();
    }

    const el = await fixture(html`<salgspant-vehicle-chooser></salgspant-vehicle-chooser>`);
    const link = await findByShadowRole(el, 'link', { name: 'Velg Snøscooter' });
    expect(link.getAttribute('href')).to.equal('/lane/salgspant#/calculator/snowmobile');
    await expectAccessible(el, 'built bundle');
  });

  it('loads React exactly once for every element on the page', () => {
    const runtime = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/dist\/chunks\/runtime-[\w-]+\.js$/.test(path));
    expect(runtime).to.have.length(1);
  });
});
