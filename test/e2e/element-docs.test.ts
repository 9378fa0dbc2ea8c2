// The element reference pages of the demo (/docs, /docs/<tag>), generated from custom-elements.json:
// every element has one, the tables show the manifest, and the attribute editor drives the live element.
import { expect } from '@esm-bundle/chai';
import { sendKeys } from '@web/test-runner-commands';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { openPage } from '../helpers/frames.js';

interface Declaration {
  tagName: string;
  attributes: Array<{ name: string }>;
  events: Array<{ name: string; detail?: { name: string; fields: Array<{ name: string; optional: boolean }> } }>;
  cssParts: Array<{ name: string }>;
  cssProperties: Array<{ name: string }>;
  pageConfig: Array<{ name: string }>;
}

async function declarations(): Promise<Declaration[]> {
  const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
    modules: Array<{ declarations: Declaration[] }>;
  };
  return manifest.modules.flatMap((m) => m.declarations);
}

/** The first-column texts of the table with this caption. */
function column(doc: Document, caption: string): string[] {
  const table = [...doc.querySelectorAll('table')].find((t) => t.caption?.textContent === caption);
  if (!table) throw new Error(`no table «${caption}»`);
  return [...defined(table.tBodies[0], `body of «${caption}»`).rows].map(
    (row) => defined(row.cells[0], `first cell in «${caption}»`).textContent,
  );
}

function field(doc: Document, attribute: string): HTMLInputElement {
  const label = [...doc.querySelectorAll('label')].find((l) => l.textContent === attribute);
  if (!label?.control) throw new Error(`no field labelled ${attribute}`);
  return label.control as HTMLInputElement;
}

describe('element reference pages', () => {
  const frames: HTMLIFrameElement[] = [];
  afterEach(() => {
    for (const frame of frames.splice(0)) frame.remove();
  });

  it('/docs links one page per element of the manifest', async () => {
    const frame = await openPage('/docs');
    frames.push(frame);
    const doc = defined(frame.contentDocument, 'frame document');
    const expected = (await declarations()).map((d) => `/docs/${d.tagName}`);
    await until(() => doc.querySelectorAll('[data-slot="elements"] a').length > 0, 'list');
    const links = [...doc.querySelectorAll<HTMLAnchorElement>('[data-slot="elements"] a')].map((a) => a.pathname);
    expect(links).to.deep.equal(expected);
  });

  it('each page shows the manifest: attributes, properties, events, parts, tokens and page-JSON keys', async () => {
    for (const declaration of await declarations()) {
      const frame = await openPage(`/docs/${declaration.tagName}`);
      frames.push(frame);
      const doc = defined(frame.contentDocument, 'frame document');
      const detailed = declaration.events.filter((e) => e.detail);
      await until(() => doc.querySelectorAll('table').length === 6 + detailed.length, `${declaration.tagName} tables`);
      expect(doc.querySelector('h1')?.textContent).to.equal(`<${declaration.tagName}>`);
      expect(column(doc, 'Attributes')).to.deep.equal(declaration.attributes.map((a) => a.name));
      expect(column(doc, 'Events')).to.deep.equal(declaration.events.map((e) => e.name));
      for (const event of detailed) {
        const detail = defined(event.detail, `detail of ${event.name}`);
        expect(column(doc, `Detail of ${event.name} (${detail.name})`)).to.deep.equal(
          detail.fields.map((f) => `${f.name}${f.optional ? '?' : ''}`),
        );
      }
      expect(detailed.length).to.be.greaterThan(0);
      expect(column(doc, 'CSS parts')).to.deep.equal(declaration.cssParts.map((p) => `::part(${p.name})`));
      expect(column(doc, 'Design tokens (every element)')).to.deep.equal(declaration.cssProperties.map((p) => p.name));
      expect(column(doc, 'Page-JSON keys (<script type="application/json" data-react="…">)')).to.deep.equal(
        declaration.pageConfig.map((k) => k.name),
      );
      expect(column(doc, 'Properties').length).to.equal(declaration.attributes.length);
      // One labelled field per attribute.
      for (const attribute of declaration.attributes) expect(field(doc, attribute.name)).to.exist;
    }
  });

  it('editing an attribute changes the live element and the markup', async () => {
    const frame = await openPage('/docs/salgspant-calculator');
    frames.push(frame);
    const doc = defined(frame.contentDocument, 'frame document');
    const live = () => doc.querySelector('[data-slot="example"] salgspant-calculator');
    const liveRoot = () => defined(defined(live(), 'live calculator').shadowRoot, 'live calculator shadow root');
    await until(() => Boolean(live()?.shadowRoot?.querySelector('h2')), 'calculator rendered');
    expect(field(doc, 'product').value).to.equal('car');

    const level = field(doc, 'heading-level');
    level.focus();
    await sendKeys({ type: '4' });
    await until(() => Boolean(liveRoot().querySelector('h4')), 'heading level 4');
    expect(defined(live(), 'live calculator').getAttribute('heading-level')).to.equal('4');
    expect(doc.querySelector('[data-slot="markup"]')?.textContent).to.contain(
      '<salgspant-calculator product="car" bank-reg-nr="9999" heading-level="4"></salgspant-calculator>',
    );

    const product = field(doc, 'product');
    product.focus();
    product.select();
    await sendKeys({ press: 'Backspace' });
    await sendKeys({ type: 'tractor' });
    await until(() => liveRoot().textContent.includes('Ingen gyldige kjøretøy valgt!'), 'unknown product message');
  });

  it('answers 404 for a tag the manifest does not declare', async () => {
    const response = await fetch('/docs/salgspant-unknown');
    expect(response.status).to.equal(404);
  });
});
