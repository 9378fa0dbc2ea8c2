import type * as validation from '../nb/validation.js';

/** The key of a message of the field rules (`validation.*`, src/texts/nb/validation.ts). */
type ValidationKey = (typeof validation)[keyof typeof validation];

/**
 * English texts of the field rules' messages. In `nb` each message's text is defined with its rule
 * (`defineMessage`, src/texts/messages.ts) so a bundle holds exactly the texts of its rules; English
 * has its own table keyed by the same keys.
 */
export const validationTexts = {
  // common
  'validation.required': 'Required field',
  'validation.maxLength': 'The field can contain at most {n} characters',
  'validation.minLength': 'The answer must contain at least {n} characters',
  'validation.nationalId': 'Not a valid national identity number / D number',
  'validation.email': 'Invalid email address',
  'validation.phone': 'The phone number must have 8 digits',
  'validation.amountNegative': 'The amount cannot be negative',
  // loan
  'validation.registrationNumber.format': 'The registration number must have 4 to 7 letters and digits',
  'validation.registrationNumber.invalid': 'The registration number is not valid',
  'validation.registrationNumber.product': 'The registration number does not fit the product',
  'validation.odometerNegative': 'The mileage cannot be negative',
  'validation.equityBelowPrice': 'Your equity must be lower than the purchase price',
  'validation.consentsEmpty': 'No consents to save',
  'validation.lastNameMissing': 'Last name missing',
  'validation.rentalFeeMax': 'The rent cannot be more than 9 999 999 kr',
  'validation.grossIncomeMax': 'The income cannot be more than 1 000 000 000 kr',
  'validation.totalDebtMax': 'The debt cannot be more than 1 000 000 000 kr',
  'validation.tradeInDebtMax': 'The debt on the trade-in cannot be more than 9 999 999 kr',
  'validation.coApplicantSelf': 'The co-applicant cannot be you',
  // applicants
  'validation.coApplicantSsnLength': 'The national identity number must have 11 digits',
  'validation.confirmAddress': 'The borrower and the co-applicant must have the same home address',
  'validation.taxNotice': 'You must accept the terms to continue',
  'validation.wholeKroner': 'Give the amount in whole kroner',
  // the customer declaration
  'validation.kyc.commentMinLength': 'At least 10 characters are required',
  'validation.kyc.rejectionCommentMinLength': 'You must write at least 10 letters',
  'validation.kyc.positiveNumbersOnly': 'Only positive numbers allowed',
  'validation.kyc.taxNumberMaxLength': 'The tax identification number can contain at most 35 characters',
  'validation.kyc.ownershipShareMax': 'An ownership share cannot be more than 100%',
  'validation.kyc.ownershipTotalMax': 'The ownership shares cannot exceed 100% in total.',
  'validation.kyc.ownershipTotalMaxTitle': 'The beneficial owners’ ownership share is too high',
  'validation.kyc.atLeastOneOption': 'Please choose at least one option',
  'validation.kyc.sourceOfIncomeAtLeastOne': 'You must choose at least one option',
  'validation.kyc.selectPlaceholder': '‘Choose’ is not a valid choice',
  'validation.kyc.chooseOneAlternative': 'You must choose one of the options',
  'validation.kyc.businessCode': 'Choose the option that is most correct for your company',
  'validation.kyc.taxAnswersWarning': 'This does not look right, are you sure it is correct?',
  'validation.kyc.noPostalCode': 'No postcode',
  'validation.kyc.giin': 'Enter a valid GIIN format ("XXXXXX.XXXXX.BB.TTT", where TTT is the ISO country number)',
  'validation.kyc.giinCountry':
    'Enter a valid GIIN format ("XXXXXX.XXXXX.BB.TTT", where TTT is the ISO country number. {country} is not a valid ISO country number)',
  'validation.kyc.norwegianPostalCode': 'The postcode must have 4 digits',
  'validation.kyc.swedishTaxNumber':
    'A Swedish tax identification number must have the format XXXXXX-XXXX or XXXXXX+XXXX',
  'validation.kyc.usTin':
    'A US tax identification number (TIN) must have the format XXX-XX-XXXX, XX-XXXXXXX or 9XX-XX-XXXX',
  'validation.kyc.taxNumberFormat': 'The tax identification number must contain letters or digits',
  'validation.kyc.taxNumberCountry':
    'The tax identification number is not valid for {country}. Check that it is typed correctly.',
  'validation.kyc.countryCode': 'Invalid country code',
  'validation.kyc.invalidDate': 'Invalid date',
  'validation.kyc.secondaryCitizenship': 'Other citizenships must be different from your citizenship',
} as const satisfies Record<ValidationKey, string>;
