// The logic of `npm run size` (scripts/lib/size.mjs) on temporary directories of tiny fake modules:
// import parsing, the transitive closure, the "extra bytes" subtraction and the budget verdict.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  buildReport,
  CALCULATOR_ENTRY,
  evaluateBudgets,
  evaluateLimits,
  CEILING_KEY,
  extraFiles,
  fileSizer,
  onDemandFiles,
  parseImports,
  renderMarkdown,
  suggestBudgetKb,
  sumSizes,
  transitiveFiles,
  languagePackFiles,
} from '../../scripts/lib/size.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A temporary repository root holding `files` (path → source). */
function fakeRoot(files) {
  const root = mkdtempSync(path.join(tmpdir(), 'salgspant-size-'));
  dirs.push(root);
  for (const [file, source] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), source);
  }
  return root;
}

describe('parseImports', () => {
  it('finds the static imports and re-exports of minified rollup output', () => {
    const source =
      'import{a as b,c}from"../chunks/runtime-AB_c-1.js";import"./side.js";import*as ns from\'./ns.js\';' +
      'import d,{e}from"./d.js";const x=b(c);export{x as y};export{z}from"./z.js";export*from"./star.js";' +
      'export*as all from"./all.js";export default x;';
    assert.deepEqual(parseImports(source), {
      static: ['../chunks/runtime-AB_c-1.js', './side.js', './ns.js', './d.js', './z.js', './star.js', './all.js'],
      dynamic: [],
    });
  });

  it('tells dynamic import() apart, ignores import.meta and look-alikes in strings, templates, regexes and comments', () => {
    const source = [
      'import{a}from"./real.js";',
      'const s="import \\"./in-string.js\\";",t=`export * from "./in-template.js" ${a(`import "./nested.js"`)}`;',
      'const r=/import "\\.\\/in-regex.js"[\'"]/g,q=1/2/3;',
      '// import "./in-line-comment.js"',
      '/* export{b}from"./in-block-comment.js" */',
      'function f(){return import("./lazy.js")}const u=import.meta.url,o={import:1};o.import;',
      'export{f};',
    ].join('\n');
    assert.deepEqual(parseImports(source), { static: ['./real.js'], dynamic: ['./lazy.js'] });
  });

  it('refuses a dynamic import it could not count', () => {
    assert.throws(() => parseImports('const f=(n)=>import("./chunks/"+n+".js");'), /computed specifier/);
  });

  it('reports each specifier once', () => {
    assert.deepEqual(parseImports('import{a}from"./x.js";import{b}from"./x.js";export{c}from"./x.js";'), {
      static: ['./x.js'],
      dynamic: [],
    });
  });
});

describe('transitiveFiles', () => {
  it('follows imports transitively and counts a shared chunk once', () => {
    const root = fakeRoot({
      'dist/elements/a.js': 'import{r}from"../chunks/runtime-1.js";import{u}from"../chunks/util-1.js";r(u);',
      'dist/chunks/util-1.js': 'import{r}from"./runtime-1.js";export const u=r;',
      'dist/chunks/runtime-1.js': 'export const r=(x)=>x;',
    });
    assert.deepEqual(transitiveFiles(root, 'dist/elements/a.js'), [
      'dist/elements/a.js',
      'dist/chunks/runtime-1.js',
      'dist/chunks/util-1.js',
    ]);
  });

  it('terminates on an import cycle and lists each file of it once', () => {
    const root = fakeRoot({
      'dist/entry.js': 'import"./chunks/a.js";',
      'dist/chunks/a.js': 'import{b}from"./b.js";export const a=1;',
      'dist/chunks/b.js': 'import{a}from"./a.js";export const b=2;export{a}from"../entry.js";',
    });
    assert.deepEqual(transitiveFiles(root, 'dist/entry.js'), ['dist/entry.js', 'dist/chunks/a.js', 'dist/chunks/b.js']);
  });

  it('does not follow dynamic imports', () => {
    const root = fakeRoot({
      'dist/entry.js': 'export const load=()=>import("./chunks/lazy.js");',
      'dist/chunks/lazy.js': 'export const x=1;',
    });
    assert.deepEqual(transitiveFiles(root, 'dist/entry.js'), ['dist/entry.js']);
  });

  it('lists what dynamic imports fetch later, with their own imports, less what the first visit brought', () => {
    const root = fakeRoot({
      'dist/entry.js': 'import{r}from"./chunks/runtime.js";export const load=()=>import("./chunks/lazy.js");',
      'dist/chunks/runtime.js': 'export const r=1;',
      'dist/chunks/lazy.js':
        'import{r}from"./runtime.js";import{f}from"./form.js";export const x=()=>import("./dialog.js");',
      'dist/chunks/form.js': 'export const f=1;',
      'dist/chunks/dialog.js': 'import{x}from"./lazy.js";export const d=x;',
    });
    assert.deepEqual(onDemandFiles(root, 'dist/entry.js'), [
      'dist/chunks/dialog.js',
      'dist/chunks/form.js',
      'dist/chunks/lazy.js',
    ]);
    const plain = fakeRoot({ 'dist/entry.js': 'import"./chunks/a.js";', 'dist/chunks/a.js': 'export const a=1;' });
    assert.deepEqual(onDemandFiles(plain, 'dist/entry.js'), []);
  });

  it("counts an element's English pack apart from its on-demand parts (decision 0111)", () => {
    const root = fakeRoot({
      'dist/entry.js':
        'import{r}from"./chunks/runtime.js";export const a=()=>import("./chunks/lazy.js"),' +
        'b=()=>import("./chunks/bank-english-calculator-Ab_9-xY.js");',
      'dist/chunks/runtime.js': 'export const r=1;',
      'dist/chunks/lazy.js': 'import{s}from"./shared.js";export const x=s;',
      'dist/chunks/shared.js': 'export const s=1;',
      'dist/chunks/bank-english-calculator-Ab_9-xY.js':
        'import{s}from"./shared.js";import{p}from"./bank-english-Q1.js";export default p(s);',
      'dist/chunks/bank-english-Q1.js': 'import{r}from"./runtime.js";export const p=(x)=>x;',
    });
    const first = transitiveFiles(root, 'dist/entry.js');
    const later = onDemandFiles(root, 'dist/entry.js', first);
    assert.deepEqual(later, ['dist/chunks/lazy.js', 'dist/chunks/shared.js']);
    assert.deepEqual(languagePackFiles(root, first, later), [
      'dist/chunks/bank-english-Q1.js',
      'dist/chunks/bank-english-calculator-Ab_9-xY.js',
    ]);
  });

  it('fails on a missing file or a bare specifier rather than under-counting', () => {
    const root = fakeRoot({
      'dist/missing.js': 'import"./chunks/gone.js";',
      'dist/bare.js': 'import React from"react";',
    });
    assert.throws(() => transitiveFiles(root, 'dist/missing.js'), /gone\.js.*does not exist/);
    assert.throws(() => transitiveFiles(root, 'dist/bare.js'), /"react": only relative imports/);
  });
});

describe('sizes and the extra bytes', () => {
  const root = fakeRoot({
    'dist/elements/salgspant-calculator.js':
      'import{r}from"../chunks/runtime-1.js";import{s}from"../chunks/shared-1.js";import"../chunks/calc-only-1.js";r(s);' +
      'export const form=()=>import("../chunks/form-1.js");',
    'dist/chunks/form-1.js': `import{s}from"./shared-1.js";export const f=s;/*${'form '.repeat(50)}*/`,
    'dist/elements/other.js':
      'import{r}from"../chunks/runtime-1.js";import{s}from"../chunks/shared-1.js";import"../chunks/other-only-1.js";',
    'dist/chunks/runtime-1.js': `export const r=(x)=>x;/*${'react '.repeat(200)}*/`,
    'dist/chunks/shared-1.js': 'import{r}from"./runtime-1.js";export const s=r(1);',
    'dist/chunks/calc-only-1.js': 'export const c=1;',
    'dist/chunks/other-only-1.js': 'export const o="other";',
    'dist/define-all.js': 'import"./elements/salgspant-calculator.js";import"./elements/other.js";',
    'dist/index.js': 'export{s}from"./chunks/shared-1.js";',
  });
  const sizeOf = fileSizer(root);

  it('sums per-file raw, gzip and brotli sizes, each file once', () => {
    const files = transitiveFiles(root, 'dist/elements/other.js');
    const total = sumSizes(files, sizeOf);
    const runtime = sizeOf('dist/chunks/runtime-1.js');
    assert.equal(runtime.raw, `export const r=(x)=>x;/*${'react '.repeat(200)}*/`.length);
    assert.ok(runtime.gzip < runtime.raw && runtime.brotli < runtime.raw, 'compressed');
    assert.equal(
      total.raw,
      files.reduce((sum, file) => sum + sizeOf(file).raw, 0),
    );
    assert.equal(
      total.gzip,
      files.reduce((sum, file) => sum + sizeOf(file).gzip, 0),
    );
    // define-all reaches the runtime through both elements and the shared chunk: counted once.
    const all = transitiveFiles(root, 'dist/define-all.js');
    assert.equal(all.filter((file) => file === 'dist/chunks/runtime-1.js').length, 1);
    assert.equal(
      sumSizes(all, sizeOf).raw,
      all.reduce((sum, file) => sum + sizeOf(file).raw, 0),
    );
  });

  it('subtracts what the calculator already loaded', () => {
    const calculator = transitiveFiles(root, CALCULATOR_ENTRY);
    const other = transitiveFiles(root, 'dist/elements/other.js');
    assert.deepEqual(extraFiles(other, calculator), ['dist/elements/other.js', 'dist/chunks/other-only-1.js']);
    assert.deepEqual(extraFiles(calculator, calculator), []);

    const report = buildReport(root, {
      $comment: 'test',
      [CALCULATOR_ENTRY]: 100,
      'dist/elements/other.js': 100,
      'dist/define-all.js': 100,
      'dist/index.js': 100,
    });
    assert.equal(report.ok, true, report.problems.join('\n'));
    assert.deepEqual(
      report.entries.map((e) => e.entry),
      ['dist/elements/other.js', CALCULATOR_ENTRY, 'dist/define-all.js', 'dist/index.js'],
    );
    assert.deepEqual(
      report.runtime.map((r) => r.file),
      ['dist/chunks/runtime-1.js'],
    );
    assert.equal(report.extraWithCalculator.length, 1);
    const [extra] = report.extraWithCalculator;
    assert.equal(extra.entry, 'dist/elements/other.js');
    const expected = sumSizes(['dist/elements/other.js', 'dist/chunks/other-only-1.js'], sizeOf);
    assert.deepEqual({ raw: extra.raw, gzip: extra.gzip, brotli: extra.brotli }, expected);
    const full = report.entries.find((e) => e.entry === 'dist/elements/other.js');
    const shared = sumSizes(['dist/chunks/runtime-1.js', 'dist/chunks/shared-1.js'], sizeOf);
    assert.equal(full.gzip - extra.gzip, shared.gzip);

    // The on-demand chunk is not part of the calculator's first visit (nor its budget), but reported.
    const calculatorRow = report.entries.find((e) => e.entry === CALCULATOR_ENTRY);
    assert.deepEqual(calculatorRow.files, calculator);
    assert.deepEqual(calculatorRow.onDemand.files, ['dist/chunks/form-1.js']);
    assert.equal(calculatorRow.onDemand.gzip, sizeOf('dist/chunks/form-1.js').gzip);
    assert.ok('dist/chunks/form-1.js' in report.files);

    const table = renderMarkdown(report);
    assert.match(
      table,
      /^\| Bundle \| Raw \(kB\) \| gzip \(kB\) \| brotli \(kB\) \| Budget \(gzip kB\) \| Status \| Later, on demand \(gzip kB\) \|$/m,
    );
    const later = (sizeOf('dist/chunks/form-1.js').gzip / 1000).toFixed(1);
    assert.match(
      table,
      new RegExp(
        `^\\| \`dist/elements/salgspant-calculator\\.js\` \\| \\d+\\.\\d \\| \\d+\\.\\d \\| \\d+\\.\\d \\| 100 \\| OK \\| ${later} \\|$`,
        'm',
      ),
    );
    assert.match(table, /^\| `dist\/elements\/other\.js` \| .* \| OK \| – \|$/m);
    assert.match(table, /^\| shared runtime chunk .* \| – \| – \| – \|$/m);
    assert.match(table, /^\| `other`: extra bytes on a page that already has the calculator \|/m);
  });
});

describe('evaluateBudgets', () => {
  const measured = [
    { entry: 'dist/elements/a.js', gzip: 99_999 },
    { entry: 'dist/elements/b.js', gzip: 100_000 },
    { entry: 'dist/elements/c.js', gzip: 100_001 },
  ];

  it('passes entries at or under budget, lists the ones over and by how much', () => {
    const result = evaluateBudgets(measured, {
      $comment: 'kB of gzip',
      'dist/elements/a.js': 100,
      'dist/elements/b.js': 100,
      'dist/elements/c.js': 100,
    });
    assert.deepEqual(
      result.rows.map((r) => r.status),
      ['OK', 'OK', 'OVER'],
    );
    assert.deepEqual(result.over, [{ entry: 'dist/elements/c.js', gzip: 100_001, budgetKb: 100, overBy: 1 }]);
    assert.deepEqual(result.missing, []);
    assert.deepEqual(result.unused, []);
    assert.equal(result.ok, false);
  });

  it('fails an entry without a budget, and an invalid budget', () => {
    const result = evaluateBudgets(measured, { 'dist/elements/a.js': 100, 'dist/elements/b.js': '100' });
    assert.deepEqual(result.missing, ['dist/elements/c.js']);
    assert.deepEqual(result.invalid, [{ entry: 'dist/elements/b.js', budget: '100' }]);
    assert.deepEqual(
      result.rows.map((r) => r.status),
      ['OK', 'NO BUDGET', 'NO BUDGET'],
    );
    assert.equal(result.ok, false);
  });

  it('reports budgets for entries that no longer exist without failing', () => {
    const result = evaluateBudgets(measured.slice(0, 1), {
      $comment: 'x',
      'dist/elements/a.js': 100,
      'dist/elements/gone.js': 5,
    });
    assert.deepEqual(result.unused, ['dist/elements/gone.js']);
    assert.equal(result.ok, true);
  });

  it('over budget and missing budgets make the report fail with a message per entry', () => {
    const root = fakeRoot({
      'dist/elements/salgspant-calculator.js': 'import"../chunks/runtime-1.js";',
      'dist/elements/new-element.js': 'import"../chunks/runtime-1.js";',
      'dist/chunks/runtime-1.js': 'export const r=1;',
    });
    const report = buildReport(root, { [CALCULATOR_ENTRY]: 0.001 });
    assert.equal(report.ok, false);
    assert.equal(report.problems.length, 2);
    assert.match(
      report.problems[0],
      /^dist\/elements\/salgspant-calculator\.js is over its budget: .* > 0\.001 kB \(by /,
    );
    assert.match(report.problems[1], /^dist\/elements\/new-element\.js has no budget/);
  });

  it('suggests budgets rounded up to 5 kB plus 5 kB of headroom', () => {
    assert.equal(suggestBudgetKb(1), 10);
    assert.equal(suggestBudgetKb(12_300), 20);
    assert.equal(suggestBudgetKb(15_000), 20);
    assert.equal(suggestBudgetKb(15_001), 25);
  });
});

describe('budget objects: brotli, on demand, next to the calculator, unmet targets, the ceiling', () => {
  const entry = (name, gzip, brotli, onDemandGzip) => ({ entry: name, gzip, brotli, onDemand: { gzip: onDemandGzip } });

  it('checks brotli, the on-demand chunks together and the bytes added next to the calculator', () => {
    const budgets = {
      'dist/elements/a.js': { gzip: 100, brotli: 88, onDemandGzip: 20 },
      'dist/elements/b.js': { gzip: 82, withCalculatorGzip: 2.5 },
    };
    const fine = evaluateLimits(
      [entry('dist/elements/a.js', 99_000, 88_000, 20_000), entry('dist/elements/b.js', 80_000, 70_000, 0)],
      [{ entry: 'dist/elements/b.js', gzip: 2_500 }],
      budgets,
    );
    assert.deepEqual(fine, { problems: [], unmet: [] });
    const over = evaluateLimits(
      [entry('dist/elements/a.js', 99_000, 88_001, 20_001), entry('dist/elements/b.js', 80_000, 70_000, 0)],
      [{ entry: 'dist/elements/b.js', gzip: 2_501 }],
      budgets,
    );
    assert.deepEqual(over.problems, [
      'dist/elements/a.js: brotli 88.0 kB > 88 kB (by 1 bytes)',
      'dist/elements/a.js: on demand, gzip 20.0 kB > 20 kB (by 1 bytes)',
      'dist/elements/b.js: next to the calculator, gzip 2.5 kB > 2.5 kB (by 1 bytes)',
    ]);
  });

  it('reports an unmet target without failing, and fails past the figure recorded with it', () => {
    const budgets = { 'dist/elements/a.js': { gzip: 82, onDemandGzip: 20, unmet: { gzip: 82.8, onDemandGzip: 21.4 } } };
    const within = evaluateBudgets([entry('dist/elements/a.js', 82_700, 0, 0)], budgets);
    assert.equal(within.rows[0].status, 'UNMET');
    assert.equal(within.ok, true);
    assert.deepEqual(within.unmet, ['dist/elements/a.js: gzip 82.7 kB, target 82 kB not met yet']);
    const past = evaluateBudgets([entry('dist/elements/a.js', 82_801, 0, 0)], budgets);
    assert.equal(past.rows[0].status, 'OVER');
    assert.equal(past.ok, false);
    const later = evaluateLimits([entry('dist/elements/a.js', 82_000, 0, 21_300)], [], budgets);
    assert.deepEqual(later, {
      problems: [],
      unmet: ['dist/elements/a.js: on demand, gzip 21.3 kB, target 20 kB not met yet'],
    });
    const grown = evaluateLimits([entry('dist/elements/a.js', 82_000, 0, 21_401)], [], budgets);
    assert.deepEqual(grown.problems, ['dist/elements/a.js: on demand, gzip 21.4 kB > 21.4 kB (by 1 bytes)']);
  });

  it('refuses an element budget above the ceiling every element keeps', () => {
    const result = evaluateLimits([entry('dist/elements/big.js', 1, 1, 0), entry('dist/define-all.js', 1, 1, 0)], [], {
      [CEILING_KEY]: 125,
      'dist/elements/big.js': 130,
      'dist/define-all.js': 140,
    });
    assert.deepEqual(result.problems, [
      'dist/elements/big.js has a gzip budget of 130 kB, above the 125 kB every element keeps',
    ]);
  });
});
