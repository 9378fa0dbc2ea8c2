/**
 * Rules of the application's applicant step (spec 1 §2 step 3, §3, §5; spec 2 §2, §3, §5): which
 * fields an applicant is asked for, how what the customer typed becomes the applicant of the submit
 * payload, and how the consent answers are saved. Pure TypeScript: the schemas in src/schemas/loan.ts
 * check the values; this module only decides what is asked and what is sent.
 */
import type { ConsentAnswer, EmploymentConditionCode, LivingConditionCode, LoanType } from './loan-codes.js';

/**
 * The loan type the trade-in block is hidden for (spec 1 §2 and spec 2 §2 leave it unnamed): a loan
 * commitment (lånebevis) is granted before a vehicle is chosen, so there is no purchase yet in which
 * a vehicle could be traded in (decision 0016).
 */
export const TRADE_IN_HIDDEN_FOR: LoanType = 'LOAN_COMMITMENT';

/** Whether the trade-in checkbox (and so the trade-in debt) is asked for this loan type. */
export function asksTradeIn(loanType: LoanType): boolean {
  return loanType !== TRADE_IN_HIDDEN_FOR;
}

/** Whether the rental fee is asked: only when the applicant rents (spec 1 §5). */
export function asksRentalFee(livingConditionCode: LivingConditionCode | ''): boolean {
  return livingConditionCode === 'RENTS_HOUSING';
}

/** Whether the trade-in debt is asked: only when trading in, for a loan type that asks trade-in. */
export function asksTradeInDebt(loanType: LoanType, tradeIn: boolean): boolean {
  return asksTradeIn(loanType) && tradeIn;
}

/** What the customer typed for one applicant; amounts are kroner, null while a field is empty. */
export interface ApplicantInput {
  email: string;
  phone: string;
  livingConditionCode: LivingConditionCode | '';
  rentalFee: number | null;
  employmentConditionCode: EmploymentConditionCode | '';
  grossIncome: number | null;
  totalDebt: number | null;
  tradeIn: boolean;
  tradeInDebt: number | null;
}

/** Who the applicant is: the national id, and the names when the service knows them. */
export interface ApplicantIdentity {
  ssn: string;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * An applicant in the shape of the submit payload, not yet checked: what was typed, trimmed, with the
 * fields that are not asked set as the service expects (no rental fee unless renting, no trade-in
 * unless asked, no trade-in debt unless trading in). Empty fields stay empty (null, '') for the
 * schema to name them.
 */
export interface ApplicantCandidate {
  ssn: string;
  firstName?: string | null | undefined;
  lastName?: string | null | undefined;
  email: string;
  phone: string;
  employmentConditionCode: EmploymentConditionCode | '';
  livingConditionCode: LivingConditionCode | '';
  rentalFee: number | null;
  grossIncome: number | null;
  totalDebt: number | null;
  tradeIn: boolean;
  tradeInDebt: number | null;
}

/** Turns what was typed into the applicant of the submit payload (see {@link ApplicantCandidate}). */
export function toApplicantCandidate(
  input: ApplicantInput,
  identity: ApplicantIdentity,
  loanType: LoanType,
): ApplicantCandidate {
  const tradeIn = asksTradeIn(loanType) && input.tradeIn;
  return {
    ssn: identity.ssn.trim(),
    ...(identity.firstName !== undefined ? { firstName: identity.firstName } : {}),
    ...(identity.lastName !== undefined ? { lastName: identity.lastName } : {}),
    email: input.email.trim(),
    phone: input.phone.trim(),
    livingConditionCode: input.livingConditionCode,
    rentalFee: asksRentalFee(input.livingConditionCode) ? input.rentalFee : null,
    employmentConditionCode: input.employmentConditionCode,
    grossIncome: input.grossIncome,
    totalDebt: input.totalDebt,
    tradeIn,
    tradeInDebt: tradeIn ? input.tradeInDebt : null,
  };
}

/** An applicant with nothing typed yet; email and phone start from what the bank knows. */
export function emptyApplicantInput(known: { email?: string | null; phone?: string | null } = {}): ApplicantInput {
  return {
    email: known.email ?? '',
    phone: known.phone ?? '',
    livingConditionCode: '',
    rentalFee: null,
    employmentConditionCode: '',
    grossIncome: null,
    totalDebt: null,
    tradeIn: false,
    tradeInDebt: null,
  };
}

/** The customer's answer to one consent, or none yet. */
export type GivenConsentAnswer = Exclude<ConsentAnswer, 'UBESVART'>;

/**
 * The answers to save (POST /consent): one per consent offered, in the service's order; a consent the
 * customer did not answer is saved as UBESVART (spec 1 §3). Answers to consents no longer offered are
 * dropped.
 */
export function consentAnswersToSave(
  offered: readonly string[],
  answers: Readonly<Record<string, GivenConsentAnswer | undefined>>,
): Array<{ samtykkeId: { value: string }; svar: ConsentAnswer }> {
  return offered.map((id) => ({
    samtykkeId: { value: id },
    svar: Object.hasOwn(answers, id) ? (answers[id] ?? 'UBESVART') : 'UBESVART',
  }));
}

/**
 * The answer a consent starts with: the customer's answer in this application (the draft) first,
 * else what the service has saved from before (JA/NEI), else none.
 */
export function startingConsentAnswer(
  saved: ConsentAnswer,
  drafted: GivenConsentAnswer | undefined,
): GivenConsentAnswer | null {
  if (drafted) return drafted;
  return saved === 'UBESVART' ? null : saved;
}
