// The built bundles as a page loads them: from dist/, through <script type="module">-style imports.
// npm test builds dist/ before the browser tests run.
import { expect } from '@esm-bundle/chai';
import { html } from 'lit-html';
import { sendKeys } from '@web/test-runner-commands';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
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
      // Elements of the other families (decision 0015): the bank's flows and define-all.
      await load('/dist/elements/kyc-declaration.js');
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

  it('define-all fetches an element when its tag first appears, from the same file as the element on its own', async () => {
    const fetched = () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path === '/dist/elements/salgspant-calculator.js');
    // define-all is loaded (above) and the page has no calculator: nothing fetched, nothing registered.
    expect(customElements.get('salgspant-calculator')).to.equal(undefined);
    expect(fetched()).to.deep.equal([]);

    const el = await fixture(html`<salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>`);
    await customElements.whenDefined('salgspant-calculator');
    const own = await load('/dist/elements/salgspant-calculator.js');
    expect(customElements.get('salgspant-calculator')).to.equal(own.SalgspantCalculatorElement);
    expect(fetched()).to.have.length(1);
    expect(el).to.be.instanceOf(own.SalgspantCalculatorElement);
    await findByShadowRole(el, 'radio', { name: 'Lånebevis' });

    // `defineAll()` registers the rest now.
    const all = await load('/dist/define-all.js');
    await (all.defineAll as () => Promise<void>)();
    for (const tag of all.TAGS as string[]) expect(customElements.get(tag), tag).to.not.equal(undefined);
  });

  it('loads React exactly once for every element on the page, whichever family built it', () => {
    const runtime = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/dist\/chunks\/runtime-[\w-]+\.js$/.test(path));
    expect(runtime).to.have.length(1);
  });

  it('offers a page script no bridge into the forms: TanStack devtools are not in the production build', async () => {
    // TanStack Form's devtools client talks to whoever answers its handshake on window. A script on a
    // dealer's page that answers it must get nothing: no handshake, no form state, no form events.
    const heard: string[] = [];
    const answer = () => window.dispatchEvent(new CustomEvent('tanstack-connect-success'));
    const listen = (event: Event) => heard.push(event.type);
    window.addEventListener('tanstack-connect', answer);
    for (const type of ['tanstack-connect', 'tanstack-dispatch-event']) window.addEventListener(type, listen);
    try {
      await load('/dist/elements/salgspant-calculator.js');
      const el = await fixture(html`<salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>`);
      (await findByShadowRole(el, 'radio', { name: 'Lånebevis' })).click();
      // By role: the form may already be rendered ahead, hidden, where a label query finds it (decision 0118).
      const price = await findByShadowRole(el, 'textbox', { name: /Kjøpesum/ });
      price.focus();
      await sendKeys({ type: '300000' });
      const equity = await findByShadowRole(el, 'textbox', { name: /Egenkapital/ });
      equity.focus();
      await sendKeys({ type: '100000' });
      await findByShadowText(el, /kr\/mnd$/);
      // The form lives and computes; give a devtools client its reconnect interval (1 s) to call out.
      await new Promise((resolve) => setTimeout(resolve, 1200));
      expect(heard).to.deep.equal([]);
    } finally {
      window.removeEventListener('tanstack-connect', answer);
      for (const type of ['tanstack-connect', 'tanstack-dispatch-event']) window.removeEventListener(type, listen);
    }
  });
});
