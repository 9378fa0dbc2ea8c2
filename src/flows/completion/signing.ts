import * as z from 'zod/mini';
import type { Language } from '../../texts/language.js';

/*
 * The e-signing frame's protocol (docs/decisions/0025-completion-signing.md). The completion shows the
 * signing service's page in an iframe and hands it two addresses on the signing service's own origin,
 * beside the signing page: `return?outcome=signed…` and `return?outcome=cancelled…`. When the
 * customer signs or cancels, the signing page sends the frame there, and that page tells the element
 * with one `postMessage` to the element page's origin. The element accepts a message only when
 * - it comes from the signing origin (`event.origin`),
 * - from the frame it opened (`event.source`),
 * - has exactly this versioned shape, for this case.
 * Everything else is ignored. The message is only a hint: a signed outcome makes the element fetch
 * the case again, and only the service's answer moves the flow to the receipt.
 */

/** The type of the frame's message. */
export const SIGNING_MESSAGE_TYPE = 'salgspant-signing';

/** The message the return and cancel pages post to the element. */
export const signingMessageSchema = z.object({
  type: z.literal(SIGNING_MESSAGE_TYPE),
  version: z.literal(1),
  outcome: z.enum(['signed', 'cancelled']),
  caseId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type SigningMessage = z.infer<typeof signingMessageSchema>;

/** How signing ended, as the frame (or the bank's app) reports it. */
export type SigningOutcome = SigningMessage['outcome'];

/** The frame's address and the one origin its messages may come from. */
export interface SigningFrame {
  src: string;
  origin: string;
}

/**
 * The signing frame of a case: the service's signing URL (resolved against the page) with the return
 * and cancel addresses added. Both point to `return` beside the signing page, on the signing origin,
 * carrying the outcome, the case and the page's origin (where the return page posts its message).
 * Null when the URL is missing or not http(s).
 */
export function signingFrame(
  esigningUrl: string | null,
  caseId: string,
  pageHref: string,
  language: Language = 'nb',
): SigningFrame | null {
  if (!esigningUrl) return null;
  let url: URL;
  try {
    url = new URL(esigningUrl, pageHref);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const page = new URL(pageHref);
  const back = (outcome: SigningOutcome) => {
    const target = new URL('return', url);
    target.search = new URLSearchParams({ outcome, caseId, origin: page.origin }).toString();
    // Same origin as the signing page: a path, which the signing service accepts as its own.
    return `${target.pathname}${target.search}`;
  };
  url.searchParams.set('returnUrl', back('signed'));
  url.searchParams.set('cancelUrl', back('cancelled'));
  // The e-signing in the element's language (decision 0111).
  url.searchParams.set('ui_locales', language);
  return { src: url.href, origin: url.origin };
}

/**
 * The outcome a message reports, or null when it must be ignored: another origin, another window
 * than the frame, another case, or any other shape.
 */
export function readSigningMessage(
  event: Pick<MessageEvent, 'origin' | 'source' | 'data'>,
  expected: { origin: string; source: MessageEventSource | null | undefined; caseId: string },
): SigningOutcome | null {
  if (event.origin !== expected.origin) return null;
  if (!expected.source || event.source !== expected.source) return null;
  const parsed = signingMessageSchema.safeParse(event.data);
  if (!parsed.success || parsed.data.caseId !== expected.caseId) return null;
  return parsed.data.outcome;
}
