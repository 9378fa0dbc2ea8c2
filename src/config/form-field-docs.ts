import type { TextKey } from '../texts/nb.js';

/*
 * Every field id of the page JSON's `form` (decision 0099) with its defaults, for the docs page
 * `/docs/form` (scripts/lib/form-docs.ts) and the README. Documentation only: no element bundle imports
 * this module. test/node/form-fields.test.ts keeps its ids equal to the elements' lists (form-fields.ts).
 */

/** A field's defaults: the text keys of its label, its hint and its placeholder. */
export interface FieldDefaults {
  label: TextKey;
  hint?: TextKey;
  placeholder?: TextKey;
  /** When the field shows, if not always. */
  when?: string;
}

const AMOUNT = { placeholder: 'ui.currency.placeholder' } as const;

/** The applicant fields' defaults, for the main applicant or the co-applicant. */
function applicantDefaults(co: boolean): Record<string, FieldDefaults> {
  const of = (main: TextKey, other: TextKey) => (co ? other : main);
  const select = { placeholder: 'applicants.select.placeholder' } as const;
  return {
    email: { label: of('applicants.email', 'applicants.co.email') },
    phone: { label: of('applicants.phone', 'applicants.co.phone'), hint: 'applicants.phone.hint' },
    livingConditionCode: { label: of('applicants.livingCondition', 'applicants.co.livingCondition'), ...select },
    rentalFee: {
      label: of('applicants.rentalFee', 'applicants.co.rentalFee'),
      ...AMOUNT,
      when: 'the applicant rents',
    },
    employmentConditionCode: {
      label: of('applicants.employmentCondition', 'applicants.co.employmentCondition'),
      ...select,
    },
    grossIncome: { label: of('applicants.grossIncome', 'applicants.co.grossIncome'), ...AMOUNT },
    totalDebt: {
      label: of('applicants.totalDebt', 'applicants.co.totalDebt'),
      hint: 'applicants.totalDebt.hint',
      ...AMOUNT,
    },
    tradeIn: { label: of('applicants.tradeIn', 'applicants.tradeIn.co'), when: 'a loan (not a loan commitment)' },
    tradeInDebt: {
      label: of('applicants.tradeInDebt', 'applicants.co.tradeInDebt'),
      ...AMOUNT,
      when: 'the trade-in box is ticked',
    },
  };
}

const prefixed = (prefix: string, fields: Record<string, FieldDefaults>) =>
  Object.fromEntries(Object.entries(fields).map(([name, defaults]) => [`${prefix}${name}`, defaults]));

/** Every field id with its defaults. */
export const FORM_FIELD_DEFAULTS: Record<string, FieldDefaults> = {
  'calculator.vehiclePrice': { label: 'calculator.price', ...AMOUNT },
  'calculator.equity': { label: 'calculator.equity', hint: 'calculator.equity.hint', ...AMOUNT },
  'calculator.requestedLoanPeriodInMonths': {
    label: 'calculator.period',
    placeholder: 'calculator.period.placeholder',
  },
  'upgrade.manufacturer': { label: 'upgrade.form.manufacturer', when: 'the vehicle was not found' },
  'upgrade.model': { label: 'upgrade.form.model', when: 'the vehicle was not found' },
  'upgrade.modelYear': { label: 'upgrade.form.year', when: 'the vehicle was not found' },
  'upgrade.vehiclePrice': { label: 'upgrade.form.price', hint: 'upgrade.form.range.hint', ...AMOUNT },
  'upgrade.equity': { label: 'upgrade.form.equity', ...AMOUNT },
  'upgrade.loanPeriodInMonths': { label: 'upgrade.form.period', placeholder: 'upgrade.form.period.placeholder' },
  'upgrade.odometer': { label: 'upgrade.form.odometer', when: 'not for a caravan' },
  ...prefixed('applicants.main.', applicantDefaults(false)),
  'applicants.co.ssn': { label: 'applicants.co.ssn', hint: 'applicants.co.ssn.hint', when: 'with a co-applicant' },
  ...prefixed('applicants.co.', applicantDefaults(true)),
  'applicants.co.confirmAddress': { label: 'applicants.co.confirmAddress', when: 'with a co-applicant' },
  'applicants.co.taxNotice': { label: 'applicants.co.taxNotice', when: 'with a co-applicant' },
  'completion.contact.email': { label: 'completion.contact.email' },
  'completion.contact.phone': { label: 'completion.contact.phone', hint: 'completion.contact.phoneHint' },
  'completion.insurance.order': { label: 'completion.insurance.question' },
  'completion.insurance.confirmed': { label: 'completion.insurance.confirm', when: 'insurance is ordered' },
  'receipts.feedback.content': { label: 'receipts.feedback.label', hint: 'receipts.feedback.hint' },
};
