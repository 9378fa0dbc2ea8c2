import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { SandboxContext } from './context.js';

/**
 * The error JSON of both services (spec 1 §7): code, name, developerMessage, type, message and the
 * request correlation id. `message` is for the customer (Norwegian), `developerMessage` for developers.
 */
export function errorBody(
  c: SandboxContext,
  status: number,
  name: string,
  message: string,
  developerMessage: string,
  type = 'BUSINESS',
) {
  return { code: status, name, developerMessage, type, message, requestCorrelationId: { value: c.get('rcid') } };
}

/** Answers with the error JSON. */
export function fail(
  c: SandboxContext,
  status: ContentfulStatusCode,
  name: string,
  message: string,
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

const MESSAGE_BY_NAME: ReadonlyMap<string, string> = new Map(Object.entries(MESSAGES));

/** The message of an error name; `fallback`'s message for a name without one. */
export function messageOf(name: string, fallback: keyof typeof MESSAGES = 'INTERN_FEIL'): string {
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
