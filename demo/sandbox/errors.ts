import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxContext } from './context.js';
import { languageOf } from './language.js';

/**
 * The error JSON of both services (spec 1 §7): code, name, developerMessage, type, message and the
 * request correlation id. `message` is for the customer, in the request's language (decision 0110): one
 * of the catalogue's Norwegian texts below, answered in English when the call asks for it, or a text
 * already in the request's language (`LocalText`); `developerMessage` is for developers, in English.
 */
export function errorBody(
  c: SandboxContext,
  status: number,
  name: string,
  message: Message,
  developerMessage: string,
  type = 'BUSINESS',
) {
  return {
    code: status,
    name,
    developerMessage,
    type,
    message: localMessage(c, message),
    requestCorrelationId: { value: c.get('rcid') },
  };
}

/** Answers with the error JSON. */
export function fail(
  c: SandboxContext,
  status: ContentfulStatusCode,
  name: string,
  message: Message,
  developerMessage: string,
  type?: string,
) {
  return c.json(errorBody(c, status, name, message, developerMessage, type), status);
}

/** Customer-facing messages of the sandbox's errors (the flows show the catalogue's own texts). */
export const MESSAGES = {
  ANNONYM_BRUKER: 'Du må logge inn for å fortsette.',
  INGEN_TILGANG: 'Du har ikke tilgang til dette.',
  MANGLER_TILGANG: 'Du har ikke tilgang til denne banken.',
  MANGLER_USER_CTX: 'Vi fant ikke kundeforholdet ditt.',
  FNR_BANKIDBRUKER_MISMATCH: 'Fødselsnummeret stemmer ikke med den innloggede brukeren.',
  INVALID_APPLICATION_REQUEST: 'Søknaden mangler opplysninger eller har feil i seg.',
  UGYLDIG_SOKNAD: 'Søknaden er ikke gyldig.',
  UGYLDIG_FOEDESELSNUMMER: 'Fødselsnummeret er ikke gyldig.',
  APPLICATION_NOT_FOUND: 'Vi klarte ikke å finne en pågående søknad for dette saksnummeret.',
  PREVIEW_CASE_NOT_FOUND: 'Vi fant ikke saken.',
  UNKNOWN_APPLICATION_STATUS: 'Saken har en status vi ikke kjenner.',
  UNKNOWN_PRODUCT: 'Ingen gyldige kjøretøy valgt!',
  LOAN_AMOUNT_NOT_IN_RANGE: 'Lånebeløpet er utenfor det vi kan tilby for dette produktet.',
  LOAN_AND_CARS_AGE_EXCEED_LIMIT: 'Kjøretøyet er for gammelt. Maks alder er 14 år når lånet er nedbetalt.',
  REGISTRATION_NR_INVALID: 'Registreringsnummeret er ikke gyldig.',
  REGNR_MANGLER: 'Registreringsnummer mangler.',
  EUROTAX_PLATE_NOT_FOUND:
    'Vi klarte ikke å finne kjøretøyet. Du kan søke om lånebevis så hjelper vi deg med kjøretøyet etterpå.',
  FEIL_UNDER_PRISOPPSLAG: 'Vi klarte ikke å hente prisen på kjøretøyet. Du kan søke om lånebevis i stedet.',
  DNUMMER_KUNDE: 'Du kan dessverre ikke søke om lån med D-nummer.',
  MINDREAARIG_KUNDE: 'Du kan dessverre ikke søke om lån når du er under 18 år.',
  AAA_SOLIDITY: 'Vi finner deg ikke i kredittopplysningsregisteret.',
  NO_ADDRESS_FOUND: 'Vi finner ingen norsk adresse på deg.',
  KYC_BLOCKED: 'Vi må kontrollere opplysningene dine før vi kan behandle søknaden.',
  NO_TAX_PERIOD_AVAILABLE: 'Vi fikk ikke hentet skatteopplysningene dine.',
  FAILED_SBL_CONSENT_SAVE: 'Vi klarte ikke å lagre samtykket ditt.',
  INCORRECT_NEW_CASE: 'Vi klarte ikke å lagre saken.',
  OTHER_APPLICANT_MISSING_DATA: 'Vi mangler opplysninger fra den andre søkeren.',
  UPGRADE_TO_VEHICLE_LOAN_FAILED: 'Vi klarte ikke å gjøre lånebeviset om til lån.',
  MISSING_IN_BUSINESS_REGISTER: 'Vi finner ikke foretaket ditt i Enhetsregisteret.',
  INTERN_FEIL: 'Det oppstod en intern feil. Prøv igjen senere.',
  SERVICE_UNAVAILABLE: 'Tjenesten er ikke tilgjengelig akkurat nå.',
  // The customer declaration (KYC) service; the completion and save texts are spec 2 §8's.
  UNAUTHORIZED: 'Økten er utløpt. Vennligst logg på igjen.',
  INVALID_REQUEST: 'Vi kunne ikke lagre svarene dine fordi noe mangler eller er feil. Sjekk svarene og prøv igjen.',
  BENEFICIAL_OWNERSHIP_TOO_HIGH: 'Eierandelene kan ikke overstige 100% samlet.',
  DECLARATION_COMPLETED: 'Kundeerklæringen er allerede sendt inn og kan ikke endres.',
  DECLARATION_INCOMPLETE:
    'Klarte ikke å registrere svarene. Vennligst prøv igjen. Kontakt banken dersom problemet vedvarer',
  CASE_NOT_FOUND: 'Vi fant ikke saken.',
} as const satisfies Record<string, string>;

/**
 * The sandbox's own customer messages (no error name of the specs carries them, so `messageOf` never
 * answers them): unknown paths, fault injection, the control API and its admin token.
 */
export const OWN_MESSAGES = {
  NOT_FOUND: 'Tjenesten finnes ikke.',
  CACHE_NOT_FOUND: 'Vi fant ikke lånet du regnet på.',
  UNKNOWN_FEATURE: 'Ukjent funksjon.',
  NO_SBL_CONSENT: 'Du har ikke gitt samtykke ennå.',
  RETRY: 'Prøv igjen.',
  INJECTED_FAULT: 'Feil fra sandkassens feilinnsprøyting.',
  ADMIN_TOKEN_MISSING: 'Du må oppgi sandkassens administratornøkkel.',
  OTHER_ORIGIN: 'Forespørselen kom fra en annen side.',
  INVALID_FAULT: 'Ugyldig feil.',
  INVALID_FEATURE: 'Ugyldig funksjonsbryter.',
  INVALID_STATUS: 'Ugyldig status.',
  STATUS_CASE_NOT_FOUND: 'Fant ikke saken.',
  INVALID_CONTROL_REQUEST: 'Ugyldig forespørsel.',
} as const satisfies Record<string, string>;

/**
 * The same messages in English (decision 0110; register and glossary of decision 0109). A message
 * without an English text, or one nb does not have, fails the type check.
 */
export const MESSAGES_EN = {
  ANNONYM_BRUKER: 'You must log in to continue.',
  INGEN_TILGANG: 'You do not have access to this.',
  MANGLER_TILGANG: 'You do not have access to this bank.',
  MANGLER_USER_CTX: 'We could not find your customer relationship.',
  FNR_BANKIDBRUKER_MISMATCH: 'The national identity number does not match the logged-in user.',
  INVALID_APPLICATION_REQUEST: 'The application is missing information or contains errors.',
  UGYLDIG_SOKNAD: 'The application is not valid.',
  UGYLDIG_FOEDESELSNUMMER: 'The national identity number is not valid.',
  APPLICATION_NOT_FOUND: 'We could not find an application in progress with this case number.',
  PREVIEW_CASE_NOT_FOUND: 'We could not find the case.',
  UNKNOWN_APPLICATION_STATUS: 'The case has a status we do not recognise.',
  UNKNOWN_PRODUCT: 'No valid vehicle selected.',
  LOAN_AMOUNT_NOT_IN_RANGE: 'The loan amount is outside what we can offer for this product.',
  LOAN_AND_CARS_AGE_EXCEED_LIMIT:
    'The vehicle is too old. It can be at most 14 years old when the loan has been repaid.',
  REGISTRATION_NR_INVALID: 'The registration number is not valid.',
  REGNR_MANGLER: 'The registration number is missing.',
  EUROTAX_PLATE_NOT_FOUND:
    'We could not find the vehicle. You can apply for a loan commitment, and we will help you with the vehicle afterwards.',
  FEIL_UNDER_PRISOPPSLAG: 'We could not get the price of the vehicle. You can apply for a loan commitment instead.',
  DNUMMER_KUNDE: 'Unfortunately, you cannot apply for a loan with a D number.',
  MINDREAARIG_KUNDE: 'Unfortunately, you cannot apply for a loan when you are under 18.',
  AAA_SOLIDITY: 'We cannot find you at the credit reference agency.',
  NO_ADDRESS_FOUND: 'We cannot find a Norwegian address for you.',
  KYC_BLOCKED: 'We need to check your details before we can process the application.',
  NO_TAX_PERIOD_AVAILABLE: 'We could not get your tax information.',
  FAILED_SBL_CONSENT_SAVE: 'We could not save your consent.',
  INCORRECT_NEW_CASE: 'We could not save the case.',
  OTHER_APPLICANT_MISSING_DATA: 'We are missing information from the other applicant.',
  UPGRADE_TO_VEHICLE_LOAN_FAILED: 'We could not turn the loan commitment into a loan.',
  MISSING_IN_BUSINESS_REGISTER: 'We cannot find your business in the Central Coordinating Register for Legal Entities.',
  INTERN_FEIL: 'An internal error occurred. Please try again later.',
  SERVICE_UNAVAILABLE: 'The service is not available right now.',
  UNAUTHORIZED: 'Your session has expired. Please log in again.',
  INVALID_REQUEST:
    'We could not save your answers because something is missing or wrong. Check your answers and try again.',
  BENEFICIAL_OWNERSHIP_TOO_HIGH: 'The ownership shares cannot add up to more than 100% in total.',
  DECLARATION_COMPLETED: 'The customer declaration has already been submitted and cannot be changed.',
  DECLARATION_INCOMPLETE:
    'We could not register your answers. Please try again. Contact the bank if the problem persists',
  CASE_NOT_FOUND: 'We could not find the case.',
  NOT_FOUND: 'The service does not exist.',
  CACHE_NOT_FOUND: 'We could not find the loan you calculated.',
  UNKNOWN_FEATURE: 'Unknown feature.',
  NO_SBL_CONSENT: 'You have not given your consent yet.',
  RETRY: 'Please try again.',
  INJECTED_FAULT: "An error from the sandbox's fault injection.",
  ADMIN_TOKEN_MISSING: "You must give the sandbox's administrator key.",
  OTHER_ORIGIN: 'The request came from another site.',
  INVALID_FAULT: 'Invalid fault.',
  INVALID_FEATURE: 'Invalid feature toggle.',
  INVALID_STATUS: 'Invalid status.',
  STATUS_CASE_NOT_FOUND: 'Could not find the case.',
  INVALID_CONTROL_REQUEST: 'Invalid request.',
} as const satisfies Record<MessageKey, string>;

type MessageKey = keyof typeof MESSAGES | keyof typeof OWN_MESSAGES;

/** A customer message of the catalogue, in Norwegian (the key `errorBody` answers in English by). */
export type CatalogueMessage =
  (typeof MESSAGES)[keyof typeof MESSAGES] | (typeof OWN_MESSAGES)[keyof typeof OWN_MESSAGES];

declare const local: unique symbol;
/** A text already in the request's language (see `localText`); errorBody sends it as it is. */
export type LocalText = string & { readonly [local]: true };

/** What `errorBody` accepts as `message`: a catalogue text, or one already in the request's language. */
export type Message = CatalogueMessage | LocalText;

/** Marks a text as written in the request's language (a shared rule's message, via serviceText). */
export const localText = (text: string) => text as LocalText;

const MESSAGE_BY_NAME: ReadonlyMap<string, (typeof MESSAGES)[keyof typeof MESSAGES]> = new Map(
  Object.entries(MESSAGES),
);

/** Each Norwegian text's key (texts two names share have one English text: a test checks it). */
const KEY_BY_TEXT: ReadonlyMap<string, MessageKey> = new Map(
  Object.entries({ ...MESSAGES, ...OWN_MESSAGES }).map(([key, text]) => [text, key as MessageKey]),
);

/** A message in the request's language (decision 0110). */
export function localMessage(c: SandboxContext, message: Message): string {
  if (languageOf(c) === 'nb') return message;
  const key = KEY_BY_TEXT.get(message);
  return key ? MESSAGES_EN[key] : message;
}

/** The message of an error name; `fallback`'s message for a name without one. */
export function messageOf(
  name: string,
  fallback: keyof typeof MESSAGES = 'INTERN_FEIL',
): (typeof MESSAGES)[keyof typeof MESSAGES] {
  return MESSAGE_BY_NAME.get(name) ?? MESSAGES[fallback];
}

/** The service's result envelope for a business failure (HTTP 200, `failure: true`). */
export function failureEnvelope(c: SandboxContext, name: string, developerMessage: string) {
  return {
    success: false,
    failure: true,
    errorOrNull: errorBody(c, 422, name, messageOf(name), developerMessage),
    responseOrNull: null,
  };
}

/** The service's result envelope for a success. */
export function successEnvelope<T>(response: T) {
  return { success: true, failure: false, errorOrNull: null, responseOrNull: response };
}
