// The README's reference tables, generated from dist/custom-elements.json: the elements, their
// attributes, events, design tokens and page-JSON keys. Each table sits between two markers in the
// README (`<!-- manifest:NAME -->` … `<!-- /manifest:NAME -->`); nothing else in the README is touched.
// Pure functions over the manifest: a new element in the manifest shows up in every table by itself.
import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';
import { detailText } from './event-details.mjs';

/** Every custom-element declaration of the manifest, in manifest order. */
export function elementDeclarations(manifest) {
  return manifest.modules.flatMap((module) =>
    (module.declarations ?? [])
      .filter((declaration) => declaration.customElement && declaration.tagName)
      .map((declaration) => ({ ...declaration, modulePath: module.path })),
  );
}

/** A Markdown table cell: pipes escaped, line breaks flattened. */
const cell = (text) =>
  String(text ?? '')
    .replace(/\|/g, '\\|')
    .replace(/\s*\n\s*/g, ' ');
const code = (text) => (text ? `\`${text}\`` : '–');

function table(headings, rows) {
  return [
    `| ${headings.join(' | ')} |`,
    `| ${headings.map(() => '---').join(' | ')} |`,
    ...rows.map((row) => `| ${row.map(cell).join(' | ')} |`),
  ].join('\n');
}

/** The union of a list field over every element, first occurrence wins, with the tags that have it. */
function union(declarations, field) {
  const byName = new Map();
  for (const declaration of declarations) {
    for (const item of declaration[field] ?? []) {
      const entry = byName.get(item.name) ?? { item, tags: [] };
      entry.tags.push(declaration.tagName);
      byName.set(item.name, entry);
    }
  }
  return [...byName.values()];
}

/** Which elements have an item: "all" when every element has it. */
const whichElements = (tags, all) => (tags.length === all.length ? 'all' : tags.map((t) => `\`<${t}>\``).join(', '));

/** The generated blocks by marker name. */
export function readmeBlocks(manifest) {
  const declarations = elementDeclarations(manifest);
  const tags = declarations.map((d) => d.tagName);
  return {
    elements: table(
      ['Element', 'Module', 'What it is'],
      declarations.map((d) => [`\`<${d.tagName}>\``, code(d.modulePath), d.description]),
    ),
    attributes: declarations
      .map((d) =>
        [
          `#### \`<${d.tagName}>\``,
          '',
          table(
            ['Attribute', 'Property', 'Type', 'Default', 'Meaning'],
            (d.attributes ?? []).map((a) => [
              code(a.name),
              code(a.fieldName),
              code(a.type?.text),
              a.default === undefined ? '–' : code(a.default),
              a.description,
            ]),
          ),
        ].join('\n'),
      )
      .join('\n\n'),
    events: table(
      ['Event', 'Type', 'Detail', 'Elements', 'When'],
      union(declarations, 'events').map(({ item, tags: has }) => [
        code(item.name),
        code(item.type?.text),
        item.detail ? code(detailText(item.detail)) : '–',
        whichElements(has, tags),
        item.description,
      ]),
    ),
    tokens: table(
      ['Token', 'Default', 'Elements', 'What it colours or sizes'],
      union(declarations, 'cssProperties').map(({ item, tags: has }) => [
        code(item.name),
        item.default === undefined ? '–' : code(item.default),
        whichElements(has, tags),
        item.description,
      ]),
    ),
    parts: table(
      ['Element', 'CSS parts'],
      declarations.map((d) => [
        `\`<${d.tagName}>\``,
        (d.cssParts ?? []).map((p) => `\`::part(${p.name})\` ${p.description}`).join(' · '),
      ]),
    ),
    'page-config': table(
      ['Key', 'Default', 'Elements', 'Meaning'],
      union(declarations, 'pageConfig').map(({ item, tags: has }) => [
        code(item.name),
        item.default === undefined ? '–' : code(item.default),
        whichElements(has, tags),
        item.description,
      ]),
    ),
  };
}

/**
 * The README with every marked block replaced by its generated table, formatted with the project's
 * Prettier settings (so a formatted README and a generated one are byte-equal). Throws when a block's
 * markers are missing.
 */
export async function renderReadme(readme, manifest, prettierOptions = {}) {
  let text = readme;
  for (const [name, body] of Object.entries(readmeBlocks(manifest))) {
    const start = `<!-- manifest:${name} -->`;
    const end = `<!-- /manifest:${name} -->`;
    const from = text.indexOf(start);
    const to = text.indexOf(end);
    if (from < 0 || to < from) throw new Error(`README.md has no "${start}" … "${end}" block`);
    text = `${text.slice(0, from + start.length)}\n\n${body}\n\n${text.slice(to)}`;
  }
  return prettier.format(text, { ...prettierOptions, parser: 'markdown' });
}

/** Reads the project's manifest, README and Prettier settings. */
export function readProject(root) {
  const read = (file) => readFileSync(new URL(file, root), 'utf8');
  return {
    manifest: JSON.parse(read('dist/custom-elements.json')),
    readme: read('README.md'),
    prettierOptions: JSON.parse(read('.prettierrc.json')),
  };
}
