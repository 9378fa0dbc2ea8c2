// dist/define-all.js: a loader that names every element of the library, each by its own entry file.
// npm test builds dist/ first.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { describe, it } from 'node:test';

const root = new URL('../../', import.meta.url);
const tags = readdirSync(new URL('elements/', root))
  .filter((file) => file.endsWith('.define.ts'))
  .map((file) => file.slice(0, -'.define.ts'.length))
  .sort();

describe('dist/define-all.js', () => {
  const built = readFileSync(new URL('dist/define-all.js', root), 'utf8');

  it('imports every element on demand from its own entry file, and nothing statically', () => {
    const dynamic = [...built.matchAll(/import\("\.\/elements\/([\w-]+)\.js"\)/g)].map((match) => match[1]).sort();
    assert.deepEqual(dynamic, tags);
    assert.doesNotMatch(built, /(^|[;}])import\s*["{*\w]/m, 'no static import');
  });

  it('lists every element in TAGS', async () => {
    const { TAGS } = await import(new URL('dist/define-all.js', root).href);
    assert.deepEqual([...TAGS].sort(), tags);
  });
});
