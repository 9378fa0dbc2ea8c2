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
