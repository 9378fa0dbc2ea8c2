import {
  APPLICATION_PATH,
  CALCULATOR_PATH,
  COMMON_ATTRIBUTES,
  DESIGN_TOKENS,
  type ElementSpec,
  HEADING_LEVEL,
  KYC_SERVICE_URL,
  LOAN_SERVICE_URL,
} from '../../platform/element-spec.js';
import { ANALYTICS_EVENT_SPEC, LIFECYCLE_EVENT_SPECS, NAVIGATE_EVENT_SPEC } from '../../platform/event-specs.js';

/** The public surface of `<salgspant-application>`. */
export const applicationSpec = {
  tag: 'salgspant-application',
  className: 'SalgspantApplicationElement',
  summary:
    "The application for a vehicle loan or a loan commitment (spec 1 §2): opened from the calculator with its cacheId, after the BankID login; five steps in an accordion (the loan, the consent to fetch tax data, the applicants, the customer declaration, review and send); after sending, the completion, the receipt or the error the bank's answer leads to.",
  attributes: [
    ...COMMON_ATTRIBUTES,
    LOAN_SERVICE_URL,
    {
      ...KYC_SERVICE_URL,
      description: 'Base path or URL of the customer declaration (KYC) service that step 4 talks to.',
    },
    {
      ...CALCULATOR_PATH,
      description: 'Outer path of the calculator page («Forrige» in step 1 goes back to its product route).',
    },
    {
      ...APPLICATION_PATH,
      description: 'Outer path of this page: the receipt route (`#/application/receipt`) is on it.',
    },
    {
      name: 'enforce-kyc-block',
      property: 'enforceKycBlock',
      type: 'boolean',
      description:
        'The KYC-block toggle (spec 1 §6): with "true" a customer whom GET /kyc reports as blocked gets the KYC-blocked screen in step 4; with "false" the customer answers the declaration.',
      default: 'true',
    },
    {
      ...HEADING_LEVEL,
      description: "Heading level (2–6) of the application's title; the step titles are one level below.",
    },
  ],
  events: [NAVIGATE_EVENT_SPEC, ANALYTICS_EVENT_SPEC, ...LIFECYCLE_EVENT_SPECS],
  parts: [
    { name: 'application', description: 'The whole application.' },
    { name: 'heading', description: 'The title.' },
  ],
  cssProperties: DESIGN_TOKENS,
  requires: ['bankRegNr'],
} as const satisfies ElementSpec;
