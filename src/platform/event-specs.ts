import type { EventSpec } from './element-spec.js';

/** `salgspant-navigate`, as the manifest describes it. */
export const NAVIGATE_EVENT_SPEC = {
  name: 'salgspant-navigate',
  type: 'CustomEvent<SalgspantNavigateDetail>',
  description:
    'Cancelable; bubbles and is composed. The element wants the browser to go to `detail.href`. Unless a listener calls `preventDefault()`, `location` is set to it; single-page hosts and native apps cancel it and route themselves.',
} as const satisfies EventSpec;

/** `salgspant-analytics`, as the manifest describes it. */
export const ANALYTICS_EVENT_SPEC = {
  name: 'salgspant-analytics',
  type: 'CustomEvent<SalgspantAnalyticsDetail>',
  description:
    'Bubbles and is composed; not cancelable. An outcome for the host\'s own analytics tool (the library loads no third-party script): `detail.event` is `completion-outcome`, sent once per case and status when a receipt is shown, with `status`, `loanType`, `loanProduct`, `profitability` ("0"–"3") and `receipt` (the receipt kind).',
} as const satisfies EventSpec;

/** `salgspant-ready`, as the manifest describes it. */
export const READY_EVENT_SPEC = {
  name: 'salgspant-ready',
  type: 'CustomEvent<SalgspantReadyDetail>',
  description:
    'Bubbles and is composed; not cancelable. Once per connection, when the element has rendered its first view: `detail.tag` and `detail.version`.',
} as const satisfies EventSpec;

/** `salgspant-error`, as the manifest describes it. */
export const ERROR_EVENT_SPEC = {
  name: 'salgspant-error',
  type: 'CustomEvent<SalgspantErrorDetail>',
  description:
    "Bubbles and is composed; not cancelable. The element met an error: `detail.code` (the service's error name, or `INTEGRATION_…` for an integration mistake: a `service-url` that is not the service, an origin the bank has not admitted, no `bank-reg-nr`), `detail.rcid` (the correlation id when the bank answered) and `detail.shown` (whether the customer was shown a screen for it).",
} as const satisfies EventSpec;

/** The events every element sends. */
export const LIFECYCLE_EVENT_SPECS = [READY_EVENT_SPEC, ERROR_EVENT_SPEC] as const;

/** `salgspant-change`, as the manifest describes it. */
export const CHANGE_EVENT_SPEC = {
  name: 'salgspant-change',
  type: 'CustomEvent<SalgspantQuoteDetail>',
  description:
    "Bubbles and is composed; not cancelable. The calculator shows new figures: loan type, product, price, equity, `loanAmount`, `monthlyCost`, `effectiveRate` (per cent), `period` (months) and the dealer's `partnerId`. Sent once per new set of valid figures.",
} as const satisfies EventSpec;

/** `salgspant-submit`, as the manifest describes it. */
export const SUBMIT_EVENT_SPEC = {
  name: 'salgspant-submit',
  type: 'CustomEvent<SalgspantQuoteDetail>',
  description:
    'Cancelable; bubbles and is composed. «Søk om lån» was pressed with valid figures (the detail of `salgspant-change`), before anything is stored and before any navigation. `preventDefault()` stops the submission (the host handles the lead itself).',
} as const satisfies EventSpec;
