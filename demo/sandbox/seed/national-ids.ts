/**
 * Makes synthetic national identity numbers with correct check digits for the sandbox's test persons.
 * They are valid by the rules of spec 1 §5 but belong to nobody: the individual numbers are chosen by
 * the sandbox, and D-numbers add 40 to the day.
 */
const K1 = [3, 7, 6, 1, 8, 9, 4, 5, 2];
const K2 = [5, 4, 3, 2, 7, 6, 5, 4, 3, 2];

function checkDigit(digits: number[], weights: number[]): number | null {
  const sum = weights.reduce((acc, w, i) => acc + w * (digits[i] ?? 0), 0);
  const k = 11 - (sum % 11);
  if (k === 11) return 0;
  return k === 10 ? null : k;
}

/**
 * The first valid national id for a birth date, searching individual numbers from `individual`
 * upwards. `dnr` makes a D-number (day + 40).
 */
export function makeNationalId(
  birth: { year: number; month: number; day: number },
  individual: number,
  options: { dnr?: boolean } = {},
): string {
  const day = birth.day + (options.dnr ? 40 : 0);
  const yy = birth.year % 100;
  for (let n = individual; n < individual + 100; n += 1) {
    const body = `${String(day).padStart(2, '0')}${String(birth.month).padStart(2, '0')}${String(yy).padStart(2, '0')}${String(n).padStart(3, '0')}`;
    const digits = Array.from(body, Number);
    const k1 = checkDigit(digits, K1);
    if (k1 === null) continue;
    const k2 = checkDigit([...digits, k1], K2);
    if (k2 === null) continue;
    return `${body}${k1}${k2}`;
  }
  throw new Error('no valid national id in range');
}
