import {
  APPLICATION_PATH,
  CALCULATOR_PATH,
  COMMON_ATTRIBUTES,
  DESIGN_TOKENS,
  type ElementSpec,
  HEADING_LEVEL,
  KYC_SERVICE_URL,
  LANDING_PAGE_PATH,
  LOAN_SERVICE_URL,
} from '../../platform/element-spec.js';
import { APP_TYPES } from './routes.js';
import { LIFECYCLE_EVENT_SPECS, NAVIGATE_EVENT_SPEC } from '../../platform/event-specs.js';

/** The public surface of `<salgspant-app>`. */
export const appSpec = {
  tag: 'salgspant-app',
  className: 'SalgspantAppElement',
  summary:
    "The bank's vehicle-loan app on one outer page (spec 1 §1, §2): the inner routes on the URL hash — the vehicle chooser, the calculators, the application and its receipt, the completion and its receipt, the overview, the loan upgrade and its success — with what `/` shows for the app type, the BankID login where a route needs it, a page-not-found screen, the document title and focus on each route change, and back and forward. Each route's flow loads when first shown. Links that leave the page go on as `salgspant-navigate`.",
  attributes: [
    ...COMMON_ATTRIBUTES,
    {
      name: 'app-type',
      property: 'appType',
      type: 'string',
      description:
        'What the page is: `calculator` (`/` is the vehicle chooser; a calculation goes on to the application in place), `application` (`/` is the application), `completion` (`/` is the completion) or `landing` (`/` is the overview; the upgrade routes).',
      default: 'calculator',
      values: APP_TYPES,
      fallback: 'calculator is used',
    },
    LOAN_SERVICE_URL,
    {
      ...KYC_SERVICE_URL,
      description: 'Base path or URL of the customer declaration (KYC) service that the application talks to.',
    },
    {
      ...CALCULATOR_PATH,
      description: 'Outer path of the calculator page (in the calculator app type, the page the app runs on).',
    },
    {
      ...LANDING_PAGE_PATH,
      description: 'Outer path of the overview page (in the landing app type, the page the app runs on).',
    },
    {
      ...APPLICATION_PATH,
      description: 'Outer path of the application page (in the application app type, the page the app runs on).',
    },
    {
      name: 'enforce-kyc-block',
      property: 'enforceKycBlock',
      type: 'boolean',
      description:
        'The KYC-block toggle (spec 1 §6): with "true" a customer whom GET /kyc reports as blocked gets the KYC-blocked screen in the application; with "false" the customer answers the declaration.',
      default: 'true',
    },
    {
      ...HEADING_LEVEL,
      description: "Heading level (2–6) of each view's title, to fit the outline of the host page.",
    },
    {
      name: 'site-name',
      property: 'siteName',
      type: 'string',
      description:
        'The site\'s name in the document title: each route sets it to "{route title} – {site-name}", or to the route title alone without it.',
    },
  ],
  events: [NAVIGATE_EVENT_SPEC, ...LIFECYCLE_EVENT_SPECS],
  parts: [{ name: 'app', description: "The current route's view." }],
  cssProperties: DESIGN_TOKENS,
  requires: ['bankRegNr'],
  example: { 'app-type': 'calculator', 'bank-reg-nr': '9999' },
} as const satisfies ElementSpec;
