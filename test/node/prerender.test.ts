// The catalogue the server writes (demo/prerender.ts, decision 0106) takes the manifest's words as text:
// HTML in them is escaped, and String.replace's patterns ($&, $', $$) copy nothing of the page.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { catalogue } from '../../demo/prerender.js';

const PAGE = [
  '<main><h1>Katalog</h1>',
  '<section class="catalogue-entry" data-tag="salgspant-calculator">',
  '<p data-slot="summary"></p><p data-slot="setup"></p><div data-slot="reference"></div>',
  '</section><div data-slot="tokens"></div></main>',
].join('');

test("the manifest's description is written as text: no markup, no replacement pattern", () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'prerender-'));
  try {
    const description = "Costs $& and $' and $$ <script>alert(1)</script>";
    writeFileSync(
      path.join(dir, 'custom-elements.json'),
      JSON.stringify({
        modules: [
          {
            path: 'elements/salgspant-calculator.js',
            declarations: [{ customElement: true, tagName: 'salgspant-calculator', description }],
          },
        ],
      }),
    );
    const html = catalogue(PAGE, dir);
    const summary = /<p data-slot="summary">([\s\S]*?)<\/p>/.exec(html)?.[1] ?? '';
    assert.ok(summary.includes('Costs $&amp; and $&#39; and $$'), summary);
    assert.ok(summary.includes('&lt;script&gt;'), summary);
    assert.ok(!html.includes('<script>'));
    assert.equal((html.match(/<h1>/g) ?? []).length, 1, 'nothing of the page is copied into it');
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
