import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState } from 'react';
import type { LoanInput } from '../../../domain/loan/calculate.js';
import { equityPercent, nominalRateFor } from '../../../domain/loan/calculate.js';
import { formatKroner } from '../../../domain/money.js';
import { useElement } from '../../../platform/element.js';
import type { Applicant, ApplicationSubmit, CalculatorCache, InterestsAndFees } from '../../../schemas/loan.js';
import { PlanDisclosure } from '../../../ui/plan/PlanDisclosure.js';
import { productFees } from '../plan-fees.js';
import { Button, ErrorScreen, InfoBox } from '../../../ui/index.js';
import { Heading } from '../../../platform/heading.js';
import { ApplicationSend } from '../application.send.js';
import { Facts, StepActions, type StepProps } from './common.js';

/**
 * The submit payload of spec 1 §3, exactly (typed by `applicationSubmitSchema`); null while a part is
 * missing. Each applicant was checked by step 3 with the same rules; the service checks the whole
 * payload with the schema. The schema is not imported here: doing so would pin the applicant rules
 * and the national-id check in the chunk the calculator shares (decision 0015).
 */
export function submission(parts: {
  loanInfo: ApplicationSubmit['loanInfo'] | null;
  applicants: { mainApplicant: Applicant; coApplicant: Applicant | null } | null;
  kycAnswered: boolean;
}): ApplicationSubmit | null {
  if (!parts.loanInfo || !parts.applicants) return null;
  const payload: ApplicationSubmit = {
    mainApplicant: parts.applicants.mainApplicant,
    coApplicant: parts.applicants.coApplicant,
    loanInfo: parts.loanInfo,
    kycAnswered: parts.kycAnswered,
  };
  return payload;
}

/**
 * Step 5: what the customer applies for and who applies, then «Send søknad»
 * (POST /application/submit, once at a time). A failure that the customer can act on is shown above
 * the button with everything kept.
 */
export function ReviewStep({ model, headingLevel }: StepProps) {
  useSignals();
  const t = useElement().config.t;
  const loanInfo = model.loanInfo;
  const applicants = model.applicants.value;
  // The send (it comes with the step) is the step engine's save of the step.
  const sender = model.sendWith((m) => new ApplicationSend(m));
  const send = sender.state.value;
  const payload = submission({ loanInfo, applicants, kycAnswered: model.kyc.answered });
  const cache = model.cache.value;
  const slug = model.slug.value;
  // The customer's cases are read while they look the application over, so a send whose answer never
  // comes can be told apart from what was there before (decision 0037).
  useEffect(() => sender.prepare(), [sender]);

  const applicantRows = (applicant: Applicant, name: string | null): Array<readonly [string, string]> => [
    ...(name ? [[t('application.review.mainApplicant'), name] as const] : []),
    [t('application.review.email'), applicant.email],
    [t('application.review.phone'), applicant.phone],
    [t('application.review.income'), formatKroner(applicant.grossIncome)],
    [t('application.review.debt'), formatKroner(applicant.totalDebt)],
  ];
  const user = model.user.value;
  const mainName = user ? `${user.firstName} ${user.lastName ?? ''}`.trim() : null;

  return (
    <div className="application__step">
      <p>{t('application.review.intro')}</p>
      <section className="application__review" aria-labelledby="application-review-loan">
        <Heading level={headingLevel} id="application-review-loan" className="application__subheading">
          {t('application.review.loanHeading')}
        </Heading>
        {loanInfo && cache.status === 'ready' && (
          <Facts
            rows={[
              [t('application.loan.loanType'), t(`application.loanType.${loanInfo.loanType}`)],
              ...(slug ? [[t('application.loan.product'), t(`calculator.product.${slug}`)] as const] : []),
              ...(loanInfo.vehicleRegistrationNumber
                ? [[t('application.loan.registrationNumber'), loanInfo.vehicleRegistrationNumber] as const]
                : []),
              [t('application.loan.vehiclePrice'), formatKroner(loanInfo.vehiclePrice)],
              [t('application.loan.equity'), formatKroner(loanInfo.equity)],
              [t('application.loan.amount'), formatKroner(cache.value.loanAmount)],
              [
                t('application.loan.period'),
                t('application.loan.periodValue', { months: loanInfo.requestedLoanPeriodInMonths }),
              ],
            ]}
          />
        )}
        {cache.status === 'ready' && <ReviewPlan model={model} loan={cache.value} />}
      </section>
      <section className="application__review" aria-labelledby="application-review-applicants">
        <Heading level={headingLevel} id="application-review-applicants" className="application__subheading">
          {t('application.review.applicantsHeading')}
        </Heading>
        {applicants && (
          <>
            <Facts rows={applicantRows(applicants.mainApplicant, mainName)} />
            {applicants.coApplicant ? (
              <Facts
                rows={[
                  [t('application.review.coApplicant'), applicants.coApplicant.email],
                  ...applicantRows(applicants.coApplicant, null).slice(1),
                ]}
              />
            ) : (
              <p>{t('application.review.noCoApplicant')}</p>
            )}
          </>
        )}
        <Facts rows={[[t('application.review.kyc'), t('application.review.kycAnswered')]]} />
      </section>
      <p className="application__muted">{t('application.review.consent')}</p>
      {!payload && (
        <InfoBox variant="error">
          <p>{t('application.review.invalid')}</p>
        </InfoBox>
      )}
      {send.status === 'failed' && <ErrorScreen error={send.error} headingLevel={headingLevel} showDetails />}
      <StepActions model={model} previousLabel={t('application.previous')}>
        <Button
          busy={send.status === 'sending'}
          busyLabel={t('application.review.sending')}
          disabled={!payload}
          onClick={() => {
            if (payload) void sender.submit(payload);
          }}
        >
          {t('application.review.send')}
        </Button>
      </StepActions>
    </div>
  );
}

/**
 * The repayment plan of the loan applied for (decision 0104). The calculation does not carry the
 * product's fees, so they are fetched when the customer opens the plan; the rate is the one the
 * calculation was made with, else the product's rate for its equity, as the calculator works it out.
 */
function ReviewPlan({ model, loan }: { model: StepProps['model']; loan: CalculatorCache }) {
  const [fees, setFees] = useState<InterestsAndFees | 'failed' | null>(null);
  const open = () => {
    const slug = model.slug.value;
    if ((fees !== 'failed' && fees !== null) || !slug) return;
    setFees(null);
    productFees(model.client, slug).then(setFees, () => setFees('failed'));
  };
  let input: LoanInput | null = null;
  if (fees !== null && fees !== 'failed') {
    input = {
      loanAmount: loan.loanAmount,
      months: loan.requestedLoanPeriodInMonths,
      nominalRatePct: loan.nominalInterest ?? nominalRateFor(fees, equityPercent(loan.vehiclePrice, loan.equity)),
      establishFee: fees.establishFee,
      pledgeFee: fees.pledgeFee,
      termFee: fees.termFee,
    };
  }
  return <PlanDisclosure loan={input} failed={fees === 'failed'} onOpen={open} />;
}
