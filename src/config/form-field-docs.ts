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

const SELECT = { placeholder: 'kyc.select.placeholder' } as const;

/** A PEP or RCA entry's fields (`kind`: pep, rca), their role's end included. */
function pepRcaDefaults(kind: 'pep' | 'rca', relation: TextKey): Record<string, FieldDefaults> {
  const of = (pep: TextKey, rca: TextKey) => (kind === 'pep' ? pep : rca);
  const person: Record<string, FieldDefaults> = {
    firstName: { label: 'kyc.rca.firstName' },
    lastName: { label: 'kyc.rca.lastName' },
    countryOfResidence: { label: 'kyc.rca.residence', ...SELECT },
    relationTypeCode: { label: relation, ...SELECT },
  };
  return {
    ...(kind === 'rca' ? person : {}),
    roleTypeCode: { label: of('kyc.pep.roleType', 'kyc.rca.roleType'), ...SELECT },
    roleCountry: { label: of('kyc.pep.roleCountry', 'kyc.rca.roleCountry'), ...SELECT },
    description: { label: of('kyc.pep.description', 'kyc.rca.description'), hint: 'kyc.pep.descriptionHint' },
    roleEnded: { label: 'kyc.pep.roleEnded' },
    'roleEnd.month': { label: 'kyc.pep.endMonth', ...SELECT, when: 'the role has ended' },
    'roleEnd.year': { label: 'kyc.pep.endYear', ...SELECT, when: 'the role has ended' },
  };
}

/** A tax relation's fields: the country, the number or the reason there is none (`asked`: a yes/no first). */
function taxRowDefaults(reason: TextKey, asked: boolean): Record<string, FieldDefaults> {
  return {
    country: { label: 'kyc.tax.country', ...SELECT },
    ...(asked
      ? { hasNumber: { label: 'kyc.tax.hasNumber', when: "a company's declaration: kyc.corpTax.hasNumber" } }
      : {}),
    taxNumber: { label: 'kyc.tax.number', ...(asked ? { when: 'it has a number' } : {}) },
    reasonForMissingTaxNumber: {
      label: reason,
      when: asked ? "it has no number; a company's declaration: kyc.corpTax.reason" : 'it has no number',
    },
  };
}

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
  'kyc.isPep': { label: 'kyc.pep.question', hint: 'kyc.pep.help' },
  ...prefixed('kyc.pep.', pepRcaDefaults('pep', 'kyc.rca.relation')),
  'kyc.isRca': { label: 'kyc.rca.question' },
  ...prefixed('kyc.rca.', pepRcaDefaults('rca', 'kyc.rca.relation')),
  'kyc.isTaxLiableAbroad': { label: 'kyc.tax.question', when: "a company's declaration: kyc.corpTax.question" },
  'kyc.saved.stillValid': { label: 'kyc.tax.stillValid', when: 'a tax residence is on record' },
  'kyc.isUsTaxLiable': { label: 'kyc.tax.us', when: "liable to tax abroad; a company's declaration: kyc.corpTax.us" },
  ...prefixed('kyc.us.', taxRowDefaults('kyc.tax.reason', true)),
  'kyc.isOtherTaxLiable': {
    label: 'kyc.tax.other',
    when: "liable to tax abroad; a company's declaration: kyc.corpTax.other",
  },
  ...prefixed('kyc.other.', taxRowDefaults('kyc.tax.reason', true)),
  'kyc.typeInfo': { label: 'kyc.fi.question' },
  'kyc.globalIntermediaryIdentificationNumber.number': {
    label: 'kyc.fi.giin',
    hint: 'kyc.fi.giinHint',
    when: 'a financial institution',
  },
  'kyc.passiveCorporate': { label: 'kyc.fi.passive', hint: 'kyc.fi.passiveHelp', when: 'not a financial institution' },
  'kyc.businessCode': {
    label: 'kyc.corp.businessCodeChoose',
    hint: 'kyc.corp.businessCodeHint',
    when: 'the company has several business codes',
  },
  'kyc.confirmation.typeInfo': { label: 'kyc.confirmation.legend' },
  'kyc.confirmation.comment': { label: 'kyc.confirmation.comment', when: 'the information is not correct' },
  'kyc.hasRR': { label: 'kyc.owners.question' },
  ...prefixed('kyc.beneficialOwners.', {
    firstName: { label: 'kyc.person.firstName' },
    lastName: { label: 'kyc.person.lastName' },
    nationalId: { label: 'kyc.person.nationalId', hint: 'kyc.owners.nationalIdHint', when: 'an owner not on record' },
    birthCountry: { label: 'kyc.owners.birthCountry', ...SELECT },
    citizenship: { label: 'kyc.owners.citizenship', ...SELECT },
    secondaryCitizenship: { label: 'kyc.owners.secondaryCitizenship', placeholder: 'kyc.owners.noSecondary' },
    countryOfResidence: { label: 'kyc.owners.residence', ...SELECT },
    postalCode: { label: 'kyc.owners.postalCode' },
    postalPlace: { label: 'kyc.owners.postalPlace' },
    address: { label: 'kyc.owners.address' },
    ownershipPercentage: { label: 'kyc.owners.share' },
    beneficialOwnerReasons: { label: 'kyc.owners.reasons' },
    isBeneficialOwnerPep: { label: 'kyc.owners.pep' },
    ...prefixed('pep.', pepRcaDefaults('pep', 'kyc.owners.rcaRelation')),
    isBeneficialOwnerRca: { label: 'kyc.owners.rca' },
    ...prefixed('rca.', pepRcaDefaults('rca', 'kyc.owners.rcaRelation')),
    isUsTaxLiable: { label: 'kyc.owners.taxUs' },
    ...prefixed('usTaxRelations.', taxRowDefaults('kyc.owners.taxReason', false)),
    isOtherTaxLiable: { label: 'kyc.owners.taxOther' },
    ...prefixed('otherTaxRelations.', taxRowDefaults('kyc.owners.taxReason', false)),
  }),
};
