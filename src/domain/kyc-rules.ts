import { NATIONAL_ID, REQUIRED } from '../texts/nb/validation/common.js';
import * as M from '../texts/nb/validation/kyc.js';
import { textRef } from '../texts/messages.js';
import { maxLengthMessage, minLengthMessage } from './length-messages.js';
import { LIMITS, NORWEGIAN_POSTAL_CODE_PATTERN } from './fields.js';

/*
 * Field rules of the customer declaration (KYC) wizard (spec 2 §5, §9): GIIN, tax numbers, comment
 * and text lengths, decimal numbers, ownership shares and postal codes. Pure functions and constants
 * without DOM or React; the zod schemas in src/schemas/kyc.ts use them, so no rule is written twice.
 *
 * Messages are text keys; their texts (verbatim from the spec where it gives them) are in the text
 * catalogue, src/texts/nb/validation.ts.
 */

// ── Messages ────────────────────────────────────────────────────────────────────────────────────

/**
 * The declaration's validation messages (spec 2 §5, §8) as text keys: the texts are in the catalogue
 * (src/texts/nb/validation.ts), where a CMS can override them, and the UI shows them at the field.
 */
export const KYC_MESSAGES = {
  required: REQUIRED,
  commentMinLength: M.COMMENT_MIN_LENGTH,
  rejectionCommentMinLength: M.REJECTION_COMMENT_MIN_LENGTH,
  positiveNumbersOnly: M.POSITIVE_NUMBERS_ONLY,
  taxNumberMaxLength: M.TAX_NUMBER_MAX_LENGTH,
  ownershipShareMax: M.OWNERSHIP_SHARE_MAX,
  /** The total-ownership error of the beneficial-owner submit (spec 2 §8). */
  ownershipTotalMax: M.OWNERSHIP_TOTAL_MAX,
  ownershipTotalMaxTitle: M.OWNERSHIP_TOTAL_MAX_TITLE,
  atLeastOneOption: M.AT_LEAST_ONE_OPTION,
  sourceOfIncomeAtLeastOne: M.SOURCE_OF_INCOME_AT_LEAST_ONE,
  selectPlaceholder: M.SELECT_PLACEHOLDER,
  chooseOneAlternative: M.CHOOSE_ONE_ALTERNATIVE,
  businessCode: M.BUSINESS_CODE,
  taxAnswersWarning: M.TAX_ANSWERS_WARNING,
  nationalId: NATIONAL_ID,
  noPostalCode: M.NO_POSTAL_CODE,
  norwegianPostalCode: M.NORWEGIAN_POSTAL_CODE,
  swedishTaxNumber: M.SWEDISH_TAX_NUMBER,
  usTin: M.US_TIN,
  taxNumberFormat: M.TAX_NUMBER_FORMAT,
  taxNumberCountry: M.TAX_NUMBER_COUNTRY,
  countryCode: M.COUNTRY_CODE,
  invalidDate: M.INVALID_DATE,
  secondaryCitizenship: M.SECONDARY_CITIZENSHIP,
} as const;

export { maxLengthMessage, minLengthMessage } from './length-messages.js';

/** The result of every rule here: valid, or invalid with the message to show. */
export type RuleResult = { valid: true } | { valid: false; message: string };

const OK: RuleResult = { valid: true };
const fail = (message: string): RuleResult => ({ valid: false, message });

// ── Lengths and comments ────────────────────────────────────────────────────────────────────────

/**
 * Upper limits of the declaration's free-text fields where spec 2 gives none (it gives the tax number's
 * 35 and the missing-tax-number reason's 200): no real answer reaches them, and a longer text is refused
 * at the field with 'Feltet kan maksimalt inneholde {n} tegn' in the form and by the service (decision 0030).
 */
export const KYC_TEXT_MAX = {
  /** Comments: a rejected confirmation, a PEP/RCA description, a source-of-income comment. */
  comment: 1000,
  /** A first or last name. */
  name: 100,
  /** An address (one text). */
  address: 200,
  /** A postal place. */
  postalPlace: 100,
  /** A postal code, Norwegian or foreign. */
  postalCode: 20,
  /** A national id or other public id typed for a person. */
  publicId: 20,
  /** A code chosen from a list (role, relation, business, company form, source, question, country). */
  code: 100,
  /** A dynamic question's text answer (STRING) and TEXT_AREA answer. */
  dynamicString: 100,
  dynamicTextArea: 500,
  /** A dynamic answer as sent (a checkbox list sends its codes in one text). */
  dynamicAnswer: 2000,
  /** An opaque token or address echoed back to the service. */
  token: 1024,
  url: 2048,
} as const;

/** Default minimum of comments and PEP/RCA descriptions (spec 2 §5, §9). */
export const COMMENT_MIN_LENGTH = LIMITS.commentMinLength;
/** Minimum of source-of-income comments (spec 2 §9). */
export const SOURCE_OF_INCOME_COMMENT_MIN_LENGTH = LIMITS.sourceOfIncomeCommentMinLength;
/** Maximum of tax numbers (spec 2 §5, §9). */
export const TAX_NUMBER_MAX_LENGTH = LIMITS.taxNumberMaxLength;
/** Maximum of the reason for a missing tax number (spec 2 §5, §9). */
export const MISSING_TAX_NUMBER_REASON_MAX_LENGTH = LIMITS.missingTaxNumberReasonMaxLength;

/**
 * The length a minimum-length rule counts: the text without leading and trailing whitespace, so ten
 * spaces are not a comment.
 */
export function countedLength(value: string): number {
  return value.trim().length;
}

/** At most `max` characters: 'Feltet kan maksimalt inneholde {n} tegn'. */
export function validateMaxLength(value: string, max: number): RuleResult {
  return value.length <= max ? OK : fail(maxLengthMessage(max));
}

/** At least `min` characters (trimmed): 'Svaret må inneholde minst {n} tegn'. */
export function validateMinLength(value: string, min: number): RuleResult {
  return countedLength(value) >= min ? OK : fail(minLengthMessage(min));
}

/** A comment of at least 10 characters (trimmed): 'Minst 10 tegn kreves' (spec 2 §5). */
export function validateComment(value: string): RuleResult {
  return countedLength(value) >= COMMENT_MIN_LENGTH ? OK : fail(KYC_MESSAGES.commentMinLength);
}

/**
 * The comment of a rejected confirmation ('Informasjonen over er ikke korrekt'): at least 10
 * characters (trimmed), 'Du må skrive minst 10 bokstaver' (spec 2 §5).
 */
export function validateRejectionComment(value: string): RuleResult {
  return countedLength(value) >= COMMENT_MIN_LENGTH ? OK : fail(KYC_MESSAGES.rejectionCommentMinLength);
}

/**
 * The message of a PEP/RCA description that is too short: at the default minimum of 10 the
 * description is the spec's comment, 'Minst 10 tegn kreves'; a minimum the section configures
 * otherwise gets the generic 'Svaret må inneholde minst {n} tegn' (spec 2 §5; decision 0045).
 */
export function descriptionMinMessage(min: number = COMMENT_MIN_LENGTH): string {
  return min === COMMENT_MIN_LENGTH ? KYC_MESSAGES.commentMinLength : minLengthMessage(min);
}

/** A PEP/RCA description: at least `min` characters (trimmed; configurable, default 10) (spec 2 §5). */
export function validateDescription(value: string, min: number = COMMENT_MIN_LENGTH): RuleResult {
  return countedLength(value) >= min ? OK : fail(descriptionMinMessage(min));
}

/** A source-of-income comment: at least 4 characters (trimmed), generic minimum message (spec 2 §9). */
export function validateSourceOfIncomeComment(value: string): RuleResult {
  return validateMinLength(value, SOURCE_OF_INCOME_COMMENT_MIN_LENGTH);
}

/** The reason for a missing tax number: at most 200 characters (spec 2 §5). */
export function validateMissingTaxNumberReason(value: string): RuleResult {
  return validateMaxLength(value, MISSING_TAX_NUMBER_REASON_MAX_LENGTH);
}

// ── Numbers and ownership ───────────────────────────────────────────────────────────────────────

/** Digits with an optional comma or dot decimal part; no sign (spec 2 §5). */
export const NON_NEGATIVE_DECIMAL_PATTERN = /^\d+(?:[.,]\d+)?$/;

/** Whitespace allowed inside typed numbers: space, no-break space, narrow no-break space. */
const NUMBER_SPACES = /[\s\u00a0\u202f]/g;

/**
 * Reads a typed non-negative number: digits, an optional comma or dot decimal part, spaces (as the
 * Norwegian thousands separator) ignored. Returns null for anything else, negative numbers included.
 */
export function parseNonNegativeDecimal(value: string): number | null {
  const compact = value.replace(NUMBER_SPACES, '');
  if (!NON_NEGATIVE_DECIMAL_PATTERN.test(compact)) return null;
  return Number(compact.replace(',', '.'));
}

/** True if `value` is a non-negative number written with a comma or dot decimal (spec 2 §5). */
export function isNonNegativeDecimal(value: string): boolean {
  return parseNonNegativeDecimal(value) !== null;
}

/** A non-negative number with comma or dot decimal, else 'Kun positive tall tillatt' (spec 2 §5). */
export function validateNonNegativeDecimal(value: string): RuleResult {
  return isNonNegativeDecimal(value) ? OK : fail(KYC_MESSAGES.positiveNumbersOnly);
}

/** Largest ownership share of one owner and of all owners together, in percent (spec 2 §9). */
export const OWNERSHIP_MAX_PERCENT = 100;

/**
 * One owner's share (eierandel), typed or numeric: required, non-negative, at most 100
 * ('Eierandel kan ikke være mer enn 100%') (spec 2 §5).
 */
export function validateOwnershipShare(value: string | number | null | undefined): RuleResult {
  if (value === null || value === undefined || (typeof value === 'string' && value.trim() === '')) {
    return fail(KYC_MESSAGES.required);
  }
  const share = typeof value === 'number' ? value : parseNonNegativeDecimal(value);
  if (share === null || !Number.isFinite(share) || share < 0) return fail(KYC_MESSAGES.positiveNumbersOnly);
  return share <= OWNERSHIP_MAX_PERCENT ? OK : fail(KYC_MESSAGES.ownershipShareMax);
}

/**
 * The sum of the owners' shares, rounded to 1/1000 percent (so 33.33 + 33.33 + 33.34 is exactly 100).
 * Shares that are not numbers count as 0.
 */
export function totalOwnership(shares: ReadonlyArray<number | string | null | undefined>): number {
  const sum = shares.reduce<number>((acc, share) => {
    const n = typeof share === 'number' ? share : typeof share === 'string' ? parseNonNegativeDecimal(share) : null;
    return acc + (n !== null && Number.isFinite(n) ? n : 0);
  }, 0);
  return Math.round(sum * 1000) / 1000;
}

/** All owners together at most 100%: 'Eierandelene kan ikke overstige 100% samlet.' (spec 2 §5, §8). */
export function validateTotalOwnership(shares: ReadonlyArray<number | string | null | undefined>): RuleResult {
  return totalOwnership(shares) <= OWNERSHIP_MAX_PERCENT ? OK : fail(KYC_MESSAGES.ownershipTotalMax);
}

// ── Postal codes ────────────────────────────────────────────────────────────────────────────────

/** True for a Norwegian postal code: exactly four digits. */
export function isNorwegianPostalCode(value: string): boolean {
  return NORWEGIAN_POSTAL_CODE_PATTERN.test(value);
}

/** True for Norway's country code in either ISO form ('NO', 'NOR') or numeric ('578'). */
export function isNorway(country: string | null | undefined): boolean {
  return country === 'NO' || country === 'NOR' || country === '578';
}

/**
 * The local part of the postal-code rule: required ('No postal code', spec 2 §8), and four digits when
 * the country is Norway. Whether the code exists is the service's answer (GET kyc/postal-codes/verify).
 */
export function validatePostalCode(value: string, country: string | null | undefined = 'NOR'): RuleResult {
  if (value.trim() === '') return fail(KYC_MESSAGES.noPostalCode);
  if (isNorway(country) && !isNorwegianPostalCode(value)) return fail(KYC_MESSAGES.norwegianPostalCode);
  return OK;
}

// ── Tax numbers ─────────────────────────────────────────────────────────────────────────────────

/** Swedish tax number: six digits, a plus or a minus, four digits (spec 2 §5). */
export const SWEDISH_TAX_NUMBER_PATTERN = /^\d{6}[+-]\d{4}$/;

/** The US TIN formats of spec 2 §5. */
export const US_TIN_PATTERNS = {
  /** Social security number, XXX-XX-XXXX. */
  SSN: /^\d{3}-\d{2}-\d{4}$/,
  /** Employer identification number, XX-XXXXXXX. */
  EIN: /^\d{2}-\d{7}$/,
  /** Individual taxpayer identification number, 9XX-XX-XXXX. */
  ITIN: /^9\d{2}-\d{2}-\d{4}$/,
} as const;

/** Kind of a US TIN. */
export type UsTinKind = keyof typeof US_TIN_PATTERNS;

/** True for a Swedish tax number (personnummer with the century separator): `NNNNNN-NNNN` or `NNNNNN+NNNN`. */
export function isSwedishTaxNumber(value: string): boolean {
  return SWEDISH_TAX_NUMBER_PATTERN.test(value);
}

/**
 * The kind of a US TIN, or null if it has none of the three formats. A number starting with 9 in the
 * XXX-XX-XXXX layout is an ITIN.
 */
export function usTinKind(value: string): UsTinKind | null {
  if (US_TIN_PATTERNS.ITIN.test(value)) return 'ITIN';
  if (US_TIN_PATTERNS.SSN.test(value)) return 'SSN';
  if (US_TIN_PATTERNS.EIN.test(value)) return 'EIN';
  return null;
}

/** True for a US TIN in one of the formats XXX-XX-XXXX, XX-XXXXXXX or 9XX-XX-XXXX (spec 2 §5). */
export function isUsTin(value: string): boolean {
  return usTinKind(value) !== null;
}

/** True for the United States in ISO alpha-2, alpha-3 or numeric form. */
export function isUnitedStates(country: string | null | undefined): boolean {
  return country === 'US' || country === 'USA' || country === '840';
}

/** True for Sweden in ISO alpha-2, alpha-3 or numeric form. */
export function isSweden(country: string | null | undefined): boolean {
  return country === 'SE' || country === 'SWE' || country === '752';
}

/** Tax numbers must hold at least one letter or digit (the CRS format rule; see validateTaxNumber). */
const HAS_ALPHANUMERIC = /[\p{L}\p{N}]/u;

/** A check of one kind of national number (format and check digits), as the `stdnum` library answers. */
export type TaxNumberCheck = (value: string) => { isValid: boolean };

/**
 * The per-country checks by ISO code (alpha-2, alpha-3 and numeric), as `loadTaxNumberChecks()` of
 * ./tax-number.ts loads them: a number passes when any check of its country accepts it.
 */
export type TaxNumberChecks = Readonly<Record<string, readonly TaxNumberCheck[]>>;

/** Options of {@link validateTaxNumber}. */
export interface TaxNumberOptions {
  /** The per-country checks (loaded on demand by `loadTaxNumberChecks`); without them only the format rules apply. */
  checks?: TaxNumberChecks;
  /** The country as the message names it (the form gives its name); default the code as given. */
  countryName?: string;
}

/** Whether one of a country's checks accepts the number (a check that throws refuses it). */
function passesChecks(checks: readonly TaxNumberCheck[] | undefined, value: string): boolean {
  if (!checks || checks.length === 0) return true;
  return checks.some((check) => {
    try {
      return check(value).isValid;
    } catch {
      return false;
    }
  });
}

/**
 * A tax number (TIN) for a tax relation in `country` (ISO alpha-2, alpha-3 or numeric) (spec 2 §5):
 * at most 35 characters ('Skattenummeret kan maksimalt inneholde 35 tegn'); US numbers in a US TIN
 * format (FATCA); Swedish numbers in the Swedish format; others (CRS) at least one letter or digit and,
 * given the per-country `checks`, valid for the country where the library covers it («Skattenummeret er
 * ikke gyldig for {country}. …»). The spec names a per-country CRS rule only for Sweden. The form and
 * the public API both check with this function (decision 0064).
 */
export function validateTaxNumber(value: string, country?: string | null, options: TaxNumberOptions = {}): RuleResult {
  if (value.length > TAX_NUMBER_MAX_LENGTH) return fail(KYC_MESSAGES.taxNumberMaxLength);
  if (isUnitedStates(country)) return isUsTin(value) ? OK : fail(KYC_MESSAGES.usTin);
  if (isSweden(country)) return isSwedishTaxNumber(value) ? OK : fail(KYC_MESSAGES.swedishTaxNumber);
  if (!HAS_ALPHANUMERIC.test(value)) return fail(KYC_MESSAGES.taxNumberFormat);
  if (typeof country === 'string' && options.checks && !passesChecks(options.checks[country.toUpperCase()], value)) {
    return fail(textRef(KYC_MESSAGES.taxNumberCountry, { country: options.countryName ?? country }));
  }
  return OK;
}

/**
 * The warning of spec 2 §5: the main tax question ("tax-liable abroad?") is yes but both
 * sub-questions (US, other countries) are no. Returns the warning text, or null.
 */
export function taxAnswersWarning(
  main: boolean | null,
  us: boolean | null,
  other: boolean | null,
): typeof M.TAX_ANSWERS_WARNING | null {
  return main === true && us === false && other === false ? KYC_MESSAGES.taxAnswersWarning : null;
}

/** The still-valid tax relations of each kind: the USA (FATCA) and every other country (CRS). */
export interface TaxRelationCounts {
  us: number;
  other: number;
}

/** Counts the relations that are still valid (no `endedDate`), by kind. */
export function countTaxRelations(
  relations: ReadonlyArray<{ country: string; endedDate?: string | null | undefined }>,
): TaxRelationCounts {
  const valid = relations.filter((relation) => !relation.endedDate);
  const us = valid.filter((relation) => isUnitedStates(relation.country)).length;
  return { us, other: valid.length - us };
}

/**
 * The sub-questions of the tax section answered yes that no still-valid relation backs (spec 2 §4–§5):
 * «USA» yes needs a US relation, «other countries» yes a relation elsewhere; each one returned is
 * refused with 'Vennligst velg minst ett alternativ'. Only asked when the main question is yes.
 */
export function taxAnswersWithoutRelation(
  answers: { isTaxLiableAbroad?: boolean | null; isUsTaxLiable?: boolean | null; isOtherTaxLiable?: boolean | null },
  counts: TaxRelationCounts,
): Array<'isUsTaxLiable' | 'isOtherTaxLiable'> {
  if (answers.isTaxLiableAbroad !== true) return [];
  return [
    ...(answers.isUsTaxLiable === true && counts.us === 0 ? (['isUsTaxLiable'] as const) : []),
    ...(answers.isOtherTaxLiable === true && counts.other === 0 ? (['isOtherTaxLiable'] as const) : []),
  ];
}

// ── GIIN categories ─────────────────────────────────────────────────────────────────────────────

// The category codes in ./giin-categories.ts: ./giin.ts checks them and the schemas list them, with no
// import between this module and ./giin.ts in both directions.
export { GIIN_CATEGORY_CODES, type GiinCategoryCode } from './giin-categories.js';

// The GIIN's format and country checks and the ISO 3166-1 numeric list live in ./giin.ts, the
// company forms in ./company-forms.ts (each loaded only by what uses it); re-exported here.
export {
  alpha3ToNumeric,
  giinMessage,
  GIIN_PATTERN,
  isGiin,
  isoNumericCountryCodes,
  normaliseGiin,
  numericCodesOf,
  validateGiin,
  type GiinError,
  type GiinResult,
} from './giin.js';
export { COMPANY_FORM_NAMES, companyFormName } from './company-forms.js';

// ── Selects, dates, company forms ───────────────────────────────────────────────────────────────

/** The placeholder option of country and month selects. */
export const SELECT_PLACEHOLDER = 'Velg';

/** A select left at 'Velg' (or empty): "'Velg' er ikke et gyldig valg" (spec 2 §5). */
export function validateSelected(value: string | null | undefined): RuleResult {
  return value === null || value === undefined || value === '' || value === SELECT_PLACEHOLDER
    ? fail(KYC_MESSAGES.selectPlaceholder)
    : OK;
}

/** Years offered for a PEP role's end: the current year and the 4 before it, newest first (spec 2 §9). */
export function pepRoleEndYears(today: Date = new Date()): number[] {
  const year = today.getFullYear();
  return [0, 1, 2, 3, 4].map((back) => year - back);
}
