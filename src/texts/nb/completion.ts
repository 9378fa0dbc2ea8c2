/**
 * Texts of `<salgspant-completion>` (spec 1 §2 "Completion flow", §5, §9). Verbatim from spec 1: the
 * insurance confirmation «Du må bekrefte at du har lest forkjøpsinformasjonen og kan kjøpe
 * forsikringen»; the update-failure, missing-signing-URL and missing-case-number texts come from the
 * error catalogue. The payment insurance's rate is a text configuration (`ratePercent`, 7,9 % by
 * default, spec 1 §9). The rest was written for the product in plain bank Norwegian (decision 0024),
 * and a CMS overrides any.
 */
export const completionTexts = {
  'completion.heading': 'Fullfør {loanType}',
  'completion.loanType.VEHICLE_LOAN': 'lånet',
  'completion.loanType.LOAN_COMMITMENT': 'lånebeviset',
  'completion.step': '{n} av {total}',
  'completion.login.redirecting': 'Du sendes til innlogging med BankID …',
  'completion.retry': 'Prøv igjen',
  'completion.previous': 'Forrige',
  'completion.next': 'Neste',
  // The error summary's heading on the steps with fields (insurance, contact): spec 1 §5's form-level message.
  'completion.form.invalid': 'Vennligst kontroller skjemaet',

  // Step titles.
  'completion.steps.start': 'Lånet ditt',
  'completion.steps.sbl': 'Samtykke til skatteopplysninger',
  'completion.steps.insurance': 'Betalingsforsikring',
  'completion.steps.contact': 'Kontaktinformasjon og samtykker',
  'completion.steps.kyc': 'Kundeerklæring',
  'completion.steps.signing': 'Signering',
  'completion.steps.receipt': 'Kvittering',

  // Step 1: the details view.
  'completion.start.intro':
    'Se over lånet og kjøretøyet. Deretter går du gjennom stegene under og signerer lånedokumentene med BankID.',
  'completion.details.loanHeading': 'Om lånet',
  'completion.details.vehicleHeading': 'Om kjøretøyet',
  'completion.details.caseNumber': 'Saksnummer',
  'completion.details.amountWithoutFees': 'Lånebeløp uten gebyrer',
  'completion.details.amount': 'Lånebeløp med gebyrer',
  'completion.details.period': 'Nedbetalingstid',
  'completion.details.periodValue': '{months} måneder',
  'completion.details.startupFee': 'Etableringsgebyr',
  'completion.details.pledgeFee': 'Tinglysingsgebyr',
  'completion.details.nominalInterest': 'Nominell rente',
  'completion.details.effectiveInterest': 'Effektiv rente',
  'completion.details.termFee': 'Termingebyr',
  'completion.details.monthlyCost': 'Månedlig beløp',
  'completion.details.totalCost': 'Totalkostnad',
  'completion.details.rate': '{rate} %',
  'completion.details.manufacturer': 'Merke',
  'completion.details.model': 'Modell',
  'completion.details.year': 'Årsmodell',
  'completion.details.registrationNumber': 'Registreringsnummer',
  'completion.details.price': 'Kjøpesum',
  'completion.trafficLight.label': 'Risikovurdering: {colour}',
  'completion.trafficLight.GREEN': 'grønn',
  'completion.trafficLight.YELLOW': 'gul',
  'completion.trafficLight.RED': 'rød',
  'completion.trafficLight.more': 'Hva betyr risikovurderingen?',
  'completion.trafficLight.title': 'Risikovurderingen av lånet',
  'completion.trafficLight.GREEN.text':
    'Grønn: Lånet er godt innenfor det vi anbefaler ut fra inntekten, gjelden og egenkapitalen din.',
  'completion.trafficLight.YELLOW.text':
    'Gul: Lånet er innenfor det vi kan gi, men det gir mindre rom i økonomien din. Tenk gjennom om beløpet og nedbetalingstiden passer for deg.',
  'completion.trafficLight.RED.text':
    'Rød: Lånet er høyt sett opp mot inntekten og gjelden din. Vi anbefaler at du vurderer mer egenkapital eller et lavere lånebeløp, og tar kontakt med oss om du har spørsmål.',
  'completion.trafficLight.close': 'Lukk',
  'completion.start.checking': 'Vi sjekker samtykket ditt …',

  // Step 3: payment insurance.
  'completion.insurance.ratePercent': '7,9',
  'completion.insurance.intro':
    'Betalingsforsikring dekker de månedlige beløpene på lånet hvis du blir arbeidsledig, sykmeldt eller ufør, og innfrir lånet ved dødsfall.',
  'completion.insurance.question': 'Vil du kjøpe betalingsforsikring?',
  'completion.insurance.yes': 'Ja',
  'completion.insurance.no': 'Nei',
  'completion.insurance.choose': 'Du må svare ja eller nei',
  'completion.insurance.price': 'Forsikringen koster {price} i måneden ({rate} % av det månedlige beløpet).',
  'completion.insurance.infoTitle': 'Før du kjøper',
  'completion.insurance.info':
    'Forsikringen gjelder fra lånet er utbetalt og kan sies opp når som helst. Du må være under 67 år og i minst 50 % fast arbeid for å være dekket ved arbeidsledighet.',
  'completion.insurance.termsLink': 'Forkjøpsinformasjon og vilkår (PDF)',
  'completion.insurance.termsHref': '/forsikring/betalingsforsikring/vilkar.pdf',
  'completion.insurance.productLink': 'Les mer om betalingsforsikring',
  'completion.insurance.productHref': '/forsikring/betalingsforsikring',
  'completion.insurance.confirm': 'Jeg har lest forkjøpsinformasjonen og kan kjøpe forsikringen',
  'completion.insurance.confirmRequired':
    'Du må bekrefte at du har lest forkjøpsinformasjonen og kan kjøpe forsikringen',

  // Step 4: contact and consents.
  'completion.contact.intro': 'Vi trenger e-postadressen og mobilnummeret ditt for å sende deg lånedokumentene.',
  'completion.contact.email': 'E-post',
  'completion.contact.phone': 'Mobilnummer',
  'completion.contact.phoneHint': '8 siffer',
  'completion.contact.consentsOnly': 'Svar på samtykkene under før du går videre.',
  'completion.saving': 'Lagrer …',

  // Step 5: KYC.
  'completion.kyc.intro':
    'Banken må etter hvitvaskingsloven vite hvem kundene er. Svar på spørsmålene under, så går vi videre til signering.',
  'completion.kyc.checking': 'Vi sjekker kundeforholdet ditt …',
  'completion.kyc.answered': 'Takk! Kundeerklæringen er besvart.',
  'completion.kyc.retry': 'Prøv igjen',

  // Step 6: signing.
  'completion.signing.intro': 'Les gjennom lånedokumentene og signer med BankID.',
  'completion.signing.frameTitle': 'Signering av lånedokumentene',
  'completion.signing.cancelled':
    'Du avbrøt signeringen. Lånedokumentene er ikke signert. Du kan signere nå, eller komme tilbake senere fra Mine søknader.',
  'completion.signing.notConfirmed':
    'Vi har ikke fått bekreftet signeringen ennå. Prøv å signere på nytt, eller ta kontakt med banken hvis problemet vedvarer.',
  'completion.signing.checking': 'Vi henter bekreftelsen på signeringen …',
  'completion.signing.inApp': 'Signeringen er åpnet i appen. Kom tilbake hit når du er ferdig.',
  'completion.signing.notReady': 'Lånedokumentene er ikke klare for signering ennå. Du får beskjed når de er klare.',
} as const;
