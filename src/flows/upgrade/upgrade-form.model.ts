import { computed } from '@preact/signals-react';
import { upgradeLoanCommitment } from '../../api/loan-calls.js';
import { asServiceError, outcomeUnknown, ServiceError, serviceErrorFromBody } from '../../api/service-error.js';
import { LIMITS, parseOdometer } from '../../domain/fields.js';
import { quoteLoan, type LoanCost } from '../../domain/loan/calculate.js';
import { defaultRepaymentPeriod } from '../../domain/loan/calculator-rules.js';
import { upgradeLimits, upgradePeriods, type UpgradeLimits } from '../../domain/loan/upgrade-rules.js';
import type { LoanUpgrade } from '../../schemas/loan.js';
import { modelYearOf, upgradeFormSchema } from '../../schemas/loan-form.js';
import { ERROR_CODE_SCREENS } from '../../ui/error-catalogue.js';
import { isLoanErrorCode } from '../../domain/error-codes.js';
import type { UpgradeFormValues, UpgradeModel, VehicleState } from './upgrade.model.js';

/** What the form shows for valid figures. */
export interface UpgradeQuote extends LoanCost {
  loanAmount: number;
  nominalRatePct: number;
}

/**
 * The upgrade form's rules, periods, figures and submission (spec 1 §5 "Upgrade full form"). It comes
 * with the form's chunk and works on the upgrade's model (application, vehicle, values, flags).
 */
export class UpgradeFormModel {
  readonly #upgrade: UpgradeModel;

  constructor(upgrade: UpgradeModel) {
    this.#upgrade = upgrade;
  }

  /** Whether the customer types the vehicle's manufacturer, model and year (the plate was not found). */
  readonly manual = computed(() => this.#upgrade.vehicle.value.status === 'manual');

  /** The loan amount range: the product's, the maximum capped at the commitment (not car without insurance). */
  readonly limits = computed<UpgradeLimits>(() => {
    const ready = this.#upgrade.ready;
    if (!ready) return { min: LIMITS.upgradeLoanAmountMin, max: LIMITS.upgradeLoanAmountMax };
    return upgradeLimits({
      slug: ready.slug,
      committedAmount: ready.application.loanAmount,
      fees: ready.application.interestsAndFees,
    });
  });

  get currentYear(): number {
    return this.#upgrade.now().getFullYear();
  }

  /**
   * The vehicle's age: the found vehicle's, or the one the typed year gives (null while it is not valid).
   * `vehicle` is the model's unless given (the start values of a vehicle found).
   */
  objectAge(values: Pick<UpgradeFormValues, 'modelYear'>, vehicle = this.#upgrade.vehicle.value): number | null {
    if (vehicle.status === 'found') return vehicle.objectAge;
    const year = modelYearOf(values.modelYear, this.currentYear);
    return year === null ? null : Math.max(0, this.currentYear - year);
  }

  /** The periods offered for the vehicle (spec 1 §9: up to 4 years old 10 years, else 14 − age). */
  periods(values: Pick<UpgradeFormValues, 'modelYear'>, vehicle = this.#upgrade.vehicle.value): number[] {
    const ready = this.#upgrade.ready;
    if (!ready) return [];
    return upgradePeriods(ready.slug, this.objectAge(values, vehicle) ?? 0);
  }

  /** The period selected at start and whenever the one chosen is no longer offered. */
  defaultPeriod(values: Pick<UpgradeFormValues, 'modelYear'>, vehicle = this.#upgrade.vehicle.value): number | null {
    return defaultRepaymentPeriod(this.periods(values, vehicle));
  }

  /**
   * The values the form starts with: what the customer typed before, else the price quote and the
   * period of `vehicle` (the model's unless given; the form passes it to read them again per vehicle).
   */
  startValues(vehicle: VehicleState = this.#upgrade.vehicle.value): UpgradeFormValues {
    const kept = this.#upgrade.values.value;
    if (kept) return kept;
    const start: UpgradeFormValues = {
      vehiclePrice: vehicle.status === 'found' ? vehicle.vehicle.priceQuote : null,
      equity: null,
      loanPeriodInMonths: null,
      odometer: '',
      manufacturer: '',
      model: '',
      modelYear: '',
    };
    return { ...start, loanPeriodInMonths: this.defaultPeriod(start, vehicle) };
  }

  /**
   * The form's rules (src/schemas/loan-form.ts) for the vehicle and the loan amount range now: built again
   * when the range or the manual entry changes, not on every render of the form. They read the year at
   * each check, from the upgrade's clock.
   */
  readonly schema = computed(() =>
    upgradeFormSchema({
      range: this.limits.value,
      manual: this.manual.value,
      asksOdometer: this.#upgrade.asksOdometer,
      slug: this.#upgrade.ready?.slug,
      currentYear: () => this.currentYear,
    }),
  );

  /** The loan amount (price − equity), or null until both are known. */
  loanAmountOf(values: Pick<UpgradeFormValues, 'vehiclePrice' | 'equity'>): number | null {
    const { vehiclePrice, equity } = values;
    return vehiclePrice === null || equity === null ? null : vehiclePrice - equity;
  }

  /** Monthly cost and rates for valid figures with the product's fees; null otherwise. */
  quote(values: UpgradeFormValues): UpgradeQuote | null {
    const fees = this.#upgrade.ready?.application.interestsAndFees;
    const loanAmount = this.loanAmountOf(values);
    const months = values.loanPeriodInMonths;
    const { min, max } = this.limits.value;
    if (!fees || loanAmount === null || months === null || values.vehiclePrice === null || values.equity === null)
      return null;
    if (!Number.isInteger(loanAmount) || loanAmount < min || loanAmount > max || values.equity < 0) return null;
    return quoteLoan(fees, { price: values.vehiclePrice, equity: values.equity, loanAmount, months });
  }

  /** Keeps what was typed (a failed upgrade, another vehicle, the failure screen, come back to). */
  keep(values: UpgradeFormValues): void {
    this.#upgrade.values.value = values;
  }

  /**
   * Sends the upgrade (POST /application/loan-commitment-to-loan-upgrade), once at a time. Success:
   * the success view and route. Failure: the flags reset, the values stay; a loan amount or vehicle
   * age the service refuses is a message on the form, anything else the upgrade-failure screen.
   */
  async submit(values: UpgradeFormValues): Promise<'done' | 'failed' | 'busy'> {
    const upgrade = this.#upgrade;
    const ready = upgrade.ready;
    const vehicle = upgrade.vehicle.value;
    if (!ready || upgrade.submitting.value || (vehicle.status !== 'found' && vehicle.status !== 'manual'))
      return 'busy';
    this.keep(values);
    upgrade.submitting.value = true;
    upgrade.failure.value = null;
    const found = vehicle.status === 'found' ? vehicle.vehicle : null;
    const payload: LoanUpgrade = {
      preViewCaseId: ready.application.applicationId,
      imported: found?.importedUsed ?? false,
      manufacturer: found?.manufacturer ?? values.manufacturer.trim(),
      model: found?.model ?? values.model.trim(),
      loanProduct: ready.application.loanProduct,
      odometerValue: upgrade.asksOdometer ? parseOdometer(values.odometer) : null,
      modelYear: found?.manufactureYear ?? Number(values.modelYear.trim()),
      loanPeriodInMonths: values.loanPeriodInMonths ?? 0,
      regNr: vehicle.registrationNumber,
      equity: values.equity ?? 0,
      vehiclePrice: values.vehiclePrice ?? 0,
    };
    const done = () => {
      upgrade.unanswered = false;
      upgrade.values.value = null;
      upgrade.succeeded(ready.application.applicationId);
      return 'done' as const;
    };
    try {
      // An earlier upgrade whose answer never came may have gone through: never send it twice.
      if (upgrade.unanswered && (await upgrade.wentThrough())) return done();
      const result = await upgradeLoanCommitment(upgrade.client, payload);
      if (!result.failure) return done();
      this.#failed(
        serviceErrorFromBody(result.errorOrNull, {
          status: 200,
          request: 'POST application/loan-commitment-to-loan-upgrade',
        }),
      );
      return 'failed';
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return 'failed';
      const failure = asServiceError(error);
      // No answer, or one that cannot be read: the upgrade may have gone through.
      if (outcomeUnknown(failure)) {
        upgrade.unanswered = true;
        if (await upgrade.wentThrough()) return done();
      }
      this.#failed(failure);
      return 'failed';
    } finally {
      upgrade.submitting.value = false;
    }
  }

  #failed(error: ServiceError): void {
    const name = error.name;
    const presentation =
      isLoanErrorCode(name) && ERROR_CODE_SCREENS[name].presentation === 'message' ? 'message' : 'screen';
    this.#upgrade.failure.value = { error, presentation };
  }
}
