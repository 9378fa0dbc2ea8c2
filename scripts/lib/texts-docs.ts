// The text keys for editors, generated from the catalogue (src/texts): every key with its default text,
// its English text (src/texts/en.ts) and the elements that show it on the docs page `/docs/texts` (the demo server fills the template
// demo/pages/docs/texts.html on each request), and a table per element in the README, which
// scripts/texts-docs.ts writes and test/node/texts-docs.test.ts keeps from drifting.
import { appCatalogue } from '../../src/flows/app/app.texts.js';
import { applicationCatalogue } from '../../src/flows/application/application.texts.js';
import { calculatorCatalogue } from '../../src/flows/calculator/calculator.texts.js';
import { completionCatalogue } from '../../src/flows/completion/completion.texts.js';
import { kycDeclarationCatalogue } from '../../src/flows/kyc-declaration/kyc-declaration.texts.js';
import { overviewCatalogue } from '../../src/flows/overview/overview.texts.js';
import { upgradeCatalogue } from '../../src/flows/upgrade/upgrade.texts.js';
import { vehicleChooserCatalogue } from '../../src/flows/vehicle-chooser/vehicle-chooser.texts.js';
import { readFileSync } from 'node:fs';
import prettier from 'prettier';
import { en } from '../../src/texts/en.js';
import { nb } from '../../src/texts/nb.js';
import { TEXT_AREAS, type Catalogue } from '../../src/texts/texts.js';
import { replaceBlock } from './readme-block.mjs';

export { replaceBlock };

/** Each element's own catalogue (the app's routes bring the other elements' catalogues with them). */
export const ELEMENT_CATALOGUES: Record<string, Catalogue> = {
  'salgspant-vehicle-chooser': vehicleChooserCatalogue,
  'salgspant-calculator': calculatorCatalogue,
  'salgspant-application': applicationCatalogue,
  'salgspant-completion': completionCatalogue,
  'kyc-declaration': kycDeclarationCatalogue,
  'salgspant-overview': overviewCatalogue,
  'salgspant-upgrade': upgradeCatalogue,
  'salgspant-app': {
    ...appCatalogue,
    ...vehicleChooserCatalogue,
    ...calculatorCatalogue,
    ...applicationCatalogue,
    ...overviewCatalogue,
    ...upgradeCatalogue,
    ...completionCatalogue,
  },
};

/**
 * The field rules' messages are in no catalogue: each comes with the rule that gives it (decision
 * 0054). The elements whose forms use the rules of each group.
 */
const RULE_ELEMENTS: Array<[prefix: string, elements: string[]]> = [
  ['validation.kyc.', ['kyc-declaration', 'salgspant-application', 'salgspant-completion', 'salgspant-app']],
  [
    'validation.',
    ['salgspant-application', 'salgspant-completion', 'salgspant-upgrade', 'kyc-declaration', 'salgspant-app'],
  ],
];

/** The elements that show a key. */
export function elementsOf(key: string): string[] {
  const rule = RULE_ELEMENTS.find(([prefix]) => key.startsWith(prefix));
  if (rule) return rule[1];
  return Object.entries(ELEMENT_CATALOGUES)
    .filter(([, catalogue]) => Object.hasOwn(catalogue, key))
    .map(([tag]) => tag);
}

const areaOf = (key: string) => key.slice(0, key.indexOf('.'));

/** The README's block: per element, the areas of texts it carries and how many keys. */
export function readmeBlock(): string {
  const rows = Object.entries(ELEMENT_CATALOGUES).map(([tag, catalogue]) => {
    const keys = Object.keys(catalogue);
    const areas = TEXT_AREAS.filter((area) => keys.some((key) => areaOf(key) === area));
    const rules = RULE_ELEMENTS.some(([, elements]) => elements.includes(tag)) ? ' + `validation`' : '';
    return `| \`<${tag}>\` | ${areas.map((a) => `\`${a}\``).join(', ')}${rules} | ${keys.length} |`;
  });
  return [
    '| Element | Text areas | Keys in its catalogue |',
    '| :-- | :-- | --: |',
    ...rows,
    '',
    `${Object.keys(nb).length} keys in all. Every key with its default text, its English text (\`src/texts/en.ts\`) and the elements that show it: the demo site's docs page \`/docs/texts\` (\`npm start\`), built from the catalogue.`,
  ].join('\n');
}

/** The docs page's block: one table per area, every key with its default and English texts and its elements. */
export function docsBlock(): string {
  const sections = TEXT_AREAS.map((area) => {
    const keys = Object.keys(nb).filter((key) => areaOf(key) === area);
    const rows = keys.map((key) => {
      const text = nb[key as keyof typeof nb];
      const english = en[key as keyof typeof en];
      return `<tr><td><code>${escapeHtml(key)}</code></td><td lang="nb">${escapeHtml(text) || '<i>(empty)</i>'}</td><td lang="en">${escapeHtml(english) || '<i>(empty)</i>'}</td><td>${tagList(elementsOf(key))}</td></tr>`;
    });
    return areaSection(`area-${area}`, area, ['Key', 'Default text (Norwegian)', 'English', 'Elements'], rows);
  });
  return sections.join('\n');
}

/** Escapes text for HTML. */
export const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Element tags as code, for a table cell. */
export const tagList = (tags: readonly string[]) => tags.map((tag) => `<code>&lt;${tag}&gt;</code>`).join(' ');

/** One area's section of a docs page: its heading (with the count of rows) and its table. */
export function areaSection(id: string, area: string, headers: readonly string[], rows: readonly string[]): string {
  return [
    `<section aria-labelledby="${id}">`,
    `<h2 id="${id}"><code>${area}</code> (${rows.length})</h2>`,
    '<div class="table-scroll"><table>',
    `<thead><tr>${headers.map((header) => `<th scope="col">${header}</th>`).join('')}</tr></thead>`,
    `<tbody>${rows.join('\n')}</tbody>`,
    '</table></div>',
    '</section>',
  ].join('\n');
}

/** The README as it should be: its block regenerated from the catalogue, formatted with Prettier. */
export async function renderReadmeTexts(root: URL): Promise<{ now: string; next: string }> {
  const options = JSON.parse(readFileSync(new URL('.prettierrc.json', root), 'utf8')) as prettier.Options;
  const now = readFileSync(new URL('README.md', root), 'utf8');
  const next = await prettier.format(replaceBlock(now, 'texts:elements', readmeBlock()), {
    ...options,
    parser: 'markdown',
  });
  return { now, next };
}
