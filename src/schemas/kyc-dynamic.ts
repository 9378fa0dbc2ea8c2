import {
  countedLength,
  KYC_MESSAGES,
  KYC_TEXT_MAX,
  maxLengthMessage,
  minLengthMessage,
  parseNonNegativeDecimal,
  validateSelected,
} from '../domain/kyc-rules.js';
import { fieldTypeSchema, type DynamicField } from './kyc.js';

/*
 * The rules of the declaration's dynamic questions (spec 2 §5 "Dynamic questions", §8): which field
 * types the section answers, and the message of one field's value. The section (DynamicSection.tsx)
 * renders the fields and reports these messages at them; the rules live here, one hop from the
 * schemas of the questions they check.
 */

/** Length limits of free-text fields (design: the service gives none; the maxima are the schemas', decision 0030). */
export const DYNAMIC_STRING_MIN = 2;
export const DYNAMIC_STRING_MAX = KYC_TEXT_MAX.dynamicString;
export const DYNAMIC_TEXT_AREA_MAX = KYC_TEXT_MAX.dynamicTextArea;

/** The field types of a dynamic question's rows that the section answers: every type the service names but UNKNOWN. */
const SUPPORTED = new Set<string>(fieldTypeSchema.options.filter((type) => type !== 'UNKNOWN'));

/** Whether the section answers a field of this type. */
export const isSupportedField = (field: Pick<DynamicField, 'type'>): boolean => SUPPORTED.has(field.type);

/** Whether a field takes several options (a list or a checklist). */
export const isMultipleField = (field: Pick<DynamicField, 'type'>): boolean =>
  field.type === 'LIST' || field.type === 'CHECKBOX_LIST';

/** The message for one field's value, or null when it passes (spec 2 §5); empty optional fields pass. */
export function dynamicFieldRule(field: Pick<DynamicField, 'type'>, value: string): string | null {
  const text = value.trim();
  if (field.type === 'TEXT_AREA') {
    return countedLength(text) > DYNAMIC_TEXT_AREA_MAX ? maxLengthMessage(DYNAMIC_TEXT_AREA_MAX) : null;
  }
  if (isMultipleField(field)) return text === '' ? KYC_MESSAGES.atLeastOneOption : null;
  if (field.type === 'DROP_DOWN') {
    const result = validateSelected(text);
    return result.valid ? null : result.message;
  }
  if (text === '') return KYC_MESSAGES.required;
  switch (field.type) {
    case 'AMOUNT':
      return parseNonNegativeDecimal(text) === null ? KYC_MESSAGES.positiveNumbersOnly : null;
    case 'INTEGER':
      return /^\d+$/.test(text) ? null : KYC_MESSAGES.positiveNumbersOnly;
    case 'STRING':
      if (countedLength(text) < DYNAMIC_STRING_MIN) return minLengthMessage(DYNAMIC_STRING_MIN);
      return countedLength(text) > DYNAMIC_STRING_MAX ? maxLengthMessage(DYNAMIC_STRING_MAX) : null;
    default:
      return null;
  }
}
