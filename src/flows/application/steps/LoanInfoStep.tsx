import { useSignals } from '@preact/signals-react/runtime';
import { formatKroner, formatNumber } from '../../../domain/money.js';
import { useElement } from '../../../platform/element.js';
import { Button, ErrorScreen, InfoBox, Loader, useStepKeepsFocus } from '../../../ui/index.js';
import { Facts, StepActions, type StepProps } from './common.js';

/**
 * Step 1: the loan the customer calculated (GET …/cache/{cacheId}, fetched once): registration
 * number and odometer (loans only; no odometer for a caravan), price, equity, period and the loan
 * amount without fees, with a comment; «Forrige» back to the calculator, «Neste» on.
 */
export function LoanInfoStep({ model, headingLevel }: StepProps) {
  useSignals();
  useStepKeepsFocus();
  const t = useElement().config.t;
  const cache = model.cache.value;
  const notice = model.core.notice.value;

  if (cache.status === 'idle' || cache.status === 'loading') return <Loader />;
  if (cache.status === 'failed') {
    return (
      <div className="application__step">
        <ErrorScreen
          error={cache.error}
          fallback="service"
          headingLevel={headingLevel}
          actions={
            <Button variant="secondary" onClick={() => void model.fetchCache(true)}>
              {t('application.loan.retry')}
            </Button>
          }
        />
      </div>
    );
  }
  const loan = cache.value;
  const isLoan = loan.loanType === 'VEHICLE_LOAN';
  const rows: Array<readonly [string, string]> = [
    [t('application.loan.loanType'), t(`application.loanType.${loan.loanType}`)],
  ];
  const slug = model.slug.value;
  if (slug) rows.push([t('application.loan.product'), t(`calculator.product.${slug}`)]);
  if (isLoan && loan.vehicleRegistrationNumber) {
    rows.push([t('application.loan.registrationNumber'), loan.vehicleRegistrationNumber]);
  }
  if (isLoan && slug !== 'caravan' && loan.odometerValue !== null) {
    rows.push([
      t('application.loan.odometer'),
      t('application.loan.odometerValue', { km: formatNumber(loan.odometerValue, 0) }),
    ]);
  }
  rows.push(
    [t('application.loan.vehiclePrice'), formatKroner(loan.vehiclePrice)],
    [t('application.loan.equity'), formatKroner(loan.equity)],
    [t('application.loan.period'), t('application.loan.periodValue', { months: loan.requestedLoanPeriodInMonths })],
    [t('application.loan.amount'), formatKroner(loan.loanAmount)],
  );
  if (loan.monthlyCost !== undefined) rows.push([t('application.loan.monthlyCost'), formatKroner(loan.monthlyCost)]);

  return (
    <div className="application__step">
      {notice === 'consentSaveBack' && (
        <InfoBox variant="error">
          <p>{t('application.review.consentSaveBack')}</p>
        </InfoBox>
      )}
      <Facts rows={rows} />
      <p className="application__muted">{t('application.loan.comment')}</p>
      <StepActions model={model} previousLabel={t('application.previous')}>
        <Button onClick={() => model.next()}>{t('application.next')}</Button>
      </StepActions>
    </div>
  );
}
