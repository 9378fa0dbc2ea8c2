/**
 * Texts of the customer declaration `<kyc-declaration>` (spec 2). Verbatim from spec 2 §2 and §8:
 * «Neste», «Dine produkter», «Hvorfor må jeg svare på dette?», «Lukk», «Bekreft», «Legg til»,
 * «Takk for hjelpen.», «Tilbake til oppgavelisten», «Gå videre», «Prøv igjen», «Hent skjema på nytt»,
 * «Økten utløpt», «Vennligst logg på igjen», «Page not found.», «Not implemented section», «Kommentar»,
 * «Noe gikk galt!» and every error text of §8. The field rules' messages (§5) are `validation.kyc.*`
 * (./validation.ts), bundled with the rules that give them. The rest was written for the product
 * (docs/decisions/0012).
 */
export const kycTexts = {
  'kyc.heading': 'Kundeerklæring',
  /** The step indicator, «n/total» (spec 2 §2); read out in words. */
  'kyc.steps.indicator': '{position}/{total}',
  'kyc.steps.indicatorLabel': 'Steg {position} av {total}',
  'kyc.next': 'Neste',
  'kyc.previous': 'Tilbake',
  'kyc.confirm': 'Bekreft',
  'kyc.loading': 'Henter kundeerklæringen',
  'kyc.saving': 'Lagrer svarene',
  'kyc.form.invalid': 'Du må rette opp i dette før du kan gå videre',

  // Final and failure screens (spec 2 §2 "Final screens", §8)
  'kyc.done.title': 'Takk for hjelpen.',
  'kyc.done.text': '',
  'kyc.done.print': 'Vil du ta vare på svarene dine, kan du skrive ut denne siden eller lagre den som PDF.',
  'kyc.done.back': 'Tilbake til oppgavelisten',
  'kyc.done.continue': 'Gå videre',
  'kyc.failed.title': 'Noe gikk galt!',
  'kyc.failed.text': 'Klarte ikke å registrere svarene. Vennligst prøv igjen. Kontakt banken dersom problemet vedvarer',
  'kyc.failed.retry': 'Prøv igjen',
  'kyc.failed.back': 'Tilbake til oppgavelisten',
  'kyc.formError.title': 'Noe gikk galt!',
  'kyc.formError.text':
    'Klarte ikke å hente skjemaet. Vennligst prøv å hente skjemaet på nytt. Dersom problemet vedvarer må du kontakte banken',
  'kyc.formError.retry': 'Hent skjema på nytt',
  'kyc.noToken.title': 'Kundeerklæringen kan ikke åpnes',
  'kyc.noToken.text': 'Vi fant ingen gyldig økt for kundeerklæringen. Gå tilbake til oppgavelisten og åpne den derfra.',
  'kyc.expired.title': 'Økten utløpt',
  'kyc.expired.text': 'Vennligst logg på igjen',
  'kyc.expired.close': 'Lukk',
  'kyc.pageNotFound': 'Page not found.',
  'kyc.notImplemented': 'Not implemented section',
  'kyc.reference': 'Referanse: {rcid}',

  // Save errors (spec 2 §8)
  'kyc.save.error.title': 'Noe gikk galt!',
  'kyc.save.error.text':
    'Vi kunne ikke lagre svarene dine. Vennligst prøv igjen senere eller kontakt banken dersom problemene vedvarer. Referanse: {rcid}',
  'kyc.save.error.dynamic':
    'Noe gikk galt når vi prøvde å lagre svarene, vennligst prøv igjen. Dersom problemet vedvarer må du kontakte banken',
  'kyc.save.error.countries': 'Vennligst prøv å bekrefte igjen. Dersom problemet vedvarer må du kontakte banken',

  // Welcome
  'kyc.welcome.products': 'Dine produkter',
  'kyc.welcome.why': 'Hvorfor må jeg svare på dette?',
  'kyc.welcome.whyClose': 'Lukk',

  // Country
  'kyc.country.citizenship': 'Statsborgerskap',
  'kyc.country.birth': 'Fødeland',
  'kyc.country.residence': 'Bostedsland',
  'kyc.country.source': 'Opplysningene er hentet fra Folkeregisteret.',
  'kyc.country.confirm': 'Jeg bekrefter at opplysningene stemmer',
  'kyc.country.confirmed': 'Du har bekreftet opplysningene.',
  'kyc.country.notValid':
    'Landene stemmer ikke med opplysningene i Folkeregisteret. Kontakt banken hvis opplysningene er feil.',
  'kyc.country.unknown': 'Ukjent',

  // Information
  'kyc.information.continue': 'Neste',

  // Summaries
  'kyc.summary.empty': 'Ikke besvart',
  'kyc.summary.loading': 'Henter oppsummeringen',
  'kyc.summary.failed': 'Vi klarte ikke å hente oppsummeringen.',
  'kyc.summary.retry': 'Prøv igjen',
  'kyc.caseSummary.confirm': 'Bekreft og send inn',
  'kyc.caseSummary.confirmed': 'Du har bekreftet svarene.',

  // Tax signing
  'kyc.signing.start': 'Signer med BankID',
  'kyc.signing.signed': 'Egenerklæringen er signert.',
  'kyc.signing.redirecting': 'Du sendes til signeringen …',

  // Yes/no
  'kyc.yes': 'Ja',
  'kyc.no': 'Nei',
  'kyc.select.placeholder': 'Velg',

  // Dynamic questions
  'kyc.dynamic.add': 'Legg til',
  'kyc.dynamic.remove': 'Fjern rad {n}',
  'kyc.dynamic.row': 'Rad {n}',
  'kyc.dynamic.help': 'Hjelp til spørsmålet',
  'kyc.dynamic.helpTitle': 'Om spørsmålet',
  'kyc.dynamic.unsupported': '{text} - {type} (UNSUPPORTED)',
  'kyc.dynamic.locked': 'Fra banken, kan ikke endres',
  'kyc.dynamic.optionalMax': 'Valgfritt, høyst {max} tegn.',

  // PEP/RCA
  'kyc.pep.question': 'Er du en politisk eksponert person (PEP)?',
  'kyc.pep.help':
    'En politisk eksponert person har, eller har hatt i løpet av det siste året, et høytstående offentlig verv, for eksempel statsråd, stortingsrepresentant, dommer i høyesterett, ambassadør eller leder i et statlig selskap.',
  'kyc.pep.entry': 'Rolle {n}',
  'kyc.pep.roleType': 'Rolle',
  'kyc.pep.roleCountry': 'Land',
  'kyc.pep.description': 'Beskriv rollen',
  'kyc.pep.descriptionHint': 'Skriv minst {min} tegn.',
  'kyc.pep.roleEnded': 'Har rollen opphørt?',
  'kyc.pep.endMonth': 'Måned rollen opphørte',
  'kyc.pep.endYear': 'År rollen opphørte',
  'kyc.rca.question': 'Er du familiemedlem eller kjent medarbeider av en politisk eksponert person?',
  'kyc.rca.entry': 'Person {n}',
  'kyc.rca.firstName': 'Fornavn',
  'kyc.rca.lastName': 'Etternavn',
  'kyc.rca.residence': 'Bostedsland',
  'kyc.rca.relation': 'Hvilken tilknytning har du til personen?',
  'kyc.rca.roleType': 'Personens rolle',
  'kyc.rca.roleCountry': 'Land for rollen',
  'kyc.rca.description': 'Beskriv personens rolle',
  'kyc.pep.add': 'Legg til',
  'kyc.pep.remove': 'Fjern',
  'kyc.pep.loading': 'Henter rollene',
  'kyc.pep.failed': 'Vi klarte ikke å hente listen over roller og land.',
  'kyc.pep.retry': 'Prøv igjen',
  'kyc.month.JANUARY': 'Januar',
  'kyc.month.FEBRUARY': 'Februar',
  'kyc.month.MARCH': 'Mars',
  'kyc.month.APRIL': 'April',
  'kyc.month.MAY': 'Mai',
  'kyc.month.JUNE': 'Juni',
  'kyc.month.JULY': 'Juli',
  'kyc.month.AUGUST': 'August',
  'kyc.month.SEPTEMBER': 'September',
  'kyc.month.OCTOBER': 'Oktober',
  'kyc.month.NOVEMBER': 'November',
  'kyc.month.DECEMBER': 'Desember',

  // Private tax
  'kyc.tax.question': 'Er du skattepliktig til andre land enn Norge?',
  'kyc.tax.us': 'Er du skattepliktig til USA?',
  'kyc.tax.other': 'Er du skattepliktig til andre land enn Norge og USA?',
  'kyc.tax.relation': 'Skatteplikt {n}',
  'kyc.tax.country': 'Land',
  'kyc.tax.hasNumber': 'Har du skattenummer (TIN) i dette landet?',
  'kyc.tax.number': 'Skattenummer (TIN)',
  'kyc.tax.reason': 'Hvorfor har du ikke skattenummer?',
  /** A TIN that the country's check (stdnum) rejects. */
  'kyc.tax.stillValid': 'Gjelder denne skatteplikten fortsatt?',
  'kyc.tax.saved': '{country}, registrert {date}',
  'kyc.tax.add': 'Legg til land',
  'kyc.tax.remove': 'Fjern',
  'kyc.tax.loading': 'Henter landlisten',
  'kyc.tax.failed': 'Vi klarte ikke å hente landlisten.',
  'kyc.tax.retry': 'Prøv igjen',

  // Source of income
  'kyc.income.amount': 'Beløp per år (kr)',
  'kyc.income.comment': 'Kommentar',
  'kyc.income.commentHint': 'Skriv minst {min} tegn.',

  // Corporate information (spec 2 §2, §3; issue 16)
  'kyc.corp.source': 'Opplysningene er hentet fra Enhetsregisteret.',
  'kyc.corp.founded': 'Stiftelsesår',
  'kyc.corp.form': 'Selskapsform',
  'kyc.corp.formValue': '{name} ({code})',
  'kyc.corp.businessCode': 'Næringskode',
  'kyc.corp.businessCodeChoose': 'Hvilken næringskode beskriver virksomheten best?',
  'kyc.corp.businessCodeHint': 'Foretaket er registrert med flere næringskoder i Enhetsregisteret.',
  'kyc.corp.businessCodeOption': '{code} {text}',
  'kyc.corp.unknown': 'Ukjent',

  // Board actors and read-only actors (spec 2 §2, verbatim headings and empty states)
  'kyc.board.source': 'Opplysningene er hentet fra Enhetsregisteret.',
  'kyc.board.ceo': 'Daglig leder',
  'kyc.board.chairman': 'Styreleder',
  'kyc.board.members': 'Styremedlemmer',
  'kyc.board.member': 'Styremedlem {n}',
  'kyc.board.noCeo': 'Daglig leder ikke funnet',
  'kyc.board.noChairman': 'Styreleder ikke funnet',
  'kyc.board.noMembers': 'Ingen styremedlemmer funnet',
  'kyc.person.firstName': 'Fornavn',
  'kyc.person.lastName': 'Etternavn',
  'kyc.person.nationalId': 'Fødselsnummer',
  'kyc.person.residence': 'Bostedsland',
  'kyc.person.birth': 'Fødeland',
  'kyc.person.citizenship': 'Statsborgerskap',
  'kyc.person.share': 'Eierandel',
  'kyc.person.shareValue': '{share} %',
  'kyc.person.reasons': 'Kontrolltype',
  'kyc.actors.owners': 'Reelle rettighetshavere',
  'kyc.actors.noOwners': 'Ingen reelle rettighetshavere funnet',
  'kyc.actors.owner': 'Reell rettighetshaver {n}',

  // The confirmation block of the board and the beneficial owners (spec 2 §2, verbatim)
  'kyc.confirmation.legend': 'Stemmer informasjonen over?',
  'kyc.confirmation.confirmed': 'Jeg bekrefter at informasjonen over er korrekt',
  'kyc.confirmation.rejected': 'Informasjonen over er ikke korrekt',
  'kyc.confirmation.comment': 'Beskriv hva som ikke stemmer',
  'kyc.confirmation.close': 'Lukk',

  // Beneficial owners (spec 2 §2–§5, §9)
  'kyc.owners.question': 'Har foretaket reelle rettighetshavere?',
  'kyc.owners.lockedHint': 'Enhetsregisteret har registrert reelle rettighetshavere for foretaket.',
  'kyc.owners.help': 'Hva er en reell rettighetshaver?',
  'kyc.owners.helpTitle': 'Reelle rettighetshavere',
  'kyc.owners.helpText':
    'En reell rettighetshaver er en fysisk person som til syvende og sist eier eller kontrollerer foretaket. Det er den som direkte eller indirekte eier eller kontrollerer mer enn 25 prosent av eierandelene eller stemmene i foretaket, eller som har rett til å utpeke eller avsette halvparten eller flere av styremedlemmene.',
  'kyc.owners.helpText2':
    'Har ingen mer enn 25 prosent, eller er det tvil om hvem som kontrollerer foretaket, er daglig leder og styreleder reelle rettighetshavere. Stemmemakt over 49,8 prosent gir kontroll. Er det flere med like mye makt, oppgir du høyst tre av dem.',
  'kyc.owners.reasonsHelp': 'Om kontrolltypene',
  'kyc.owners.reasonsHelpTitle': 'Kontrolltyper',
  'kyc.owners.reasonsHelpText':
    'Kryss av for hvorfor personen er reell rettighetshaver: eierskap av mer enn 25 prosent av foretaket, rett til å utpeke eller avsette halvparten eller flere av styremedlemmene, eller kontroll på annen måte, for eksempel gjennom avtaler. Du kan krysse av for flere.',
  'kyc.owners.owner': 'Reell rettighetshaver {n}',
  'kyc.owners.add': 'Legg til reell rettighetshaver',
  'kyc.owners.remove': 'Fjern',
  'kyc.owners.removeLabel': 'Fjern reell rettighetshaver {n}',
  'kyc.owners.locked': 'Fra Enhetsregisteret. Er noe feil, sier du fra nederst på siden.',
  'kyc.owners.nationalIdHint': 'Fødselsnummer eller D-nummer, 11 siffer. Påkrevd for personer bosatt i Norge.',
  'kyc.owners.birthCountry': 'Fødeland',
  'kyc.owners.citizenship': 'Statsborgerskap',
  'kyc.owners.secondaryCitizenship': 'Annet statsborgerskap (valgfritt)',
  'kyc.owners.noSecondary': 'Ingen',
  'kyc.owners.residence': 'Bostedsland',
  'kyc.owners.postalCode': 'Postnummer',
  'kyc.owners.postalPlace': 'Poststed',
  'kyc.owners.postalChecking': 'Sjekker postnummeret …',
  'kyc.owners.address': 'Adresse',
  'kyc.owners.share': 'Eierandel (%)',
  'kyc.owners.reasons': 'Hvorfor er personen reell rettighetshaver?',
  'kyc.owners.pep': 'Er personen en politisk eksponert person (PEP)?',
  'kyc.owners.rca': 'Er personen familiemedlem eller kjent medarbeider av en politisk eksponert person?',
  'kyc.owners.taxUs': 'Er personen skattepliktig til USA?',
  'kyc.owners.taxOther': 'Er personen skattepliktig til andre land enn Norge og USA?',
  'kyc.owners.taxHint': 'Oppgi skattenummeret, eller hvorfor personen ikke har det.',
  'kyc.owners.taxReason': 'Hvorfor mangler skattenummeret?',
  'kyc.owners.total': 'Samlet eierandel: {total} %',
  'kyc.owners.rcaRelation': 'Hvilken tilknytning har personen til den politisk eksponerte personen?',

  // Financial institution (spec 2 §2–§5, §9)
  'kyc.fi.question': 'Er foretaket en finansinstitusjon?',
  'kyc.fi.financial': 'Ja, foretaket er en finansinstitusjon',
  'kyc.fi.nonFinancial': 'Nei, foretaket er ikke en finansinstitusjon',
  'kyc.fi.giin': 'GIIN (Global Intermediary Identification Number)',
  'kyc.fi.giinHint': 'Formatet er XXXXXX.XXXXX.BB.TTT, der TTT er landets ISO-nummer (for eksempel 578 for Norge).',
  'kyc.fi.passive': 'Er foretaket et passivt ikke-finansielt foretak?',
  'kyc.fi.passiveHelp':
    'Foretaket er passivt når mer enn 50 prosent av inntektene det siste året var passive inntekter (som renter, utbytte, leieinntekter og gevinster), eller mer enn 50 prosent av eiendelene gir slike inntekter.',
  'kyc.fi.loading': 'Henter landlisten',
  'kyc.fi.failed': 'Vi klarte ikke å hente landlisten.',
  'kyc.fi.retry': 'Prøv igjen',

  // Corporate tax: the private tax section's questions, asked of the company
  'kyc.corpTax.question': 'Er foretaket skattepliktig til andre land enn Norge?',
  'kyc.corpTax.us': 'Er foretaket skattepliktig til USA?',
  'kyc.corpTax.other': 'Er foretaket skattepliktig til andre land enn Norge og USA?',
  'kyc.corpTax.hasNumber': 'Har foretaket skattenummer (TIN) i dette landet?',
  'kyc.corpTax.reason': 'Hvorfor har ikke foretaket skattenummer?',
} as const;
