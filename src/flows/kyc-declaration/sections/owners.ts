import {
  COMMENT_MIN_LENGTH,
  isNorway,
  isUnitedStates,
  KYC_MESSAGES,
  parseNonNegativeDecimal,
  validateTotalOwnership,
  type TaxNumberChecks,
} from '../../../domain/kyc-rules.js';
import {
  beneficialOwnersPayloadSchema,
  type BeneficialOwnerData,
  type Country,
  type KnownSection,
  type PepRelationType,
} from '../../../schemas/kyc.js';
import { nationalId } from '../../../schemas/national-id.js';
import { confirmationOf, type ConfirmationValues } from './confirmation.js';
import { issuesAt, newRowId, type FormIssue } from './issues.js';
import {
  emptyPepRcaRow,
  pepRcaEntryOf,
  pepRcaQuestionIssues,
  savedPepRcaRow,
  savedRoleEnd,
  type PepRcaRow,
} from './pep-rca.js';
import { relationOf, taxRowIssues, type TaxRow } from './tax-relation.js';

/*
 * The beneficial owners' form values, their payload and their rules (spec 2 §3, §5, §9). Pure; the
 * PEP/RCA entries and the tax relations are the shared rows (pep-rca.ts, tax-relation.ts).
 */

export type OwnersSectionData = Extract<KnownSection, { type: 'CORPORATE_BENEFICIAL_OWNERS' }>;

/** The service's lists the owners' selects choose from. */
export interface Lists {
  countries: readonly Country[];
  /** Every tax country (the names in messages); the USA's question offers the FATCA list, the other countries' the CRS list. */
  taxCountries: readonly Country[];
  fatcaCountries: readonly Country[];
  crsCountries: readonly Country[];
  pepCountries: readonly Country[];
  roleTypes: readonly PepRelationType[];
  relationTypes: readonly PepRelationType[];
}

/** The last answer of the postal check, for the code and country it was asked about. */
export interface PostalCheck {
  code: string;
  country: string;
  message: string | null;
}

/** One owner's row. */
export interface OwnerRow {
  id: string;
  /** Came from the server: the person's data is read-only and the row cannot be removed. */
  locked: boolean;
  nationalId: string;
  firstName: string;
  lastName: string;
  birthCountry: string;
  citizenship: string;
  secondaryCitizenship: string;
  countryOfResidence: string;
  postalCode: string;
  postalPlace: string;
  postalCheck: PostalCheck | null;
  address: string;
  ownershipPercentage: string;
  beneficialOwnerReasons: Record<string, boolean>;
  isBeneficialOwnerPep: boolean | null;
  pep: PepRcaRow[];
  isBeneficialOwnerRca: boolean | null;
  rca: PepRcaRow[];
  /** Tax-liable to the USA (spec 2 §3–§4: US relations use the FATCA country list). */
  isUsTaxLiable: boolean | null;
  usTaxRelations: TaxRow[];
  /** Tax-liable to other countries than Norway and the USA (the CRS country list). */
  isOtherTaxLiable: boolean | null;
  otherTaxRelations: TaxRow[];
}

/** The section's form values. */
export interface OwnersValues {
  hasRR: boolean | null;
  beneficialOwners: OwnerRow[];
  confirmation: ConfirmationValues;
}

/** A new, empty owner. */
export function emptyOwner(): OwnerRow {
  return {
    id: newRowId(),
    locked: false,
    nationalId: '',
    firstName: '',
    lastName: '',
    birthCountry: '',
    citizenship: '',
    secondaryCitizenship: '',
    countryOfResidence: '',
    postalCode: '',
    postalPlace: '',
    postalCheck: null,
    address: '',
    ownershipPercentage: '',
    beneficialOwnerReasons: {},
    isBeneficialOwnerPep: null,
    pep: [],
    isBeneficialOwnerRca: null,
    rca: [],
    isUsTaxLiable: null,
    usTaxRelations: [],
    isOtherTaxLiable: null,
    otherTaxRelations: [],
  };
}

/** The ISO alpha-2 code of a code of the service (alpha-2 or alpha-3), for the selects. */
export function alpha2(code: string | null | undefined, countries: readonly Country[]): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  return countries.find((c) => c.iso3 === upper || c.iso2 === upper)?.iso2 ?? upper;
}

/** The alpha-3 code of a select's alpha-2 value (the postal check and Norway's rules take either). */
export function alpha3Of(code: string, countries: readonly Country[]): string {
  return countries.find((c) => c.iso2 === code)?.iso3 ?? code;
}

/** A saved owner as a row (read-only). */
export function savedOwner(owner: BeneficialOwnerData, countries: readonly Country[]): OwnerRow {
  const share = owner.ownershipPercentage ?? owner.eierandel;
  const reasons = Array.isArray(owner.beneficialOwnerReasons)
    ? Object.fromEntries(owner.beneficialOwnerReasons.map((r) => [r.code, true]))
    : (owner.beneficialOwnerReasons ?? {});
  return {
    ...emptyOwner(),
    locked: true,
    firstName: owner.firstName ?? '',
    lastName: owner.lastName ?? '',
    birthCountry: alpha2(owner.birthCountry, countries),
    citizenship: alpha2(owner.citizenship, countries),
    secondaryCitizenship: alpha2(owner.secondaryCitizenship, countries),
    countryOfResidence: alpha2(owner.countryOfResidence, countries),
    postalCode: owner.postalCode ?? '',
    postalPlace: owner.postalPlace ?? '',
    address: owner.address ?? '',
    ownershipPercentage: share === null || share === undefined ? '' : String(share).replace('.', ','),
    beneficialOwnerReasons: reasons,
    isBeneficialOwnerPep: owner.isBeneficialOwnerPep ?? null,
    pep: (owner.pep ?? []).map((p) => ({
      ...emptyPepRcaRow(),
      roleTypeCode: p.pepRelationType ?? '',
      roleCountry: alpha2(p.pepCountryCode, countries),
      description: typeof p.description === 'string' ? p.description : '',
      ...savedRoleEnd(p.roleEnd),
    })),
    isBeneficialOwnerRca: owner.isBeneficialOwnerRca ?? null,
    // An owner's saved entries stay editable (only the person's register data is locked).
    rca: (owner.rca ?? []).map((r) => ({
      ...savedPepRcaRow(r, false),
      countryOfResidence: alpha2(r.countryOfResidence, countries),
      roleCountry: alpha2(r.roleCountry, countries),
    })),
    ...savedOwnerTax(owner, countries),
  };
}

/** A saved owner's two tax questions: a saved relation answers its question yes, else the saved answer. */
function savedOwnerTax(
  owner: BeneficialOwnerData,
  countries: readonly Country[],
): Pick<OwnerRow, 'isUsTaxLiable' | 'usTaxRelations' | 'isOtherTaxLiable' | 'otherTaxRelations'> {
  const current = (owner.taxRelations ?? []).filter((r) => !r.endedDate);
  const rows = (us: boolean): TaxRow[] =>
    current
      .filter((r) => isUnitedStates(r.country) === us)
      .map((r) => ({
        id: newRowId(),
        country: alpha2(r.country, countries),
        hasNumber: null,
        taxNumber: r.taxNumber ?? '',
        reasonForMissingTaxNumber: r.reasonForMissingTaxNumber ?? '',
      }));
  const usTaxRelations = rows(true);
  const otherTaxRelations = rows(false);
  return {
    isUsTaxLiable: usTaxRelations.length > 0 ? true : (owner.isUsTaxLiable ?? null),
    usTaxRelations,
    isOtherTaxLiable: otherTaxRelations.length > 0 ? true : (owner.isOtherTaxLiable ?? null),
    otherTaxRelations,
  };
}

/** A saved owner's public id as the payload sends it back (the register's value and token). */
export type PublicId = { value: string; token: string | null } | null;

/** The register's public id of the section's owner `i`. */
export function registerIdOf(section: OwnersSectionData, i: number): PublicId {
  const id = section.beneficialOwners[i]?.publicId;
  return id ? { value: id.value, token: id.token ?? null } : null;
}

/**
 * The owner as the payload carries it. A locked row's public id is the section's (the form values, and
 * so the drafts, never hold a national id the register gave; locked rows cannot be removed and come
 * first, so row `i` is the section's owner `i`). `ownershipPercentage` stays NaN when it is not a number.
 */
export function ownerBody(row: OwnerRow, registerId: PublicId) {
  const share = parseNonNegativeDecimal(row.ownershipPercentage);
  const typedId = row.nationalId.replace(/\s/g, '');
  const optional = (text: string) => (text.trim() === '' ? null : text.trim());
  return {
    firstName: row.firstName.trim(),
    lastName: row.lastName.trim(),
    publicId: row.locked ? registerId : typedId === '' ? null : { value: typedId, token: null },
    birthCountry: row.birthCountry,
    citizenship: row.citizenship,
    secondaryCitizenship: row.secondaryCitizenship === '' ? null : row.secondaryCitizenship,
    countryOfResidence: row.countryOfResidence,
    postalCode: row.postalCode.trim(),
    postalPlace: optional(row.postalPlace),
    address: optional(row.address),
    ownershipPercentage: row.ownershipPercentage.trim() === '' ? undefined : (share ?? Number.NaN),
    beneficialOwnerReasons: row.beneficialOwnerReasons,
    isBeneficialOwnerPep: row.isBeneficialOwnerPep ?? undefined,
    // An owner's PEP entry names the role's type and country `pepRelationType` and `pepCountryCode`.
    pep: row.isBeneficialOwnerPep
      ? row.pep.map((p) => {
          const { roleTypeCode, roleCountry, ...entry } = pepRcaEntryOf(p, 'pep');
          return { pepCountryCode: roleCountry, pepRelationType: roleTypeCode, ...entry };
        })
      : [],
    isBeneficialOwnerRca: row.isBeneficialOwnerRca ?? undefined,
    rca: row.isBeneficialOwnerRca ? row.rca.map((r) => pepRcaEntryOf(r, 'rca')) : [],
    isUsTaxLiable: row.isUsTaxLiable ?? undefined,
    isOtherTaxLiable: row.isOtherTaxLiable ?? undefined,
    // One list to the service, as before the two questions: the US relations first.
    taxRelations: [
      ...(row.isUsTaxLiable ? row.usTaxRelations : []),
      ...(row.isOtherTaxLiable ? row.otherTaxRelations : []),
    ].map((t) => relationOf(t, 'number-or-reason')),
  };
}

/** The section's payload. */
export function bodyOf(values: OwnersValues, section: OwnersSectionData) {
  return {
    typeInfo: 'corporateBeneficialOwnerActorsV3' as const,
    hasRR: values.hasRR ?? undefined,
    beneficialOwners: values.hasRR
      ? values.beneficialOwners.map((row, i) => ownerBody(row, registerIdOf(section, i)))
      : [],
    confirmation: confirmationOf(values.confirmation),
  };
}

/** What the rules of the rows need besides the values. */
export interface OwnersContext {
  countries: readonly Country[];
  checks: TaxNumberChecks;
  countryName: (code: string) => string;
}

/**
 * The rules beside the payload schema: the total share also while a row has other problems, the
 * national id (required for a resident of Norway), the share's number, the postal check's answer, and
 * the shared rows' rules (PEP/RCA entries, tax relations). An issue here wins over the schema's at its path.
 */
export function ownersIssues(values: OwnersValues, context: OwnersContext): FormIssue[] {
  const issues: FormIssue[] = [];
  if (!values.hasRR) return issues;
  const total = validateTotalOwnership(values.beneficialOwners.map((o) => o.ownershipPercentage));
  if (!total.valid) issues.push({ message: total.message, path: ['beneficialOwners'] });
  values.beneficialOwners.forEach((row, i) => {
    const at = (...path: Array<string | number>) => ['beneficialOwners', i, ...path];
    const typedId = row.nationalId.replace(/\s/g, '');
    if (!row.locked && typedId === '' && isNorway(alpha3Of(row.countryOfResidence, context.countries))) {
      issues.push({ message: KYC_MESSAGES.required, path: at('nationalId') });
    } else if (!row.locked && typedId !== '') {
      // The payload schema's own check, also while other fields of the row are still missing.
      issues.push(...issuesAt(nationalId, typedId, at('nationalId')));
    }
    if (row.ownershipPercentage.trim() !== '' && parseNonNegativeDecimal(row.ownershipPercentage) === null) {
      issues.push({ message: KYC_MESSAGES.positiveNumbersOnly, path: at('ownershipPercentage') });
    }
    const check = row.postalCheck;
    if (check?.message && check.code === row.postalCode.trim() && check.country === row.countryOfResidence) {
      issues.push({ message: check.message, path: at('postalCode') });
    }
    for (const [kind, answer, rows] of [
      ['pep', 'isBeneficialOwnerPep', row.pep],
      ['rca', 'isBeneficialOwnerRca', row.rca],
    ] as const) {
      const on = row[answer];
      issues.push(...pepRcaQuestionIssues(on, rows, kind, { answer: at(answer), rows: at(kind) }, COMMENT_MIN_LENGTH));
    }
    for (const [answer, rows] of [
      ['isUsTaxLiable', 'usTaxRelations'],
      ['isOtherTaxLiable', 'otherTaxRelations'],
    ] as const) {
      if (row[answer] === null) issues.push({ message: KYC_MESSAGES.required, path: at(answer) });
      if (!row[answer]) continue;
      if (row[rows].length === 0) issues.push({ message: KYC_MESSAGES.atLeastOneOption, path: at(answer) });
      row[rows].forEach((tax, j) => {
        issues.push(...taxRowIssues(tax, at(rows, j), { kind: 'number-or-reason', ...context }));
      });
    }
  });
  return issues;
}

/** Whether a payload schema issue is one of a shared row's (their own rules give those, at the form's names). */
export function isSharedRowIssue(path: ReadonlyArray<string | number>): boolean {
  return (
    path[0] === 'beneficialOwners' &&
    ['pep', 'rca', 'taxRelations', 'isUsTaxLiable', 'isOtherTaxLiable'].includes(String(path[2]))
  );
}

/**
 * Every issue of the section's values: {@link ownersIssues}, then the payload schema's at the form's
 * names (the payload's `publicId.value` is the form's `nationalId`), leaving the shared rows' to their
 * own rules.
 */
export function ownersFormIssues(
  values: OwnersValues,
  section: OwnersSectionData,
  context: OwnersContext,
): FormIssue[] {
  const own = ownersIssues(values, context);
  const taken = new Set(own.map((issue) => issue.path.join('.')));
  const fromSchema = issuesAt(beneficialOwnersPayloadSchema, bodyOf(values, section), [])
    .map((issue) => {
      const path = issue.path.join('.').replace('publicId.value', 'nationalId');
      return { message: issue.message, path: path.split('.').map((p) => (/^\d+$/.test(p) ? Number(p) : p)) };
    })
    .filter((issue) => !isSharedRowIssue(issue.path) && !taken.has(issue.path.join('.')));
  return [...own, ...fromSchema];
}
