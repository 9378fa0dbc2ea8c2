import { computed } from '@preact/signals-react';
import { createCalculatorCache } from '../../api/loan-calls.js';
import { asServiceError, ServiceError } from '../../api/service-error.js';
import { hashRoute } from '../../config/paths.js';
import { LIMITS } from '../../domain/fields.js';
import { quoteLoan } from '../../domain/loan/calculate.js';
import {
  ageInfo,
  defaultRepaymentPeriod,
  equityHint,
  repaymentPeriods,
  startingPrice,
  type AgeInfo,
  type EquityHint,
} from '../../domain/loan/calculator-rules.js';
import { PRODUCT_CODES } from '../../domain/products.js';
import { emit, navigate, type SalgspantNavigateDetail, type SalgspantQuoteDetail } from '../../platform/events.js';
import { goToLogin } from '../../platform/login.js';
import {
  calculatorAbovePrice,
  calculatorAmountError,
  calculatorFormSchema,
  loanAmountOf,
  type LoanAmountRange,
} from '../../schemas/loan-form.js';
import { sessionOrNone } from '../shared/landing-session.js';
import { type CalculatorModel, type LoanFormValues, type Quote } from './calculator.model.js';

/** What the loan form holds: the loan amount is not a field, it is worked out (price less equity). */
export type LoanFormInput = Omit<LoanFormValues, 'loanAmountWithoutFees'>;

/**
 * The loan form's state and actions (spec 1 §2 item 3, §4, §5): the periods offered, the rules, the
 * figures and the submission. It comes with the form's chunk, fetched when the visitor starts using
 * the calculator, and works on the calculator's model (product, loan type, vehicle, draft).
 */
export class LoanFormModel {
  readonly #calc: CalculatorModel;

  constructor(calculator: CalculatorModel) {
    this.#calc = calculator;
  }

  /** The repayment periods offered now (spec 1 §5). */
  readonly periods = computed(() => {
    const state = this.#calc.product.value;
    if (!this.#calc.slug || state.status !== 'ready') return [];
    return repaymentPeriods({
      slug: this.#calc.slug,
      commitment: this.#calc.commitment.value,
      maxAge: state.product.interestsAndFees.maxAge,
      objectAge: this.#calc.commitment.value ? null : this.#calc.objectAge.value,
    });
  });

  /** The period to select after each successful lookup (spec 1 §4) and at start. */
  readonly defaultPeriod = computed(() => defaultRepaymentPeriod(this.periods.value));

  /** The age info box, when a vehicle was found: its kind, the age and the longest period offered. */
  readonly ageInfo = computed<AgeInfo | null>(() => {
    const age = this.#calc.objectAge.value;
    const slug = this.#calc.slug;
    if (age === null || this.#calc.commitment.value || !slug) return null;
    return ageInfo({ slug, objectAge: age, offered: this.periods.value });
  });

  /** The price «Kjøpesum» starts with: the one restored after the login, else the found vehicle's quote. */
  readonly startingPrice = computed(() => {
    const state = this.#calc.lookup.value;
    const quote = state.status === 'found' && !this.#calc.commitment.value ? state.vehicle.priceQuote : null;
    return startingPrice(this.#calc.restored.value?.values.vehiclePrice ?? this.#calc.preset?.vehiclePrice, quote);
  });

  /** The loan amount range of the product (spec 1 §5). */
  #amountRange(): LoanAmountRange {
    const state = this.#calc.product.value;
    const fees = state.status === 'ready' ? state.product.interestsAndFees : undefined;
    return {
      min: fees?.loanAmountMin ?? LIMITS.applicationLoanAmountMin,
      max: fees?.loanAmountMax ?? LIMITS.applicationLoanAmountMax,
    };
  }

  /** The loan form's rules (src/schemas/loan-form.ts) with the product's loan amount range. */
  loanFormSchema() {
    return calculatorFormSchema(this.#amountRange());
  }

  /** Equity above the price (a text key), flagged at the equity per keystroke. */
  abovePriceError(values: Pick<LoanFormInput, 'vehiclePrice' | 'equity'>): string | undefined {
    return calculatorAbovePrice(values);
  }

  /** The loan amount's message (a text key) when price and equity are known and out of range. */
  amountError(values: Pick<LoanFormInput, 'vehiclePrice' | 'equity'>): string | undefined {
    return calculatorAmountError(values, this.#amountRange());
  }

  /** The loan amount without fees for a price and equity, or null until both are known. */
  loanAmountOf(price: number | null, equity: number | null): number | null {
    return loanAmountOf(price, equity);
  }

  /** The equity hint for the current values. */
  equityHint(values: Pick<LoanFormValues, 'vehiclePrice' | 'equity'>): EquityHint | null {
    return this.#calc.slug ? equityHint(this.#calc.slug, values.vehiclePrice, values.equity) : null;
  }

  /** Monthly cost, total cost and rates for valid values; null while they are not. */
  quote(values: LoanFormInput): Quote | null {
    const state = this.#calc.product.value;
    if (state.status !== 'ready') return null;
    const fees = state.product.interestsAndFees;
    const { vehiclePrice: price, equity, requestedLoanPeriodInMonths: months } = values;
    const loanAmount = this.loanAmountOf(price, equity);
    if (price === null || equity === null || loanAmount === null || months === null) return null;
    if (!Number.isInteger(price) || !Number.isInteger(equity)) return null;
    if (loanAmount < fees.loanAmountMin || loanAmount > fees.loanAmountMax || !this.periods.value.includes(months))
      return null;
    return { ...quoteLoan(fees, { price, equity, loanAmount, months }), vehiclePrice: price, equity };
  }

  #reported = '';

  /** The figures as the host page sees them (`salgspant-change`, `salgspant-submit`). */
  #detail(quote: Quote): SalgspantQuoteDetail {
    return {
      loanType: this.#calc.loanType.value,
      product: this.#calc.slug ?? '',
      vehiclePrice: quote.vehiclePrice,
      equity: quote.equity,
      loanAmount: quote.loanAmount,
      monthlyCost: quote.monthlyCost,
      effectiveRate: Math.round(quote.effectiveRatePct * 100) / 100,
      period: quote.months,
      partnerId: this.#calc.dealer.partnerId ?? null,
    };
  }

  /**
   * Sends `salgspant-change` once per new set of valid figures, and only for a period offered now: a form
   * rendered ahead (decision 0118) reports, as it shows, the quote of its hidden render, made before the
   * vehicle found since then.
   */
  reportChange(quote: Quote): void {
    if (!this.periods.peek().includes(quote.months)) return;
    const detail = this.#detail(quote);
    const key = JSON.stringify(detail);
    if (key === this.#reported) return;
    this.#reported = key;
    emit(this.#calc.host, 'salgspant-change', detail);
  }

  /**
   * Sends the calculation on: a visitor who is not logged in goes through the BankID login and comes
   * back to the filled form; a logged-in one has the loan info stored (POST /cache) and goes to the
   * application with its cacheId. On a partner's page the calculation is stored at once and the
   * customer handed over to the bank's application page, which logs them in (decision 0048). A failed
   * session call shows nothing; a failed POST /cache shows the form's message (decision 0097).
   * Returns what happened.
   */
  async submit(input: LoanFormInput): Promise<'login' | 'application' | 'failed' | 'invalid' | 'cancelled'> {
    const values: LoanFormValues = {
      ...input,
      loanAmountWithoutFees: this.loanAmountOf(input.vehiclePrice, input.equity),
    };
    const quote = this.quote(values);
    if (!quote || !this.#calc.slug || this.#calc.submitting.value) return 'invalid';
    // The host page may take the lead itself: nothing is stored and nobody navigates.
    if (!emit(this.#calc.host, 'salgspant-submit', this.#detail(quote), { cancelable: true })) return 'cancelled';
    this.#calc.submitting.value = true;
    this.#calc.submitError.value = null;
    try {
      // On a partner's page (another origin than the bank's) the login happens on the bank's site, after
      // the hand-over: the calculation is stored first (POST /cache needs no login), so no cookie of the
      // bank's is needed here, and browsers that block third-party cookies work alike.
      const handOver = this.#calc.config.bankOrigin !== undefined;
      // A failed session call is no answer (spec 1 §8: no message): the calculation is stored all the
      // same, and the application's own entry logs the customer in if need be (decision 0097).
      const session = handOver ? null : await sessionOrNone(this.#calc.client);
      if (session && !session.valid) {
        this.#calc.saveDraft(values);
        this.#goToLogin(session.kundeIdUrl);
        return 'login';
      }
      const found = this.#calc.lookup.value.status === 'found' ? this.#calc.lookupValues.value : null;
      const { cacheId } = await createCalculatorCache(this.#calc.client, {
        loanProduct: PRODUCT_CODES[this.#calc.slug],
        loanType: this.#calc.loanType.value,
        vehicleRegistrationNumber: this.#calc.commitment.value ? null : (found?.registrationNumber ?? null),
        odometerValue: this.#calc.commitment.value ? null : (found?.odometer ?? null),
        vehiclePrice: quote.vehiclePrice,
        equity: quote.equity,
        loanAmount: quote.loanAmount,
        requestedLoanPeriodInMonths: quote.months,
        monthlyCost: quote.monthlyCost,
        totalCost: quote.totalCost,
        nominalInterest: quote.nominalRatePct,
        effectiveInterest: Math.round(quote.effectiveRatePct * 100) / 100,
        ...(this.#calc.dealer.vehicleUrl ? { vehicleURL: this.#calc.dealer.vehicleUrl } : {}),
      });
      this.#calc.clearDraft();
      const partner = this.#calc.dealer.partnerId;
      const path = `${this.#calc.config.paths.application}?cacheId=${encodeURIComponent(cacheId)}${
        partner ? `&partnerId=${encodeURIComponent(partner)}` : ''
      }`;
      const detail = { href: hashRoute(path, '/application/form'), path, route: '/application/form' };
      if (handOver) this.#handOver(detail);
      else navigate(this.#calc.host, detail, this.#calc.location);
      return 'application';
    } catch (error) {
      if (error instanceof ServiceError && error.aborted) return 'failed';
      const failure = asServiceError(error);
      this.#calc.submitError.value = failure;
      emit(this.#calc.host, 'salgspant-error', {
        code: failure.name,
        rcid: failure.correlationId ?? null,
        shown: true,
      });
      return 'failed';
    } finally {
      this.#calc.submitting.value = false;
    }
  }

  /**
   * Takes the customer to the bank's site: the top window (out of a frame too), or a new tab when the
   * dealer asks for one (`target="_blank"`), through the cancelable `salgspant-navigate`.
   */
  #handOver(detail: SalgspantNavigateDetail): void {
    const target = this.#calc.target;
    navigate(
      this.#calc.host,
      { ...detail, target },
      { assign: (href) => void globalThis.open(href, target, target === '_blank' ? 'noopener' : '') },
    );
  }

  #goToLogin(kundeIdUrl: string | null): void {
    goToLogin(this.#calc.host, {
      kundeIdUrl,
      serviceBase: this.#calc.client.basePath,
      location: this.#calc.location,
    });
  }
}
