import { whenQuiet } from '../../platform/idle.js';
import type { Country } from '../../schemas/kyc.js';

/*
 * Country names in Norwegian (bokmål) for ISO codes: the platform's own maintained table,
 * `Intl.DisplayNames(['nb'], { type: 'region' })` (CLDR, zero bytes in the bundle). The service's
 * own text is the fallback for a code the browser does not know. Decision 0012.
 */

let names: Intl.DisplayNames | null | undefined;

function displayNames(): Intl.DisplayNames | null {
  if (names === undefined) {
    try {
      names = new Intl.DisplayNames(['nb'], { type: 'region', fallback: 'none' });
    } catch {
      names = null;
    }
  }
  return names;
}

// The first Intl.DisplayNames loads the region names of the locale: about 100 ms of a throttled main
// thread. This module comes with the sections that name countries, fetched before the customer reaches
// them, so the table is made at an idle moment then, not in the render of the step (decision 0108).
whenQuiet(() => void displayNames(), 0);

/** The bokmål name of a country of the service's lists (by its ISO alpha-2 code). */
export function countryName(country: Pick<Country, 'iso2' | 'text'>): string {
  const name = country.iso2 ? displayNames()?.of(country.iso2.toUpperCase()) : undefined;
  return name ?? country.text;
}

/** The bokmål name of a code (alpha-2 or alpha-3) looked up in a list, or the code itself. */
export function countryNameOf(code: string | null | undefined, list: readonly Country[] = []): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  const found = list.find((c) => c.iso2 === upper || c.iso3 === upper);
  if (found) return countryName(found);
  if (upper.length === 2) return displayNames()?.of(upper) ?? upper;
  return upper;
}

/**
 * The options of a country select: countries flagged `historicUseOnly` never appear; the value is
 * the ISO alpha-2 code; sorted by the Norwegian name.
 */
export function countryOptions(list: readonly Country[]): Array<{ value: string; label: string }> {
  return list
    .filter((c) => !c.historicUseOnly)
    .map((c) => ({ value: c.iso2, label: countryName(c) }))
    .sort((a, b) => a.label.localeCompare(b.label, 'nb'));
}
