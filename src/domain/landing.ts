/**
 * The landing page's card rules (spec 1 §2 "Landing page", §3 "Ongoing application list item"), as pure
 * functions: which rows a card shows, which statuses have an info dialog, which buttons it offers.
 */
import type { ApplicationStatus, LoanType } from './loan-codes.js';

/** Statuses whose meaning a card explains in a dialog (control, documents sent, documents received, new). */
export const STATUS_INFO_STATUSES = ['CONTROL', 'DOCUMENTS_SENT', 'DOCUMENTS_COMPLETE', 'NEW_CASE'] as const;

/** A status with an info dialog. */
export type StatusWithInfo = (typeof STATUS_INFO_STATUSES)[number];

/** Loan types whose new cases may be completed from the overview (a commitment, a secured loan). */
const COMPLETABLE_NEW_CASE_TYPES: readonly LoanType[] = ['LOAN_COMMITMENT', 'VEHICLE_LOAN'];

/** What one card of the overview shows, besides its status, case number and registration number. */
export interface CardRules {
  /** Whether the loan amount row is shown (not for camping-car loans). */
  showAmount: boolean;
  /** The status whose info dialog the card offers, or null. */
  statusInfo: StatusWithInfo | null;
  /**
   * The button to the external completion path: `commitment` (the commitment label, for a commitment
   * that is not new), `complete` (the usual label), or null for no button.
   */
  completion: 'commitment' | 'complete' | null;
  /** Whether the card offers to upgrade the commitment to a loan. */
  upgrade: boolean;
}

/** Whether a status has an info dialog. */
export function hasStatusInfo(status: ApplicationStatus): status is StatusWithInfo {
  return (STATUS_INFO_STATUSES as readonly string[]).includes(status);
}

/**
 * The card rules of spec 1 §2: the completion button shows when the status is approved, documents
 * sent, or new for a commitment or secured-loan type; its label is the commitment label for a
 * commitment that is not new. The upgrade button shows for an approved commitment when the
 * `salgspant-activate-loan-from-lc` toggle is on. The amount row is left out for camping-car loans.
 */
export function cardRules(
  application: { applicationStatus: ApplicationStatus; loanType: LoanType; loanProduct: string },
  options: { upgradeEnabled: boolean },
): CardRules {
  const { applicationStatus: status, loanType, loanProduct } = application;
  const commitment = loanType === 'LOAN_COMMITMENT';
  const completable =
    status === 'APPROVED' ||
    status === 'DOCUMENTS_SENT' ||
    (status === 'NEW_CASE' && COMPLETABLE_NEW_CASE_TYPES.includes(loanType));
  return {
    showAmount: loanProduct !== 'CAMPING_CAR',
    statusInfo: hasStatusInfo(status) ? status : null,
    completion: completable ? (commitment && status !== 'NEW_CASE' ? 'commitment' : 'complete') : null,
    upgrade: options.upgradeEnabled && commitment && status === 'APPROVED',
  };
}

/** The completion page's address for a case: the outer path with `?id=` (spec 1 §2). */
export function completionHref(completionPath: string, applicationId: string): string {
  const [base = completionPath, hash] = completionPath.split('#');
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}id=${encodeURIComponent(applicationId)}${hash === undefined ? '' : `#${hash}`}`;
}
