import type { calculatorTexts as nb } from '../nb/calculator.js';

/** English texts of the calculator (src/texts/nb/calculator.ts). */
export const calculatorTexts = {
  'calculator.heading': 'Loan calculator: {product}',
  'calculator.product.car': 'Car',
  'calculator.product.car-electric': 'Electric car',
  'calculator.product.car-no-insurance': 'Car without insurance',
  'calculator.product.mc': 'Motorcycle',
  'calculator.product.atv': 'ATV',
  'calculator.product.snowmobile': 'Snowmobile',
  'calculator.product.camping': 'Motorhome',
  'calculator.product.caravan': 'Caravan',
  'calculator.product.boat': 'Boat',
  'calculator.vehicleType.car': 'A car, new or used, secured on the car.',
  'calculator.vehicleType.car-electric': 'A car that runs on electricity or hydrogen, secured on the car.',
  'calculator.vehicleType.car-no-insurance':
    'A car with no requirement to insure it with us. Up to 100 000 kr and 5 years.',
  'calculator.vehicleType.mc': 'A motorcycle, new or used, secured on the motorcycle.',
  'calculator.vehicleType.atv': 'An ATV, new or used, secured on the vehicle.',
  'calculator.vehicleType.snowmobile': 'A snowmobile, new or used, secured on the vehicle.',
  'calculator.vehicleType.camping': 'A motorhome, new or used, secured on the vehicle.',
  'calculator.vehicleType.caravan': 'A caravan or trailer, secured on the caravan.',
  'calculator.vehicleType.boat': 'A boat, secured on the boat.',

  'calculator.error.title': 'Something went wrong!',
  'calculator.error.invalidUrl':
    'We could not find the calculator you tried to open. The link may be wrong or out of date.',
  'calculator.error.invalidProduct': 'No valid vehicle chosen!',
  'calculator.error.back': 'Back to choosing a vehicle',

  'calculator.loanType.legend': 'What would you like to apply for?',
  'calculator.loanType.loan': 'Loan',
  'calculator.loanType.commitment': 'Loan commitment',
  'calculator.commitment.info.car':
    'With a loan commitment you know how much you can borrow before you have found the car. The loan commitment is valid for 3 months.',
  'calculator.commitment.info.other':
    'With a loan commitment you know how much you can borrow before you have found the vehicle. The loan commitment is valid for 3 months.',
  'calculator.commitment.formInfo':
    'When you have found the vehicle, we turn the loan commitment into a loan on the same terms.',

  'calculator.lookup.heading': 'Find the vehicle',
  'calculator.lookup.registrationNumber': 'Registration number',
  'calculator.lookup.registrationNumber.hint': 'For example {example}',
  'calculator.lookup.odometer': 'Mileage in km (optional)',
  'calculator.lookup.submit': 'Find vehicle',
  'calculator.lookup.required': 'Enter the registration number',
  'calculator.lookup.length': 'The registration number must have {length} characters',
  'calculator.lookup.odometerInteger': 'Enter the mileage as a whole number',
  'calculator.lookup.odometerMax': 'The mileage is too high',
  'calculator.lookup.found': '{vehicle}, model year {year}',
  'calculator.lookup.noMatch':
    'We could not find the vehicle. You can apply for a loan commitment, and we will help you with the vehicle afterwards.',
  'calculator.lookup.plateWarning': 'We could not find the vehicle. Did you type it correctly?',
  'calculator.lookup.priceLookup':
    'We could not get the price of the vehicle just now. You can apply for a loan commitment, and we will help you with the vehicle afterwards.',
  'calculator.lookup.tooOld': 'The vehicle is too old. The maximum age is 14 years when the loan is paid off.',
  'calculator.lookup.notZeroEmission':
    'The car must be zero-emission - electricity or hydrogen - to apply for the electric car loan.',

  'calculator.price': 'Purchase price',
  'calculator.price.required': 'Enter the purchase price',
  'calculator.price.integer': 'Enter the purchase price in whole kroner',
  'calculator.price.min': 'The purchase price must be at least {min} kr',
  'calculator.price.max': 'The purchase price cannot be more than {max} kr',
  'calculator.equity': 'Equity',
  'calculator.equity.hint': 'What you pay yourself. Enter 0 if you have no equity.',
  'calculator.equity.required': 'Enter your equity, 0 if you have none',
  'calculator.equity.integer': 'Enter your equity in whole kroner',
  'calculator.equity.min': 'Your equity cannot be negative',
  'calculator.equity.abovePrice': 'Your equity cannot be higher than the purchase price',
  'calculator.loanAmount.range':
    'The amount you need to borrow must be between {min} kr and {max} kr. If the vehicle costs more, please contact us.',
  'calculator.period': 'Repayment period',
  'calculator.period.placeholder': 'Choose an option',
  'calculator.period.option': '{years, plural, one {# year} other {# years}}',
  'calculator.period.required': 'Choose a repayment period',

  'calculator.equityHint.below-20': 'With 20 % equity you borrow {amount} and get a lower interest rate.',
  'calculator.equityHint.below-35': 'With 35 % equity you borrow {amount} and get our best interest rate.',
  'calculator.equityHint.from-35': 'You have at least 35 % equity and get our best interest rate.',

  'calculator.age.under-5':
    'The vehicle is less than 5 years old. You can choose a repayment period of up to {years, plural, one {# year} other {# years}}.',
  'calculator.age.5-to-13':
    'The vehicle is {age, plural, one {# year} other {# years}} old. The loan must be paid off by the time the vehicle is 14 years old, so you can choose a repayment period of up to {years, plural, one {# year} other {# years}}.',
  'calculator.age.14-and-above':
    'The vehicle is 14 years old or older. We cannot lend against it, but you can apply for a loan commitment.',
  'calculator.age.no-age-limit':
    'The vehicle is {age, plural, one {# year} other {# years}} old. A car without insurance has no age limit for the vehicle, and you can choose a repayment period of up to {years, plural, one {# year} other {# years}}.',

  'calculator.amountCard.title': 'Loan amount',
  'calculator.amountCard.note': 'Purchase price minus equity',
  'calculator.productCard.title': 'Your monthly cost',
  'calculator.productCard.monthly': '{amount}/month',
  'calculator.productCard.nominal': 'Nominal interest rate {rate} %',
  'calculator.productCard.example':
    'Effective rate {effective} %, {amount} over {years, plural, one {# year} other {# years}}. Total {total}. Purchase price {price}.',
  'calculator.productCard.details': 'See the loan details',
  'calculator.details.title': 'Loan details',
  'calculator.details.monthlyCost': 'Monthly cost',
  'calculator.details.totalCost': 'Total cost',
  'calculator.details.nominal': 'Nominal interest rate',
  'calculator.details.effective': 'Effective interest rate',
  'calculator.details.establishFee': 'Set-up fee',
  'calculator.details.pledgeFee': 'Registration fee for the lien',
  'calculator.details.termFee': 'Instalment fee',
  'calculator.details.vehicleType': 'Vehicle',
  'calculator.details.disclaimer':
    'The calculation is an estimate based on the information you have given. The final interest rate and price depend on a credit assessment. The offer is valid for 30 days.',

  'calculator.formError': 'Please check the form',
  'calculator.submit.loan': 'Apply for a loan',
  'calculator.submit.commitment': 'Apply for a loan commitment',
  'calculator.back': 'Back',
  'calculator.login.restored': 'You are logged in. Check the figures and send the application.',
  'calculator.submit.failed':
    'Oops! Something went wrong when sending, please try again or contact the bank if the problem continues.',
} as const satisfies Record<keyof typeof nb, string>;
