/**
 * The element's side of the reserved space (`reserve.ts`, decision 0094): from its construction the
 * shadow root adopts a sheet that gives the host its first view's height, so nothing below moves between
 * the page's `:not(:defined)` rule and the first view. The sheet goes once the content is that tall
 * (the first view has come) or the customer presses a key or a pointer in the element (a change of size
 * then answers the customer, which layout-shift scores leave out).
 */
import { hostReservationCss, type Reservation } from './reserve.js';

const sheets = new Map<readonly Reservation[], CSSStyleSheet>();
const held = new WeakMap<ShadowRoot, CSSStyleSheet>();

/** Adopts the reservation sheet of an element class into a new instance's shadow root. */
export function reserveSpace(root: ShadowRoot, reservations: readonly Reservation[] | undefined): void {
  if (!reservations?.length) return;
  let sheet = sheets.get(reservations);
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(hostReservationCss(reservations));
    sheets.set(reservations, sheet);
  }
  held.set(root, sheet);
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
}

/** Pixels the content may fall short of the reservation and still count as there (rounding, borders). */
const TOLERANCE_PX = 2;

/**
 * Gives up the reserved height once `content` (the element's rendered root) is as tall, or on the
 * customer's first key or pointer press in the element. Returns the clean-up.
 */
export function releaseWhenSettled(host: HTMLElement, content: HTMLElement): () => void {
  const root = host.shadowRoot;
  const sheet = root ? held.get(root) : undefined;
  if (!root || !sheet) return () => undefined;
  const view = host.ownerDocument.defaultView;
  let observer: ResizeObserver | undefined;
  const stop = () => {
    observer?.disconnect();
    host.removeEventListener('pointerdown', release, true);
    host.removeEventListener('keydown', release, true);
  };
  function release() {
    stop();
    if (!root) return;
    held.delete(root);
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  }
  const check = () => {
    const reserved = Number.parseFloat(view?.getComputedStyle(host).minHeight ?? '') || 0;
    if (content.getBoundingClientRect().height >= reserved - TOLERANCE_PX) release();
  };
  host.addEventListener('pointerdown', release, true);
  host.addEventListener('keydown', release, true);
  if (view && 'ResizeObserver' in view) {
    observer = new view.ResizeObserver(check);
    observer.observe(content);
  } else {
    check();
  }
  return stop;
}
