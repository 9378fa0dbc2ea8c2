import { useSignals } from '@preact/signals-react/runtime';
import { useForm, useSelector } from '@tanstack/react-form';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { formatKroner, formatRate } from '../../../domain/money.js';
import { useElement } from '../../../platform/element.js';
import { Button, errorMessageFor, InfoBox } from '../../../ui/index.js';
import {
  Bound,
  CurrencyField,
  fieldRule,
  FormErrorSummary,
  formTiming,
  SelectField,
  TextField,
} from '../../../ui/form/index.js';
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
const fieldId = (name: string) => FIELD_IDS[name as keyof UpgradeFormValues];

type TextName = 'manufacturer' | 'model' | 'modelYear' | 'odometer';

/**
 * The upgrade's full form (spec 1 §5 "Upgrade full form") on the form layer: a keystroke checks its
 * field (price and equity each other's range too), leaving a field and «Gjør om til lån» the whole form.
 */
export function UpgradeFormStep({ model }: { model: UpgradeModel }) {
  useSignals();
  const { t } = useElement().config;
  const form$ = useMemo(() => new UpgradeFormModel(model), [model]);
  const manual = form$.manual.value;
  const schema = form$.schema();
  // What the form starts with, read once: typing updates the kept values, which must not reset the form.
  const [startValues] = useState(() => form$.startValues());

  const form = useForm({
    formId: 'upgrade',
    defaultValues: startValues,
    ...formTiming,
    validators: { onDynamic: schema },
    onSubmit: async ({ value }) => {
      await form$.submit(value);
    },
  });

  const values = useSelector(form.store, (state) => state.values);
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

  const textField = (name: TextName, label: string, inputMode?: 'numeric') => (
    <form.Field key={name} name={name} validators={{ onChange: fieldRule(schema, name) }}>
      {(field) => (
        <Bound field={field}>
          <TextField id={FIELD_IDS[name]} label={label} inputMode={inputMode} />
        </Bound>
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
      <FormErrorSummary form={form} heading={t('upgrade.form.error')} fieldId={fieldId} />
      <div className="upgrade__fields">
        {manual && (
          <>
            {textField('manufacturer', t('upgrade.form.manufacturer'))}
            {textField('model', t('upgrade.form.model'))}
            {textField('modelYear', t('upgrade.form.year'), 'numeric')}
          </>
        )}
        <form.Field
          name="vehiclePrice"
          validators={{
            onChangeListenTo: ['equity'],
            onChange: fieldRule(schema, 'vehiclePrice', (v) => form$.priceRangeError(v)),
          }}
        >
          {(field) => (
            <Bound field={field}>
              <CurrencyField
                id={FIELD_IDS.vehiclePrice}
                label={t('upgrade.form.price')}
                hint={t('upgrade.form.range.hint', { min: formatKroner(min), max: formatKroner(max) })}
                maxLength={12}
              />
            </Bound>
          )}
        </form.Field>
        <form.Field
          name="equity"
          validators={{
            onChangeListenTo: ['vehiclePrice'],
            onChange: fieldRule(schema, 'equity', (v) => form$.equityRangeError(v)),
          }}
        >
          {(field) => (
            <Bound field={field}>
              <CurrencyField id={FIELD_IDS.equity} label={t('upgrade.form.equity')} maxLength={12} />
            </Bound>
          )}
        </form.Field>
        <form.Field name="loanPeriodInMonths" validators={{ onChange: fieldRule(schema, 'loanPeriodInMonths') }}>
          {(field) => (
            <Bound field={field}>
              <SelectField<number>
                id={FIELD_IDS.loanPeriodInMonths}
                label={t('upgrade.form.period')}
                placeholder={t('upgrade.form.period.placeholder')}
                options={periods.map((months) => ({
                  value: months,
                  label: t('upgrade.form.period.option', { years: months / 12 }),
                }))}
              />
            </Bound>
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
