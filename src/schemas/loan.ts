import * as z from 'zod/mini';
import { isRegistrationNumberFor, LIMITS } from '../domain/fields.js';
import { maxLengthMessage } from '../domain/length-messages.js';
import {
  APPLICATION_STATUSES,
  CONSENT_ANSWERS,
  EMPLOYMENT_CONDITION_CODES,
  LIVING_CONDITION_CODES,
  LOAN_TYPES,
} from '../domain/loan-codes.js';
import { PRODUCT_CODES, PRODUCT_SLUGS } from '../domain/products.js';
import { email, errorBodySchema, kroner, kronerUpTo, phone, textOrNumber, valueOf } from './common.js';
import { nationalId } from './national-id.js';
import { REQUIRED } from '../texts/nb/validation/common.js';
import {
  CONSENTS_EMPTY,
  CO_APPLICANT_SELF,
  EQUITY_BELOW_PRICE,
  GROSS_INCOME_MAX,
  LAST_NAME_MISSING,
  ODOMETER_NEGATIVE,
  REGISTRATION_NUMBER_FORMAT,
  REGISTRATION_NUMBER_INVALID,
  REGISTRATION_NUMBER_PRODUCT,
  RENTAL_FEE_MAX,
  TOTAL_DEBT_MAX,
  TRADE_IN_DEBT_MAX,
} from '../texts/nb/validation/loan.js';

/*
 * The secured-loan application service (spec 1 §3 entities, §4 states, §7 calls). Every payload the
 * elements send and every response they read, with inferred types. The client parses responses with
 * these; the sandbox validates request bodies with them.
 */

// ── Enumerations ─────────────────────────────────────────────────────────────────────────────────

export const livingConditionCodeSchema = z.enum(LIVING_CONDITION_CODES);
export type LivingConditionCode = z.infer<typeof livingConditionCodeSchema>;

export const employmentConditionCodeSchema = z.enum(EMPLOYMENT_CONDITION_CODES);
export type EmploymentConditionCode = z.infer<typeof employmentConditionCodeSchema>;

export const loanTypeSchema = z.enum(LOAN_TYPES);
export type LoanType = z.infer<typeof loanTypeSchema>;

export const productSlugSchema = z.enum(PRODUCT_SLUGS);
export const loanProductSchema = z.enum(Object.values(PRODUCT_CODES) as [string, ...string[]]);
export type LoanProduct = z.infer<typeof loanProductSchema>;

export const applicationStatusSchema = z.enum(APPLICATION_STATUSES);
export type ApplicationStatus = z.infer<typeof applicationStatusSchema>;

/** E-signing status; the spec names two, the service may send others (kept as text). */
export const esigningStatusSchema = z.union([z.enum(['ONGOING_SIGNING', 'NOTSIGNED']), z.string()]);

/** SBL (tax-data) consent status; "other" values are failures (spec 1 §2). */
export const sblStatusSchema = z.union([z.enum(['UNOPENED', 'OPENED', 'ACCEPTED', 'REJECTED']), z.string()]);

/** Traffic light; the server may send upper or lower case (spec 1 §9). */
export const trafficLightSchema = z.pipe(
  z.enum(['RED', 'YELLOW', 'GREEN', 'red', 'yellow', 'green']),
  z.transform((value) => value.toUpperCase() as 'RED' | 'YELLOW' | 'GREEN'),
);

export const consentAnswerSchema = z.enum(CONSENT_ANSWERS);
export type ConsentAnswer = z.infer<typeof consentAnswerSchema>;

export const FEATURE_NAMES = [
  'salgspant-traffic-light',
  'salgspant-activate-loan-from-lc',
  'salgspant-show-completion-insurance',
] as const;
export const featureNameSchema = z.enum(FEATURE_NAMES);
export type FeatureName = z.infer<typeof featureNameSchema>;

// ── Products (GET /calculator/{slug}) ───────────────────────────────────────────────────────────

// One check rather than gte and lte: the calculator's first visit carries no lte kind (decision 0060).
/**
 * Whole numbers of the calculator's answers by a refine, not `z.int()`: its first visit carries no number
 * format kind (decision 0060). `amount` is a whole number of kroner, at least 0, like `kroner`.
 */
const whole = z.number().check(z.refine(Number.isSafeInteger));
const amount = whole.check(z.gte(0));

const percent = z.number().check(z.refine((value) => value >= 0 && value <= 100));

export const interestsAndFeesSchema = z.object({
  effInterestMaxEquity: percent,
  effInterestMidEquity: percent,
  effInterestMinEquity: percent,
  equityPercentThresholdMaxInterest: percent,
  equityPercentThresholdMidInterest: percent,
  establishFee: amount,
  loanAmountMax: amount,
  loanAmountMin: amount,
  loanProduct: loanProductSchema,
  maxAge: z.nullable(amount),
  nomInterestMaxEquity: percent,
  nomInterestMidEquity: percent,
  nomInterestMinEquity: percent,
  objectPriceDef: amount,
  pledgeFee: amount,
  pledgeFeeManual: amount,
  priceStep: amount,
  termFee: amount,
});
export type InterestsAndFees = z.infer<typeof interestsAndFeesSchema>;

export const repaymentPeriodTermsSchema = z.object({
  defTerm: whole.check(z.gte(1)),
  id: textOrNumber,
  maxTerms: whole.check(z.gte(1)),
  // A check rather than an array kind: the calculator's first visit carries no array kind (decision 0060).
  possibleTerms: z.custom<number[]>(
    (value) => Array.isArray(value) && value.every((term) => Number.isSafeInteger(term) && term >= 1),
  ),
});
export type RepaymentPeriodTerms = z.infer<typeof repaymentPeriodTermsSchema>;

export const productInfoSchema = z.object({
  interestsAndFees: interestsAndFeesSchema,
  repaymentPeriodTerms: repaymentPeriodTermsSchema,
});
export type ProductInfo = z.infer<typeof productInfoSchema>;

// ── Vehicles (POST /vehicle/details) ────────────────────────────────────────────────────────────

export const vehicleDetailsSchema = z.object({
  chassisNumber: z.nullable(z.string()),
  co2: z.nullable(z.number()),
  engineVolume: z.nullable(z.number()),
  fuel: z.string(),
  importedUsed: z.boolean(),
  make: z.string(),
  manufactureYear: whole,
  manufacturer: z.string(),
  model: z.string(),
  netWeightKg: z.nullable(z.number()),
  powerRatingHp: z.nullable(z.number()),
  powerRatingKw: z.nullable(z.number()),
  priceQuote: z.nullable(amount),
  registrationNumber: z.string(),
  registrationYear: z.nullable(whole),
  totalWeightKg: z.nullable(z.number()),
  transmission: z.nullable(z.string()),
  vehicleGroupNr: z.nullable(z.string()),
  wheelPropulsion: z.nullable(z.string()),
});
export type VehicleDetails = z.infer<typeof vehicleDetailsSchema>;

export const vehicleLookupRequestSchema = z.object({
  vehicleRegistrationNumber: z.string().check(z.regex(/^[A-Z0-9]{4,7}$/, REGISTRATION_NUMBER_FORMAT)),
  odometerValue: z.nullable(z.int().check(z.gte(0, ODOMETER_NEGATIVE), z.lte(LIMITS.odometerMax))),
});
export type VehicleLookupRequest = z.infer<typeof vehicleLookupRequestSchema>;

/** The service's result envelope: `failure` with `errorOrNull`, or `responseOrNull`. */
const envelope = <T extends z.ZodMiniType>(response: T) =>
  z.object({
    success: z.optional(z.boolean()),
    failure: z.boolean(),
    errorOrNull: z.nullable(errorBodySchema),
    responseOrNull: z.nullable(response),
  });

export const vehicleLookupResponseSchema = envelope(z.object({ vehicleDetails: vehicleDetailsSchema }));
export type VehicleLookupResponse = z.infer<typeof vehicleLookupResponseSchema>;

// ── Applicants and applications ─────────────────────────────────────────────────────────────────

/** Object-level rules run even while another field is invalid, so every message shows at once. */
const evenWithOtherIssues = ({ value }: { value: unknown }) => typeof value === 'object' && value !== null;
const given = (value: unknown) => value !== null && value !== undefined;

/**
 * One applicant as the service stores it (spec 1 §3 "Application"), with the shared applicant rules
 * of spec 1 §5 and spec 2 §5: the rental fee is required when renting, the trade-in debt when trading
 * in (REQUIRED, spec 2 §5); each is otherwise null.
 */
export const applicantSchema = z
  .object({
    ssn: nationalId,
    firstName: z.optional(z.nullable(z.string())),
    lastName: z.optional(z.nullable(z.string())),
    email,
    phone,
    employmentConditionCode: employmentConditionCodeSchema,
    livingConditionCode: livingConditionCodeSchema,
    rentalFee: z.nullable(kronerUpTo(LIMITS.rentalFeeMax, RENTAL_FEE_MAX)),
    grossIncome: kronerUpTo(LIMITS.grossIncomeMax, GROSS_INCOME_MAX),
    totalDebt: kronerUpTo(LIMITS.totalDebtMax, TOTAL_DEBT_MAX),
    tradeIn: z.boolean(),
    tradeInDebt: z.nullable(kronerUpTo(LIMITS.tradeInDebtMax, TRADE_IN_DEBT_MAX)),
  })
  .check(
    z.refine<{ livingConditionCode?: unknown; rentalFee?: unknown }>(
      (a) => a.livingConditionCode !== 'RENTS_HOUSING' || given(a.rentalFee),
      { message: REQUIRED, path: ['rentalFee'], when: evenWithOtherIssues },
    ),
    z.refine<{ tradeIn?: unknown; tradeInDebt?: unknown }>((a) => a.tradeIn !== true || given(a.tradeInDebt), {
      message: REQUIRED,
      path: ['tradeInDebt'],
      when: evenWithOtherIssues,
    }),
  );
export type Applicant = z.infer<typeof applicantSchema>;

/** The rule that the co-applicant is another person than the main applicant, for a schema holding both. */
export function coApplicantIsNotMainApplicant() {
  return z.refine<{ mainApplicant?: { ssn?: unknown } | null; coApplicant?: { ssn?: unknown } | null }>(
    (p) => !p.coApplicant || p.coApplicant.ssn !== p.mainApplicant?.ssn,
    { message: CO_APPLICANT_SELF, path: ['coApplicant', 'ssn'], when: evenWithOtherIssues },
  );
}

/** The loan part of an application (spec 1 §3 "Application submit payload"). */
export const submitLoanInfoSchema = z.object({
  loanType: loanTypeSchema,
  vehiclePrice: z.int().check(z.gte(LIMITS.vehiclePriceMin), z.lte(LIMITS.vehiclePriceMax)),
  loanProduct: loanProductSchema,
  equity: kroner,
  requestedLoanPeriodInMonths: z.int().check(z.gte(12), z.lte(120)),
  vehicleRegistrationNumber: z.nullable(z.string().check(z.regex(/^[A-Z0-9]{4,7}$/))),
  odometerValue: z.nullable(z.int().check(z.gte(0), z.lte(LIMITS.odometerMax))),
});
export type SubmitLoanInfo = z.infer<typeof submitLoanInfoSchema>;

export const applicationSubmitSchema = z
  .object({
    mainApplicant: applicantSchema,
    coApplicant: z.nullable(applicantSchema),
    loanInfo: submitLoanInfoSchema,
    kycAnswered: z.boolean(),
  })
  .check(
    z.refine((p) => p.loanInfo.equity < p.loanInfo.vehiclePrice, {
      message: EQUITY_BELOW_PRICE,
      path: ['loanInfo', 'equity'],
    }),
    coApplicantIsNotMainApplicant(),
  );
export type ApplicationSubmit = z.infer<typeof applicationSubmitSchema>;

/** Loan figures of a case (spec 1 §3 "LoanInfo"). */
export const loanInfoSchema = z.object({
  vehicleURL: z.optional(z.nullable(z.string())),
  loanProduct: loanProductSchema,
  loanType: loanTypeSchema,
  vehicleRegistrationNumber: z.nullable(z.string()),
  odometerValue: z.nullable(z.number()),
  loanAmount: z.number(),
  loanAmountWithoutFees: z.number(),
  pledgeFee: z.number(),
  equity: z.number(),
  vehiclePrice: z.number(),
  requestedLoanPeriodInMonths: z.int(),
  effectiveInterest: z.number(),
  nominalInterest: z.number(),
  invoiceFee: z.number(),
  monthlyCost: z.number(),
  startupFee: z.number(),
  totalCost: z.number(),
});
export type LoanInfo = z.infer<typeof loanInfoSchema>;

/** An application as the service answers it (spec 1 §3 "Application response fields read"). */
export const applicationResponseSchema = z.object({
  applicationId: z.string(),
  applicationStatus: applicationStatusSchema,
  esigningStatus: z.nullable(esigningStatusSchema),
  esigningUrl: z.nullable(z.string()),
  loanCommitmentFileData: z.nullable(z.string()),
  missingVariables: z.array(z.string()),
  vehicleDetails: z.nullable(vehicleDetailsSchema),
  signedByCurrentUser: z.boolean(),
  customerIsMainApplicant: z.boolean(),
  trafficLight: z.nullable(trafficLightSchema),
  advisorApplication: z.boolean(),
  eligibleForInsurance: z.boolean(),
  hasInsurance: z.boolean(),
  applicantMissingData: z.boolean(),
  otherApplicantMissingData: z.boolean(),
  resourceError: z.nullable(errorBodySchema),
  creditFrozen: z.nullable(z.string()),
  profitability: z.nullable(z.enum(['0', '1', '2', '3'])),
  loanInfo: z.nullable(loanInfoSchema),
  email: z.optional(z.nullable(z.string())),
  phone: z.optional(z.nullable(z.string())),
  orderInsurance: z.optional(z.nullable(z.boolean())),
});
export type ApplicationResponse = z.infer<typeof applicationResponseSchema>;

export const applicationSubmitResponseSchema = envelope(applicationResponseSchema);
export type ApplicationSubmitResponse = z.infer<typeof applicationSubmitResponseSchema>;

/** POST /application/update (spec 1 §7). */
export const applicationUpdateSchema = z.object({
  applicationId: z.string().check(z.minLength(1), z.maxLength(64)),
  email: z.nullable(email),
  phone: z.nullable(phone),
  kycAnswered: z.boolean(),
  orderInsurance: z.boolean(),
});
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

/** One ongoing application of the landing page (spec 1 §3). */
export const ongoingApplicationSchema = z.object({
  advisorApplication: z.boolean(),
  applicationId: z.string(),
  applicationStatus: applicationStatusSchema,
  lbsBankRegNr: z.string(),
  loanAmount: z.number(),
  loanProduct: loanProductSchema,
  loanType: loanTypeSchema,
  vehicleRegistrationNumber: z.nullable(z.string()),
  vehicleEuroTaxDataFetched: z.boolean(),
  regNrValidated: z.boolean(),
  interestsAndFees: z.nullable(interestsAndFeesSchema),
});
export type OngoingApplication = z.infer<typeof ongoingApplicationSchema>;
export const landingPageSchema = z.array(ongoingApplicationSchema);

// ── Consents, SBL, user, KYC, features ──────────────────────────────────────────────────────────

export const consentSchema = z.object({
  samtykkeId: valueOf(z.string()),
  svar: consentAnswerSchema,
  tittel: z.string(),
  tekster: z.array(z.string()),
  popupTekst: z.nullable(z.string()),
  infoTekst: z.nullable(z.string()),
  svarNeiTekst: z.nullable(z.string()),
});
export type Consent = z.infer<typeof consentSchema>;
export const consentListSchema = z.array(consentSchema);

export const consentAnswersSchema = z
  .array(
    z.object({ samtykkeId: valueOf(z.string().check(z.minLength(1), z.maxLength(100))), svar: consentAnswerSchema }),
  )
  .check(z.minLength(1, CONSENTS_EMPTY));
export type ConsentAnswers = z.infer<typeof consentAnswersSchema>;

export const sblRequestSchema = z.object({
  redirectUrl: z
    .string()
    .check(z.maxLength(2048), z.regex(/^(https?:\/\/|\/)/, 'redirectUrl must be an http(s) URL or a path')),
  lastName: z.string().check(z.minLength(1, LAST_NAME_MISSING)),
});
export type SblRequest = z.infer<typeof sblRequestSchema>;

export const sblConsentSchema = z.object({
  customerUrl: z.nullable(z.string()),
  sblStatus: sblStatusSchema,
});
export type SblConsent = z.infer<typeof sblConsentSchema>;

export const userSessionSchema = z.object({
  valid: z.boolean(),
  kundeIdUrl: z.nullable(z.string()),
  kundeIdRedirectUrl: z.nullable(z.string()),
  directChannel: z.nullable(z.string()),
});
export type UserSession = z.infer<typeof userSessionSchema>;

export const userContextSchema = z.object({
  bankRegNo: valueOf(z.string()),
  ssn: z.string(),
  firstName: z.string(),
  lastName: z.nullable(z.string()),
  email: z.nullable(z.string()),
  phone: z.nullable(z.string()),
});
export type UserContext = z.infer<typeof userContextSchema>;

export const kycStatusSchema = z.object({ kycBlocked: z.boolean() });
export type KycStatus = z.infer<typeof kycStatusSchema>;

export const featureToggleSchema = z.boolean();

/** Feature names as camel-cased keys (`salgspant-traffic-light` → `salgspantTrafficLight`). */
export function featureKey(name: FeatureName): string {
  return name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

// ── Feedback, upgrade, calculator cache ─────────────────────────────────────────────────────────

export const feedbackSchema = z.object({
  content: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, REQUIRED),
      z.maxLength(LIMITS.feedbackMaxLength, maxLengthMessage(LIMITS.feedbackMaxLength)),
    ),
  preViewCaseId: z.string().check(z.minLength(1), z.maxLength(64)),
});
export type Feedback = z.infer<typeof feedbackSchema>;

export const loanUpgradeSchema = z.object({
  preViewCaseId: z.string().check(z.minLength(1), z.maxLength(64)),
  imported: z.boolean(),
  manufacturer: z.string().check(z.minLength(1, REQUIRED), z.maxLength(100, maxLengthMessage(100))),
  model: z.string().check(z.minLength(1, REQUIRED), z.maxLength(100, maxLengthMessage(100))),
  loanProduct: loanProductSchema,
  odometerValue: z.nullable(z.int().check(z.gte(1), z.lte(LIMITS.odometerMax))),
  modelYear: z.int().check(z.gte(1900), z.lte(2100)),
  loanPeriodInMonths: z.int().check(z.gte(12), z.lte(120)),
  regNr: z.string().check(z.regex(/^[A-Z0-9]{4,7}$/)),
  equity: kroner,
  vehiclePrice: z.int().check(z.gte(1)),
});
export type LoanUpgrade = z.infer<typeof loanUpgradeSchema>;

export const loanUpgradeResponseSchema = z.object({
  failure: z.boolean(),
  errorOrNull: z.nullable(errorBodySchema),
});

/** The calculator cache body: the loan info, with the loan amount without fees sent as `loanAmount`. */
export const calculatorCacheSchema = z
  .object({
    loanProduct: loanProductSchema,
    loanType: loanTypeSchema,
    vehicleRegistrationNumber: z.nullable(z.string().check(z.regex(/^[A-Z0-9]{4,7}$/, REGISTRATION_NUMBER_INVALID))),
    odometerValue: z.nullable(z.int().check(z.gte(0))),
    vehiclePrice: z.int().check(z.gte(LIMITS.vehiclePriceMin), z.lte(LIMITS.vehiclePriceMax)),
    equity: kroner,
    loanAmount: kroner,
    requestedLoanPeriodInMonths: z.int().check(z.gte(12), z.lte(120)),
    monthlyCost: z.optional(z.number()),
    totalCost: z.optional(z.number()),
    nominalInterest: z.optional(z.number()),
    effectiveInterest: z.optional(z.number()),
    /** The dealer's page for the car (spec 1 §3 LoanInfo `vehicleURL`), when the calculator was on one. */
    vehicleURL: z.optional(z.nullable(z.string().check(z.maxLength(2000)))),
  })
  .check(
    z.refine(
      (cache) =>
        cache.vehicleRegistrationNumber === null ||
        isRegistrationNumberFor(cache.vehicleRegistrationNumber, cache.loanProduct),
      { message: REGISTRATION_NUMBER_PRODUCT, path: ['vehicleRegistrationNumber'] },
    ),
  );
export type CalculatorCache = z.infer<typeof calculatorCacheSchema>;

export const calculatorCacheCreatedSchema = z.object({ cacheId: z.string() });
