#!/usr/bin/env node
// Part of the build: writes the host-framework typings generated from dist/custom-elements.json.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { reactTypes, vscodeCustomData } from './lib/host-types.mjs';

const dist = new URL('../dist/', import.meta.url);
const manifest = JSON.parse(readFileSync(new URL('custom-elements.json', dist), 'utf8'));
mkdirSync(new URL('react/', dist), { recursive: true });
writeFileSync(new URL('react/index.d.ts', dist), reactTypes(manifest));
// The entry has no runtime code: `import type {} from 'salgspant-elements/react'` needs only types,
// but a module beside them keeps every resolver (and a plain `import`) working.
writeFileSync(
  new URL('react/index.js', dist),
  '// Types only: see index.d.ts (React 19 JSX typings for every element).\nexport {};\n',
);
writeFileSync(
  new URL('vscode.html-custom-data.json', dist),
  `${JSON.stringify(vscodeCustomData(manifest), null, 2)}\n`,
);
console.log('host typings: dist/react/index.d.ts, dist/vscode.html-custom-data.json');
