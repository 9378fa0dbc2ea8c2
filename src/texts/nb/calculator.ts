/**
 * Texts of the calculator (spec 1 §2, §5). Texts the spec gives are verbatim; the rest were written
 * for the product (docs/decisions/0007-calculator.md).
 */
export const calculatorTexts = {
  'calculator.heading': 'Lånekalkulator: {product}',
  'calculator.product.car': 'Bil',
  'calculator.product.car-electric': 'Elbil',
  'calculator.product.car-no-insurance': 'Bil uten forsikring',
  'calculator.product.mc': 'MC',
  'calculator.product.atv': 'ATV',
  'calculator.product.snowmobile': 'Snøscooter',
  'calculator.product.camping': 'Bobil',
  'calculator.product.caravan': 'Campingvogn',
  'calculator.product.boat': 'Båt',
  'calculator.vehicleType.car': 'Personbil, ny eller brukt, med pant i bilen.',
  'calculator.vehicleType.car-electric': 'Personbil som går på elektrisitet eller hydrogen, med pant i bilen.',
  'calculator.vehicleType.car-no-insurance': 'Personbil uten krav om forsikring hos oss. Inntil 100 000 kr og 5 år.',
  'calculator.vehicleType.mc': 'Motorsykkel, ny eller brukt, med pant i sykkelen.',
  'calculator.vehicleType.atv': 'ATV, ny eller brukt, med pant i kjøretøyet.',
  'calculator.vehicleType.snowmobile': 'Snøscooter, ny eller brukt, med pant i kjøretøyet.',
  'calculator.vehicleType.camping': 'Bobil, ny eller brukt, med pant i bilen.',
  'calculator.vehicleType.caravan': 'Campingvogn eller tilhenger, med pant i vogna.',
  'calculator.vehicleType.boat': 'Båt, med pant i båten.',

  'calculator.error.title': 'Noe gikk galt!',
  'calculator.error.invalidUrl': 'Vi fant ikke kalkulatoren du prøvde å åpne. Lenken kan være feil eller utdatert.',
  'calculator.error.invalidProduct': 'Ingen gyldige kjøretøy valgt!',
  'calculator.error.back': 'Tilbake til valg av kjøretøy',

  'calculator.loanType.legend': 'Hva vil du søke om?',
  'calculator.loanType.loan': 'Lån',
  'calculator.loanType.commitment': 'Lånebevis',
  'calculator.commitment.info.car':
    'Med lånebevis vet du hvor mye du kan låne før du har funnet bilen. Lånebeviset gjelder i 3 måneder.',
  'calculator.commitment.info.other':
    'Med lånebevis vet du hvor mye du kan låne før du har funnet kjøretøyet. Lånebeviset gjelder i 3 måneder.',
  'calculator.commitment.formInfo':
    'Når du har funnet kjøretøyet, gjør vi lånebeviset om til lån med de samme betingelsene.',

  'calculator.lookup.heading': 'Finn kjøretøyet',
  'calculator.lookup.registrationNumber': 'Registreringsnummer',
  'calculator.lookup.registrationNumber.hint': 'For eksempel {example}',
  'calculator.lookup.odometer': 'Kilometerstand (valgfritt)',
  'calculator.lookup.submit': 'Finn kjøretøy',
  'calculator.lookup.required': 'Skriv inn registreringsnummeret',
  'calculator.lookup.length': 'Registreringsnummeret må ha {length} tegn',
  'calculator.lookup.odometerInteger': 'Skriv kilometerstanden som et helt tall',
  'calculator.lookup.odometerMax': 'Kilometerstanden er for høy',
  'calculator.lookup.found': '{vehicle}, årsmodell {year}',
  'calculator.lookup.noMatch':
    'Vi klarte ikke å finne kjøretøyet. Du kan søke om lånebevis så hjelper vi deg med kjøretøyet etterpå.',
  'calculator.lookup.plateWarning': 'Vi klarte ikke å finne kjøretøyet. Har du skrevet riktig?',
  'calculator.lookup.priceLookup':
    'Vi klarte ikke å hente prisen på kjøretøyet akkurat nå. Du kan søke om lånebevis så hjelper vi deg med kjøretøyet etterpå.',
  'calculator.lookup.tooOld': 'Kjøretøyet er for gammelt. Maks alder er 14 år når lånet er nedbetalt.',
  'calculator.lookup.notZeroEmission':
    'Bilen må være nullutslipp - elektrisitet eller hydrogen - for å kunne søke om elbillånet.',

  'calculator.price': 'Kjøpesum',
  'calculator.price.required': 'Skriv inn kjøpesummen',
  'calculator.price.integer': 'Skriv kjøpesummen i hele kroner',
  'calculator.price.min': 'Kjøpesummen må være minst {min} kroner',
  'calculator.price.max': 'Kjøpesummen kan ikke være mer enn {max} kroner',
  'calculator.equity': 'Egenkapital',
  'calculator.equity.hint': 'Det du betaler selv. Skriv 0 om du ikke har egenkapital.',
  'calculator.equity.required': 'Skriv inn egenkapital, 0 om du ikke har',
  'calculator.equity.integer': 'Skriv egenkapitalen i hele kroner',
  'calculator.equity.min': 'Egenkapitalen kan ikke være negativ',
  'calculator.equity.abovePrice': 'Egenkapitalen kan ikke være høyere enn kjøpesummen',
  'calculator.loanAmount.range':
    'Lånebehovet må være mellom {min},- og {max},- kroner. Dersom kjøretøyet er dyrere ta kontakt med oss.',
  'calculator.period': 'Nedbetalingstid',
  'calculator.period.placeholder': 'Velg et alternativ',
  'calculator.period.option': '{years} år',
  'calculator.period.required': 'Velg nedbetalingstid',

  'calculator.equityHint.below-20': 'Med 20 % egenkapital låner du {amount} og får lavere rente.',
  'calculator.equityHint.below-35': 'Med 35 % egenkapital låner du {amount} og får vår beste rente.',
  'calculator.equityHint.from-35': 'Du har minst 35 % egenkapital og får vår beste rente.',

  'calculator.age.under-5': 'Kjøretøyet er under 5 år gammelt. Du kan velge nedbetalingstid på inntil {years} år.',
  'calculator.age.5-to-13':
    'Kjøretøyet er {age} år gammelt. Lånet må være nedbetalt senest når kjøretøyet er 14 år, så du kan velge nedbetalingstid på inntil {years} år.',
  'calculator.age.14-and-above':
    'Kjøretøyet er 14 år eller eldre. Vi kan ikke gi lån med pant i det, men du kan søke om lånebevis.',
  'calculator.age.no-age-limit':
    'Kjøretøyet er {age} år gammelt. Bil uten forsikring har ingen aldersgrense for kjøretøyet, og du kan velge nedbetalingstid på inntil {years} år.',

  'calculator.amountCard.title': 'Lånebeløp',
  'calculator.amountCard.note': 'Kjøpesum minus egenkapital',
  'calculator.productCard.title': 'Din månedlige kostnad',
  'calculator.productCard.monthly': '{amount}/mnd',
  'calculator.productCard.nominal': 'Nominell rente {rate} %',
  'calculator.productCard.example':
    'Eff. rente {effective} %, {amount} o/{years} år. Totalt {total}. Kjøpesum {price}.',
  'calculator.productCard.details': 'Se detaljer om lånet',
  'calculator.details.title': 'Detaljer om lånet',
  'calculator.details.monthlyCost': 'Månedlig kostnad',
  'calculator.details.totalCost': 'Totalkostnad',
  'calculator.details.nominal': 'Nominell rente',
  'calculator.details.effective': 'Effektiv rente',
  'calculator.details.establishFee': 'Etableringsgebyr',
  'calculator.details.pledgeFee': 'Tinglysingsgebyr',
  'calculator.details.termFee': 'Termingebyr',
  'calculator.details.vehicleType': 'Kjøretøy',
  'calculator.details.disclaimer':
    'Beregningen er et estimat ut fra opplysningene du har gitt. Endelig rente og pris avhenger av en kredittvurdering. Tilbudet gjelder i 30 dager.',

  'calculator.formError': 'Vennligst kontroller skjemaet',
  'calculator.submit.loan': 'Søk om lån',
  'calculator.submit.commitment': 'Søk om lånebevis',
  'calculator.back': 'Tilbake',
  'calculator.login.restored': 'Du er logget inn. Kontroller tallene og send søknaden.',
  'calculator.submit.failed':
    'Ups! Her gikk noe galt ved innsending, vennligst prøv igjen eller ta kontakt med banken om problemet vedvarer.',
} as const;
