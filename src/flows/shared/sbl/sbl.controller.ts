import { signal } from '@preact/signals-react';
import { getOrCreateSblConsent } from '../../../api/loan-calls.js';
import type { LoanTransport } from '../../../api/loan-client.js';
import { ServiceError } from '../../../api/service-error.js';
import { sessionLost } from '../session-lost.js';
import { navigate, type Navigator } from '../../../platform/events.js';

/** The tax-data consent step (spec 1 §2 "SBL step", spec 2 "Consent step"). */
export type SblState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'needs-consent'; customerUrl: string }
  | { status: 'rejected' }
  | { status: 'accepted' }
  /** The portal came back with `/error`, or the service answered a status it does not know. */
  | { status: 'failed' }
  | { status: 'missing-last-name' }
  | { status: 'error'; error: ServiceError };

/** What the consent needs from the flow that hosts it (the application, the completion). */
export interface SblControllerOptions {
  client: LoanTransport;
  /** The element: target of the navigation event. */
  host: EventTarget;
  location?: Navigator | undefined;
  /** The customer's last name (GET /user); without one the consent cannot be created. */
  lastName: () => string;
  /** Where the tax portal sends the customer back (this page, on the flow's route). */
  returnUrl: () => string;
  /** ACCEPTED: the flow moves on. */
  onAccepted: () => void;
  /** FAILED_SBL_CONSENT_SAVE: the flow decides where to go (spec 1 §4: back to step 1). */
  onConsentSaveFailed: () => void;
  /** The session is gone (401 or ANNONYM_BRUKER): the flow goes through the login. */
  onSessionLost: () => Promise<void>;
  /** Called before the customer leaves for the portal (the flow keeps its draft). */
  beforeLeave?: () => void;
  /** Turns any failure into a ServiceError. */
  asServiceError: (error: unknown) => ServiceError;
}

/**
 * The tax-data consent (SBL), shared by the application (step 2) and the completion (step 2, "as in
 * the application"): POST /sbl/get-or-create; ACCEPTED moves the flow on; UNOPENED or OPENED asks for
 * the tax authority's portal; REJECTED can be created again; any other status is a failure. A
 * customer without a last name is told so, without a call.
 */
export class SblController {
  readonly state = signal<SblState>({ status: 'idle' });
  readonly #options: SblControllerOptions;

  constructor(options: SblControllerOptions) {
    this.#options = options;
  }

  /** Whether the consent is accepted. */
  get accepted(): boolean {
    return this.state.value.status === 'accepted';
  }

  /**
   * POST /sbl/get-or-create. ACCEPTED calls `onAccepted`; UNOPENED or OPENED asks for the portal;
   * REJECTED can be created again (`again`); any other status is a failure. A missing last name is
   * said plainly, without a call.
   */
  async check(again = false): Promise<void> {
    const current = this.state.value.status;
    if (current === 'checking') return;
    if (!again && (current === 'failed' || current === 'accepted')) return;
    const lastName = this.#options.lastName().trim();
    if (lastName === '') {
      this.state.value = { status: 'missing-last-name' };
      return;
    }
    this.state.value = { status: 'checking' };
    try {
      const consent = await getOrCreateSblConsent(this.#options.client, {
        redirectUrl: this.#options.returnUrl(),
        lastName,
      });
      if (consent.sblStatus === 'ACCEPTED') {
        this.state.value = { status: 'accepted' };
        this.#options.onAccepted();
      } else if ((consent.sblStatus === 'UNOPENED' || consent.sblStatus === 'OPENED') && consent.customerUrl) {
        this.state.value = { status: 'needs-consent', customerUrl: consent.customerUrl };
      } else if (consent.sblStatus === 'REJECTED') {
        this.state.value = { status: 'rejected' };
      } else {
        this.state.value = { status: 'failed' };
      }
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      if (sessionLost(error)) {
        this.state.value = { status: 'idle' };
        await this.#options.onSessionLost();
        return;
      }
      const failure = this.#options.asServiceError(error);
      if (failure.name === 'FAILED_SBL_CONSENT_SAVE') {
        this.state.value = { status: 'idle' };
        this.#options.onConsentSaveFailed();
        return;
      }
      this.state.value = { status: 'error', error: failure };
    }
  }

  /** The customer came back from the portal with `/error` (spec 1 §2): a failure, to be given again. */
  markFailed(): void {
    this.state.value = { status: 'failed' };
  }

  /** A consent accepted earlier in this visit (the flow's draft says so). */
  restoreAccepted(): void {
    this.state.value = { status: 'accepted' };
  }

  /** «Gi samtykke hos Skatteetaten»: the portal in the same window; the flow keeps its draft first. */
  openConsentPortal(): void {
    const state = this.state.value;
    if (state.status !== 'needs-consent') return;
    this.#options.beforeLeave?.();
    const href = state.customerUrl;
    navigate(this.#options.host, { href, path: href.split(/[?#]/)[0] ?? href, route: null }, this.#options.location);
  }
}
