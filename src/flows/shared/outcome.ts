import { emit, type SalgspantAnalyticsDetail } from '../../platform/events.js';
import type { ApplicationResponse } from '../../schemas/loan.js';

/**
 * The outcome per status for the host's analytics (spec 1 §4, decisions 0026 and 0050), one emitter
 * for both loan flows: the application's `application-outcome` after a send, the completion's
 * `completion-outcome` when a receipt is shown.
 */
export function emitOutcome(
  host: EventTarget,
  event: SalgspantAnalyticsDetail['event'],
  application: ApplicationResponse,
  extra: Pick<SalgspantAnalyticsDetail, 'receipt' | 'partnerId'>,
): void {
  emit(host, 'salgspant-analytics', {
    event,
    status: application.applicationStatus,
    loanType: application.loanInfo?.loanType ?? null,
    loanProduct: application.loanInfo?.loanProduct ?? null,
    profitability: application.profitability,
    ...extra,
  });
}
