import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo } from 'react';
import { useElement } from '../../../platform/element.js';
import { Button, errorMessageFor, Field, InfoBox, TextInput } from '../../../ui/index.js';
import { useSearchForm } from '../../../ui/form/search-form.js';
import { parseOdometer } from '../../../domain/fields.js';
import type { CalculatorModel, LookupValues } from '../calculator.model.js';

/** The vehicle lookup (spec 1 §2 item 2, §4, §5): registration number, odometer, result. */
export function LookupStep({ model }: { model: CalculatorModel }) {
  useSignals();
  const { t } = useElement().config;
  const restored = model.restored.value?.lookup;
  const schema = useMemo(() => model.lookupSchema(), [model]);
  const form = useSearchForm(schema, lookupFields(restored ?? model.presetLookup));
  const { reset } = form;
  useEffect(() => {
    if (restored) reset(lookupFields(restored));
  }, [restored, reset]);

  const example = model.registrationLength === 7 ? 'EL12345' : 'AB1234';
  const lookup = model.lookup.value;

  return (
    <form
      className="calculator__lookup"
      aria-labelledby="lookup-heading"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        const value = form.submit();
        if (value)
          void model.lookupVehicle({
            registrationNumber: value.registrationNumber,
            odometer: parseOdometer(value.odometer),
          });
      }}
    >
      <h3 id="lookup-heading" className="calculator__subheading">
        {t('calculator.lookup.heading')}
      </h3>
      <div className="calculator__row">
        <Field
          id="registration-number"
          label={t('calculator.lookup.registrationNumber')}
          hint={t('calculator.lookup.registrationNumber.hint', { example })}
          error={form.errorOf('registrationNumber')}
          required
        >
          <TextInput
            name="registrationNumber"
            value={form.values.registrationNumber}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            onBlur={() => form.blur('registrationNumber')}
            onChange={(event) =>
              form.setValue('registrationNumber', model.normaliseRegistrationNumber(event.target.value))
            }
          />
        </Field>
        {model.asksOdometer && (
          <Field id="odometer" label={t('calculator.lookup.odometer')} error={form.errorOf('odometer')}>
            <TextInput
              name="odometer"
              inputMode="numeric"
              autoComplete="off"
              value={form.values.odometer}
              onBlur={() => form.blur('odometer')}
              onChange={(event) => form.setValue('odometer', event.target.value)}
            />
          </Field>
        )}
      </div>
      {/* The busy button is the one loader of a lookup: its spinner shows it, its status region says it. */}
      <Button type="submit" variant="secondary" busy={lookup.status === 'looking'}>
        {t('calculator.lookup.submit')}
      </Button>
      <div className="calculator__lookup-result" aria-live="polite">
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

/** The lookup form's text values, from values restored after the login or empty. */
function lookupFields(restored: LookupValues | null | undefined): { registrationNumber: string; odometer: string } {
  return {
    registrationNumber: restored?.registrationNumber ?? '',
    odometer: restored?.odometer == null ? '' : String(restored.odometer),
  };
}
