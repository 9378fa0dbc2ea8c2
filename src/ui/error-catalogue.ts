/**
 * The error catalogue (spec 1 §8): which screen and texts an error shows. Pure data and functions, no
 * React, no DOM; `ErrorScreen` renders the result and every text is a key of the text catalogue, so a
 * CMS overrides any of them.
 *
 * The error's `name` is compared with the codes of `LOAN_ERROR_CODES`: a known code shows its screen,
 * anything else the generic screen (or the service screen, when the flow says the failure was a
 * fetch of spec 1 §8's list, or when the network failed).
 */
import { isLoanErrorCode, type LoanErrorCode } from '../domain/error-codes.js';
import type { TextKey } from '../texts/nb.js';
import type { Translate } from '../texts/texts.js';

/** The screens of the catalogue. `generic`, `service` and `pageNotFound` are not error codes. */
export type ErrorScreenId =
  | 'generic'
  | 'service'
  | 'pageNotFound'
  | 'invalidApplication'
  | 'applicationNotFound'
  | 'unknownStatus'
  | 'caseNotFound'
  | 'invalidRequest'
  | 'loanAmount'
  | 'vehicleAge'
  | 'registrationNumber'
  | 'anonymous'
  | 'dNumber'
  | 'minor'
  | 'creditBureau'
  | 'noAddress'
  | 'noAccess'
  | 'userContext'
  | 'missingAccess'
  | 'userMismatch'
  | 'nationalId'
  | 'priceLookup'
  | 'invalidProduct'
  | 'registrationMissing'
  | 'plateNotFound'
  | 'otherApplicant'
  | 'saveFailed'
  | 'taxPeriod'
  | 'upgradeFailed'
  | 'kycBlocked'
  | 'businessRegister';

/** The text keys of one screen: a title, paragraphs in order, and an optional info box. */
export interface ErrorScreenTexts {
  readonly title: TextKey;
  readonly paragraphs: readonly TextKey[];
  readonly info?: TextKey;
}

const p = (screen: string, count: number) =>
  Array.from({ length: count }, (_, i) => `errors.${screen}.p${i + 1}` as TextKey);

const screen = (id: ErrorScreenId, paragraphs: number, info = false): ErrorScreenTexts => ({
  title: `errors.${id}.title` as TextKey,
  paragraphs: p(id, paragraphs),
  ...(info ? { info: `errors.${id}.info` as TextKey } : {}),
});

/** Every screen's text keys. */
export const ERROR_SCREENS: Readonly<Record<ErrorScreenId, ErrorScreenTexts>> = {
  generic: screen('generic', 3),
  service: screen('service', 2),
  pageNotFound: screen('pageNotFound', 3, true),
  invalidApplication: screen('invalidApplication', 2),
  applicationNotFound: screen('applicationNotFound', 2),
  unknownStatus: screen('unknownStatus', 2),
  caseNotFound: screen('caseNotFound', 2),
  invalidRequest: screen('invalidRequest', 2),
  loanAmount: screen('loanAmount', 2),
  vehicleAge: screen('vehicleAge', 2),
  registrationNumber: screen('registrationNumber', 2),
  anonymous: screen('anonymous', 2),
  dNumber: screen('dNumber', 2),
  minor: screen('minor', 2),
  creditBureau: screen('creditBureau', 2),
  noAddress: screen('noAddress', 2),
  noAccess: screen('noAccess', 2),
  userContext: screen('userContext', 2),
  missingAccess: screen('missingAccess', 2),
  userMismatch: screen('userMismatch', 2),
  nationalId: screen('nationalId', 2),
  priceLookup: screen('priceLookup', 2),
  invalidProduct: screen('invalidProduct', 2),
  registrationMissing: screen('registrationMissing', 1),
  plateNotFound: screen('plateNotFound', 1),
  otherApplicant: screen('otherApplicant', 2),
  saveFailed: screen('saveFailed', 1),
  taxPeriod: screen('taxPeriod', 2),
  upgradeFailed: screen('upgradeFailed', 2),
  kycBlocked: screen('kycBlocked', 2),
  businessRegister: screen('businessRegister', 2),
};

/**
 * How an error is usually presented: `screen` replaces the flow's content; `message` is shown where
 * the customer is (at a field or above the form) using the screen's first paragraph, the form and what
 * was typed stay.
 */
export type ErrorPresentation = 'screen' | 'message';

/** Each code's screen (spec 1 §8). */
const CODE_SCREENS: Readonly<Record<LoanErrorCode, ErrorScreenId>> = {
  UGYLDIG_SOKNAD: 'invalidApplication',
  APPLICATION_NOT_FOUND: 'applicationNotFound',
  UNKNOWN_APPLICATION_STATUS: 'unknownStatus',
  PREVIEW_CASE_NOT_FOUND: 'caseNotFound',
  INVALID_APPLICATION_REQUEST: 'invalidRequest',
  LOAN_AMOUNT_NOT_IN_RANGE: 'loanAmount',
  LOAN_AND_CARS_AGE_EXCEED_LIMIT: 'vehicleAge',
  REGISTRATION_NR_INVALID: 'registrationNumber',
  ANNONYM_BRUKER: 'anonymous',
  DNUMMER_KUNDE: 'dNumber',
  MINDREAARIG_KUNDE: 'minor',
  AAA_SOLIDITY: 'creditBureau',
  NO_ADDRESS_FOUND: 'noAddress',
  INGEN_TILGANG: 'noAccess',
  MANGLER_USER_CTX: 'userContext',
  MANGLER_TILGANG: 'missingAccess',
  FNR_BANKIDBRUKER_MISMATCH: 'userMismatch',
  INTERN_FEIL: 'generic',
  UGYLDIG_FOEDESELSNUMMER: 'nationalId',
  FEIL_UNDER_PRISOPPSLAG: 'priceLookup',
  UNKNOWN_PRODUCT: 'invalidProduct',
  SERVICE_UNAVAILABLE: 'service',
  REGNR_MANGLER: 'registrationMissing',
  EUROTAX_PLATE_NOT_FOUND: 'plateNotFound',
  OTHER_APPLICANT_MISSING_DATA: 'otherApplicant',
  FAILED_SBL_CONSENT_SAVE: 'saveFailed',
  NO_TAX_PERIOD_AVAILABLE: 'taxPeriod',
  INCORRECT_NEW_CASE: 'saveFailed',
  UPGRADE_TO_VEHICLE_LOAN_FAILED: 'upgradeFailed',
  KYC_BLOCKED: 'kycBlocked',
  MISSING_IN_BUSINESS_REGISTER: 'businessRegister',
};

/** The codes shown as a `message` where the customer is; every other code's screen replaces the flow's content. */
const MESSAGE_CODES: readonly LoanErrorCode[] = [
  'LOAN_AMOUNT_NOT_IN_RANGE',
  'LOAN_AND_CARS_AGE_EXCEED_LIMIT',
  'REGISTRATION_NR_INVALID',
  'UGYLDIG_FOEDESELSNUMMER',
  'FEIL_UNDER_PRISOPPSLAG',
  'REGNR_MANGLER',
  'EUROTAX_PLATE_NOT_FOUND',
];

/**
 * Each code's screen and presentation (spec 1 §8). Built from the two lists above: written out as one
 * object per code, the table cost every element about 0.1 kB gzip more.
 */
export const ERROR_CODE_SCREENS = /* @__PURE__ */ Object.fromEntries(
  Object.entries(CODE_SCREENS).map(([code, screen]) => [
    code,
    { screen, presentation: MESSAGE_CODES.includes(code as LoanErrorCode) ? 'message' : 'screen' },
  ]),
) as Readonly<Record<LoanErrorCode, { readonly screen: ErrorScreenId; readonly presentation: ErrorPresentation }>>;

/** The technical facts of an error for the detail panel; only those the error has. */
export interface ErrorDetails {
  code?: string;
  name?: string;
  status?: number;
  type?: string;
  /** The request correlation id, shown as RCID. */
  correlationId?: string;
  message?: string;
}

/** Which screen an error shows, with its text keys and details. */
export interface ErrorScreenResult extends ErrorScreenTexts {
  readonly screen: ErrorScreenId;
  /** The known error code the error's name matched, or null (generic or service by fallback). */
  readonly code: LoanErrorCode | null;
  readonly presentation: ErrorPresentation;
  /** The error's technical facts, or null when it carried none. */
  readonly details: ErrorDetails | null;
}

/** Options of {@link errorScreenFor}. */
export interface ErrorScreenOptions {
  /**
   * The screen of an error whose name is not a known code. Default `generic`; `service` for the
   * failures spec 1 §8 sends there (KYC, products, product info, ongoing applications, feedback).
   */
  fallback?: 'generic' | 'service';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * The technical facts of anything thrown: a ServiceError, a parsed error body, an Error. With `t`, a
 * message that is a text key (a client's own failure, `errors.message.*`) reads as its text.
 */
export function errorDetails(error: unknown, t?: Translate): ErrorDetails | null {
  if (typeof error === 'string') return error ? { name: error } : null;
  if (!isRecord(error)) return null;
  const code = typeof error.code === 'number' ? String(error.code) : text(error.code);
  const name = text(error.name);
  const type = text(error.type);
  const correlationId = text(error.correlationId);
  const message = text(error.message);
  const details: ErrorDetails = {
    ...(code !== undefined && { code }),
    ...(name !== undefined && { name }),
    ...(typeof error.status === 'number' && error.status > 0 && { status: error.status }),
    ...(type !== undefined && { type }),
    ...(correlationId !== undefined && { correlationId }),
    ...(message !== undefined && { message: t ? t(message as TextKey) : message }),
  };
  return Object.keys(details).length ? details : null;
}

/** The screen of an error without one of its own: the service screen when unreachable or asked for. */
function fallbackScreen(error: unknown, options: ErrorScreenOptions): 'generic' | 'service' {
  return options.fallback === 'service' || unreachable(error) ? 'service' : 'generic';
}

/** A ServiceError kind (or its look-alike's) that means the service could not be reached. */
function unreachable(error: unknown): boolean {
  return isRecord(error) && (error.kind === 'network' || error.kind === 'timeout');
}

/**
 * The screen and texts an error shows. Takes a `ServiceError`, anything with a `name` (an error body),
 * a bare error name, or anything else thrown (which shows the generic screen).
 *
 * @example errorScreenFor(new ServiceError({ kind: 'http', status: 403, name: 'DNUMMER_KUNDE', message: '' }))
 *   // → { screen: 'dNumber', code: 'DNUMMER_KUNDE', title: 'errors.dNumber.title', paragraphs: [...], ... }
 * @example errorScreenFor(error, { fallback: 'service' }) // a failed fetch of the ongoing application
 */
export function errorScreenFor(error: unknown, options: ErrorScreenOptions = {}): ErrorScreenResult {
  const name = typeof error === 'string' ? error : isRecord(error) ? error.name : undefined;
  const details = errorDetails(error);
  if (isLoanErrorCode(name)) {
    const { screen: id, presentation } = ERROR_CODE_SCREENS[name];
    return { screen: id, code: name, presentation, details, ...ERROR_SCREENS[id] };
  }
  const id = fallbackScreen(error, options);
  return { screen: id, code: null, presentation: 'screen', details, ...ERROR_SCREENS[id] };
}

/**
 * The screen an error shows in an element that may not carry every screen's texts (each element
 * carries the screens its own calls can lead to): a screen whose title the element lacks shows as the
 * fallback (generic, or service), with the error's code and details kept for the detail panel.
 */
export function carriedScreenFor(error: unknown, t: Translate, options: ErrorScreenOptions = {}): ErrorScreenResult {
  const result = errorScreenFor(error, options);
  if (t(result.title) !== result.title) return result;
  const id = fallbackScreen(error, options);
  return { ...result, screen: id, presentation: 'screen', ...ERROR_SCREENS[id] };
}

/** The texts of a screen, resolved. */
export interface ResolvedErrorScreen {
  title: string;
  paragraphs: string[];
  info?: string;
}

/** Resolves a screen's text keys with a `t()`. */
export function resolveErrorScreen(screen: ErrorScreenTexts, t: Translate): ResolvedErrorScreen {
  return {
    title: t(screen.title),
    paragraphs: screen.paragraphs.map((key) => t(key)),
    ...(screen.info ? { info: t(screen.info) } : {}),
  };
}

/**
 * The one-line message of an error, for showing it where the customer is (a field, above a form):
 * its screen's first paragraph.
 *
 * @example errorMessageFor({ name: 'EUROTAX_PLATE_NOT_FOUND' }, t) // 'Vi klarte ikke å finne kjøretøyet. …'
 */
export function errorMessageFor(error: unknown, t: Translate, options: ErrorScreenOptions = {}): string {
  const { paragraphs, title } = carriedScreenFor(error, t, options);
  return t(paragraphs[0] ?? title);
}
