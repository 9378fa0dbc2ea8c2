/**
 * The events the elements emit. Every name is prefixed, every event bubbles and crosses shadow roots
 * (`composed`), and every detail is typed here and in `GlobalEventHandlersEventMap`.
 */

/** Detail of `salgspant-navigate`: where the element wants the browser to go. */
export interface SalgspantNavigateDetail {
  /** The full address: the outer path plus, for an inner route, `#` and the route. */
  href: string;
  /** The outer path of the bank's website, e.g. `/lane/salgspant`. */
  path: string;
  /** The inner hash route, e.g. `/calculator/car`, or `null` for a plain page. */
  route: string | null;
  /** The tracking name of the link or button that asked for the navigation, when it has one. */
  trackingName?: string;
  /**
   * Set when the calculator on a partner's page hands the customer over to the bank's site: where the
   * address opens, `_top` (the top window, default), `_blank` (a new tab) or `_self` (the attribute `target`).
   */
  target?: '_top' | '_blank' | '_self';
}

/**
 * Cancelable. Its default action sets `location` to `detail.href`. A single-page host or a native app
 * cancels it with `preventDefault()` and routes by itself.
 */
export type SalgspantNavigateEvent = CustomEvent<SalgspantNavigateDetail>;

/**
 * Detail of `salgspant-analytics`: an outcome a host may forward to its own analytics tool (the library
 * loads no third-party script; spec 1 §4 "Outcome analytics are recorded per status"; decision 0026).
 * `<salgspant-completion>` sends `completion-outcome` once per case and status when a receipt is shown;
 * `<salgspant-application>` sends `application-outcome` once per send, with the status the bank
 * answered (decision 0050).
 */
export interface SalgspantAnalyticsDetail {
  /** `completion-outcome`: the completion reached an end state (a receipt); `application-outcome`: the application was sent. */
  event: 'completion-outcome' | 'application-outcome';
  /** The case's status then, e.g. `DOCUMENTS_COMPLETE`. */
  status: 'APPROVED' | 'CONTROL' | 'REJECTED' | 'DOCUMENTS_SENT' | 'NEW_CASE' | 'DOCUMENTS_COMPLETE';
  /** `VEHICLE_LOAN` or `LOAN_COMMITMENT` (null when the case has no loan info). */
  loanType: 'VEHICLE_LOAN' | 'LOAN_COMMITMENT' | null;
  /** The loan product's server code, e.g. `CAR`. */
  loanProduct: string | null;
  /** The service's profitability band, "0" to "3", used only for analytics (spec 1 §3). */
  profitability: '0' | '1' | '2' | '3' | null;
  /** The receipt shown, e.g. `loan-approved`, `co-signature-missing`, `control` (null for `application-outcome`). */
  receipt: string | null;
  /** The dealer's partner id the calculation came with (`application-outcome`; null without one). */
  partnerId?: string | null;
}

/** Detail of `salgspant-ready`: the element has rendered its first view. */
export interface SalgspantReadyDetail {
  /** The element's tag, e.g. `salgspant-calculator`. */
  tag: string;
  /** The library's version. */
  version: string;
}

/** The calculator's figures, in `salgspant-change` and `salgspant-submit`. */
export interface SalgspantQuoteDetail {
  /** `VEHICLE_LOAN` or `LOAN_COMMITMENT`. */
  loanType: 'VEHICLE_LOAN' | 'LOAN_COMMITMENT';
  /** The product, e.g. `car`. */
  product: string;
  /** The price and the equity, in whole kroner. */
  vehiclePrice: number;
  equity: number;
  /** The loan amount without fees (price − equity), in kroner. */
  loanAmount: number;
  /** The monthly cost, in kroner (rounded as shown). */
  monthlyCost: number;
  /** The effective annual rate, in per cent (two decimals). */
  effectiveRate: number;
  /** The repayment period, in months. */
  period: number;
  /** The dealer's partner id (`partner-id`), if any. */
  partnerId: string | null;
}

/**
 * Detail of `salgspant-error`: the element met an error. `shown` says whether the customer was shown
 * a screen or message for it (false: an integration mistake reported to the console only).
 */
export interface SalgspantErrorDetail {
  /** The error code, e.g. `NETTVERKSFEIL`, `NOT_FOUND`, `INTEGRATION_NO_ANSWER`. */
  code: string;
  /** The request's correlation id (RCID) when the bank's service answered, else null. */
  rcid: string | null;
  /** Whether the customer was shown a screen or message for it. */
  shown: boolean;
}

/** `salgspant-analytics`: not cancelable; see {@link SalgspantAnalyticsDetail}. */
export type SalgspantAnalyticsEvent = CustomEvent<SalgspantAnalyticsDetail>;

/** Every event of the library by name, with its detail. */
export interface SalgspantEventDetailMap {
  'salgspant-navigate': SalgspantNavigateDetail;
  'salgspant-analytics': SalgspantAnalyticsDetail;
  'salgspant-ready': SalgspantReadyDetail;
  'salgspant-change': SalgspantQuoteDetail;
  'salgspant-submit': SalgspantQuoteDetail;
  'salgspant-error': SalgspantErrorDetail;
}

/** The name of an event of the library. */
export type SalgspantEventName = keyof SalgspantEventDetailMap;

declare global {
  interface GlobalEventHandlersEventMap {
    'salgspant-navigate': SalgspantNavigateEvent;
    'salgspant-analytics': SalgspantAnalyticsEvent;
    'salgspant-ready': CustomEvent<SalgspantReadyDetail>;
    'salgspant-change': CustomEvent<SalgspantQuoteDetail>;
    'salgspant-submit': CustomEvent<SalgspantQuoteDetail>;
    'salgspant-error': CustomEvent<SalgspantErrorDetail>;
  }
}

/**
 * Dispatches one of the library's events from `target` (bubbling, composed). Returns `false` when a
 * listener cancelled a cancelable event.
 */
export function emit<K extends SalgspantEventName>(
  target: EventTarget,
  name: K,
  detail: SalgspantEventDetailMap[K],
  options: { cancelable?: boolean } = {},
): boolean {
  return target.dispatchEvent(
    new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options.cancelable ?? false }),
  );
}

/** The part of `Location` that navigation uses (a seam for hosts and tests). */
export type Navigator = Pick<Location, 'assign'>;

/**
 * Asks to navigate: emits the cancelable `salgspant-navigate` event and, unless a listener cancels it,
 * sets the location. Returns whether the navigation went ahead. An element the host has taken off the
 * page (an SPA's route change) asks nothing: its event would reach no listener of the host's, so a late
 * answer of a request it started (a 401 sending it to the login) would take the page away (decision 0070).
 */
export function navigate(
  target: EventTarget,
  detail: SalgspantNavigateDetail,
  location: Navigator = globalThis.location,
): boolean {
  if ((target as Partial<Node>).isConnected === false) return false;
  const proceed = emit(target, 'salgspant-navigate', detail, { cancelable: true });
  if (proceed) location.assign(detail.href);
  return proceed;
}

/**
 * Whether a click on a link should be left to the browser: a modified or non-primary click opens a new
 * tab or window, and the page must not be navigated in place.
 */
export function isModifiedClick(
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean {
  return event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
}
