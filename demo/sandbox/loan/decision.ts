import { LIMITS } from '../../../src/domain/fields.js';
import { calculateLoan, equityPercent, nominalRateFor } from '../../../src/domain/loan/calculate.js';
import { ageAllowsTerm, ageAtPayoff } from '../../../src/domain/loan/calculator-rules.js';
import { ageOn, birthDateOf, validateNationalId } from '../../../src/domain/national-id.js';
import type { PRODUCT_CODES, ProductSlug } from '../../../src/domain/products.js';
import type {
  ApplicationStatus,
  ApplicationSubmit,
  LoanInfo,
  ProductInfo,
  VehicleDetails,
} from '../../../src/schemas/loan.js';
import type { ErrorBody } from '../../../src/schemas/common.js';
import { MESSAGES, MESSAGES_EN } from '../errors.js';
import type { Language } from '../language.js';
import { findPerson, walkInPerson, type TestPerson } from '../seed/persons.js';
import { PRODUCTS } from '../seed/products.js';
import { findVehicle, PLATE_FAULTS } from '../seed/vehicles.js';

/** A decision: a status for the case, or an error name from spec 1 §8. */
export type Decision =
  | {
      ok: true;
      status: Extract<ApplicationStatus, 'APPROVED' | 'CONTROL' | 'REJECTED' | 'NEW_CASE' | 'DOCUMENTS_SENT'>;
      creditFrozen: boolean;
      trafficLight: 'GREEN' | 'YELLOW' | 'RED';
      loanInfo: LoanInfo;
      vehicle: VehicleDetails | null;
      product: ProductInfo;
    }
  | { ok: false; error: string; developerMessage: string };

const refuse = (error: string, developerMessage: string): Decision => ({ ok: false, error, developerMessage });

/** The product of a server code. */
export function productByCode(code: string): { slug: ProductSlug; product: ProductInfo } | undefined {
  for (const [slug, product] of Object.entries(PRODUCTS) as Array<[ProductSlug, ProductInfo]>) {
    if (product.interestsAndFees.loanProduct === (code as (typeof PRODUCT_CODES)[ProductSlug]))
      return { slug, product };
  }
  return undefined;
}

/** Loan figures of a case (spec 1 §3 LoanInfo), from the same mathematics as the calculator. */
export function loanInfoFor(product: ProductInfo, loan: ApplicationSubmit['loanInfo']): LoanInfo {
  const fees = product.interestsAndFees;
  const loanAmountWithoutFees = loan.vehiclePrice - loan.equity;
  const nominal = nominalRateFor(fees, equityPercent(loan.vehiclePrice, loan.equity));
  const cost = calculateLoan({
    loanAmount: loanAmountWithoutFees,
    months: loan.requestedLoanPeriodInMonths,
    nominalRatePct: nominal,
    establishFee: fees.establishFee,
    pledgeFee: fees.pledgeFee,
    termFee: fees.termFee,
  });
  return {
    vehicleURL: null,
    loanProduct: loan.loanProduct,
    loanType: loan.loanType,
    vehicleRegistrationNumber: loan.vehicleRegistrationNumber,
    odometerValue: loan.odometerValue,
    loanAmount: loanAmountWithoutFees + fees.establishFee + fees.pledgeFee,
    loanAmountWithoutFees,
    pledgeFee: fees.pledgeFee,
    equity: loan.equity,
    vehiclePrice: loan.vehiclePrice,
    requestedLoanPeriodInMonths: loan.requestedLoanPeriodInMonths,
    effectiveInterest: Math.round(cost.effectiveRatePct * 100) / 100,
    nominalInterest: nominal,
    invoiceFee: fees.termFee,
    monthlyCost: cost.monthlyCost,
    startupFee: fees.establishFee,
    totalCost: cost.totalCost,
  };
}

/** Checks one applicant's identity and standing; returns an error name or null. */
function applicantError(person: TestPerson, today: Date): Decision | null {
  const id = validateNationalId(person.ssn, today);
  if (!id.valid) return refuse('UGYLDIG_FOEDESELSNUMMER', `National id of ${person.key} is not valid`);
  if (id.type === 'dnr') return refuse('DNUMMER_KUNDE', 'D-numbers cannot apply');
  const birth = birthDateOf(person.ssn, today);
  if (!birth || ageOn(birth, today) < LIMITS.customerMinAge)
    return refuse('MINDREAARIG_KUNDE', 'Applicant is under 18');
  const byOutcome: Partial<Record<TestPerson['outcome'], [string, string]>> = {
    'missing-in-credit-bureau': ['AAA_SOLIDITY', 'Applicant is missing in the credit bureau'],
    'no-norwegian-address': ['NO_ADDRESS_FOUND', 'Applicant has no Norwegian address'],
    'kyc-blocked': ['KYC_BLOCKED', 'Applicant is blocked by KYC'],
    'no-tax-period': ['NO_TAX_PERIOD_AVAILABLE', 'No tax period available for the applicant'],
    'internal-error': ['INTERN_FEIL', 'Simulated internal error for this test person'],
    'missing-in-business-register': [
      'MISSING_IN_BUSINESS_REGISTER',
      'Self-employed applicant missing in the business register',
    ],
  };
  const hit = byOutcome[person.outcome];
  return hit ? refuse(hit[0], hit[1]) : null;
}

/**
 * The sandbox's deterministic credit decision (issue 3): applicants 18 or older without D-number; the
 * amount (price − equity) and the term within the product; a vehicle loan names a registered vehicle
 * no older than 14 years when the loan is repaid; then total debt after the loan against gross income:
 * above 5× rejected, above 4× to control, otherwise approved.
 */
export function decide(submission: ApplicationSubmit, sessionPerson: TestPerson, today: Date): Decision {
  const main = applicantError(sessionPerson, today);
  if (main) return main;
  let co: TestPerson | null = null;
  if (submission.coApplicant) {
    co = findPerson(submission.coApplicant.ssn) ?? walkInPerson(submission.coApplicant.ssn);
    const coError = applicantError(co, today);
    if (coError) return coError;
  }

  const found = productByCode(submission.loanInfo.loanProduct);
  if (!found) return refuse('UNKNOWN_PRODUCT', `Unknown loan product ${submission.loanInfo.loanProduct}`);
  const { slug, product } = found;
  const fees = product.interestsAndFees;
  const loan = submission.loanInfo;
  const amount = loan.vehiclePrice - loan.equity;
  if (amount < fees.loanAmountMin || amount > fees.loanAmountMax) {
    return refuse(
      'LOAN_AMOUNT_NOT_IN_RANGE',
      `Loan amount ${amount} outside ${fees.loanAmountMin}–${fees.loanAmountMax}`,
    );
  }
  if (!product.repaymentPeriodTerms.possibleTerms.includes(loan.requestedLoanPeriodInMonths)) {
    return refuse('INVALID_APPLICATION_REQUEST', `Term ${loan.requestedLoanPeriodInMonths} is not offered for ${slug}`);
  }

  let vehicle: VehicleDetails | null = null;
  if (loan.loanType === 'VEHICLE_LOAN') {
    const plate = loan.vehicleRegistrationNumber;
    if (!plate) return refuse('REGNR_MANGLER', 'A vehicle loan needs vehicleRegistrationNumber');
    const fault = PLATE_FAULTS[plate];
    if (fault) return refuse(fault, `Plate ${plate} is set up to fail with ${fault}`);
    const seed = findVehicle(plate);
    if (!seed) return refuse('EUROTAX_PLATE_NOT_FOUND', `No vehicle with plate ${plate}`);
    vehicle = seed.details;
    const year = today.getUTCFullYear();
    if (!ageAllowsTerm(slug, vehicle.manufactureYear, loan.requestedLoanPeriodInMonths, year)) {
      const age = ageAtPayoff(vehicle.manufactureYear, loan.requestedLoanPeriodInMonths, year);
      return refuse('LOAN_AND_CARS_AGE_EXCEED_LIMIT', `Vehicle would be ${age} years old at payoff`);
    }
    if (slug === 'car-electric' && !['ELEKTRISITET', 'HYDROGEN'].includes(vehicle.fuel)) {
      return refuse('INVALID_APPLICATION_REQUEST', 'The electric-car product needs a zero-emission vehicle');
    }
  }

  const income = submission.mainApplicant.grossIncome + (submission.coApplicant?.grossIncome ?? 0);
  const knownDebt =
    Math.max(sessionPerson.totalDebt, submission.mainApplicant.totalDebt) +
    (co ? Math.max(co.totalDebt, submission.coApplicant?.totalDebt ?? 0) : 0);
  const debtRatio = income > 0 ? (knownDebt + amount) / income : Number.POSITIVE_INFINITY;
  const creditFrozen = sessionPerson.outcome === 'credit-frozen' || co?.outcome === 'credit-frozen';
  const loanInfo = loanInfoFor(product, loan);

  let status: Extract<Decision, { ok: true }>['status'];
  if (creditFrozen || debtRatio > 5) status = 'REJECTED';
  else if (debtRatio > 4 || sessionPerson.outcome === 'control' || taxDataUnavailable(sessionPerson, co))
    status = 'CONTROL';
  // Cases the bank has not decided at once (spec 1 §4 "After application update"): Nils's stay NEW_CASE,
  // Dina's are sent for signing at once (DOCUMENTS_SENT).
  else if (sessionPerson.outcome === 'incorrect-new-case') status = 'NEW_CASE';
  else if (sessionPerson.outcome === 'documents-sent') status = 'DOCUMENTS_SENT';
  else status = 'APPROVED';
  const trafficLight = debtRatio > 4 ? 'RED' : debtRatio > 3 ? 'YELLOW' : 'GREEN';
  return { ok: true, status, creditFrozen, trafficLight, loanInfo, vehicle, product };
}

/** Whether an applicant's tax data could not be fetched after the consent (Tora; decision 0017). */
function taxDataUnavailable(main: TestPerson, co: TestPerson | null): boolean {
  return main.outcome === 'tax-data-unavailable' || co?.outcome === 'tax-data-unavailable';
}

/**
 * The `resourceError` a case carries: `NO_TAX_PERIOD_AVAILABLE` when an applicant's tax data could not
 * be fetched after the consent (the case went to manual control; the tax-data-failure receipt), else null.
 */
export function caseResourceError(mainSsn: string, coSsn: string | null, language: Language = 'nb'): ErrorBody | null {
  const main = findPerson(mainSsn);
  const co = coSsn === null ? null : (findPerson(coSsn) ?? null);
  if (!main || !taxDataUnavailable(main, co)) return null;
  return {
    code: 'NO_TAX_PERIOD_AVAILABLE',
    name: 'NO_TAX_PERIOD_AVAILABLE',
    type: 'BUSINESS',
    message: (language === 'en' ? MESSAGES_EN : MESSAGES).NO_TAX_PERIOD_AVAILABLE,
    developerMessage:
      'The tax data of an applicant could not be fetched after the consent; the case is in manual control',
  };
}
