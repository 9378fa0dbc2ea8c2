// Regenerates test/node/fixtures/tax-number-vectors.json: the valid and invalid numbers of stdnum's own
// tests (node_modules/stdnum/src/**/*.spec.ts, its Jest suites), for every validator the declaration
// applies (src/domain/tax-number.ts). Each spec runs under a small Jest stand-in; a case counts when it
// hands `validate` a number (a literal, or a `test.each` value) and the spec's own expectations hold. Run with
// `npx tsx scripts/tax-number-vectors.ts` after upgrading stdnum.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const source = readFileSync(`${root}src/domain/tax-number.ts`, 'utf8');

/** [alpha-2, holder, module path] of every loader in the table. */
const modules: Array<[string, 'person' | 'entity', string]> = [];
for (const entry of source.split(/(?=codes: \[')/).slice(1)) {
  const country = /^codes: \['([A-Z]{2})'/.exec(entry)?.[1] ?? '';
  for (const part of entry.split(/(?=person:|entity:|\.\.\.both\()/)) {
    const holders = part.startsWith('person:')
      ? ['person']
      : part.startsWith('entity:')
        ? ['entity']
        : part.startsWith('...both(')
          ? ['person', 'entity']
          : [];
    for (const [, path] of part.matchAll(/import\('stdnum\/lib\/esm\/([a-z]{2}\/[a-z_0-9]+)\.js'\)/g)) {
      for (const holder of holders) modules.push([country, holder as 'person' | 'entity', path ?? '']);
    }
  }
}

/** A case of a spec: the numbers it hands to `validate`, and its body. */
interface Test {
  numbers: string[];
  run: () => unknown;
}

/** The string literals a case's body hands to `validate(…)`. */
const literals = (body: () => unknown) =>
  [...body.toString().matchAll(/\bvalidate\)?\(\s*(['"`])((?:(?!\1).)*)\1\s*\)/g)].map((m) => m[2] ?? '');
let tests: Test[] = [];
const g = globalThis as Record<string, unknown>;
g.describe = (_name: string, body: () => void) => body();
const it = (_name: string, run: () => unknown) => tests.push({ numbers: literals(run), run });
it.each = (values: unknown[]) => (_name: string, run: (value: unknown) => unknown) =>
  values.forEach((value) => {
    const number = Array.isArray(value) ? (value as unknown[])[0] : value;
    if (typeof number === 'string') tests.push({ numbers: [number], run: () => run(value) });
  });
g.it = it;
g.test = it;
const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);
g.expect = (actual: unknown) => {
  const matchers = {
    toEqual: (expected: unknown) => {
      if (!equal(actual, expected)) throw new Error('toEqual');
    },
    toBe: (expected: unknown) => {
      if (actual !== expected) throw new Error('toBe');
    },
    toStrictEqual: (expected: unknown) => {
      if (!equal(actual, expected)) throw new Error('toStrictEqual');
    },
    toBeInstanceOf: (type: new () => unknown) => {
      if (!(actual instanceof type)) throw new Error('toBeInstanceOf');
    },
    toBeTruthy: () => {
      if (!actual) throw new Error('toBeTruthy');
    },
    toBeFalsy: () => {
      if (actual) throw new Error('toBeFalsy');
    },
  };
  return matchers;
};

/** Modules without a spec of their own that re-export another module (its spec tests them). */
const SAME_AS: Readonly<Record<string, string>> = { 'me/jmbg': 'ba/jmbg', 'rs/jmbg': 'ba/jmbg', 'sk/rc': 'cz/rc' };

type Validate = (value: string) => { isValid: boolean };
const validators = new Map<string, Validate[]>();
/** The numbers of the specs, by `country holder`. */
const numbers = new Map<string, Set<string>>();
const specs = new Map<string, Test[]>();
for (const [country, holder, path] of modules) {
  const key = `${country} ${holder}`;
  const { validate } = (await import(pathToFileURL(`${root}node_modules/stdnum/lib/esm/${path}.js`).href)) as {
    validate: Validate;
  };
  validators.set(key, [...(validators.get(key) ?? []), validate]);
  const spec = `${root}node_modules/stdnum/src/${SAME_AS[path] ?? path}.spec.ts`;
  if (!existsSync(spec)) continue;
  if (!specs.has(spec)) {
    tests = [];
    await import(pathToFileURL(spec).href);
    specs.set(spec, tests);
  }
  for (const test of specs.get(spec) ?? []) {
    if (test.numbers.length === 0) continue;
    try {
      await test.run();
    } catch (error) {
      if (process.env.DEBUG) console.error(key, test.numbers, error);
      continue;
    }
    for (const number of test.numbers) numbers.set(key, (numbers.get(key) ?? new Set()).add(number));
  }
}
// A number is valid for a country when one of its validators for the holder accepts it.
const vectors = [...numbers].flatMap(([key, set]) => {
  const [country = '', holder = ''] = key.split(' ');
  return [...set].map((number) => ({
    country,
    holder,
    number,
    valid: (validators.get(key) ?? []).some((validate) => validate(number).isValid),
  }));
});
const seen = specs;
const rows = [...vectors].sort((a, b) => `${a.country}${a.holder}`.localeCompare(`${b.country}${b.holder}`));
// One vector a line, as Prettier writes it.
const lines = rows.map(
  (r) => `  [${JSON.stringify(r.country)}, ${JSON.stringify(r.holder)}, ${JSON.stringify(r.number)}, ${r.valid}]`,
);
writeFileSync(`${root}test/node/fixtures/tax-number-vectors.json`, `[\n${lines.join(',\n')}\n]\n`);
console.log(`${rows.length} vectors, ${rows.filter((r) => r.valid).length} valid, from ${seen.size} specs`);
