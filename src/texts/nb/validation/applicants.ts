import { defineMessage } from '../../messages.js';

/*
 * The messages of the application's co-applicant (spec 2 §5).
 * One constant per message: its key (what the rules carry) defined with its default text. A module of
 * its own beside the rules that use it, so its texts land in the same chunk as they (see ../validation.ts).
 */

export const CO_APPLICANT_SSN_LENGTH = defineMessage(
  'validation.coApplicantSsnLength',
  'Fødselsnummer må ha 11 siffer',
);
export const CONFIRM_ADDRESS = defineMessage(
  'validation.confirmAddress',
  'Låntaker og medsøker må ha samme bostedsadresse',
);
export const TAX_NOTICE = defineMessage('validation.taxNotice', 'Du må godta vilkårene for å fortsette');
/** Not in the specs: øre typed into a whole-kroner field of the applicants (decision 0016). */
export const WHOLE_KRONER = defineMessage('validation.wholeKroner', 'Oppgi beløpet i hele kroner');
