/**
 * Texts of the receipts after an application or a completion (spec 1 §2 "Receipts after
 * application"). Verbatim from the spec: «Lånebevis.pdf», «Nå mangler vi bare signatur fra din
 * medlåntaker»; the feedback form's messages come with the feedback schema («Påkrevet felt»,
 * «Feltet kan maksimalt inneholde 500 tegn», spec 2 §5). The rest was written for the product
 * (docs/decisions/0017-receipts.md). The element that renders a receipt adds this area to its
 * catalogue (with the UI kit's `uiTexts`).
 */
export const receiptsTexts = {
  'receipts.caseNumber': 'Saksnummer',
  'receipts.toOverview': 'Gå til Mine søknader',

  // Approved vehicle loan (APPROVED: complete and sign; DOCUMENTS_COMPLETE: signed)
  'receipts.loanApproved.title': 'Lånet ditt er innvilget',
  'receipts.loanApproved.text': 'Gratulerer! Vi har innvilget søknaden din om lån med pant i kjøretøyet.',
  'receipts.loanApproved.next':
    'Neste steg er å se over lånetilbudet, svare på noen spørsmål og signere lånedokumentene med BankID. Tilbudet gjelder i 30 dager.',
  'receipts.loanApproved.complete': 'Fullfør og signer',
  'receipts.loanSigned.title': 'Lånet er signert',
  'receipts.loanSigned.text': 'Takk! Alle lånedokumentene er signert.',
  'receipts.loanSigned.next':
    'Vi registrerer pantet i kjøretøyet og betaler ut lånet til selgeren. Du får beskjed fra oss når lånet er utbetalt.',
  'receipts.loan.amount': 'Lånebeløp med gebyrer',
  'receipts.loan.amountWithoutFees': 'Lånebeløp uten gebyrer',
  'receipts.loan.period': 'Nedbetalingstid',
  'receipts.loan.periodValue': '{years} år',
  'receipts.loan.periodMonths': '{months} måneder',
  'receipts.loan.monthlyCost': 'Månedlig beløp',
  'receipts.insurance.title': 'Husk å forsikre bilen',
  'receipts.insurance.text':
    'Bilen må være kaskoforsikret så lenge lånet løper. Som lånekunde hos oss får du 60 % startbonus på bilforsikringen.',
  'receipts.insurance.link': 'Se bilforsikringene våre',
  /** Where the insurance link goes; bank 0770 has its own insurance pages (`hrefAlternative`). */
  'receipts.insurance.href': '/forsikring/bilforsikring',
  'receipts.insurance.hrefAlternative': '/privat/forsikring/bilforsikring',

  // Approved loan commitment
  'receipts.commitment.title': 'Du har fått lånebevis',
  'receipts.commitment.text': 'Vi har godkjent søknaden din om lånebevis. Du kan låne inntil:',
  'receipts.commitment.validity':
    'Lånebeviset gjelder i 3 måneder. Ta det med når du handler, så vet selgeren at finansieringen er i orden.',
  'receipts.commitment.download': 'Lånebevis.pdf',
  'receipts.commitment.downloadHint': 'Last ned lånebeviset som PDF for å lagre eller skrive det ut.',
  'receipts.commitment.pdfMissing':
    'Lånebeviset er ikke klart for nedlasting ennå. Du finner det under Mine søknader så snart det er klart.',
  'receipts.commitment.pdfInvalid':
    'Vi klarte ikke å åpne lånebeviset. Prøv igjen senere fra Mine søknader, eller kontakt banken dersom problemet vedvarer.',
  'receipts.commitment.upgradeTitle': 'Har du funnet kjøretøyet?',
  'receipts.commitment.upgradeText': 'Da kan du gjøre lånebeviset om til et lån med pant i kjøretøyet.',
  'receipts.commitment.upgrade': 'Gjør om til lån',

  // Sent to control (manual review)
  'receipts.control.title': 'Søknaden din er sendt til manuell behandling',
  'receipts.control.text':
    'Vi trenger å se nærmere på søknaden din før vi kan gi deg svar. En rådgiver behandler den, og du får svar innen to virkedager.',
  'receipts.control.contact': 'Vi tar kontakt med deg dersom vi trenger flere opplysninger.',
  'receipts.feedback.title': 'Vil du fortelle oss noe mer?',
  'receipts.feedback.intro':
    'Har du opplysninger som kan hjelpe rådgiveren, for eksempel om inntekt, gjeld eller kjøretøyet, kan du skrive dem her.',
  'receipts.feedback.label': 'Melding til rådgiveren',
  'receipts.feedback.hint': 'Maks 500 tegn. Ikke skriv fødselsnummer eller kontonummer.',
  'receipts.feedback.remaining': '{count} tegn igjen',
  'receipts.feedback.send': 'Send melding',
  'receipts.feedback.sending': 'Sender meldingen',
  'receipts.feedback.sent': 'Takk! Meldingen er sendt til rådgiveren som behandler søknaden din.',
  'receipts.feedback.failed':
    'Vi klarte ikke å sende meldingen. Teksten din er tatt vare på, så du kan prøve igjen. Kontakt banken dersom problemet vedvarer.',

  // Rejected
  'receipts.rejected.title': 'Vi kan dessverre ikke innvilge søknaden',
  'receipts.rejected.text':
    'Vi har vurdert søknaden din og kan dessverre ikke gi deg lån denne gangen. Vurderingen bygger på opplysningene i søknaden og på opplysninger fra kredittopplysningsbyrå og Skatteetaten.',
  'receipts.rejected.retention': 'Opplysningene i søknaden lagrer vi i 3 måneder før de blir slettet.',
  'receipts.rejected.frozenTitle': 'Du har kredittsperre',
  'receipts.rejected.frozen':
    'Vi kan ikke behandle søknaden fordi det er registrert kredittsperre på deg eller medsøkeren din. Vil du søke på nytt, må sperren først oppheves hos kredittopplysningsbyråene.',

  // The other applicant's data is missing
  'receipts.otherMissing.title': 'Vi venter på opplysninger fra medsøkeren din',
  'receipts.otherMissing.text':
    'Du har gitt alle opplysningene vi trenger fra deg. Før vi kan behandle søknaden, må medsøkeren din logge inn og fylle ut sine opplysninger.',
  'receipts.otherMissing.next':
    'Be medsøkeren logge inn i nettbanken og åpne søknaden under Mine søknader. Dere får beskjed når saken er behandlet.',

  // Tax-data failure
  'receipts.taxData.title': 'Vi fikk ikke hentet skatteopplysningene dine',
  'receipts.taxData.text':
    'Vi har mottatt søknaden din, men fikk ikke hentet opplysninger om inntekten din fra Skatteetaten. Det kan skje når skatteoppgjøret ikke er klart ennå.',
  'receipts.taxData.next':
    'En rådgiver behandler søknaden manuelt og tar kontakt med deg dersom vi trenger dokumentasjon på inntekten din.',

  // Only the co-applicant's signature is missing
  'receipts.coSignature.title': 'Nå mangler vi bare signatur fra din medlåntaker',
  'receipts.coSignature.text': 'Takk, du har signert lånedokumentene.',
  'receipts.coSignature.next':
    'Medlåntakeren din signerer ved å logge inn i nettbanken og åpne saken under Mine søknader. Når begge har signert, betaler vi ut lånet.',

  // A case that is at no receipt (still in progress)
  'receipts.pending.title': 'Søknaden din er under behandling',
  'receipts.pending.text': 'Du kan følge saken under Mine søknader.',
} as const;
