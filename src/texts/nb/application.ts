import { applicationSblTexts } from './application-sbl.js';

/**
 * Texts of `<salgspant-application>` (spec 1 §2 "Application flow", spec 2's tax-consent step).
 * Spec 1 gives only the progress labels ("n av 5") and the "missing cache id" situation; the other
 * texts were written for the product in plain bank Norwegian (decision 0015), and a CMS overrides any.
 */
export const applicationTexts = {
  'application.heading': 'Søknad om {loanType}',
  'application.loanType.VEHICLE_LOAN': 'lån',
  'application.loanType.LOAN_COMMITMENT': 'lånebevis',
  'application.step': '{n} av {total}',
  'application.missingCacheId.title': 'Vi finner ikke beregningen din',
  'application.missingCacheId.text':
    'Søknaden starter fra lånekalkulatoren. Regn på lånet ditt der, så kommer du tilbake hit med tallene.',
  'application.missingCacheId.link': 'Gå til lånekalkulatoren',
  'application.login.redirecting': 'Du sendes til innlogging med BankID …',

  // Step titles.
  'application.steps.loan': 'Lånet du søker om',
  'application.steps.sbl': 'Samtykke til skatteopplysninger',
  'application.steps.applicants': 'Opplysninger om deg',
  'application.steps.kyc': 'Kundeerklæring',
  'application.steps.review': 'Se over og send inn',
  'application.steps.done': 'Fullført',

  // Step 1: loan info.
  'application.loan.registrationNumber': 'Registreringsnummer',
  'application.loan.odometer': 'Kilometerstand',
  'application.loan.odometerValue': '{km} km',
  'application.loan.product': 'Kjøretøy',
  'application.loan.loanType': 'Du søker om',
  'application.loan.vehiclePrice': 'Kjøpesum',
  'application.loan.equity': 'Egenkapital',
  'application.loan.period': 'Nedbetalingstid',
  'application.loan.periodValue': '{months} måneder',
  'application.loan.amount': 'Lånebeløp uten gebyrer',
  'application.loan.monthlyCost': 'Månedlig kostnad (beregnet)',
  'application.loan.comment':
    'Tallene er hentet fra beregningen din. Vil du endre noe, går du tilbake til kalkulatoren. Banken vurderer søknaden og gir deg et endelig tilbud.',
  'application.loan.fetchFailed': 'Vi klarte ikke å hente beregningen din.',
  'application.loan.retry': 'Prøv igjen',
  'application.previous': 'Forrige',
  // «Neste» and step 2, the tax-data consent (./application-sbl.ts: the completion shows it too).
  ...applicationSblTexts,

  // Step 4: KYC.
  'application.kyc.intro':
    'Banken må etter hvitvaskingsloven vite hvem kundene er. Svar på spørsmålene under, så går vi videre til innsending.',
  'application.kyc.answered': 'Takk! Kundeerklæringen er besvart.',
  'application.kyc.checking': 'Vi sjekker kundeforholdet ditt …',
  'application.kyc.retry': 'Prøv igjen',

  // Step 5: review and send.
  'application.review.intro': 'Se over søknaden før du sender den. Du kan gå tilbake og endre opplysningene om deg.',
  'application.review.loanHeading': 'Dette søker du om',
  'application.review.applicantsHeading': 'Hvem søker',
  'application.review.mainApplicant': 'Søker',
  'application.review.coApplicant': 'Medsøker',
  'application.review.noCoApplicant': 'Ingen medsøker',
  'application.review.email': 'E-post',
  'application.review.phone': 'Mobilnummer',
  'application.review.income': 'Brutto årsinntekt',
  'application.review.debt': 'Samlet gjeld',
  'application.review.kyc': 'Kundeerklæring',
  'application.review.kycAnswered': 'Besvart',
  'application.review.consent':
    'Når du sender søknaden, bekrefter du at opplysningene er riktige. Banken gjør en kredittvurdering og svarer deg så snart som mulig.',
  'application.review.send': 'Send søknad',
  'application.review.sending': 'Sender søknaden',
  'application.review.invalid': 'Søknaden mangler opplysninger. Gå tilbake og kontroller stegene over.',
  'application.review.failed': 'Søknaden ble ikke sendt.',
  'application.review.consentSaveBack':
    'Vi klarte ikke å lagre samtykkene dine. Gå gjennom stegene på nytt og send søknaden igjen.',
} as const;
