/** The consents the sandbox asks for in completion (spec 1 §3 "Consent item"). */
export interface ConsentDefinition {
  id: string;
  tittel: string;
  tekster: string[];
  popupTekst: string | null;
  infoTekst: string | null;
  svarNeiTekst: string | null;
}

export const CONSENTS: readonly ConsentDefinition[] = [
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
];
