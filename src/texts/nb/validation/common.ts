import { defineMessage } from '../../messages.js';

/*
 * The messages of any form field: required, lengths, contact details, the national identity number,
 * amounts (spec 1 §5, spec 2 §5).
 * One constant per message: its key (what the rules carry) defined with its default text. A module of
 * its own beside the rules that use it, so its texts land in the same chunk as they (see ../validation.ts).
 */

export const REQUIRED = defineMessage('validation.required', 'Påkrevet felt');
/** With `{n}`: built by maxLengthMessage. */
export const MAX_LENGTH = defineMessage('validation.maxLength', 'Feltet kan maksimalt inneholde {n} tegn');
/** With `{n}`: built by minLengthMessage. */
export const MIN_LENGTH = defineMessage('validation.minLength', 'Svaret må inneholde minst {n} tegn');
export const NATIONAL_ID = defineMessage('validation.nationalId', 'Ikke gyldig Fødselsnummer / D-nummer');
/** Not in the spec. */
export const EMAIL = defineMessage('validation.email', 'Ugyldig e-postadresse');
/** Not in the spec. */
export const PHONE = defineMessage('validation.phone', 'Telefonnummeret må ha 8 siffer');
export const AMOUNT_NEGATIVE = defineMessage('validation.amountNegative', 'Beløpet kan ikke være negativt');
