import type { chooserTexts as nb } from '../nb/chooser.js';

/** English texts of the vehicle type chooser (src/texts/nb/chooser.ts). */
export const chooserTexts = {
  'chooser.label': 'Choose a vehicle',
  'chooser.select': 'Choose',
  'chooser.card.car.title': 'Car',
  'chooser.card.car.description':
    'A car loan secured on the car, for a new or used car. The car can be up to 14 years old when the loan is paid off.',
  'chooser.card.car_electric.title': 'Electric car',
  'chooser.card.car_electric.description':
    'A car loan with its own interest rate for zero-emission cars that run on electricity or hydrogen.',
  'chooser.card.car_no_insurance.title': 'Car without insurance',
  'chooser.card.car_no_insurance.description':
    'A car loan with no requirement to insure the car with us. You can borrow up to 100 000 kr over up to 5 years.',
  'chooser.card.mc.title': 'Motorcycle',
  'chooser.card.mc.description': 'A loan for a new or used motorcycle, secured on the motorcycle.',
  'chooser.card.atv.title': 'ATV',
  'chooser.card.atv.description': 'A loan for a new or used ATV, secured on the vehicle.',
  'chooser.card.snowmobile.title': 'Snowmobile',
  'chooser.card.snowmobile.description': 'A loan for a new or used snowmobile, secured on the vehicle.',
  'chooser.card.camping.title': 'Motorhome',
  'chooser.card.camping.description': 'A loan for a new or used motorhome, secured on the vehicle.',
  'chooser.card.caravan.title': 'Caravan',
  'chooser.card.caravan.description': 'A loan for a new or used caravan or trailer, secured on the caravan.',
} as const satisfies Record<keyof typeof nb, string>;
