// The build's CSS minifier (scripts/lib/rollup-minify-css.mjs): the rules stay, comments and
// whitespace go, and a literal it cannot minify safely stops the build instead of being mangled.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { minifyCss, minifyCssTemplate } from '../../scripts/lib/rollup-minify-css.mjs';

describe('minifyCssTemplate', () => {
  it('drops comments and whitespace and keeps every rule', async () => {
    const css = `
/* a comment that must not ship */
:host {
  display: block;
  --_salgspant-transition: 250ms ease;
}
.field__input:focus-visible { outline: 3px solid var(--_salgspant-color-focus); }
@media (prefers-reduced-motion: reduce) {
  *, *::before { transition-duration: 0s !important; }
}
`;
    assert.equal(
      await minifyCssTemplate(css, 'test'),
      ':host{display:block;--_transition: .25s ease}' +
        '.field__input:focus-visible{outline:3px solid var(--_c-focus)}' +
        '@media(prefers-reduced-motion:reduce){*,*:before{transition-duration:0s!important}}',
    );
  });

  it('gives the private custom properties short names and leaves the public ones', async () => {
    assert.equal(
      await minifyCssTemplate(
        ':host { --_salgspant-color-info-surface: var(--salgspant-color-info-surface, #e6f0f8); --_salgspant-space: var(--salgspant-space, 1em); }',
        'test',
      ),
      ':host{--_c-info-surface: var(--salgspant-color-info-surface, #e6f0f8);--_space: var(--salgspant-space, 1em)}',
    );
  });

  it('refuses an interpolated literal or one with a backslash', async () => {
    await assert.rejects(minifyCssTemplate('.a { color: ${colour}; }', 'styles.ts'), /styles\.ts: .*\$\{…\}/);
    await assert.rejects(minifyCssTemplate('.a::before { content: "\\201C"; }', 'styles.ts'), /backslash/);
  });

  it('fails on CSS esbuild warns about rather than shipping it', async () => {
    await assert.rejects(minifyCssTemplate('.a { color: red; ', 'broken.ts'), /broken\.ts: /);
  });
});

describe('minifyCss (rollup transform)', () => {
  const plugin = minifyCss();

  it('rewrites only the literals marked /* css */ and maps the change', async () => {
    const code = 'const a = /* css */ `\n.a {\n  color: red;\n}\n`;\nconst b = `\n.b { color: blue; }\n`;\n';
    const result = await plugin.transform(code, '/repo/src/x.ts');
    assert.equal(result.code, 'const a = /* css */ `.a{color:red}`;\nconst b = `\n.b { color: blue; }\n`;\n');
    assert.deepEqual(result.map.sources, ['/repo/src/x.ts']);
  });

  it('leaves dependencies and files without a marked literal alone', async () => {
    assert.equal(
      await plugin.transform('const a = /* css */ `.a { color: red; }`;', '/repo/node_modules/x/index.js'),
      null,
    );
    assert.equal(await plugin.transform('const a = `.a { color: red; }`;', '/repo/src/x.ts'), null);
    // An empty marked literal has nothing to minify.
    assert.equal((await plugin.transform('const a = /* css */ ``;', '/repo/src/x.ts')).code, 'const a = /* css */ ``;');
  });
});
