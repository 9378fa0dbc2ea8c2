import { useSignals } from '@preact/signals-react/runtime';
import { useForm, useSelector } from '@tanstack/react-form';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { formatKroner, formatRate } from '../../../domain/money.js';
import { useElement } from '../../../platform/element.js';
import {
  Button,
  CurrencyInput,
  ErrorSummary,
  errorMessageFor,
  Field,
  firstError,
  InfoBox,
  Select,
  TextInput,
  type ErrorSummaryItem,
} from '../../../ui/index.js';
import { UpgradeFormModel } from '../upgrade-form.model.js';
import type { UpgradeFormValues, UpgradeModel } from '../upgrade.model.js';

/** Where each field is, for the error summary's links. */
const FIELD_IDS: Record<keyof UpgradeFormValues, string> = {
  manufacturer: 'upgrade-manufacturer',
  model: 'upgrade-model',
  modelYear: 'upgrade-year',
  vehiclePrice: 'upgrade-price',
  equity: 'upgrade-equity',
  loanPeriodInMonths: 'upgrade-period',
  odometer: 'upgrade-odometer',
};

type TextField = 'manufacturer' | 'model' | 'modelYear' | 'odometer';

/** The upgrade's full form (spec 1 §5 "Upgrade full form"): one TanStack form on the zod rules. */
export function UpgradeFormStep({ model }: { model: UpgradeModel }) {
  useSignals();
  const { t } = useElement().config;
  const form$ = useMemo(() => new UpgradeFormModel(model), [model]);
  const [summary, setSummary] = useState<ErrorSummaryItem[] | null>(null);
  const [attempt, setAttempt] = useState(0);
  const manual = form$.manual.value;
  const schema = form$.schema();
  // What the form starts with, read once: typing updates the kept values, which must not reset the form.
  const [startValues] = useState(() => form$.startValues());

  const form = useForm({
    defaultValues: startValues,
    validators: { onChange: schema, onSubmit: schema },
    onSubmit: async ({ value }) => {
      setSummary(null);
      await form$.submit(value);
    },
    onSubmitInvalid: ({ formApi }) => {
      const items: ErrorSummaryItem[] = [];
      const seen = new Set<string>();
      for (const name of Object.keys(FIELD_IDS) as Array<keyof UpgradeFormValues>) {
        const message = firstError(formApi.getFieldMeta(name)?.errors ?? []);
        if (message && !seen.has(message)) {
          seen.add(message);
          items.push({ fieldId: FIELD_IDS[name], message });
        }
      }
      setSummary(items);
      setAttempt((n) => n + 1);
    },
  });

  const values = useSelector(form.store, (state) => state.values);
  const submitted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  // Whatever is typed is kept on the upgrade's model: a failure screen or another vehicle loses nothing.
  const keep = useEffectEvent(() => form$.keep(form.state.values));
  useEffect(() => {
    keep();
  }, [values]);

  // The period resets when the periods offered change (a typed model year) and the chosen one is gone.
  const periods = form$.periods(values);
  const periodsKey = periods.join(',');
  const resetPeriod = useEffectEvent(() => {
    const current = form.getFieldValue('loanPeriodInMonths');
    if (current === null || !periods.includes(current))
      form.setFieldValue('loanPeriodInMonths', form$.defaultPeriod(form.state.values));
  });
  useEffect(() => {
    resetPeriod();
  }, [periodsKey]);

  const { min, max } = form$.limits.value;
  const loanAmount = form$.loanAmountOf(values);
  const quote = form$.quote(values);
  const failure = model.failure.value;
  const vehicle = model.vehicle.value;
  const errorOf = (meta: { isBlurred: boolean; errors: readonly unknown[] }) =>
    meta.isBlurred || submitted ? firstError(meta.errors) : undefined;

  const textField = (name: TextField, label: string, inputMode?: 'numeric') => (
    <form.Field key={name} name={name}>
      {(field) => (
        <Field id={FIELD_IDS[name]} label={label} error={errorOf(field.state.meta)} required>
          <TextInput
            name={field.name}
            value={field.state.value}
            autoComplete="off"
            inputMode={inputMode}
            onBlur={field.handleBlur}
            onChange={(event) => field.handleChange(event.target.value)}
          />
        </Field>
      )}
    </form.Field>
  );

  return (
    <form
      className="upgrade__form"
      aria-labelledby="upgrade-form-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h3 id="upgrade-form-heading" className="upgrade__subheading">
        {t('upgrade.form.heading')}
      </h3>
      {vehicle.status === 'manual' && (
        <InfoBox variant="warning">
          <p>{t('upgrade.form.notFound')}</p>
          <p>{t('upgrade.form.notFound.manual', { plate: vehicle.registrationNumber })}</p>
        </InfoBox>
      )}
      {summary && summary.length > 0 && (
        <ErrorSummary heading={t('upgrade.form.error')} errors={summary} focusKey={attempt} headingLevel={3} />
      )}
      <div className="upgrade__fields">
        {manual && (
          <>
            {textField('manufacturer', t('upgrade.form.manufacturer'))}
            {textField('model', t('upgrade.form.model'))}
            {textField('modelYear', t('upgrade.form.year'), 'numeric')}
          </>
        )}
        {(['vehiclePrice', 'equity'] as const).map((name) => (
          <form.Field key={name} name={name}>
            {(field) => (
              <Field
                id={FIELD_IDS[name]}
                label={t(name === 'vehiclePrice' ? 'upgrade.form.price' : 'upgrade.form.equity')}
                hint={
                  name === 'vehiclePrice'
                    ? t('upgrade.form.range.hint', { min: formatKroner(min), max: formatKroner(max) })
                    : undefined
                }
                error={errorOf(field.state.meta)}
                required
              >
                <CurrencyInput
                  name={field.name}
                  value={field.state.value}
                  maxLength={12}
                  onBlur={field.handleBlur}
                  onValueChange={(value) => field.handleChange(value)}
                />
              </Field>
            )}
          </form.Field>
        ))}
        <form.Field name="loanPeriodInMonths">
          {(field) => (
            <Field
              id={FIELD_IDS.loanPeriodInMonths}
              label={t('upgrade.form.period')}
              error={errorOf(field.state.meta)}
              required
            >
              <Select<number>
                name={field.name}
                value={field.state.value}
                placeholder={t('upgrade.form.period.placeholder')}
                options={periods.map((months) => ({
                  value: months,
                  label: t('upgrade.form.period.option', { years: months / 12 }),
                }))}
                onBlur={field.handleBlur}
                onValueChange={(value) => field.handleChange(value)}
              />
            </Field>
          )}
        </form.Field>
        {model.asksOdometer && textField('odometer', t('upgrade.form.odometer'), 'numeric')}
      </div>

      <div className="upgrade__card" part="amount-card">
        <p className="upgrade__card-title">{t('upgrade.form.amount')}</p>
        <p className="upgrade__card-figure" aria-live="polite">
          {formatKroner(Math.max(0, loanAmount ?? 0))}
        </p>
        {quote && (
          <>
            <p>{t('upgrade.form.monthly', { amount: formatKroner(quote.monthlyCost) })}</p>
            <p className="upgrade__note">
              {t('upgrade.form.monthly.note', {
                rate: formatRate(quote.nominalRatePct),
                effective: formatRate(quote.effectiveRatePct),
              })}
            </p>
          </>
        )}
      </div>

      {failure?.presentation === 'message' && (
        <InfoBox variant="error">
          <p>{errorMessageFor(failure.error, t)}</p>
        </InfoBox>
      )}
      <div className="upgrade__actions">
        <Button type="submit" part="submit" busy={model.submitting.value}>
          {t('upgrade.form.submit')}
        </Button>
      </div>
    </form>
  );
}
