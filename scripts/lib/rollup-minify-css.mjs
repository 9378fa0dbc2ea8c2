// A rollup plugin that minifies the CSS of the components' stylesheets. Every stylesheet in src/ is a
// template literal marked `/* css */` (readable, commented source for the test runner and for review);
// the bundles get the same rules with comments and whitespace removed by esbuild's CSS minifier.
//
// Only plain literals are minified: without `${…}` the text is whole CSS that esbuild can parse, and
// without backslashes the literal's text is the string's value. Anything else fails the build rather
// than being minified by guesswork: build such a sheet by joining strings, write escapes as characters.
// The marker is found by a regular expression, not a parser: do not write it, followed by a backtick,
// inside a comment or a string.
import { transform } from 'esbuild';
import MagicString from 'magic-string';

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
  return result.code.trim().replace(/[\\`]/g, '\\$&').replace(/\$\{/g, '\\${');
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
