// The docs site as a developer uses it: each quick start's snippet, taken from the page as the copy
// button copies it, renders its element when pasted into an empty page; the catalogue shows all eight
// elements, opens the ones that need the sandbox in a working state, shows the design tokens once, and
// reads as prose (no Markdown backticks, no internal spec references).
import { expect } from '@esm-bundle/chai';
import { defined } from '../helpers/defined.js';
import { until } from '../helpers/fixture.js';
import { axeIn, openPage, scrollThroughExamples } from '../helpers/frames.js';

const frames: HTMLIFrameElement[] = [];
afterEach(() => {
  for (const frame of frames.splice(0)) frame.remove();
});

async function page(path: string, width = 1024): Promise<Document> {
  const frame = await openPage(path, width);
  frames.push(frame);
  // The catalogue mounts each example as it comes near the screen: a reader scrolls through it.
  await scrollThroughExamples(frame);
  return defined(frame.contentDocument, 'frame document');
}

/** Pastes HTML into an empty page (an iframe's srcdoc, on this origin) and returns its document. */
async function pasted(html: string): Promise<Document> {
  const frame = document.createElement('iframe');
  frame.style.cssText = 'width: 800px; height: 900px; border: 0';
  const loaded = new Promise((resolve) => frame.addEventListener('load', resolve, { once: true }));
  frame.srcdoc = `<!doctype html><html lang="nb"><head><meta charset="utf-8"><title>pasted</title></head><body>${html}</body></html>`;
  document.body.append(frame);
  frames.push(frame);
  await loaded;
  return defined(frame.contentDocument, 'pasted document');
}

/** The snippet of one quick start, as its copy button copies it (the code block's text). */
function snippet(doc: Document, name: string): string {
  return defined(doc.querySelector(`pre[data-quickstart="${name}"]`), `quick start ${name}`).textContent;
}

describe('docs site', function () {
  it('has a quick start with a copy button for each of the four users', async () => {
    const doc = await page('/docs');
    await until(() => doc.querySelectorAll('button.copy').length === 4, 'copy buttons');
    const headings = [...doc.querySelectorAll('.quick-start h3')].map((h) => h.textContent);
    expect(headings).to.deep.equal([
      'CMS editor: a calculator on a bank page',
      'Partner dealer: the calculator on another website',
      'App web view: the whole loan app on one page',
      'React developer: typed JSX',
    ]);
    const buttons = [...doc.querySelectorAll('button.copy')].map((b) => b.getAttribute('aria-label'));
    expect(buttons).to.deep.equal([
      "Copy the CMS editor's snippet",
      "Copy the partner dealer's snippet",
      "Copy the app web view's snippet",
      "Copy the React developer's snippet",
    ]);
    // The dealer's snippet names this server's address, filled in by the page.
    expect(snippet(doc, 'dealer')).to.contain(`src="${location.origin}/dist/elements/salgspant-calculator.js"`);
    // Each snippet preloads the element's chunks (this build's names, from dist/integrity.json), before its script.
    for (const [name, base] of [
      ['cms', '/dist/'],
      ['dealer', `${location.origin}/dist/`],
      ['app', '/dist/'],
    ] as const) {
      const text = snippet(doc, name);
      expect(text).to.match(
        new RegExp(`^<link rel="modulepreload" href="${base}chunks/runtime-[\\w-]+\\.js" />$`, 'm'),
      );
      expect(text.lastIndexOf('modulepreload')).to.be.below(text.indexOf('<script type="module"'));
    }
  });

  for (const [name, tag, shows] of [
    // The CMS editor's page JSON overrides the calculator's heading.
    ['cms', 'salgspant-calculator', 'Regn ut lånet: Bil'],
    ['dealer', 'salgspant-calculator', 'Lånekalkulator: Bil'],
    // The app's "/" on a calculator page is the vehicle chooser.
    ['app', 'salgspant-app', 'Velg kjøretøy'],
  ] as const) {
    it(`the ${name} snippet, pasted into an empty page, renders <${tag}> without a console mistake`, async () => {
      const docs = await page('/docs');
      await until(() => snippet(docs, 'dealer').includes(location.origin), 'origin filled in');
      const doc = await pasted(snippet(docs, name));
      const win = defined(doc.defaultView, 'pasted window');
      const said: string[] = [];
      win.console.warn = (...args: unknown[]) => said.push(args.join(' '));
      win.console.error = (...args: unknown[]) => said.push(args.join(' '));
      const element = () => doc.querySelector(tag);
      await until(() => (element()?.shadowRoot?.querySelector('h2') ?? null) !== null, `<${tag}> rendered`);
      expect(defined(element()?.shadowRoot).textContent).to.contain(shows);
      expect(said).to.deep.equal([]);
    });
  }

  it('the catalogue shows all eight elements, the design tokens once, and prose without backticks or spec references', async () => {
    const doc = await page('/elements');
    const manifest = (await (await fetch('/dist/custom-elements.json')).json()) as {
      modules: Array<{ declarations: Array<{ tagName: string }> }>;
    };
    const tags = manifest.modules.flatMap((m) => m.declarations.map((d) => d.tagName));
    expect(tags).to.have.length(8);
    const shown = [...doc.querySelectorAll<HTMLElement>('.catalogue-entry')].map((s) => s.dataset.tag);
    expect([...shown].sort()).to.deep.equal([...tags].sort());
    // Each element's reference tables are folded; a reader opens them.
    for (const summary of doc.querySelectorAll<HTMLElement>('details.reference-tables > summary')) summary.click();
    await until(() => doc.querySelectorAll('[data-slot="reference"] table').length >= 8 * 3, 'tables');
    const tokenTables = [...doc.querySelectorAll('caption')].filter((c) => c.textContent.startsWith('Design tokens'));
    expect(tokenTables).to.have.length(1);
    const prose = [...doc.querySelectorAll('[data-slot="summary"], td')].map((el) => el.textContent).join('\n');
    expect(prose).to.not.match(/`/);
    expect(prose).to.not.match(/\bspec \d/);
  });

  it('opens the completion and the declaration in a working state, made on the fly in the sandbox', async () => {
    const doc = await page('/elements');
    const root = (tag: string) => doc.querySelector(`.catalogue-entry[data-tag="${tag}"] ${tag}`)?.shadowRoot ?? null;
    await until(
      () =>
        root('kyc-declaration')?.querySelector('#kyc-section-heading')?.textContent ===
        'Velkommen til kundeerklæringen',
      'the declaration opens at its first section',
    );
    await until(() => (root('salgspant-completion')?.textContent ?? '').includes('100000001'), 'Kari’s case');
    expect(root('salgspant-completion')?.textContent).to.not.contain('Noe gikk galt');
  });

  it('/docs/texts shows each key with its Norwegian default and its English text, each marked with its language', async () => {
    const doc = await page('/docs/texts');
    const cells = (key: string) =>
      [
        ...defined(
          [...doc.querySelectorAll('tr')].find((row) => row.querySelector('td code')?.textContent === key),
          `the row of ${key}`,
        ).querySelectorAll('td'),
      ].map((cell) => [cell.lang, cell.textContent]);
    expect(cells('validation.required').slice(1, 3)).to.deep.equal([
      ['nb', 'Påkrevet felt'],
      ['en', 'Required field'],
    ]);
    expect(cells('kyc.heading').slice(1, 3)).to.deep.equal([
      ['nb', 'Kundeerklæring'],
      ['en', 'Customer declaration'],
    ]);
    const headings = [...defined(doc.querySelector('#area-chooser')?.closest('section')).querySelectorAll('th')];
    expect(headings.map((th) => th.textContent)).to.deep.equal([
      'Key',
      'Default text (Norwegian)',
      'English',
      'Elements',
    ]);
    // The first area's table, as a screen reader meets it: headers and the languages of its cells.
    const frame = defined(frames.at(-1), 'the page frame');
    const results = await (
      await axeIn(frame)
    ).run(defined(doc.querySelector('#area-chooser')?.closest('section')), {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
      resultTypes: ['violations'],
    });
    expect(results.violations.map((v) => v.id)).to.deep.equal([]);
  });

  it('tables keep their words whole at 320 px and at 1280 px', async () => {
    for (const width of [320, 1280]) {
      const doc = await page('/docs/salgspant-calculator', width);
      await until(() => doc.querySelectorAll('table').length > 3, 'tables');
      // A heading broken inside a word ("Attribut e") takes two lines; at 1280 px the names do not wrap either.
      const cells = doc.querySelectorAll<HTMLElement>(width > 600 ? 'th, td:first-child code' : 'th');
      for (const cell of cells) {
        const range = doc.createRange();
        range.selectNodeContents(cell);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        expect(lines.size, `${cell.textContent} at ${width} px`).to.equal(1);
      }
    }
  });
});
