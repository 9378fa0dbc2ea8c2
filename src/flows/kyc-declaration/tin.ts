/*
 * Tax identification numbers per country from a maintained library of national identifier checks
 * (`stdnum`, python-stdnum's algorithms in TypeScript): where it covers a country's personal TIN,
 * a number in the CRS list is checked with it (format and check digits), beyond spec 2 §5's own rules.
 * Each country's module is a small chunk fetched with the tax section. Decision 0012.
 */

/** A validator: whether a value is a valid number of its kind. */
type Check = (value: string) => { isValid: boolean };

/** Personal TINs covered (ISO alpha-2): Denmark CPR, Finland HETU, Germany Steuer-IdNr, Poland PESEL, Spain DNI/NIE, the UK UTR/NINO. */
const LOADERS: Readonly<Record<string, () => Promise<Check[]>>> = {
  DK: async () => [(await import('stdnum/lib/esm/dk/cpr.js')).validate],
  FI: async () => [(await import('stdnum/lib/esm/fi/hetu.js')).validate],
  DE: async () => [(await import('stdnum/lib/esm/de/idnr.js')).validate],
  PL: async () => [(await import('stdnum/lib/esm/pl/pesel.js')).validate],
  ES: async () => [
    (await import('stdnum/lib/esm/es/dni.js')).validate,
    (await import('stdnum/lib/esm/es/nie.js')).validate,
  ],
  GB: async () => [
    (await import('stdnum/lib/esm/gb/utr.js')).validate,
    (await import('stdnum/lib/esm/gb/nino.js')).validate,
  ],
};

/** The countries whose TINs the library checks. */
export const TIN_LIBRARY_COUNTRIES: readonly string[] = Object.keys(LOADERS);

/** Loads the checks of every covered country (once); a country whose module fails to load is left unchecked. */
export async function loadTinChecks(): Promise<Readonly<Record<string, Check[]>>> {
  const entries = await Promise.all(
    Object.entries(LOADERS).map(async ([country, load]): Promise<readonly [string, Check[]]> => {
      try {
        return [country, await load()] as const;
      } catch {
        return [country, []] as const;
      }
    }),
  );
  return Object.fromEntries(entries);
}

/** Whether a TIN is valid for a covered country; true for countries the library does not cover. */
export function tinPassesLibrary(checks: Readonly<Record<string, Check[]>>, country: string, value: string): boolean {
  const list = checks[country.toUpperCase()];
  if (!list || list.length === 0) return true;
  return list.some((check) => {
    try {
      return check(value).isValid;
    } catch {
      return false;
    }
  });
}
