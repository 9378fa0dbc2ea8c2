// The package as a consumer receives it: `npm pack` of the built package, checked by publint and by
// "are the types wrong" (@arethetypeswrong/core), offline. npm test builds dist/ first.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { checkPackage, createPackageFromTarballData } from '@arethetypeswrong/core';
import { publint } from 'publint';

const root = fileURLToPath(new URL('../../', import.meta.url));
const pkg = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const dir = mkdtempSync(path.join(tmpdir(), 'salgspant-pack-'));
let packed;
let tarball;

before(async () => {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const { stdout } = await promisify(execFile)(npm, ['pack', '--json', '--ignore-scripts', '--pack-destination', dir], {
    cwd: root,
    env: { ...process.env, npm_config_loglevel: 'error', npm_config_update_notifier: 'false' },
  });
  [packed] = JSON.parse(stdout);
  tarball = readFileSync(path.join(dir, packed.filename));
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('npm pack', () => {
  it('ships dist/ and the documents a consumer reads, nothing else', () => {
    const files = packed.files.map((f) => f.path);
    const outside = files.filter((file) => !file.startsWith('dist/'));
    assert.deepEqual(outside.sort(), ['CHANGELOG.md', 'README.md', 'package.json']);
    for (const needed of [
      'dist/index.js',
      'dist/define-all.js',
      'dist/custom-elements.json',
      'dist/integrity.json',
      'dist/react/index.d.ts',
      'dist/vscode.html-custom-data.json',
      'dist/types/src/index.d.ts',
    ]) {
      assert.ok(files.includes(needed), `${needed} is packed`);
    }
    // No sources, tests, demo or build leftovers inside dist/ either.
    assert.deepEqual(
      files.filter((file) => /(^|\/)(test|demo|node_modules|\.data)\/|\.tsbuildinfo$/.test(file)),
      [],
    );
    // Nor the brotli and gzip copies the build writes for the CDN (README, CDN): a bundler has no use for them.
    assert.deepEqual(
      files.filter((file) => /\.(br|gz)$/.test(file)),
      [],
    );
    assert.equal(packed.name, pkg.name);
    assert.equal(packed.version, pkg.version);
  });
});

describe('publint', () => {
  it('finds nothing in the packed package (strict)', async () => {
    const bytes = tarball.buffer.slice(tarball.byteOffset, tarball.byteOffset + tarball.byteLength);
    const { messages } = await publint({ pack: { tarball: bytes }, strict: true, level: 'suggestion', log: false });
    assert.deepEqual(messages, []);
  });
});

describe('are the types wrong', () => {
  it('every entry resolves to correct types for ESM consumers (node16 and bundlers)', async () => {
    const result = await checkPackage(createPackageFromTarballData(new Uint8Array(tarball)));
    assert.ok(result.types, 'the package has types');
    const entrypoints = Object.keys(result.entrypoints);
    assert.deepEqual(entrypoints.sort(), Object.keys(pkg.exports).sort());
    // The package is ESM only (`"type": "module"`, no `require` condition): like attw's
    // `--profile esm-only`, CommonJS resolutions (node10, node16-cjs) are not its audience.
    const problems = result.problems.filter(
      (p) => !('resolutionKind' in p) || (p.resolutionKind !== 'node10' && p.resolutionKind !== 'node16-cjs'),
    );
    assert.deepEqual(problems, []);
    // What the profile leaves out is only that: CommonJS cannot require an ES module package.
    for (const p of result.problems.filter((p) => !problems.includes(p))) {
      assert.ok(['CJSResolvesToESM', 'NoResolution'].includes(p.kind), `${p.kind} ${p.entrypoint}`);
    }
  });
});
