import type { StandardSchemaV1 } from '../../../ui/form/library.js';
import type * as z from 'zod/mini';
import { toApplicantCandidate, type ApplicantCandidate } from '../../../domain/applicants.js';
import { KYC_MESSAGES } from '../../../domain/kyc-rules.js';
import { applicantsSchema, coApplicantConfirmationsSchema, coApplicantSsnSchema } from '../../../schemas/applicants.js';
import type { LoanType } from '../../../schemas/loan.js';
import type { ApplicantsFormValues } from './contract.js';
import { CO_APPLICANT_SSN_LENGTH, WHOLE_KRONER } from '../../../texts/nb/validation/applicants.js';

/*
 * The applicants form's validator. The form's values become the applicants of the submit payload
 * (src/domain/applicants.ts) and are parsed with the payload schemas of src/schemas/loan.ts; each issue
 * is reported at the form field it concerns. No rule is written here: a schema issue that carries no
 * message of its own (a field left empty, a select left at «Velg», øre in a kroner field) gets its
 * Norwegian message from the error map below, which only words zod's default issues; and a required
 * text field left empty says so («Påkrevet felt») rather than naming the format it lacks.
 */

/** Words the issues zod reports without a message of the schema's own. */
export const applicantIssueMessage: z.core.$ZodErrorMap = (issue) => {
  const input = issue.input;
  const empty = input === null || input === undefined || input === '';
  if (issue.code === 'invalid_value') return empty ? KYC_MESSAGES.selectPlaceholder : KYC_MESSAGES.required;
  if (issue.code === 'invalid_type') {
    if (empty) return KYC_MESSAGES.required;
    if (issue.expected === 'int' && typeof input === 'number') return WHOLE_KRONER;
  }
  return KYC_MESSAGES.required;
};

/** What the form knows of the main applicant besides what is typed. */
export interface ApplicantsContext {
  mainSsn: string;
  firstName: string;
  lastName: string | null;
  loanType: LoanType;
}

/** The applicants of the submit payload, unchecked, from the form's values. */
export function candidatesOf(
  values: ApplicantsFormValues,
  context: ApplicantsContext,
): { mainApplicant: ApplicantCandidate; coApplicant: ApplicantCandidate | null } {
  return {
    mainApplicant: toApplicantCandidate(
      values.main,
      { ssn: context.mainSsn, firstName: context.firstName, lastName: context.lastName },
      context.loanType,
    ),
    coApplicant: values.hasCoApplicant
      ? toApplicantCandidate(values.co, { ssn: values.co.ssn }, context.loanType)
      : null,
  };
}

/** One problem at a field of the form (`main.email`, `co.ssn` …). */
export interface FieldIssue {
  message: string;
  path: string[];
}

const FORM_GROUP = { mainApplicant: 'main', coApplicant: 'co' } as const;

/**
 * Every problem of the form's values, at the form's field names, the first per field. The main
 * applicant's national id comes from the bank and is not checked here (spec 2 §5: the check is
 * skipped for ids already on the server).
 */
export function applicantIssues(values: ApplicantsFormValues, context: ApplicantsContext): FieldIssue[] {
  const issues: FieldIssue[] = [];
  const seen = new Set<string>();
  const add = (path: string[], message: string) => {
    const key = path.join('.');
    if (seen.has(key)) return;
    seen.add(key);
    issues.push({ path, message });
  };
  const candidates = candidatesOf(values, context);
  // The co-applicant's id: its length first (its message wins over the check digits').
  if (candidates.coApplicant && candidates.coApplicant.ssn !== '') {
    const ssn = coApplicantSsnSchema.safeParse(candidates.coApplicant.ssn);
    if (!ssn.success) add(['co', 'ssn'], ssn.error.issues[0]?.message ?? CO_APPLICANT_SSN_LENGTH);
  }
  const parsed = applicantsSchema.safeParse(candidates, { error: applicantIssueMessage });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [group, field] = issue.path;
      if (group !== 'mainApplicant' && group !== 'coApplicant') continue;
      if (typeof field !== 'string' || (group === 'mainApplicant' && field === 'ssn')) continue;
      const value: unknown = (candidates[group] as Record<string, unknown> | null)?.[field];
      add(
        [FORM_GROUP[group], field],
        value === '' && issue.code !== 'invalid_value' ? KYC_MESSAGES.required : issue.message,
      );
    }
  }
  if (values.hasCoApplicant) {
    const confirmations = coApplicantConfirmationsSchema.safeParse(
      { confirmAddress: values.co.confirmAddress, taxNotice: values.co.taxNotice },
      { error: applicantIssueMessage },
    );
    if (!confirmations.success) {
      for (const issue of confirmations.error.issues) {
        const [field] = issue.path;
        if (typeof field === 'string') add(['co', field], issue.message);
      }
    }
  }
  return issues;
}

/** The form's validator (Standard Schema, as TanStack Form takes it). */
export function applicantsValidator(context: ApplicantsContext): StandardSchemaV1<ApplicantsFormValues, unknown> {
  return {
    '~standard': {
      version: 1,
      vendor: 'salgspant-elements',
      validate: (value: unknown) => {
        const issues = applicantIssues(value as ApplicantsFormValues, context);
        return issues.length > 0 ? { issues } : { value: value as ApplicantsFormValues };
      },
    },
  };
}
