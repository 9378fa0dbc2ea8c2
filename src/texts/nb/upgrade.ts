/**
 * Texts of the loan upgrade (spec 1 §2 "Loan upgrade", §5 "Upgrade full form"). Verbatim from spec 1:
 * the age and emission texts, the plate warning and the loan amount range «Lånebeløpet må være mellom
 * {min},- og {max},-». The rest were written for the product (docs/decisions/0021-loan-upgrade.md).
 */
export const upgradeTexts = {
  'upgrade.heading': 'Gjør om lånebevis til lån',
  'upgrade.back': 'Tilbake til søknadsoversikten',
  'upgrade.login.text': 'Du må logge inn med BankID for å gjøre om lånebeviset til lån.',
  'upgrade.login.action': 'Logg inn med BankID',
  'upgrade.unavailable.title': 'Tjenesten er ikke tilgjengelig',
  'upgrade.unavailable.text':
    'Du kan ikke gjøre om lånebevis til lån på nett akkurat nå. Ta kontakt med banken, så hjelper vi deg.',
  'upgrade.noApplications': 'Du har ingen søknader hos oss som kan gjøres om til lån.',
  'upgrade.notUpgradable': 'Bare et godkjent lånebevis kan gjøres om til lån. Denne saken kan ikke det.',
  'upgrade.commitment': 'Lånebevis med saksnummer {id}: inntil {amount}.',

  'upgrade.search.heading': 'Finn kjøretøyet',
  'upgrade.search.intro':
    'Har du funnet kjøretøyet? Skriv inn registreringsnummeret, så henter vi opplysningene om det.',
  'upgrade.search.registrationNumber': 'Registreringsnummer',
  'upgrade.search.hint': 'For eksempel {example}',
  'upgrade.search.submit': 'Hent kjøretøy',
  'upgrade.search.required': 'Skriv inn registreringsnummeret',
  'upgrade.search.pattern.7': 'Registreringsnummeret skal ha to bokstaver og fem sifre, for eksempel {example}',
  'upgrade.search.pattern.6': 'Registreringsnummeret skal ha to bokstaver og fire sifre, for eksempel {example}',
  'upgrade.search.pattern.free':
    'Registreringsnummeret skal ha én eller to bokstaver og tre til fem sifre, for eksempel {example}',
  'upgrade.search.found': '{vehicle}, årsmodell {year}',
  'upgrade.search.tooOld': 'Kjøretøyet er for gammelt. Maks alder er 14 år når lånet er nedbetalt.',
  'upgrade.search.emission':
    'Bilen må være nullutslipp - elektrisitet eller hydrogen - for å kunne søke om elbillånet.',
  'upgrade.search.change': 'Søk på et annet kjøretøy',

  'upgrade.form.heading': 'Opplysninger om lånet',
  'upgrade.form.vehicle': 'Kjøretøy: {vehicle}, årsmodell {year} ({plate})',
  'upgrade.form.notFound': 'Vi klarte ikke å finne kjøretøyet. Har du skrevet riktig?',
  'upgrade.form.notFound.manual':
    'Stemmer registreringsnummeret {plate}, fyller du inn produsent, modell og årsmodell selv.',
  'upgrade.form.error': 'Vennligst kontroller skjemaet',
  'upgrade.form.price': 'Kjøpesum',
  'upgrade.form.price.required': 'Skriv inn kjøpesummen',
  'upgrade.form.price.positive': 'Kjøpesummen må være et helt antall kroner over 0',
  'upgrade.form.equity': 'Egenkapital',
  'upgrade.form.equity.required': 'Skriv inn egenkapitalen, 0 kr om du ikke har noen',
  'upgrade.form.equity.min': 'Egenkapitalen kan ikke være negativ',
  'upgrade.form.range': 'Lånebeløpet må være mellom {min},- og {max},-',
  'upgrade.form.range.hint': 'Du kan låne fra {min} til {max}.',
  'upgrade.form.period': 'Nedbetalingstid',
  'upgrade.form.period.placeholder': 'Velg et alternativ',
  'upgrade.form.period.option': '{years} år',
  'upgrade.form.period.required': 'Velg nedbetalingstid',
  'upgrade.form.odometer': 'Kilometerstand',
  'upgrade.form.odometer.invalid': 'Skriv kilometerstanden som et helt tall over 0',
  'upgrade.form.manufacturer': 'Produsent',
  'upgrade.form.manufacturer.required': 'Skriv inn produsenten',
  'upgrade.form.model': 'Modell',
  'upgrade.form.model.required': 'Skriv inn modellen',
  'upgrade.form.text.tooLong': 'Feltet kan maksimalt inneholde 100 tegn',
  'upgrade.form.year': 'Årsmodell',
  'upgrade.form.year.invalid': 'Skriv årsmodellen med fire sifre, for eksempel 2021',
  'upgrade.form.year.tooOld': 'Kjøretøyet er for gammelt. Maks alder er 14 år når lånet er nedbetalt.',
  'upgrade.form.amount': 'Lånebeløp',
  'upgrade.form.monthly': 'Månedlig kostnad: {amount}',
  'upgrade.form.monthly.note': 'Nominell rente {rate} %. Effektiv rente {effective} %.',
  'upgrade.form.submit': 'Gjør om til lån',

  'upgrade.failed.back': 'Tilbake til skjemaet',
  'upgrade.success.title': 'Lånebeviset er gjort om til lån',
  'upgrade.success.text':
    'Saksnummeret ditt er {id}. Gå til søknadsoversikten for å fullføre lånet og signere lånedokumentene.',
} as const;
