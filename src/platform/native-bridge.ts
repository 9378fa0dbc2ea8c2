/**
 * The native app bridge (spec 1 §1; decisions 0027, 0075). When the elements run inside the bank's mobile app
 * web view, the app injects an interface the page posts messages to, and answers by posting window
 * `message` events back. Three hosts are recognised, by the names the app team injects:
 *
 * - iOS (WKWebView): `window.webkit.messageHandlers.salgspant.postMessage(json)`
 * - Android (WebView `addJavascriptInterface`): `window.SalgspantAndroid.postMessage(json)`
 * - React Native (react-native-webview): `window.ReactNativeWebView.postMessage(json)`
 *
 * Every message to the app is one JSON string of the versioned shape {@link BridgeRequest}. The app
 * answers `startSigning` and `startConsent` with a {@link BridgeReply}; `openBrowser` has no answer.
 * An answer is accepted only when it is a well-formed version-1 reply to a pending request of the same
 * kind, sent by the page itself or by the app (origin `''` or the page's own origin; source `null` or
 * this window). Everything else is ignored silently.
 *
 * Without a bridge each action returns `null` (or `false`) and the caller does the in-page action.
 */
import * as z from 'zod/mini';

/** The version of the message format this page speaks. */
export const BRIDGE_VERSION = 1;

/** The name of the iOS script message handler (`webkit.messageHandlers.<name>`). */
export const IOS_HANDLER = 'salgspant';
/** The name of the object the Android app injects with `addJavascriptInterface`. */
export const ANDROID_INTERFACE = 'SalgspantAndroid';
/** The object react-native-webview injects. */
export const REACT_NATIVE_INTERFACE = 'ReactNativeWebView';

/** Which app hosts the page. */
export type NativeHostKind = 'ios' | 'android' | 'react-native';

/** A detected app host: its kind, and how a message (one JSON string) reaches it. */
export interface NativeHost {
  readonly kind: NativeHostKind;
  post(message: string): void;
}

/** The kinds of request the page sends. */
export type BridgeRequestType = 'openBrowser' | 'startSigning' | 'startConsent';

/** A message to the app (sent as a JSON string). */
export interface BridgeRequest {
  v: typeof BRIDGE_VERSION;
  type: BridgeRequestType;
  /** Unique per request; the app's answer carries it back. */
  id: string;
  /** An absolute https address, or one of the page's own origin. */
  url: string;
}

/** The app's answer to `startSigning`. */
export interface SigningReply {
  v: typeof BRIDGE_VERSION;
  type: 'signingResult';
  id: string;
  result: 'signed' | 'cancelled';
}

/** The app's answer to `startConsent`: the path the tax portal returned to, `result/…`. */
export interface ConsentReply {
  v: typeof BRIDGE_VERSION;
  type: 'consentResult';
  id: string;
  result: string;
}

/** A message from the app. */
export type BridgeReply = SigningReply | ConsentReply;

const idSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{8,64}$/));

/** The schema every incoming message must pass (a JSON string of it, or the object itself). */
export const bridgeReplySchema = z.discriminatedUnion('type', [
  z.object({
    v: z.literal(BRIDGE_VERSION),
    type: z.literal('signingResult'),
    id: idSchema,
    result: z.enum(['signed', 'cancelled']),
  }),
  z.object({
    v: z.literal(BRIDGE_VERSION),
    type: z.literal('consentResult'),
    id: idSchema,
    // `result/` and a path of plain URL characters, never a whole address.
    result: z.string().check(z.maxLength(500), z.regex(/^result\/[A-Za-z0-9._~!$&'()*+,;=:@%/?#-]*$/)),
  }),
]);

interface WebkitWindow {
  webkit?: { messageHandlers?: Record<string, { postMessage?: unknown } | undefined> };
}
type InterfaceWindow = Record<string, { postMessage?: unknown } | undefined>;

/** The `postMessage` of an injected object, bound, or null. */
function poster(target: { postMessage?: unknown } | undefined): ((message: string) => void) | null {
  const post = target?.postMessage;
  if (typeof post !== 'function') return null;
  return (message) => {
    Reflect.apply(post, target, [message]);
  };
}

/**
 * The app hosting this page, or null in an ordinary browser. iOS first, then Android, then React
 * Native (an app injects one of them).
 */
export function detectNativeBridge(
  win: Window | undefined = typeof window === 'undefined' ? undefined : window,
): NativeHost | null {
  if (!win) return null;
  try {
    const ios = poster((win as unknown as WebkitWindow).webkit?.messageHandlers?.[IOS_HANDLER]);
    if (ios) return { kind: 'ios', post: ios };
    const android = poster((win as unknown as InterfaceWindow)[ANDROID_INTERFACE]);
    if (android) return { kind: 'android', post: android };
    const native = poster((win as unknown as InterfaceWindow)[REACT_NATIVE_INTERFACE]);
    if (native) return { kind: 'react-native', post: native };
  } catch {
    // A hostile getter: no bridge.
  }
  return null;
}

/**
 * The address as absolute, when it may go to the app: https, the page's own origin, or the signing
 * service's origin when the caller names it (`startSigning`'s `origin`: the origin of the signing frame
 * the loan service gave, which the page would show anyway; the demo's signing simulator is plain http on
 * another port, decision 0047). A named plain-http origin only on a plain-http page: an https page
 * could not frame it either (mixed content). Any other http origin, another port of the page's host
 * included, is refused (decision 0075). `page`: the page's address (tests give another).
 * @internal
 */
export function allowedUrl(url: string, knownOrigin?: string, page = globalThis.location.href): string | null {
  try {
    const here = new URL(page);
    const absolute = new URL(url, here);
    const named = absolute.origin === knownOrigin && here.protocol === 'http:';
    if (absolute.protocol === 'https:' || absolute.origin === here.origin || named) return absolute.href;
  } catch {
    // not an address
  }
  return null;
}

function newId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

interface Pending {
  id: string;
  reply: BridgeReply['type'];
  settle: (reply: BridgeReply) => void;
  fail: (reason: Error) => void;
}

/** The one pending request of each answered kind. */
const pending = new Map<'startSigning' | 'startConsent', Pending>();
let listening = false;

/** Accepts a `message` event only from the page itself or the app (decision 0027). */
function fromApp(event: MessageEvent): boolean {
  const ownOrigin = event.origin === '' || event.origin === globalThis.location.origin;
  const ownSource = event.source === null || event.source === globalThis.window;
  return ownOrigin && ownSource;
}

function parse(data: unknown): BridgeReply | null {
  let value = data;
  if (typeof data === 'string') {
    if (data.length > 2000) return null;
    try {
      value = JSON.parse(data);
    } catch {
      return null;
    }
  }
  const result = bridgeReplySchema.safeParse(value);
  return result.success ? result.data : null;
}

function onMessage(event: MessageEvent): void {
  if (!fromApp(event)) return;
  const reply = parse(event.data);
  if (!reply) return;
  for (const [type, request] of pending) {
    if (request.id === reply.id && request.reply === reply.type) {
      pending.delete(type);
      request.settle(reply);
      break;
    }
  }
  stopListeningWhenIdle();
}

function stopListeningWhenIdle(): void {
  if (pending.size > 0 || !listening) return;
  globalThis.removeEventListener('message', onMessage);
  listening = false;
}

/** Builds the message, or null when the address may not go to the app. */
function request(type: BridgeRequestType, url: string, knownOrigin?: string): BridgeRequest | null {
  const absolute = allowedUrl(url, knownOrigin);
  return absolute ? { v: BRIDGE_VERSION, type, id: newId(), url: absolute } : null;
}

const abortReason = (signal: AbortSignal): Error =>
  signal.reason instanceof Error ? signal.reason : new DOMException('The operation was aborted.', 'AbortError');

/**
 * Sends a request that the app answers, and waits for the answer. A second request of the same kind
 * replaces the first (whose promise rejects with an `AbortError`); aborting rejects with the signal's
 * reason and forgets the request (a late answer is then ignored).
 */
function ask<T>(
  host: NativeHost,
  type: 'startSigning' | 'startConsent',
  url: string,
  signal: AbortSignal | undefined,
  read: (reply: BridgeReply) => T,
  knownOrigin?: string,
): Promise<T> {
  const message = request(type, url, knownOrigin);
  if (!message) return Promise.reject(new TypeError('The address may not be sent to the app.'));
  if (signal?.aborted) return Promise.reject(abortReason(signal));
  pending.get(type)?.fail(new DOMException('Replaced by a newer request.', 'AbortError'));
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => {
      if (pending.get(type)?.id === message.id) pending.delete(type);
      stopListeningWhenIdle();
      if (signal) reject(abortReason(signal));
    };
    const done = () => signal?.removeEventListener('abort', onAbort);
    pending.set(type, {
      id: message.id,
      reply: type === 'startSigning' ? 'signingResult' : 'consentResult',
      settle: (reply) => {
        done();
        resolve(read(reply));
      },
      fail: (reason) => {
        done();
        if (pending.get(type)?.id === message.id) pending.delete(type);
        reject(reason);
      },
    });
    signal?.addEventListener('abort', onAbort, { once: true });
    if (!listening) {
      globalThis.addEventListener('message', onMessage);
      listening = true;
    }
    try {
      host.post(JSON.stringify(message));
    } catch (error) {
      pending.get(type)?.fail(error instanceof Error ? error : new Error(String(error)));
      stopListeningWhenIdle();
    }
  });
}

/**
 * Asks the app to run the e-signing (its own signing view). Resolves with `'signed'` or
 * `'cancelled'`; null without a bridge (the page then shows the signing in its frame). `origin`: the
 * signing service's origin as the loan service gave it (the frame's), which may then be plain http.
 */
export function startSigning(
  url: string,
  options: { signal?: AbortSignal; origin?: string } = {},
): Promise<'signed' | 'cancelled'> | null {
  const host = detectNativeBridge();
  if (!host) return null;
  return ask(
    host,
    'startSigning',
    url,
    options.signal,
    (reply) => (reply.type === 'signingResult' ? reply.result : 'cancelled'),
    options.origin,
  );
}

/**
 * Asks the app to open the tax authority's consent portal. Resolves with the path the portal returned
 * to (`result/…`; one containing `/error` is a failure, otherwise the caller fetches the consent
 * again); null without a bridge (the page then goes to the portal in the same window).
 */
export function startConsent(url: string, options: { signal?: AbortSignal } = {}): Promise<{ result: string }> | null {
  const host = detectNativeBridge();
  if (!host) return null;
  return ask(host, 'startConsent', url, options.signal, (reply) => ({ result: reply.result }));
}

/**
 * Asks the app to open an address outside the bank's flow (a PDF, terms) in the phone's browser.
 * False without a bridge, or when the address may not be sent (the caller then opens it in the page).
 */
export function openBrowser(url: string): boolean {
  const host = detectNativeBridge();
  if (!host) return false;
  const message = request('openBrowser', url);
  if (!message) return false;
  try {
    host.post(JSON.stringify(message));
    return true;
  } catch {
    return false;
  }
}
