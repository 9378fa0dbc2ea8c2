/**
 * Texts of the application's step 3, the applicants and their consents (spec 1 §2, spec 2 §2).
 * Verbatim from the specs: «Hei {firstName}» (spec 2 §2 «'Hei' plus the customer's first name»),
 * «Velg» (the select placeholder, spec 2 §5) and the form-level message «Vennligst kontroller
 * skjemaet» (spec 1 §5). The field rules' messages live with the rules in src/schemas/loan.ts. The
 * rest was written for the product (docs/decisions/0016).
 */
export const applicantsTexts = {
  'applicants.greeting': 'Hei {firstName}',
  'applicants.intro':
    'Vi trenger noen opplysninger om deg og økonomien din for å behandle søknaden. Beløp oppgir du i hele kroner.',
  'applicants.form.invalid': 'Vennligst kontroller skjemaet',
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

  // The co-applicant
  'applicants.co.heading': 'Medsøker',
  'applicants.co.intro':
    'Søker du sammen med noen, deler dere ansvaret for lånet. Medsøker må bo på samme adresse som deg og signerer lånedokumentene selv.',
  'applicants.co.add': 'Legg til medsøker',
  'applicants.co.remove': 'Fjern medsøker',
  'applicants.co.ssn': 'Medsøkers fødselsnummer',
  'applicants.co.ssn.hint': '11 siffer',
  'applicants.co.email': 'Medsøkers e-post',
  'applicants.co.phone': 'Medsøkers mobilnummer',
  'applicants.co.confirmAddress': 'Medsøker og jeg har samme bostedsadresse',
  'applicants.co.taxNotice':
    'Medsøker er informert om at banken henter inntekts- og skatteopplysninger om medsøker fra Skatteetaten for å behandle søknaden',

  // The consents
  'applicants.consents.heading': 'Samtykker',
  'applicants.consents.intro': 'Svar ja eller nei. Et samtykke du ikke svarer på, lagres som ubesvart.',
  'applicants.consents.loading': 'Henter samtykkene',
  'applicants.consents.loadFailed':
    'Vi fikk ikke hentet samtykkene akkurat nå. Prøv igjen, eller gå videre og svar på dem når du fullfører søknaden.',
  'applicants.consents.retry': 'Prøv igjen',
  'applicants.consents.yes': 'Ja',
  'applicants.consents.no': 'Nei',
  'applicants.consents.more': 'Les mer',
  'applicants.consents.moreAbout': 'Les mer om {title}',

  // Moving on
  'applicants.previous': 'Forrige',
  'applicants.next': 'Neste',
  'applicants.saving': 'Lagrer',
} as const;
