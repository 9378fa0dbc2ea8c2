// No customer message is written as a literal in src/domain, src/schemas, src/api or src/flows: their
// messages are text keys, and the texts are in the catalogue (src/texts, and each flow's `*.texts.ts`),
// where a CMS can override them. This reads every string and template literal of those layers (comments,
// and the element specs' documentation for the manifest, do not count) and fails on one that looks
// Norwegian: a letter æ, ø or å, or a common Norwegian word. Register data is data, not a message: the
// allow-list names it, with the reason.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '../..');
const LAYERS = ['src/domain', 'src/schemas', 'src/api', 'src/flows'];

/** A flow's text catalogue (`<flow>.texts.ts`): the texts themselves, keyed. */
const CATALOGUE = '.texts.ts';

/** Properties of an element spec that document it for the manifest (the build leaves them out of the bundles). */
const DOC_PROPERTIES = new Set(['description', 'summary']);

const NORWEGIAN =
  /[æøåÆØÅ]|\b(?:ikke|må|og|du|deg|din|kan|med|til|på|eller|velg|ugyldig|gyldig|feltet|påkrevet|mangler|vennligst|prøv|igjen|skriv|tegn|minst|kun|har|ble|fikk|vi|banken|svarer|samme|være|noe|gikk|galt|finnes|fant|kunne)\b/i;

/** Literals that are data, not messages: file → the literals allowed there, or `*` for the whole file. */
const ALLOWED: Record<string, { literals: '*' | readonly string[]; why: string }> = {
  'src/domain/company-forms.ts': { literals: '*', why: 'the Brønnøysund register’s names of company forms' },
  'src/domain/tracking.ts': { literals: ['æ', 'ø', 'å'], why: 'letters transliterated in tracking names' },
  'src/domain/kyc-rules.ts': { literals: ['Velg'], why: 'the value of a select’s placeholder option' },
  'src/flows/receipts/pdf.ts': { literals: ['Lånebevis.pdf'], why: 'the file name of the bank’s document' },
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(entry) ? [file] : [];
  });
}

/** Every string and template literal of a file that looks Norwegian, as `file:line: "text"`. */
export function norwegianLiterals(file: string, text = readFileSync(file, 'utf8')): string[] {
  const relative = path.relative(root, file).split(path.sep).join('/');
  const allowed = ALLOWED[relative]?.literals;
  if (allowed === '*' || relative.endsWith(CATALOGUE)) return [];
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isStringLiteral(node) ||
      ts.isNoSubstitutionTemplateLiteral(node) ||
      ts.isTemplateHead(node) ||
      ts.isTemplateMiddle(node) ||
      ts.isTemplateTail(node)
    ) {
      const documentation =
        ts.isPropertyAssignment(node.parent) &&
        node.parent.initializer === node &&
        DOC_PROPERTIES.has(node.parent.name.getText(source));
      if (NORWEGIAN.test(node.text) && !allowed?.includes(node.text) && !documentation) {
        const line = source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
        found.push(`${relative}:${line}: ${JSON.stringify(node.text)}`);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('no hard-coded Norwegian message in src/domain, src/schemas, src/api, src/flows', () => {
  it('finds none', () => {
    const found = LAYERS.flatMap((layer) => sources(path.join(root, layer))).flatMap((file) => norwegianLiterals(file));
    assert.deepEqual(found, []);
  });

  it('would find one: a message, a template, a word without æøå; not a comment', () => {
    const file = path.join(root, 'src/schemas/example.ts');
    const code = [
      "// 'Påkrevet felt' in a comment is fine",
      "export const a = z.string().check(z.minLength(1, 'Påkrevet felt'));",
      'export const b = (n: number) => `Feltet kan maksimalt inneholde ${n} tegn`;',
      "export const c = 'Ugyldig dato';",
      "export const d = 'validation.required';",
    ].join('\n');
    assert.deepEqual(norwegianLiterals(file, code), [
      'src/schemas/example.ts:2: "Påkrevet felt"',
      'src/schemas/example.ts:3: "Feltet kan maksimalt inneholde "',
      'src/schemas/example.ts:3: " tegn"',
      'src/schemas/example.ts:4: "Ugyldig dato"',
    ]);
  });

  it('reads the flows too, but not their catalogues or an element spec’s documentation', () => {
    const code = [
      "export const MESSAGE = 'Oppgi beløpet i hele kroner';",
      "export const spec = { name: 'product', description: 'Any other value shows «Ingen gyldige kjøretøy valgt!».' };",
    ].join('\n');
    assert.deepEqual(norwegianLiterals(path.join(root, 'src/flows/application/x.ts'), code), [
      'src/flows/application/x.ts:1: "Oppgi beløpet i hele kroner"',
    ]);
    assert.deepEqual(norwegianLiterals(path.join(root, 'src/flows/application/x.texts.ts'), code), []);
  });
});
