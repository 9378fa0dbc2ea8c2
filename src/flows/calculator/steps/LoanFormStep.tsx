import type { Signal } from '@preact/signals-react';
import { useSignal, useSignals } from '@preact/signals-react/runtime';
import { memo, useEffect, useEffectEvent, useMemo } from 'react';
import { formatKroner, formatRate } from '../../../domain/money.js';
import { useElement } from '../../../platform/element.js';
import { Button, InfoBox, Modal, type ModalProps } from '../../../ui/index.js';
import { AfterPaint } from '../../../ui/after-paint.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { CurrencyField } from '../../../ui/form/currency-field.js';
import { fieldRule } from '../../../ui/form/rules.js';
import { SelectField } from '../../../ui/form/select-field.js';
import { FormErrorSummary } from '../../../ui/form/summary.js';
import { formTiming } from '../../../ui/form/timing.js';
import type { CalculatorModel, LoanFormValues } from '../calculator.model.js';
import type { TextKey } from '../../../texts/nb.js';
import type { Translate } from '../../../texts/texts.js';
import { LoanFormModel, type LoanFormInput } from '../loan-form.model.js';

/** Where each field's error is shown, for the error summary's links (the loan amount's at the equity). */
const FIELD_IDS: Record<keyof LoanFormValues, string> = {
  vehiclePrice: 'vehicle-price',
  equity: 'equity',
  loanAmountWithoutFees: 'equity',
  requestedLoanPeriodInMonths: 'period',
};
const fieldId = (name: string) => FIELD_IDS[name as keyof LoanFormValues];

/**
 * The loan form with its hints, cards and details (spec 1 §2 item 3, §5, §9), on the form layer.
 *
 * The typed digit is painted by the browser before the form hears of it (decision 0100); the value
 * reaches the form in the next frame. That validates the field typed in (equity also when the price
 * changes: equity above the price) and re-renders only what shows the values: the field and the small
 * subscribers below; the whole form is validated when the customer leaves a field and on submit
 * (decision 0061). The figures worked out from the values (the equity hint and the two cards) are
 * memoised parts rendered in that same update, so the quote paints in the frame after the echo; the form
 * component itself does not subscribe to the values. Opening the details renders the dialog, not the
 * cards or the form. When the customer's own click or key opens the form, the cards and the actions come
 * in the frame after the fields (decision 0116).
 */
export function LoanFormStep({ model }: { model: CalculatorModel }) {
  useSignals();
  const { t } = useElement().config;
  const restored = model.restored.value?.values;
  // The form starts from what was kept across the login, else from the dealer's figures.
  const start = restored ?? model.preset;
  const loan = useMemo(() => new LoanFormModel(model), [model]);
  // The rules are built once per model (its product and texts); not on every render.
  const schema = useMemo(() => loan.loanFormSchema(), [loan]);

  const form = useAppForm({
    formId: 'calculator',
    defaultValues: {
      vehiclePrice: loan.startingPrice.value,
      equity: start?.equity ?? null,
      requestedLoanPeriodInMonths: start?.requestedLoanPeriodInMonths ?? loan.defaultPeriod.value,
    },
    ...formTiming,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await loan.submit(value);
    },
  });

  // The repayment period resets whenever the periods offered change (a new vehicle, another loan type).
  // The periods' content, not the array's identity, is what counts as a change.
  const periods = loan.periods.value;
  const periodsKey = periods.join(',');
  const defaultPeriod = loan.defaultPeriod.value;
  const resetPeriod = useEffectEvent(() => {
    const current = form.getFieldValue('requestedLoanPeriodInMonths');
    // Not when it holds that period already, as at the form's start: setting a field runs its rules and
    // renders the form again, in the click that opened it.
    if (current === defaultPeriod) return;
    if (current === null || !periods.includes(current) || !(restored ?? model.preset?.requestedLoanPeriodInMonths))
      form.setFieldValue('requestedLoanPeriodInMonths', defaultPeriod);
  });
  useEffect(() => {
    resetPeriod();
  }, [periodsKey, defaultPeriod]);

  const ageInfo = loan.ageInfo.value;

  return (
    <form
      className="calculator__form"
      aria-labelledby="loan-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h3 id="loan-form-heading" className="visually-hidden">
        {t('calculator.productCard.title')}
      </h3>
      {model.restored.value && (
        <InfoBox variant="success" role="status">
          <p>{t('calculator.login.restored')}</p>
        </InfoBox>
      )}
      <FormErrorSummary form={form} heading={t('calculator.formError')} fieldId={fieldId} />
      {model.commitment.value && (
        <InfoBox variant="info">
          <p>{t('calculator.commitment.formInfo')}</p>
        </InfoBox>
      )}
      {ageInfo && (
        <InfoBox variant={ageInfo.kind === '14-and-above' ? 'warning' : 'info'}>
          <p>{t(`calculator.age.${ageInfo.kind}`, { age: ageInfo.age, years: ageInfo.years })}</p>
        </InfoBox>
      )}

      <div className="calculator__fields">
        <form.AppField name="vehiclePrice" validators={{ onChange: fieldRule(schema, 'vehiclePrice') }}>
          {() => <CurrencyField id={FIELD_IDS.vehiclePrice} label={t('calculator.price')} maxLength={12} />}
        </form.AppField>
        <form.AppField
          name="equity"
          validators={{
            onChangeListenTo: ['vehiclePrice'],
            onChange: fieldRule(schema, 'equity', (values) => loan.abovePriceError(values)),
          }}
        >
          {() => (
            <CurrencyField
              id={FIELD_IDS.equity}
              label={t('calculator.equity')}
              hint={t('calculator.equity.hint')}
              maxLength={12}
            />
          )}
        </form.AppField>
        <form.Subscribe selector={(state) => state.values}>
          {(values) => <EquityHint loan={loan} shown={values} t={t} />}
        </form.Subscribe>
        <form.AppField
          name="requestedLoanPeriodInMonths"
          validators={{ onChange: fieldRule(schema, 'requestedLoanPeriodInMonths') }}
        >
          {() => (
            <SelectField<number>
              id={FIELD_IDS.requestedLoanPeriodInMonths}
              label={t('calculator.period')}
              placeholder={t('calculator.period.placeholder')}
              options={periods.map((months) => ({
                value: months,
                label: t('calculator.period.option', { years: months / 12 }),
              }))}
            />
          )}
        </form.AppField>
      </div>

      {/* The fields paint in the click that opens the form; the figures and the actions below them a frame
          later (decision 0116). */}
      <AfterPaint>
        <form.Subscribe selector={(state) => state.values}>
          {(shown) => <Figures loan={loan} slug={model.slug} shown={shown} t={t} />}
        </form.Subscribe>

        {model.submitError.value && (
          <InfoBox variant="error">
            <p>{t('calculator.submit.failed')}</p>
          </InfoBox>
        )}
        <div className="calculator__actions">
          {model.canGoBack && (
            <Button type="button" variant="secondary" onClick={() => model.back()}>
              {t('calculator.back')}
            </Button>
          )}
          <Button type="submit" part="submit" busy={model.submitting.value}>
            {t(model.commitment.value ? 'calculator.submit.commitment' : 'calculator.submit.loan')}
          </Button>
        </div>
      </AfterPaint>
    </form>
  );
}

/** The equity hint. */
const EquityHint = memo(function EquityHint({
  loan,
  shown,
  t,
}: {
  loan: LoanFormModel;
  shown: LoanFormInput;
  t: Translate;
}) {
  const hint = loan.equityHint(shown);
  return (
    hint && (
      <InfoBox variant="info" className="calculator__equity-hint">
        <p>
          {hint.kind === 'from-35'
            ? t('calculator.equityHint.from-35')
            : t(`calculator.equityHint.${hint.kind}`, { amount: formatKroner(hint.amount) })}
        </p>
      </InfoBox>
    )
  );
});

/**
 * The cards and the details. The details dialog is mounted whenever there is a quote; while it is closed,
 * React does not render its rows again (the modal keeps its body), so a keystroke updates the cards only.
 * Whether it is open is a signal only the dialog reads, so opening it renders the dialog and its rows,
 * not the cards or the form.
 */
const Figures = memo(function Figures({
  loan,
  slug,
  shown,
  t,
}: {
  loan: LoanFormModel;
  t: Translate;
  slug: CalculatorModel['slug'];
  /** The form's values. */
  shown: LoanFormInput;
}) {
  // The quote reads the product and the periods offered (signals): a change of those renders it too.
  useSignals();
  const detailsOpen = useSignal(false);
  const values = shown;
  const periods = loan.periods.value;
  // Worked out once per values (and periods offered), not again when something else renders the cards.
  const quote = useMemo(() => (periods.length > 0 ? loan.quote(values) : null), [loan, values, periods]);
  useEffect(() => {
    if (quote) loan.reportChange(quote);
  }, [loan, quote]);
  // The loan amount is the price less the equity, null until both are known; its range message is
  // shown from then on, as the customer types.
  const loanAmount = loan.loanAmountOf(values.vehiclePrice, values.equity);
  const amountError = loan.amountError(values);
  return (
    <>
      <div className="calculator__cards">
        <div className="calculator__card calculator__card--amount" part="amount-card">
          <p className="calculator__card-title">{t('calculator.amountCard.title')}</p>
          <p className="calculator__card-figure" aria-live="polite">
            {formatKroner(Math.max(0, loanAmount ?? 0))}
          </p>
          <p className="calculator__card-note">{t('calculator.amountCard.note')}</p>
          {amountError && (
            <p className="calculator__card-error" id="loan-amount-error" role="alert">
              {t(amountError as TextKey)}
            </p>
          )}
        </div>
        <div className="calculator__card calculator__card--product" part="product-card">
          <p className="calculator__card-title">{t('calculator.productCard.title')}</p>
          <p className="calculator__card-figure" aria-live="polite">
            {quote ? t('calculator.productCard.monthly', { amount: formatKroner(quote.monthlyCost) }) : '–'}
          </p>
          {quote && (
            <>
              <p className="calculator__card-note">
                {t('calculator.productCard.nominal', { rate: formatRate(quote.nominalRatePct) })}
              </p>
              <p className="calculator__example">
                {t('calculator.productCard.example', {
                  effective: formatRate(quote.effectiveRatePct),
                  amount: formatKroner(quote.loanAmount),
                  years: quote.months / 12,
                  total: formatKroner(quote.totalCost),
                  price: formatKroner(values.vehiclePrice ?? 0),
                })}
              </p>
              {/* eslint-disable-next-line react-hooks/immutability -- a signal is written through `.value` */}
              <Button type="button" variant="tertiary-link" onClick={() => (detailsOpen.value = true)}>
                {t('calculator.productCard.details')}
              </Button>
            </>
          )}
        </div>
      </div>

      {quote && (
        <DetailsDialog
          open={detailsOpen}
          // eslint-disable-next-line react-hooks/immutability -- a signal is written through `.value`
          onClose={() => (detailsOpen.value = false)}
          title={t('calculator.details.title')}
        >
          <dl className="calculator__details">
            <dt>{t('calculator.details.monthlyCost')}</dt>
            <dd>{formatKroner(quote.monthlyCost)}</dd>
            <dt>{t('calculator.details.totalCost')}</dt>
            <dd>{formatKroner(quote.totalCost)}</dd>
            <dt>{t('calculator.details.nominal')}</dt>
            <dd>{formatRate(quote.nominalRatePct)} %</dd>
            <dt>{t('calculator.details.effective')}</dt>
            <dd>{formatRate(quote.effectiveRatePct)} %</dd>
            <dt>{t('calculator.details.establishFee')}</dt>
            <dd>{formatKroner(quote.establishFee)}</dd>
            <dt>{t('calculator.details.pledgeFee')}</dt>
            <dd>{formatKroner(quote.pledgeFee)}</dd>
            <dt>{t('calculator.details.termFee')}</dt>
            <dd>{formatKroner(quote.termFee)}</dd>
            <dt>{t('calculator.details.vehicleType')}</dt>
            <dd>{slug ? t(`calculator.vehicleType.${slug}`) : ''}</dd>
          </dl>
          <p className="calculator__disclaimer">{t('calculator.details.disclaimer')}</p>
        </DetailsDialog>
      )}
    </>
  );
});

/** The details dialog: the only part that reads whether it is open. */
function DetailsDialog({ open, ...props }: { open: Signal<boolean> } & Omit<ModalProps, 'open'>) {
  useSignals();
  return <Modal {...props} open={open.value} />;
}
