import { signal } from '@preact/signals-react';
import { getOrCreateSblConsent } from '../../../api/loan-calls.js';
import type { LoanTransport } from '../../../api/loan-client.js';
import { ServiceError } from '../../../api/service-error.js';
import { sessionLost } from '../session-lost.js';
import { navigate, type Navigator } from '../../../platform/events.js';
import { elementLanguage, withUiLocales } from '../../../texts/language.js';

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

/**
 * Opens the portal in the bank's app (the native bridge's `startConsent`) and answers the path it came
 * back to (`result/…`); null outside the app.
 */
export type ConsentBridge = (url: string) => Promise<{ result: string }> | null;

/** What the consent needs from the flow that hosts it (the application, the completion). */
export interface SblControllerOptions {
  client: LoanTransport;
  /** The element: target of the navigation event. */
  host: EventTarget;
  location?: (Navigator & Pick<Location, 'href'>) | undefined;
  /** Removes the portal's `/error` from the address once it is read (a reload does not count it again). */
  history?: Pick<History, 'replaceState'> | undefined;
  /**
   * The flow's own route on this page (`/application/form`, `/completion`): the portal comes back to
   * this page's address with it in the hash, and appends `/error` to it on a failure.
   */
  route: string;
  /** The customer's last name (GET /user); without one the consent cannot be created. */
  lastName: () => string;
  /** ACCEPTED: the flow moves on. */
  onAccepted: () => void;
  /** FAILED_SBL_CONSENT_SAVE: the flow decides where to go (spec 1 §4: back to step 1). */
  onConsentSaveFailed: () => void;
  /** The session is gone (401 or ANNONYM_BRUKER): the flow goes through the login. */
  onSessionLost: () => Promise<void>;
  /** Called before the customer leaves for the portal, and after a failure (the flow keeps its draft). */
  keep: () => void;
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
    // Known already (step 1's «Neste» asked, and step 2 opens): not asked twice.
    if (!again && (current === 'failed' || current === 'accepted' || current === 'needs-consent')) return;
    const lastName = this.#options.lastName().trim();
    if (lastName === '') {
      this.state.value = { status: 'missing-last-name' };
      return;
    }
    this.state.value = { status: 'checking' };
    try {
      const consent = await getOrCreateSblConsent(this.#options.client, {
        redirectUrl: this.returnUrl(),
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

  /**
   * Where the tax portal sends the customer back: this page's address with the flow's route in the
   * hash, so a failure (`…#/completion/error`) comes back to this flow on this page.
   */
  returnUrl(): string {
    const url = new URL(this.#options.location?.href ?? '/', 'http://localhost');
    return `${url.pathname}${url.search}#${this.#options.route}`;
  }

  /**
   * Reads the page's address as the portal left it (spec 1 §2): one containing `/error` (in the path
   * or the hash) is a failure that can be given again; the marker is removed from the address.
   * Returns whether it was a failure.
   */
  readReturn(): boolean {
    const href = this.#options.location?.href;
    if (!href) return false;
    const url = new URL(href, 'http://localhost');
    const path = url.pathname.replace(/\/error$/, '');
    const hash = url.hash.replace(/\/error$/, '');
    if (path === url.pathname && hash === url.hash) return false;
    this.#failed();
    try {
      this.#options.history?.replaceState(null, '', `${path}${url.search}${hash}`);
    } catch {
      // a host that forbids it: the failure is still shown once
    }
    return true;
  }

  /** The portal failed (`/error`): to be given again, and not kept as accepted. */
  #failed(): void {
    this.state.value = { status: 'failed' };
    this.#options.keep();
  }

  /** A consent accepted earlier in this visit (the flow's draft says so). */
  restoreAccepted(): void {
    this.state.value = { status: 'accepted' };
  }

  /**
   * «Gi samtykke hos Skatteetaten» (spec 1 §2): in the bank's app through the native bridge (given by
   * the step, so the bridge's code comes with the step and not with the first view), whose answer
   * `result/…` containing `/error` is a failure and otherwise fetches the consent again; else (or when
   * the app refuses the message) the portal in the same window. The flow keeps its draft first.
   */
  openConsentPortal(bridge?: ConsentBridge): void {
    const state = this.state.value;
    if (state.status !== 'needs-consent') return;
    this.#options.keep();
    // The tax portal in the element's language (decision 0111).
    const href = withUiLocales(state.customerUrl, elementLanguage(this.#options.host));
    const inPage = () =>
      navigate(this.#options.host, { href, path: href.split(/[?#]/)[0] ?? href, route: null }, this.#options.location);
    const inApp = bridge?.(href);
    if (!inApp) {
      inPage();
      return;
    }
    inApp.then(
      ({ result }) => {
        if (result.includes('/error')) this.#failed();
        else void this.check(true);
      },
      (error: unknown) => {
        // A newer request replaced this one: nothing to do. The app refused the message: the page goes.
        if (!(error instanceof DOMException && error.name === 'AbortError')) inPage();
      },
    );
  }
}
