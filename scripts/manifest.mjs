#!/usr/bin/env node
// Writes dist/custom-elements.json (schema 2.1.0) from the element specs that dist/index.js exports:
// the same data that maps the attributes in r2wc, so the manifest cannot drift from the elements.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { eventDetailResolver } from './lib/event-details.mjs';

const { ELEMENT_SPECS, PAGE_CONFIG_KEYS, VERSION } = await import(new URL('../dist/index.js', import.meta.url).href);

// Each event's detail fields, from the emitted declarations (the build runs tsc before this script).
const detailOf = eventDetailResolver(fileURLToPath(new URL('../dist/types/src/index.d.ts', import.meta.url)));

/** An attribute's type: its enumeration as a union of literals (numbers bare), else its primitive type. */
function attributeTypeText(a) {
  if (a.type === 'boolean') return "'true' | 'false'";
  if (!a.values) return a.type;
  return a.values.map((v) => (a.type === 'number' ? v : `'${v}'`)).join(' | ');
}

const manifest = {
  schemaVersion: '2.1.0',
  readme: 'README.md',
  modules: ELEMENT_SPECS.map((spec) => {
    const path = `dist/elements/${spec.tag}.js`;
    return {
      kind: 'javascript-module',
      path,
      declarations: [
        {
          kind: 'class',
          name: spec.className,
          tagName: spec.tag,
          customElement: true,
          description: spec.summary,
          superclass: { name: 'HTMLElement' },
          attributes: spec.attributes.map((a) => ({
            name: a.name,
            fieldName: a.property,
            type: { text: attributeTypeText(a) },
            description: a.description,
            ...(a.default !== undefined ? { default: JSON.stringify(a.default) } : {}),
          })),
          members: spec.attributes.map((a) => ({
            kind: 'field',
            name: a.property,
            attribute: a.name,
            type: { text: `${a.type} | undefined` },
            description: a.description,
          })),
          events: spec.events.map((e) => {
            const detail = detailOf(e.type);
            return { name: e.name, type: { text: e.type }, description: e.description, ...(detail ? { detail } : {}) };
          }),
          cssParts: spec.parts.map((p) => ({ name: p.name, description: p.description })),
          cssProperties: spec.cssProperties.map((p) => ({
            name: p.name,
            description: p.description,
            ...(p.default !== undefined ? { default: p.default } : {}),
          })),
          // Beyond schema 2.1.0 (tools ignore unknown fields; decision 0011): the page-JSON keys the
          // element reads, and the attributes of a typical use for the docs' live example.
          pageConfig: (spec.pageConfig ?? PAGE_CONFIG_KEYS).map((k) => ({
            name: k.name,
            description: k.description,
            ...(k.default !== undefined ? { default: k.default } : {}),
          })),
          example: { attributes: spec.example ?? {} },
        },
      ],
      exports: [
        { kind: 'js', name: spec.className, declaration: { name: spec.className, module: path } },
        { kind: 'custom-element-definition', name: spec.tag, declaration: { name: spec.className, module: path } },
      ],
    };
  }),
};

writeFileSync(new URL('../dist/custom-elements.json', import.meta.url), `${JSON.stringify(manifest, null, 2)}\n`);
console.log(`custom-elements.json: ${ELEMENT_SPECS.length} element(s), version ${VERSION}`);
