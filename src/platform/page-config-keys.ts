import type { NamedSpec } from './element-spec.js';

/**
 * The page-JSON keys every element reads (decision 0003); an element's own attributes win over them.
 * Documentation only: the manifest gives them to every element without a `pageConfig` of its own, and
 * no element bundle imports this module (it would put the strings in every element's first visit).
 */
export const PAGE_CONFIG_KEYS = [
  { name: 'bankRegNr', description: 'Four digits, sent to the services as `X-BankRegNr`.' },
  {
    name: 'bankUrl',
    description:
      "The bank's site (`https://bank.example`) for an element on a partner's page: every outer path is an address on it. Default: the origin of an absolute `service-url`; a bank whose service is on another origin than its pages (an API subdomain) sets it to its pages' own origin.",
  },
  {
    name: 'calculatorPath',
    default: '/lane/salgspant',
    description: 'Page of the calculator routes (`#/calculator/<product>`).',
  },
  {
    name: 'landingPagePath',
    default: '/min-oversikt/soknadsoversikt',
    description: "Page of the customer's ongoing applications.",
  },
  { name: 'applicationPath', default: '/min-oversikt/salgspantsoknad', description: 'Page of the application flow.' },
  {
    name: 'completionPaths',
    description:
      'Completion pages, an object: `securedLoan` (default `/min-oversikt/salgspantfullfor`), `creditLoan` and `creditLoanAdvisor` (`/min-oversikt/smalansoknad`), `creditCard` (`/min-oversikt/kredittkortsoknad`).',
  },
  {
    name: 'kycToken',
    description:
      'The declaration token of `<kyc-declaration>` (opaque; a value that looks like a national id is refused). Other elements ignore it.',
  },
  {
    name: 'requestTimeoutMs',
    default: '15000',
    description:
      'Milliseconds one attempt of a service call may take before the element says the bank does not answer (100–120000). Reads are repeated twice on their own before that.',
  },
  {
    name: 'dealer',
    description:
      "A dealer's car for `<salgspant-calculator>`, an object: `price`, `registrationNumber`, `odometer`, `equity`, `period`, `loanTypes`, `vehicleUrl`, `partnerId` (as the calculator's attributes, which win). Other elements ignore it.",
  },
  { name: 'texts', description: 'Any subset of the Norwegian texts (`src/texts/nb.ts`), by key.' },
  {
    name: 'form',
    description:
      "One field's `label`, `hint` and `placeholder` by the field's id (`<form>.<field>`, e.g. `calculator.vehiclePrice`), an object of objects. The ids with their defaults are on the docs page `/docs/form`. It wins over `texts` for that field (decision 0099); an unknown id is named in the console.",
  },
] as const satisfies readonly NamedSpec[];
