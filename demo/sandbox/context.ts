import type { Context } from 'hono';
import type { TestPerson } from './seed/persons.js';
import type { Db } from './store/db.js';
import type { Faults } from './faults.js';
import type { Declaration } from './kyc/store.js';

/** A logged-in sandbox session. */
export interface Session {
  id: string;
  ssn: string;
  csrfToken: string;
  person: TestPerson;
}

/** The sandbox's Hono environment: per-request variables. */
export interface SandboxEnv {
  Variables: {
    /** Request correlation id, also sent as `X-Correlation-Id`. */
    rcid: string;
    /** The session of the request's cookie, when valid. */
    session: Session | null;
    /**
     * The declaration of the request's `X-KYC-Token`; set by the KYC service's token check, so only
     * its routes behind that check may read it.
     */
    kyc: Declaration;
    /** The language tag negotiated for the request (see language.ts; read it with `languageOf`). */
    language: string;
    /** Whether the response's body depends on the language (set by `languageOf`). */
    speaks: boolean;
  };
}

export type SandboxContext = Context<SandboxEnv>;

/** What every part of the sandbox shares. */
export interface SandboxDeps {
  db: Db;
  faults: Faults;
  /** The current time (tests pin it). */
  now: () => Date;
  /** Origins other than the sandbox's own that may call the loan service (dealer sites). */
  allowedOrigins: readonly string[];
  /**
   * The origin the e-signing simulator is served from (`demo/signing.ts`), as a real signing provider
   * is on its own; empty: the sandbox's own origin. $SANDBOX_SIGNING_ORIGIN, or (one instance, nothing
   * configured) set by `demo/server.ts` once the simulator's server listens.
   */
  signingOrigin: string;
  /**
   * The origin browsers reach the sandbox at, e.g. a load balancer's ($SANDBOX_PUBLIC_ORIGIN); empty:
   * each request's own origin, as when the sandbox is reached directly (see origins.ts).
   */
  publicOrigin: string;
  /**
   * The origin of the tax authority's consent portal the services send the customer to
   * ($SANDBOX_TAX_PORTAL_ORIGIN); empty: the simulator's path on the page's own origin.
   */
  taxPortalOrigin: string;
}
