/**
 * Texts of the shared UI kit (src/ui). "Vent Litt", "0 kr", "Velg et alternativ" and "Lukk" are the
 * specs' own words (spec 1 §2, §5, spec 2 §2); the rest were written for the kit.
 */
export const uiTexts = {
  /** The loader's label, also announced by a busy button. */
  'ui.loader.label': 'Vent Litt',
  /** Placeholder of a currency input (spec 1 §5). */
  'ui.currency.placeholder': '0 kr',
  /** The disabled first option of a select (spec 1 §2, repayment period). */
  'ui.select.placeholder': 'Velg et alternativ',
  /** The close button of a modal. */
  'ui.modal.close': 'Lukk',
  /** Marker after the label of a field that must be filled in. */
  'ui.field.required': 'må fylles ut',
  /** Marker after the label of a field that may be left empty. */
  'ui.field.optional': 'valgfritt',
  /** Visually hidden prefix of an error message, so it is not conveyed by colour and icon alone. */
  'ui.field.errorPrefix': 'Feil:',
  /** Visually hidden prefixes of the info box variants. */
  'ui.infobox.info': 'Informasjon:',
  'ui.infobox.warning': 'Advarsel:',
  'ui.infobox.success': 'Bekreftelse:',
  'ui.infobox.error': 'Feil:',
  /** A part of an element whose code could not be fetched (src/ui/LazyPart.tsx). */
  'ui.lazy.failed.title': 'Denne delen av siden kunne ikke lastes inn',
  'ui.lazy.failed.text': 'Sjekk internettforbindelsen og prøv igjen. Hjelper ikke det, last inn siden på nytt.',
  'ui.lazy.retry': 'Prøv igjen',
  /** Visually hidden note after an external link. */
  'ui.link.external': '(åpnes i en ny fane)',
} as const;
