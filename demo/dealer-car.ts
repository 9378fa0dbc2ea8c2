// The demo dealer's car, shared by its page (demo/dealer.ts) and the tests that drive it.

/** The car the demo dealer sells (a vehicle of the sandbox, so the lookup finds it). */
export const DEALER_CAR = {
  name: 'Skoda Enyaq 85',
  product: 'car-electric',
  price: 374_900,
  registrationNumber: 'EB66018',
  odometer: 28_000,
  equity: 75_000,
  period: 60,
  partnerId: 'bilhuset-fjellbekk',
} as const;
