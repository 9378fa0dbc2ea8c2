import type { completionTexts as nb } from '../nb/completion.js';

/** English texts of `<salgspant-completion>` (src/texts/nb/completion.ts). */
export const completionTexts = {
  'completion.heading': 'Complete {loanType}',
  'completion.loanType.VEHICLE_LOAN': 'your loan',
  'completion.loanType.LOAN_COMMITMENT': 'your loan commitment',
  'completion.step': '{n} of {total}',
  'completion.login.redirecting': 'Taking you to log in with BankID …',
  'completion.retry': 'Try again',
  'completion.previous': 'Previous',
  'completion.next': 'Next',
  'completion.form.invalid': 'Please check the form',

  'completion.steps.start': 'Your loan',
  'completion.steps.sbl': 'Consent to tax information',
  'completion.steps.insurance': 'Payment protection insurance',
  'completion.steps.contact': 'Contact details and consents',
  'completion.steps.kyc': 'Customer declaration',
  'completion.steps.signing': 'Signing',
  'completion.steps.receipt': 'Receipt',

  'completion.start.intro':
    'Check the loan and the vehicle. Then go through the steps below and sign the loan documents with BankID.',
  'completion.details.loanHeading': 'About the loan',
  'completion.details.vehicleHeading': 'About the vehicle',
  'completion.details.caseNumber': 'Case number',
  'completion.details.amountWithoutFees': 'Loan amount without fees',
  'completion.details.amount': 'Loan amount with fees',
  'completion.details.period': 'Repayment period',
  'completion.details.periodValue': '{months, plural, one {# month} other {# months}}',
  'completion.details.startupFee': 'Set-up fee',
  'completion.details.pledgeFee': 'Registration fee for the lien',
  'completion.details.nominalInterest': 'Nominal interest rate',
  'completion.details.effectiveInterest': 'Effective interest rate',
  'completion.details.termFee': 'Instalment fee',
  'completion.details.monthlyCost': 'Monthly amount',
  'completion.details.totalCost': 'Total cost',
  'completion.details.rate': '{rate} %',
  'completion.details.manufacturer': 'Make',
  'completion.details.model': 'Model',
  'completion.details.year': 'Model year',
  'completion.details.registrationNumber': 'Registration number',
  'completion.details.price': 'Purchase price',
  'completion.trafficLight.label': 'Risk assessment: {colour}',
  'completion.trafficLight.GREEN': 'green',
  'completion.trafficLight.YELLOW': 'yellow',
  'completion.trafficLight.RED': 'red',
  'completion.trafficLight.more': 'What does the risk assessment mean?',
  'completion.trafficLight.title': 'The risk assessment of the loan',
  'completion.trafficLight.GREEN.text':
    'Green: The loan is well within what we recommend based on your income, debt and equity.',
  'completion.trafficLight.YELLOW.text':
    'Yellow: The loan is within what we can give, but it leaves less room in your finances. Think about whether the amount and the repayment period suit you.',
  'completion.trafficLight.RED.text':
    'Red: The loan is high compared with your income and debt. We recommend that you consider more equity or a lower loan amount, and contact us if you have any questions.',
  'completion.trafficLight.close': 'Close',
  'completion.start.checking': 'We are checking your consent …',

  'completion.insurance.ratePercent': '7,9',
  'completion.insurance.intro':
    'Payment protection insurance covers the monthly amounts of the loan if you become unemployed, are on sick leave or become disabled, and pays off the loan in the event of death.',
  'completion.insurance.question': 'Would you like to buy payment protection insurance?',
  'completion.insurance.yes': 'Yes',
  'completion.insurance.no': 'No',
  'completion.insurance.choose': 'You must answer yes or no',
  'completion.insurance.price': 'The insurance costs {price} a month ({rate} % of the monthly amount).',
  'completion.insurance.infoTitle': 'Before you buy',
  'completion.insurance.info':
    'The insurance applies from when the loan is paid out and can be cancelled at any time. You must be under 67 and in at least 50 % permanent work to be covered for unemployment.',
  'completion.insurance.termsLink': 'Pre-purchase information and terms (PDF)',
  'completion.insurance.termsHref': '/forsikring/betalingsforsikring/vilkar.pdf',
  'completion.insurance.productLink': 'Read more about payment protection insurance',
  'completion.insurance.productHref': '/forsikring/betalingsforsikring',
  'completion.insurance.confirm': 'I have read the pre-purchase information and am able to buy the insurance',
  'completion.insurance.confirmRequired':
    'You must confirm that you have read the pre-purchase information and are able to buy the insurance',

  'completion.contact.intro': 'We need your email address and mobile number to send you the loan documents.',
  'completion.contact.email': 'Email',
  'completion.contact.phone': 'Mobile number',
  'completion.contact.phoneHint': '8 digits',
  'completion.contact.consentsOnly': 'Answer the consents below before you go on.',
  'completion.saving': 'Saving …',

  'completion.kyc.intro':
    'Under the Anti-Money Laundering Act, the bank must know who its customers are. Answer the questions below, and we will move on to signing.',
  'completion.kyc.checking': 'We are checking your customer relationship …',
  'completion.kyc.answered': 'Thank you! The customer declaration is answered.',
  'completion.kyc.retry': 'Try again',

  'completion.signing.intro': 'Read through the loan documents and sign with BankID.',
  'completion.signing.frameTitle': 'Signing the loan documents',
  'completion.signing.cancelled':
    'You cancelled the signing. The loan documents are not signed. You can sign now, or come back later from My applications.',
  'completion.signing.notConfirmed':
    'We have not had the signing confirmed yet. Try signing again, or contact the bank if the problem continues.',
  'completion.signing.checking': 'We are getting the confirmation of the signing …',
  'completion.signing.inApp': 'The signing has opened in the app. Come back here when you are done.',
  'completion.signing.notReady':
    'The loan documents are not ready for signing yet. We will let you know when they are.',
} as const satisfies Record<keyof typeof nb, string>;
