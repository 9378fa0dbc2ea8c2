// Checks of the built package from Node: the side-effect-free index, the exports map, the manifest and
// the shipped types. npm test builds dist/ first.
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const root = new URL('../../', import.meta.url);
const read = (path) => readFileSync(new URL(path, root), 'utf8');
const pkg = JSON.parse(read('package.json'));

describe('dist/index.js', () => {
  it('imports in Node without touching window or document', async () => {
    const touched = [];
    for (const name of ['window', 'document', 'customElements', 'HTMLElement', 'CSSStyleSheet', 'location']) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name);
          return undefined;
        },
      });
    }
    try {
      const api = await import(new URL('dist/index.js', root).href);
      assert.deepEqual(touched, []);
      assert.equal(api.VERSION, pkg.version);
      assert.equal(api.trackingName('Bil uten forsikring'), 'bil-uten-forsikring');
      assert.equal(api.DEFAULT_PATHS.calculator, '/lane/salgspant');
      assert.deepEqual(
        api.ELEMENT_SPECS.map((spec) => spec.tag),
        [
          'salgspant-vehicle-chooser',
          'salgspant-calculator',
          'salgspant-application',
          'salgspant-completion',
          'kyc-declaration',
          'salgspant-overview',
          'salgspant-upgrade',
          'salgspant-app',
        ],
      );
    } finally {
      for (const name of ['window', 'document', 'customElements', 'HTMLElement', 'CSSStyleSheet', 'location']) {
        delete globalThis[name];
      }
    }
  });
});

describe('package.json', () => {
  it('pins the public exports map', () => {
    assert.deepEqual(pkg.exports, {
      '.': { types: './dist/types/src/index.d.ts', import: './dist/index.js' },
      './define-all': { types: './dist/types/elements/define-all.d.ts', import: './dist/define-all.js' },
      './elements/kyc-declaration': {
        types: './dist/types/elements/kyc-declaration.define.d.ts',
        import: './dist/elements/kyc-declaration.js',
      },
      './elements/salgspant-app': {
        types: './dist/types/elements/salgspant-app.define.d.ts',
        import: './dist/elements/salgspant-app.js',
      },
      './elements/salgspant-application': {
        types: './dist/types/elements/salgspant-application.define.d.ts',
        import: './dist/elements/salgspant-application.js',
      },
      './elements/salgspant-calculator': {
        types: './dist/types/elements/salgspant-calculator.define.d.ts',
        import: './dist/elements/salgspant-calculator.js',
      },
      './elements/salgspant-completion': {
        types: './dist/types/elements/salgspant-completion.define.d.ts',
        import: './dist/elements/salgspant-completion.js',
      },
      './elements/salgspant-overview': {
        types: './dist/types/elements/salgspant-overview.define.d.ts',
        import: './dist/elements/salgspant-overview.js',
      },
      './elements/salgspant-upgrade': {
        types: './dist/types/elements/salgspant-upgrade.define.d.ts',
        import: './dist/elements/salgspant-upgrade.js',
      },
      './elements/salgspant-vehicle-chooser': {
        types: './dist/types/elements/salgspant-vehicle-chooser.define.d.ts',
        import: './dist/elements/salgspant-vehicle-chooser.js',
      },
      './react': { types: './dist/react/index.d.ts', import: './dist/react/index.js' },
      './texts': { types: './dist/types/src/texts/index.d.ts', import: './dist/texts.js' },
      './custom-elements.json': './dist/custom-elements.json',
      './vscode.html-custom-data.json': './dist/vscode.html-custom-data.json',
      './package.json': './package.json',
    });
  });

  it('points every export, the types and the manifest at a built file', () => {
    const targets = Object.values(pkg.exports).flatMap((target) =>
      typeof target === 'string' ? [target] : Object.values(target),
    );
    for (const target of [...targets, pkg.types, pkg.customElements]) {
      assert.ok(existsSync(new URL(target, root)), `${target} exists`);
    }
  });

  it('pins TypeScript to 6.x (7.x has no JavaScript API for the rollup plugin)', () => {
    assert.match(pkg.devDependencies.typescript, /^~?6\./);
  });
});

describe('dist/custom-elements.json', () => {
  const manifest = JSON.parse(read('dist/custom-elements.json'));
  const declarations = manifest.modules.flatMap((m) => m.declarations);

  it('lists the chooser with its attributes, events, parts and tokens', () => {
    const chooser = declarations.find((d) => d.tagName === 'salgspant-vehicle-chooser');
    assert.ok(chooser, 'chooser declared');
    assert.equal(chooser.customElement, true);
    assert.deepEqual(
      chooser.attributes.map((a) => a.name),
      ['config', 'bank-reg-nr', 'bank-url', 'calculator-path', 'heading-level'],
    );
    assert.deepEqual(
      chooser.events.map((e) => e.name),
      ['salgspant-navigate', 'salgspant-ready', 'salgspant-error'],
    );
    assert.ok(chooser.cssParts.some((p) => p.name === 'card-action'));
    assert.ok(chooser.cssProperties.some((p) => p.name === '--salgspant-color-primary'));
    const module = manifest.modules.find((m) => m.declarations.includes(chooser));
    assert.ok(existsSync(new URL(module.path, root)), `${module.path} exists`);
  });
});

describe('type declarations', () => {
  it('ship the tag and event maps', () => {
    const element = read('dist/types/elements/salgspant-vehicle-chooser.d.ts');
    assert.match(
      element,
      /interface HTMLElementTagNameMap\s*{\s*'salgspant-vehicle-chooser': SalgspantVehicleChooserElement;/,
    );
    const events = read('dist/types/src/platform/events.d.ts');
    assert.match(events, /interface GlobalEventHandlersEventMap\s*{\s*'salgspant-navigate': SalgspantNavigateEvent;/);
    const index = read('dist/types/src/index.d.ts');
    assert.match(index, /SalgspantVehicleChooserElement/);
    assert.match(index, /SalgspantNavigateEvent/);
  });
});

describe('the bundles', () => {
  it("ship the components' CSS minified: the /* css */ literals survive TypeScript and lose comments", () => {
    const files = readdirSync(new URL('dist/chunks/', root)).filter((file) => file.endsWith('.js'));
    const code = files.map((file) => read(`dist/chunks/${file}`)).join('\n');
    assert.match(code, /\.root\{all:initial;display:block;/);
    assert.doesNotMatch(code, /The element's root wrapper starts from initial values/);
    assert.doesNotMatch(code, /\n\.root \{/);
  });

  it("leave out the TanStack Form array helpers a family's forms never call (decisions 0057, 0086)", () => {
    const chunks = readdirSync(new URL('dist/chunks/', root)).filter((file) => file.endsWith('.js'));
    const family = (name) =>
      chunks
        .filter((file) => file.startsWith(`${name}-`))
        .map((file) => read(`dist/chunks/${file}`))
        .join('\n');
    const standIn = /TanStack Form array helpers are not part of this build/;
    const helper = (name, code) => (new RegExp(`this\\.${name}=\\(\\)=>\\{throw`).test(code) ? 'stand-in' : 'kept');
    // The public family's forms have no list field: every helper is the stand-in.
    assert.equal(helper('pushFieldValue', family('public')), 'stand-in');
    // The bank family's declaration adds and removes rows: those two are real code, the rest left out.
    const bank = family('bank');
    assert.match(bank, standIn);
    assert.equal(helper('pushFieldValue', bank), 'kept');
    assert.equal(helper('removeFieldValue', bank), 'kept');
    assert.equal(helper('insertFieldValue', bank), 'stand-in');
    // <salgspant-app> keeps them all.
    assert.doesNotMatch(family('app'), standIn);
  });

  it("name stdnum's tax-number validators by their hash alone: their names cost the public API's first visit", () => {
    const chunks = readdirSync(new URL('dist/chunks/', root)).filter((file) => file.endsWith('.js'));
    const main = read(
      `dist/${/"\.\/(chunks\/index-index-[\w-]+\.js)"/.exec(read('dist/index.js'))?.[1] ?? 'index.js'}`,
    );
    const validators = [...main.matchAll(/import\("\.\/(index-[\w-]+\.js)"\)/g)].map((match) => match[1]);
    const hashOnly = validators.filter((file) => /^index-[\w-]{8}\.js$/.test(file));
    assert.ok(hashOnly.length > 100, `${hashOnly.length} of ${validators.length} dynamic imports named by hash`);
    assert.deepEqual(
      validators.filter((file) => /^index-(nipt|nif|vat|cuit|tin|cpf)-/.test(file)),
      [],
    );
    assert.ok(
      chunks.some((file) => /^bank-[\w-]{8}\.js$/.test(file)),
      'the bank family names them alike',
    );
  });

  it("give a CommonJS module's require('react') React's own exports object, not a namespace copy of it", () => {
    // The element families' chunks (React comes from the shared runtime; the public API's build bundles its own).
    const chunks = readdirSync(new URL('dist/chunks/', root)).filter(
      (file) => file.endsWith('.js') && /^(public|bank|app)-/.test(file),
    );
    // TanStack's store reaches React through use-sync-external-store's CommonJS `with-selector`.
    assert.ok(chunks.some((file) => read(`dist/chunks/${file}`).includes('useSyncExternalStore')));
    for (const file of chunks) assert.doesNotMatch(read(`dist/chunks/${file}`), /useOptimistic:/, file);
  });

  it("build no namespace object of React's exports for TanStack Form (useFormId) nor for the useSyncExternalStore shim", () => {
    const chunks = readdirSync(new URL('dist/chunks/', root)).filter(
      (file) => file.endsWith('.js') && /^(public|bank|app)-/.test(file),
    );
    for (const file of chunks) {
      const code = read(`dist/chunks/${file}`);
      // A namespace object rollup builds: `Object.freeze({__proto__:null,cloneElement:…,useSyncExternalStore:…})`.
      assert.doesNotMatch(code, /__proto__:null,[^}]*\buse(Id|SyncExternalStore):/, file);
    }
  });
});
