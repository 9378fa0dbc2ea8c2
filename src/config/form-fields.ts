/*
 * The fields the page JSON's `form` sets (decision 0099), by id: `<form>.<field>`, what the form layer
 * makes of the form's id and the field's name (src/ui/form/overrides.ts). Each element lists the ids of
 * the fields it renders (`fields` of its resources, composed of the lists here and in
 * form-fields-loan.ts): an id of one of its areas that it does not list gets one console warning. The
 * application's, the completion's and the declaration's long lists are fetched on demand, only for a page
 * JSON with `form`; the calculator's three ids and the upgrade's seven, in this module of their own, are
 * in their element's chunk (a chunk of their own costs more on demand, where the two have no room).
 * test/node/form-fields.test.ts keeps them equal to the defaults the docs list (form-field-docs.ts) and
 * to the fields the flows render.
 */

/** `<salgspant-calculator>`: the loan form (the lookup, on plain state in the first visit, is not listed). */
export const calculatorFields = [
  'calculator.vehiclePrice',
  'calculator.equity',
  'calculator.requestedLoanPeriodInMonths',
];

/** `<salgspant-upgrade>`: the full form (the search, on plain state in the first visit, is not listed). */
export const upgradeFields = [
  'upgrade.manufacturer',
  'upgrade.model',
  'upgrade.modelYear',
  'upgrade.vehiclePrice',
  'upgrade.equity',
  'upgrade.loanPeriodInMonths',
  'upgrade.odometer',
];
