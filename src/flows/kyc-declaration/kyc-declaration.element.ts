import { COMMON_ATTRIBUTES, DESIGN_TOKENS, type ElementSpec, HEADING_LEVEL } from '../../platform/element-spec.js';
import { LIFECYCLE_EVENT_SPECS, NAVIGATE_EVENT_SPEC } from '../../platform/event-specs.js';
import { KYC_COMPLETE_EVENT_SPEC, KYC_CONTINUE_EVENT_SPEC } from './kyc-declaration.events.js';

/** The public surface of `<kyc-declaration>`. */
export const kycDeclarationSpec = {
  tag: 'kyc-declaration',
  className: 'KycDeclarationElement',
  summary:
    "The customer declaration (KYC, spec 2): the bank's questions on identity, countries, politically exposed persons, tax residency, source of income and the use of the bank, section by section with the step indicator n/total, completed after the last section.",
  attributes: [
    ...COMMON_ATTRIBUTES,
    {
      name: 'token',
      property: 'token',
      type: 'string',
      description:
        'The declaration token (opaque; sent as X-KYC-Token). Without it the element uses the token kept in session storage by an earlier visit. Never a national id.',
    },
    {
      name: 'kyc-context',
      property: 'kycContext',
      type: 'string',
      description: 'The kycContext of the form call (GET kyc/v8/form).',
      default: 'NETTBANK',
    },
    {
      name: 'service-url',
      property: 'serviceUrl',
      type: 'string',
      description: 'Base path or URL of the KYC declaration service.',
      default: '/kyc-declaration/api',
    },
    {
      name: 'redirect-url',
      property: 'redirectUrl',
      type: 'string',
      description:
        'Path of the task list: the done screen shows «Tilbake til oppgavelisten» to it. Without it the done screen shows «Gå videre» and emits kyc-continue.',
    },
    {
      name: 'failure-url',
      property: 'failureUrl',
      type: 'string',
      description:
        'Path the failure screen of a failed completion goes back to («Tilbake til oppgavelisten»). Without it the screen offers «Prøv igjen».',
    },
    {
      name: 'hide-print-note',
      property: 'hidePrintNote',
      type: 'boolean',
      description: 'Set to "true" to leave the print note out of the done screen.',
    },
    {
      ...HEADING_LEVEL,
      description: 'Heading level (2–6) of the section titles, to fit the outline of the host page.',
    },
  ],
  events: [KYC_COMPLETE_EVENT_SPEC, KYC_CONTINUE_EVENT_SPEC, NAVIGATE_EVENT_SPEC, ...LIFECYCLE_EVENT_SPECS],
  parts: [{ name: 'declaration', description: 'The whole declaration.' }],
  cssProperties: DESIGN_TOKENS,
} as const satisfies ElementSpec;
