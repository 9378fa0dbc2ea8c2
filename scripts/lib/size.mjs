// The logic of `npm run size` (scripts/size.mjs is the command line around it): which files a first
// visit downloads for each entry of dist/, how many bytes that is raw, gzipped and brotli-compressed,
// and whether each entry stays within its gzip budget in size-budgets.json.
//
// Sizes are per file, summed: HTTP compresses each response on its own, so a chunk shared by two
// entries is one compressed file, counted once per page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** 1 kB = 1000 bytes, as browsers' network panels and bundlephobia count. */
export const KB = 1000;

/** The element whose page the "extra bytes" rows are measured against. */
export const CALCULATOR_ENTRY = 'dist/elements/salgspant-calculator.js';

/** Key of size-budgets.json that documents the file and is not a budget. */
export const COMMENT_KEY = '$comment';

// ---------------------------------------------------------------------------------------------------
// Static imports of an ES module
// ---------------------------------------------------------------------------------------------------

/** Words after which a `/` starts a regular expression, not a division. */
const REGEX_AFTER_WORD = new Set([
  'return', 'typeof', 'instanceof', 'in', 'of', 'new', 'delete', 'void', 'throw', 'case', 'do', 'else',
  'yield', 'await',
]);

const IDENT_START = /[A-Za-z_$\u0080-\uffff]/;
const IDENT_PART = /[\w$\u0080-\uffff]/;

/** `<clause> from "<specifier>"` of an import declaration, starting after the `import` keyword. */
const IMPORT_CLAUSE = /(?:\s|\/\*[\s\S]*?\*\/|[\w$\u0080-\uffff,{}*]|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')*?\bfrom\s*(["'])((?:(?!\1)[^\\]|\\.)*)\1/y;
/** `"<specifier>"` of a side-effect import, starting after the `import` keyword. */
const BARE_IMPORT = /\s*(["'])((?:(?!\1)[^\\]|\\.)*)\1/y;
/** `* [as x] from "<specifier>"` or `{ … } from "<specifier>"`, starting after the `export` keyword. */
const REEXPORT_CLAUSE =
  /\s*(?:\*(?:\s*as\s+(?:[\w$\u0080-\uffff]+|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*'))?|\{(?:[^}"']|"(?:[^"\\]|\\.)*"|'(?:[^'\\]|\\.)*')*\})\s*from\s*(["'])((?:(?!\1)[^\\]|\\.)*)\1/y;

/**
 * The specifiers of the static `import … from "…"`, `import "…"` and `export … from "…"` declarations of
 * an ES module, in source order, each once.
 *
 * A small scanner rather than a regular expression over the whole text, so that the same words inside
 * strings, template literals, regular expressions and comments do not count: it skips those, and only
 * looks for `import` / `export` at the top level of the module (declarations cannot be nested).
 *
 * Dynamic `import("…")` is deliberately ignored: a lazily loaded chunk is not part of what the first
 * visit downloads (the build has none today; if one appears it should get its own row, not be summed in).
 * `import.meta` is ignored too.
 *
 * @param {string} source
 * @returns {string[]}
 */
export function parseStaticImports(source) {
  const found = [];
  /** Open brackets: '(', '[', '{', or '`' for a `${` inside a template literal. */
  const stack = [];
  /** The last significant token: null at the start, a punctuator, 'word:<w>' or 'value'. */
  let prev = null;
  let i = 0;
  const n = source.length;

  const skipString = (quote) => {
    i++;
    while (i < n && source[i] !== quote) i += source[i] === '\\' ? 2 : 1;
    i++;
  };
  /** Scans a template literal's text from `i` up to its end or to a `${` (which it enters). */
  const skipTemplateText = () => {
    while (i < n) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        i++;
        prev = 'value';
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        i += 2;
        stack.push('`');
        prev = '{';
        return;
      } else i++;
    }
  };
  const regexAllowed = () => {
    if (prev === null) return true;
    if (prev === 'value') return false;
    if (prev.startsWith('word:')) return REGEX_AFTER_WORD.has(prev.slice(5));
    if (prev === ')' || prev === ']') return false;
    // `a++ / b`, `a-- / b`: postfix, so a division.
    if ((prev === '+' || prev === '-') && source[i - 1] === prev && source[i - 2] === prev) return false;
    return true;
  };
  const skipRegex = () => {
    let j = i + 1;
    let inClass = false;
    while (j < n) {
      const c = source[j];
      if (c === '\n' || c === '\r') return false;
      if (c === '\\') j += 2;
      else {
        if (c === '[') inClass = true;
        else if (c === ']') inClass = false;
        else if (c === '/' && !inClass) break;
        j++;
      }
    }
    if (j >= n) return false;
    j++;
    while (j < n && IDENT_PART.test(source[j])) j++;
    i = j;
    prev = 'value';
    return true;
  };
  const add = (specifier) => {
    if (!found.includes(specifier)) found.push(specifier);
  };
  /** Tries `re` (sticky) at `at`; on a match records the specifier and moves past it. */
  const tryClause = (re, at) => {
    re.lastIndex = at;
    const match = re.exec(source);
    if (!match) return false;
    add(match[2]);
    i = re.lastIndex;
    prev = ';';
    return true;
  };

  while (i < n) {
    const c = source[i];
    if (c === ' ' || c === '\t' || c === '\n' || c === '\r' || c === '\ufeff' || c === '\u2028' || c === '\u2029') {
      i++;
    } else if (c === '/' && source[i + 1] === '/') {
      while (i < n && source[i] !== '\n') i++;
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
    } else if (c === '"' || c === "'") {
      skipString(c);
      prev = 'value';
    } else if (c === '`') {
      i++;
      skipTemplateText();
    } else if (c === '/') {
      if (!(regexAllowed() && skipRegex())) {
        i++;
        prev = '/';
      }
    } else if (c >= '0' && c <= '9') {
      while (i < n && /[\w.]/.test(source[i])) i++;
      prev = 'value';
    } else if (IDENT_START.test(c)) {
      const start = i;
      while (i < n && IDENT_PART.test(source[i])) i++;
      const word = source.slice(start, i);
      const declarationPosition = stack.length === 0 && prev !== '.' && prev !== '?.';
      if (declarationPosition && word === 'import') {
        // `import(` (dynamic) and `import.meta` are expressions: not followed.
        let j = i;
        while (j < n && /\s/.test(source[j])) j++;
        if (source[j] !== '(' && source[j] !== '.' && (tryClause(BARE_IMPORT, i) || tryClause(IMPORT_CLAUSE, i))) continue;
      } else if (declarationPosition && word === 'export') {
        if (tryClause(REEXPORT_CLAUSE, i)) continue;
      }
      prev = `word:${word}`;
    } else if (c === '(' || c === '[' || c === '{') {
      stack.push(c);
      i++;
      prev = c;
    } else if (c === ')' || c === ']' || c === '}') {
      const open = stack.pop();
      i++;
      if (c === '}' && open === '`') skipTemplateText();
      else prev = c;
    } else if (c === '?' && source[i + 1] === '.' && !/[0-9]/.test(source[i + 2] ?? '')) {
      i += 2;
      prev = '?.';
    } else {
      i++;
      prev = c;
    }
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Transitive closure
// ---------------------------------------------------------------------------------------------------

/** Repo-relative, forward-slash form of a path. */
const toRel = (root, file) => path.relative(root, file).split(path.sep).join('/');

/**
 * Every file a page downloads when it loads `entry`: the entry and, transitively, every module it
 * imports statically, each once (cycles are fine). Paths are relative to `root`, with forward slashes,
 * the entry first and the rest sorted.
 *
 * Specifiers must be relative (`./x.js`, `../chunks/y.js`): the bundles are self-contained, so a bare
 * or absolute specifier, or one that points at a missing file, is an error rather than silently
 * uncounted bytes.
 *
 * @param {string} root directory the returned paths are relative to (the repository root)
 * @param {string} entry path of the entry, relative to `root`
 * @returns {string[]}
 */
export function transitiveFiles(root, entry) {
  const seen = new Set();
  const queue = [path.resolve(root, entry)];
  while (queue.length > 0) {
    const file = queue.shift();
    const rel = toRel(root, file);
    if (seen.has(rel)) continue;
    if (!existsSync(file)) throw new Error(`${rel} does not exist`);
    seen.add(rel);
    for (const specifier of parseStaticImports(readFileSync(file, 'utf8'))) {
      if (!specifier.startsWith('./') && !specifier.startsWith('../')) {
        throw new Error(`${rel} imports "${specifier}": only relative imports of files in dist/ can be measured`);
      }
      const target = path.resolve(path.dirname(file), specifier.replace(/[?#].*$/, ''));
      if (!existsSync(target)) throw new Error(`${rel} imports "${specifier}", which does not exist`);
      queue.push(target);
    }
  }
  const [first, ...rest] = [...seen];
  return [first, ...rest.sort()];
}

// ---------------------------------------------------------------------------------------------------
// Sizes
// ---------------------------------------------------------------------------------------------------

/**
 * Raw, gzip (zlib's defaults: level 6, as servers and `gzip` use) and brotli (quality 11, Node's default
 * and the maximum, as CDNs use for static files) size of one file's bytes.
 *
 * @param {Buffer | Uint8Array} bytes
 * @returns {{ raw: number, gzip: number, brotli: number }}
 */
export function compressedSizes(bytes) {
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

/**
 * A memoised `sizeOf(relPath)` for files under `root`: each file is read and compressed once, however
 * many entries share it.
 *
 * @param {string} root
 * @returns {(file: string) => { raw: number, gzip: number, brotli: number }}
 */
export function fileSizer(root) {
  const cache = new Map();
  return (file) => {
    if (!cache.has(file)) cache.set(file, compressedSizes(readFileSync(path.resolve(root, file))));
    return cache.get(file);
  };
}

/**
 * Sums the per-file sizes of `files`.
 *
 * @param {Iterable<string>} files
 * @param {(file: string) => { raw: number, gzip: number, brotli: number }} sizeOf
 */
export function sumSizes(files, sizeOf) {
  const total = { raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const size = sizeOf(file);
    total.raw += size.raw;
    total.gzip += size.gzip;
    total.brotli += size.brotli;
  }
  return total;
}

/**
 * The files of `files` a page does not download again because `alreadyLoaded` (the calculator's set)
 * brought them: the extra downloads of adding `files`' entry to that page.
 *
 * @param {string[]} files
 * @param {string[]} alreadyLoaded
 * @returns {string[]}
 */
export function extraFiles(files, alreadyLoaded) {
  const loaded = new Set(alreadyLoaded);
  return files.filter((file) => !loaded.has(file));
}

/**
 * The entries of a built dist/ (paths relative to `root`): every `dist/elements/<tag>.js`, sorted,
 * then `dist/define-all.js` and `dist/index.js`.
 *
 * @param {string} root
 * @returns {string[]}
 */
export function listEntries(root) {
  const dist = path.join(root, 'dist');
  if (!existsSync(dist)) throw new Error('dist/ does not exist: run `node scripts/build.mjs` first');
  const elementsDir = path.join(dist, 'elements');
  const elements = existsSync(elementsDir)
    ? readdirSync(elementsDir)
        .filter((file) => file.endsWith('.js'))
        .sort()
        .map((file) => `dist/elements/${file}`)
    : [];
  const others = ['dist/define-all.js', 'dist/index.js'].filter((file) => existsSync(path.join(root, file)));
  return [...elements, ...others];
}

/**
 * The shared runtime chunks (React, react-dom, r2wc): `dist/chunks/runtime-*.js`.
 *
 * @param {string} root
 * @returns {string[]}
 */
export function listRuntimeChunks(root) {
  const chunks = path.join(root, 'dist', 'chunks');
  if (!existsSync(chunks)) return [];
  return readdirSync(chunks)
    .filter((file) => file.startsWith('runtime-') && file.endsWith('.js'))
    .sort()
    .map((file) => `dist/chunks/${file}`);
}

// ---------------------------------------------------------------------------------------------------
// Budgets
// ---------------------------------------------------------------------------------------------------

/**
 * A starting budget for an entry of `gzipBytes`: the size rounded up to a multiple of 5 kB, plus 5 kB
 * of headroom.
 *
 * @param {number} gzipBytes
 * @returns {number} kB
 */
export function suggestBudgetKb(gzipBytes) {
  return Math.ceil(gzipBytes / KB / 5) * 5 + 5;
}

/**
 * Checks each measured entry against its gzip budget (kB, from size-budgets.json).
 *
 * - `status` is 'OK', 'OVER' (gzip bytes > budget × 1000) or 'NO BUDGET';
 * - `over` lists the entries over budget and by how many bytes;
 * - `missing` lists the entries without a budget (an error: every new element needs one);
 * - `invalid` lists budgets that are not positive numbers (an error);
 * - `unused` lists budgets for entries that no longer exist (reported, not an error).
 *
 * @param {{ entry: string, gzip: number }[]} measured
 * @param {Record<string, unknown>} budgets
 */
export function evaluateBudgets(measured, budgets) {
  const rows = [];
  const over = [];
  const missing = [];
  const invalid = [];
  for (const { entry, gzip } of measured) {
    const budgetKb = Object.hasOwn(budgets, entry) ? budgets[entry] : undefined;
    if (budgetKb === undefined) {
      missing.push(entry);
      rows.push({ entry, gzip, budgetKb: null, status: 'NO BUDGET', overBy: 0 });
    } else if (typeof budgetKb !== 'number' || !Number.isFinite(budgetKb) || budgetKb <= 0) {
      invalid.push({ entry, budget: budgetKb });
      rows.push({ entry, gzip, budgetKb: null, status: 'NO BUDGET', overBy: 0 });
    } else {
      const overBy = gzip - budgetKb * KB;
      const status = overBy > 0 ? 'OVER' : 'OK';
      if (status === 'OVER') over.push({ entry, gzip, budgetKb, overBy });
      rows.push({ entry, gzip, budgetKb, status, overBy: Math.max(0, overBy) });
    }
  }
  const measuredEntries = new Set(measured.map((m) => m.entry));
  const unused = Object.keys(budgets).filter((key) => key !== COMMENT_KEY && !measuredEntries.has(key));
  return { rows, over, missing, invalid, unused, ok: over.length === 0 && missing.length === 0 && invalid.length === 0 };
}

// ---------------------------------------------------------------------------------------------------
// The report
// ---------------------------------------------------------------------------------------------------

/**
 * Measures every entry of the dist/ under `root` and checks it against `budgets`.
 *
 * @param {string} root
 * @param {Record<string, unknown>} budgets
 */
export function buildReport(root, budgets) {
  const sizeOf = fileSizer(root);
  const entryNames = listEntries(root);
  const closures = new Map(entryNames.map((entry) => [entry, transitiveFiles(root, entry)]));
  const entries = entryNames.map((entry) => ({ entry, files: closures.get(entry), ...sumSizes(closures.get(entry), sizeOf) }));

  const evaluation = evaluateBudgets(entries, budgets);
  const withBudgets = entries.map((e, index) => {
    const { budgetKb, status, overBy } = evaluation.rows[index];
    return { ...e, budgetKb, status, overBy };
  });

  const runtime = listRuntimeChunks(root).map((file) => ({ file, ...sizeOf(file) }));

  const calculator = closures.get(CALCULATOR_ENTRY);
  const extraWithCalculator = calculator
    ? entryNames
        .filter((entry) => entry.startsWith('dist/elements/') && entry !== CALCULATOR_ENTRY)
        .map((entry) => {
          const files = extraFiles(closures.get(entry), calculator);
          return { entry, files, ...sumSizes(files, sizeOf) };
        })
    : [];

  const problems = [
    ...evaluation.over.map(
      ({ entry, gzip, budgetKb, overBy }) =>
        `${entry} is over its budget: ${formatKb(gzip)} kB gzip > ${budgetKb} kB (by ${formatKb(overBy)} kB, ${overBy} bytes)`,
    ),
    ...evaluation.missing.map((entry) => `${entry} has no budget in size-budgets.json: add one`),
    ...evaluation.invalid.map(
      ({ entry, budget }) => `${entry} has an invalid budget ${JSON.stringify(budget)}: expected kB of gzip, a positive number`,
    ),
  ];
  if (!calculator) problems.push(`${CALCULATOR_ENTRY} is missing: the "extra bytes" rows need it`);
  if (runtime.length !== 1) problems.push(`expected exactly one dist/chunks/runtime-*.js, found ${runtime.length}`);
  const warnings = evaluation.unused.map((key) => `size-budgets.json has a budget for ${key}, which the build no longer emits`);

  const allFiles = [...new Set([...closures.values()].flat())].sort();
  return {
    unit: 'bytes',
    bytesPerKb: KB,
    entries: withBudgets,
    files: Object.fromEntries(allFiles.map((file) => [file, sizeOf(file)])),
    runtime,
    baseline: CALCULATOR_ENTRY,
    extraWithCalculator,
    ok: problems.length === 0,
    problems,
    warnings,
  };
}

/** Bytes as kB with one decimal. */
export function formatKb(bytes) {
  return (bytes / KB).toFixed(1);
}

/**
 * The report as a Markdown table: one row per entry, the shared runtime chunk on its own, then what
 * each other element adds to a page that already has the calculator.
 *
 * @param {ReturnType<typeof buildReport>} report
 * @returns {string}
 */
export function renderMarkdown(report) {
  const lines = [
    '| Bundle | Raw (kB) | gzip (kB) | brotli (kB) | Budget (gzip kB) | Status |',
    '| :-- | --: | --: | --: | --: | :-: |',
  ];
  const row = (label, s, budget = '–', status = '–') =>
    `| ${label} | ${formatKb(s.raw)} | ${formatKb(s.gzip)} | ${formatKb(s.brotli)} | ${budget} | ${status} |`;
  for (const e of report.entries) {
    lines.push(row(`\`${e.entry}\``, e, e.budgetKb ?? 'none', e.status));
  }
  for (const r of report.runtime) {
    lines.push(row(`shared runtime chunk \`dist/chunks/runtime-*.js\` on its own (React, react-dom, r2wc)`, r));
  }
  for (const x of report.extraWithCalculator) {
    const name = path.posix.basename(x.entry, '.js');
    lines.push(row(`\`${name}\`: extra bytes on a page that already has the calculator`, x));
  }
  return `${lines.join('\n')}\n`;
}
