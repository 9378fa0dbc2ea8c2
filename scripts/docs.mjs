#!/usr/bin/env node
// npm run docs: regenerates the README's reference tables from dist/custom-elements.json (build first), and
// the picture of the imports in docs/architecture.md from the sources.
// With --check it only compares and fails when the README or the architecture has drifted.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withDiagram } from './lib/architecture.mjs';
import { withDecisionsList } from './lib/decisions-index.mjs';
import { readProject, renderReadme } from './lib/manifest-docs.mjs';

const root = new URL('../', import.meta.url);
const architectureFile = new URL('docs/architecture.md', root);
const architecture = readFileSync(architectureFile, 'utf8');
const drawn = withDiagram(architecture, fileURLToPath(root));
if (process.argv.includes('--check')) {
  if (drawn !== architecture) {
    console.error('docs/architecture.md differs from the imports of src/ and elements/: run `npm run docs`.');
    process.exitCode = 1;
  } else console.log('docs/architecture.md matches the imports.');
} else if (drawn !== architecture) {
  writeFileSync(architectureFile, drawn);
  console.log('docs/architecture.md: the picture of the imports redrawn from the sources.');
}

const decisionsDir = fileURLToPath(new URL('docs/decisions/', root));
const indexFile = new URL('docs/decisions/README.md', root);
const index = readFileSync(indexFile, 'utf8');
const listed = withDecisionsList(index, decisionsDir);
if (process.argv.includes('--check')) {
  if (listed !== index) {
    console.error('docs/decisions/README.md does not list every decision: run `npm run docs`.');
    process.exitCode = 1;
  }
} else if (listed !== index) {
  writeFileSync(indexFile, listed);
  console.log('docs/decisions/README.md: the index rewritten from the decision files.');
}

const { manifest, readme, prettierOptions } = readProject(root);
const next = await renderReadme(readme, manifest, prettierOptions);
if (process.argv.includes('--check')) {
  if (next !== readme) {
    console.error('README.md differs from dist/custom-elements.json: run `npm run build && npm run docs`.');
    process.exitCode = 1;
  } else console.log('README.md matches dist/custom-elements.json.');
} else if (next === readme) {
  console.log('README.md already matches dist/custom-elements.json.');
} else {
  writeFileSync(new URL('README.md', root), next);
  console.log('README.md: reference tables regenerated from dist/custom-elements.json.');
}
