import type { EventSpec } from './element-spec.js';

/** `salgspant-navigate`, as the manifest describes it. */
export const NAVIGATE_EVENT_SPEC = {
  name: 'salgspant-navigate',
  type: 'CustomEvent<SalgspantNavigateDetail>',
  description:
    'Cancelable; bubbles and is composed. The element wants the browser to go to `detail.href`. Unless a listener calls `preventDefault()`, `location` is set to it; single-page hosts and native apps cancel it and route themselves.',
} as const satisfies EventSpec;
