import type { errorTexts as nb } from '../nb/errors.js';

/** English texts of the error catalogue (src/texts/nb/errors.ts). */
export const errorTexts = {
  'errors.generic.title': 'Something went wrong!',
  'errors.generic.p1': 'Unfortunately we cannot complete your request just now.',
  'errors.generic.p2': 'Please try again later.',
  'errors.generic.p3': 'Contact the bank if the problem continues.',
  'errors.service.title': 'We cannot reach the service',
  'errors.service.p1': 'We could not reach an external service we need to show this page.',
  'errors.service.p2': 'Please reload the page. Contact the bank if the problem continues.',
  'errors.message.network': 'We cannot reach the bank just now. Check your internet connection and try again.',
  'errors.message.timeout': 'The bank is not answering just now. Try again in a little while.',
  'errors.message.aborted': 'The request was cancelled.',
  'errors.message.invalidResponse': 'We got an unexpected answer from the bank. Try again in a little while.',
  'errors.message.http': 'Something went wrong. Try again in a little while.',
  'errors.action.reload': 'Reload the page',
  'errors.details.show': 'Show more',
  'errors.details.hide': 'Show less',
  'errors.details.code': 'Code',
  'errors.details.name': 'Name',
  'errors.details.status': 'Status',
  'errors.details.type': 'Type',
  'errors.details.rcid': 'RCID',
  'errors.details.message': 'Message',
  'errors.details.copy': 'Copy',
  'errors.details.copied': 'Copied',
  'errors.details.copyFailed': 'Could not copy. Select the text and copy it yourself.',

  'errors.message.updateFailed':
    'Oops! Something went wrong when sending, please try again or contact the bank if the problem continues.',
  'errors.message.missingSigningUrl': 'The signing URL is missing!',
  'errors.message.missingCaseId': 'A valid case number is missing.',

  'errors.pageNotFound.title': 'We cannot find the page',
  'errors.pageNotFound.p1': 'The page you are trying to open does not exist or has moved.',
  'errors.pageNotFound.p2': 'Check that the address is correct, or go back and try again.',
  'errors.pageNotFound.p3': 'You can also find your applications in the overview of applications.',
  'errors.pageNotFound.info': 'If you have questions about your loan, you are welcome to contact the bank.',

  'errors.invalidApplication.title': 'We cannot process the application',
  'errors.invalidApplication.p1': 'The application is missing information or contains information that is not valid.',
  'errors.invalidApplication.p2': 'Please go back, check the information and send the application again.',

  'errors.applicationNotFound.title': 'We cannot find the application',
  'errors.applicationNotFound.p1': 'We could not find an application in progress for this case number.',
  'errors.applicationNotFound.p2':
    'Check that the link you used is correct, or find the application in the overview of applications.',

  'errors.unknownStatus.title': 'We cannot show the application',
  'errors.unknownStatus.p1': 'Your application has a status we cannot show here just now.',
  'errors.unknownStatus.p2': 'Contact the bank, and we will help you.',

  'errors.caseNotFound.title': 'We cannot find the case',
  'errors.caseNotFound.p1': 'We could not find the case you are trying to open.',
  'errors.caseNotFound.p2': 'Check that the link you used is correct, or contact the bank.',

  'errors.invalidRequest.title': 'The application could not be sent',
  'errors.invalidRequest.p1': 'Some of the information in the application is not valid.',
  'errors.invalidRequest.p2': 'Please check the information and try again.',

  'errors.loanAmount.title': 'The loan amount is outside the limits',
  'errors.loanAmount.p1': 'The loan amount is outside what we can offer for this loan.',
  'errors.loanAmount.p2': 'Please change the purchase price or your equity and try again.',

  'errors.vehicleAge.title': 'The vehicle is too old',
  'errors.vehicleAge.p1': 'The vehicle is too old. The maximum age is 14 years when the loan is paid off.',
  'errors.vehicleAge.p2': 'You can choose a shorter repayment period or a newer vehicle.',

  'errors.registrationNumber.title': 'The registration number is not valid',
  'errors.registrationNumber.p1': 'We do not recognise the registration number.',
  'errors.registrationNumber.p2': 'Check that you have typed it correctly, and try again.',

  'errors.anonymous.title': 'You need to log in',
  'errors.anonymous.p1': 'You need to log in with BankID to continue.',
  'errors.anonymous.p2': 'Log in and try again.',

  'errors.dNumber.title': 'We cannot process the application',
  'errors.dNumber.p1': 'Unfortunately you cannot apply for a loan with a D number.',
  'errors.dNumber.p2': 'Contact the bank if you have any questions.',

  'errors.minor.title': 'We cannot process the application',
  'errors.minor.p1': 'Unfortunately you cannot apply for a loan when you are under 18.',
  'errors.minor.p2': 'Contact the bank if you have any questions.',

  'errors.creditBureau.title': 'We are missing information about you',
  'errors.creditBureau.p1':
    'We cannot find the information we need about you at the credit reference agency, so we cannot process the application online.',
  'errors.creditBureau.p2': 'Contact the bank, and we will help you.',

  'errors.noAddress.title': 'We cannot find a Norwegian address',
  'errors.noAddress.p1':
    'We cannot find a Norwegian address registered for you in the National Population Register, so we cannot process the application online.',
  'errors.noAddress.p2': 'Contact the bank, and we will help you.',

  'errors.noAccess.title': 'You do not have access',
  'errors.noAccess.p1': 'You do not have access to this service.',
  'errors.noAccess.p2': 'Contact the bank if you think this is a mistake.',

  'errors.userContext.title': 'We could not get your details',
  'errors.userContext.p1': 'We could not get the information we need about you.',
  'errors.userContext.p2': 'Please log in again and try again.',

  'errors.missingAccess.title': 'You are missing access',
  'errors.missingAccess.p1': 'You do not have access to see or change this application.',
  'errors.missingAccess.p2': 'Contact the bank if you think this is a mistake.',

  'errors.userMismatch.title': 'You are logged in as another person',
  'errors.userMismatch.p1':
    'The national identity number in the application does not match the person logged in with BankID.',
  'errors.userMismatch.p2': 'Log out, and log in again with your own BankID.',

  'errors.nationalId.title': 'The national identity number is not valid',
  'errors.nationalId.p1': 'The national identity number is not valid.',
  'errors.nationalId.p2': 'Check that you have typed all 11 digits correctly, and try again.',

  'errors.priceLookup.title': 'We could not find the price of the vehicle',
  'errors.priceLookup.p1': 'We could not get price information about the vehicle just now.',
  'errors.priceLookup.p2':
    'You can apply for a loan commitment instead, and we will help you with the vehicle afterwards.',

  'errors.invalidProduct.title': 'Something went wrong!',
  'errors.invalidProduct.p1': 'No valid vehicle chosen!',
  'errors.invalidProduct.p2':
    'The address you used does not point to a valid loan. Go back and choose a vehicle again.',

  'errors.registrationMissing.title': 'The registration number is missing',
  'errors.registrationMissing.p1': 'You need to give the registration number of the vehicle.',

  'errors.plateNotFound.title': 'We could not find the vehicle',
  'errors.plateNotFound.p1':
    'We could not find the vehicle. You can apply for a loan commitment, and we will help you with the vehicle afterwards.',

  'errors.otherApplicant.title': 'We are waiting for the other applicant',
  'errors.otherApplicant.p1': 'We are still missing information from the other applicant.',
  'errors.otherApplicant.p2':
    'We will process the application as soon as the other applicant has logged in and filled in their part. You do not need to do anything more now.',

  'errors.saveFailed.title': 'Something went wrong!',
  'errors.saveFailed.p1':
    'Oops! Something went wrong when sending, please try again or contact the bank if the problem continues.',

  'errors.taxPeriod.title': 'We could not get your tax information',
  'errors.taxPeriod.p1':
    'The tax information we need is not available yet, so we cannot process the application online just now.',
  'errors.taxPeriod.p2': 'Contact the bank, and we will help you.',

  'errors.upgradeFailed.title': 'We could not turn your loan commitment into a loan',
  'errors.upgradeFailed.p1': 'We could not turn your loan commitment into a loan secured on the vehicle just now.',
  'errors.upgradeFailed.p2': 'Please try again later, or contact the bank.',

  'errors.kycBlocked.title': 'We cannot process your application online',
  'errors.kycBlocked.p1':
    'We need to go through some information about you together with you before we can go on with the application.',
  'errors.kycBlocked.p2': 'Contact the bank, and we will help you.',

  'errors.businessRegister.title':
    'We are missing information from the Central Coordinating Register for Legal Entities',
  'errors.businessRegister.p1':
    'We cannot find the information we need in the Central Coordinating Register for Legal Entities, so we cannot process the application online.',
  'errors.businessRegister.p2': 'Contact the bank, and we will help you.',
} as const satisfies Record<keyof typeof nb, string>;
