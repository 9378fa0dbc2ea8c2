import { KYC_MESSAGES } from '../../../domain/kyc-rules.js';
import { pepEntrySchemaFor, rcaEntrySchemaFor, type PepEntryData, type RcaEntryData } from '../../../schemas/kyc.js';
import { issuesAt, newRowId, type FormIssue } from './issues.js';
import { upgradeOwnerTaxDraft } from './tax-relation.js';

/*
 * The PEP/RCA row (spec 2 §3–§5), once: the customer's own entries (PEP_RCA) and a beneficial owner's
 * use the same row, the same role end and the same rule. Pure, so the rule is tested in Node.
 */

/** A role's end: «Har rollen opphørt?» and, if so, the month and the year. */
export interface RoleEndValues {
  roleEnded: boolean | null;
  roleEnd: { month: string; year: number | null };
}

/** One PEP or RCA entry of a form; a PEP entry leaves the person fields empty. */
export interface PepRcaRow extends RoleEndValues {
  id: string;
  /** Came from the server: read-only and not removable (spec 2 §4). */
  locked: boolean;
  roleTypeCode: string;
  roleCountry: string;
  description: string;
  firstName: string;
  lastName: string;
  countryOfResidence: string;
  relationTypeCode: string;
}

/** Which list a row is in: the person's own role (PEP) or a relative's or close associate's (RCA). */
export type PepRcaKind = 'pep' | 'rca';

/** A role end not answered yet. */
export function emptyRoleEnd(): RoleEndValues {
  return { roleEnded: null, roleEnd: { month: '', year: null } };
}

/** A new, empty row. */
export function emptyPepRcaRow(): PepRcaRow {
  return {
    id: newRowId(),
    locked: false,
    roleTypeCode: '',
    roleCountry: '',
    description: '',
    ...emptyRoleEnd(),
    firstName: '',
    lastName: '',
    countryOfResidence: '',
    relationTypeCode: '',
  };
}

/**
 * A saved role end as the row shows it: any saved end means the role has ended, its month and year
 * kept as they came (a value the rules refuse is shown at its field, never dropped in silence).
 */
export function savedRoleEnd(roleEnd: unknown): Pick<PepRcaRow, 'roleEnded' | 'roleEnd'> {
  if (roleEnd === null || typeof roleEnd !== 'object') return { roleEnded: false, roleEnd: { month: '', year: null } };
  const { month, year } = roleEnd as { month?: unknown; year?: unknown };
  return {
    roleEnded: true,
    roleEnd: { month: typeof month === 'string' ? month : '', year: typeof year === 'number' ? year : null },
  };
}

/** A saved entry as a row (`locked`: read-only, as the PEP/RCA section shows saved entries). */
export function savedPepRcaRow(entry: PepEntryData | RcaEntryData, locked: boolean): PepRcaRow {
  const rca: Partial<RcaEntryData> = entry;
  return {
    ...emptyPepRcaRow(),
    locked,
    roleTypeCode: entry.roleTypeCode ?? '',
    roleCountry: entry.roleCountry ?? '',
    description: typeof entry.description === 'string' ? entry.description : '',
    ...savedRoleEnd(entry.roleEnd),
    firstName: rca.firstName ?? '',
    lastName: rca.lastName ?? '',
    countryOfResidence: rca.countryOfResidence ?? '',
    relationTypeCode: rca.relationTypeCode ?? '',
  };
}

/** The role's end as the payload carries it. */
export function roleEndOf(row: RoleEndValues) {
  return row.roleEnded ? { month: row.roleEnd.month, year: row.roleEnd.year } : null;
}

/** The entry the payload carries (a PEP entry, or an RCA entry with the person). */
export function pepRcaEntryOf(row: PepRcaRow, kind: PepRcaKind) {
  const role = {
    roleTypeCode: row.roleTypeCode,
    roleCountry: row.roleCountry,
    description: row.description.trim(),
    roleEnd: roleEndOf(row),
  };
  return kind === 'pep'
    ? role
    : {
        ...role,
        firstName: row.firstName.trim(),
        lastName: row.lastName.trim(),
        countryOfResidence: row.countryOfResidence,
        relationTypeCode: row.relationTypeCode,
      };
}

/**
 * The issues of a row at `prefix`: «Har rollen opphørt?» answered and a year chosen, then the entry's
 * schema (the description's minimum `min`, spec 2 §5). An issue of the first kind wins at its path.
 */
export function pepRcaRowIssues(
  row: PepRcaRow,
  kind: PepRcaKind,
  prefix: ReadonlyArray<string | number>,
  min: number,
): FormIssue[] {
  const own: FormIssue[] =
    row.roleEnded === null
      ? [{ message: KYC_MESSAGES.required, path: [...prefix, 'roleEnded'] }]
      : row.roleEnded && row.roleEnd.year === null
        ? [{ message: KYC_MESSAGES.selectPlaceholder, path: [...prefix, 'roleEnd', 'year'] }]
        : [];
  const taken = new Set(own.map((issue) => issue.path.join('.')));
  const schema = kind === 'pep' ? pepEntrySchemaFor(min) : rcaEntrySchemaFor(min);
  return [
    ...own,
    ...issuesAt(schema, pepRcaEntryOf(row, kind), prefix).filter((issue) => !taken.has(issue.path.join('.'))),
  ];
}

/**
 * The issues of a yes/no question with its rows: a yes needs at least one row («Vennligst velg minst
 * ett alternativ» at the question), and each row its rule.
 */
export function pepRcaQuestionIssues(
  answer: boolean | null,
  rows: readonly PepRcaRow[],
  kind: PepRcaKind,
  at: { answer: ReadonlyArray<string | number>; rows: ReadonlyArray<string | number> },
  min: number,
): FormIssue[] {
  if (answer === null) return [{ message: KYC_MESSAGES.required, path: at.answer }];
  if (!answer) return [];
  if (rows.length === 0) return [{ message: KYC_MESSAGES.atLeastOneOption, path: at.answer }];
  return rows.flatMap((row, i) => pepRcaRowIssues(row, kind, [...at.rows, i], min));
}

/**
 * A section's draft (drafts.ts) in today's shape, whatever version kept it; the sections read their
 * drafts through it (`useDraftDefaults`), so the model's first download does not carry the row. The version before decision 0064 kept a
 * beneficial owner's PEP/RCA entry with its role's end as `month` and `year` beside `roleEnded`, and a
 * PEP role as `pepCountryCode` and `pepRelationType`; today every PEP/RCA row has
 * `roleEnd: { month, year }`, `roleCountry`, `roleTypeCode` and the row's other fields. A beneficial
 * owner's one tax question of the version before decision 0097 becomes its two (upgradeOwnerTaxDraft).
 */
export function upgradeDraft(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(upgradeDraft);
  if (typeof value !== 'object' || value === null) return value;
  const own = upgradeOwnerTaxDraft(
    Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, upgradeDraft(inner)])),
  );
  if (!('roleEnded' in own) || 'roleEnd' in own) return own;
  const { month = '', year = null, pepCountryCode, pepRelationType, ...rest } = own;
  return {
    ...emptyPepRcaRow(),
    ...(typeof pepCountryCode === 'string' ? { roleCountry: pepCountryCode } : {}),
    ...(typeof pepRelationType === 'string' ? { roleTypeCode: pepRelationType } : {}),
    ...rest,
    roleEnd: { month, year },
  };
}
