import type { TextKey } from '../texts/nb.js';

/** The completion's step 3 as the customer answers it (spec 1 §2 "Payment insurance"). */
export interface InsuranceAnswers {
  /** Yes or no; null until answered. */
  order: boolean | null;
  /** The pre-purchase information was read (asked on yes). */
  confirmed: boolean;
}

/** The message of a confirmation missing on yes (a text key). */
export const INSURANCE_CONFIRM_REQUIRED: TextKey = 'completion.insurance.confirmRequired';

/** On yes, the confirmation is required: its message, or undefined when it holds. */
export function insuranceConfirmation(answers: InsuranceAnswers): TextKey | undefined {
  return answers.order === true && !answers.confirmed ? INSURANCE_CONFIRM_REQUIRED : undefined;
}

/**
 * Whether step 3 is answered: yes or no, and on yes the confirmation (the step's guard; the step's
 * form checks the same rule through `completionInsuranceSchema`).
 */
export function insuranceAnswered(answers: InsuranceAnswers): boolean {
  return answers.order !== null && insuranceConfirmation(answers) === undefined;
}
