/**
 * The sandbox's schema, one migration per entry, applied in order by `migrate()` on PGlite and on a
 * PostgreSQL server alike. Never edit an applied migration: add a new one.
 */
export const MIGRATIONS: readonly string[] = [
  `
  CREATE TABLE sessions (
    id          text PRIMARY KEY,
    ssn         text NOT NULL,
    csrf_token  text NOT NULL,
    created_at  timestamptz NOT NULL DEFAULT now(),
    expires_at  timestamptz NOT NULL
  );
  CREATE TABLE calculator_cache (
    id           text PRIMARY KEY,
    bank_reg_nr  text NOT NULL,
    body         jsonb NOT NULL,
    created_at   timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE applications (
    id                text PRIMARY KEY,
    bank_reg_nr       text NOT NULL,
    main_ssn          text NOT NULL,
    co_ssn            text,
    status            text NOT NULL,
    loan_type         text NOT NULL,
    loan_product      text NOT NULL,
    submission        jsonb NOT NULL,
    loan_info         jsonb NOT NULL,
    vehicle           jsonb,
    credit_frozen     boolean NOT NULL DEFAULT false,
    traffic_light     text NOT NULL,
    esigning_status   text,
    main_signed       boolean NOT NULL DEFAULT false,
    co_signed         boolean NOT NULL DEFAULT false,
    main_complete     boolean NOT NULL DEFAULT true,
    co_complete       boolean NOT NULL DEFAULT true,
    kyc_answered      boolean NOT NULL DEFAULT false,
    order_insurance   boolean NOT NULL DEFAULT false,
    email             text,
    phone             text,
    co_email          text,
    co_phone          text,
    advisor           boolean NOT NULL DEFAULT false,
    created_at        timestamptz NOT NULL DEFAULT now(),
    updated_at        timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX applications_main_ssn ON applications (main_ssn);
  CREATE INDEX applications_co_ssn ON applications (co_ssn);
  CREATE TABLE consent_answers (
    ssn          text NOT NULL,
    samtykke_id  text NOT NULL,
    svar         text NOT NULL,
    updated_at   timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (ssn, samtykke_id)
  );
  CREATE TABLE sbl_consents (
    ssn           text PRIMARY KEY,
    status        text NOT NULL,
    redirect_url  text NOT NULL,
    updated_at    timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE feature_toggles (
    name     text PRIMARY KEY,
    enabled  boolean NOT NULL
  );
  CREATE TABLE feedback (
    id              serial PRIMARY KEY,
    application_id  text NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
    ssn             text NOT NULL,
    content         text NOT NULL,
    created_at      timestamptz NOT NULL DEFAULT now()
  );
  CREATE TABLE kyc_declarations (
    token        text PRIMARY KEY,
    ssn          text NOT NULL,
    customer     text NOT NULL,
    answers      jsonb NOT NULL DEFAULT '{}'::jsonb,
    case_status  text,
    completed    boolean NOT NULL DEFAULT false,
    created_at   timestamptz NOT NULL DEFAULT now(),
    expires_at   timestamptz NOT NULL
  )
  `,
  // 2: the declaration (KYC) service: what a token is for, its case, and the wizard's log lines.
  `
  ALTER TABLE kyc_declarations
    ADD COLUMN organisation_number  text,
    ADD COLUMN process_type         text NOT NULL DEFAULT 'RENEWAL_PRIVATE',
    ADD COLUMN channel              text,
    ADD COLUMN case_id              text,
    ADD COLUMN completed_at         timestamptz;
  CREATE INDEX kyc_declarations_ssn ON kyc_declarations (ssn);
  CREATE UNIQUE INDEX kyc_declarations_case_id ON kyc_declarations (case_id);
  CREATE TABLE kyc_log (
    id          serial PRIMARY KEY,
    token       text NOT NULL REFERENCES kyc_declarations (token) ON DELETE CASCADE,
    level       text NOT NULL,
    message     text NOT NULL,
    context     jsonb,
    created_at  timestamptz NOT NULL DEFAULT now()
  )
  `,
  // 3: what each process used to hold for itself, so that several instances can serve one store: the
  // tax-signing references, the injected faults and their retry tokens, and the test customers' one
  // simulated failure.
  `
  CREATE TABLE kyc_signing_references (
    reference   text PRIMARY KEY,
    token       text NOT NULL REFERENCES kyc_declarations (token) ON DELETE CASCADE,
    return_url  text NOT NULL,
    expires_at  timestamptz NOT NULL
  );
  CREATE INDEX kyc_signing_references_expires_at ON kyc_signing_references (expires_at);
  CREATE TABLE kyc_failed_once (
    token    text NOT NULL REFERENCES kyc_declarations (token) ON DELETE CASCADE,
    outcome  text NOT NULL,
    PRIMARY KEY (token, outcome)
  );
  CREATE TABLE sandbox_faults (
    id        serial,
    scope     text NOT NULL,
    endpoint  text NOT NULL,
    fault     jsonb NOT NULL,
    times     integer,
    used      integer NOT NULL DEFAULT 0,
    PRIMARY KEY (scope, endpoint)
  );
  CREATE TABLE sandbox_retry_tokens (
    token       text PRIMARY KEY,
    created_at  timestamptz NOT NULL DEFAULT now()
  )
  `,
];
