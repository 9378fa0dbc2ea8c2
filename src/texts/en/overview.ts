import type { overviewTexts as nb } from '../nb/overview.js';

/** English texts of the overview of ongoing applications (src/texts/nb/overview.ts). */
export const overviewTexts = {
  'overview.heading': 'Your applications',
  'overview.login.text': 'You need to log in with BankID to see your applications.',
  'overview.login.action': 'Log in with BankID',
  'overview.empty.title': 'You have no applications in progress',
  'overview.empty.text':
    'When you apply for a car loan or a loan commitment with us, you will find the application here.',
  'overview.empty.action': 'Calculate a car loan',
  'overview.list.label': 'Applications in progress',

  'overview.card.title': '{type}: {product}',
  'overview.loanType.VEHICLE_LOAN': 'Car loan',
  'overview.loanType.LOAN_COMMITMENT': 'Loan commitment',
  'overview.product.CAR': 'Car',
  'overview.product.CAR_ZERO_EMISSION': 'Electric car',
  'overview.product.CAR_NO_INSURANCE': 'Car without insurance',
  'overview.product.MC': 'Motorcycle',
  'overview.product.ATV': 'ATV',
  'overview.product.SNOWMOBILE': 'Snowmobile',
  'overview.product.CAMPING_CAR': 'Motorhome',
  'overview.product.CARAVAN': 'Caravan',
  'overview.product.BOAT': 'Boat',

  'overview.status.label': 'Status',
  'overview.status.APPROVED': 'Approved',
  'overview.status.CONTROL': 'Under review',
  'overview.status.REJECTED': 'Declined',
  'overview.status.DOCUMENTS_SENT': 'Documents sent',
  'overview.status.DOCUMENTS_COMPLETE': 'Documents received',
  'overview.status.NEW_CASE': 'New case',

  'overview.row.caseNumber': 'Case number',
  'overview.row.registrationNumber': 'Registration number',
  'overview.row.loanAmount': 'Loan amount without fees',

  'overview.info.open': 'What does ‘{status}’ mean?',
  'overview.info.CONTROL':
    'An adviser is going through your application manually. You will get an answer from us within two working days. If we need more information, we will contact you.',
  'overview.info.DOCUMENTS_SENT':
    'The loan documents are ready. Read through them and sign with BankID to complete the loan. If there are two of you applying, you must both sign.',
  'overview.info.DOCUMENTS_COMPLETE':
    'We have received the signed loan documents and are finishing the case. You do not need to do anything more now. We will let you know when the loan has been paid out.',
  'overview.info.NEW_CASE':
    'We have registered your application, but it is not finished. Complete the application, and we will process it as soon as we can.',

  'overview.action.complete': 'Complete the application',
  'overview.action.commitment': 'See the loan commitment',
  'overview.action.upgrade': 'Turn it into a loan',
  'overview.action.caseSuffix': '(case {id})',
} as const satisfies Record<keyof typeof nb, string>;
