import {
  COMMON_ATTRIBUTES,
  DESIGN_TOKENS,
  type ElementSpec,
  HEADING_LEVEL,
  LANDING_PAGE_PATH,
  LOAN_SERVICE_URL,
} from '../../platform/element-spec.js';
import { LIFECYCLE_EVENT_SPECS, NAVIGATE_EVENT_SPEC } from '../../platform/event-specs.js';

/** The public surface of `<salgspant-upgrade>`. */
export const upgradeSpec = {
  tag: 'salgspant-upgrade',
  className: 'SalgspantUpgradeElement',
  summary:
    "The upgrade of an approved loan commitment to a vehicle loan (spec 1 §2 loan upgrade): behind the salgspant-activate-loan-from-lc toggle, it finds the commitment in the customer's list, looks the vehicle up by registration number (the product's plate pattern), and takes price, equity, repayment period and odometer within the commitment's amount; success shows the case number and asks to go to the /upgrade-success/{appId} route.",
  attributes: [
    ...COMMON_ATTRIBUTES,
    {
      name: 'app-id',
      property: 'appId',
      type: 'string',
      description: 'The case id of the approved loan commitment to upgrade (the `{appId}` of `/upgrade/{appId}`).',
    },
    LOAN_SERVICE_URL,
    {
      ...LANDING_PAGE_PATH,
      description:
        'Outer path of the overview page: the way back, and the page of the `#/upgrade-success/{appId}` route. Wins over `landingPagePath` in the page JSON.',
    },
    {
      ...HEADING_LEVEL,
      description: "Heading level (2–6) of the upgrade's title.",
    },
  ],
  events: [NAVIGATE_EVENT_SPEC, ...LIFECYCLE_EVENT_SPECS],
  parts: [
    { name: 'upgrade', description: 'The whole upgrade.' },
    { name: 'heading', description: 'The title.' },
    { name: 'amount-card', description: 'The loan amount and monthly cost.' },
    { name: 'submit', description: 'The submit button.' },
    { name: 'success', description: 'The success view.' },
  ],
  cssProperties: DESIGN_TOKENS,
  requires: ['bankRegNr'],
  example: { 'app-id': '100000201', 'bank-reg-nr': '9999' },
} as const satisfies ElementSpec;
