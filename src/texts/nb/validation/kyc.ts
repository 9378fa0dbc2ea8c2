import { defineMessage } from '../../messages.js';

/*
 * The messages of the customer declaration's rules (spec 2 §5, §8; those not in the spec are marked).
 * One constant per message: its key (what the rules carry) defined with its default text. A module of
 * its own beside the rules that use it, so its texts land in the same chunk as they (see ../validation.ts).
 */

export const COMMENT_MIN_LENGTH = defineMessage('validation.kyc.commentMinLength', 'Minst 10 tegn kreves');
export const REJECTION_COMMENT_MIN_LENGTH = defineMessage(
  'validation.kyc.rejectionCommentMinLength',
  'Du må skrive minst 10 bokstaver',
);
export const POSITIVE_NUMBERS_ONLY = defineMessage('validation.kyc.positiveNumbersOnly', 'Kun positive tall tillatt');
export const TAX_NUMBER_MAX_LENGTH = defineMessage(
  'validation.kyc.taxNumberMaxLength',
  'Skattenummeret kan maksimalt inneholde 35 tegn',
);
export const OWNERSHIP_SHARE_MAX = defineMessage(
  'validation.kyc.ownershipShareMax',
  'Eierandel kan ikke være mer enn 100%',
);
export const OWNERSHIP_TOTAL_MAX = defineMessage(
  'validation.kyc.ownershipTotalMax',
  'Eierandelene kan ikke overstige 100% samlet.',
);
export const OWNERSHIP_TOTAL_MAX_TITLE = defineMessage(
  'validation.kyc.ownershipTotalMaxTitle',
  'Eierandelen til reelle rettighetshavere er for høy',
);
export const AT_LEAST_ONE_OPTION = defineMessage(
  'validation.kyc.atLeastOneOption',
  'Vennligst velg minst ett alternativ',
);
export const SOURCE_OF_INCOME_AT_LEAST_ONE = defineMessage(
  'validation.kyc.sourceOfIncomeAtLeastOne',
  'Du må velge minst ett alternativ',
);
export const SELECT_PLACEHOLDER = defineMessage('validation.kyc.selectPlaceholder', "'Velg' er ikke et gyldig valg");
export const CHOOSE_ONE_ALTERNATIVE = defineMessage(
  'validation.kyc.chooseOneAlternative',
  'Du må velge et av alternativene',
);
export const BUSINESS_CODE = defineMessage(
  'validation.kyc.businessCode',
  'Velg det alternativet som er mest riktig for ditt firma',
);
export const TAX_ANSWERS_WARNING = defineMessage(
  'validation.kyc.taxAnswersWarning',
  'Dette ser ikke riktig ut, er du sikker på at det stemmer?',
);
export const NO_POSTAL_CODE = defineMessage('validation.kyc.noPostalCode', 'No postal code');
export const GIIN = defineMessage(
  'validation.kyc.giin',
  'Skriv inn på gyldig GIIN format ("XXXXXX.XXXXX.BB.TTT", hvor TTT er ISO landsnummer)',
);
/** With `{country}`: built by giinMessage. */
export const GIIN_COUNTRY = defineMessage(
  'validation.kyc.giinCountry',
  'Skriv inn på gyldig GIIN format ("XXXXXX.XXXXX.BB.TTT", hvor TTT er ISO landsnummer. {country} er ugyldig ISO landsnummer)',
);
/** Not in the spec. */
export const NORWEGIAN_POSTAL_CODE = defineMessage('validation.kyc.norwegianPostalCode', 'Postnummeret må ha 4 siffer');
/** Not in the spec. */
export const SWEDISH_TAX_NUMBER = defineMessage(
  'validation.kyc.swedishTaxNumber',
  'Svensk skattenummer må ha formatet XXXXXX-XXXX eller XXXXXX+XXXX',
);
/** Not in the spec. */
export const US_TIN = defineMessage(
  'validation.kyc.usTin',
  'Amerikansk skattenummer (TIN) må ha formatet XXX-XX-XXXX, XX-XXXXXXX eller 9XX-XX-XXXX',
);
/** Not in the spec. */
export const TAX_NUMBER_FORMAT = defineMessage(
  'validation.kyc.taxNumberFormat',
  'Skattenummeret må inneholde bokstaver eller tall',
);
/** Not in the spec. With `{country}` (the country's name in the form): a number the country's own check refuses. */
export const TAX_NUMBER_COUNTRY = defineMessage(
  'validation.kyc.taxNumberCountry',
  'Skattenummeret er ikke gyldig for {country}. Kontroller at det er skrevet riktig.',
);
/** Not in the spec. */
export const COUNTRY_CODE = defineMessage('validation.kyc.countryCode', 'Ugyldig landkode');
/** Not in the spec. */
export const INVALID_DATE = defineMessage('validation.kyc.invalidDate', 'Ugyldig dato');
/** Not in the spec. */
export const SECONDARY_CITIZENSHIP = defineMessage(
  'validation.kyc.secondaryCitizenship',
  'Andre statsborgerskap må være forskjellig fra statsborgerskap',
);
