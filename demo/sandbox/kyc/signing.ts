/**
 * One-time references of the tax-signing simulator. GET signing/start used to put the declaration
 * token in the signing page's address; a token in a URL ends up in browser history, server logs and
 * Referer headers. Instead the service issues a random reference that names the declaration and the
 * return path; the signing page takes it, and it is used up by the customer's answer (sign or cancel)
 * or expires after 30 minutes.
 */

/** What a signing reference stands for. */
export interface SigningReference {
  token: string;
  returnUrl: string;
  expires: number;
}

/** How long a signing reference is valid. */
export const SIGNING_REFERENCE_TTL_MS = 30 * 60 * 1000;

const references = new Map<string, SigningReference>();

function randomReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** Issues a reference for a declaration's signing that returns to `returnUrl`. */
export function issueSigningReference(token: string, returnUrl: string, now: number): string {
  for (const [key, value] of references) if (value.expires <= now) references.delete(key);
  const reference = randomReference();
  references.set(reference, { token, returnUrl, expires: now + SIGNING_REFERENCE_TTL_MS });
  return reference;
}

/** The reference's declaration and return path, while it is valid (not used up, not expired). */
export function findSigningReference(reference: string | undefined, now: number): SigningReference | undefined {
  if (!reference) return undefined;
  const found = references.get(reference);
  if (!found) return undefined;
  if (found.expires <= now) {
    references.delete(reference);
    return undefined;
  }
  return found;
}

/** Uses a reference up (the customer signed or cancelled). */
export function spendSigningReference(reference: string): void {
  references.delete(reference);
}
