import type { applicantsConsentTexts as nb } from '../nb/applicants-consents.js';

/** English texts of the consent list (src/texts/nb/applicants-consents.ts). */
export const applicantsConsentTexts = {
  'applicants.consents.heading': 'Consents',
  'applicants.consents.intro': 'Answer yes or no. A consent you do not answer is saved as unanswered.',
  'applicants.consents.loading': 'Getting the consents',
  'applicants.consents.loadFailed':
    'We could not get the consents just now. Try again, or go on and answer them when you complete the application.',
  'applicants.consents.retry': 'Try again',
  'applicants.consents.yes': 'Yes',
  'applicants.consents.no': 'No',
  'applicants.consents.more': 'Read more',
  'applicants.consents.moreAbout': 'Read more about {title}',
} as const satisfies Record<keyof typeof nb, string>;
