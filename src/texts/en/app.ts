import type { appTexts as nb } from '../nb/app.js';

/** English texts of `<salgspant-app>`, the router (src/texts/nb/app.ts). */
export const appTexts = {
  'app.title.chooser': 'Choose a vehicle',
  'app.title.calculator': 'Loan calculator',
  'app.title.application': 'Loan application',
  'app.title.applicationReceipt': 'Receipt for your application',
  'app.title.completion': 'Complete your loan',
  'app.title.completionReceipt': 'Receipt for your loan',
  'app.title.overview': 'Your applications',
  'app.title.upgrade': 'Turn your loan commitment into a loan',
  'app.title.upgradeSuccess': 'Your loan commitment has been turned into a loan',
  'app.title.notFound': 'Page not found',
  'app.title.format': '{page} – {site}',
  'app.login.redirecting': 'Taking you to log in with BankID …',
  'app.notFound.home': 'Go to the front page',
  'app.handOver.title': 'Continue at the bank',
  'app.handOver.text': 'You do this logged in with BankID on the bank’s website.',
  'app.handOver.link': 'Continue to the bank',
} as const satisfies Record<keyof typeof nb, string>;
