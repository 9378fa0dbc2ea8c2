import { computed, signal } from '@preact/signals-react';
import { getFeature, getLandingPage, lookupVehicle } from '../../api/loan-calls.js';
import type { LoanTransport } from '../../api/loan-client.js';
import { asServiceError, ServiceError, serviceErrorFromBody } from '../../api/service-error.js';
import type { ElementConfig } from '../../config/config.js';
import { hashRoute } from '../../config/paths.js';
import { normaliseRegistrationNumber, registrationNumberPattern } from '../../domain/fields.js';
import {
  slugOfProductCode,
  upgradeAsksOdometer,
  upgradeBlock,
  type UpgradeBlock,
} from '../../domain/loan/upgrade-rules.js';
import type { ProductSlug } from '../../domain/products.js';
import { navigate, type Navigator, type SalgspantNavigateDetail } from '../../platform/events.js';
import type { OngoingApplication, VehicleDetails } from '../../schemas/loan.js';
import { plateSearchSchema, searchPlateRule } from '../../schemas/vehicle-search.js';
import { checkSession, entryFailure } from '../shared/landing-session.js';
import { entryId, LoanSession } from '../shared/session.js';

/** Where the upgrade stands (spec 1 §2 "Loan upgrade"). */
export type UpgradeState =
  | { status: 'loading' }
  /** Not logged in: the element has asked to go to the BankID login (`href`). */
  | { status: 'login'; href: string }
  /** The `salgspant-activate-loan-from-lc` toggle is off (or could not be read). */
  | { status: 'unavailable' }
  /** No `app-id` was given. */
  | { status: 'missing-id' }
  /** The customer has no application with that id (the no-applications text). */
  | { status: 'no-applications' }
  /** The application is not an approved loan commitment of a known product. */
  | { status: 'not-upgradable' }
  /** The landing list could not be fetched: the service error with a retry. */
  | { status: 'failed'; error: ServiceError }
  | { status: 'ready'; application: OngoingApplication; slug: ProductSlug }
  /** Upgraded: the success view with the case id. */
  | { status: 'done'; caseId: string };

/** The vehicle of the upgrade (spec 1 §4 "Vehicle lookup"). */
export type VehicleState =
  | { status: 'none' }
  | { status: 'looking'; registrationNumber: string }
  /** Found: `block` says why it only gets the lookup (too old, emission), or null for the full form. */
  | { status: 'found'; registrationNumber: string; vehicle: VehicleDetails; objectAge: number; block: UpgradeBlock }
  /** EUROTAX_PLATE_NOT_FOUND: the full form with a warning, the customer types the vehicle's data. */
  | { status: 'manual'; registrationNumber: string }
  | { status: 'failed'; registrationNumber: string; error: ServiceError };

/** The full form's values; amounts are numbers, typed text stays text. */
export interface UpgradeFormValues {
  vehiclePrice: number | null;
  equity: number | null;
  loanPeriodInMonths: number | null;
  odometer: string;
  manufacturer: string;
  model: string;
  modelYear: string;
}

/** How the upgrade runs. */
export interface UpgradeModelOptions {
  appId: string | undefined;
  client: LoanTransport;
  config: ElementConfig;
  host: EventTarget;
  now?: () => Date;
  location?: (Navigator & Pick<Location, 'href'>) | undefined;
}

/** The toggle of the upgrade (spec 1 §2, §7). */
export const UPGRADE_FEATURE = 'salgspant-activate-loan-from-lc';

/** A case id as the element accepts it from its attribute. */
const CASE_ID = /^[A-Za-z0-9-]{1,64}$/;

/**
 * The upgrade's state and actions: login, the toggle gate, the application from the landing list,
 * the vehicle lookup, and (with the form's chunk, `upgrade-form.model.ts`) the upgrade itself.
 */
export class UpgradeModel {
  readonly appId: string | null;
  readonly state = signal<UpgradeState>({ status: 'loading' });
  readonly vehicle = signal<VehicleState>({ status: 'none' });
  /** The plate typed in the search form, kept when the form is left and come back to. */
  readonly typedPlate = signal('');
  /** What the customer typed in the full form, kept across a failed upgrade. */
  readonly values = signal<UpgradeFormValues | null>(null);
  readonly submitting = signal(false);
  /**
   * @internal An upgrade was sent but its answer never came (a timeout, a dropped connection, a garbled
   * answer): it may have gone through, so the list is read before it is sent again (decision 0034).
   */
  unanswered = false;
  /** A failed upgrade: the upgrade-failure screen (`screen`) or a message on the form (`message`). */
  readonly failure = signal<{ error: ServiceError; presentation: 'screen' | 'message' } | null>(null);

  /** Whether the full form shows: a vehicle that may continue, or one to type in by hand. */
  readonly showForm = computed(() => {
    const vehicle = this.vehicle.value;
    return (vehicle.status === 'found' && vehicle.block === null) || vehicle.status === 'manual';
  });

  /** @internal */
  readonly client: LoanTransport;
  /** @internal */
  readonly config: ElementConfig;
  /** @internal */
  readonly host: EventTarget;
  /** @internal */
  readonly now: () => Date;
  readonly #location: UpgradeModelOptions['location'];
  readonly #session: LoanSession;
  #run = 0;

  constructor(options: UpgradeModelOptions) {
    const id = entryId(options.appId);
    this.appId = id !== null && CASE_ID.test(id) ? id : null;
    this.client = options.client;
    this.config = options.config;
    this.host = options.host;
    this.now = options.now ?? (() => new Date());
    this.#location = options.location ?? (typeof location === 'undefined' ? undefined : location);
    this.#session = new LoanSession({
      client: this.client,
      host: this.host,
      location: this.#location,
      onLogin: (href) => (this.state.value = { status: 'login', href }),
    });
  }

  /** The application and its product, once found. */
  get ready(): Extract<UpgradeState, { status: 'ready' }> | null {
    const state = this.state.value;
    return state.status === 'ready' ? state : null;
  }

  /**
   * Loads the upgrade: the login check, the toggle, and the application in the landing list. A
   * commitment whose vehicle data was already fetched looks its vehicle up at once (the full form).
   */
  async load(): Promise<void> {
    const run = ++this.#run;
    this.state.value = { status: 'loading' };
    if (!this.appId) {
      this.state.value = { status: 'missing-id' };
      return;
    }
    try {
      if (!(await checkSession(this.client, this.#session, () => run === this.#run))) return;
      // A toggle that cannot be read counts as off (spec 1 §8: no user message).
      const enabled = await getFeature(this.client, UPGRADE_FEATURE).catch((error: unknown) => {
        if (error instanceof ServiceError && (error.aborted || error.name === 'ANNONYM_BRUKER')) throw error;
        return false;
      });
      if (run !== this.#run) return;
      if (!enabled) {
        this.state.value = { status: 'unavailable' };
        return;
      }
      const applications = await getLandingPage(this.client);
      if (run !== this.#run) return;
      const application = applications.find((a) => a.applicationId === this.appId);
      if (!application) {
        this.state.value = { status: 'no-applications' };
        return;
      }
      const slug = slugOfProductCode(application.loanProduct);
      if (!slug || application.loanType !== 'LOAN_COMMITMENT' || application.applicationStatus !== 'APPROVED') {
        this.state.value = { status: 'not-upgradable' };
        return;
      }
      this.state.value = { status: 'ready', application, slug };
      const plate = application.vehicleRegistrationNumber;
      if (application.vehicleEuroTaxDataFetched && plate) {
        this.typedPlate.value = plate;
        await this.lookup(plate);
      }
    } catch (error) {
      const failure = run === this.#run ? entryFailure(this.#session, error) : null;
      if (failure) this.state.value = { status: 'failed', error: failure };
    }
  }

  /** The registration number as the field keeps it: alphanumerics, upper case, the product's length. */
  normalisePlate(input: string): string {
    const slug = this.ready?.slug;
    return slug ? normaliseRegistrationNumber(input, slug) : input;
  }

  /** Keeps a typed plate (normalised) for the search form, and answers it. */
  typePlate(input: string): string {
    const plate = this.normalisePlate(input);
    this.typedPlate.value = plate;
    return plate;
  }

  /** An example plate of the product's pattern, and the pattern message's key. */
  get plateRule() {
    return searchPlateRule(this.ready?.slug);
  }

  /** The search form's rule (src/schemas; spec 1 §5 "Registration number pattern per product"). */
  searchSchema() {
    return plateSearchSchema(this.ready?.slug);
  }

  /** Whether the full form asks for the odometer (not for camping cars and caravans). */
  get asksOdometer(): boolean {
    const slug = this.ready?.slug;
    return slug ? upgradeAsksOdometer(slug) : true;
  }

  /**
   * Looks the vehicle up (POST /vehicle/details). A found vehicle goes on to the form unless it is too
   * old or, for the electric-car product, not zero-emission; a plate the price register does not know
   * (EUROTAX_PLATE_NOT_FOUND) gives the form with a warning and the vehicle's fields to fill in.
   */
  async lookup(input: string): Promise<void> {
    const ready = this.ready;
    if (!ready) return;
    const registrationNumber = this.normalisePlate(input);
    if (!registrationNumberPattern(ready.slug).test(registrationNumber)) return;
    if (this.vehicle.value.status === 'looking') return;
    this.vehicle.value = { status: 'looking', registrationNumber };
    this.failure.value = null;
    try {
      const result = await lookupVehicle(this.client, {
        vehicleRegistrationNumber: registrationNumber,
        odometerValue: null,
      });
      if (!result.failure && result.responseOrNull) {
        const vehicle = result.responseOrNull.vehicleDetails;
        const { objectAge, block } = upgradeBlock({
          slug: ready.slug,
          maxAge: ready.application.interestsAndFees?.maxAge ?? null,
          vehicle,
          currentYear: this.now().getFullYear(),
        });
        this.vehicle.value = { status: 'found', registrationNumber, vehicle, objectAge, block };
        return;
      }
      this.#lookupFailed(
        registrationNumber,
        serviceErrorFromBody(result.errorOrNull, { status: 200, request: 'POST vehicle/details' }),
      );
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      this.#lookupFailed(registrationNumber, asServiceError(error));
    }
  }

  #lookupFailed(registrationNumber: string, error: ServiceError): void {
    this.vehicle.value =
      error.name === 'EUROTAX_PLATE_NOT_FOUND'
        ? { status: 'manual', registrationNumber }
        : { status: 'failed', registrationNumber, error };
  }

  /**
   * @internal Whether the commitment is no longer an approved loan commitment in the customer's list
   * (GET /landingpage): an upgrade whose answer never came went through. A list that cannot be read says no.
   */
  async wentThrough(): Promise<boolean> {
    const id = this.ready?.application.applicationId;
    try {
      const now = (await getLandingPage(this.client)).find((a) => a.applicationId === id);
      return now !== undefined && !(now.loanType === 'LOAN_COMMITMENT' && now.applicationStatus === 'APPROVED');
    } catch {
      return false;
    }
  }

  /** Back to the search form for another vehicle (what was typed in the form is kept). */
  changeVehicle(): void {
    this.vehicle.value = { status: 'none' };
    this.failure.value = null;
  }

  /** From the upgrade-failure screen back to the form, with everything typed. */
  backToForm(): void {
    this.failure.value = null;
  }

  /** The overview page. */
  get overviewLink(): SalgspantNavigateDetail {
    const path = this.config.paths.landingPage;
    return { href: path, path, route: null };
  }

  /** Follows a link (cancelable `salgspant-navigate`). */
  follow(detail: SalgspantNavigateDetail): void {
    navigate(this.host, detail, this.#location);
  }

  /** @internal The upgrade went through: the success view, and the success route (spec 1 §4). */
  succeeded(caseId: string): void {
    this.state.value = { status: 'done', caseId };
    const landing = this.config.paths.landingPage;
    const route = `/upgrade-success/${encodeURIComponent(caseId)}`;
    this.follow({ href: hashRoute(landing, route), path: landing, route });
  }

  /** Cancels the model's calls (the element is removed). */
  dispose(): void {
    this.#run += 1;
    this.client.abort();
  }
}
