import type { KycServiceClient } from '../../../api/kyc-client.js';
import { ServiceError } from '../../../api/service-error.js';
import { SessionDraft } from '../../../platform/session-draft.js';
import {
  carLoanTokenProvider,
  CAR_LOAN_BANK_CODE,
  type KycTokenProvider,
} from '../../kyc-declaration/kyc-declaration.token.js';
import type { KycController, KycTokenKeeper, KycTokenPlace, TokenStorage } from './kyc.controller.js';

/**
 * The declaration's token provider for a customer in a loan flow (decision 0035): the token kept for
 * the case when the service still takes it (one `kyc/keepAlive`, only for a token from an earlier page
 * load), otherwise a new car-loan token from `kyc/token-for-process` (spec 2 §6), which is then kept.
 * The national id goes only into that call's body. Loaded with the KYC step, not on the first visit.
 */
export function caseTokenProvider(
  kyc: KycController,
  nationalId: string,
  bankRegNr: string | undefined,
): KycTokenProvider {
  // The token names the customer's bank; the spec's fixed car-loan code when none is configured.
  const issue = carLoanTokenProvider({ nationalId, bankRegNr: bankRegNr ?? CAR_LOAN_BANK_CODE });
  const keeper = keeperOf(kyc.tokens);
  return async (client) => {
    const kept = keeper.read();
    if (kept !== null && (kyc.fresh.has(kept) || (await stillTaken(client, kept)))) {
      kyc.fresh.add(kept);
      return kept;
    }
    const token = await issue(client);
    kyc.fresh.add(token);
    keeper.write(token);
    return token;
  };
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

/** The keeper of a token place: the flow's own, or a {@link SessionKycTokenStore}. */
function keeperOf(place: KycTokenPlace): KycTokenKeeper {
  return 'read' in place ? place : new SessionKycTokenStore(place.storage, place.key, place.now);
}

/** A kept token as stored: non-empty and not longer than a token can be. */
const storedToken = (value: Record<string, unknown>) =>
  typeof value.token === 'string' && value.token !== '' && value.token.length <= 200 ? { token: value.token } : null;

/**
 * The declaration token of one case in session storage (decision 0035), as `<kyc-declaration>` keeps
 * its own: a {@link SessionDraft} under `v1:<flow>:kyc-token:<tag of the case>` ({@link kycTokenKey}:
 * the key never holds the case number or the token); older than four hours, damaged or not ours, it is
 * not used. Storage that is blocked or full is ignored: the flow then asks for a new token after a
 * reload.
 */
export class SessionKycTokenStore implements KycTokenKeeper {
  readonly #draft: SessionDraft<{ token: string }>;

  constructor(storage: TokenStorage | undefined, key: string, now: () => number = () => Date.now()) {
    this.#draft = new SessionDraft(storage, key, storedToken, now);
  }

  read(): string | null {
    return this.#draft.read()?.token ?? null;
  }

  write(token: string): void {
    this.#draft.write({ token });
  }
}
