import type { applicantsTexts as nb } from '../nb/applicants.js';
import { applicantsConsentTexts } from './applicants-consents.js';

/** English texts of the application's step 3, the applicants and their consents (src/texts/nb/applicants.ts). */
export const applicantsTexts = {
  'applicants.greeting': 'Hi {firstName}',
  'applicants.intro':
    'We need some information about you and your finances to process the application. Give amounts in whole kroner.',
  'applicants.form.invalid': 'Please check the form',
  'applicants.summary.item': '{label}: {message}',
  'applicants.select.placeholder': 'Choose',

  'applicants.email': 'Email',
  'applicants.phone': 'Mobile number',
  'applicants.phone.hint': '8 digits',
  'applicants.livingCondition': 'Housing situation',
  'applicants.livingCondition.OWNS_HOUSING': 'Owns a home',
  'applicants.livingCondition.RENTS_HOUSING': 'Rents a home',
  'applicants.livingCondition.LIVING_WITH_PARENTS': 'Lives with parents',
  'applicants.rentalFee': 'Rent per month',
  'applicants.employmentCondition': 'Employment situation',
  'applicants.employmentCondition.FULL_TIME_EMPLOYEE': 'Permanently employed',
  'applicants.employmentCondition.TEMPORARY_EMPLOYEE': 'Temporarily employed',
  'applicants.employmentCondition.SELF_EMPLOYED': 'Self-employed',
  'applicants.employmentCondition.STUDENT': 'Student',
  'applicants.employmentCondition.RETIRED': 'Retired',
  'applicants.employmentCondition.UNEMPLOYED': 'Unemployed',
  'applicants.employmentCondition.UNEMPLOYMENT_BENEFITS': 'Receiving unemployment benefit',
  'applicants.employmentCondition.DISABLED': 'Receiving disability benefit',
  'applicants.employmentCondition.OTHER': 'Other',
  'applicants.grossIncome': 'Annual income before tax',
  'applicants.totalDebt': 'Total debt',
  'applicants.totalDebt.hint':
    'Mortgage, student loan, car loan, credit cards and other debt, not counting the loan you are applying for now',
  'applicants.tradeIn': 'I have a vehicle to trade in',
  'applicants.tradeIn.co': 'The co-applicant has a vehicle to trade in',
  'applicants.tradeInDebt': 'Debt on the trade-in',

  'applicants.resumed.title': 'Confirm the information about the applicants',
  'applicants.resumed.kept':
    'The page was reloaded. We have kept what you filled in. Check the information and press ‘Next’, and you will come back to where you were.',
  'applicants.resumed.coSsn':
    'You need to type in the co-applicant’s national identity number again. To protect privacy, we never store national identity numbers in the browser.',

  'applicants.co.heading': 'Co-applicant',
  'applicants.co.intro':
    'If you apply together with someone, you share the responsibility for the loan. The co-applicant must live at the same address as you and signs the loan documents themselves.',
  'applicants.co.add': 'Add a co-applicant',
  'applicants.co.remove': 'Remove the co-applicant',
  'applicants.co.ssn': 'Co-applicant’s national identity number',
  'applicants.co.ssn.hint': '11 digits',
  'applicants.co.ssn.again': '11 digits. Type it in again: we do not store national identity numbers in the browser.',
  'applicants.co.email': 'Co-applicant’s email',
  'applicants.co.phone': 'Co-applicant’s mobile number',
  'applicants.co.livingCondition': 'Co-applicant’s housing situation',
  'applicants.co.rentalFee': 'Co-applicant’s rent per month',
  'applicants.co.employmentCondition': 'Co-applicant’s employment situation',
  'applicants.co.grossIncome': 'Co-applicant’s annual income before tax',
  'applicants.co.totalDebt': 'Co-applicant’s total debt',
  'applicants.co.tradeInDebt': 'Debt on the co-applicant’s trade-in',
  'applicants.co.confirmAddress': 'The co-applicant and I have the same home address',
  'applicants.co.taxNotice':
    'The co-applicant is informed that the bank gets income and tax information about the co-applicant from the Norwegian Tax Administration to process the application',

  ...applicantsConsentTexts,

  'applicants.previous': 'Previous',
  'applicants.next': 'Next',
  'applicants.saving': 'Saving',
} as const satisfies Record<keyof typeof nb, string>;
