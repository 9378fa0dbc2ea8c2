// docs/decisions/README.md: the index of the decisions, one line each with its title, and the numbers that
// were never used (a number is taken when work starts; some work ended without a decision of its own).
// `npm run docs` rewrites the list between the markers from the files; test/node/architecture.test.mjs
// checks that every number up to the last is a file or named as never used.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const START = '<!-- decisions:index -->';
const END = '<!-- /decisions:index -->';

/** The index's list: `- [0001](file) Title` per decision file, in order. */
export function decisionsList(dir) {
  return readdirSync(dir)
    .filter((name) => /^\d{4}-.+\.md$/.test(name))
    .sort()
    .map((name) => {
      const title = /^# (.+)$/m.exec(readFileSync(path.join(dir, name), 'utf8'))?.[1] ?? name;
      const number = name.slice(0, 4);
      return `- [${number}](${name}) ${title.replace(new RegExp(`^${number}[:.]?\\s*`), '')}`;
    })
    .join('\n');
}

/** The index with its list replaced by the one the files give now. */
export function withDecisionsList(index, dir) {
  const start = index.indexOf(START);
  const end = index.indexOf(END);
  if (start < 0 || end < start) throw new Error(`docs/decisions/README.md: no ${START} … ${END} block`);
  return `${index.slice(0, start + START.length)}\n\n${decisionsList(dir)}\n\n${index.slice(end)}`;
}
