import { isUnitedStates, KYC_MESSAGES, validateTaxNumber, type TaxNumberChecks } from '../../../domain/kyc-rules.js';
import { taxRelationSchema } from '../../../schemas/kyc.js';
import { issuesAt, type FormIssue } from './issues.js';

/*
 * A tax relation typed by the customer (spec 2 §3–§5), as the private and corporate tax section and a
 * beneficial owner's row hold it, and its rule: the payload schema's, then the country's own check of
 * the number (validateTaxNumber with the checks loaded on demand, the rule the public API applies).
 * Pure, so the rule is tested in Node (test/node/kyc-tax-number.test.ts).
 */

/** A tax relation row of a form. */
export interface TaxRow {
  id: string;
  country: string;
  /** «Har du skattenummer?» (the tax sections); null when not answered, or not asked (beneficial owners). */
  hasNumber: boolean | null;
  taxNumber: string;
  reasonForMissingTaxNumber: string;
}

/**
 * How a row says whether it has a number: the tax sections ask «Har du skattenummer?» (`asked`); a
 * beneficial owner's row takes a number or the reason there is none, whichever is filled (spec 2 §5).
 */
export type TaxRowKind = 'asked' | 'number-or-reason';

/** Whether the row carries a tax number. */
export function hasTaxNumber(row: TaxRow, kind: TaxRowKind): boolean {
  return kind === 'asked' ? row.hasNumber !== false : row.taxNumber.trim() !== '';
}

/** The relation the payload carries for a row typed now (no created or ended date). */
export function relationOf(row: TaxRow, kind: TaxRowKind) {
  const reason = row.reasonForMissingTaxNumber.trim();
  return hasTaxNumber(row, kind)
    ? {
        country: row.country,
        type: 'WITH_TAX_NUMBER' as const,
        taxNumber: row.taxNumber.trim(),
        reasonForMissingTaxNumber: kind === 'asked' || reason === '' ? null : reason,
        createdDate: null,
        endedDate: null,
      }
    : {
        country: row.country,
        type: 'WITH_OUT_TAX_NUMBER' as const,
        taxNumber: null,
        reasonForMissingTaxNumber: reason,
        createdDate: null,
        endedDate: null,
      };
}

/** What the rule of a row needs besides the row. */
export interface TaxRowContext {
  kind: TaxRowKind;
  /** The per-country checks, once loaded (loadTaxNumberChecks). */
  checks: TaxNumberChecks;
  /** The country's name for the message. */
  countryName: (code: string) => string;
}

/**
 * The issues of a row at `prefix`: «Har du skattenummer?» answered (asked rows), a number or a reason
 * (number-or-reason rows: «Påkrevet felt» at the number), the payload schema's rules, and the country's
 * own check of the number.
 */
export function taxRowIssues(row: TaxRow, prefix: ReadonlyArray<string | number>, context: TaxRowContext): FormIssue[] {
  const { kind } = context;
  const number = row.taxNumber.trim();
  const own = issuesAt(taxRelationSchema, relationOf(row, kind), prefix);
  const missing =
    kind === 'asked'
      ? row.hasNumber === null && 'hasNumber'
      : number === '' && row.reasonForMissingTaxNumber.trim() === '' && 'taxNumber';
  if (missing) return [{ message: KYC_MESSAGES.required, path: [...prefix, missing] }, ...own];
  if (own.length > 0 || !hasTaxNumber(row, kind) || row.country === '') return own;
  const result = validateTaxNumber(number, row.country, {
    checks: context.checks,
    countryName: context.countryName(row.country),
  });
  return result.valid ? [] : [{ message: result.message, path: [...prefix, 'taxNumber'] }];
}

/**
 * A beneficial owner's row of a draft kept before the owner had two tax questions (one question,
 * «skattepliktig til andre land enn Norge?», and one list of relations) in today's shape: the US
 * relations under the USA's question, the others under the other countries'. A no stays a no to both;
 * a yes is a yes where it has relations, and unanswered where it has none (the customer answers it).
 * Any other value is returned as it is.
 */
export function upgradeOwnerTaxDraft(own: Record<string, unknown>): Record<string, unknown> {
  if (!('beneficialOwnerReasons' in own) || !('isTaxLiableAbroad' in own) || 'isUsTaxLiable' in own) return own;
  const { isTaxLiableAbroad: answer, taxRelations, ...rest } = own;
  const rows = (Array.isArray(taxRelations) ? taxRelations : []) as TaxRow[];
  const usTaxRelations = rows.filter((row) => isUnitedStates(row.country));
  const otherTaxRelations = rows.filter((row) => !isUnitedStates(row.country));
  const question = (kept: TaxRow[]) => (answer === false ? false : answer === true && kept.length > 0 ? true : null);
  return {
    ...rest,
    isUsTaxLiable: question(usTaxRelations),
    usTaxRelations: answer === true ? usTaxRelations : [],
    isOtherTaxLiable: question(otherTaxRelations),
    otherTaxRelations: answer === true ? otherTaxRelations : [],
  };
}
