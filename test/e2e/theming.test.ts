// The theming page: the demo switches live between the bank's theme and a dealer's theme made of the
// documented design tokens only, and both pass axe, colour contrast included, in several states.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import type { AxeResults } from 'axe-core';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { axeIn, openPage } from '../helpers/frames.js';

async function violations(frame: HTMLIFrameElement): Promise<string[]> {
  const axe = await axeIn(frame);
  const results: AxeResults = await axe.run(defined(frame.contentDocument, 'frame document'), {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    resultTypes: ['violations'],
  });
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' > ')).join(', ')}`);
}

function shadowLabelled(host: Element, label: RegExp): HTMLInputElement {
  const found = [...defined(host.shadowRoot, 'shadow root').querySelectorAll('label')].find((l) =>
    label.test(l.textContent),
  );
  if (!found) throw new Error(`no field ${String(label)}`);
  return (found.control ?? found.querySelector('input')) as HTMLInputElement;
}

describe('theming: the bank and a dealer, through the documented tokens', () => {
  let frame: HTMLIFrameElement | undefined;
  afterEach(() => frame?.remove());

  it("the dealer's theme sets documented design tokens only", async () => {
    const css = await (await fetch('/assets/dealer-theme.css')).text();
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
      modules: Array<{ declarations: Array<{ cssProperties: Array<{ name: string }> }> }>;
    };
    const tokens = new Set(
      manifest.modules.flatMap((m) => m.declarations.flatMap((d) => d.cssProperties.map((p) => p.name))),
    );
    const body = css.replace(/\/\*[\s\S]*?\*\//g, '');
    expect(body).to.not.contain('::part');
    const properties = [...body.matchAll(/([\w-]+)\s*:[^;{}]+;/g)].map((m) => defined(m[1], 'property name'));
    expect(properties.length).to.be.greaterThan(5);
    expect(properties.filter((p) => !tokens.has(p))).to.deep.equal([]);
  });

  it('switches live with the keyboard, and both themes pass axe with colour contrast', async () => {
    frame = await openPage('/quality/theming', 1024, 1400);
    const doc = defined(frame.contentDocument, 'frame document');
    const win = defined(frame.contentWindow, 'frame window');
    const chooser = defined(doc.querySelector('salgspant-vehicle-chooser'), 'vehicle chooser');
    const calculator = defined(doc.querySelector('salgspant-calculator'), 'calculator');
    await until(() => Boolean(chooser.shadowRoot?.querySelector('.action')), 'chooser');
    await until(() => Boolean(calculator.shadowRoot?.textContent.includes('Finn kjøretøyet')), 'calculator');
    const chooserRoot = defined(chooser.shadowRoot, 'chooser shadow root');
    const calculatorRoot = defined(calculator.shadowRoot, 'calculator shadow root');
    const action = () => win.getComputedStyle(defined(chooserRoot.querySelector('.action'), 'chooser action'));

    expect(action().backgroundColor).to.equal('rgb(0, 90, 164)');
    expect(await violations(frame), 'bank theme').to.deep.equal([]);

    // The theme switch is a radio group: arrow keys move between the themes.
    defined(doc.querySelector<HTMLInputElement>('input[value="bank"]'), 'bank theme radio').focus();
    await sendKeys({ press: 'ArrowRight' });
    expect(
      defined(doc.querySelector<HTMLInputElement>('input[value="dealer"]'), 'dealer theme radio').checked,
    ).to.equal(true);
    await until(() => action().backgroundColor === 'rgb(122, 0, 25)', 'dealer primary colour');
    expect(action().fontFamily).to.contain('Georgia');
    expect(action().borderTopLeftRadius).to.equal('2px');
    expect(await violations(frame), 'dealer theme').to.deep.equal([]);

    // More surfaces: the loan commitment form with figures and hints, in the dealer's theme …
    const commitment = defined(
      [...calculatorRoot.querySelectorAll('label')].find((l) => l.textContent.trim() === 'Lånebevis'),
      'label Lånebevis',
    );
    defined(commitment.control ?? commitment.querySelector('input'), 'radio Lånebevis').click();
    await until(() => calculatorRoot.textContent.includes('Kjøpesum'), 'loan form');
    shadowLabelled(calculator, /Kjøpesum/).focus();
    await sendKeys({ type: '300000' });
    shadowLabelled(calculator, /Egenkapital/).focus();
    await sendKeys({ type: '30000' });
    await until(() => calculatorRoot.textContent.includes('/mnd'), 'monthly cost');
    expect(await violations(frame), 'dealer theme, loan form').to.deep.equal([]);

    // … and back in the bank's.
    defined(doc.querySelector<HTMLInputElement>('input[value="dealer"]'), 'dealer theme radio').focus();
    await sendKeys({ press: 'ArrowLeft' });
    await until(() => action().backgroundColor === 'rgb(0, 90, 164)', 'bank primary colour');
    expect(await violations(frame), 'bank theme, loan form').to.deep.equal([]);
  });
});
