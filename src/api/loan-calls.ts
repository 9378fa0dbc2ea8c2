/**
 * The calls of the secured-loan application service (spec 1 §7), one function each. An element imports
 * only the calls it makes, so its bundle carries only their response schemas.
 */
import type { ProductSlug } from '../domain/products.js';
import {
  applicationResponseSchema,
  applicationSubmitResponseSchema,
  calculatorCacheCreatedSchema,
  calculatorCacheSchema,
  consentListSchema,
  featureToggleSchema,
  kycStatusSchema,
  landingPageSchema,
  loanUpgradeResponseSchema,
  productInfoSchema,
  sblConsentSchema,
  userContextSchema,
  userSessionSchema,
  vehicleLookupResponseSchema,
  type ApplicationSubmit,
  type ApplicationUpdate,
  type CalculatorCache,
  type ConsentAnswers,
  type FeatureName,
  type Feedback,
  type LoanUpgrade,
  type SblRequest,
  type VehicleLookupRequest,
} from '../schemas/loan.js';
import type { LoanTransport } from './loan-client.js';

/** GET /kyc: whether the customer is blocked by KYC. */
export function getKyc(transport: LoanTransport) {
  return transport.call('GET', 'kyc', kycStatusSchema);
}

/** POST /vehicle/details: looks a vehicle up by registration number. */
export function lookupVehicle(transport: LoanTransport, request: VehicleLookupRequest) {
  return transport.call('POST', 'vehicle/details', vehicleLookupResponseSchema, request);
}

/** GET /calculator/{slug}: a product's interests, fees and repayment terms. */
export function getProduct(transport: LoanTransport, slug: ProductSlug) {
  return transport.call('GET', `calculator/${encodeURIComponent(slug)}`, productInfoSchema);
}

/** GET /consent: the consents the customer is asked for. */
export function getConsents(transport: LoanTransport) {
  return transport.call('GET', 'consent', consentListSchema);
}

/** POST /consent: saves the customer's answers. */
export function saveConsents(transport: LoanTransport, answers: ConsentAnswers) {
  return transport.call('POST', 'consent', undefined, answers);
}

/** GET /features/{name}: whether a feature toggle is on. */
export function getFeature(transport: LoanTransport, name: FeatureName) {
  return transport.call('GET', `features/${encodeURIComponent(name)}`, featureToggleSchema);
}

/** POST /sbl/get-or-create: the tax-data consent, created when missing. */
export function getOrCreateSblConsent(transport: LoanTransport, request: SblRequest) {
  return transport.call('POST', 'sbl/get-or-create', sblConsentSchema, request);
}

/** GET /sbl/get: the tax-data consent. */
export function getSblConsent(transport: LoanTransport) {
  return transport.call('GET', 'sbl/get', sblConsentSchema);
}

/** GET /user/session: whether the visitor is logged in, and where to log in. */
export function getUserSession(transport: LoanTransport) {
  return transport.call('GET', 'user/session', userSessionSchema);
}

/** GET /user: the logged-in customer. */
export function getUser(transport: LoanTransport) {
  return transport.call('GET', 'user', userContextSchema);
}

/** GET /application/ongoing/{id}: one of the customer's applications. */
export function getOngoingApplication(transport: LoanTransport, applicationId: string) {
  return transport.call('GET', `application/ongoing/${encodeURIComponent(applicationId)}`, applicationResponseSchema);
}

/** POST /application/submit: sends an application. */
export function submitApplication(transport: LoanTransport, application: ApplicationSubmit) {
  return transport.call('POST', 'application/submit', applicationSubmitResponseSchema, application);
}

/** POST /application/update: contact details, KYC answered and insurance order of a case. */
export function updateApplication(transport: LoanTransport, update: ApplicationUpdate) {
  return transport.call('POST', 'application/update', applicationResponseSchema, update);
}

/** GET /application/insuranceclick: records a click on the insurance link (fire and forget). */
export function trackInsuranceClick(transport: LoanTransport) {
  return transport.call('GET', 'application/insuranceclick', undefined);
}

/** GET /landingpage: the customer's ongoing applications. */
export function getLandingPage(transport: LoanTransport) {
  return transport.call('GET', 'landingpage', landingPageSchema);
}

/** POST /application/loan-commitment-to-loan-upgrade: turns an approved commitment into a loan. */
export function upgradeLoanCommitment(transport: LoanTransport, upgrade: LoanUpgrade) {
  return transport.call('POST', 'application/loan-commitment-to-loan-upgrade', loanUpgradeResponseSchema, upgrade);
}

/** POST /application/feedback: the customer's feedback on a case sent to control. */
export function sendFeedback(transport: LoanTransport, feedback: Feedback) {
  return transport.call('POST', 'application/feedback', undefined, feedback);
}

/** GET /cache/{cacheId}: the loan info the calculator stored. */
export function getCalculatorCache(transport: LoanTransport, cacheId: string) {
  return transport.call('GET', `cache/${encodeURIComponent(cacheId)}`, calculatorCacheSchema);
}

/** POST /cache: stores the calculator's loan info for the application; answers its id. */
export function createCalculatorCache(transport: LoanTransport, cache: CalculatorCache) {
  return transport.call('POST', 'cache', calculatorCacheCreatedSchema, cache);
}
