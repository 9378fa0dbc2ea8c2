import { useSignals } from '@preact/signals-react/runtime';
import type { MouseEvent } from 'react';
import { formatKroner, formatNumber } from '../../../domain/money.js';
import { useElement } from '../../../platform/element.js';
import { isModifiedClick } from '../../../platform/events.js';
import { openBrowser } from '../../../platform/native-bridge.js';
import { Button, Checkbox, InfoBox, RadioGroup } from '../../../ui/index.js';
import { StepActions, type StepProps } from './common.js';

/**
 * Step 3: payment insurance (only when the toggle is on and the customer is eligible). Yes or No; on
 * Yes the monthly price (monthly cost × the configured rate % / 100), an info box, the terms links
 * (`GET /application/insuranceclick` when the terms are opened) and the required confirmation.
 */
export function InsuranceStep({ model }: StepProps) {
  useSignals();
  const t = useElement().config.t;
  const { order, confirmed, submitted } = model.insurance.value;
  const price = model.insurancePrice.value;
  const termsHref = t('completion.insurance.termsHref');
  const onTerms = (event: MouseEvent<HTMLAnchorElement>) => {
    model.insuranceClicked();
    if (!isModifiedClick(event) && (model.openBrowser ?? openBrowser)(event.currentTarget.href)) event.preventDefault();
  };
  return (
    <div className="completion__step">
      <p>{t('completion.insurance.intro')}</p>
      <RadioGroup<'yes' | 'no'>
        id="completion-insurance"
        name="completion-insurance"
        legend={t('completion.insurance.question')}
        inline
        required
        value={order === null ? null : order ? 'yes' : 'no'}
        onValueChange={(value) => model.chooseInsurance(value === 'yes')}
        error={submitted && order === null ? t('completion.insurance.choose') : undefined}
        options={[
          { value: 'yes', label: t('completion.insurance.yes') },
          { value: 'no', label: t('completion.insurance.no') },
        ]}
      />
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
          <Checkbox
            id="completion-insurance-confirm"
            label={t('completion.insurance.confirm')}
            checked={confirmed}
            required
            onCheckedChange={(checked) => model.confirmInsurance(checked)}
            error={submitted && !confirmed ? t('completion.insurance.confirmRequired') : undefined}
          />
        </>
      )}
      <StepActions model={model}>
        <Button onClick={() => model.insuranceNext()}>{t('completion.next')}</Button>
      </StepActions>
    </div>
  );
}
