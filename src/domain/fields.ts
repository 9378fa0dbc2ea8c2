import { PRODUCT_CODES, PRODUCT_SLUGS } from './products.js';

/**
 * Field rules shared by the forms and the services (spec 1 §5, §9; spec 2 §5, §9). Pure predicates and
 * constants; the zod schemas in src/schemas use them, so no rule is written twice.
 */

/** Phone numbers have exactly 8 digits. */
export const PHONE_PATTERN = /^\d{8}$/;

/** National identity numbers have exactly 11 digits. */
export const NATIONAL_ID_PATTERN = /^\d{11}$/;

/** Norwegian postal codes have 4 digits. */
export const NORWEGIAN_POSTAL_CODE_PATTERN = /^\d{4}$/;

/** Amount limits of the applicant forms (spec 1 §5, spec 2 §9). */
export const LIMITS = {
  rentalFeeMax: 9_999_999,
  grossIncomeMax: 1_000_000_000,
  totalDebtMax: 1_000_000_000,
  tradeInDebtMax: 9_999_999,
  vehiclePriceMin: 30_000,
  vehiclePriceMax: 2_000_000,
  vehiclePriceMaxLength: 12,
  odometerMax: 1e11,
  applicationLoanAmountMin: 30_000,
  applicationLoanAmountMax: 100_000,
  upgradeLoanAmountMin: 30_000,
  upgradeLoanAmountMax: 2_000_000,
  carNoInsuranceLoanMax: 100_000,
  carNoInsuranceYearsMax: 5,
  vehicleMaxAgeAtPayoff: 14,
  customerMinAge: 18,
  feedbackMaxLength: 500,
  taxNumberMaxLength: 35,
  missingTaxNumberReasonMaxLength: 200,
  commentMinLength: 10,
  sourceOfIncomeCommentMinLength: 4,
} as const;

/**
 * Registration number length for the lookup (spec 1 §5): 7 for cars (every car product) and camping
 * cars, 6 for the others.
 */
export function lookupRegistrationLength(slug: string): 6 | 7 {
  return slug === 'car' || slug === 'car-electric' || slug === 'car-no-insurance' || slug === 'camping' ? 7 : 6;
}

/**
 * The shortest plate a product's lookup takes (spec 1 §5): a car without insurance also has older
 * plates of one or two letters and three to five digits (4 to 7 characters); the others only their
 * full length.
 */
export function shortestRegistrationNumber(slug: string): number {
  return slug === 'car-no-insurance' ? 4 : lookupRegistrationLength(slug);
}

/**
 * Whether a normalised registration number is long enough to look up: a length the product's plates
 * can have. The one rule of when the calculator calls the vehicle lookup.
 */
export function isLookupLength(plate: string, slug: string): boolean {
  return plate.length >= shortestRegistrationNumber(slug) && plate.length <= lookupRegistrationLength(slug);
}

/** The registration-number pattern of the search form per product (spec 1 §5). */
export function registrationNumberPattern(slug: string): RegExp {
  switch (slug) {
    case 'car':
    case 'car-electric':
    case 'camping':
      return /^[A-Z]{2}\d{5}$/;
    case 'car-no-insurance':
      return /^[A-Z]{1,2}\d{3,5}$/;
    default:
      return /^[A-Z]{2}\d{4}$/;
  }
}

/**
 * Normalises typed registration-number input as the lookup field does: non-alphanumerics removed,
 * upper case, cut to the product's length.
 */
export function normaliseRegistrationNumber(input: string, slug: string): string {
  return input
    .replace(/[^0-9a-z]/gi, '')
    .toUpperCase()
    .slice(0, lookupRegistrationLength(slug));
}

/**
 * Whether a registration number fits a loan product's plate pattern (spec 1 §5), by the product's
 * service code (`CAR_ZERO_EMISSION` …); an unknown code fits nothing.
 */
export function isRegistrationNumberFor(value: string, productCode: string): boolean {
  const slug = PRODUCT_SLUGS.find((s) => PRODUCT_CODES[s] === productCode);
  return slug !== undefined && registrationNumberPattern(slug).test(value);
}

/** The odometer as typed ("12 000") as a number, or null when it is not a whole number (or empty). */
export function parseOdometer(text: string): number | null {
  const digits = text.replace(/\s/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}
