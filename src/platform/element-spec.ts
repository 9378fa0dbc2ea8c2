/**
 * The public surface of each element as data: attributes, events, CSS parts and custom properties.
 * The r2wc attribute mapping, the custom-elements manifest and the README tables all come from here.
 * Pure data: importing it touches no DOM.
 */

/** How an attribute is read: r2wc's primitive transforms (booleans are written `="true"`). */
export type AttributeType = 'string' | 'number' | 'boolean';

/** One public attribute of an element: the manifest, the r2wc mapping and the docs come from this. */
export interface AttributeSpec {
  /** The kebab-case attribute name, e.g. `calculator-path`. */
  readonly name: string;
  /** The camel-case property name, e.g. `calculatorPath`. */
  readonly property: string;
  readonly type: AttributeType;
  readonly description: string;
  /** The default, as a developer would write it in HTML. */
  readonly default?: string;
  /**
   * The values the attribute accepts, as written in HTML (an enumeration from the specs). Any other
   * value gives one console warning naming it, these values and the fallback; the manifest, the React
   * typings and the VS Code data list them. Booleans accept `true` and `false` without saying so.
   */
  readonly values?: readonly string[];
  /** What the element does instead with a value outside `values`, completing "…; " in that warning. */
  readonly fallback?: string;
}

/** One event an element emits. */
export interface EventSpec {
  readonly name: string;
  /** The TypeScript type of the event, e.g. `CustomEvent<SalgspantNavigateDetail>`. */
  readonly type: string;
  readonly description: string;
}

/** A named value with a description (CSS parts and custom properties). */
export interface NamedSpec {
  readonly name: string;
  readonly description: string;
  readonly default?: string;
}

/** Everything public about one element. The custom-elements manifest is generated from it. */
export interface ElementSpec {
  readonly tag: string;
  /** The class name, e.g. `SalgspantVehicleChooserElement`. */
  readonly className: string;
  readonly summary: string;
  readonly attributes: readonly AttributeSpec[];
  readonly events: readonly EventSpec[];
  readonly parts: readonly NamedSpec[];
  readonly cssProperties: readonly NamedSpec[];
  /**
   * The page-JSON keys the element reads (`<script type="application/json" data-react="…">`), when
   * they differ from `PAGE_CONFIG_KEYS` (`page-config-keys.ts`). Documentation only: the manifest carries them.
   */
  readonly pageConfig?: readonly NamedSpec[];
  /**
   * Settings without which the element cannot work (today only `bankRegNr`, which the loan service
   * requires): when neither the attribute nor the page JSON gives one, the element says so on the console.
   */
  readonly requires?: ReadonlyArray<'bankRegNr'>;
  /** Attributes of a typical use, for the docs' live example, e.g. `{ product: 'car' }`. */
  readonly example?: Readonly<Record<string, string>>;
}

/**
 * `heading-level`, every element's but for its description: the levels an element's title may have
 * (never h1, which is the host page's), and what another value gives (see `headingTag`).
 */
export const HEADING_LEVEL = {
  name: 'heading-level',
  property: 'headingLevel',
  type: 'number',
  default: '2',
  values: ['2', '3', '4', '5', '6'],
  fallback: 'the nearest of 2–6 is used',
} as const satisfies Omit<AttributeSpec, 'description'>;

/** `service-url` of an element that talks to the bank's loan service. */
export const LOAN_SERVICE_URL = {
  name: 'service-url',
  property: 'serviceUrl',
  type: 'string',
  description: "Base path or URL of the bank's loan service.",
  default: '/salgspant/api',
} as const satisfies AttributeSpec;

/** `kyc-service-url`; each element describes what of it talks to the service. */
export const KYC_SERVICE_URL = {
  name: 'kyc-service-url',
  property: 'kycServiceUrl',
  type: 'string',
  default: '/kyc-declaration/api',
} as const satisfies Omit<AttributeSpec, 'description'>;

/** The outer paths of the bank's pages (spec 1 §2's defaults); each element describes what it uses one for. */
export const CALCULATOR_PATH = {
  name: 'calculator-path',
  property: 'calculatorPath',
  type: 'string',
  default: '/lane/salgspant',
} as const satisfies Omit<AttributeSpec, 'description'>;

export const APPLICATION_PATH = {
  name: 'application-path',
  property: 'applicationPath',
  type: 'string',
  default: '/min-oversikt/salgspantsoknad',
} as const satisfies Omit<AttributeSpec, 'description'>;

export const LANDING_PAGE_PATH = {
  name: 'landing-page-path',
  property: 'landingPagePath',
  type: 'string',
  default: '/min-oversikt/soknadsoversikt',
} as const satisfies Omit<AttributeSpec, 'description'>;

/** Attributes every element has. */
export const COMMON_ATTRIBUTES = [
  {
    name: 'config',
    property: 'config',
    type: 'string',
    description:
      'Reads page configuration only from `<script type="application/json" data-react="…">` elements whose data-react value equals this. Without it, every data-react JSON script on the page is read, in document order.',
  },
  {
    name: 'bank-reg-nr',
    property: 'bankRegNr',
    type: 'string',
    description: "The bank's four-digit registration number. Wins over `bankRegNr` in the page JSON.",
  },
  {
    name: 'bank-url',
    property: 'bankUrl',
    type: 'string',
    description:
      "The bank's site (e.g. https://bank.example), for an element on a partner's page on another origin: every address it leads to (application, login, calculator, overview, completion) is on that site, never the host page's. Default: the origin of an absolute `service-url`, so a bank whose service is on another origin than its pages (an API subdomain) sets it to its pages' own origin. Wins over `bankUrl` in the page JSON; set to the page's own origin it changes nothing.",
  },
] as const satisfies readonly AttributeSpec[];

/** The public design tokens every element reads (theming: set them on the element or any ancestor). */
export const DESIGN_TOKENS = [
  { name: '--salgspant-color-primary', default: '#005aa4', description: 'Buttons and links.' },
  { name: '--salgspant-color-primary-hover', default: '#00437a', description: 'Buttons and links under the pointer.' },
  { name: '--salgspant-color-on-primary', default: '#ffffff', description: 'Text on the primary colour.' },
  { name: '--salgspant-color-text', default: '#1a1a1a', description: 'Body text.' },
  {
    name: '--salgspant-color-muted',
    default: '#4d4d4d',
    description: 'Secondary text (at least 4.5:1 on the surface).',
  },
  { name: '--salgspant-color-surface', default: '#ffffff', description: 'Card and panel background.' },
  { name: '--salgspant-color-border', default: '#8a8a8a', description: 'Borders of cards and fields.' },
  { name: '--salgspant-color-focus', default: '#1a1a1a', description: 'The keyboard focus ring.' },
  {
    name: '--salgspant-color-info',
    default: '#005aa4',
    description: 'Info boxes and labels: border, icon and text accents.',
  },
  { name: '--salgspant-color-info-surface', default: '#e6f0f8', description: 'Background of info boxes and labels.' },
  {
    name: '--salgspant-color-success',
    default: '#1b6e3a',
    description: 'Success: icons, borders, text (6.3:1 on white).',
  },
  {
    name: '--salgspant-color-success-surface',
    default: '#e8f5ec',
    description: 'Background of success boxes and labels.',
  },
  {
    name: '--salgspant-color-attention',
    default: '#7a5c00',
    description: 'Attention labels: border and text (5.8:1 on its surface).',
  },
  { name: '--salgspant-color-attention-surface', default: '#fff8cc', description: 'Background of attention labels.' },
  {
    name: '--salgspant-color-warning',
    default: '#8a4b00',
    description: 'Warnings: icons, borders, text (6.8:1 on white).',
  },
  {
    name: '--salgspant-color-warning-surface',
    default: '#fff4e0',
    description: 'Background of warning boxes and labels.',
  },
  {
    name: '--salgspant-color-error',
    default: '#b3261e',
    description: 'Errors: messages, invalid field borders, icons (6.5:1 on white).',
  },
  {
    name: '--salgspant-color-error-surface',
    default: '#fdecea',
    description: 'Background of error boxes, labels and the error summary.',
  },
  {
    name: '--salgspant-color-disabled',
    default: '#6b6b6b',
    description: 'Text of disabled controls (4.5:1 on the disabled surface).',
  },
  { name: '--salgspant-color-disabled-surface', default: '#ececec', description: 'Background of disabled controls.' },
  {
    name: '--salgspant-font-family',
    default: "system-ui, -apple-system, 'Segoe UI', Roboto, Arial, sans-serif",
    description: 'Font of every text.',
  },
  {
    name: '--salgspant-font-size',
    default: 'medium',
    description:
      "Base font size; 'medium' is the reader's own browser setting, whatever the host page does to its root.",
  },
  { name: '--salgspant-radius', default: '8px', description: 'Corner radius of cards, buttons and fields.' },
  { name: '--salgspant-space', default: '1em', description: 'Base spacing unit.' },
  { name: '--salgspant-max-width', default: '72em', description: 'Largest width of the content.' },
] as const satisfies readonly NamedSpec[];
