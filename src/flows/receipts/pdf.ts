/** The file name of the loan commitment's PDF (spec 1 §2). */
export const COMMITMENT_PDF_NAME = 'Lånebevis.pdf';

/** The media type the download is given. */
export const PDF_TYPE = 'application/pdf';

const PDF_MAGIC = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * Decodes the base64 PDF of `loanCommitmentFileData`. Whitespace (line-wrapped base64) and the
 * URL-safe alphabet are accepted; anything that is not base64, or does not decode to a PDF (its
 * first bytes are `%PDF-`), gives `null`, so the receipt never offers a broken file.
 */
export function decodePdf(base64: string): Uint8Array<ArrayBuffer> | null {
  const clean = base64.replace(/\s+/g, '').replace(/-/g, '+').replace(/_/g, '/');
  if (clean.length === 0 || !/^[A-Za-z0-9+/]+={0,2}$/.test(clean)) return null;
  let binary: string;
  try {
    binary = atob(clean);
  } catch {
    return null;
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return PDF_MAGIC.every((byte, i) => bytes[i] === byte) ? bytes : null;
}
