import { useSignals } from '@preact/signals-react/runtime';
import { useForm, useSelector } from '@tanstack/react-form';
import { useEffect } from 'react';
import { useElement } from '../../../platform/element.js';
import { Button, errorMessageFor, Field, firstError, InfoBox, Loader, TextInput } from '../../../ui/index.js';
import { parseOdometer, type CalculatorModel } from '../calculator.model.js';

/** The vehicle lookup (spec 1 §2 item 2, §4, §5): registration number, odometer, result. */
export function LookupStep({ model }: { model: CalculatorModel }) {
  useSignals();
  const { t } = useElement().config;
  const restored = model.restored.value?.lookup;
  const form = useForm({
    defaultValues: {
      registrationNumber: restored?.registrationNumber ?? '',
      odometer: restored?.odometer === null || restored?.odometer === undefined ? '' : String(restored.odometer),
    },
    validators: { onChange: model.lookupSchema(), onSubmit: model.lookupSchema() },
    onSubmit: ({ value }) =>
      model.lookupVehicle({ registrationNumber: value.registrationNumber, odometer: parseOdometer(value.odometer) }),
  });
  useEffect(() => {
    if (restored) {
      form.setFieldValue('registrationNumber', restored.registrationNumber);
      form.setFieldValue('odometer', restored.odometer === null ? '' : String(restored.odometer));
    }
  }, [restored, form]);

  const example = model.registrationLength === 7 ? 'EL12345' : 'AB1234';
  const lookup = model.lookup.value;
  const submitted = useSelector(form.store, (state) => state.submissionAttempts > 0);
  const showErrors = (blurred: boolean) => blurred || submitted;

  return (
    <form
      className="calculator__lookup"
      aria-labelledby="lookup-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <h3 id="lookup-heading" className="calculator__subheading">
        {t('calculator.lookup.heading')}
      </h3>
      <div className="calculator__row">
        <form.Field name="registrationNumber">
          {(field) => (
            <Field
              id="registration-number"
              label={t('calculator.lookup.registrationNumber')}
              hint={t('calculator.lookup.registrationNumber.hint', { example })}
              error={showErrors(field.state.meta.isBlurred) ? firstError(field.state.meta.errors) : undefined}
              required
            >
              <TextInput
                name={field.name}
                value={field.state.value}
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                onBlur={field.handleBlur}
                onChange={(event) => field.handleChange(model.normaliseRegistrationNumber(event.target.value))}
              />
            </Field>
          )}
        </form.Field>
        {model.asksOdometer && (
          <form.Field name="odometer">
            {(field) => (
              <Field
                id="odometer"
                label={t('calculator.lookup.odometer')}
                error={showErrors(field.state.meta.isBlurred) ? firstError(field.state.meta.errors) : undefined}
              >
                <TextInput
                  name={field.name}
                  inputMode="numeric"
                  autoComplete="off"
                  value={field.state.value}
                  onBlur={field.handleBlur}
                  onChange={(event) => field.handleChange(event.target.value)}
                />
              </Field>
            )}
          </form.Field>
        )}
      </div>
      <Button type="submit" variant="secondary" busy={lookup.status === 'looking'}>
        {t('calculator.lookup.submit')}
      </Button>
      <div className="calculator__lookup-result" aria-live="polite">
        {lookup.status === 'looking' && <Loader size="small" />}
        {lookup.status === 'found' && (
          <>
            <p className="calculator__vehicle">
              <strong>
                {t('calculator.lookup.found', {
                  vehicle: `${lookup.vehicle.manufacturer} ${lookup.vehicle.model}`,
                  year: lookup.vehicle.manufactureYear,
                })}
              </strong>
            </p>
            {lookup.eligibility.reason === 'too-old' && (
              <InfoBox variant="error" role="none">
                <p>{t('calculator.lookup.tooOld')}</p>
              </InfoBox>
            )}
            {lookup.eligibility.reason === 'not-zero-emission' && (
              <InfoBox variant="error" role="none">
                <p>{t('calculator.lookup.notZeroEmission')}</p>
              </InfoBox>
            )}
          </>
        )}
        {lookup.status === 'no-match' && (
          <InfoBox variant="warning" role="none">
            <p>{t('calculator.lookup.noMatch')}</p>
          </InfoBox>
        )}
        {lookup.status === 'plate-warning' && (
          <InfoBox variant="warning" role="none">
            <p>{t('calculator.lookup.plateWarning')}</p>
          </InfoBox>
        )}
        {lookup.status === 'failed' && (
          <InfoBox variant="error" role="none">
            <p>
              {lookup.error.name === 'FEIL_UNDER_PRISOPPSLAG'
                ? t('calculator.lookup.priceLookup')
                : errorMessageFor(lookup.error, t, { fallback: 'service' })}
            </p>
          </InfoBox>
        )}
      </div>
    </form>
  );
}
