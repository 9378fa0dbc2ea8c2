import { computed, signal } from '@preact/signals-react';
import * as z from 'zod/mini';
import { createCalculatorCache, getProduct, getUserSession, lookupVehicle } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { ServiceError, serviceErrorFromBody } from '../../api/service-error.js';
import type { ElementConfig } from '../../config/config.js';
import { hashRoute } from '../../config/paths.js';
import { LIMITS, lookupRegistrationLength, normaliseRegistrationNumber } from '../../domain/fields.js';
import { calculateLoan, equityPercent, nominalRateFor, type LoanCost } from '../../domain/loan/calculate.js';
import {
  ageInfo,
  defaultRepaymentPeriod,
  equityAbovePrice,
  equityHint,
  repaymentPeriods,
  startingPrice,
  vehicleEligibility,
  type AgeInfo,
  type EquityHint,
  type VehicleEligibility,
} from '../../domain/loan/calculator-rules.js';
import { isProductSlug, PRODUCT_CODES, type ProductSlug } from '../../domain/products.js';
import { formatNumber } from '../../domain/money.js';
import { navigate, type Navigator } from '../../platform/events.js';
import type { LoanType, ProductInfo, VehicleDetails } from '../../schemas/loan.js';

/** How the product loads (spec 1 §2 "Calculator for one product"). */
export type ProductState =
  | { status: 'loading' }
  | { status: 'ready'; product: ProductInfo }
  | { status: 'invalid-product' }
  | { status: 'failed'; error: ServiceError };

/** Where the vehicle lookup stands (spec 1 §4 "Vehicle lookup"). */
export type LookupState =
  | { status: 'idle' }
  | { status: 'looking' }
  | { status: 'found'; vehicle: VehicleDetails; eligibility: VehicleEligibility }
  /** EUROTAX_PLATE_NOT_FOUND: `vehicleErrorNoMatch`, no page error. */
  | { status: 'no-match' }
  /** The service found the plate malformed. */
  | { status: 'plate-warning' }
  | { status: 'failed'; error: ServiceError };

/** The loan form's values; the loan amount without fees is kept equal to price − equity. */
export interface LoanFormValues {
  vehiclePrice: number | null;
  equity: number | null;
  loanAmountWithoutFees: number | null;
  requestedLoanPeriodInMonths: number | null;
}

/** The lookup form's values. */
export interface LookupValues {
  registrationNumber: string;
  odometer: number | null;
}

/** What the calculator shows for valid figures. */
export interface Quote extends LoanCost {
  loanAmount: number;
  months: number;
  nominalRatePct: number;
  establishFee: number;
  pledgeFee: number;
  termFee: number;
}

/** A form in progress kept across the BankID login (session storage). */
interface Draft {
  loanType: LoanType;
  lookup: LookupValues | null;
  values: LoanFormValues;
}

/** How the calculator runs. */
export interface CalculatorModelOptions {
  slug: string;
  client: LoanTransport;
  config: ElementConfig;
  /** The element: target of its events. */
  host: EventTarget;
  /** `calculator` on the bank's own calculator page (Back goes to the chooser route). */
  appType?: string | undefined;
  now?: () => Date;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  location?: Navigator & Pick<Location, 'href'>;
}

const DRAFT_PREFIX = 'v1:calculator:';

/**
 * The calculator's state and actions (one model per element). Components read the signals and call
 * the actions; only the actions talk to the service.
 */
export class CalculatorModel {
  readonly slug: ProductSlug | null;
  readonly product = signal<ProductState>({ status: 'loading' });
  readonly loanType = signal<LoanType>('VEHICLE_LOAN');
  readonly lookup = signal<LookupState>({ status: 'idle' });
  /** The lookup values last searched for (kept for the draft and the cache). */
  readonly lookupValues = signal<LookupValues | null>(null);
  readonly submitting = signal(false);
  readonly submitError = signal<ServiceError | null>(null);
  /** Values restored after the login round trip, for the form to start from. */
  readonly restored = signal<{ values: LoanFormValues; lookup: LookupValues | null } | null>(null);

  readonly commitment = computed(() => this.loanType.value === 'LOAN_COMMITMENT');

  /** The vehicle's age, when a vehicle was found. */
  readonly objectAge = computed(() => {
    const state = this.lookup.value;
    return state.status === 'found' ? state.eligibility.objectAge : null;
  });

  /** The loan form is shown at once for a commitment, for a loan after an eligible vehicle was found. */
  readonly showLoanForm = computed(() => {
    if (this.commitment.value) return true;
    const state = this.lookup.value;
    return state.status === 'found' && state.eligibility.canContinue;
  });

  /** The repayment periods offered now (spec 1 §5). */
  readonly periods = computed(() => {
    const state = this.product.value;
    if (!this.slug || state.status !== 'ready') return [];
    return repaymentPeriods({
      slug: this.slug,
      commitment: this.commitment.value,
      maxAge: state.product.interestsAndFees.maxAge,
      objectAge: this.commitment.value ? null : this.objectAge.value,
    });
  });

  /** The period to select after each successful lookup (spec 1 §4) and at start. */
  readonly defaultPeriod = computed(() => defaultRepaymentPeriod(this.periods.value));

  /** The age info box, when a vehicle was found: its kind, the age and the longest period offered. */
  readonly ageInfo = computed<AgeInfo | null>(() => {
    const age = this.objectAge.value;
    if (age === null || this.commitment.value || !this.slug) return null;
    return ageInfo({ slug: this.slug, objectAge: age, offered: this.periods.value });
  });

  /** The price «Kjøpesum» starts with: the one restored after the login, else the found vehicle's quote. */
  readonly startingPrice = computed(() => {
    const state = this.lookup.value;
    const quote = state.status === 'found' && !this.commitment.value ? state.vehicle.priceQuote : null;
    return startingPrice(this.restored.value?.values.vehiclePrice, quote);
  });

  readonly #client: LoanTransport;
  readonly #config: ElementConfig;
  readonly #host: EventTarget;
  readonly #appType: string | undefined;
  readonly #now: () => Date;
  readonly #storage: CalculatorModelOptions['storage'];
  readonly #location: NonNullable<CalculatorModelOptions['location']> | undefined;

  constructor(options: CalculatorModelOptions) {
    this.slug = isProductSlug(options.slug) ? options.slug : null;
    this.#client = options.client;
    this.#config = options.config;
    this.#host = options.host;
    this.#appType = options.appType;
    this.#now = options.now ?? (() => new Date());
    this.#storage = options.storage ?? (typeof sessionStorage === 'undefined' ? undefined : sessionStorage);
    this.#location = options.location ?? (typeof location === 'undefined' ? undefined : location);
    if (!this.slug) this.product.value = { status: 'invalid-product' };
  }

  /** Loads the product (GET /calculator/{slug}) and restores a form kept across the login. */
  async load(): Promise<void> {
    if (!this.slug) return;
    this.product.value = { status: 'loading' };
    try {
      const product = await getProduct(this.#client, this.slug);
      this.product.value = { status: 'ready', product };
      this.#restoreDraft();
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      const failure = error instanceof ServiceError ? error : unexpected(error);
      this.product.value =
        failure.name === 'UNKNOWN_PRODUCT' ? { status: 'invalid-product' } : { status: 'failed', error: failure };
    }
  }

  /** Switches between loan and loan commitment. */
  setLoanType(type: LoanType): void {
    this.loanType.value = type;
    this.submitError.value = null;
  }

  /** The registration number as the field keeps it: alphanumerics, upper case, the product's length. */
  normaliseRegistrationNumber(input: string): string {
    return this.slug ? normaliseRegistrationNumber(input, this.slug) : input;
  }

  /** The length a registration number must have before it is looked up (7 or 6). */
  get registrationLength(): number {
    return this.slug ? lookupRegistrationLength(this.slug) : 7;
  }

  /** Whether the product asks for the odometer (not for caravans). */
  get asksOdometer(): boolean {
    return this.slug !== 'caravan';
  }

  /** The lookup form's rules; the odometer is typed text, checked as a whole number. */
  lookupSchema() {
    const t = this.#config.t;
    const length = this.registrationLength;
    return z.object({
      registrationNumber: z.string().check(
        z.minLength(1, t('calculator.lookup.required')),
        z.refine((v) => v.length === 0 || v.length === length, t('calculator.lookup.length', { length })),
      ),
      odometer: z.string().check(
        z.refine((v) => /^\d*$/.test(v.replace(/\s/g, '')), {
          message: t('calculator.lookup.odometerInteger'),
          abort: true,
        }),
        z.refine(
          (v) => parseOdometer(v) === null || parseOdometer(v)! <= LIMITS.odometerMax,
          t('calculator.lookup.odometerMax'),
        ),
      ),
    });
  }

  /**
   * Looks the vehicle up (POST /vehicle/details), only at exactly the product's length. On success the
   * age and eligibility are set and the repayment period resets; on failure the defaults come back.
   */
  async lookupVehicle(values: LookupValues): Promise<void> {
    const plate = this.normaliseRegistrationNumber(values.registrationNumber);
    if (plate.length !== this.registrationLength || !this.slug) return;
    const odometer = this.asksOdometer ? values.odometer : null;
    this.lookupValues.value = { registrationNumber: plate, odometer };
    this.lookup.value = { status: 'looking' };
    try {
      const result = await lookupVehicle(this.#client, { vehicleRegistrationNumber: plate, odometerValue: odometer });
      if (!result.failure && result.responseOrNull) {
        const vehicle = result.responseOrNull.vehicleDetails;
        const state = this.product.value;
        const maxAge = state.status === 'ready' ? state.product.interestsAndFees.maxAge : null;
        const eligibility = vehicleEligibility({
          slug: this.slug,
          maxAge,
          manufactureYear: vehicle.manufactureYear,
          fuel: vehicle.fuel,
          currentYear: this.#now().getFullYear(),
        });
        this.lookup.value = { status: 'found', vehicle, eligibility };
        return;
      }
      this.#lookupFailed(serviceErrorFromBody(result.errorOrNull, { status: 200, request: 'POST vehicle/details' }));
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      this.#lookupFailed(error instanceof ServiceError ? error : unexpected(error));
    }
  }

  #lookupFailed(error: ServiceError): void {
    if (error.name === 'EUROTAX_PLATE_NOT_FOUND') this.lookup.value = { status: 'no-match' };
    else if (error.name === 'REGISTRATION_NR_INVALID') this.lookup.value = { status: 'plate-warning' };
    else this.lookup.value = { status: 'failed', error };
  }

  /** The loan form's rules (spec 1 §5), with the product's loan amount range. */
  loanFormSchema() {
    const t = this.#config.t;
    const state = this.product.value;
    const fees = state.status === 'ready' ? state.product.interestsAndFees : undefined;
    const min = fees?.loanAmountMin ?? LIMITS.applicationLoanAmountMin;
    const max = fees?.loanAmountMax ?? LIMITS.applicationLoanAmountMax;
    const amount = (required: string, integer: string, ...rules: Array<[(n: number) => boolean, string]>) =>
      z.nullable(z.number()).check(
        z.refine((v) => v !== null, { message: required, abort: true }),
        z.refine((v) => Number.isInteger(v), { message: integer, abort: true }),
        ...rules.map(([ok, message]) => z.refine((v) => ok(v as number), { message, abort: true })),
      );
    const format = (n: number) => formatNumber(n, 0);
    const schema = z.object({
      vehiclePrice: amount(
        t('calculator.price.required'),
        t('calculator.price.integer'),
        [
          (n) => n > 0 && n >= LIMITS.vehiclePriceMin,
          t('calculator.price.min', { min: format(LIMITS.vehiclePriceMin) }),
        ],
        [(n) => n <= LIMITS.vehiclePriceMax, t('calculator.price.max', { max: format(LIMITS.vehiclePriceMax) })],
      ),
      equity: amount(t('calculator.equity.required'), t('calculator.equity.integer'), [
        (n) => n >= 0,
        t('calculator.equity.min'),
      ]),
      loanAmountWithoutFees: z.nullable(z.number()).check(
        z.refine((v) => v === null || (Number.isInteger(v) && v >= min && v <= max), {
          message: t('calculator.loanAmount.range', { min: format(min), max: format(max) }),
        }),
      ),
      requestedLoanPeriodInMonths: z
        .nullable(z.number())
        .check(z.refine((v) => v !== null && Number.isInteger(v) && v > 0, t('calculator.period.required'))),
    });
    // Equity above the price is flagged at the equity field whatever else is still invalid: a side of
    // its own, as an object-level check would be skipped after a field's aborting issue.
    const equityWithinPrice = z
      .looseObject({ vehiclePrice: z.nullable(z.number()), equity: z.nullable(z.number()) })
      .check(
        z.refine((v) => !equityAbovePrice(v.vehiclePrice, v.equity), {
          message: t('calculator.equity.abovePrice'),
          path: ['equity'],
        }),
      );
    return z.intersection(schema, equityWithinPrice);
  }

  /** The loan amount without fees for a price and equity, or null until both are known. */
  loanAmountOf(price: number | null, equity: number | null): number | null {
    return price === null || equity === null ? null : price - equity;
  }

  /** The equity hint for the current values. */
  equityHint(values: Pick<LoanFormValues, 'vehiclePrice' | 'equity'>): EquityHint | null {
    return this.slug ? equityHint(this.slug, values.vehiclePrice, values.equity) : null;
  }

  /** Monthly cost, total cost and rates for valid values; null while they are not. */
  quote(values: LoanFormValues): Quote | null {
    const state = this.product.value;
    if (state.status !== 'ready') return null;
    const fees = state.product.interestsAndFees;
    const { vehiclePrice: price, equity, requestedLoanPeriodInMonths: months } = values;
    const loanAmount = this.loanAmountOf(price, equity);
    if (price === null || equity === null || loanAmount === null || months === null) return null;
    if (!Number.isInteger(price) || !Number.isInteger(equity)) return null;
    if (loanAmount < fees.loanAmountMin || loanAmount > fees.loanAmountMax || !this.periods.value.includes(months))
      return null;
    const nominalRatePct = nominalRateFor(fees, equityPercent(price, equity));
    const cost = calculateLoan({
      loanAmount,
      months,
      nominalRatePct,
      establishFee: fees.establishFee,
      pledgeFee: fees.pledgeFee,
      termFee: fees.termFee,
    });
    return {
      ...cost,
      loanAmount,
      months,
      nominalRatePct,
      establishFee: fees.establishFee,
      pledgeFee: fees.pledgeFee,
      termFee: fees.termFee,
    };
  }

  /**
   * Sends the calculation on: a visitor who is not logged in goes through the BankID login and comes
   * back to the filled form; a logged-in one has the loan info stored (POST /cache) and goes to the
   * application with its cacheId. Returns what happened.
   */
  async submit(values: LoanFormValues): Promise<'login' | 'application' | 'failed' | 'invalid'> {
    const quote = this.quote(values);
    if (!quote || !this.slug || this.submitting.value) return 'invalid';
    this.submitting.value = true;
    this.submitError.value = null;
    try {
      const session = await getUserSession(this.#client);
      if (!session.valid) {
        this.#saveDraft(values);
        this.#goToLogin(session.kundeIdUrl);
        return 'login';
      }
      const found = this.lookup.value.status === 'found' ? this.lookupValues.value : null;
      const { cacheId } = await createCalculatorCache(this.#client, {
        loanProduct: PRODUCT_CODES[this.slug],
        loanType: this.loanType.value,
        vehicleRegistrationNumber: this.commitment.value ? null : (found?.registrationNumber ?? null),
        odometerValue: this.commitment.value ? null : (found?.odometer ?? null),
        vehiclePrice: values.vehiclePrice!,
        equity: values.equity!,
        loanAmount: quote.loanAmount,
        requestedLoanPeriodInMonths: quote.months,
        monthlyCost: quote.monthlyCost,
        totalCost: quote.totalCost,
        nominalInterest: quote.nominalRatePct,
        effectiveInterest: Math.round(quote.effectiveRatePct * 100) / 100,
      });
      this.#clearDraft();
      const path = `${this.#config.paths.application}?cacheId=${encodeURIComponent(cacheId)}`;
      navigate(
        this.#host,
        { href: hashRoute(path, '/application/form'), path, route: '/application/form' },
        this.#location,
      );
      return 'application';
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return 'failed';
      this.submitError.value = error instanceof ServiceError ? error : unexpected(error);
      return 'failed';
    } finally {
      this.submitting.value = false;
    }
  }

  /**
   * Whether Back is offered: on the bank's own calculator page (calculator app type). Embedded on a
   * CMS or dealer page there is no chooser to go back to.
   */
  get canGoBack(): boolean {
    return this.#appType === 'calculator';
  }

  /** Back: the chooser route of this app in calculator app type, otherwise the calculator route. */
  back(): void {
    const calculatorPage = this.#appType === 'calculator';
    const route = calculatorPage ? '/' : '/calculator';
    const path = this.#config.paths.calculator;
    navigate(this.#host, { href: hashRoute(path, route), path, route }, this.#location);
  }

  /** Cancels the model's calls (the element is removed). */
  dispose(): void {
    this.#client.abort();
  }

  #goToLogin(kundeIdUrl: string | null): void {
    const here = this.#location?.href ?? '/';
    const loginPath = kundeIdUrl ?? '/sandbox/login';
    const url = new URL(loginPath, new URL(this.#client.basePath, here));
    url.searchParams.set('returnTo', returnPath(here));
    const path = url.origin === new URL(here).origin ? `${url.pathname}${url.search}` : url.href;
    navigate(this.#host, { href: path, path, route: null }, this.#location);
  }

  #draftKey(): string {
    return `${DRAFT_PREFIX}${this.slug}`;
  }

  #saveDraft(values: LoanFormValues): void {
    const draft: Draft = { loanType: this.loanType.value, lookup: this.lookupValues.value, values };
    this.#storage?.setItem(this.#draftKey(), JSON.stringify(draft));
  }

  #clearDraft(): void {
    this.#storage?.removeItem(this.#draftKey());
  }

  #restoreDraft(): void {
    const raw = this.#storage?.getItem(this.#draftKey());
    if (!raw) return;
    this.#clearDraft();
    const draft = draftSchema.safeParse(safeJson(raw));
    if (!draft.success) return;
    this.loanType.value = draft.data.loanType;
    this.restored.value = { values: draft.data.values, lookup: draft.data.lookup };
    if (draft.data.lookup && draft.data.loanType === 'VEHICLE_LOAN') void this.lookupVehicle(draft.data.lookup);
  }
}

const nullableInt = z.nullable(z.number());
const draftSchema = z.object({
  loanType: z.enum(['VEHICLE_LOAN', 'LOAN_COMMITMENT']),
  lookup: z.nullable(z.object({ registrationNumber: z.string().check(z.maxLength(7)), odometer: nullableInt })),
  values: z.object({
    vehiclePrice: nullableInt,
    equity: nullableInt,
    loanAmountWithoutFees: nullableInt,
    requestedLoanPeriodInMonths: nullableInt,
  }),
});

/** The odometer as typed ("12 000") as a number, or null when empty. */
export function parseOdometer(text: string): number | null {
  const digits = text.replace(/\s/g, '');
  return /^\d+$/.test(digits) ? Number(digits) : null;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The same-site part of an address, to come back to after the login. */
function returnPath(href: string): string {
  const url = new URL(href);
  return `${url.pathname}${url.search}${url.hash}`;
}

function unexpected(error: unknown): ServiceError {
  return new ServiceError({
    kind: 'invalid-response',
    status: 0,
    name: 'INTERN_FEIL',
    message: '',
    developerMessage: error instanceof Error ? error.message : String(error),
  });
}
