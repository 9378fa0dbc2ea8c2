import {
  COMMON_ATTRIBUTES,
  DESIGN_TOKENS,
  type ElementSpec,
  HEADING_LEVEL,
  KYC_SERVICE_URL,
  LANDING_PAGE_PATH,
  LOAN_SERVICE_URL,
} from '../../platform/element-spec.js';
import { ANALYTICS_EVENT_SPEC, LIFECYCLE_EVENT_SPECS, NAVIGATE_EVENT_SPEC } from '../../platform/event-specs.js';

/** The public surface of `<salgspant-completion>`. */
export const completionSpec = {
  tag: 'salgspant-completion',
  className: 'SalgspantCompletionElement',
  summary:
    'The completion of an approved case (spec 1 §2 completion flow): opened with ?id={case number} after the BankID login; the loan and vehicle details with the traffic light, then seven steps opened by number (start, consent to fetch tax data, payment insurance, contact details and consents, the customer declaration, e-signing in a frame, receipt); the receipt of every end state and a salgspant-analytics outcome event.',
  attributes: [
    ...COMMON_ATTRIBUTES,
    LOAN_SERVICE_URL,
    {
      ...KYC_SERVICE_URL,
      description: 'Base path or URL of the customer declaration (KYC) service that step 5 talks to.',
    },
    {
      name: 'application-id',
      property: 'applicationId',
      type: 'string',
      description:
        'The case number to complete when the page address has no `?id=` (the address wins). Without either the element says «Mangler et gyldig saksnummer.».',
    },
    {
      ...LANDING_PAGE_PATH,
      description: 'Outer path of the overview of ongoing applications (the receipts link to it).',
    },
    {
      name: 'enforce-kyc-block',
      property: 'enforceKycBlock',
      type: 'boolean',
      description:
        'The KYC-block toggle (spec 1 §6): with "true" a customer whom GET /kyc reports as blocked gets the KYC-blocked screen in step 5; with "false" the customer answers the declaration.',
      default: 'true',
    },
    {
      ...HEADING_LEVEL,
      description: "Heading level (2–6) of the completion's title; the step titles are one level below.",
    },
  ],
  events: [NAVIGATE_EVENT_SPEC, ANALYTICS_EVENT_SPEC, ...LIFECYCLE_EVENT_SPECS],
  parts: [
    { name: 'completion', description: 'The whole completion.' },
    { name: 'heading', description: 'The title.' },
    { name: 'signing-frame', description: 'The e-signing frame of step 6.' },
  ],
  cssProperties: DESIGN_TOKENS,
  requires: ['bankRegNr'],
} as const satisfies ElementSpec;
