import { applicantsConsentTexts } from './applicants-consents.js';

/**
 * Texts of the application's step 3, the applicants and their consents (spec 1 §2, spec 2 §2).
 * Verbatim from the specs: «Hei {firstName}» (spec 2 §2 «'Hei' plus the customer's first name»),
 * «Velg» (the select placeholder, spec 2 §5) and the form-level message «Vennligst kontroller
 * skjemaet» (spec 1 §5). The field rules' messages are `validation.*` (./validation/). The
 * rest was written for the product (docs/decisions/0016).
 */
export const applicantsTexts = {
  'applicants.greeting': 'Hei {firstName}',
  'applicants.intro':
    'Vi trenger noen opplysninger om deg og økonomien din for å behandle søknaden. Beløp oppgir du i hele kroner.',
  'applicants.form.invalid': 'Vennligst kontroller skjemaet',
  /** An item of the error summary: the field's label, then its message. */
  'applicants.summary.item': '{label}: {message}',
  'applicants.select.placeholder': 'Velg',

  // The fields of either applicant
  'applicants.email': 'E-post',
  'applicants.phone': 'Mobilnummer',
  'applicants.phone.hint': '8 siffer',
  'applicants.livingCondition': 'Bosituasjon',
  'applicants.livingCondition.OWNS_HOUSING': 'Eier bolig',
  'applicants.livingCondition.RENTS_HOUSING': 'Leier bolig',
  'applicants.livingCondition.LIVING_WITH_PARENTS': 'Bor hos foreldre',
  'applicants.rentalFee': 'Husleie per måned',
  'applicants.employmentCondition': 'Arbeidssituasjon',
  'applicants.employmentCondition.FULL_TIME_EMPLOYEE': 'Fast ansatt',
  'applicants.employmentCondition.TEMPORARY_EMPLOYEE': 'Midlertidig ansatt',
  'applicants.employmentCondition.SELF_EMPLOYED': 'Selvstendig næringsdrivende',
  'applicants.employmentCondition.STUDENT': 'Student',
  'applicants.employmentCondition.RETIRED': 'Pensjonist',
  'applicants.employmentCondition.UNEMPLOYED': 'Arbeidsledig',
  'applicants.employmentCondition.UNEMPLOYMENT_BENEFITS': 'Mottar dagpenger',
  'applicants.employmentCondition.DISABLED': 'Mottar uføretrygd',
  'applicants.employmentCondition.OTHER': 'Annet',
  'applicants.grossIncome': 'Årsinntekt før skatt',
  'applicants.totalDebt': 'Samlet gjeld',
  'applicants.totalDebt.hint': 'Boliglån, studielån, billån, kredittkort og annen gjeld, uten lånet du søker om nå',
  'applicants.tradeIn': 'Jeg har et kjøretøy som skal byttes inn',
  'applicants.tradeIn.co': 'Medsøker har et kjøretøy som skal byttes inn',
  'applicants.tradeInDebt': 'Gjeld på innbyttet',

  // Step 3 opened again after a reload or the login round trip (decision 0031)
  'applicants.resumed.title': 'Bekreft opplysningene om søkerne',
  'applicants.resumed.kept':
    'Siden ble lastet inn på nytt. Vi har tatt vare på det du fylte ut. Se over opplysningene og trykk «Neste», så kommer du tilbake dit du var.',
  'applicants.resumed.coSsn':
    'Medsøkers fødselsnummer må du skrive inn igjen. Av hensyn til personvernet lagrer vi aldri fødselsnummer i nettleseren.',

  // The co-applicant
  'applicants.co.heading': 'Medsøker',
  'applicants.co.intro':
    'Søker du sammen med noen, deler dere ansvaret for lånet. Medsøker må bo på samme adresse som deg og signerer lånedokumentene selv.',
  'applicants.co.add': 'Legg til medsøker',
  'applicants.co.remove': 'Fjern medsøker',
  'applicants.co.ssn': 'Medsøkers fødselsnummer',
  'applicants.co.ssn.hint': '11 siffer',
  'applicants.co.ssn.again': '11 siffer. Skriv det inn igjen: vi lagrer ikke fødselsnummer i nettleseren.',
  'applicants.co.email': 'Medsøkers e-post',
  'applicants.co.phone': 'Medsøkers mobilnummer',
  'applicants.co.livingCondition': 'Medsøkers bosituasjon',
  'applicants.co.rentalFee': 'Medsøkers husleie per måned',
  'applicants.co.employmentCondition': 'Medsøkers arbeidssituasjon',
  'applicants.co.grossIncome': 'Medsøkers årsinntekt før skatt',
  'applicants.co.totalDebt': 'Medsøkers samlede gjeld',
  'applicants.co.tradeInDebt': 'Gjeld på medsøkers innbytte',
  'applicants.co.confirmAddress': 'Medsøker og jeg har samme bostedsadresse',
  'applicants.co.taxNotice':
    'Medsøker er informert om at banken henter inntekts- og skatteopplysninger om medsøker fra Skatteetaten for å behandle søknaden',

  // The consents (./applicants-consents.ts: the completion shows them too)
  ...applicantsConsentTexts,

  // Moving on
  'applicants.previous': 'Forrige',
  'applicants.next': 'Neste',
  'applicants.saving': 'Lagrer',
} as const;
