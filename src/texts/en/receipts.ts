import type { receiptsTexts as nb } from '../nb/receipts.js';

/** English texts of the receipts after an application or a completion (src/texts/nb/receipts.ts). */
export const receiptsTexts = {
  'receipts.caseNumber': 'Case number',
  'receipts.toOverview': 'Go to My applications',

  'receipts.loanApproved.title': 'Your loan has been approved',
  'receipts.loanApproved.text': 'Congratulations! We have approved your application for a loan secured on the vehicle.',
  'receipts.loanApproved.next':
    'The next step is to check the loan offer, answer a few questions and sign the loan documents with BankID. The offer is valid for 30 days.',
  'receipts.loanApproved.complete': 'Complete and sign',
  'receipts.loanSigned.title': 'The loan is signed',
  'receipts.loanSigned.text': 'Thank you! All the loan documents are signed.',
  'receipts.loanSigned.next':
    'We register the lien on the vehicle and pay the loan out to the seller. We will let you know when the loan has been paid out.',
  'receipts.loan.amount': 'Loan amount with fees',
  'receipts.loan.amountWithoutFees': 'Loan amount without fees',
  'receipts.loan.period': 'Repayment period',
  'receipts.loan.periodValue': '{years, plural, one {# year} other {# years}}',
  'receipts.loan.periodMonths': '{months, plural, one {# month} other {# months}}',
  'receipts.loan.monthlyCost': 'Monthly amount',
  'receipts.insurance.title': 'Remember to insure the car',
  'receipts.insurance.text':
    'The car must have comprehensive insurance for as long as the loan runs. As a loan customer with us, you get a 60 % starting no-claims bonus on your car insurance.',
  'receipts.insurance.link': 'See our car insurance',
  'receipts.insurance.href': '/forsikring/bilforsikring',
  'receipts.insurance.hrefAlternative': '/privat/forsikring/bilforsikring',

  'receipts.commitment.title': 'You have been given a loan commitment',
  'receipts.commitment.text': 'We have approved your application for a loan commitment. You can borrow up to:',
  'receipts.commitment.validity':
    'The loan commitment is valid for 3 months. Bring it when you buy, so the seller knows your financing is in place.',
  'receipts.commitment.download': 'Loan commitment (PDF)',
  'receipts.commitment.downloadHint': 'Download the loan commitment as a PDF to save or print it.',
  'receipts.commitment.pdfMissing':
    'The loan commitment is not ready to download yet. You will find it under My applications as soon as it is ready.',
  'receipts.commitment.pdfInvalid':
    'We could not open the loan commitment. Try again later from My applications, or contact the bank if the problem continues.',
  'receipts.commitment.upgradeTitle': 'Have you found the vehicle?',
  'receipts.commitment.upgradeText': 'Then you can turn the loan commitment into a loan secured on the vehicle.',
  'receipts.commitment.upgrade': 'Turn it into a loan',

  'receipts.control.title': 'Your application has been sent for manual processing',
  'receipts.control.text':
    'We need to look more closely at your application before we can give you an answer. An adviser processes it, and you will get an answer within two working days.',
  'receipts.control.contact': 'We will contact you if we need more information.',
  'receipts.feedback.title': 'Would you like to tell us anything more?',
  'receipts.feedback.intro':
    'If you have information that can help the adviser, for example about income, debt or the vehicle, you can write it here.',
  'receipts.feedback.label': 'Message to the adviser',
  'receipts.feedback.hint': 'At most 500 characters. Do not write a national identity number or account number.',
  'receipts.feedback.remaining': '{count} characters left',
  'receipts.feedback.send': 'Send message',
  'receipts.feedback.sending': 'Sending the message',
  'receipts.feedback.sent': 'Thank you! The message has been sent to the adviser who is processing your application.',
  'receipts.feedback.failed':
    'We could not send the message. Your text has been kept, so you can try again. Contact the bank if the problem continues.',

  'receipts.rejected.title': 'Unfortunately we cannot approve the application',
  'receipts.rejected.text':
    'We have assessed your application and unfortunately cannot give you a loan this time. The assessment is based on the information in the application and on information from a credit reference agency and the Norwegian Tax Administration.',
  'receipts.rejected.retention': 'We keep the information in the application for 3 months before it is deleted.',
  'receipts.rejected.frozenTitle': 'You have a credit freeze',
  'receipts.rejected.frozen':
    'We cannot process the application because a credit freeze is registered on you or your co-applicant. If you want to apply again, the freeze must first be lifted at the credit reference agencies.',

  'receipts.otherMissing.title': 'We are waiting for information from your co-applicant',
  'receipts.otherMissing.text':
    'You have given all the information we need from you. Before we can process the application, your co-applicant must log in and fill in their information.',
  'receipts.otherMissing.next':
    'Ask your co-applicant to log in to online banking and open the application under My applications. You will both hear from us when the case has been processed.',

  'receipts.taxData.title': 'We could not get your tax information',
  'receipts.taxData.text':
    'We have received your application, but could not get information about your income from the Norwegian Tax Administration. This can happen when the tax settlement is not ready yet.',
  'receipts.taxData.next':
    'An adviser processes the application manually and will contact you if we need documentation of your income.',

  'receipts.coSignature.title': 'Now we only need your co-borrower’s signature',
  'receipts.coSignature.text': 'Thank you, you have signed the loan documents.',
  'receipts.coSignature.next':
    'Your co-borrower signs by logging in to online banking and opening the case under My applications. When you have both signed, we pay out the loan.',

  'receipts.pending.title': 'Your application is being processed',
  'receipts.pending.text': 'You can follow the case under My applications.',
} as const satisfies Record<keyof typeof nb, string>;
