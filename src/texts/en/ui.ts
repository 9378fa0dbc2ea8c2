import type { uiTexts as nb } from '../nb/ui.js';

/** English texts of the shared UI kit (src/texts/nb/ui.ts). */
export const uiTexts = {
  'ui.loader.label': 'Please wait',
  'ui.currency.placeholder': '0 kr',
  'ui.select.placeholder': 'Choose an option',
  'ui.modal.close': 'Close',
  'ui.field.required': 'required',
  'ui.field.optional': 'optional',
  'ui.field.errorPrefix': 'Error:',
  'ui.infobox.info': 'Information:',
  'ui.infobox.warning': 'Warning:',
  'ui.infobox.success': 'Confirmation:',
  'ui.infobox.error': 'Error:',
  'ui.lazy.failed.title': 'This part of the page could not be loaded',
  'ui.lazy.failed.text': 'Check your internet connection and try again. If that does not help, reload the page.',
  'ui.lazy.retry': 'Try again',
  'ui.link.external': '(opens in a new tab)',
} as const satisfies Record<keyof typeof nb, string>;
