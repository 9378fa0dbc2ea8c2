/**
 * Texts of `<salgspant-app>`, the router of spec 1 §2: the document title of each route, what shows
 * while the visitor is sent to the BankID login, the page-not-found screen's way home, and the hand-over
 * to the bank's site on a partner's page. The spec
 * gives none of their words: written for the product (docs/decisions/0029-app-router.md); a CMS
 * overrides any of them.
 */
export const appTexts = {
  'app.title.chooser': 'Velg kjøretøy',
  'app.title.calculator': 'Lånekalkulator',
  'app.title.application': 'Søknad om lån',
  'app.title.applicationReceipt': 'Kvittering for søknaden',
  'app.title.completion': 'Fullfør lånet',
  'app.title.completionReceipt': 'Kvittering for lånet',
  'app.title.overview': 'Dine søknader',
  'app.title.upgrade': 'Gjør om lånebevis til lån',
  'app.title.upgradeSuccess': 'Lånebeviset er gjort om til lån',
  'app.title.notFound': 'Fant ikke siden',
  'app.title.format': '{page} – {site}',
  'app.login.redirecting': 'Sender deg til innlogging med BankID …',
  'app.notFound.home': 'Til forsiden',
  // On a partner's page, a route that needs the BankID login continues on the bank's site (decision 0074).
  'app.handOver.title': 'Fortsett hos banken',
  'app.handOver.text': 'Dette gjør du innlogget med BankID på bankens nettsider.',
  'app.handOver.link': 'Gå videre til banken',
} as const;
