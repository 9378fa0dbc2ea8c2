import { textRef } from '../texts/messages.js';
import { GIIN, GIIN_COUNTRY } from '../texts/nb/validation/kyc.js';
import { GIIN_CATEGORY_CODES } from './giin-categories.js';

/*
 * The GIIN (spec 2 §5) and the ISO 3166-1 numeric country codes it names: a module of its own, so that
 * only the financial-institution section bundles the country list.
 */

// ── Countries (ISO 3166-1) ──────────────────────────────────────────────────────────────────────

/**
 * ISO 3166-1 alpha-3 codes with their numeric codes, all 249 current entries (from Debian's iso-codes
 * 4.15). Kept inline instead of a dependency: the packages that carry the list are CommonJS only,
 * which the browser tests cannot load (see ARCHITECTURE.md, "Verified pitfalls").
 */
const ISO_3166_1 =
  'AFG004 ALB008 ATA010 DZA012 ASM016 AND020 AGO024 ATG028 AZE031 ARG032 AUS036 AUT040 BHS044 ' +
  'BHR048 BGD050 ARM051 BRB052 BEL056 BMU060 BTN064 BOL068 BIH070 BWA072 BVT074 BRA076 BLZ084 ' +
  'IOT086 SLB090 VGB092 BRN096 BGR100 MMR104 BDI108 BLR112 KHM116 CMR120 CAN124 CPV132 CYM136 ' +
  'CAF140 LKA144 TCD148 CHL152 CHN156 TWN158 CXR162 CCK166 COL170 COM174 MYT175 COG178 COD180 ' +
  'COK184 CRI188 HRV191 CUB192 CYP196 CZE203 BEN204 DNK208 DMA212 DOM214 ECU218 SLV222 GNQ226 ' +
  'ETH231 ERI232 EST233 FRO234 FLK238 SGS239 FJI242 FIN246 ALA248 FRA250 GUF254 PYF258 ATF260 ' +
  'DJI262 GAB266 GEO268 GMB270 PSE275 DEU276 GHA288 GIB292 KIR296 GRC300 GRL304 GRD308 GLP312 ' +
  'GUM316 GTM320 GIN324 GUY328 HTI332 HMD334 VAT336 HND340 HKG344 HUN348 ISL352 IND356 IDN360 ' +
  'IRN364 IRQ368 IRL372 ISR376 ITA380 CIV384 JAM388 JPN392 KAZ398 JOR400 KEN404 PRK408 KOR410 ' +
  'KWT414 KGZ417 LAO418 LBN422 LSO426 LVA428 LBR430 LBY434 LIE438 LTU440 LUX442 MAC446 MDG450 ' +
  'MWI454 MYS458 MDV462 MLI466 MLT470 MTQ474 MRT478 MUS480 MEX484 MCO492 MNG496 MDA498 MNE499 ' +
  'MSR500 MAR504 MOZ508 OMN512 NAM516 NRU520 NPL524 NLD528 CUW531 ABW533 SXM534 BES535 NCL540 ' +
  'VUT548 NZL554 NIC558 NER562 NGA566 NIU570 NFK574 NOR578 MNP580 UMI581 FSM583 MHL584 PLW585 ' +
  'PAK586 PAN591 PNG598 PRY600 PER604 PHL608 PCN612 POL616 PRT620 GNB624 TLS626 PRI630 QAT634 ' +
  'REU638 ROU642 RUS643 RWA646 BLM652 SHN654 KNA659 AIA660 LCA662 MAF663 SPM666 VCT670 SMR674 ' +
  'STP678 SAU682 SEN686 SRB688 SYC690 SLE694 SGP702 SVK703 VNM704 SVN705 SOM706 ZAF710 ZWE716 ' +
  'ESP724 SSD728 SDN729 ESH732 SUR740 SJM744 SWZ748 SWE752 CHE756 SYR760 TJK762 THA764 TGO768 ' +
  'TKL772 TON776 TTO780 ARE784 TUN788 TUR792 TKM795 TCA796 TUV798 UGA800 UKR804 MKD807 EGY818 ' +
  'GBR826 GGY831 JEY832 IMN833 TZA834 USA840 VIR850 BFA854 URY858 UZB860 VEN862 WLF876 WSM882 ' +
  'YEM887 ZMB894';

let alpha3ToNumericMap: ReadonlyMap<string, string> | undefined;

function iso3166(): ReadonlyMap<string, string> {
  alpha3ToNumericMap ??= new Map(ISO_3166_1.split(' ').map((entry) => [entry.slice(0, 3), entry.slice(3)]));
  return alpha3ToNumericMap;
}

/** The numeric ISO 3166-1 code ('578') of an alpha-3 code ('NOR'), or undefined. */
export function alpha3ToNumeric(alpha3: string): string | undefined {
  return iso3166().get(alpha3.toUpperCase());
}

/** Every numeric ISO 3166-1 code (three digits, zero-padded), the built-in list of validateGiin. */
export function isoNumericCountryCodes(): ReadonlySet<string> {
  return new Set(iso3166().values());
}

/**
 * The numeric codes of a country list from the service (its entries carry `iso3`), for validateGiin.
 * Entries whose iso3 is not in ISO 3166-1 are left out.
 */
export function numericCodesOf(countries: ReadonlyArray<{ iso3: string }>): Set<string> {
  const codes = new Set<string>();
  for (const { iso3 } of countries) {
    const numeric = alpha3ToNumeric(iso3);
    if (numeric) codes.add(numeric);
  }
  return codes;
}

// ── GIIN ────────────────────────────────────────────────────────────────────────────────────────

/** XXXXXX.XXXXX.BB.TTT: 6 and 5 alphanumerics, 2 letters, 3 digits (upper case, nothing around it). */
export const GIIN_PATTERN = /^[A-Z0-9]{6}\.[A-Z0-9]{5}\.[A-Z]{2}\.\d{3}$/;

/**
 * The GIIN message of spec 2 §5. With `invalidCountry` the full text naming the invalid number
 * ('… {n} er ugyldig ISO landsnummer)'); without it (a format error, where no country number can be
 * named) the text ends after the format explanation.
 */
export function giinMessage(invalidCountry?: string): string {
  return invalidCountry === undefined ? GIIN : textRef(GIIN_COUNTRY, { country: invalidCountry });
}

/** Why a GIIN is invalid. */
export type GiinError = 'format' | 'category' | 'country';

/** The result of validateGiin. */
export type GiinResult = { valid: true } | { valid: false; reason: GiinError; message: string };

/** Trims and upper-cases typed GIIN input; apply it in the form before validating. */
export function normaliseGiin(value: string): string {
  return value.trim().toUpperCase();
}

/**
 * Validates a Global Intermediary Identification Number (spec 2 §5): the format
 * XXXXXX.XXXXX.BB.TTT, BB one of GIIN_CATEGORY_CODES, TTT a numeric ISO 3166-1 country code present
 * in `countryNumericCodes` (default: the built-in ISO list). Strict: upper case and no surrounding
 * whitespace (see normaliseGiin).
 *
 * @param value the GIIN
 * @param countryNumericCodes allowed three-digit country codes, e.g. `numericCodesOf(countries)`
 */
export function validateGiin(value: string, countryNumericCodes?: Iterable<string>): GiinResult {
  if (!GIIN_PATTERN.test(value)) return { valid: false, reason: 'format', message: giinMessage() };
  const [, , category = '', country = ''] = value.split('.');
  if (!(GIIN_CATEGORY_CODES as readonly string[]).includes(category)) {
    return { valid: false, reason: 'category', message: giinMessage() };
  }
  const allowed = countryNumericCodes === undefined ? isoNumericCountryCodes() : new Set(countryNumericCodes);
  if (!allowed.has(country)) return { valid: false, reason: 'country', message: giinMessage(country) };
  return { valid: true };
}

/** True for a valid GIIN (see validateGiin). */
export function isGiin(value: string, countryNumericCodes?: Iterable<string>): boolean {
  return validateGiin(value, countryNumericCodes).valid;
}
