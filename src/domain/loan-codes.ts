/**
 * The secured-loan service's codes (spec 1 §3): loan types, application statuses, consent answers and
 * the applicant's living and employment conditions. The domain's rules read them; `src/schemas/loan.ts`
 * builds its enumerations from these lists, so a code is written once.
 */

export const LOAN_TYPES = ['VEHICLE_LOAN', 'LOAN_COMMITMENT'] as const;
export type LoanType = (typeof LOAN_TYPES)[number];

export const APPLICATION_STATUSES = [
  'APPROVED',
  'CONTROL',
  'REJECTED',
  'DOCUMENTS_SENT',
  'NEW_CASE',
  'DOCUMENTS_COMPLETE',
] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

export const CONSENT_ANSWERS = ['JA', 'NEI', 'UBESVART'] as const;
export type ConsentAnswer = (typeof CONSENT_ANSWERS)[number];

export const LIVING_CONDITION_CODES = ['OWNS_HOUSING', 'RENTS_HOUSING', 'LIVING_WITH_PARENTS'] as const;
export type LivingConditionCode = (typeof LIVING_CONDITION_CODES)[number];

export const EMPLOYMENT_CONDITION_CODES = [
  'FULL_TIME_EMPLOYEE',
  'TEMPORARY_EMPLOYEE',
  'SELF_EMPLOYED',
  'STUDENT',
  'RETIRED',
  'UNEMPLOYED',
  'UNEMPLOYMENT_BENEFITS',
  'DISABLED',
  'OTHER',
] as const;
export type EmploymentConditionCode = (typeof EMPLOYMENT_CONDITION_CODES)[number];
