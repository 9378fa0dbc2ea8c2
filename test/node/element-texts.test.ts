// Each element carries only its own text areas (its catalogue). This checks, from the source, that the
// catalogue holds every text key the element's code can reach: a key literal ('calculator.submit.loan')
// or a key prefix in a template (`calculator.product.${slug}`) in any module the element imports,
// statically or on demand. Error screens are the exception: an element carries those its calls can
// lead to, and shows any other as the generic screen.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { appCatalogue } from '../../src/flows/app/app.texts.js';
import { applicationCatalogue } from '../../src/flows/application/application.texts.js';
import { calculatorCatalogue } from '../../src/flows/calculator/calculator.texts.js';
import { completionCatalogue } from '../../src/flows/completion/completion.texts.js';
import { vehicleChooserCatalogue } from '../../src/flows/vehicle-chooser/vehicle-chooser.texts.js';
import { kycDeclarationCatalogue } from '../../src/flows/kyc-declaration/kyc-declaration.texts.js';
import { overviewCatalogue } from '../../src/flows/overview/overview.texts.js';
import { upgradeCatalogue } from '../../src/flows/upgrade/upgrade.texts.js';
import { nb } from '../../src/texts/nb.js';
import type { Catalogue } from '../../src/texts/texts.js';

/** Every element module and the catalogue it hands createElementClass. */
const CATALOGUES: Record<string, Catalogue> = {
  'salgspant-calculator': calculatorCatalogue,
  'salgspant-vehicle-chooser': vehicleChooserCatalogue,
  'kyc-declaration': kycDeclarationCatalogue,
  'salgspant-application': applicationCatalogue,
  'salgspant-overview': overviewCatalogue,
  'salgspant-upgrade': upgradeCatalogue,
  // The app carries its own texts on its first visit; each route's view brings its flow's catalogue
  // along with its code (src/flows/app/routes.ts), so everything its code reaches is the union.
  'salgspant-app': {
    ...appCatalogue,
    ...vehicleChooserCatalogue,
    ...calculatorCatalogue,
    ...applicationCatalogue,
    ...overviewCatalogue,
    ...upgradeCatalogue,
    ...completionCatalogue,
  },
  'salgspant-completion': completionCatalogue,
};

const root = path.resolve(import.meta.dirname, '../..');
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
      const users = [...files].filter((file) => !file.includes(`${path.sep}src${path.sep}texts${path.sep}`));
      const missing = users.flatMap((file) =>
        keysUsedIn(file)
          .filter((key) => !Object.hasOwn(catalogue, key))
          .map((key) => `${path.relative(root, file)}: ${key}`),
      );
      assert.deepEqual(missing, []);
    });
  }

  it('the chooser does not carry the calculator, error or UI-kit texts', () => {
    assert.ok(Object.keys(vehicleChooserCatalogue).every((key) => key.startsWith('chooser.')));
  });
});
