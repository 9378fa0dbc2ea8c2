// A generated block of a text file (the README's tables, a docs page's list): what stands between
// `<!-- name -->` and `<!-- /name -->`. Used by scripts/lib/texts-docs.ts and scripts/vitals.mjs.

/** Replaces the text between `<!-- name -->` and `<!-- /name -->`; throws when the markers are missing. */
export function replaceBlock(text, name, body) {
  const start = `<!-- ${name} -->`;
  const end = `<!-- /${name} -->`;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  if (from < 0 || to < from) throw new Error(`no "${start}" … "${end}" block`);
  return `${text.slice(0, from + start.length)}\n\n${body}\n\n${text.slice(to)}`;
}
