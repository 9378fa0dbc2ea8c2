// The text keys an editor reads are generated from the catalogue (scripts/lib/texts-docs.ts): the
// README's areas per element, and the docs page /docs/texts with every key, its default text and its
// English text. This fails when the README drifts from the catalogue or the page misses a key or a text.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { docsBlock, elementsOf, readmeBlock, renderReadmeTexts, replaceBlock } from '../../scripts/lib/texts-docs.js';
import { createDemoApp } from '../../demo/app.js';
import { en } from '../../src/texts/en.js';
import { nb } from '../../src/texts/nb.js';

const root = new URL('../../', import.meta.url);

describe('the text keys for editors', () => {
  it('the README matches the catalogue (run `npm run docs:texts` after changing a text)', async () => {
    const { now, next } = await renderReadmeTexts(root);
    assert.equal(now, next);
  });

  it('the docs page lists every key with its default text, its English text and at least one element', () => {
    const page = docsBlock();
    const escape = (text: string) =>
      text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
    for (const [key, text] of Object.entries(nb)) {
      assert.ok(page.includes(`<code>${key}</code>`), key);
      if (text) assert.ok(page.includes(escape(text)), `${key}: ${text}`);
      const english = en[key as keyof typeof en];
      if (english) assert.ok(page.includes(`<td lang="en">${escape(english)}</td>`), `${key}: ${english}`);
    }
    // Every key is carried by an element: a key no element can show is dead text for the editors.
    const unshown = Object.keys(nb).filter((key) => elementsOf(key).length === 0);
    assert.deepEqual(unshown, []);
  });

  it('the demo site serves the page at /docs/texts, built from the catalogue', async () => {
    const response = await createDemoApp().fetch(new Request('http://127.0.0.1/docs/texts'));
    assert.equal(response.status, 200);
    const page = await response.text();
    assert.ok(page.includes('<code>validation.required</code>'));
    assert.ok(page.includes('Påkrevet felt'));
    assert.ok(page.includes('<td lang="en">Required field</td>'));
    assert.ok(page.includes('<h2 id="area-chooser"><code>chooser</code>'));
  });

  it('a README whose block lost a row is caught', () => {
    const block = readmeBlock();
    const drifted = replaceBlock(`<!-- texts:elements -->\n<!-- /texts:elements -->`, 'texts:elements', block).replace(
      /^\| `<salgspant-upgrade>`.*\n/m,
      '',
    );
    assert.ok(!drifted.includes('salgspant-upgrade'));
    assert.ok(block.includes('`<salgspant-upgrade>`'));
  });
});
