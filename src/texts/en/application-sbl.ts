import type { applicationSblTexts as nb } from '../nb/application-sbl.js';

/** English texts of the tax-data consent step (SBL) and ‘Next’ (src/texts/nb/application-sbl.ts). */
export const applicationSblTexts = {
  'application.next': 'Next',

  'application.sbl.intro':
    'To process the application, we get information about your income and wealth from the Norwegian Tax Administration. For that, you need to give your consent at the Norwegian Tax Administration. You come back here afterwards, and what you have filled in is kept.',
  'application.sbl.open': 'Give consent at the Norwegian Tax Administration',
  'application.sbl.accepted': 'Thank you! You have consented to us getting your tax information.',
  'application.sbl.rejected.title': 'You have not given your consent',
  'application.sbl.rejected.text':
    'We cannot process the application without your tax information. You can give your consent again.',
  'application.sbl.again': 'Give consent again',
  'application.sbl.failed.title': 'The consent was not registered',
  'application.sbl.failed.text':
    'We could not confirm the consent with the Norwegian Tax Administration. You can try again. Contact the bank if the problem continues.',
  'application.sbl.missingLastName.title': 'We are missing your last name',
  'application.sbl.missingLastName.text':
    'To ask the Norwegian Tax Administration for consent we need your last name, and we do not have it registered. Contact the bank, and we will help you.',
  'application.sbl.retry': 'Try again',
  'application.sbl.checking': 'We are checking your consent …',
} as const satisfies Record<keyof typeof nb, string>;
