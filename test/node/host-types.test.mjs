// The host-framework typings generated from dist/custom-elements.json: the React 19 host demo
// type-checks against them, wrong attribute values and wrong event details do not, and a new element
// of the manifest gets its JSX typings without code for it. npm test builds dist/ first.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { promisify } from 'node:util';
import { reactTypes, vscodeCustomData } from '../../scripts/lib/host-types.mjs';
import { PRODUCT_SLUGS } from '../../src/domain/products.ts';

const root = new URL('../../', import.meta.url);
const tsc = new URL('node_modules/typescript/bin/tsc', root).pathname;
const manifest = JSON.parse(readFileSync(new URL('dist/custom-elements.json', root), 'utf8'));
const declarations = manifest.modules.flatMap((m) => m.declarations);

/** Runs tsc on a project; resolves to its diagnostics (empty when it compiled). */
async function typecheck(project) {
  try {
    await promisify(execFile)(process.execPath, [tsc, '-p', project], { cwd: root.pathname });
    return '';
  } catch (error) {
    return String(error.stdout || error.message);
  }
}

const COMPILER_OPTIONS = {
  target: 'ES2022',
  module: 'ESNext',
  moduleResolution: 'Bundler',
  lib: ['ES2023', 'DOM', 'DOM.Iterable'],
  jsx: 'react-jsx',
  strict: true,
  types: [],
  noEmit: true,
};

describe('React 19 typings (salgspant-elements/react)', () => {
  it('the generated file declares every element and event of the manifest', () => {
    const types = readFileSync(new URL('dist/react/index.d.ts', root), 'utf8');
    assert.equal(types, reactTypes(manifest));
    for (const d of declarations) {
      assert.match(types, new RegExp(`'${d.tagName}': \\w+Props;`));
      for (const e of d.events) assert.ok(types.includes(`GlobalEventHandlersEventMap['${e.name}']`), e.name);
      for (const a of d.attributes) assert.ok(types.includes(`${/-/.test(a.name) ? `'${a.name}'` : a.name}?:`));
    }
  });

  it('the React host demo type-checks against them', async () => {
    assert.equal(await typecheck('demo/react-host/tsconfig.json'), '');
  });

  it('rejects a wrong attribute value, an unknown property, a wrong event detail and an unknown tag', async () => {
    // Inside the package folder, so `salgspant-elements/react` resolves to this package (self-reference).
    const dir = new URL('.test-results/host-types/', root);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      new URL('errors.tsx', dir),
      `import type {} from 'salgspant-elements/react';
export const ok = (
  <salgspant-calculator
    product="car"
    bank-reg-nr="9999"
    heading-level={3}
    onsalgspant-navigate={(event) => {
      event.preventDefault();
      const href: string = event.detail.href;
      return href;
    }}
  />
);
// @ts-expect-error product is a string
export const wrongValue = <salgspant-calculator product={42} />;
// @ts-expect-error heading-level is a number
export const wrongLevel = <salgspant-calculator heading-level="three" />;
// @ts-expect-error the products are the spec's list, lower case
export const wrongProduct = <salgspant-calculator product="Car" />;
// @ts-expect-error heading levels are 2–6
export const levelNine = <salgspant-calculator heading-level={9} />;
// @ts-expect-error the app types are calculator, application, completion and landing
export const wrongAppType = <salgspant-app app-type="calculater" />;
// @ts-expect-error no such property
export const unknownProperty = <salgspant-vehicle-chooser productt="car" />;
// @ts-expect-error the navigate detail has no such field
export const wrongDetail = <salgspant-calculator onsalgspant-navigate={(event) => event.detail.nope} />;
// @ts-expect-error React 19 would listen to an event named "SalgspantNavigate", which never fires
export const wrongEventProp = <salgspant-calculator onSalgspantNavigate={() => undefined} />;
// @ts-expect-error no such element
export const unknownTag = <salgspant-unknown />;
`,
    );
    writeFileSync(
      new URL('tsconfig.json', dir),
      JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: ['errors.tsx'] }),
    );
    assert.equal(await typecheck('.test-results/host-types/tsconfig.json'), '');
  });

  it("the docs site's React quick start type-checks as pasted", async () => {
    const page = readFileSync(new URL('demo/pages/docs/index.html', root), 'utf8');
    const code = /<pre[^>]*data-quickstart="react"[^>]*><code>([\s\S]*?)<\/code><\/pre>/.exec(page)?.[1];
    assert.ok(code, 'the React quick start on /docs');
    const source = code
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
    const dir = new URL('.test-results/react-quick-start/', root);
    mkdirSync(dir, { recursive: true });
    writeFileSync(new URL('quick-start.tsx', dir), source);
    writeFileSync(
      new URL('tsconfig.json', dir),
      JSON.stringify({ compilerOptions: COMPILER_OPTIONS, files: ['quick-start.tsx'] }),
    );
    assert.equal(await typecheck('.test-results/react-quick-start/tsconfig.json'), '');
  });

  it("types the enumerated attributes with the spec's lists, and VS Code offers the same values", () => {
    const types = readFileSync(new URL('dist/react/index.d.ts', root), 'utf8');
    assert.ok(types.includes(`  product?: ${PRODUCT_SLUGS.map((slug) => `'${slug}'`).join(' | ')};`));
    assert.match(types, /'app-type'\?: 'calculator' \| 'application' \| 'completion' \| 'landing';/);
    assert.match(types, /'heading-level'\?: 2 \| 3 \| 4 \| 5 \| 6;/);
    const data = JSON.parse(readFileSync(new URL('dist/vscode.html-custom-data.json', root), 'utf8'));
    const attribute = (tag, name) =>
      data.tags
        .find((t) => t.name === tag)
        .attributes.find((a) => a.name === name)
        .values?.map((v) => v.name);
    assert.deepEqual(attribute('salgspant-calculator', 'product'), [...PRODUCT_SLUGS]);
    assert.deepEqual(attribute('salgspant-app', 'app-type'), ['calculator', 'application', 'completion', 'landing']);
    assert.deepEqual(attribute('kyc-declaration', 'heading-level'), ['2', '3', '4', '5', '6']);
    assert.deepEqual(attribute('salgspant-application', 'enforce-kyc-block'), ['true', 'false']);
  });

  it('a new element of the manifest gets its JSX typings without code for it', () => {
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
          attributes: [{ name: 'case-id', type: { text: 'string' }, description: 'The case.' }],
          events: [{ name: 'kyc-submitted', type: { text: 'CustomEvent<KycSubmittedDetail>' } }],
        },
      ],
    });
    const types = reactTypes(added);
    assert.match(types, /'kyc-declaration': KycDeclarationProps;/);
    assert.match(types, /'case-id'\?: string;/);
    assert.match(types, /'onkyc-submitted'\?: \(event: GlobalEventHandlersEventMap\['kyc-submitted'\]\) => void;/);
    const data = vscodeCustomData(added);
    assert.deepEqual(
      data.tags.map((t) => t.name),
      [...declarations.map((d) => d.tagName), 'kyc-declaration'],
    );
  });
});
