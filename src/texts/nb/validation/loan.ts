import { defineMessage } from '../../messages.js';

/*
 * The messages of the loan service's schemas: vehicle, case, applicants' amounts, consents (not in the
 * specs, written for the product).
 * One constant per message: its key (what the rules carry) defined with its default text. A module of
 * its own beside the rules that use it, so its texts land in the same chunk as they (see ../validation.ts).
 */

export const REGISTRATION_NUMBER_FORMAT = defineMessage(
  'validation.registrationNumber.format',
  'Registreringsnummeret må ha 4 til 7 bokstaver og tall',
);
export const REGISTRATION_NUMBER_INVALID = defineMessage(
  'validation.registrationNumber.invalid',
  'Registreringsnummeret er ikke gyldig',
);
export const REGISTRATION_NUMBER_PRODUCT = defineMessage(
  'validation.registrationNumber.product',
  'Registreringsnummeret passer ikke til produktet',
);
export const ODOMETER_NEGATIVE = defineMessage('validation.odometerNegative', 'Kilometerstanden kan ikke være negativ');
export const EQUITY_BELOW_PRICE = defineMessage(
  'validation.equityBelowPrice',
  'Egenkapitalen må være lavere enn kjøpesummen',
);
export const CONSENTS_EMPTY = defineMessage('validation.consentsEmpty', 'Ingen samtykker å lagre');
export const LAST_NAME_MISSING = defineMessage('validation.lastNameMissing', 'Mangler etternavn');
/** Not in the spec. */
export const RENTAL_FEE_MAX = defineMessage('validation.rentalFeeMax', 'Husleien kan ikke være over 9 999 999 kr');
/** Not in the spec. */
export const GROSS_INCOME_MAX = defineMessage(
  'validation.grossIncomeMax',
  'Inntekten kan ikke være over 1 000 000 000 kr',
);
/** Not in the spec. */
export const TOTAL_DEBT_MAX = defineMessage('validation.totalDebtMax', 'Gjelden kan ikke være over 1 000 000 000 kr');
/** Not in the spec. */
export const TRADE_IN_DEBT_MAX = defineMessage(
  'validation.tradeInDebtMax',
  'Gjelden på innbyttet kan ikke være over 9 999 999 kr',
);
/** Not in the spec. */
export const CO_APPLICANT_SELF = defineMessage('validation.coApplicantSelf', 'Medsøker kan ikke være deg selv');
