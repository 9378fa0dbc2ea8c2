import { computed, signal } from '@preact/signals-react';
import { getProduct, lookupVehicle } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { asServiceError, ServiceError, serviceErrorFromBody } from '../../api/service-error.js';
import type { ElementConfig } from '../../config/config.js';
import type { DealerConfig } from '../../config/page-config.js';
import { hashRoute } from '../../config/paths.js';
import { isLookupLength, lookupRegistrationLength, normaliseRegistrationNumber } from '../../domain/fields.js';
import type { LoanCost, LoanInput } from '../../domain/loan/calculate.js';
import { vehicleEligibility, type VehicleEligibility } from '../../domain/loan/vehicle-eligibility.js';
import { isProductSlug, type ProductSlug } from '../../domain/products.js';
import { navigate, type Navigator } from '../../platform/events.js';
import type { LoanType, ProductInfo, VehicleDetails } from '../../schemas/loan.js';
import { vehicleLookupSchema } from '../../schemas/vehicle-search.js';
import { defaultStorage } from '../../platform/storage.js';
import { readDraft, type Draft } from './calculator.draft.js';
import type { IntegrationCode } from '../../platform/integration-errors.js';

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
export interface Quote extends LoanCost, LoanInput {
  /** The vehicle price and equity the quote was worked out from. */
  vehiclePrice: number;
  equity: number;
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
  /** Where the hand-over to the bank's site opens on a partner's page: `_top` (default), `_blank` or `_self`. */
  target?: string | undefined;
  /** The dealer's car (attributes over page JSON): the form's start, the lookup on load, the loan types. */
  dealer?: DealerConfig | undefined;
  now?: () => Date;
  storage?: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  location?: Navigator & Pick<Location, 'href'>;
}

const DRAFT_PREFIX = 'v1:calculator:';

/** The words of `loan-types` and the loan types they offer. */
const LOAN_TYPES: ReadonlyArray<readonly [string, LoanType]> = [
  ['loan', 'VEHICLE_LOAN'],
  ['commitment', 'LOAN_COMMITMENT'],
];

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

  /** @internal The service, configuration, host and browser the loan form's model (loan-form.model.ts) shares. */
  readonly client: LoanTransport;
  /** @internal */
  readonly config: ElementConfig;
  /** @internal */
  readonly host: EventTarget;
  /** The dealer's car (decision 0049). */
  readonly dealer: DealerConfig;
  /** The loan types offered (the dealer's `loan-types`; both by default). */
  readonly loanTypes: readonly LoanType[];
  /** The dealer's figures the loan form starts with (when there is no draft), or null. */
  readonly preset: LoanFormValues | null;
  /** The dealer's car to look up when the calculator loads, or null. */
  readonly presetLookup: LookupValues | null;
  /** @internal Where the hand-over opens (see {@link CalculatorModelOptions.target}). */
  readonly target: '_top' | '_blank' | '_self';
  /** @internal */
  readonly location: NonNullable<CalculatorModelOptions['location']> | undefined;
  readonly #appType: string | undefined;
  readonly #now: () => Date;
  readonly #storage: CalculatorModelOptions['storage'];

  constructor(options: CalculatorModelOptions) {
    this.slug = isProductSlug(options.slug) ? options.slug : null;
    this.client = options.client;
    this.config = options.config;
    this.host = options.host;
    this.#appType = options.appType;
    const dealer = (this.dealer = options.dealer ?? {});
    const offered = (dealer.loanTypes ?? '').split(/[\s,]+/);
    const types = LOAN_TYPES.filter(([word]) => offered.includes(word)).map(([, type]) => type);
    this.loanTypes = types.length > 0 ? types : LOAN_TYPES.map(([, type]) => type);
    this.loanType.value = this.loanTypes[0] ?? 'VEHICLE_LOAN';
    const { price = null, equity = null, period = null } = dealer;
    this.preset =
      price === null && equity === null && period === null
        ? null
        : {
            vehiclePrice: price,
            equity,
            loanAmountWithoutFees: price === null || equity === null ? null : price - equity,
            requestedLoanPeriodInMonths: period,
          };
    this.presetLookup =
      dealer.registrationNumber && this.slug
        ? {
            registrationNumber: normaliseRegistrationNumber(dealer.registrationNumber, this.slug),
            odometer: dealer.odometer ?? null,
          }
        : null;
    this.target = options.target === '_blank' || options.target === '_self' ? options.target : '_top';
    this.#now = options.now ?? (() => new Date());
    this.#storage = options.storage ?? defaultStorage();
    this.location = options.location ?? (typeof location === 'undefined' ? undefined : location);
    if (!this.slug) this.product.value = { status: 'invalid-product' };
  }

  /**
   * Starts GET /calculator/{slug} and nothing else, for a view that is still rendering: the product is
   * what the first control waits for, so its call need not wait for the commit. A render React throws
   * away (it may, when a part suspends or a more urgent update comes) leaves no other trace; the view
   * it commits calls {@link load}, which takes this call over.
   */
  prefetch(): void {
    if (!this.slug || !this.config.bankRegNr || this.#prefetched) return;
    this.#prefetched = getProduct(this.client, this.slug);
    // The model of a render React threw away never loads: its failure is nobody's, not an unhandled one.
    this.#prefetched.catch(() => undefined);
  }

  #prefetched: Promise<ProductInfo> | null = null;

  /**
   * Loads the product (GET /calculator/{slug}, or the call {@link prefetch} started) and restores a form
   * kept across the login, removing it from storage. Call it only from a committed view: a model of a
   * render React threw away must not take the draft (decision 0089). While a load is in flight, calling
   * it again returns that load (no second call, no second render).
   */
  load(): Promise<void> {
    if (this.#loading) return this.#loading;
    const loading = this.#load().finally(() => {
      if (this.#loading === loading) this.#loading = null;
    });
    this.#loading = loading;
    return loading;
  }

  #loading: Promise<void> | null = null;

  async #load(): Promise<void> {
    if (!this.slug) return;
    if (this.product.value.status !== 'loading') this.product.value = { status: 'loading' };
    if (!this.config.bankRegNr) {
      await this.#integrationError({ status: 0, kind: 'invalid-request' }, 'INTEGRATION_BANK_REG_NR_MISSING');
      return;
    }
    try {
      const call = this.#prefetched ?? getProduct(this.client, this.slug);
      this.#prefetched = null;
      // Session storage is read while the call is on its way (its first use is a synchronous round trip
      // to the browser), not between the answer and the first control.
      const draft = this.#storage?.getItem(this.#draftKey()) ?? null;
      const product = await call;
      this.product.value = { status: 'ready', product };
      if (draft) this.#restoreDraft(draft);
      else if (this.presetLookup && !this.commitment.value) void this.lookupVehicle(this.presetLookup);
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      const failure = asServiceError(error);
      if (failure.name === 'UNKNOWN_PRODUCT') this.product.value = { status: 'invalid-product' };
      else if (!((failure.status === 404 || failure.kind === 'network') && (await this.#integrationError(failure))))
        this.product.value = { status: 'failed', error: failure };
    }
  }

  /**
   * An integration mistake of the host page (a wrong service-url, an origin the bank refuses, no
   * bank-reg-nr): one console error for the developer, and a screen for the customer that does not
   * blame their connection. The diagnosis is loaded only then (decision 0048).
   */
  async #integrationError(failure: Pick<ServiceError, 'status' | 'kind'>, known?: IntegrationCode): Promise<boolean> {
    const { diagnoseIntegration, reportIntegrationError } = await import('../../platform/integration-errors.js');
    const found = known
      ? { code: known, subject: 'bank-reg-nr' }
      : this.location &&
        diagnoseIntegration(
          failure,
          this.client.basePath,
          `calculator/${this.slug ?? ''}`,
          new URL(this.location.href),
        );
    if (!found) return false;
    // A missing bank-reg-nr is told to the developer by the element itself (one console error for every
    // element that calls the loan service); here it only decides the screen.
    if (!known)
      reportIntegrationError(
        (this.host as Partial<Element>).localName ?? 'salgspant-calculator',
        found.code,
        found.subject,
      );
    this.product.value = {
      status: 'failed',
      error: new ServiceError({ kind: 'invalid-request', status: failure.status, name: found.code, message: '' }),
    };
    return true;
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

  /** The lookup form's rules (src/schemas); the odometer is typed text, checked as a whole number. */
  lookupSchema() {
    return vehicleLookupSchema(this.slug ?? 'car');
  }

  /**
   * Looks the vehicle up (POST /vehicle/details), only at a length the product's plates can have. On success the
   * age and eligibility are set and the repayment period resets; on failure the defaults come back.
   */
  async lookupVehicle(values: LookupValues): Promise<void> {
    const plate = this.normaliseRegistrationNumber(values.registrationNumber);
    if (!this.slug || !isLookupLength(plate, this.slug)) return;
    const odometer = this.asksOdometer ? values.odometer : null;
    this.lookupValues.value = { registrationNumber: plate, odometer };
    this.lookup.value = { status: 'looking' };
    try {
      const result = await lookupVehicle(this.client, { vehicleRegistrationNumber: plate, odometerValue: odometer });
      if (!result.failure && result.responseOrNull) {
        const vehicle = result.responseOrNull.vehicleDetails;
        // The lookup shows before the product has answered: its eligibility needs the product's age limit.
        if (this.#loading) await this.#loading;
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
      this.#lookupFailed(asServiceError(error));
    }
  }

  #lookupFailed(error: ServiceError): void {
    if (error.name === 'EUROTAX_PLATE_NOT_FOUND') this.lookup.value = { status: 'no-match' };
    else if (error.name === 'REGISTRATION_NR_INVALID') this.lookup.value = { status: 'plate-warning' };
    else this.lookup.value = { status: 'failed', error };
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
    const path = this.config.paths.calculator;
    navigate(this.host, { href: hashRoute(path, route), path, route }, this.location);
  }

  /** Cancels the model's calls (the element is removed). */
  dispose(): void {
    this.client.abort();
    // The aborted load settles later; a load() after this starts a new call rather than joining it.
    this.#loading = null;
    this.#prefetched = null;
  }

  #draftKey(): string {
    return `${DRAFT_PREFIX}${this.slug}`;
  }

  /** @internal Keeps the form across the login (session storage). */
  saveDraft(values: LoanFormValues): void {
    const draft: Draft = { loanType: this.loanType.value, lookup: this.lookupValues.value, values };
    this.#storage?.setItem(this.#draftKey(), JSON.stringify(draft));
  }

  /** @internal */
  clearDraft(): void {
    this.#storage?.removeItem(this.#draftKey());
  }

  /** Restores the draft read from session storage (`raw`) once the product has loaded, and removes it. */
  #restoreDraft(raw: string): void {
    this.clearDraft();
    const draft = readDraft(raw);
    if (!draft) return;
    if (!this.loanTypes.includes(draft.loanType)) return;
    this.loanType.value = draft.loanType;
    this.restored.value = { values: draft.values, lookup: draft.lookup };
    if (draft.lookup && draft.loanType === 'VEHICLE_LOAN') void this.lookupVehicle(draft.lookup);
  }
}
