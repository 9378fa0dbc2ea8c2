/**
 * Texts of the tax-data consent step (SBL) and «Neste», which the application and the completion both
 * show (src/flows/shared): a module of its own, so that the completion carries these and not the whole
 * application area.
 */
export const applicationSblTexts = {
  'application.next': 'Neste',

  // Step 2: tax-data consent (SBL).
  'application.sbl.intro':
    'For å behandle søknaden henter vi opplysninger om inntekt og formue fra Skatteetaten. Da må du gi samtykke hos Skatteetaten. Du kommer tilbake hit etterpå, og det du har fylt ut er tatt vare på.',
  'application.sbl.open': 'Gi samtykke hos Skatteetaten',
  'application.sbl.accepted': 'Takk! Du har gitt samtykke til at vi henter skatteopplysningene dine.',
  'application.sbl.rejected.title': 'Du har ikke gitt samtykke',
  'application.sbl.rejected.text':
    'Vi kan ikke behandle søknaden uten skatteopplysningene dine. Du kan gi samtykke på nytt.',
  'application.sbl.again': 'Gi samtykke på nytt',
  'application.sbl.failed.title': 'Samtykket ble ikke registrert',
  'application.sbl.failed.text':
    'Vi fikk ikke bekreftet samtykket fra Skatteetaten. Du kan prøve på nytt. Ta kontakt med banken hvis problemet vedvarer.',
  'application.sbl.missingLastName.title': 'Vi mangler etternavnet ditt',
  'application.sbl.missingLastName.text':
    'For å be Skatteetaten om samtykke trenger vi etternavnet ditt, og det er ikke registrert hos oss. Ta kontakt med banken, så hjelper vi deg videre.',
  'application.sbl.retry': 'Prøv igjen',
  'application.sbl.checking': 'Vi sjekker samtykket ditt …',
} as const;
