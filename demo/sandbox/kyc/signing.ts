import type { Db } from '../store/db.js';

/**
 * One-time references of the tax-signing simulator. GET signing/start used to put the declaration
 * token in the signing page's address; a token in a URL ends up in browser history, server logs and
 * Referer headers. Instead the service issues a random reference that names the declaration and the
 * return path; the signing page takes it, and it is used up by the customer's answer (sign or cancel)
 * or expires after 30 minutes. The references live in the store (`kyc_signing_references`), so any
 * instance of the sandbox serves the page of a reference another one issued.
 */

/** What a signing reference stands for. */
export interface SigningReference {
  token: string;
  returnUrl: string;
}

/** How long a signing reference is valid. */
export const SIGNING_REFERENCE_TTL_MS = 30 * 60 * 1000;

/** A reference: 16 random bytes in hex, nothing that names the declaration. */
function randomReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Issues a reference for a declaration's signing that returns to `returnUrl`; drops expired ones. */
export async function issueSigningReference(db: Db, token: string, returnUrl: string, now: Date): Promise<string> {
  await db.query('DELETE FROM kyc_signing_references WHERE expires_at <= $1', [now]);
  const reference = randomReference();
  await db.query(
    'INSERT INTO kyc_signing_references (reference, token, return_url, expires_at) VALUES ($1, $2, $3, $4)',
    [reference, token, returnUrl, new Date(now.getTime() + SIGNING_REFERENCE_TTL_MS)],
  );
  return reference;
}

/** The reference's declaration and return path, while it is valid (not used up, not expired). */
export async function findSigningReference(
  db: Db,
  reference: string | undefined,
  now: Date,
): Promise<SigningReference | undefined> {
  if (!reference || !/^[0-9a-f]{32}$/.test(reference)) return undefined;
  const [row] = await db.query<{ token: string; return_url: string }>(
    'SELECT token, return_url FROM kyc_signing_references WHERE reference = $1 AND expires_at > $2',
    [reference, now],
  );
  return row ? { token: row.token, returnUrl: row.return_url } : undefined;
}

/** Uses a reference up (the customer signed or cancelled). */
export async function spendSigningReference(db: Db, reference: string): Promise<void> {
  await db.query('DELETE FROM kyc_signing_references WHERE reference = $1', [reference]);
}
