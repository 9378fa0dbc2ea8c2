/**
 * Texts of the consent list (the application's step 3, and the completion's consents): a module of
 * its own, so that the completion carries these and not the whole applicants area.
 */
export const applicantsConsentTexts = {
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
} as const;
