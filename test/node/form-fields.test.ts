// The page JSON's `form` (decision 0099): the field ids the elements list, the defaults the docs page
// /docs/form shows, and the fields the flows render stay one list. This fails when a field is added to a
// form without an id, when an id names no field any more, or when the docs page misses an id.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { createDemoApp } from '../../demo/app.js';
import { ELEMENT_FIELDS, formDocsBlock } from '../../scripts/lib/form-docs.js';
import { FORM_FIELD_DEFAULTS } from '../../src/config/form-field-docs.js';
import { nb } from '../../src/texts/nb.js';

const root = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

/** Every source file of a flow folder, read. */
function sourcesOf(folder: string): string {
  return readdirSync(new URL(folder, root), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => read(`${folder}/${file}`))
    .join('\n');
}

/** The flows whose fields are listed, with the areas of their ids. */
const FLOWS: Array<[folder: string, area: string]> = [
  ['src/flows/calculator', 'calculator'],
  ['src/flows/upgrade', 'upgrade'],
  ['src/flows/application/applicants', 'applicants'],
  ['src/flows/completion', 'completion'],
  ['src/flows/receipts', 'receipts'],
  ['src/flows/kyc-declaration', 'kyc'],
];

/**
 * Names bound in a flow that are no field id of their own: a question group's `answer`, which its callers'
 * `fields` map to `isPep`, `isUsTaxLiable` …, and the list of the beneficial owners' rows.
 */
const NOT_FIELDS = new Set(['answer', 'beneficialOwners']);

const allIds = [...new Set(Object.values(ELEMENT_FIELDS).flat())];

describe('the page JSON’s form fields', () => {
  it('the docs list every id the elements list, and no other, each default a text key', () => {
    assert.deepEqual(Object.keys(FORM_FIELD_DEFAULTS).sort(), [...allIds].sort());
    for (const [id, defaults] of Object.entries(FORM_FIELD_DEFAULTS)) {
      for (const key of [defaults.label, defaults.hint, defaults.placeholder].filter(Boolean))
        assert.ok(Object.hasOwn(nb, key as string), `${id}: ${key}`);
    }
  });

  it('every element module passes the lists the docs say it renders', () => {
    for (const [tag, ids] of Object.entries(ELEMENT_FIELDS)) {
      const source = read(`elements/${tag}.ts`);
      const lists = [...source.matchAll(/\b(\w+)Fields\b/g)].map((m) => m[1]);
      const areas = [...new Set(ids.map((id) => id.slice(0, id.indexOf('.'))))];
      for (const area of areas) assert.ok(lists.includes(area), `${tag} passes ${area}Fields`);
    }
  });

  it('every field a listed flow renders has an id, and every id names a field of its flow', () => {
    for (const [folder, area] of FLOWS) {
      const source = sourcesOf(folder);
      // The names of the fields bound to the form layer: `name="…"` on a field, and the names a
      // flow's helper takes (`textField('odometer', …)`, `amount('rentalFee', …)`).
      const named = [...source.matchAll(/(?:AppField|form\.Field)\s+name="([\w.]+)"/g)].map((m) => m[1] ?? '');
      const ids = allIds.filter((id) => id.startsWith(`${area}.`));
      for (const name of named.filter((name) => !NOT_FIELDS.has(name))) {
        const last = name.split('.').at(-1) ?? name;
        assert.ok(
          ids.some((id) => id.endsWith(`.${last}`)),
          `${folder}: the field "${name}" has no id in src/config/form-fields.ts`,
        );
      }
      for (const id of ids) {
        const last = id.split('.').at(-1) ?? id;
        assert.ok(new RegExp(`['"\`.]${last}['"\`]`).test(source), `${id} names no field of ${folder}`);
      }
    }
  });

  it('the demo site serves every id with its defaults at /docs/form', async () => {
    const response = await createDemoApp().fetch(new Request('http://127.0.0.1/docs/form'));
    assert.equal(response.status, 200);
    const page = await response.text();
    assert.equal(page, page.replace('<!-- form:fields -->\n<!-- /form:fields -->', ''));
    for (const id of allIds) assert.ok(page.includes(`<code>${id}</code>`), id);
    assert.ok(formDocsBlock().includes('Kjøpesum'));
  });
});
