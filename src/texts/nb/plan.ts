import { defineMessage } from '../messages.js';

/*
 * The repayment plan's texts (issue 34, decision 0104; not in the specs, written for the product).
 * One constant per text, its key defined with its default text (../messages.ts), like the field rules'
 * messages: the plan is fetched when the customer opens it, and its texts come with it rather than
 * with each element's first visit. A page overrides them through `texts` like any other key.
 */

export const PLAN_SHOW = defineMessage('plan.show', 'Vis nedbetalingsplan');
export const PLAN_HIDE = defineMessage('plan.hide', 'Skjul nedbetalingsplan');
export const PLAN_CAPTION = defineMessage('plan.caption', 'Nedbetalingsplan år for år');
export const PLAN_YEAR = defineMessage('plan.year', 'År');
export const PLAN_YEAR_ROW = defineMessage('plan.yearRow', 'År {year}');
export const PLAN_YEAR_ROW_SHORT = defineMessage('plan.yearRowShort', 'År {year} ({months} mnd)');
export const PLAN_START = defineMessage('plan.start', 'Restgjeld ved start');
export const PLAN_INTEREST = defineMessage('plan.interest', 'Renter');
export const PLAN_PRINCIPAL = defineMessage('plan.principal', 'Avdrag');
export const PLAN_FEES = defineMessage('plan.fees', 'Gebyrer');
export const PLAN_END = defineMessage('plan.end', 'Restgjeld ved slutt');
export const PLAN_TOTAL = defineMessage('plan.total', 'Sum');
export const PLAN_SUMMARY = defineMessage(
  'plan.summary',
  'Lånebeløpet på {amount} er nedbetalt etter {years} år. Underveis betaler du {interest} i renter og {fees} i gebyrer, til sammen {total}.',
);
export const PLAN_CHART = defineMessage('plan.chart', 'Diagram over restgjeld og renter betalt, år for år');
export const PLAN_CHART_BALANCE = defineMessage('plan.chart.balance', 'Restgjeld');
export const PLAN_CHART_INTEREST = defineMessage('plan.chart.interest', 'Renter betalt så langt');
export const PLAN_FEES_NOTE = defineMessage(
  'plan.feesNote',
  'Etableringsgebyret og tinglysingsgebyret legges til lånet og betales ned sammen med det. Derfor står en del av dem under gebyrer hvert år, sammen med termingebyrene.',
);
export const PLAN_FAILED = defineMessage(
  'plan.failed',
  'Vi får ikke vist nedbetalingsplanen akkurat nå. Prøv igjen om litt.',
);
