import { validateTaxNumber, type RuleResult, type TaxNumberCheck, type TaxNumberChecks } from './kyc-rules.js';

/*
 * The per-country checks of tax identification numbers, from a maintained library of national
 * identifier checks (`stdnum`, python-stdnum's algorithms in TypeScript): where it covers a country's
 * personal TIN, a number in the CRS list is checked with it (format and check digits), beyond spec 2 §5's
 * own rules. Each country's module is a small chunk fetched on demand (with the tax section, or by
 * checkTaxNumber). The rule that applies them is validateTaxNumber in ./kyc-rules.ts, so the form and
 * the package's public API check a number the same way. Decisions 0012, 0064.
 */

export type { TaxNumberCheck, TaxNumberChecks } from './kyc-rules.js';

/** One covered country: its ISO alpha-2, alpha-3 and numeric codes and the loader of its checks. */
interface Covered {
  codes: readonly [string, string, string];
  load: () => Promise<TaxNumberCheck[]>;
}

/** Personal TINs covered: Denmark CPR, Finland HETU, Germany Steuer-IdNr, Poland PESEL, Spain DNI/NIE, the UK UTR/NINO. */
const COVERED: readonly Covered[] = [
  { codes: ['DK', 'DNK', '208'], load: async () => [(await import('stdnum/lib/esm/dk/cpr.js')).validate] },
  { codes: ['FI', 'FIN', '246'], load: async () => [(await import('stdnum/lib/esm/fi/hetu.js')).validate] },
  { codes: ['DE', 'DEU', '276'], load: async () => [(await import('stdnum/lib/esm/de/idnr.js')).validate] },
  { codes: ['PL', 'POL', '616'], load: async () => [(await import('stdnum/lib/esm/pl/pesel.js')).validate] },
  {
    codes: ['ES', 'ESP', '724'],
    load: async () => [
      (await import('stdnum/lib/esm/es/dni.js')).validate,
      (await import('stdnum/lib/esm/es/nie.js')).validate,
    ],
  },
  {
    codes: ['GB', 'GBR', '826'],
    load: async () => [
      (await import('stdnum/lib/esm/gb/utr.js')).validate,
      (await import('stdnum/lib/esm/gb/nino.js')).validate,
    ],
  },
];

/** The countries (ISO alpha-2) whose TINs the library checks. */
export const TAX_NUMBER_LIBRARY_COUNTRIES: readonly string[] = COVERED.map((c) => c.codes[0]);

let loading: Promise<TaxNumberChecks> | undefined;

/**
 * Loads the checks of every covered country, once, keyed by each of the country's ISO codes (alpha-2,
 * alpha-3, numeric). A country whose module fails to load is left unchecked (and asked again next time).
 */
export function loadTaxNumberChecks(): Promise<TaxNumberChecks> {
  loading ??= Promise.all(
    COVERED.map(async ({ codes, load }) => {
      const checks = await load().catch(() => [] as TaxNumberCheck[]);
      return codes.map((code) => [code, checks] as const);
    }),
  ).then((entries) => {
    const checks = Object.fromEntries(entries.flat().filter(([, list]) => list.length > 0));
    if (Object.keys(checks).length < COVERED.length * 3) loading = undefined;
    return checks;
  });
  return loading;
}

/**
 * A tax number for a tax relation in `country`, with the per-country checks loaded first: the rule of
 * {@link validateTaxNumber} with `checks`, as the declaration's form applies it. `countryName` names the
 * country in the message (default: the code as given).
 */
export async function checkTaxNumber(
  value: string,
  country?: string | null,
  countryName?: string,
): Promise<RuleResult> {
  const checks = await loadTaxNumberChecks();
  return validateTaxNumber(value, country, { checks, ...(countryName === undefined ? {} : { countryName }) });
}
