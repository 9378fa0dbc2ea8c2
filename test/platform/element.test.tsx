import { expect } from '@esm-bundle/chai';
import { sendMouse } from '@web/test-runner-commands';
import { html } from 'lit-html';
import { COMMON_ATTRIBUTES, type ElementSpec } from '../../src/platform/element-spec.js';
import { createElementClass, useElement } from '../../src/platform/element.js';
import { fixture, until } from '../helpers/fixture.js';
import { nb } from '../../src/texts/nb.js';
import { defined } from '../helpers/defined.js';

/** A tiny view that shows what the element root hands it. */
function Probe() {
  const { host, config, attributes } = useElement();
  return (
    <dl>
      <dt>host</dt>
      <dd data-k="host">{host.localName}</dd>
      <dt>bank</dt>
      <dd data-k="bank">{config.bankRegNr ?? '-'}</dd>
      <dt>calculator</dt>
      <dd data-k="calculator">{config.paths.calculator}</dd>
      <dt>text</dt>
      <dd data-k="text">{config.t('chooser.select')}</dd>
      <dt>count</dt>
      <dd data-k="count">{String(attributes.count ?? '-')}</dd>
      <dt>flag</dt>
      <dd data-k="flag">{String(attributes.flag ?? '-')}</dd>
    </dl>
  );
}

const spec = {
  tag: 'test-probe-element',
  className: 'TestProbeElement',
  summary: 'test',
  attributes: [
    ...COMMON_ATTRIBUTES,
    { name: 'calculator-path', property: 'calculatorPath', type: 'string', description: '' },
    { name: 'count', property: 'count', type: 'number', description: '' },
    { name: 'flag', property: 'flag', type: 'boolean', description: '' },
  ],
  events: [],
  parts: [],
  cssProperties: [],
} as const satisfies ElementSpec;

const ProbeElement = createElementClass(spec, Probe, {
  texts: nb,
  styles: [':host { display: block; } dl { margin: 3px; }'],
});
customElements.define(spec.tag, ProbeElement);

const read = (el: Element, key: string) =>
  defined(defined(el.shadowRoot).querySelector(`[data-k="${key}"]`)).textContent;

function captureWarnings() {
  const original = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  return { warnings, restore: () => (console.warn = original) };
}

describe('createElementClass', () => {
  it('renders the view into an open shadow root with the host in context', async () => {
    const el = await fixture(html`<test-probe-element></test-probe-element>`);
    expect(el.shadowRoot).to.not.equal(null);
    expect(defined(el.shadowRoot).mode).to.equal('open');
    expect(read(el, 'host')).to.equal('test-probe-element');
    expect(read(el, 'calculator')).to.equal('/lane/salgspant');
    expect(read(el, 'bank')).to.equal('-');
  });

  it('maps kebab-case attributes to typed props and follows changes', async () => {
    const el = await fixture(html`<test-probe-element count="3" flag="true"></test-probe-element>`);
    expect(read(el, 'count')).to.equal('3');
    expect(read(el, 'flag')).to.equal('true');
    el.setAttribute('count', '7');
    el.setAttribute('calculator-path', '/ny/kalkulator');
    await until(() => read(el, 'count') === '7' && read(el, 'calculator') === '/ny/kalkulator');
  });

  it('reads the page JSON, selected by the config attribute, and lets attributes win', async () => {
    const el = await fixture(html`<div>
      <script type="application/json" data-react="a">{"bankRegNr":"1111","texts":{"chooser.select":"Velg A"}}</script>
      <script type="application/json" data-react="b">{"bankRegNr":"2222","calculatorPath":"/b"}</script>
      <test-probe-element config="a"></test-probe-element>
      <test-probe-element config="b" bank-reg-nr="0770"></test-probe-element>
      <test-probe-element></test-probe-element>
    </div>`);
    const [a, b, all] = [...el.querySelectorAll('test-probe-element')] as HTMLElement[];
    await until(() => [a, b, all].every((x) => (defined(x).shadowRoot?.childElementCount ?? 0) > 0));
    expect(read(defined(a), 'bank')).to.equal('1111');
    expect(read(defined(a), 'text')).to.equal('Velg A');
    expect(read(defined(a), 'calculator')).to.equal('/lane/salgspant');
    expect(read(defined(b), 'bank')).to.equal('0770');
    expect(read(defined(b), 'text')).to.equal('Velg');
    expect(read(defined(b), 'calculator')).to.equal('/b');
    expect(read(defined(all), 'bank')).to.equal('2222');
    expect(read(defined(all), 'text')).to.equal('Velg A');
  });

  it('warns once about bad configuration and still renders with defaults', async () => {
    const capture = captureWarnings();
    try {
      const el = await fixture(html`<div>
        <script type="application/json" data-react="bad">{"calculatorPath":"javascript:alert(1)"}</script>
        <test-probe-element config="bad" bank-reg-nr="12"></test-probe-element>
      </div>`);
      const probe = defined(el.querySelector('test-probe-element'));
      await until(() => (probe.shadowRoot?.childElementCount ?? 0) > 0);
      await until(() => capture.warnings.length >= 2);
      expect(read(probe, 'calculator')).to.equal('/lane/salgspant');
      expect(read(probe, 'bank')).to.equal('-');
      expect(capture.warnings).to.deep.equal([
        '[salgspant-elements] <test-probe-element>: <script data-react="bad">: "calculatorPath" must be a path on this site starting with a single "/", not "javascript:alert(1)"; the attributes and defaults apply',
        '[salgspant-elements] <test-probe-element>: attribute bank-reg-nr="12" must be four digits; none is used',
      ]);
    } finally {
      capture.restore();
    }
  });

  it('adopts constructable stylesheets shared by every instance, and writes no <style>', async () => {
    const el = await fixture(
      html`<div><test-probe-element></test-probe-element><test-probe-element></test-probe-element></div>`,
    );
    const [one, two] = [...el.querySelectorAll('test-probe-element')];
    await until(() => (defined(two).shadowRoot?.childElementCount ?? 0) > 0);
    const sheets = defined(defined(one).shadowRoot).adoptedStyleSheets;
    // The hold of the reserved space (decision 0094), the base sheet, the element's own.
    expect(sheets).to.have.length(3);
    expect(defined(defined(two).shadowRoot).adoptedStyleSheets).to.deep.equal(sheets);
    expect(defined(defined(one).shadowRoot).querySelector('style')).to.equal(null);
    expect(getComputedStyle(defined(defined(defined(one).shadowRoot).querySelector('dl'))).margin).to.equal('3px');
  });

  it("holds the height the page reserves for it until the customer's first press in it (decision 0094)", async () => {
    // The page's rule (reserve.ts) names the height on the element; 30em of the element's font size, medium.
    const el = await fixture(html`<test-probe-element style="--_salgspant-reserve: 30em"></test-probe-element>`);
    const root = defined(el.shadowRoot);
    await until(() => root.querySelector('[data-k="host"]') !== null);
    const content = () => defined(root.querySelector('.root')).getBoundingClientRect().height;
    const em = Number.parseFloat(getComputedStyle(el).fontSize);
    expect(content()).to.be.below(30 * em);
    expect(el.getBoundingClientRect().height).to.equal(30 * em);
    const cell = defined(root.querySelector('[data-k="host"]')).getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(cell.x + 2), Math.round(cell.y + cell.height / 2)] });
    expect(el.getBoundingClientRect().height).to.equal(content());
  });

  it('unmounts when removed and renders again when re-attached', async () => {
    const el = await fixture(html`<test-probe-element></test-probe-element>`);
    const parent = defined(el.parentElement);
    el.remove();
    await until(() => defined(el.shadowRoot).childElementCount === 0);
    parent.append(el);
    await until(() => defined(el.shadowRoot).childElementCount > 0);
    expect(read(el, 'host')).to.equal('test-probe-element');
  });

  it('carries its version and public surface on the class', () => {
    expect(ProbeElement.version).to.equal('0.0.0-test');
    expect((ProbeElement as unknown as { spec: ElementSpec }).spec).to.equal(spec);
    expect(ProbeElement.name).to.equal('TestProbeElement');
    expect((ProbeElement as unknown as { observedAttributes: string[] }).observedAttributes).to.deep.equal([
      'config',
      'bank-reg-nr',
      'bank-url',
      'calculator-path',
      'count',
      'flag',
    ]);
  });
});
