// The messages of the shared rules, schemas and clients (src/domain, src/schemas, src/api) are text
// keys, and an element bundles only the rules and schemas of its own calls. This reads each element's
// built files (its first visit and everything it may fetch later) for those keys: the clients' fallback
// messages must be in the element's catalogue, and every field rule's message (`validation.*`) must
// come with its default text, so no customer sees a key instead of a text. Needs dist/ (npm test
// builds first).
import assert from 'node:assert/strict';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, it } from 'node:test';
import { onDemandFiles, transitiveFiles } from '../../scripts/lib/size.mjs';
import { nb } from '../../src/texts/nb.js';
import { ELEMENT_CATALOGUES } from '../../scripts/lib/texts-docs.js';

const root = path.resolve(import.meta.dirname, '../..');

const CATALOGUES = ELEMENT_CATALOGUES;

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const file = path.join(dir, entry);
    return statSync(file).isDirectory() ? sources(file) : /\.tsx?$/.test(entry) ? [file] : [];
  });
}

/** The text keys written in the shared layers' sources (the clients' fallback messages). */
const SHARED_KEYS = new Set(
  ['domain', 'schemas', 'api'].flatMap((dir) =>
    sources(path.join(root, 'src', dir)).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/['"]([a-z]+\.[A-Za-z0-9.]+)['"]/g)]
        .map((match) => match[1] ?? '')
        .filter((key) => Object.hasOwn(nb, key)),
    ),
  ),
);

/** The field rules' messages: each travels with its default text (src/texts/nb/validation.ts). */
const MESSAGE_KEYS = Object.keys(nb).filter((key) => key.startsWith('validation.'));

const built = existsSync(path.join(root, 'dist/elements'));

describe('element text catalogues, read from the build', { skip: !built && 'dist/ is not built' }, () => {
  it('finds the shared layers’ keys', () => {
    assert.ok(SHARED_KEYS.has('errors.message.network'));
    assert.ok(MESSAGE_KEYS.includes('validation.required'));
  });

  for (const [tag, catalogue] of Object.entries(CATALOGUES)) {
    it(`${tag} carries every message its built files hold`, () => {
      const entry = `dist/elements/${tag}.js`;
      const first = transitiveFiles(root, entry);
      const code = [...first, ...onDemandFiles(root, entry, first)]
        .map((file) => readFileSync(path.join(root, file), 'utf8'))
        .join('\n');
      const missing = new Set<string>();
      // A key followed by `:` is a catalogue's entry (an element may bundle a whole catalogue module, the
      // application the calculator's texts), not a message its code gives.
      for (const match of code.matchAll(/["'`]([a-z]+\.[A-Za-z0-9.]+)[?"'`](?!:)/g)) {
        const key = match[1] ?? '';
        if (SHARED_KEYS.has(key) && !Object.hasOwn(catalogue, key)) missing.add(key);
        // A rule's message is defined with its text: defineMessage("validation.x","…").
        if (MESSAGE_KEYS.includes(key) && !new RegExp(`["'\`]${key.replaceAll('.', '\\.')}["'\`],["'\`]`).test(code)) {
          missing.add(key);
        }
      }
      assert.deepEqual([...missing], []);
    });
  }
});
