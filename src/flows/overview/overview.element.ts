import {
  CALCULATOR_PATH,
  COMMON_ATTRIBUTES,
  DESIGN_TOKENS,
  type ElementSpec,
  HEADING_LEVEL,
  LANDING_PAGE_PATH,
  LOAN_SERVICE_URL,
} from '../../platform/element-spec.js';
import { LIFECYCLE_EVENT_SPECS, NAVIGATE_EVENT_SPEC } from '../../platform/event-specs.js';

/** The public surface of `<salgspant-overview>`. */
export const overviewSpec = {
  tag: 'salgspant-overview',
  className: 'SalgspantOverviewElement',
  summary:
    "The overview of the customer's ongoing applications (spec 1 §2 landing page): one card per application with its status, case number, registration number and loan amount, a dialog explaining the statuses control, documents sent, documents received and new, a button to complete the case and, for an approved loan commitment, one to upgrade it to a loan. Sends a visitor who is not logged in to the BankID login and back.",
  attributes: [
    ...COMMON_ATTRIBUTES,
    LOAN_SERVICE_URL,
    {
      ...LANDING_PAGE_PATH,
      description:
        'Outer path of the page with the overview; the upgrade button goes to its `#/upgrade/{id}` route. Wins over `landingPagePath` in the page JSON.',
    },
    {
      ...CALCULATOR_PATH,
      description: 'Outer path of the calculator page, offered when the customer has no applications.',
    },
    {
      ...HEADING_LEVEL,
      description: "Heading level (2–6) of the overview's title; the cards' titles are one level below.",
    },
  ],
  events: [NAVIGATE_EVENT_SPEC, ...LIFECYCLE_EVENT_SPECS],
  parts: [
    { name: 'overview', description: 'The whole overview.' },
    { name: 'heading', description: 'The title.' },
    { name: 'list', description: 'The list of cards.' },
    { name: 'card', description: 'One application.' },
    { name: 'card-title', description: 'The title of a card.' },
    { name: 'card-actions', description: "A card's buttons." },
    { name: 'empty', description: 'What shows when the customer has no applications.' },
  ],
  cssProperties: DESIGN_TOKENS,
  requires: ['bankRegNr'],
  example: { 'bank-reg-nr': '9999' },
} as const satisfies ElementSpec;
