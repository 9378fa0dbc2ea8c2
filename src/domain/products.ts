/**
 * The bank's vehicle loan products: route slugs, server codes and the chooser's card order (spec 1 §2, §3).
 * Pure data and functions; no DOM, no React.
 */

/** Every product slug that has a calculator route, in route-table order (spec 1 §2). */
export const PRODUCT_SLUGS = [
  'car',
  'car-electric',
  'car-no-insurance',
  'mc',
  'atv',
  'snowmobile',
  'camping',
  'caravan',
  'boat',
] as const;

/** A calculator route slug, e.g. `car-electric`. */
export type ProductSlug = (typeof PRODUCT_SLUGS)[number];

/** The loan product code the services use for a slug (spec 1 §3 "Product slugs to server codes"). */
export const PRODUCT_CODES = {
  car: 'CAR',
  'car-electric': 'CAR_ZERO_EMISSION',
  'car-no-insurance': 'CAR_NO_INSURANCE',
  mc: 'MC',
  atv: 'ATV',
  snowmobile: 'SNOWMOBILE',
  camping: 'CAMPING_CAR',
  caravan: 'CARAVAN',
  boat: 'BOAT',
} as const satisfies Record<ProductSlug, string>;

/** A loan product code of the services, e.g. `CAR_ZERO_EMISSION`. */
export type ProductCode = (typeof PRODUCT_CODES)[ProductSlug];

/**
 * The vehicle chooser's eight cards, in display order, by card id (spec 1 §2 "Vehicle type chooser").
 * Boat has a calculator route but no card.
 */
export const CHOOSER_CARDS = [
  'car',
  'car_electric',
  'car_no_insurance',
  'mc',
  'atv',
  'snowmobile',
  'camping',
  'caravan',
] as const;

/** The id of one chooser card, e.g. `car_electric`. */
export type ChooserCardId = (typeof CHOOSER_CARDS)[number];

/** The calculator slug a chooser card leads to (`car_electric` → `car-electric`). */
export function slugOfCard(card: ChooserCardId): ProductSlug {
  return card.replaceAll('_', '-') as ProductSlug;
}

/** Whether a string is a known product slug. */
export function isProductSlug(value: string): value is ProductSlug {
  return (PRODUCT_SLUGS as readonly string[]).includes(value);
}

/** The inner (hash) route of the calculator for one product, e.g. `/calculator/car`. */
export function calculatorRoute(slug: ProductSlug): `/calculator/${ProductSlug}` {
  return `/calculator/${slug}`;
}
