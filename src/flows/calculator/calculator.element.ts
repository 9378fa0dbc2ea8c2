import {
  APPLICATION_PATH,
  CALCULATOR_PATH,
  COMMON_ATTRIBUTES,
  DESIGN_TOKENS,
  type ElementSpec,
  HEADING_LEVEL,
} from '../../platform/element-spec.js';
import { PRODUCT_SLUGS } from '../../domain/products.js';
import {
  CHANGE_EVENT_SPEC,
  LIFECYCLE_EVENT_SPECS,
  NAVIGATE_EVENT_SPEC,
  SUBMIT_EVENT_SPEC,
} from '../../platform/event-specs.js';

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
      values: PRODUCT_SLUGS,
      fallback: 'calculator.error.invalidProduct is shown',
    },
    {
      name: 'service-url',
      property: 'serviceUrl',
      type: 'string',
      description:
        "Base path or URL of the bank's loan service, for a partner site on another origin (e.g. https://bank.example/salgspant/api).",
      default: '/salgspant/api',
    },
    { ...CALCULATOR_PATH, description: 'Outer path of the calculator page (Back goes to its chooser route).' },
    { ...APPLICATION_PATH, description: 'Outer path of the application page that a submitted calculation goes to.' },
    {
      name: 'app-type',
      property: 'appType',
      type: 'string',
      description:
        'Set to "calculator" on the bank\'s own calculator page, whose "/" route is the chooser: Back then goes to that route.',
      values: ['calculator'],
      fallback: 'Back goes to calculator-path',
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
      name: 'price',
      property: 'price',
      type: 'number',
      description:
        "A dealer's car: its price in whole kroner, which «Kjøpesum» starts with (page JSON `dealer.price`).",
    },
    {
      name: 'registration-number',
      property: 'registrationNumber',
      type: 'string',
      description:
        "A dealer's car: its registration number, looked up when the calculator loads (page JSON `dealer.registrationNumber`).",
    },
    {
      name: 'odometer',
      property: 'odometer',
      type: 'number',
      description: "A dealer's car: its odometer in km, sent with the lookup (page JSON `dealer.odometer`).",
    },
    {
      name: 'equity',
      property: 'equity',
      type: 'number',
      description: 'The equity the form starts with, in whole kroner (page JSON `dealer.equity`).',
    },
    {
      name: 'period',
      property: 'period',
      type: 'number',
      description:
        'The repayment period the form starts with, in months, when the product offers it (page JSON `dealer.period`).',
    },
    {
      name: 'loan-types',
      property: 'loanTypes',
      type: 'string',
      description:
        'The loan types offered: `loan` (a page about one car), `commitment`, or both (`loan commitment`); with one there is no choice to make (page JSON `dealer.loanTypes`).',
      default: 'loan commitment',
    },
    {
      name: 'vehicle-url',
      property: 'vehicleUrl',
      type: 'string',
      description:
        "The address of the dealer's page for the car (http/https), sent to the bank with the calculation as `vehicleURL` (page JSON `dealer.vehicleUrl`).",
    },
    {
      name: 'partner-id',
      property: 'partnerId',
      type: 'string',
      description:
        "The dealer's id at the bank (letters, digits, `.`, `_`, `-`): it goes with the calculation to the application (`partnerId` in its address) and into the events (page JSON `dealer.partnerId`).",
    },
    {
      ...HEADING_LEVEL,
      description: "Heading level (2–6) of the calculator's title, to fit the outline of the host page.",
    },
  ],
  events: [NAVIGATE_EVENT_SPEC, CHANGE_EVENT_SPEC, SUBMIT_EVENT_SPEC, ...LIFECYCLE_EVENT_SPECS],
  parts: [
    { name: 'calculator', description: 'The whole calculator.' },
    { name: 'heading', description: 'The title.' },
    { name: 'product-card', description: 'The card with the monthly cost.' },
    { name: 'amount-card', description: 'The card with the loan amount.' },
    { name: 'submit', description: 'The submit button.' },
  ],
  cssProperties: DESIGN_TOKENS,
  requires: ['bankRegNr'],
  example: { product: 'car', 'bank-reg-nr': '9999' },
} as const satisfies ElementSpec;
