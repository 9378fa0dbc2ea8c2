import { signal } from '@preact/signals-react';
import type { KycServiceClient } from '../../api/kyc-client.js';
import { asServiceError, ServiceError } from '../../api/service-error.js';
import type {
  CaseSummaryResponse,
  Country,
  PepRelationType,
  ProcessSummaryResponse,
  TaxRelationCountriesResponse,
} from '../../schemas/kyc.js';

/** A list fetched from the service (spec 2 §4 "PEP/RCA role lists: initial, loading, loaded, failed"). */
export type Resource<T> =
  | { status: 'initial' }
  | { status: 'loading' }
  | { status: 'loaded'; value: T }
  | { status: 'failed'; error: ServiceError };

/**
 * The declaration's reference data and summaries (spec 2 §4): each list is fetched once, when a section
 * first needs it, and can be asked for again after a failure; the summaries are fetched on each visit.
 */
export class KycLists {
  readonly countries = signal<Resource<Country[]>>({ status: 'initial' });
  readonly pepRoleTypes = signal<Resource<PepRelationType[]>>({ status: 'initial' });
  readonly rcaRoleTypes = signal<Resource<PepRelationType[]>>({ status: 'initial' });
  readonly pepRoleCountries = signal<Resource<Country[]>>({ status: 'initial' });
  readonly taxCountries = signal<Resource<TaxRelationCountriesResponse>>({ status: 'initial' });
  readonly processSummary = signal<Resource<ProcessSummaryResponse>>({ status: 'initial' });
  readonly caseSummary = signal<Resource<CaseSummaryResponse>>({ status: 'initial' });

  /**
   * @param client the KYC service
   * @param onFailure told of every failed call (the model notices an expired session from it)
   */
  constructor(client: KycServiceClient, onFailure: (error: unknown) => void) {
    this.#client = client;
    this.#onFailure = onFailure;
  }

  readonly #client: KycServiceClient;
  readonly #onFailure: (error: unknown) => void;

  async #fetch<T>(target: { value: Resource<T> }, call: () => Promise<T>, again = false): Promise<void> {
    const current = target.value.status;
    if (current === 'loading' || (current === 'loaded' && !again)) return;
    target.value = { status: 'loading' };
    try {
      target.value = { status: 'loaded', value: await call() };
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return;
      this.#onFailure(error);
      target.value = { status: 'failed', error: asServiceError(error) };
    }
  }

  /** The PEP/RCA lists: role types, RCA relation types and role countries. */
  loadPepLists(): Promise<void> {
    return Promise.all([
      this.#fetch(this.pepRoleTypes, () => this.#client.getPepRoleTypes()),
      this.#fetch(this.rcaRoleTypes, () => this.#client.getRcaRoleTypes()),
      this.#fetch(this.pepRoleCountries, () => this.#client.getPepRoleCountries()),
    ]).then(() => undefined);
  }

  /** The country lists of the tax section (FATCA, CRS). */
  loadTaxCountries(): Promise<void> {
    return this.#fetch(this.taxCountries, () => this.#client.getTaxRelationCountries());
  }

  /** The service's country list. */
  loadCountries(): Promise<void> {
    return this.#fetch(this.countries, () => this.#client.getCountries());
  }

  /** The process summary (fetched again on each visit of the section). */
  loadProcessSummary(): Promise<void> {
    return this.#fetch(this.processSummary, () => this.#client.getProcessSummary(), true);
  }

  /** The case summary of a case (fetched again on each visit of the section). */
  loadCaseSummary(caseId: string): Promise<void> {
    return this.#fetch(this.caseSummary, () => this.#client.getCaseSummary(caseId), true);
  }
}
