#!/usr/bin/env node
// npm run changelog: writes CHANGELOG.md from the Conventional Commit history (scripts/lib/changelog.mjs).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { releasesFromGit, renderChangelog } from './lib/changelog.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
writeFileSync(new URL('../CHANGELOG.md', import.meta.url), renderChangelog(releasesFromGit(root, version)));
console.log(`CHANGELOG.md: written from the git history (current version ${version}).`);
