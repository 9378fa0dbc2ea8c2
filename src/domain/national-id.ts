import { idnr } from '@navikt/fnrvalidator';

/** The kinds of Norwegian national identity number (spec 1 §5). */
export type NationalIdType = 'fnr' | 'dnr' | 'hnr' | 'tnr';

/** The reason texts of spec 1 §5, as @navikt/fnrvalidator words them. */
export type NationalIdReason = 'fnr, dnr or hnr must consist of 11 digits' | "checksums don't match" | 'invalid date';

/** The result of `validateNationalId`. */
export type NationalIdResult = { valid: true; type: NationalIdType } | { valid: false; reasons: NationalIdReason[] };

/**
 * From this date the population register may issue numbers whose first check digit uses the 2032
 * scheme (remainders 0–3). Before it only the classic mod-11 digit is valid, as spec 1 §5 says.
 * See docs/decisions/0005-national-id-2032.md.
 */
export const NEW_CHECK_DIGIT_SCHEME_FROM = Date.UTC(2032, 0, 1);

const K1_WEIGHTS = [3, 7, 6, 1, 8, 9, 4, 5, 2] as const;

/** The classic first check digit: 11 − (Σ mod 11), 11 → 0, 10 → none (invalid). */
function classicFirstCheckDigit(digits: string): number | null {
  const sum = K1_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const k1 = 11 - (sum % 11);
  if (k1 === 11) return 0;
  return k1 === 10 ? null : k1;
}

/**
 * Validates a Norwegian national identity number (fødselsnummer, D-, H- or Test Norge number) by the
 * rules of spec 1 §5: eleven digits, both mod-11 check digits, a real birth date (year "00" is 2000).
 * The type follows the spec's order: a first digit of 4 or more is a D-number, a third digit of 8 or
 * more a Test Norge number, 4–7 an H-number, otherwise a fødselsnummer.
 *
 * @param value the number as typed; nothing is stripped
 * @param today the date the check is made (the 2032 check-digit scheme applies from 2032-01-01)
 */
export function validateNationalId(value: string, today: Date = new Date()): NationalIdResult {
  const result = idnr(value);
  if (result.status === 'invalid') return { valid: false, reasons: [...new Set(result.reasons)] };
  if (today.getTime() < NEW_CHECK_DIGIT_SCHEME_FROM && classicFirstCheckDigit(value) !== Number(value[9])) {
    return { valid: false, reasons: ["checksums don't match"] };
  }
  const type: NationalIdType = result.type.startsWith('dnr') ? 'dnr' : (result.type as NationalIdType);
  return { valid: true, type };
}

/** Whether a value is a valid national identity number of any type. */
export function isValidNationalId(value: string, today?: Date): boolean {
  return validateNationalId(value, today).valid;
}

/**
 * The birth date a national identity number encodes, or null when it is not valid. The century comes
 * from the individual number (digits 7–9) by the population register's ranges.
 */
export function birthDateOf(value: string, today?: Date): Date | null {
  const result = validateNationalId(value, today);
  if (!result.valid) return null;
  let day = Number(value.slice(0, 2));
  let month = Number(value.slice(2, 4));
  if (day > 40) day -= 40;
  if (month > 80) month -= 80;
  else if (month > 40) month -= 40;
  const yy = Number(value.slice(4, 6));
  const individual = Number(value.slice(6, 9));
  let century: number;
  if (individual <= 499) century = 1900;
  else if (individual <= 749 && yy >= 54) century = 1800;
  else if (individual >= 900 && yy >= 40) century = 1900;
  else if (yy <= 39) century = 2000;
  else century = 1900;
  return new Date(Date.UTC(century + yy, month - 1, day));
}

/** Age in whole years on `today` for a birth date. */
export function ageOn(birthDate: Date, today: Date = new Date()): number {
  let age = today.getUTCFullYear() - birthDate.getUTCFullYear();
  const beforeBirthday =
    today.getUTCMonth() < birthDate.getUTCMonth() ||
    (today.getUTCMonth() === birthDate.getUTCMonth() && today.getUTCDate() < birthDate.getUTCDate());
  if (beforeBirthday) age -= 1;
  return age;
}
