/**
 * salgspant-elements: the side-effect-free public API. Importing it registers no element and touches
 * neither `window` nor `document`: types, schemas, domain functions, configuration and the element
 * catalogue. Elements are registered by `salgspant-elements/elements/<tag>` or
 * `salgspant-elements/define-all`; the Norwegian texts are `salgspant-elements/texts`.
 *
 * @packageDocumentation
 */

export { VERSION } from './version.js';

export {
  PRODUCT_SLUGS,
  PRODUCT_CODES,
  CHOOSER_CARDS,
  slugOfCard,
  isProductSlug,
  calculatorRoute,
  type ProductSlug,
  type ProductCode,
  type ChooserCardId,
} from './domain/products.js';
export { trackingName } from './domain/tracking.js';
export {
  validateNationalId,
  isValidNationalId,
  birthDateOf,
  ageOn,
  type NationalIdResult,
  type NationalIdType,
  type NationalIdReason,
} from './domain/national-id.js';
export {
  LIMITS,
  PHONE_PATTERN,
  NATIONAL_ID_PATTERN,
  NORWEGIAN_POSTAL_CODE_PATTERN,
  lookupRegistrationLength,
  registrationNumberPattern,
  normaliseRegistrationNumber,
} from './domain/fields.js';
export {
  calculateLoan,
  nominalRateFor,
  equityPercent,
  annuity,
  type LoanInput,
  type LoanCost,
  type EquityTiers,
} from './domain/loan/calculate.js';
export { LOAN_ERROR_CODES, isLoanErrorCode, type LoanErrorCode } from './domain/error-codes.js';
export { formatKroner, formatNumber, parseAmount } from './domain/money.js';
export {
  repaymentPeriods,
  defaultRepaymentPeriod,
  equityHint,
  ageBand,
  vehicleEligibility,
  REPAYMENT_PERIODS,
  DEFAULT_REPAYMENT_PERIOD,
  type EquityHint,
  type AgeBand,
  type VehicleEligibility,
} from './domain/loan/calculator-rules.js';
export * as kycRules from './domain/kyc-rules.js';
/**
 * The per-country tax-number checks (stdnum), loaded on demand per country and holder (a person or an
 * entity): `kycRules.validateTaxNumber(value, country, { checks: await loadTaxNumberChecks({ countries:
 * [country] }) })`, or `checkTaxNumber(value, country)`, is the rule the declaration's form applies
 * (decisions 0064, 0095).
 */
export {
  checkTaxNumber,
  loadTaxNumberChecks,
  TAX_NUMBER_CHECKED_COUNTRIES,
  TAX_NUMBER_LIBRARY_COUNTRIES,
  type TaxNumberCheck,
  type TaxNumberCheckOptions,
  type TaxNumberChecks,
  type TaxNumberHolder,
} from './domain/tax-number.js';

export * as loanSchemas from './schemas/loan.js';
export * as kycSchemas from './schemas/kyc.js';
export { errorBodySchema, type ErrorBody } from './schemas/common.js';

export { ServiceError, type ServiceErrorInit, type ServiceErrorKind } from './api/service-error.js';
export {
  LoanServiceClient,
  LoanTransport,
  LOAN_SERVICE_BASE_PATH,
  CSRF_HEADER,
  RETRY_TOKEN_HEADER,
  csrfCookieName,
  type LoanClientOptions,
} from './api/loan-client.js';
export {
  KycServiceClient,
  KYC_SERVICE_BASE_PATH,
  KYC_TOKEN_HEADER,
  KYC_TOKEN_STORAGE_KEY,
  KEEP_ALIVE_INTERVAL_MS,
  KEEP_ALIVE_MAX_MS,
  type KycClientOptions,
  type KeepAliveOptions,
  type Scheduler,
} from './api/kyc-client.js';
export * as loanCalls from './api/loan-calls.js';
export { encodeQuery, type QueryValue } from './api/http.js';

// The texts themselves and their helpers are `salgspant-elements/texts` (src/texts/index.ts).
export type { TextKey, Texts } from './texts/nb.js';
export type { Catalogue, Translate, TextParams } from './texts/texts.js';

export { DEFAULT_PATHS, isOuterPath, hashRoute, type OuterPaths, type CompletionPaths } from './config/paths.js';
export {
  parsePageConfig,
  mergePageConfigs,
  readPageConfig,
  type PageConfig,
  type FieldOverride,
  type ParsedPageConfig,
} from './config/page-config.js';
export { resolveConfig, type ElementConfig, type ConfigAttributes } from './config/config.js';

export {
  emit,
  navigate,
  type SalgspantNavigateDetail,
  type SalgspantNavigateEvent,
  type SalgspantAnalyticsDetail,
  type SalgspantAnalyticsEvent,
  type SalgspantReadyDetail,
  type SalgspantQuoteDetail,
  type SalgspantErrorDetail,
  type SalgspantEventDetailMap,
  type SalgspantEventName,
} from './platform/events.js';
export {
  COMMON_ATTRIBUTES,
  DESIGN_TOKENS,
  type ElementSpec,
  type AttributeSpec,
  type EventSpec,
  type NamedSpec,
  type AttributeType,
} from './platform/element-spec.js';
export { PAGE_CONFIG_KEYS } from './platform/page-config-keys.js';
export { ELEMENT_SPECS } from './elements.js';
export { vehicleChooserSpec } from './flows/vehicle-chooser/vehicle-chooser.element.js';
export { calculatorSpec } from './flows/calculator/calculator.element.js';
export { kycDeclarationSpec } from './flows/kyc-declaration/kyc-declaration.element.js';
export { applicationSpec } from './flows/application/application.element.js';
export { afterFetch, afterUpdate, type Transition } from './flows/shared/transitions.js';
export { completionSpec } from './flows/completion/completion.element.js';
export { overviewSpec } from './flows/overview/overview.element.js';
export { upgradeSpec } from './flows/upgrade/upgrade.element.js';
export { appSpec } from './flows/app/app.element.js';
export {
  cardRules,
  completionHref,
  hasStatusInfo,
  STATUS_INFO_STATUSES,
  type CardRules,
  type StatusWithInfo,
} from './domain/landing.js';
export {
  upgradeLimits,
  upgradePeriods,
  upgradeYears,
  upgradeBlock,
  emissionProblem,
  upgradeAsksOdometer,
  slugOfProductCode,
  type UpgradeLimits,
  type UpgradeBlock,
} from './domain/loan/upgrade-rules.js';
export type {
  KycCompleteDetail,
  KycCompleteEvent,
  KycContinueDetail,
  KycContinueEvent,
} from './flows/kyc-declaration/kyc-declaration.events.js';

export type { SalgspantVehicleChooserElement } from '../elements/salgspant-vehicle-chooser.js';
export type { SalgspantCalculatorElement } from '../elements/salgspant-calculator.js';
export type { KycDeclarationElement } from '../elements/kyc-declaration.js';
export type { SalgspantApplicationElement } from '../elements/salgspant-application.js';
export type { SalgspantCompletionElement } from '../elements/salgspant-completion.js';
export type { SalgspantOverviewElement } from '../elements/salgspant-overview.js';
export type { SalgspantUpgradeElement } from '../elements/salgspant-upgrade.js';
