import { useSignals } from '@preact/signals-react/runtime';
import { AfterPaint } from '../../../ui/after-paint.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { useSelector } from '../../../ui/form/library.js';
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { formatKroner, formatRate } from '../../../domain/money.js';
import { useElement } from '../../../platform/element.js';
import { Button, errorMessageFor, InfoBox, useFocusIfDropped } from '../../../ui/index.js';
import { CurrencyField } from '../../../ui/form/currency-field.js';
import { fieldRule, pathRule } from '../../../ui/form/rules.js';
import { SelectField } from '../../../ui/form/select-field.js';
import { FormErrorSummary } from '../../../ui/form/summary.js';
import { TextField } from '../../../ui/form/text-field.js';
import { formTiming } from '../../../ui/form/timing.js';
import { UpgradeFormModel } from '../upgrade-form.model.js';
import type { UpgradeModel } from '../upgrade.model.js';

type TextName = 'manufacturer' | 'model' | 'modelYear' | 'odometer';

/**
 * The upgrade's full form (spec 1 §5 "Upgrade full form") on the form layer (decision 0061): a
 * keystroke checks its field (price and equity with the range across them, each listening to the
 * other), leaving a field and «Gjør om til lån» the whole form. The fields' ids are the layer's
 * (`upgrade-<name>`: `upgrade-vehiclePrice` …), the summary's links go to them.
 */
export function UpgradeFormStep({ model }: { model: UpgradeModel }) {
  useSignals();
  const { t } = useElement().config;
  const form$ = useMemo(() => new UpgradeFormModel(model), [model]);
  // The lookup's answer or «Tilbake til skjemaet» takes away what had the focus: the heading gets it.
  const heading = useRef<HTMLHeadingElement>(null);
  useFocusIfDropped(heading);
  const manual = form$.manual.value;
  const schema = form$.schema.value;
  const vehicle = model.vehicle.value;
  // What the form starts with, read once per vehicle: typing updates the kept values, which must not
  // reset the form. A form rendered ahead, before the lookup answered, starts again from the vehicle found.
  const startValues = useMemo(() => form$.startValues(vehicle), [form$, vehicle]);

  const form = useAppForm({
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
    const next = form$.defaultPeriod(form.state.values);
    // Not to the value it holds (no periods yet, as at the start): setting a field runs its rules and
    // renders the form again.
    if ((current === null || !periods.includes(current)) && next !== current)
      form.setFieldValue('loanPeriodInMonths', next);
  });
  useEffect(() => {
    resetPeriod();
  }, [periodsKey]);

  const { min, max } = form$.limits.value;
  const loanAmount = form$.loanAmountOf(values);
  const quote = form$.quote(values);
  const failure = model.failure.value;
  // Price and equity: their own rules and the range across them (the schema's issues at the field).
  const amountRule = pathRule(schema);

  const textField = (name: TextName, label: string, inputMode?: 'numeric') => (
    <form.AppField key={name} name={name} validators={{ onChange: fieldRule(schema, name) }}>
      {() => <TextField label={label} inputMode={inputMode} />}
    </form.AppField>
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
      <h3 ref={heading} id="upgrade-form-heading" className="upgrade__subheading" tabIndex={-1}>
        {t('upgrade.form.heading')}
      </h3>
      {vehicle.status === 'manual' && (
        <InfoBox variant="warning">
          <p>{t('upgrade.form.notFound')}</p>
          <p>{t('upgrade.form.notFound.manual', { plate: vehicle.registrationNumber })}</p>
        </InfoBox>
      )}
      <FormErrorSummary form={form} heading={t('upgrade.form.error')} />
      <div className="upgrade__fields">
        {manual && (
          <>
            {textField('manufacturer', t('upgrade.form.manufacturer'))}
            {textField('model', t('upgrade.form.model'))}
            {textField('modelYear', t('upgrade.form.year'), 'numeric')}
          </>
        )}
        <form.AppField name="vehiclePrice" validators={{ onChangeListenTo: ['equity'], onChange: amountRule }}>
          {() => (
            <CurrencyField
              label={t('upgrade.form.price')}
              hint={t('upgrade.form.range.hint', { min: formatKroner(min), max: formatKroner(max) })}
              maxLength={12}
            />
          )}
        </form.AppField>
        <form.AppField name="equity" validators={{ onChangeListenTo: ['vehiclePrice'], onChange: amountRule }}>
          {() => <CurrencyField label={t('upgrade.form.equity')} maxLength={12} />}
        </form.AppField>
        <form.AppField name="loanPeriodInMonths" validators={{ onChange: fieldRule(schema, 'loanPeriodInMonths') }}>
          {() => (
            <SelectField<number>
              label={t('upgrade.form.period')}
              placeholder={t('upgrade.form.period.placeholder')}
              options={periods.map((months) => ({
                value: months,
                label: t('upgrade.form.period.option', { years: months / 12 }),
              }))}
            />
          )}
        </form.AppField>
        {model.asksOdometer && textField('odometer', t('upgrade.form.odometer'), 'numeric')}
      </div>

      {/* The fields paint with the vehicle the lookup found; the figures and «Gjør om til lån» below them a
          frame later (decision 0116). */}
      <AfterPaint>
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
      </AfterPaint>
    </form>
  );
}
