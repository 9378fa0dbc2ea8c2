import { interpolate, messages, type TextParams } from '../texts.js';

/*
 * The repayment plan's texts (issue 34, decision 0104; not in the specs, written for the product).
 * They come with the plan's code rather than with each element's first visit: once this module is
 * loaded, `t()` finds them after the element's catalogue and the rules' messages (../messages.ts), and
 * a page's override of one (`texts`) wins, as for any other key.
 */
export const planTexts = {
  'plan.show': 'Vis nedbetalingsplan',
  'plan.hide': 'Skjul nedbetalingsplan',
  'plan.failed': 'Vi får ikke vist nedbetalingsplanen akkurat nå. Prøv igjen om litt.',
  'plan.caption': 'Nedbetalingsplan år for år',
  'plan.year': 'År',
  'plan.yearRow': 'År {year}',
  'plan.yearRowShort': 'År {year} ({months} mnd)',
  'plan.start': 'Restgjeld ved start',
  'plan.interest': 'Renter',
  'plan.principal': 'Avdrag',
  'plan.fees': 'Gebyrer',
  'plan.end': 'Restgjeld ved slutt',
  'plan.total': 'Sum',
  'plan.summary':
    'Lånebeløpet på {amount} er nedbetalt etter {years} år. Underveis betaler du {interest} i renter og {fees} i gebyrer, til sammen {total}.',
  'plan.chart': 'Diagram over restgjeld og renter betalt, år for år',
  'plan.chart.balance': 'Restgjeld',
  'plan.chart.interest': 'Renter betalt så langt',
  'plan.feesNote':
    'Etableringsgebyret og tinglysingsgebyret legges til lånet og betales ned sammen med det. Derfor står en del av dem under gebyrer hvert år, sammen med termingebyrene.',
} as const;

type Resolve = NonNullable<typeof messages.resolve>;
let next: typeof messages.resolve;
const resolve: Resolve = (message, texts, overrides, params?: TextParams) =>
  next?.(message, texts, overrides, params) ??
  (Object.hasOwn(planTexts, message)
    ? interpolate(overrides[message] ?? planTexts[message as keyof typeof planTexts], params)
    : undefined);

/**
 * Lets `t()` find the plan's texts: done when this module loads, and again by the plan before it
 * renders, in case the rules' messages set their own reader after it (idempotent).
 */
export function readPlanTexts(): void {
  if (messages.resolve === resolve) return;
  next = messages.resolve;
  messages.resolve = resolve;
}
readPlanTexts();
