import type { upgradeTexts as nb } from '../nb/upgrade.js';

/** English texts of the loan upgrade (src/texts/nb/upgrade.ts). */
export const upgradeTexts = {
  'upgrade.heading': 'Turn your loan commitment into a loan',
  'upgrade.back': 'Back to the overview of applications',
  'upgrade.login.text': 'You need to log in with BankID to turn your loan commitment into a loan.',
  'upgrade.login.action': 'Log in with BankID',
  'upgrade.unavailable.title': 'The service is not available',
  'upgrade.unavailable.text':
    'You cannot turn a loan commitment into a loan online just now. Contact the bank, and we will help you.',
  'upgrade.noApplications': 'You have no applications with us that can be turned into a loan.',
  'upgrade.notUpgradable': 'Only an approved loan commitment can be turned into a loan. This case cannot.',
  'upgrade.commitment': 'Loan commitment with case number {id}: up to {amount}.',

  'upgrade.search.heading': 'Find the vehicle',
  'upgrade.search.intro':
    'Have you found the vehicle? Enter the registration number, and we will get the information about it.',
  'upgrade.search.registrationNumber': 'Registration number',
  'upgrade.search.hint': 'For example {example}',
  'upgrade.search.submit': 'Get vehicle',
  'upgrade.search.required': 'Enter the registration number',
  'upgrade.search.pattern.7': 'The registration number must have two letters and five digits, for example {example}',
  'upgrade.search.pattern.6': 'The registration number must have two letters and four digits, for example {example}',
  'upgrade.search.pattern.free':
    'The registration number must have one or two letters and three to five digits, for example {example}',
  'upgrade.search.found': '{vehicle}, model year {year}',
  'upgrade.search.tooOld': 'The vehicle is too old. The maximum age is 14 years when the loan is paid off.',
  'upgrade.search.emission':
    'The car must be zero-emission - electricity or hydrogen - to apply for the electric car loan.',
  'upgrade.search.change': 'Search for another vehicle',

  'upgrade.form.heading': 'About the loan',
  'upgrade.form.vehicle': 'Vehicle: {vehicle}, model year {year} ({plate})',
  'upgrade.form.notFound': 'We could not find the vehicle. Did you type it correctly?',
  'upgrade.form.notFound.manual':
    'If the registration number {plate} is correct, fill in the make, model and model year yourself.',
  'upgrade.form.error': 'Please check the form',
  'upgrade.form.price': 'Purchase price',
  'upgrade.form.price.required': 'Enter the purchase price',
  'upgrade.form.price.positive': 'The purchase price must be a whole number of kroner above 0',
  'upgrade.form.equity': 'Equity',
  'upgrade.form.equity.required': 'Enter your equity, 0 kr if you have none',
  'upgrade.form.equity.min': 'Your equity cannot be negative',
  'upgrade.form.range': 'The loan amount must be between {min} kr and {max} kr',
  'upgrade.form.range.hint': 'You can borrow from {min} to {max}.',
  'upgrade.form.period': 'Repayment period',
  'upgrade.form.period.placeholder': 'Choose an option',
  'upgrade.form.period.option': '{years, plural, one {# year} other {# years}}',
  'upgrade.form.period.required': 'Choose a repayment period',
  'upgrade.form.odometer': 'Mileage',
  'upgrade.form.odometer.invalid': 'Enter the mileage as a whole number above 0',
  'upgrade.form.manufacturer': 'Make',
  'upgrade.form.manufacturer.required': 'Enter the make',
  'upgrade.form.model': 'Model',
  'upgrade.form.model.required': 'Enter the model',
  'upgrade.form.text.tooLong': 'The field can contain at most 100 characters',
  'upgrade.form.year': 'Model year',
  'upgrade.form.year.invalid': 'Enter the model year with four digits, for example 2021',
  'upgrade.form.year.tooOld': 'The vehicle is too old. The maximum age is 14 years when the loan is paid off.',
  'upgrade.form.amount': 'Loan amount',
  'upgrade.form.monthly': 'Monthly cost: {amount}',
  'upgrade.form.monthly.note': 'Nominal interest rate {rate} %. Effective interest rate {effective} %.',
  'upgrade.form.submit': 'Turn it into a loan',

  'upgrade.failed.back': 'Back to the form',
  'upgrade.success.title': 'Your loan commitment has been turned into a loan',
  'upgrade.success.text':
    'Your case number is {id}. Go to the overview of applications to complete the loan and sign the loan documents.',
} as const satisfies Record<keyof typeof nb, string>;
