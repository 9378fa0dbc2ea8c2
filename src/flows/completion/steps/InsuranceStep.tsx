import { useSignals } from '@preact/signals-react/runtime';
import { useSelector } from '../../../ui/form/library.js';
import type { MouseEvent } from 'react';
import { formatKroner, formatNumber } from '../../../domain/money.js';
import { useElement } from '../../../platform/element.js';
import { isModifiedClick } from '../../../platform/events.js';
import { openBrowser } from '../../../platform/native-bridge.js';
import { insuranceConfirmation } from '../../../domain/insurance.js';
import { completionInsuranceSchema } from '../../../schemas/completion.js';
import { Button, InfoBox } from '../../../ui/index.js';
import { useAppForm } from '../../../ui/form/app-hook.js';
import { CheckboxField } from '../../../ui/form/checkbox-field.js';
import { fieldRule } from '../../../ui/form/rules.js';
import { FormErrorSummary } from '../../../ui/form/summary.js';
import { formTiming } from '../../../ui/form/timing.js';
import { YesNoField } from '../../../ui/form/yes-no-field.js';
import { StepActions, type StepProps } from './common.js';

/**
 * Step 3: payment insurance (only when the toggle is on and the customer is eligible). Yes or No; on
 * Yes the monthly price (monthly cost × the configured rate % / 100), an info box, the terms links
 * (`GET /application/insuranceclick` when the terms are opened) and the required confirmation. A form
 * of the form layer: its errors show by the layer's timing, and in its error summary after «Neste»;
 * the answers are kept in the model (its draft, and the step's guard) as they change.
 */
export function InsuranceStep({ model, headingLevel }: StepProps) {
  useSignals();
  const t = useElement().config.t;
  const form = useAppForm({
    formId: 'completion-insurance',
    defaultValues: model.insurance.value,
    ...formTiming,
    validators: { onDynamic: completionInsuranceSchema },
    listeners: { onChange: ({ formApi }) => model.keepInsurance(formApi.state.values) },
    onSubmit: () => model.insuranceNext(),
  });
  const order = useSelector(form.store, (state) => state.values.order);
  const price = model.insurancePrice.value;
  const termsHref = t('completion.insurance.termsHref');
  const onTerms = (event: MouseEvent<HTMLAnchorElement>) => {
    model.insuranceClicked();
    if (!isModifiedClick(event) && (model.openBrowser ?? openBrowser)(event.currentTarget.href)) event.preventDefault();
  };
  return (
    <form
      className="completion__step"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void form.handleSubmit();
      }}
    >
      <p>{t('completion.insurance.intro')}</p>
      <FormErrorSummary form={form} heading={t('completion.form.invalid')} headingLevel={headingLevel} />
      <form.AppField name="order" validators={{ onChange: fieldRule(completionInsuranceSchema, 'order') }}>
        {() => (
          <YesNoField
            label={t('completion.insurance.question')}
            yes={t('completion.insurance.yes')}
            no={t('completion.insurance.no')}
          />
        )}
      </form.AppField>
      {order === true && (
        <>
          {price !== null && (
            <p className="completion__price">
              {t('completion.insurance.price', {
                price: formatKroner(price),
                rate: formatNumber(model.insuranceRate, 1),
              })}
            </p>
          )}
          <InfoBox variant="info" title={t('completion.insurance.infoTitle')}>
            <p>{t('completion.insurance.info')}</p>
          </InfoBox>
          <ul className="completion__links">
            <li>
              <a href={termsHref} target="_blank" rel="noopener noreferrer" onClick={onTerms}>
                {t('completion.insurance.termsLink')}
              </a>
            </li>
            <li>
              <a href={t('completion.insurance.productHref')} target="_blank" rel="noopener noreferrer">
                {t('completion.insurance.productLink')}
              </a>
            </li>
          </ul>
          <form.AppField
            name="confirmed"
            validators={{ onChange: fieldRule(completionInsuranceSchema, 'confirmed', insuranceConfirmation) }}
          >
            {() => <CheckboxField label={t('completion.insurance.confirm')} />}
          </form.AppField>
        </>
      )}
      <StepActions model={model}>
        <Button type="submit">{t('completion.next')}</Button>
      </StepActions>
    </form>
  );
}
