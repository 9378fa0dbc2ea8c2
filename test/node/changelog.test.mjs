// CHANGELOG.md is generated from the Conventional Commit history (npm run changelog; npm version runs it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { parseCommit, renderChangelog, renderRelease } from '../../scripts/lib/changelog.mjs';

const hash = (n) => String(n).repeat(40).slice(0, 40);

describe('changelog', () => {
  it('reads type, scope, description and breaking changes of a Conventional Commit', () => {
    assert.deepEqual(parseCommit({ hash: hash(1), subject: 'feat(calculator): a dialog' }), {
      hash: hash(1),
      type: 'feat',
      scope: 'calculator',
      description: 'a dialog',
      breaking: null,
    });
    assert.equal(parseCommit({ hash: hash(2), subject: 'feat!: drop the old events' }).breaking, 'drop the old events');
    assert.equal(
      parseCommit({ hash: hash(3), subject: 'fix: x', body: 'Why.\n\nBREAKING CHANGE: `product` is required' })
        .breaking,
      '`product` is required',
    );
    assert.equal(parseCommit({ hash: hash(4), subject: 'Merge branch lint' }), null);
  });

  it('lists breaking changes, features, fixes and performance; leaves chores, tests and refactors out', () => {
    const text = renderRelease('1.2.0', '2026-11-23', [
      { hash: hash(1), subject: 'feat(docs): <salgspant-calculator> reference page' },
      { hash: hash(2), subject: 'fix: keep the entered price' },
      { hash: hash(3), subject: 'test: more cases' },
      { hash: hash(4), subject: 'refactor(ui): one field' },
      { hash: hash(5), subject: 'perf(calculator): smaller first visit' },
      { hash: hash(6), subject: 'feat(api)!: errors carry the code', body: '' },
    ]);
    assert.equal(
      text,
      [
        '## 1.2.0 (2026-11-23)',
        '### Breaking changes\n\n- **api:** errors carry the code (6666666)',
        '### Features\n\n- **docs:** \\<salgspant-calculator> reference page (1111111)\n- **api:** errors carry the code (6666666)',
        '### Bug fixes\n\n- keep the entered price (2222222)',
        '### Performance\n\n- **calculator:** smaller first visit (5555555)',
      ].join('\n\n'),
    );
    assert.match(
      renderRelease('1.2.1', null, [{ hash: hash(3), subject: 'chore: deps' }]),
      /No changes a consumer notices/,
    );
  });

  it('CHANGELOG.md is such a file and is shipped', () => {
    const changelog = readFileSync(new URL('../../CHANGELOG.md', import.meta.url), 'utf8');
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));
    assert.ok(changelog.startsWith(renderChangelog([]).trimEnd()));
    assert.match(changelog, new RegExp(`^## ${pkg.version.replace(/\./g, '\\.')} `, 'm'));
    assert.ok(pkg.files.includes('CHANGELOG.md'));
    assert.match(pkg.scripts.version, /changelog/);
  });
});
