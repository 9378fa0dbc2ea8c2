// The logic of `npm run size` (scripts/size.mjs is the command line around it): which files a first
// visit downloads for each entry of dist/, how many bytes that is raw, gzipped and brotli-compressed,
// and whether each entry stays within its gzip budget in size-budgets.json.
//
// Sizes are per file, summed: HTTP compresses each response on its own, so a chunk shared by two
// entries is one compressed file, counted once per page.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { init as initLexer, parse as parseModule } from 'es-module-lexer';

/** 1 kB = 1000 bytes, as browsers' network panels and bundlephobia count. */
export const KB = 1000;

/** The element whose page the "extra bytes" rows are measured against. */
export const CALCULATOR_ENTRY = 'dist/elements/salgspant-calculator.js';

/** Key of size-budgets.json that documents the file and is not a budget. */
export const COMMENT_KEY = '$comment';

/** Key of size-budgets.json: the largest gzip budget (kB) any element's first visit may be given. */
export const CEILING_KEY = '$elementGzipCeiling';

/** Keys of size-budgets.json that are not entries. */
/**
 * The gzip kB an element's English pack may take (decision 0111, proposed): the texts only a visitor
 * whose element's language is English downloads, measured on their own line, not in "on demand".
 */
export const ENGLISH_PACK_KEY = '$englishPackGzip';

const SETTINGS_KEYS = new Set([COMMENT_KEY, CEILING_KEY, ENGLISH_PACK_KEY]);

/**
 * An element's English texts (src/texts/packs/english-<element>.ts, built as
 * `chunks/<family>-english-<element>-<hash>.js`): fetched only when the element's language is English,
 * so a Norwegian visit never downloads them. They are left out of the on-demand figure and measured
 * apart ({@link languagePackFiles}); decision 0111.
 */
export const LANGUAGE_PACK = /(^|\/)[a-z]+-english-[^/]*\.js$/;

/**
 * The gzip budget (kB) of a budget value: a number, or an object whose `gzip` is one (the object form
 * also sets `brotli`, `onDemandGzip` and `withCalculatorGzip`, see {@link evaluateLimits}).
 *
 * @param {unknown} value
 */
export function gzipBudgetOf(value) {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value.gzip : value;
}

// ---------------------------------------------------------------------------------------------------
// Imports of an ES module
// ---------------------------------------------------------------------------------------------------

await initLexer;

/**
 * The specifiers a built ES module imports, each once, in source order (es-module-lexer reads them,
 * so the same words inside strings, templates, regular expressions and comments do not count):
 *
 * - `static`: `import … from "…"`, `import "…"`, `export … from "…"`: what loads with the module;
 * - `dynamic`: `import("…")`: chunks fetched later, on demand.
 *
 * `import.meta` is ignored. A dynamic import of a computed specifier is an error: its bytes could
 * not be counted.
 *
 * @param {string} source
 * @returns {{ static: string[], dynamic: string[] }}
 */
export function parseImports(source) {
  const [imports] = parseModule(source);
  const found = { static: [], dynamic: [] };
  for (const entry of imports) {
    if (entry.d === -2) continue; // import.meta
    const kind = entry.d === -1 ? 'static' : 'dynamic';
    if (entry.n === undefined) {
      throw new Error(
        `a dynamic import of a computed specifier (${source.slice(entry.ss, entry.se)}) cannot be measured`,
      );
    }
    if (!found[kind].includes(entry.n)) found[kind].push(entry.n);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------------
// Transitive closure
// ---------------------------------------------------------------------------------------------------

/** Repo-relative, forward-slash form of a path. */
const toRel = (root, file) => path.relative(root, file).split(path.sep).join('/');

/** The imports of a file of dist/, resolved to absolute paths (`kind`: 'static' or 'dynamic'). */
function importsOf(root, file, kind) {
  const rel = toRel(root, file);
  if (!existsSync(file)) throw new Error(`${rel} does not exist`);
  return parseImports(readFileSync(file, 'utf8'))[kind].map((specifier) => {
    if (!specifier.startsWith('./') && !specifier.startsWith('../')) {
      throw new Error(`${rel} imports "${specifier}": only relative imports of files in dist/ can be measured`);
    }
    const target = path.resolve(path.dirname(file), specifier.replace(/[?#].*$/, ''));
    if (!existsSync(target)) throw new Error(`${rel} imports "${specifier}", which does not exist`);
    return target;
  });
}

/** Visits `start` and everything `follow` leads to, each once; answers the files seen (relative). */
function closure(root, start, follow, skip = new Set()) {
  const seen = new Set();
  const queue = [...start];
  while (queue.length > 0) {
    const file = queue.shift();
    const rel = toRel(root, file);
    if (seen.has(rel) || skip.has(rel)) continue;
    seen.add(rel);
    queue.push(...follow(file));
  }
  return [...seen];
}

/**
 * Every file a page downloads when it loads `entry`: the entry and, transitively, every module it
 * imports statically, each once (cycles are fine). Dynamic imports are not followed: see
 * {@link onDemandFiles}. Paths are relative to `root`, with forward slashes, the entry first and the
 * rest sorted.
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
  const [first, ...rest] = closure(root, [path.resolve(root, entry)], (file) => importsOf(root, file, 'static'));
  return [first, ...rest.sort()];
}

/**
 * The files `entry` fetches later, on demand: every chunk a dynamic `import()` of its first visit
 * leads to, with everything those import (statically or dynamically), transitively, less what the
 * first visit already brought. The most a visit can add by using every part; sorted.
 *
 * @param {string} root
 * @param {string} entry
 * @param {string[]} [firstVisit] `transitiveFiles(root, entry)`, when already known
 * @returns {string[]}
 */
export function onDemandFiles(root, entry, firstVisit = transitiveFiles(root, entry)) {
  const loaded = new Set(firstVisit);
  const lazy = firstVisit
    .flatMap((file) => importsOf(root, path.resolve(root, file), 'dynamic'))
    .filter((file) => !LANGUAGE_PACK.test(file));
  const both = (file) => [...importsOf(root, file, 'static'), ...importsOf(root, file, 'dynamic')];
  return closure(root, lazy, both, loaded).sort();
}

/**
 * The files of `entry`'s English pack ({@link LANGUAGE_PACK}): the pack's chunk and what it imports,
 * less what the first visit and the on-demand parts already bring. Sorted; empty for an entry without one.
 *
 * @param {string} root
 * @param {string[]} firstVisit
 * @param {string[]} onDemand
 * @returns {string[]}
 */
export function languagePackFiles(root, firstVisit, onDemand) {
  const packs = firstVisit
    .flatMap((file) => importsOf(root, path.resolve(root, file), 'dynamic'))
    .filter((file) => LANGUAGE_PACK.test(file));
  const both = (file) => [...importsOf(root, file, 'static'), ...importsOf(root, file, 'dynamic')];
  return closure(root, packs, both, new Set([...firstVisit, ...onDemand])).sort();
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
 * then `dist/define-all.js`, `dist/index.js` and `dist/texts.js`.
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
  const others = ['dist/define-all.js', 'dist/index.js', 'dist/texts.js'].filter((file) =>
    existsSync(path.join(root, file)),
  );
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
  const unmet = [];
  for (const { entry, gzip } of measured) {
    const budgetKb = Object.hasOwn(budgets, entry) ? gzipBudgetOf(budgets[entry]) : undefined;
    if (budgetKb === undefined) {
      missing.push(entry);
      rows.push({ entry, gzip, budgetKb: null, status: 'NO BUDGET', overBy: 0 });
    } else if (typeof budgetKb !== 'number' || !Number.isFinite(budgetKb) || budgetKb <= 0) {
      invalid.push({ entry, budget: budgets[entry] });
      rows.push({ entry, gzip, budgetKb: null, status: 'NO BUDGET', overBy: 0 });
    } else {
      const ceilingKb = unmetOf(budgets[entry]).gzip;
      const overBy = gzip - budgetKb * KB;
      const overCeiling = ceilingKb === undefined ? overBy > 0 : gzip > ceilingKb * KB;
      const status = overCeiling ? 'OVER' : overBy > 0 ? 'UNMET' : 'OK';
      if (status === 'OVER') over.push({ entry, gzip, budgetKb, overBy });
      if (status === 'UNMET') unmet.push(`${entry}: gzip ${formatKb(gzip)} kB, target ${budgetKb} kB not met yet`);
      rows.push({ entry, gzip, budgetKb, status, overBy: Math.max(0, overBy) });
    }
  }
  const measuredEntries = new Set(measured.map((m) => m.entry));
  const unused = Object.keys(budgets).filter((key) => !SETTINGS_KEYS.has(key) && !measuredEntries.has(key));
  return {
    rows,
    over,
    missing,
    invalid,
    unused,
    unmet,
    ok: over.length === 0 && missing.length === 0 && invalid.length === 0,
  };
}

/**
 * A budget's `unmet` part: for a target the team set that the code does not reach yet (recorded in a
 * decision), the measured figure it must not grow past. Above the target but within it, the check
 * reports the target as unmet and passes; above it, the check fails. Without it, the target fails.
 *
 * @param {unknown} budget
 * @returns {Record<string, number>}
 */
function unmetOf(budget) {
  const unmet = typeof budget === 'object' && budget !== null ? budget.unmet : undefined;
  return typeof unmet === 'object' && unmet !== null ? unmet : {};
}

/**
 * The limits of a budget's object form besides gzip, and the ceiling every element's budget keeps:
 *
 * - `brotli`: kB of brotli for the first visit;
 * - `onDemandGzip`: kB of gzip for every chunk the entry fetches later, on demand, together;
 * - `withCalculatorGzip`: kB of gzip the element adds to a page that already has the calculator;
 * - `$elementGzipCeiling`: no element (`dist/elements/…`) may be given a gzip budget above it, so a
 *   new element cannot land with a larger first visit by writing a larger number.
 *
 * @param {{ entry: string, brotli: number, onDemand: { gzip: number } }[]} measured
 * @param {{ entry: string, gzip: number }[]} extraWithCalculator
 * @param {Record<string, unknown>} budgets
 * @returns {{ problems: string[], unmet: string[] }}
 */
export function evaluateLimits(measured, extraWithCalculator, budgets) {
  const problems = [];
  const unmetTargets = [];
  const ceiling = budgets[CEILING_KEY];
  const limit = (value, name) => {
    if (value === undefined) return undefined;
    if (typeof value === 'number' && Number.isFinite(value) && value > 0) return value;
    problems.push(`${name} must be kB, a positive number, not ${JSON.stringify(value)}`);
    return undefined;
  };
  for (const { entry, brotli, onDemand } of measured) {
    const budget = budgets[entry];
    const gzip = gzipBudgetOf(budget);
    if (
      entry.startsWith('dist/elements/') &&
      typeof ceiling === 'number' &&
      typeof gzip === 'number' &&
      gzip > ceiling
    ) {
      problems.push(`${entry} has a gzip budget of ${gzip} kB, above the ${ceiling} kB every element keeps`);
    }
    if (typeof budget !== 'object' || budget === null) continue;
    const unmet = unmetOf(budget);
    const over = (key, label, bytes, kb) => {
      if (kb === undefined || bytes <= kb * KB) return;
      const ceilingKb = unmet[key];
      if (ceilingKb !== undefined && bytes <= ceilingKb * KB) {
        unmetTargets.push(`${entry}: ${label} ${formatKb(bytes)} kB, target ${kb} kB not met yet`);
      } else {
        problems.push(
          `${entry}: ${label} ${formatKb(bytes)} kB > ${ceilingKb ?? kb} kB (by ${bytes - (ceilingKb ?? kb) * KB} bytes)`,
        );
      }
    };
    over('brotli', 'brotli', brotli, limit(budget.brotli, `${entry} brotli`));
    over('onDemandGzip', 'on demand, gzip', onDemand.gzip, limit(budget.onDemandGzip, `${entry} onDemandGzip`));
    const extra = extraWithCalculator.find((x) => x.entry === entry);
    const withCalculator = limit(budget.withCalculatorGzip, `${entry} withCalculatorGzip`);
    if (withCalculator !== undefined && extra) {
      over('withCalculatorGzip', 'next to the calculator, gzip', extra.gzip, withCalculator);
    }
  }
  return { problems, unmet: unmetTargets };
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
  const entries = entryNames.map((entry) => {
    const files = closures.get(entry);
    const lazy = onDemandFiles(root, entry, files);
    const english = languagePackFiles(root, files, lazy);
    return {
      entry,
      files,
      ...sumSizes(files, sizeOf),
      onDemand: { files: lazy, ...sumSizes(lazy, sizeOf) },
      english: { files: english, ...sumSizes(english, sizeOf) },
    };
  });

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
      ({ entry, budget }) =>
        `${entry} has an invalid budget ${JSON.stringify(budget)}: expected kB of gzip, a positive number`,
    ),
  ];
  const limits = evaluateLimits(entries, extraWithCalculator, budgets);
  const packLimit = budgets[ENGLISH_PACK_KEY];
  for (const { entry, english } of entries) {
    if (english.files.length > 0 && typeof packLimit === 'number' && english.gzip > packLimit * KB) {
      problems.push(
        `${entry}: English pack ${formatKb(english.gzip)} kB gzip > ${packLimit} kB (${ENGLISH_PACK_KEY}, by ${english.gzip - packLimit * KB} bytes)`,
      );
    }
  }
  problems.push(...limits.problems);
  if (!calculator) problems.push(`${CALCULATOR_ENTRY} is missing: the "extra bytes" rows need it`);
  if (runtime.length !== 1) problems.push(`expected exactly one dist/chunks/runtime-*.js, found ${runtime.length}`);
  const warnings = [
    ...evaluation.unused.map((key) => `size-budgets.json has a budget for ${key}, which the build no longer emits`),
    ...evaluation.unmet,
    ...limits.unmet,
  ];

  const allFiles = [...new Set(entries.flatMap((e) => [...e.files, ...e.onDemand.files, ...e.english.files]))].sort();
  return {
    unit: 'bytes',
    bytesPerKb: KB,
    entries: withBudgets,
    files: Object.fromEntries(allFiles.map((file) => [file, sizeOf(file)])),
    runtime,
    baseline: CALCULATOR_ENTRY,
    extraWithCalculator,
    englishPackKb: typeof budgets[ENGLISH_PACK_KEY] === 'number' ? budgets[ENGLISH_PACK_KEY] : undefined,
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
 * The report as a Markdown table: one row per entry (the first visit, which the budget is about, and
 * what its on-demand chunks could add later), the shared runtime chunk on its own, then what each
 * other element adds to a page that already has the calculator.
 *
 * @param {ReturnType<typeof buildReport>} report
 * @returns {string}
 */
export function renderMarkdown(report) {
  const lines = [
    '| Bundle | Raw (kB) | gzip (kB) | brotli (kB) | Budget (gzip kB) | Status | Later, on demand (gzip kB) |',
    '| :-- | --: | --: | --: | --: | :-: | --: |',
  ];
  const row = (label, s, budget = '–', status = '–', later = '–') =>
    `| ${label} | ${formatKb(s.raw)} | ${formatKb(s.gzip)} | ${formatKb(s.brotli)} | ${budget} | ${status} | ${later} |`;
  for (const e of report.entries) {
    const later = e.onDemand.files.length > 0 ? formatKb(e.onDemand.gzip) : '–';
    lines.push(row(`\`${e.entry}\``, e, e.budgetKb ?? 'none', e.status, later));
  }
  for (const r of report.runtime) {
    lines.push(row(`shared runtime chunk \`dist/chunks/runtime-*.js\` on its own (React, react-dom, r2wc)`, r));
  }
  for (const x of report.extraWithCalculator) {
    const name = path.posix.basename(x.entry, '.js');
    lines.push(row(`\`${name}\`: extra bytes on a page that already has the calculator`, x));
  }
  for (const e of report.entries) {
    if (!e.english?.files.length) continue;
    const name = path.posix.basename(e.entry, '.js');
    lines.push(row(`\`${name}\`: English pack, only for \`lang="en"\``, e.english, report.englishPackKb ?? '–'));
  }
  return `${lines.join('\n')}\n`;
}
