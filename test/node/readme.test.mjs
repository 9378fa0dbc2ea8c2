// The README's reference tables are generated from dist/custom-elements.json (scripts/docs.mjs): this
// fails when the README drifts from the manifest. npm test builds dist/ first.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { readmeBlocks, readProject, renderReadme } from '../../scripts/lib/manifest-docs.mjs';

const root = new URL('../../', import.meta.url);
const { manifest, readme, prettierOptions } = readProject(root);

describe('README.md reference tables', () => {
  it('match dist/custom-elements.json (run `npm run docs` after changing an element)', async () => {
    const expected = await renderReadme(readme, manifest, prettierOptions);
    assert.equal(readme, expected);
  });

  it('list every element, attribute, event, token and page-JSON key of the manifest', () => {
    const declarations = manifest.modules.flatMap((m) => m.declarations);
    assert.ok(declarations.length >= 2);
    for (const d of declarations) {
      assert.ok(readme.includes(`| \`<${d.tagName}>\``), `${d.tagName} in the elements table`);
      for (const a of d.attributes) assert.ok(readme.includes(`| \`${a.name}\``), `${d.tagName} ${a.name}`);
      for (const e of d.events) {
        assert.ok(readme.includes(`| \`${e.name}\``), e.name);
        for (const f of e.detail.fields) assert.ok(readme.includes(`${f.name}${f.optional ? '?' : ''}: `), f.name);
      }
      for (const p of d.cssProperties) assert.ok(readme.includes(`| \`${p.name}\``), p.name);
      for (const k of d.pageConfig) assert.ok(readme.includes(`| \`${k.name}\``), k.name);
      for (const p of d.cssParts) assert.ok(readme.includes(`\`::part(${p.name})\``), p.name);
    }
  });

  it('a README whose table lost a row is caught', async () => {
    const drifted = readme.replace(/^\| `--salgspant-color-primary-hover`.*\n/m, '');
    assert.notEqual(drifted, readme);
    assert.notEqual(await renderReadme(drifted, manifest, prettierOptions), drifted);
  });

  it('picks up a new element of the manifest without code for it', () => {
    const added = structuredClone(manifest);
    added.modules.push({
      kind: 'javascript-module',
      path: 'dist/elements/kyc-declaration.js',
      declarations: [
        {
          kind: 'class',
          name: 'KycDeclarationElement',
          tagName: 'kyc-declaration',
          customElement: true,
          description: 'The customer declaration.',
          attributes: [{ name: 'case-id', fieldName: 'caseId', type: { text: 'string' }, description: 'The case.' }],
          events: [{ name: 'kyc-submitted', type: { text: 'CustomEvent<KycSubmittedDetail>' }, description: 'Sent.' }],
          cssParts: [{ name: 'form', description: 'The form.' }],
          cssProperties: [],
          pageConfig: [{ name: 'kycPath', description: 'Page of the declaration.' }],
        },
      ],
    });
    const blocks = readmeBlocks(added);
    assert.match(blocks.elements, /`<kyc-declaration>`/);
    assert.match(blocks.attributes, /#### `<kyc-declaration>`[\s\S]*`case-id`/);
    assert.match(blocks.events, /`kyc-submitted` \| `CustomEvent<KycSubmittedDetail>` \| – \| `<kyc-declaration>`/);
    assert.match(blocks['page-config'], /`kycPath`/);
    assert.match(blocks.parts, /`::part\(form\)`/);
    // The shared event is no longer on "all" elements.
    assert.match(blocks.events, /`salgspant-navigate` .*`<salgspant-vehicle-chooser>`, `<salgspant-calculator>`/);
  });

  it('refuses a README without the markers', async () => {
    await assert.rejects(renderReadme('# nothing here\n', manifest, prettierOptions), /manifest:elements/);
  });
});

describe('README.md embed snippets', () => {
  it("carry this build's reserved space of the element they embed (dist/integrity.json, decision 0094)", () => {
    const { reserve } = JSON.parse(readFileSync(new URL('dist/integrity.json', root), 'utf8'));
    for (const tag of ['salgspant-vehicle-chooser', 'salgspant-calculator']) {
      assert.ok(reserve.byTag[tag], tag);
      assert.ok(readme.includes(`<style>${reserve.byTag[tag]}</style>`), `the ${tag} snippet's <style>`);
    }
  });
});
