import type { ApplicationResponse } from '../../schemas/loan.js';
import { receiptKindFor } from '../receipts/receipt-kind.js';
import { emitOutcome } from '../shared/loan-flow.js';
import { transitionError, type Transition } from '../shared/transitions.js';
import type { CompletionModel } from './completion.model.js';
import { receiptAddress } from './completion.rules.js';

/**
 * Where the completion ends (spec 1 §4): the receipt route with its receipt (APPROVED commitment,
 * CONTROL or REJECTED after the fetch or an update) or an error screen, and the outcome analytics
 * (`salgspant-analytics`, once per case and status, whenever a receipt is shown: on the receipt route
 * or at step 7).
 */
export class CompletionReceipt {
  readonly #model: CompletionModel;
  readonly #reported = new Set<string>();

  constructor(model: CompletionModel) {
    this.#model = model;
  }

  /** Where the rules after fetch or update lead outside the steps: an error screen, or the receipt route. */
  follow(transition: Transition, application: ApplicationResponse): void {
    const model = this.#model;
    const error = transitionError(transition);
    if (error) {
      model.phase.value = { status: 'error', error, fallback: 'generic', retry: false };
    } else if (transition.kind === 'receipt') {
      model.engine.forget();
      model.forgetDraft();
      // The receipt route in the address: a reload shows the same receipt.
      const { location, history } = model.core;
      try {
        if (location?.href) history?.replaceState(null, '', receiptAddress(location.href));
      } catch {
        // a host that forbids it: the receipt still shows
      }
      model.phase.value = { status: 'receipt', application };
      this.report(application);
    }
  }

  /** Sends `salgspant-analytics` once per case and status (a receipt shown). */
  report(application: ApplicationResponse): void {
    const key = `${application.applicationId}:${application.applicationStatus}`;
    if (this.#reported.has(key)) return;
    this.#reported.add(key);
    emitOutcome(this.#model.host, 'completion-outcome', application, { receipt: receiptKindFor(application) });
  }
}
