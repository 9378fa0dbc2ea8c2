import type { applicationTexts as nb } from '../nb/application.js';
import { applicationSblTexts } from './application-sbl.js';

/** English texts of `<salgspant-application>` (src/texts/nb/application.ts). */
export const applicationTexts = {
  'application.heading': 'Application for a {loanType}',
  'application.loanType.VEHICLE_LOAN': 'loan',
  'application.loanType.LOAN_COMMITMENT': 'loan commitment',
  'application.step': '{n} of {total}',
  'application.missingCacheId.title': 'We cannot find your calculation',
  'application.missingCacheId.text':
    'The application starts from the loan calculator. Work out your loan there, and you will come back here with the figures.',
  'application.missingCacheId.link': 'Go to the loan calculator',
  'application.login.redirecting': 'Taking you to log in with BankID …',

  'application.steps.loan': 'The loan you are applying for',
  'application.steps.sbl': 'Consent to tax information',
  'application.steps.applicants': 'About you',
  'application.steps.kyc': 'Customer declaration',
  'application.steps.review': 'Check and submit',
  'application.steps.done': 'Completed',

  'application.loan.registrationNumber': 'Registration number',
  'application.loan.odometer': 'Mileage',
  'application.loan.odometerValue': '{km} km',
  'application.loan.product': 'Vehicle',
  'application.loan.loanType': 'You are applying for',
  'application.loan.vehiclePrice': 'Purchase price',
  'application.loan.equity': 'Equity',
  'application.loan.period': 'Repayment period',
  'application.loan.periodValue': '{months, plural, one {# month} other {# months}}',
  'application.loan.amount': 'Loan amount without fees',
  'application.loan.monthlyCost': 'Monthly cost (estimated)',
  'application.loan.comment':
    'The figures are from your calculation. If you want to change anything, go back to the calculator. The bank assesses the application and gives you a final offer.',
  'application.loan.fetchFailed': 'We could not get your calculation.',
  'application.loan.retry': 'Try again',
  'application.previous': 'Previous',
  ...applicationSblTexts,

  'application.kyc.intro':
    'Under the Anti-Money Laundering Act, the bank must know who its customers are. Answer the questions below, and we will move on to submitting.',
  'application.kyc.answered': 'Thank you! The customer declaration is answered.',
  'application.kyc.checking': 'We are checking your customer relationship …',
  'application.kyc.retry': 'Try again',

  'application.review.intro':
    'Check the application before you send it. You can go back and change the information about you.',
  'application.review.loanHeading': 'What you are applying for',
  'application.review.applicantsHeading': 'Who is applying',
  'application.review.mainApplicant': 'Applicant',
  'application.review.coApplicant': 'Co-applicant',
  'application.review.noCoApplicant': 'No co-applicant',
  'application.review.email': 'Email',
  'application.review.phone': 'Mobile number',
  'application.review.income': 'Gross annual income',
  'application.review.debt': 'Total debt',
  'application.review.kyc': 'Customer declaration',
  'application.review.kycAnswered': 'Answered',
  'application.review.consent':
    'When you send the application, you confirm that the information is correct. The bank makes a credit assessment and answers you as soon as possible.',
  'application.review.send': 'Send application',
  'application.review.sending': 'Sending the application',
  'application.review.invalid': 'The application is missing information. Go back and check the steps above.',
  'application.review.failed': 'The application was not sent.',
  'application.review.consentSaveBack':
    'We could not save your consents. Go through the steps again and send the application again.',
} as const satisfies Record<keyof typeof nb, string>;
