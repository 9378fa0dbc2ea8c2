/*
 * The fields the page JSON's `form` sets (decision 0099), by id: `<form>.<field>`, what the form layer
 * makes of the form's id and the field's name (src/ui/form/overrides.ts). Each element lists the ids of
 * the fields it renders (`fields` of its resources, composed of the lists below): an id of one of its
 * areas that it does not list gets one console warning, and is not applied. A list per area, so an
 * element carries only its own. test/node/form-fields.test.ts keeps them equal to the defaults the docs list
 * (form-field-docs.ts) and to the fields the flows render. Plain lists of literals: a bundle keeps only
 * those it imports.
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

/** The application's applicants step: the main applicant's fields, the co-applicant's. */
export const applicantsFields = [
  'applicants.main.email',
  'applicants.main.phone',
  'applicants.main.livingConditionCode',
  'applicants.main.rentalFee',
  'applicants.main.employmentConditionCode',
  'applicants.main.grossIncome',
  'applicants.main.totalDebt',
  'applicants.main.tradeIn',
  'applicants.main.tradeInDebt',
  'applicants.co.ssn',
  'applicants.co.email',
  'applicants.co.phone',
  'applicants.co.livingConditionCode',
  'applicants.co.rentalFee',
  'applicants.co.employmentConditionCode',
  'applicants.co.grossIncome',
  'applicants.co.totalDebt',
  'applicants.co.tradeIn',
  'applicants.co.tradeInDebt',
  'applicants.co.confirmAddress',
  'applicants.co.taxNotice',
];

/** The completion's contact and insurance steps. */
export const completionFields = [
  'completion.contact.email',
  'completion.contact.phone',
  'completion.insurance.order',
  'completion.insurance.confirmed',
];

/** The receipts' feedback form (application, completion). */
export const receiptsFields = ['receipts.feedback.content'];

/** The customer declaration's fixed fields (its dynamic questions are the service's, with its texts). */
export const kycFields: string[] = [];
