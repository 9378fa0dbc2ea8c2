// CHANGELOG.md from the Conventional Commit history (https://www.conventionalcommits.org): one section
// per release tag (`v<version>`) and one for the commits since the last tag under the package's
// current version. Like conventional-changelog's default preset, only what a consumer notices is
// listed: breaking changes, features, fixes, performance and reverts; chores, tests, refactors,
// style and build changes stay in git.
import { execFileSync } from 'node:child_process';

const TYPES = [
  ['feat', 'Features'],
  ['fix', 'Bug fixes'],
  ['perf', 'Performance'],
  ['revert', 'Reverts'],
];
const HEADER = /^(\w+)(?:\(([^)]+)\))?(!)?: (.+)$/;

/** One commit as Conventional Commits reads it, or null when its subject does not follow them. */
export function parseCommit({ hash, subject, body = '' }) {
  const match = HEADER.exec(subject.trim());
  if (!match) return null;
  const [, type, scope, bang, description] = match;
  const note = /^BREAKING[ -]CHANGE: ([\s\S]+)/m.exec(body)?.[1]?.trim();
  return {
    hash,
    type: type.toLowerCase(),
    scope: scope ?? null,
    description,
    breaking: bang ? (note ?? description) : (note ?? null),
  };
}

/** A commit's text as Markdown: a tag name such as `<salgspant-calculator>` stays text, not HTML. */
const markdown = (text) => text.replace(/</g, '\\<');

function line(commit, text = commit.description) {
  return `- ${commit.scope ? `**${commit.scope}:** ` : ''}${markdown(text)} (${commit.hash.slice(0, 7)})`;
}

/** One release's section. `commits` newest first, as git log gives them. */
export function renderRelease(version, date, commits) {
  const parsed = commits.map(parseCommit).filter(Boolean);
  const parts = [`## ${version}${date ? ` (${date})` : ' (unreleased)'}`];
  const breaking = parsed.filter((c) => c.breaking);
  if (breaking.length > 0) parts.push(`### Breaking changes\n\n${breaking.map((c) => line(c, c.breaking)).join('\n')}`);
  for (const [type, title] of TYPES) {
    const listed = parsed.filter((c) => c.type === type);
    if (listed.length > 0) parts.push(`### ${title}\n\n${listed.map((c) => line(c)).join('\n')}`);
  }
  if (parts.length === 1) parts.push('No changes a consumer notices.');
  return parts.join('\n\n');
}

/** The whole file. `releases` newest first: `{ version, date, commits }`. */
export function renderChangelog(releases) {
  return `# Changelog

All notable changes, generated from the Conventional Commit history by \`npm run changelog\`
(\`npm version\` runs it). Versions follow [Semantic Versioning](https://semver.org).

${releases.map((r) => renderRelease(r.version, r.date, r.commits)).join('\n\n')}
`;
}

function git(cwd, args) {
  return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
}

function commitsIn(cwd, range) {
  const out = git(cwd, ['log', '--no-merges', '--format=%H%x1f%s%x1f%b%x1e', ...(range ? [range] : [])]);
  return out
    .split('\x1e')
    .map((record) => record.trim())
    .filter(Boolean)
    .map((record) => {
      const [hash, subject, body] = record.split('\x1f');
      return { hash, subject, body };
    });
}

/** The releases of a git repository: each `v*` tag, newest first, then the commits since the last. */
export function releasesFromGit(cwd, currentVersion) {
  const tags = git(cwd, ['tag', '--list', 'v*', '--sort=-v:refname']).split('\n').filter(Boolean);
  const releases = [];
  const head = tags[0] ? `${tags[0]}..HEAD` : '';
  const unreleased = commitsIn(cwd, head);
  if (!tags.includes(`v${currentVersion}`)) releases.push({ version: currentVersion, date: null, commits: unreleased });
  tags.forEach((tag, i) => {
    const range = tags[i + 1] ? `${tags[i + 1]}..${tag}` : tag;
    const date = git(cwd, ['log', '-1', '--format=%cs', tag]).trim();
    releases.push({ version: tag.slice(1), date, commits: commitsIn(cwd, range) });
  });
  return releases;
}
