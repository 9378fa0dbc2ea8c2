import type { KycServiceClient } from '../../api/kyc-client.js';
import type { ServiceError } from '../../api/service-error.js';
import type { FormResponse } from '../../schemas/kyc.js';
import type { KycCompleteDetail } from './kyc-declaration.events.js';
import type { KycTokenProvider } from './kyc-declaration.token.js';

/** Where the form stands (spec 2 §4 "Form fetch: loaded or error; reset clears it"). */
export type FormState =
  | { status: 'loading' }
  | { status: 'no-token' }
  | { status: 'failed'; error: ServiceError }
  | { status: 'ready'; form: FormResponse };

/** The declaration's outcome (spec 2 §4 "Completion: in progress, completed … or failed"). */
export type Outcome =
  | { status: 'open' }
  | { status: 'completing' }
  /** Done; `result` is null when the declaration was already completed before this visit. */
  | { status: 'done'; result: KycCompleteDetail | null }
  | { status: 'failed'; error: ServiceError | null };

/** How the declaration runs. */
export interface KycDeclarationModelOptions {
  client: KycServiceClient;
  /** The declaration token (attribute or page); wins over the provider. */
  token?: string | undefined;
  tokenProvider?: KycTokenProvider | undefined;
  /** The `kycContext` query of the form call. */
  kycContext: string;
  /** Target of the navigation events. */
  host: EventTarget;
  /** Called once when the declaration is completed. */
  onComplete?: ((detail: KycCompleteDetail) => void) | undefined;
  /** Where «Tilbake til oppgavelisten» goes after a failed completion; without it «Prøv igjen». */
  failureUrl?: string | undefined;
  /** Where «Tilbake til oppgavelisten» goes on the done screen; without it «Gå videre». */
  redirectUrl?: string | undefined;
  storage?: Storage | undefined;
  /** The page's address (the signing comes back to it) and where the declaration's links go (default: the page's). */
  location?: Pick<Location, 'pathname' | 'search' | 'hash' | 'assign'> | undefined;
  /** The clock of the kept section and drafts, in milliseconds (default: `Date.now`). */
  now?: (() => number) | undefined;
  /** Code to fetch while the form loads (the HTML sanitiser); a failure is not the model's concern. */
  preload?: (() => Promise<unknown>) | undefined;
}
