import { COMMON_ATTRIBUTES, DESIGN_TOKENS, type ElementSpec } from '../../platform/element-spec.js';
import { NAVIGATE_EVENT_SPEC } from '../../platform/event-specs.js';

/** The public surface of `<salgspant-calculator>`. */
export const calculatorSpec = {
  tag: 'salgspant-calculator',
  className: 'SalgspantCalculatorElement',
  summary:
    'The loan calculator for one product (spec 1 §2): loan or loan commitment, the vehicle lookup, price, equity and repayment period, the monthly cost with a representative example and a details dialog; submitting stores the calculation and goes to the application, through the BankID login when needed.',
  attributes: [
    ...COMMON_ATTRIBUTES,
    {
      name: 'product',
      property: 'product',
      type: 'string',
      description:
        'The product: car, car-electric, car-no-insurance, mc, atv, snowmobile, camping, caravan or boat. Any other value shows «Ingen gyldige kjøretøy valgt!».',
    },
    {
      name: 'service-url',
      property: 'serviceUrl',
      type: 'string',
      description:
        "Base path or URL of the bank's loan service, for a partner site on another origin (e.g. https://bank.example/salgspant/api).",
      default: '/salgspant/api',
    },
    {
      name: 'calculator-path',
      property: 'calculatorPath',
      type: 'string',
      description: 'Outer path of the calculator page (Back goes to its chooser route).',
      default: '/lane/salgspant',
    },
    {
      name: 'application-path',
      property: 'applicationPath',
      type: 'string',
      description: 'Outer path of the application page that a submitted calculation goes to.',
      default: '/min-oversikt/salgspantsoknad',
    },
    {
      name: 'app-type',
      property: 'appType',
      type: 'string',
      description:
        'Set to "calculator" on the bank\'s own calculator page, whose "/" route is the chooser: Back then goes to that route.',
    },
    {
      name: 'target',
      property: 'target',
      type: 'string',
      description:
        "On a partner's page (another origin than the bank's): where «Søk om lån» takes the customer to the bank's application: `_top` (the top window, also out of a frame), `_blank` (a new tab) or `_self`.",
      default: '_top',
    },
    {
      name: 'heading-level',
      property: 'headingLevel',
      type: 'number',
      description: "Heading level (2–6) of the calculator's title, to fit the outline of the host page.",
      default: '2',
    },
  ],
  events: [NAVIGATE_EVENT_SPEC],
  parts: [
    { name: 'calculator', description: 'The whole calculator.' },
    { name: 'heading', description: 'The title.' },
    { name: 'product-card', description: 'The card with the monthly cost.' },
    { name: 'amount-card', description: 'The card with the loan amount.' },
    { name: 'submit', description: 'The submit button.' },
  ],
  cssProperties: DESIGN_TOKENS,
  example: { product: 'car', 'bank-reg-nr': '9999' },
} as const satisfies ElementSpec;
