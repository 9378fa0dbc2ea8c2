// Typings for host frameworks, generated from dist/custom-elements.json at build time:
//   - React 19 JSX: every element as an intrinsic element with its attributes typed from the manifest
//     and one `on<event-name>` prop per event (React 19 adds a listener for the event named by
//     whatever follows "on", case kept), typed through GlobalEventHandlersEventMap;
//   - VS Code's HTML custom data, so plain-HTML authors get completion and hover docs for tags and
//     attributes.
// Pure functions over the manifest: a new element gets its typings without code for it.
import { elementDeclarations } from './manifest-docs.mjs';

/** The TypeScript type of an attribute's value, from its manifest type text. */
export function attributeValueType(typeText) {
  if (typeText === 'number') return 'number';
  if (typeText === 'boolean') return "'true' | 'false'";
  if (typeText === 'string' || !typeText) return 'string';
  return typeText;
}

/** The values of a union of literals (`'car' | 'mc'`, `2 | 3`), or undefined for any other type text. */
export function literalValues(typeText) {
  const parts = String(typeText ?? '').split(' | ');
  if (!parts.every((p) => /^'[^']*'$|^\d+$/.test(p))) return undefined;
  return parts.map((p) => p.replace(/^'|'$/g, ''));
}

/** `SalgspantCalculatorElement` → `SalgspantCalculatorProps`. */
const propsName = (className) => `${className.replace(/Element$/, '')}Props`;

/** A TSDoc comment, safe against a description containing the comment terminator. */
function doc(text, indent) {
  if (!text) return '';
  return `${indent}/** ${String(text)
    .replace(/\*\//g, '*\\/')
    .replace(/\s*\n\s*/g, ' ')} */\n`;
}

/** The key of a property in a type literal: quoted unless it is an identifier. */
const key = (name) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** `dist/react/index.d.ts`. */
export function reactTypes(manifest) {
  const declarations = elementDeclarations(manifest);
  const blocks = declarations.map((d) => {
    const element = `HTMLElementTagNameMap['${d.tagName}']`;
    const own = [
      ...(d.attributes ?? []).map(
        (a) =>
          `${doc(`${a.description ?? ''}${a.default ? ` Default: ${a.default}.` : ''}`, '  ')}  ${key(a.name)}?: ${attributeValueType(a.type?.text)};`,
      ),
      ...(d.events ?? []).map(
        (e) =>
          `${doc(e.description, '  ')}  ${key(`on${e.name}`)}?: (event: GlobalEventHandlersEventMap['${e.name}']) => void;`,
      ),
    ].join('\n');
    return [
      `/** Props of \`<${d.tagName}>\` in React 19 JSX: its attributes and its events. */`,
      `export interface ${propsName(d.name)}Own {\n${own}\n}`,
      `/** \`<${d.tagName}>\`: React's HTML props on the element's own type, with its attributes and events. */`,
      `export type ${propsName(d.name)} = Omit<ElementProps<${element}>, keyof ${propsName(d.name)}Own> & ${propsName(d.name)}Own;`,
    ].join('\n');
  });
  const intrinsic = declarations.map((d) => `      '${d.tagName}': ${propsName(d.name)};`).join('\n');
  return `// Generated from dist/custom-elements.json by scripts/lib/host-types.mjs at build time. Do not edit.
// React 19 JSX typings for every element: import type {} from 'salgspant-elements/react';
import type { DetailedHTMLProps, HTMLAttributes } from 'react';
// Every tag in HTMLElementTagNameMap and every event in GlobalEventHandlersEventMap.
import type {} from '../types/src/index.js';
import type {} from '../types/elements/define-all.js';

/** React's HTML props and ref for an element type. */
type ElementProps<E extends HTMLElement> = DetailedHTMLProps<HTMLAttributes<E>, E>;

${blocks.join('\n\n')}

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
${intrinsic}
    }
  }
}
`;
}

/** `dist/vscode.html-custom-data.json` (VS Code's HTML custom data, version 1.1). */
export function vscodeCustomData(manifest) {
  return {
    version: 1.1,
    tags: elementDeclarations(manifest).map((d) => ({
      name: d.tagName,
      description: d.description ?? '',
      attributes: (d.attributes ?? []).map((a) => ({
        name: a.name,
        description: `${a.description ?? ''}${a.default ? ` Default: ${a.default}.` : ''}`,
        ...(a.type?.text === 'boolean'
          ? { values: [{ name: 'true' }, { name: 'false' }] }
          : literalValues(a.type?.text)
            ? { values: literalValues(a.type?.text).map((name) => ({ name })) }
            : {}),
      })),
    })),
  };
}
