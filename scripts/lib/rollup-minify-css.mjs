// A rollup plugin that minifies the CSS of the components' stylesheets. Every stylesheet in src/ is a
// template literal marked `/* css */` (readable, commented source for the test runner and for review);
// the bundles get the same rules with comments and whitespace removed by esbuild's CSS minifier.
//
// Only plain literals are minified: without `${…}` the text is whole CSS that esbuild can parse, and
// without backslashes the literal's text is the string's value. Anything else fails the build rather
// than being minified by guesswork: build such a sheet by joining strings, write escapes as characters.
// The marker is found by a regular expression, not a parser: do not write it, followed by a backtick,
// inside a comment or a string.
//
// The private custom properties (`--_salgspant-x`, fed by the public `--salgspant-x` on `:host`, and
// read only inside the shadow roots) get short names: `--_salgspant-color-x` becomes `--_c-x`, any
// other `--_salgspant-x` becomes `--_x`. The sources keep the readable names; each is set on `:host`
// in the base sheet, so no page's property of the short name reaches a rule.
import { transform } from 'esbuild';
import MagicString from 'magic-string';

/** The short names of the private custom properties: `--_salgspant-color-x` → `--_c-x`, `--_salgspant-x` → `--_x`. */
export const shortPrivateProperties = (css) =>
  css.replace(/--_salgspant-(color-)?/g, (_, colour) => (colour ? '--_c-' : '--_'));

/** `/* css *\/` and a template literal: group 1 is its raw text. */
const MARKED_CSS = /\/\*\s*css\s*\*\/\s*`((?:[^`\\]|\\[\s\S])*)`/g;

/**
 * Minifies the text of one plain `/* css *\/` template literal; the result is again valid literal text.
 * @param {string} raw
 * @param {string} where for messages
 */
export async function minifyCssTemplate(raw, where) {
  if (raw.includes('${') || raw.includes('\\')) {
    throw new Error(
      `${where}: a /* css */ template with \${…} or a backslash is not minified; join strings, write characters`,
    );
  }
  const result = await transform(raw, { loader: 'css', minify: true, logLevel: 'silent' });
  if (result.warnings.length > 0) {
    throw new Error(`${where}: ${result.warnings.map((warning) => warning.text).join('; ')}`);
  }
  return shortPrivateProperties(result.code.trim()).replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');
}

/** @returns {import('rollup').Plugin} */
export function minifyCss() {
  return {
    name: 'salgspant-minify-css',
    async transform(code, id) {
      if (id.includes('node_modules') || !code.includes('css')) return null;
      const matches = [...code.matchAll(MARKED_CSS)];
      if (matches.length === 0) return null;
      const output = new MagicString(code);
      for (const match of matches) {
        if (match[1].trim() === '') continue;
        const start = match.index + match[0].length - match[1].length - 1;
        output.overwrite(start, start + match[1].length, await minifyCssTemplate(match[1], id));
      }
      return { code: output.toString(), map: output.generateMap({ hires: true, source: id }) };
    },
  };
}
