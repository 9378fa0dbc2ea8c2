/**
 * Texts of the error catalogue (spec 1 §8, screens of §2). Keys: `errors.<screen>.title`,
 * `errors.<screen>.p1` … and `errors.<screen>.info` (an info box below the paragraphs).
 *
 * Verbatim from spec 1: APPLICATION_NOT_FOUND's first paragraph, the D-number and minor texts, the
 * update-failure text (also the failed-save text of FAILED_SBL_CONSENT_SAVE and INCORRECT_NEW_CASE),
 * "Noe gikk galt!", "Ingen gyldige kjøretøy valgt!", "Mangler signerings URL!", "Mangler et gyldig
 * saksnummer.", the vehicle age and vehicle-not-found texts. The spec says the other screen texts come
 * from configuration and does not give them: they were written for the product, in plain bank
 * Norwegian (what happened, what the customer can do), and a CMS overrides any of them.
 */
/*
 * One object per screen, so that an element carries only the screens its own calls can lead to
 * (see each element's catalogue); `errorsCommon` holds the generic and service screens, the messages and the detail panel, which every element that shows errors needs. A
 * screen an element does not carry shows as the generic one (error-catalogue.ts, carriedScreenFor).
 */

/** Error texts: the generic and service screens, the messages, the detail panel. */
export const errorsCommon = {
  // Generic (any unknown error name): exactly three paragraphs.
  'errors.generic.title': 'Noe gikk galt!',
  'errors.generic.p1': 'Vi kan dessverre ikke fullføre forespørselen din akkurat nå.',
  'errors.generic.p2': 'Vennligst prøv igjen senere.',
  'errors.generic.p3': 'Ta kontakt med banken hvis problemet vedvarer.',
  // An external service could not be reached (SERVICE_UNAVAILABLE, network failures, the fetch
  // failures of spec 1 §8).
  'errors.service.title': 'Vi får ikke kontakt med tjenesten',
  'errors.service.p1': 'Vi fikk ikke kontakt med en ekstern tjeneste som vi trenger for å vise denne siden.',
  'errors.service.p2': 'Vennligst last inn siden på nytt. Ta kontakt med banken hvis problemet vedvarer.',
  // Messages that are not screens (spec 1 §2, §5, §8).
  // A failure the service did not describe itself: the detail panel's «Melding» (src/api/service-error.ts).
  'errors.message.network': 'Vi får ikke kontakt med banken akkurat nå. Sjekk nettforbindelsen og prøv igjen.',
  'errors.message.timeout': 'Banken svarer ikke akkurat nå. Prøv igjen om litt.',
  'errors.message.aborted': 'Forespørselen ble avbrutt.',
  'errors.message.invalidResponse': 'Vi fikk et uventet svar fra banken. Prøv igjen om litt.',
  'errors.message.http': 'Noe gikk galt. Prøv igjen om litt.',
  // Actions and the detail panel.
  'errors.action.reload': 'Last inn siden på nytt',
  'errors.details.show': 'Vis mer',
  'errors.details.hide': 'Vis mindre',
  'errors.details.code': 'Kode',
  'errors.details.name': 'Navn',
  'errors.details.status': 'Status',
  'errors.details.type': 'Type',
  'errors.details.rcid': 'RCID',
  'errors.details.message': 'Melding',
  'errors.details.copy': 'Kopier',
  'errors.details.copied': 'Kopiert',
  'errors.details.copyFailed': 'Kunne ikke kopiere. Merk teksten og kopier den selv.',
} as const;

/** Error texts: the messages of a case's flows (a missing case id, a failed update, no signing address). */
export const errorsCaseMessages = {
  'errors.message.updateFailed':
    'Ups! Her gikk noe galt ved innsending, vennligst prøv igjen eller ta kontakt med banken om problemet vedvarer.',
  'errors.message.missingSigningUrl': 'Mangler signerings URL!',
  'errors.message.missingCaseId': 'Mangler et gyldig saksnummer.',
} as const;

/** Error texts: invalidApplication. */
export const errorsInvalidApplication = {
  // UGYLDIG_SOKNAD
  'errors.invalidApplication.title': 'Vi kan ikke behandle søknaden',
  'errors.invalidApplication.p1': 'Søknaden mangler opplysninger eller inneholder opplysninger som ikke er gyldige.',
  'errors.invalidApplication.p2': 'Vennligst gå tilbake, kontroller opplysningene og send søknaden på nytt.',
} as const;

/** Error texts: applicationNotFound. */
export const errorsApplicationNotFound = {
  // APPLICATION_NOT_FOUND
  'errors.applicationNotFound.title': 'Vi finner ikke søknaden',
  'errors.applicationNotFound.p1': 'Vi klarte ikke å finne en pågående søknad for dette saksnummeret.',
  'errors.applicationNotFound.p2': 'Kontroller at lenken du brukte er riktig, eller finn søknaden i søknadsoversikten.',
} as const;

/** Error texts: unknownStatus. */
export const errorsUnknownStatus = {
  // UNKNOWN_APPLICATION_STATUS
  'errors.unknownStatus.title': 'Vi kan ikke vise søknaden',
  'errors.unknownStatus.p1': 'Søknaden din har en status vi ikke kan vise her akkurat nå.',
  'errors.unknownStatus.p2': 'Ta kontakt med banken, så hjelper vi deg videre.',
} as const;

/** Error texts: caseNotFound. */
export const errorsCaseNotFound = {
  // PREVIEW_CASE_NOT_FOUND
  'errors.caseNotFound.title': 'Vi finner ikke saken',
  'errors.caseNotFound.p1': 'Vi klarte ikke å finne saken du prøver å åpne.',
  'errors.caseNotFound.p2': 'Kontroller at lenken du brukte er riktig, eller ta kontakt med banken.',
} as const;

/** Error texts: invalidRequest. */
export const errorsInvalidRequest = {
  // INVALID_APPLICATION_REQUEST
  'errors.invalidRequest.title': 'Søknaden kunne ikke sendes',
  'errors.invalidRequest.p1': 'Noen av opplysningene i søknaden er ikke gyldige.',
  'errors.invalidRequest.p2': 'Vennligst kontroller opplysningene og prøv igjen.',
} as const;

/** Error texts: loanAmount. */
export const errorsLoanAmount = {
  // LOAN_AMOUNT_NOT_IN_RANGE
  'errors.loanAmount.title': 'Lånebeløpet er utenfor grensene',
  'errors.loanAmount.p1': 'Lånebeløpet er utenfor det vi kan tilby for dette lånet.',
  'errors.loanAmount.p2': 'Vennligst endre kjøpesummen eller egenkapitalen og prøv igjen.',
} as const;

/** Error texts: vehicleAge. */
export const errorsVehicleAge = {
  // LOAN_AND_CARS_AGE_EXCEED_LIMIT (first paragraph: spec 1 §5)
  'errors.vehicleAge.title': 'Kjøretøyet er for gammelt',
  'errors.vehicleAge.p1': 'Kjøretøyet er for gammelt. Maks alder er 14 år når lånet er nedbetalt.',
  'errors.vehicleAge.p2': 'Du kan velge en kortere nedbetalingstid eller et nyere kjøretøy.',
} as const;

/** Error texts: registrationNumber. */
export const errorsRegistrationNumber = {
  // REGISTRATION_NR_INVALID
  'errors.registrationNumber.title': 'Registreringsnummeret er ikke gyldig',
  'errors.registrationNumber.p1': 'Vi kjenner ikke igjen registreringsnummeret.',
  'errors.registrationNumber.p2': 'Kontroller at du har skrevet det riktig, og prøv igjen.',
} as const;

/** Error texts: anonymous. */
export const errorsAnonymous = {
  // ANNONYM_BRUKER
  'errors.anonymous.title': 'Du må logge inn',
  'errors.anonymous.p1': 'Du må logge inn med BankID for å fortsette.',
  'errors.anonymous.p2': 'Logg inn og prøv igjen.',
} as const;

/** Error texts: dNumber. */
export const errorsDNumber = {
  // DNUMMER_KUNDE (spec 1 §8)
  'errors.dNumber.title': 'Vi kan ikke behandle søknaden',
  'errors.dNumber.p1': 'Du kan dessverre ikke søke om lån med D-nummer.',
  'errors.dNumber.p2': 'Ta kontakt med banken hvis du har spørsmål.',
} as const;

/** Error texts: minor. */
export const errorsMinor = {
  // MINDREAARIG_KUNDE (spec 1 §8)
  'errors.minor.title': 'Vi kan ikke behandle søknaden',
  'errors.minor.p1': 'Du kan dessverre ikke søke om lån når du er under 18 år.',
  'errors.minor.p2': 'Ta kontakt med banken hvis du har spørsmål.',
} as const;

/** Error texts: creditBureau. */
export const errorsCreditBureau = {
  // AAA_SOLIDITY (missing in the credit bureau)
  'errors.creditBureau.title': 'Vi mangler opplysninger om deg',
  'errors.creditBureau.p1':
    'Vi finner ikke opplysningene vi trenger om deg hos kredittopplysningsbyrået, og kan derfor ikke behandle søknaden på nett.',
  'errors.creditBureau.p2': 'Ta kontakt med banken, så hjelper vi deg videre.',
} as const;

/** Error texts: noAddress. */
export const errorsNoAddress = {
  // NO_ADDRESS_FOUND (no Norwegian address)
  'errors.noAddress.title': 'Vi finner ingen norsk adresse',
  'errors.noAddress.p1':
    'Vi finner ingen norsk adresse registrert på deg i Folkeregisteret, og kan derfor ikke behandle søknaden på nett.',
  'errors.noAddress.p2': 'Ta kontakt med banken, så hjelper vi deg videre.',
} as const;

/** Error texts: noAccess. */
export const errorsNoAccess = {
  // INGEN_TILGANG
  'errors.noAccess.title': 'Du har ikke tilgang',
  'errors.noAccess.p1': 'Du har ikke tilgang til denne tjenesten.',
  'errors.noAccess.p2': 'Ta kontakt med banken hvis du mener dette er feil.',
} as const;

/** Error texts: userContext. */
export const errorsUserContext = {
  // MANGLER_USER_CTX
  'errors.userContext.title': 'Vi kunne ikke hente opplysningene dine',
  'errors.userContext.p1': 'Vi klarte ikke å hente opplysningene vi trenger om deg.',
  'errors.userContext.p2': 'Vennligst logg inn på nytt og prøv igjen.',
} as const;

/** Error texts: missingAccess. */
export const errorsMissingAccess = {
  // MANGLER_TILGANG
  'errors.missingAccess.title': 'Du mangler tilgang',
  'errors.missingAccess.p1': 'Du har ikke tilgang til å se eller endre denne søknaden.',
  'errors.missingAccess.p2': 'Ta kontakt med banken hvis du mener dette er feil.',
} as const;

/** Error texts: userMismatch. */
export const errorsUserMismatch = {
  // FNR_BANKIDBRUKER_MISMATCH
  'errors.userMismatch.title': 'Du er logget inn som en annen person',
  'errors.userMismatch.p1': 'Fødselsnummeret i søknaden stemmer ikke med personen som er logget inn med BankID.',
  'errors.userMismatch.p2': 'Logg ut, og logg inn igjen med din egen BankID.',
} as const;

/** Error texts: nationalId. */
export const errorsNationalId = {
  // UGYLDIG_FOEDESELSNUMMER
  'errors.nationalId.title': 'Fødselsnummeret er ikke gyldig',
  'errors.nationalId.p1': 'Fødselsnummeret er ikke gyldig.',
  'errors.nationalId.p2': 'Kontroller at du har skrevet alle 11 sifrene riktig, og prøv igjen.',
} as const;

/** Error texts: priceLookup. */
export const errorsPriceLookup = {
  // FEIL_UNDER_PRISOPPSLAG (price lookup; suggests a loan commitment)
  'errors.priceLookup.title': 'Vi fant ikke prisen på kjøretøyet',
  'errors.priceLookup.p1': 'Vi klarte ikke å hente prisinformasjon om kjøretøyet akkurat nå.',
  'errors.priceLookup.p2': 'Du kan søke om lånebevis i stedet, så hjelper vi deg med kjøretøyet etterpå.',
} as const;

/** Error texts: invalidProduct. */
export const errorsInvalidProduct = {
  // UNKNOWN_PRODUCT (the calculator's invalid-product state, spec 1 §2)
  'errors.invalidProduct.title': 'Noe gikk galt!',
  'errors.invalidProduct.p1': 'Ingen gyldige kjøretøy valgt!',
  'errors.invalidProduct.p2': 'Adressen du brukte, viser ikke til et gyldig lån. Gå tilbake og velg kjøretøy på nytt.',
} as const;

/** Error texts: registrationMissing. */
export const errorsRegistrationMissing = {
  // REGNR_MANGLER
  'errors.registrationMissing.title': 'Registreringsnummer mangler',
  'errors.registrationMissing.p1': 'Du må oppgi registreringsnummeret til kjøretøyet.',
} as const;

/** Error texts: plateNotFound. */
export const errorsPlateNotFound = {
  // EUROTAX_PLATE_NOT_FOUND (spec 1 §5, the lookup's no-match message)
  'errors.plateNotFound.title': 'Vi fant ikke kjøretøyet',
  'errors.plateNotFound.p1':
    'Vi klarte ikke å finne kjøretøyet. Du kan søke om lånebevis så hjelper vi deg med kjøretøyet etterpå.',
} as const;

/** Error texts: otherApplicant. */
export const errorsOtherApplicant = {
  // OTHER_APPLICANT_MISSING_DATA
  'errors.otherApplicant.title': 'Vi venter på den andre søkeren',
  'errors.otherApplicant.p1': 'Vi mangler fortsatt opplysninger fra den andre søkeren.',
  'errors.otherApplicant.p2':
    'Vi behandler søknaden så snart den andre søkeren har logget inn og fylt ut sin del. Du trenger ikke gjøre noe mer nå.',
} as const;

/** Error texts: saveFailed. */
export const errorsSaveFailed = {
  // FAILED_SBL_CONSENT_SAVE and INCORRECT_NEW_CASE (the update-failure text of spec 1 §8)
  'errors.saveFailed.title': 'Noe gikk galt!',
  'errors.saveFailed.p1':
    'Ups! Her gikk noe galt ved innsending, vennligst prøv igjen eller ta kontakt med banken om problemet vedvarer.',
} as const;

/** Error texts: taxPeriod. */
export const errorsTaxPeriod = {
  // NO_TAX_PERIOD_AVAILABLE
  'errors.taxPeriod.title': 'Vi fikk ikke hentet skatteopplysningene dine',
  'errors.taxPeriod.p1':
    'Skatteopplysningene vi trenger, er ikke tilgjengelige ennå, og vi kan derfor ikke behandle søknaden på nett akkurat nå.',
  'errors.taxPeriod.p2': 'Ta kontakt med banken, så hjelper vi deg videre.',
} as const;

/** Error texts: upgradeFailed. */
export const errorsUpgradeFailed = {
  // UPGRADE_TO_VEHICLE_LOAN_FAILED
  'errors.upgradeFailed.title': 'Vi kunne ikke gjøre om lånebeviset',
  'errors.upgradeFailed.p1': 'Vi klarte ikke å gjøre om lånebeviset ditt til et lån med pant i kjøretøyet akkurat nå.',
  'errors.upgradeFailed.p2': 'Vennligst prøv igjen senere, eller ta kontakt med banken.',
} as const;

/** Error texts: kycBlocked. */
export const errorsKycBlocked = {
  // KYC_BLOCKED: spec 1 §8 names it "receipt control", but no case reached the bank, so no answer is
  // promised; the customer is asked to contact the bank (decision 0097).
  'errors.kycBlocked.title': 'Vi kan ikke behandle søknaden din på nett',
  'errors.kycBlocked.p1': 'Vi må gå gjennom noen opplysninger om deg sammen med deg før vi kan gå videre med søknaden.',
  'errors.kycBlocked.p2': 'Ta kontakt med banken, så hjelper vi deg videre.',
} as const;

/** Error texts: businessRegister. */
export const errorsBusinessRegister = {
  // MISSING_IN_BUSINESS_REGISTER
  'errors.businessRegister.title': 'Vi mangler opplysninger fra Enhetsregisteret',
  'errors.businessRegister.p1':
    'Vi finner ikke opplysningene vi trenger i Enhetsregisteret, og kan derfor ikke behandle søknaden på nett.',
  'errors.businessRegister.p2': 'Ta kontakt med banken, så hjelper vi deg videre.',
} as const;

/** Error texts: page not found (the app's route table, spec 1 §2). */
export const errorsPageNotFound = {
  'errors.pageNotFound.title': 'Vi finner ikke siden',
  'errors.pageNotFound.p1': 'Siden du prøver å åpne, finnes ikke eller er flyttet.',
  'errors.pageNotFound.p2': 'Kontroller at adressen er riktig, eller gå tilbake og prøv igjen.',
  'errors.pageNotFound.p3': 'Du kan også finne søknadene dine i søknadsoversikten.',
  'errors.pageNotFound.info': 'Har du spørsmål om lånet ditt, er du velkommen til å ta kontakt med banken.',
} as const;

/** Every error text. */
export const errorTexts = {
  ...errorsCommon,
  ...errorsCaseMessages,
  ...errorsPageNotFound,
  ...errorsInvalidApplication,
  ...errorsApplicationNotFound,
  ...errorsUnknownStatus,
  ...errorsCaseNotFound,
  ...errorsInvalidRequest,
  ...errorsLoanAmount,
  ...errorsVehicleAge,
  ...errorsRegistrationNumber,
  ...errorsAnonymous,
  ...errorsDNumber,
  ...errorsMinor,
  ...errorsCreditBureau,
  ...errorsNoAddress,
  ...errorsNoAccess,
  ...errorsUserContext,
  ...errorsMissingAccess,
  ...errorsUserMismatch,
  ...errorsNationalId,
  ...errorsPriceLookup,
  ...errorsInvalidProduct,
  ...errorsRegistrationMissing,
  ...errorsPlateNotFound,
  ...errorsOtherApplicant,
  ...errorsSaveFailed,
  ...errorsTaxPeriod,
  ...errorsUpgradeFailed,
  ...errorsKycBlocked,
  ...errorsBusinessRegister,
} as const;
