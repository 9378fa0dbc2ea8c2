#!/usr/bin/env node
// npm run docs: regenerates the README's reference tables from dist/custom-elements.json (build first).
// With --check it only compares and fails when the README has drifted from the manifest.
import { writeFileSync } from 'node:fs';
import { readProject, renderReadme } from './lib/manifest-docs.mjs';

const root = new URL('../', import.meta.url);
const { manifest, readme, prettierOptions } = readProject(root);
const next = await renderReadme(readme, manifest, prettierOptions);
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md differs from dist/custom-elements.json: run `npm run build && npm run docs`.');
    process.exit(1);
  }
  console.log('README.md matches dist/custom-elements.json.');
} else if (next === readme) {
  console.log('README.md already matches dist/custom-elements.json.');
} else {
  writeFileSync(new URL('README.md', root), next);
  console.log('README.md: reference tables regenerated from dist/custom-elements.json.');
}
