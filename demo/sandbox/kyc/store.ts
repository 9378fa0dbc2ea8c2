import type { Channel, CompletionResultStatus, ProcessType } from '../../../src/schemas/kyc.js';
import type { SandboxDeps } from '../context.js';
import type { Db } from '../store/db.js';

/*
 * The declarations of the sandbox's KYC service, one row per token in `kyc_declarations`: who it is
 * for, the process, the saved answers (one jsonb entry per section) and the completion.
 */

/** How long a declaration token lives (the wizard's keep-alive stops after 4 h as well, spec 2 §9). */
export const TOKEN_HOURS = 4;

export type CustomerType = 'PRIVATE' | 'CORPORATE';

/** Process types of corporate customers; the others are private. */
export const CORPORATE_PROCESS_TYPES: ReadonlySet<ProcessType> = new Set([
  'BECOME_CORPORATE_CUSTOMER',
  'RENEWAL_CORPORATE',
  'RENEWAL_TAX_CORPORATE',
]);

/** The customer type a process type is for. */
export function customerTypeOf(processType: ProcessType): CustomerType {
  return CORPORATE_PROCESS_TYPES.has(processType) ? 'CORPORATE' : 'PRIVATE';
}

/**
 * The saved answers of a declaration, by key: a section type for the sections that occur once, and
 * `DYNAMIC_QUESTIONS:{index}` for dynamic sections. Values are the validated request bodies.
 */
export type Answers = Record<string, unknown>;

/** A declaration, as the routes see it. */
export interface Declaration {
  token: string;
  ssn: string;
  customer: CustomerType;
  organisationNumber: string | null;
  processType: ProcessType;
  channel: Channel;
  caseId: string;
  answers: Answers;
  caseStatus: CompletionResultStatus | null;
  completed: boolean;
  createdAt: Date;
  expiresAt: Date;
}

interface Row {
  token: string;
  ssn: string;
  customer: CustomerType;
  organisation_number: string | null;
  process_type: ProcessType;
  channel: Channel | null;
  case_id: string;
  answers: Answers;
  case_status: CompletionResultStatus | null;
  completed: boolean;
  created_at: Date | string;
  expires_at: Date | string;
}

const toDeclaration = (row: Row): Declaration => ({
  token: row.token,
  ssn: row.ssn,
  customer: row.customer,
  organisationNumber: row.organisation_number,
  processType: row.process_type,
  channel: row.channel ?? 'NETTBANK',
  caseId: row.case_id,
  answers: row.answers,
  caseStatus: row.case_status,
  completed: row.completed,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
});

/** An opaque random token (32 random bytes, base64url): it says nothing about whom it is for. */
function randomToken(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}

/** A case number of the declaration, 'KYC-' and eight digits. */
function newCaseId(): string {
  const [random = 0] = crypto.getRandomValues(new Uint32Array(1));
  const n = random % 100_000_000;
  return `KYC-${String(n).padStart(8, '0')}`;
}

/** What a new declaration is for. */
export interface NewDeclaration {
  ssn: string;
  customer: CustomerType;
  organisationNumber: string | null;
  processType: ProcessType;
  channel?: Channel;
}

/** Starts a declaration and returns its token, valid for TOKEN_HOURS. */
export async function createDeclaration(deps: SandboxDeps, input: NewDeclaration): Promise<string> {
  const token = randomToken();
  const now = deps.now();
  const expires = new Date(now.getTime() + TOKEN_HOURS * 3_600_000);
  for (let attempt = 0; ; attempt += 1) {
    try {
      await deps.db.query(
        `INSERT INTO kyc_declarations (token, ssn, customer, organisation_number, process_type, channel, case_id, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          token,
          input.ssn,
          input.customer,
          input.organisationNumber,
          input.processType,
          input.channel ?? 'NETTBANK',
          newCaseId(),
          now,
          expires,
        ],
      );
      return token;
    } catch (error) {
      // A clash of case numbers (one in 10^8): draw another.
      if (attempt >= 3) throw error;
    }
  }
}

/** The declaration of a token while it is valid; undefined for an unknown or expired token. */
export async function findDeclaration(deps: SandboxDeps, token: string): Promise<Declaration | undefined> {
  if (token.length === 0 || token.length > 200) return undefined;
  const [row] = await deps.db.query<Row>('SELECT * FROM kyc_declarations WHERE token = $1 AND expires_at > $2', [
    token,
    deps.now(),
  ]);
  return row ? toDeclaration(row) : undefined;
}

/** Saves one section's answer (replacing an earlier one) and returns the declaration's answers. */
export async function saveAnswer(db: Db, token: string, key: string, value: unknown): Promise<Answers> {
  const [row] = await db.query<{ answers: Answers }>(
    `UPDATE kyc_declarations SET answers = answers || jsonb_build_object($2::text, $3::jsonb)
     WHERE token = $1 RETURNING answers`,
    [token, key, JSON.stringify(value)],
  );
  return row?.answers ?? {};
}

/**
 * Completes a declaration once: the first call stores the status and returns it; a later (or
 * concurrent) call gets the status stored by the first.
 */
export async function completeOnce(
  db: Db,
  token: string,
  status: CompletionResultStatus,
  now: Date,
): Promise<CompletionResultStatus> {
  const [updated] = await db.query<{ case_status: CompletionResultStatus }>(
    `UPDATE kyc_declarations SET completed = true, case_status = $2, completed_at = $3
     WHERE token = $1 AND completed = false RETURNING case_status`,
    [token, status, now],
  );
  if (updated) return updated.case_status;
  const [row] = await db.query<{ case_status: CompletionResultStatus }>(
    'SELECT case_status FROM kyc_declarations WHERE token = $1',
    [token],
  );
  return row?.case_status ?? status;
}

/** Stores a line of the wizard's log (POST kyc/log). */
export async function appendLog(
  db: Db,
  token: string,
  entry: { level: string; message: string; context?: unknown },
): Promise<void> {
  await db.query('INSERT INTO kyc_log (token, level, message, context) VALUES ($1, $2, $3, $4)', [
    token,
    entry.level,
    entry.message,
    entry.context === undefined ? null : JSON.stringify(entry.context),
  ]);
}
