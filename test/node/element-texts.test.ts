// Each element carries only its own text areas (its catalogue). This checks, from the source, that the
// catalogue holds every text key the element's code can reach: a key literal ('calculator.submit.loan')
// or a key prefix in a template (`calculator.product.${slug}`) in any module the element imports,
// statically or on demand. Error screens are the exception: an element carries those its calls can
// lead to, and shows any other as the generic screen. The messages of the shared rules, schemas and
// clients (src/domain, src/schemas, src/api) are the other: an element bundles only the schemas of its
// own calls, which reaching a module does not tell, so test/node/element-texts-built.test.mjs checks
// those keys in the built files.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { nb } from '../../src/texts/nb.js';
import { ELEMENT_CATALOGUES } from '../../scripts/lib/texts-docs.js';

/** Every element module and the catalogue it hands createElementClass. */
const CATALOGUES = ELEMENT_CATALOGUES;

const root = path.resolve(import.meta.dirname, '../..');
/** Modules that define texts, and the shared layers whose keys are checked in the built files. */
const SHARED = ['texts', 'domain', 'schemas', 'api'];
/**
 * The lists of the page JSON's `form` ids (decision 0099): an id such as 'completion.contact.email' is a
 * field's id there, not a use of the text key it happens to equal.
 */
const FIELD_ID_LISTS = /[/\\]src[/\\]config[/\\]form-fields(?:-loan)?\.ts$/;
const IMPORT = /(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g;

/** Every source file reachable from an element module through relative imports. */
function reachable(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    // Type-only imports bring no code, and so no texts, into the bundle.
    const code = readFileSync(file, 'utf8').replace(/^(?:import|export)\s+type\s[^;]*;/gm, '');
    for (const match of code.matchAll(IMPORT)) {
      const target = path.resolve(path.dirname(file), match[1] ?? '');
      const source = [target.replace(/\.js$/, '.ts'), target.replace(/\.js$/, '.tsx')].find((candidate) => {
        try {
          readFileSync(candidate);
          return true;
        } catch {
          return false;
        }
      });
      if (source) visit(source);
    }
  };
  visit(entry);
  return seen;
}

/** The text keys a file uses: literal keys and the keys a template prefix can produce. */
function keysUsedIn(file: string): string[] {
  const text = readFileSync(file, 'utf8').replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
  const keys = Object.keys(nb);
  const used = new Set<string>();
  for (const match of text.matchAll(/['"]([a-z]+\.[A-Za-z0-9.]+)['"]/g)) {
    if (match[1] && Object.hasOwn(nb, match[1])) used.add(match[1]);
  }
  for (const match of text.matchAll(/`([a-z]+\.[A-Za-z0-9.]*)\$\{/g)) {
    const prefix = match[1] ?? '';
    // `errors.${screen}.title`: the error catalogue shows a screen the element does not carry as the
    // generic one (carriedScreenFor), so a whole area behind a template is not required.
    if (/^[a-z]+\.$/.test(prefix)) continue;
    for (const key of keys) if (key.startsWith(prefix)) used.add(key);
  }
  return [...used];
}

describe('element text catalogues', () => {
  it('has a catalogue entry for every element', () => {
    const elements = readdirSync(path.join(root, 'elements'))
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.define.ts') && file !== 'define-all.ts')
      .map((file) => file.slice(0, -3));
    assert.deepEqual(elements.sort(), Object.keys(CATALOGUES).sort());
  });

  for (const [tag, catalogue] of Object.entries(CATALOGUES)) {
    it(`${tag} carries every text its code uses`, () => {
      const files = reachable(path.join(root, 'elements', `${tag}.ts`));
      // The text modules define texts; the other modules use them.
      const users = [...files].filter(
        (file) =>
          !FIELD_ID_LISTS.test(file) &&
          !SHARED.some((dir) => file.includes(`${path.sep}src${path.sep}${dir}${path.sep}`)),
      );
      const missing = users.flatMap((file) =>
        keysUsedIn(file)
          .filter((key) => !Object.hasOwn(catalogue, key))
          .map((key) => `${path.relative(root, file)}: ${key}`),
      );
      assert.deepEqual(missing, []);
    });
  }

  it('the chooser does not carry the calculator, error or UI-kit texts', () => {
    assert.ok(Object.keys(CATALOGUES['salgspant-vehicle-chooser'] ?? {}).every((key) => key.startsWith('chooser.')));
  });
});
