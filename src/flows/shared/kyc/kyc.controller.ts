import { signal } from '@preact/signals-react';
import { getKyc } from '../../../api/loan-calls.js';
import type { LoanTransport } from '../../../api/loan-client.js';
import { failureToShow } from '../session-lost.js';
import type { DraftStorage } from '../../../platform/session-draft.js';
import { STORAGE_PREFIX, storageTag } from '../../../platform/steps.js';

/** The KYC step of the application (step 4) and the completion (step 5). */
export type KycState =
  | { status: 'idle' }
  | { status: 'checking' }
  | { status: 'blocked' }
  | { status: 'declaration' }
  | { status: 'answered' }
  | { status: 'error'; error: unknown };

/** Where a flow keeps the declaration token of its case between page loads. */
export interface KycTokenKeeper {
  read(): string | null;
  write(token: string): void;
}

/** The storage a token store uses (sessionStorage in the browser): a session draft's. */
export type TokenStorage = DraftStorage;

/**
 * Where the token of a case is kept: the flow's own keeper, or a session-storage entry under `key`
 * (read and written by {@link SessionKycTokenStore}, loaded with the step, not on the first visit).
 */
export type KycTokenPlace =
  | KycTokenKeeper
  | { storage: TokenStorage | undefined; key: string; /** The clock of the entry's age. */ now?: () => number };

/** The key of a case's token in session storage: `v1:<flow>:kyc-token:<tag of the case>`. */
export function kycTokenKey(flow: string, caseId: string): string {
  return `${STORAGE_PREFIX}${flow}:kyc-token:${storageTag(caseId)}`;
}

/** What the KYC step needs from the flow that hosts it. */
export interface KycControllerOptions {
  client: LoanTransport;
  /** Whether a KYC-blocked customer gets the KYC-blocked screen (the toggle of spec 1 §6). Default true. */
  enforceKycBlock?: boolean | undefined;
  /** Where the declaration token of this case is kept (decision 0035). */
  tokens: KycTokenPlace;
  /** The session is gone (401 or ANNONYM_BRUKER): the flow goes through the login. */
  onSessionLost: () => Promise<void>;
}

/**
 * The customer declaration inside a loan flow, shared by the application and the completion: GET /kyc
 * (a blocked customer gets the KYC-blocked screen when the toggle says so), the car-loan token of the
 * case (kept by the flow, so a reload continues the same declaration), and the declaration's result.
 */
export class KycController {
  readonly state = signal<KycState>({ status: 'idle' });
  readonly #options: KycControllerOptions;
  /** Where the case's token is kept (used by the step's token provider, `kyc-token.ts`). */
  readonly tokens: KycTokenPlace;
  /** Tokens issued or checked while this page lives: these need no check against the service. */
  readonly fresh = new Set<string>();

  constructor(options: KycControllerOptions) {
    this.#options = options;
    this.tokens = options.tokens;
  }

  /** Whether the declaration is answered. */
  get answered(): boolean {
    return this.state.value.status === 'answered';
  }

  /** GET /kyc, once: the KYC-blocked screen (when enforced) or the declaration. */
  async check(): Promise<void> {
    const state = this.state.value.status;
    if (state === 'checking' || state === 'answered' || state === 'declaration') return;
    this.state.value = { status: 'checking' };
    try {
      const { kycBlocked } = await getKyc(this.#options.client);
      const enforce = this.#options.enforceKycBlock ?? true;
      this.state.value = kycBlocked && enforce ? { status: 'blocked' } : { status: 'declaration' };
    } catch (error) {
      const failure = await failureToShow(error, this.#options.onSessionLost);
      if (failure) this.state.value = { status: 'error', error: failure };
    }
  }

  /** The declaration was answered in an earlier visit (the flow's own record says so). */
  markAnswered(): void {
    this.state.value = { status: 'answered' };
  }

  /**
   * The declaration's result: OK or REQUIRES_MANUAL_CONTROL_BY_ADVISOR, or a declaration completed
   * before (`null`), answer the step (true); any other status is the KYC error (false).
   */
  completed(status: string | null): boolean {
    if (status === null || status === 'OK' || status === 'REQUIRES_MANUAL_CONTROL_BY_ADVISOR') {
      this.state.value = { status: 'answered' };
      return true;
    }
    this.state.value = { status: 'error', error: { name: 'KYC_FAILED', message: status } };
    return false;
  }
}
