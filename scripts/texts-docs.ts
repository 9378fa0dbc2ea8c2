#!/usr/bin/env node
// npm run docs:texts: regenerates the README's text areas per element from the catalogue (src/texts).
// With --check it only compares and fails when the README has drifted. (The docs page with every key,
// /docs/texts, is built from the catalogue on each request: it cannot drift.)
import { writeFileSync } from 'node:fs';
import { renderReadmeTexts } from './lib/texts-docs.js';

const root = new URL('../', import.meta.url);
const { now, next } = await renderReadmeTexts(root);
if (process.argv.includes('--check')) {
  if (now !== next) {
    console.error('README.md: the text areas differ from the catalogue; run `npm run docs:texts`.');
    process.exit(1);
  }
  console.log('README.md: the text areas match the catalogue.');
} else if (now === next) {
  console.log('README.md: the text areas already match the catalogue.');
} else {
  writeFileSync(new URL('README.md', root), next);
  console.log('README.md: the text areas regenerated from the catalogue.');
}
