import { textRef } from '../texts/messages.js';
import { MAX_LENGTH, MIN_LENGTH } from '../texts/nb/validation/common.js';

/** 'Feltet kan maksimalt inneholde {n} tegn' (spec 2 §5): its key with `n`. */
export function maxLengthMessage(n: number): string {
  return textRef(MAX_LENGTH, { n });
}

/** 'Svaret må inneholde minst {n} tegn' (spec 2 §5): its key with `n`. */
export function minLengthMessage(n: number): string {
  return textRef(MIN_LENGTH, { n });
}
