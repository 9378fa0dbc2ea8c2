import { signal } from '@preact/signals-react';
import type { KycServiceClient } from '../../../api/kyc-client.js';
import { getKyc } from '../../../api/loan-calls.js';
import type { LoanTransport } from '../../../api/loan-client.js';
import { ServiceError } from '../../../api/service-error.js';
import { STEP_ENTRY_MAX_AGE_MS, STORAGE_PREFIX, storageTag } from '../../../platform/steps.js';
import {
  carLoanTokenProvider,
  CAR_LOAN_BANK_CODE,
  type KycTokenProvider,
} from '../../kyc-declaration/kyc-declaration.model.js';

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

/** What the KYC step needs from the flow that hosts it. */
export interface KycControllerOptions {
  client: LoanTransport;
  /** Whether a KYC-blocked customer gets the KYC-blocked screen (the toggle of spec 1 §6). Default true. */
  enforceKycBlock?: boolean | undefined;
  /** Where the declaration token of this case is kept (decision 0035). */
  tokens: KycTokenKeeper;
  /** The session is gone (401 or ANNONYM_BRUKER): the flow goes through the login. */
  onSessionLost: () => Promise<void>;
  /** Turns any failure into a ServiceError. */
  asServiceError: (error: unknown) => ServiceError;
}

const sessionLost = (error: unknown) =>
  error instanceof ServiceError && (error.status === 401 || error.name === 'ANNONYM_BRUKER');

/**
 * The customer declaration inside a loan flow, shared by the application and the completion: GET /kyc
 * (a blocked customer gets the KYC-blocked screen when the toggle says so), the car-loan token of the
 * case (kept by the flow, so a reload continues the same declaration), and the declaration's result.
 */
export class KycController {
  readonly state = signal<KycState>({ status: 'idle' });
  readonly #options: KycControllerOptions;
  /** Tokens issued or checked while this page lives: these need no check against the service. */
  readonly #fresh = new Set<string>();

  constructor(options: KycControllerOptions) {
    this.#options = options;
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
      if (error instanceof ServiceError && error.aborted) return;
      if (sessionLost(error)) {
        await this.#options.onSessionLost();
        return;
      }
      this.state.value = { status: 'error', error: this.#options.asServiceError(error) };
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

  /**
   * The declaration's token provider for this customer: the token kept for the case when the service
   * still takes it (one `kyc/keepAlive`, only for a token from an earlier page load), otherwise a new
   * car-loan token from `kyc/token-for-process` (spec 2 §6), which is then kept. The national id goes
   * only into that call's body.
   */
  tokenProvider(nationalId: string, bankRegNr: string | undefined): KycTokenProvider {
    // The token names the customer's bank; the spec's fixed car-loan code when none is configured.
    const issue = carLoanTokenProvider({ nationalId, bankRegNr: bankRegNr ?? CAR_LOAN_BANK_CODE });
    return async (client) => {
      const kept = this.#options.tokens.read();
      if (kept !== null && (this.#fresh.has(kept) || (await stillTaken(client, kept)))) {
        this.#fresh.add(kept);
        return kept;
      }
      const token = await issue(client);
      this.#fresh.add(token);
      this.#options.tokens.write(token);
      return token;
    };
  }
}

/**
 * Whether the service still takes a kept token: `kyc/keepAlive` answers 401 for one that expired or
 * that it does not know. Any other failure keeps the token (the declaration then shows that failure
 * with its retry, on the same declaration).
 */
async function stillTaken(client: KycServiceClient, token: string): Promise<boolean> {
  client.setToken(token);
  try {
    await client.keepAlive();
    return true;
  } catch (error) {
    if (error instanceof ServiceError && error.aborted) throw error;
    return !(error instanceof ServiceError && error.status === 401);
  }
}

/** The storage a token store uses (sessionStorage in the browser). */
export type TokenStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/**
 * The declaration token of one case in session storage (decision 0035), as `<kyc-declaration>` keeps
 * its own: under `v1:<flow>:kyc-token:<tag of the case>` (the key never holds the case number or the
 * token), with the time it was saved; older than four hours, damaged or not ours, it is not used.
 * Storage that is blocked or full is ignored: the flow then asks for a new token after a reload.
 */
export class SessionKycTokenStore implements KycTokenKeeper {
  readonly #storage: TokenStorage | undefined;
  readonly #key: string;
  readonly #now: () => number;

  constructor(storage: TokenStorage | undefined, flow: string, caseId: string, now: () => number = () => Date.now()) {
    this.#storage = storage;
    this.#key = `${STORAGE_PREFIX}${flow}:kyc-token:${storageTag(caseId)}`;
    this.#now = now;
  }

  read(): string | null {
    try {
      const raw = this.#storage?.getItem(this.#key) ?? null;
      if (raw === null) return null;
      const value = JSON.parse(raw) as { token?: unknown; savedAt?: unknown } | null;
      if (typeof value?.token !== 'string' || typeof value.savedAt !== 'number') return null;
      if (value.token === '' || value.token.length > 200) return null;
      if (this.#now() - value.savedAt > STEP_ENTRY_MAX_AGE_MS) return null;
      return value.token;
    } catch {
      return null;
    }
  }

  write(token: string): void {
    try {
      this.#storage?.setItem(this.#key, JSON.stringify({ token, savedAt: this.#now() }));
    } catch {
      // storage full or blocked: a reload asks for a new token
    }
  }

  clear(): void {
    try {
      this.#storage?.removeItem(this.#key);
    } catch {
      // blocked storage: nothing was kept
    }
  }
}
