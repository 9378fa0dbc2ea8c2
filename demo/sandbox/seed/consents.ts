/** The consents the sandbox asks for in completion (spec 1 §3 "Consent item"). */
export interface ConsentDefinition {
  id: string;
  tittel: string;
  tekster: string[];
  popupTekst: string | null;
  infoTekst: string | null;
  svarNeiTekst: string | null;
}

export const CONSENTS = [
  {
    id: 'MARKEDSFORING_FORSIKRING',
    tittel: 'Tilbud om forsikring',
    tekster: [
      'Vi vil gjerne sende deg tilbud om forsikring av kjøretøyet ditt.',
      'Du kan når som helst trekke samtykket tilbake i nettbanken.',
    ],
    popupTekst: 'Samtykket gjelder e-post og SMS om forsikring fra banken og våre samarbeidspartnere i forsikring.',
    infoTekst: 'Samtykket er frivillig.',
    svarNeiTekst: 'Du får ikke tilbud om forsikring fra oss.',
  },
  {
    id: 'DELING_FORHANDLER',
    tittel: 'Deling med forhandler',
    tekster: ['Vi kan gi forhandleren beskjed om at lånet er innvilget, slik at kjøpet går raskere.'],
    popupTekst: 'Forhandleren får bare vite at finansieringen er på plass, ikke beløp eller andre opplysninger om deg.',
    infoTekst: null,
    svarNeiTekst: 'Du må selv vise forhandleren at lånet er innvilget.',
  },
] as const satisfies readonly ConsentDefinition[];

type ConsentTexts = Omit<ConsentDefinition, 'id'>;

/**
 * The consents' texts in English (decision 0110), by consent id: a consent without its English texts
 * fails the type check. The consent the customer gives is the same in either language.
 */
export const CONSENTS_EN: Readonly<Record<(typeof CONSENTS)[number]['id'], ConsentTexts>> = {
  MARKEDSFORING_FORSIKRING: {
    tittel: 'Insurance offers',
    tekster: [
      'We would like to send you offers of insurance for your vehicle.',
      'You can withdraw your consent at any time in online banking.',
    ],
    popupTekst: 'The consent covers email and text messages about insurance from the bank and our insurance partners.',
    infoTekst: 'The consent is voluntary.',
    svarNeiTekst: 'You will not receive insurance offers from us.',
  },
  DELING_FORHANDLER: {
    tittel: 'Sharing with the dealer',
    tekster: ['We can let the dealer know that the loan has been granted, so that the purchase goes faster.'],
    popupTekst:
      'The dealer is told only that the financing is in place, not the amount or any other information about you.',
    infoTekst: null,
    svarNeiTekst: 'You will have to show the dealer yourself that the loan has been granted.',
  },
};
