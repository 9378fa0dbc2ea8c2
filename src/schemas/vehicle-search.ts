/**
 * The vehicle searches' rules (spec 1 §5), the first views on the form layer's `useSearchForm`: the calculator's
 * lookup (registration number, odometer) and the upgrade's search (registration number). Their
 * messages are text keys of the element's catalogue (`calculator.lookup.*`, `upgrade.search.*`); a
 * message with values carries them after a `?` (`textRef`), and the field shows it with `t()`
 * (decisions 0054, 0090). The plate rules come from src/domain.
 */
import * as z from 'zod/mini';
import {
  isLookupLength,
  LIMITS,
  lookupRegistrationLength,
  parseOdometer,
  registrationNumberPattern,
  shortestRegistrationNumber,
} from '../domain/fields.js';
import { textRef } from '../texts/messages.js';
import type { TextKey } from '../texts/nb.js';

/**
 * A registration number as the field keeps it (normalised): `required` while empty, then `message`
 * unless `ok`. By refine: the first visit carries no length check kinds (decision 0060).
 */
const plate = (required: TextKey, ok: (v: string) => boolean, message: string) =>
  z.string().check(
    z.refine((v) => v.length > 0, required),
    z.refine((v) => !v || ok(v), message),
  );

/** The calculator's lookup (spec 1 §5): a plate of a length the product's plates have; the odometer typed as text. */
export function vehicleLookupSchema(slug: string) {
  const min = shortestRegistrationNumber(slug);
  const max = lookupRegistrationLength(slug);
  return z.object({
    registrationNumber: plate(
      'calculator.lookup.required',
      (v) => isLookupLength(v, slug),
      textRef('calculator.lookup.length', { length: min === max ? max : `${min}–${max}` }),
    ),
    odometer: z.string().check(
      z.refine((v) => /^\d*$/.test(v.replace(/\s/g, '')), {
        message: 'calculator.lookup.odometerInteger',
        abort: true,
      }),
      z.refine((v) => (parseOdometer(v) ?? 0) <= LIMITS.odometerMax, 'calculator.lookup.odometerMax'),
    ),
  });
}

/** The upgrade search's plate pattern message per product, with an example plate of the pattern. */
export function searchPlateRule(slug: string | undefined): {
  example: string;
  message: 'upgrade.search.pattern.7' | 'upgrade.search.pattern.6' | 'upgrade.search.pattern.free';
} {
  if (slug === 'car-no-insurance') return { example: 'AB12345', message: 'upgrade.search.pattern.free' };
  if (slug === 'car' || slug === 'car-electric' || slug === 'camping')
    return { example: 'EK12345', message: 'upgrade.search.pattern.7' };
  return { example: 'AB1234', message: 'upgrade.search.pattern.6' };
}

/** The upgrade's search (spec 1 §5 "Registration number pattern per product"). */
export function plateSearchSchema(slug: string | undefined) {
  const { example, message } = searchPlateRule(slug);
  const pattern = registrationNumberPattern(slug ?? 'car');
  return z.object({
    registrationNumber: plate('upgrade.search.required', (v) => pattern.test(v), textRef(message, { example })),
  });
}
