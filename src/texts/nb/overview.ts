/**
 * Texts of the overview of ongoing applications (spec 1 §2 "Landing page"). The spec names the card's
 * rows, the status dialogs and the buttons but gives none of their words: they were written for the
 * product in plain bank Norwegian (docs/decisions/0020-overview.md), and a CMS overrides any of them.
 */
export const overviewTexts = {
  'overview.heading': 'Dine søknader',
  'overview.login.text': 'Du må logge inn med BankID for å se søknadene dine.',
  'overview.login.action': 'Logg inn med BankID',
  'overview.empty.title': 'Du har ingen pågående søknader',
  'overview.empty.text': 'Når du søker om billån eller lånebevis hos oss, finner du søknaden her.',
  'overview.empty.action': 'Regn på billån',
  'overview.list.label': 'Pågående søknader',

  'overview.card.title': '{type}: {product}',
  'overview.loanType.VEHICLE_LOAN': 'Billån',
  'overview.loanType.LOAN_COMMITMENT': 'Lånebevis',
  'overview.product.CAR': 'Bil',
  'overview.product.CAR_ZERO_EMISSION': 'Elbil',
  'overview.product.CAR_NO_INSURANCE': 'Bil uten forsikring',
  'overview.product.MC': 'MC',
  'overview.product.ATV': 'ATV',
  'overview.product.SNOWMOBILE': 'Snøscooter',
  'overview.product.CAMPING_CAR': 'Bobil',
  'overview.product.CARAVAN': 'Campingvogn',
  'overview.product.BOAT': 'Båt',

  'overview.status.label': 'Status',
  'overview.status.APPROVED': 'Godkjent',
  'overview.status.CONTROL': 'Til kontroll',
  'overview.status.REJECTED': 'Avslått',
  'overview.status.DOCUMENTS_SENT': 'Dokumenter sendt',
  'overview.status.DOCUMENTS_COMPLETE': 'Dokumenter mottatt',
  'overview.status.NEW_CASE': 'Ny sak',

  'overview.row.caseNumber': 'Saksnummer',
  'overview.row.registrationNumber': 'Registreringsnummer',
  'overview.row.loanAmount': 'Lånebeløp uten gebyrer',

  'overview.info.open': 'Hva betyr «{status}»?',
  'overview.info.CONTROL':
    'En rådgiver går gjennom søknaden din manuelt. Du får svar fra oss innen to virkedager. Trenger vi flere opplysninger, tar vi kontakt med deg.',
  'overview.info.DOCUMENTS_SENT':
    'Lånedokumentene er klare. Les gjennom dem og signer med BankID for å fullføre lånet. Søker dere to, må begge signere.',
  'overview.info.DOCUMENTS_COMPLETE':
    'Vi har mottatt de signerte lånedokumentene og gjør ferdig saken. Du trenger ikke gjøre noe mer nå. Vi gir deg beskjed når lånet er utbetalt.',
  'overview.info.NEW_CASE':
    'Vi har registrert søknaden din, men den er ikke ferdig. Fullfør søknaden, så behandler vi den så snart vi kan.',

  'overview.action.complete': 'Fullfør søknaden',
  'overview.action.commitment': 'Se lånebeviset',
  'overview.action.upgrade': 'Gjør om til lån',
  'overview.action.caseSuffix': '(sak {id})',
} as const;
