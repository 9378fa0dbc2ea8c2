/**
 * Where an application goes after the service answered with it (spec 1 §4): pure functions, no
 * React, no DOM, so every transition is a row of a table test.
 */
import type { ApplicationResponse } from '../../schemas/loan.js';

/** What the flow does with an application the service answered. */
export type Transition =
  /** The other applicant's data is missing while the customer's own is complete. */
  | { kind: 'other-applicant-missing' }
  /** A case left in NEW_CASE with both applicants complete (shown as INCORRECT_NEW_CASE). */
  | { kind: 'incorrect-new-case' }
  /** The receipt route (`/application/receipt`). */
  | { kind: 'receipt' }
  /** The completion path with `id={applicationId}`. */
  | { kind: 'completion' };

type Fields = Pick<
  ApplicationResponse,
  'applicationStatus' | 'applicantMissingData' | 'otherApplicantMissingData' | 'missingVariables' | 'loanInfo'
>;

const isCommitment = (application: Fields) => application.loanInfo?.loanType === 'LOAN_COMMITMENT';

/** Own data complete and the other applicant's missing. */
const otherMissing = (application: Fields) =>
  !application.applicantMissingData && application.otherApplicantMissingData;

/**
 * "After fetching an ongoing application": DOCUMENTS_SENT with the customer's own data complete and
 * the other applicant's missing is the other-applicant-missing error; APPROVED with a loan
 * commitment, CONTROL or REJECTED is the receipt; anything else continues in the completion.
 */
export function afterFetch(application: Fields): Transition {
  const status = application.applicationStatus;
  if (status === 'DOCUMENTS_SENT' && otherMissing(application)) return { kind: 'other-applicant-missing' };
  if ((status === 'APPROVED' && isCommitment(application)) || status === 'CONTROL' || status === 'REJECTED') {
    return { kind: 'receipt' };
  }
  return { kind: 'completion' };
}

/**
 * "After application update" (and after the submit, which creates the case): NEW_CASE or
 * DOCUMENTS_SENT with the other applicant's data missing is the other-applicant-missing error;
 * NEW_CASE with both complete the incorrect-new-case error; APPROVED with a loan commitment,
 * DOCUMENTS_SENT with a loan commitment and nothing missing, CONTROL or REJECTED the receipt;
 * otherwise the state is stored and the customer continues in the completion ("After submit: the
 * browser goes to the completion path with id={applicationId}").
 */
export function afterUpdate(application: Fields): Transition {
  const status = application.applicationStatus;
  if ((status === 'NEW_CASE' || status === 'DOCUMENTS_SENT') && otherMissing(application)) {
    return { kind: 'other-applicant-missing' };
  }
  if (status === 'NEW_CASE' && !application.applicantMissingData && !application.otherApplicantMissingData) {
    return { kind: 'incorrect-new-case' };
  }
  const nothingMissing =
    !application.applicantMissingData &&
    !application.otherApplicantMissingData &&
    application.missingVariables.length === 0;
  if (
    (status === 'APPROVED' && isCommitment(application)) ||
    (status === 'DOCUMENTS_SENT' && isCommitment(application) && nothingMissing) ||
    status === 'CONTROL' ||
    status === 'REJECTED'
  ) {
    return { kind: 'receipt' };
  }
  return { kind: 'completion' };
}

/** The error name each error transition is shown as (spec 1 §8's catalogue). */
export const TRANSITION_ERRORS = {
  'other-applicant-missing': 'OTHER_APPLICANT_MISSING_DATA',
  'incorrect-new-case': 'INCORRECT_NEW_CASE',
} as const;

/** The error a transition to an error screen is shown as (null: the flow goes on or shows a receipt). */
export function transitionError(transition: Transition): { name: string } | null {
  return transition.kind === 'other-applicant-missing' || transition.kind === 'incorrect-new-case'
    ? { name: TRANSITION_ERRORS[transition.kind] }
    : null;
}
