import { defineTexts } from '../messages.js';

/*
 * The repayment plan's texts (issue 34, decision 0104; not in the specs, written for the product).
 * They come with the plan's code rather than with each element's first visit: once this module is
 * registered (`defineTexts`, ../messages.ts), `t()` finds them as it finds the rules' messages, and a
 * page's override of one (`texts`) wins, as for any other key.
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

/** Lets `t()` find the plan's texts; the plan's parts call it before they render (idempotent). */
export function readPlanTexts(): void {
  defineTexts(planTexts);
}
