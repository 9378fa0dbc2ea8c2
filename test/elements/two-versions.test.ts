// Two versions of the library on one page, e.g. the bank's CMS page with this release and a partner
// widget that brings another: the second definition of a tag is refused with one console warning, the
// tags only the second version defines are registered by it, and elements of both keep working. The
// other version is dist/ re-stamped and served from another URL by the test server (see
// web-test-runner.config.mjs): its own module graph, its own React, its own classes.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { findByShadowRole, findByShadowText } from 'shadow-dom-testing-library';
import { expectAccessible } from '../helpers/axe.js';
import { defined } from '../helpers/defined.js';
import { cleanup, fixture } from '../helpers/fixture.js';

const load = (path: string): Promise<Record<string, unknown>> => import(/* @vite-ignore */ path);

describe('two versions of the library on one page', () => {
  after(cleanup);

  it('refuses the second definition with a warning, and both versions keep working', async () => {
    const pkg = (await (await fetch('/package.json')).json()) as { version: string };
    const warnings: string[] = [];
    let page: HTMLElement | undefined;
    const original = console.warn;
    console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
    try {
      // This version registers the calculator only; the other version's define-all registers what the
      // page uses when it appears: its chooser, and not the calculator this version already holds.
      const mine = await load('/dist/elements/salgspant-calculator.js');
      await load('/__other-version/dist/define-all.js');
      page = await fixture(html`
        <div>
          <salgspant-vehicle-chooser heading-level="2"></salgspant-vehicle-chooser>
          <salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>
        </div>
      `);
      await customElements.whenDefined('salgspant-vehicle-chooser');

      const calculatorClass = customElements.get('salgspant-calculator') as unknown as { version: string };
      const chooserClass = customElements.get('salgspant-vehicle-chooser') as unknown as { version: string };
      expect(calculatorClass).to.equal(mine.SalgspantCalculatorElement);
      expect(calculatorClass.version).to.equal(pkg.version);
      expect(chooserClass.version).to.equal('9.9.9-other');
      expect(warnings).to.deep.equal([
        `[salgspant-elements] <salgspant-calculator> is already defined by version ${pkg.version}; version 9.9.9-other was not registered. Load the library once per page.`,
      ]);
    } finally {
      console.warn = original;
    }

    // Two React runtimes, one per version.
    const runtimes = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name).pathname)
      .filter((path) => /\/chunks\/runtime-[\w-]+\.js$/.test(path));
    expect(runtimes.map((path) => path.startsWith('/__other-version/'))).to.have.members([false, true]);

    const host = defined(page, 'page');
    const chooser = defined(host.querySelector('salgspant-vehicle-chooser'), 'vehicle chooser');
    const calculator = defined(host.querySelector('salgspant-calculator'), 'calculator');

    // The other version's chooser: its links and its navigation event.
    const routes: string[] = [];
    host.addEventListener('salgspant-navigate', (event) => {
      event.preventDefault();
      routes.push(event.detail.href);
    });
    const link = await findByShadowRole(chooser, 'link', { name: 'Velg MC' });
    link.focus();
    await sendKeys({ press: 'Enter' });
    expect(routes).to.deep.equal(['/lane/salgspant#/calculator/mc']);

    // This version's calculator: typed into, it computes.
    (await findByShadowRole(calculator, 'radio', { name: 'Lånebevis' })).click();
    const price = await findByShadowRole(calculator, 'textbox', { name: /Kjøpesum/ });
    price.focus();
    await sendKeys({ type: '300000' });
    (await findByShadowRole(calculator, 'textbox', { name: /Egenkapital/ })).focus();
    await sendKeys({ type: '60000' });
    await findByShadowText(calculator, /\/mnd/, {});
    await expectAccessible(host, 'two versions on one page');
  });
});
