/** Texts of the vehicle type chooser (spec 1 §2; card texts written for the product, decision 0002). */
export const chooserTexts = {
  'chooser.label': 'Velg kjøretøy',
  'chooser.select': 'Velg',
  'chooser.card.car.title': 'Bil',
  'chooser.card.car.description':
    'Billån med pant i bilen, for ny eller brukt bil. Bilen kan være inntil 14 år gammel når lånet er nedbetalt.',
  'chooser.card.car_electric.title': 'Elbil',
  'chooser.card.car_electric.description':
    'Billån med egen rente for nullutslippsbiler som går på elektrisitet eller hydrogen.',
  'chooser.card.car_no_insurance.title': 'Bil uten forsikring',
  'chooser.card.car_no_insurance.description':
    'Billån uten krav om at bilen forsikres hos oss. Du kan låne inntil 100 000 kr over inntil 5 år.',
  'chooser.card.mc.title': 'MC',
  'chooser.card.mc.description': 'Lån til ny eller brukt motorsykkel, med pant i sykkelen.',
  'chooser.card.atv.title': 'ATV',
  'chooser.card.atv.description': 'Lån til ny eller brukt ATV, med pant i kjøretøyet.',
  'chooser.card.snowmobile.title': 'Snøscooter',
  'chooser.card.snowmobile.description': 'Lån til ny eller brukt snøscooter, med pant i kjøretøyet.',
  'chooser.card.camping.title': 'Bobil',
  'chooser.card.camping.description': 'Lån til ny eller brukt bobil, med pant i bilen.',
  'chooser.card.caravan.title': 'Campingvogn',
  'chooser.card.caravan.description': 'Lån til ny eller brukt campingvogn eller tilhenger, med pant i vogna.',
} as const;
