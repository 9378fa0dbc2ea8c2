import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { formatKroner, formatRate } from '../../../domain/money.js';
import { useElement } from '../../../platform/element.js';
import type { ApplicationResponse } from '../../../schemas/loan.js';
import { Button, InfoBox, Label, Modal, type LabelType } from '../../../ui/index.js';
import { Facts, StepActions, type StepProps } from './common.js';

const LIGHT_LABELS: Record<'GREEN' | 'YELLOW' | 'RED', LabelType> = {
  GREEN: 'success',
  YELLOW: 'attention',
  RED: 'error',
};

/** The traffic light of the case (spec 1 §2): a label with a dialog that explains it. */
function TrafficLight({ light, headingLevel }: { light: 'GREEN' | 'YELLOW' | 'RED'; headingLevel: number }) {
  const t = useElement().config.t;
  const [open, setOpen] = useState(false);
  return (
    <div className="completion__traffic-light">
      <Label type={LIGHT_LABELS[light]}>
        {t('completion.trafficLight.label', { colour: t(`completion.trafficLight.${light}`) })}
      </Label>
      <Button type="button" variant="tertiary-link" onClick={() => setOpen(true)}>
        {t('completion.trafficLight.more')}
      </Button>
      <Modal
        open={open}
        onClose={() => setOpen(false)}
        title={t('completion.trafficLight.title')}
        headingLevel={headingLevel <= 2 ? 2 : 3}
        closeLabel={t('completion.trafficLight.close')}
      >
        <p>{t(`completion.trafficLight.${light}.text`)}</p>
      </Modal>
    </div>
  );
}

/**
 * The details view (spec 1 §2): loan info (case number, amount, period, startup fee, pledge fee,
 * nominal and effective interest, term fee, monthly cost, total cost) and vehicle info (manufacturer,
 * model, year, registration number, price); a NEW_CASE shows only case number, amount and period.
 */
export function CaseDetails({ application, headingLevel }: { application: ApplicationResponse; headingLevel: number }) {
  const t = useElement().config.t;
  const loan = application.loanInfo;
  const Heading = `h${Math.min(6, headingLevel)}` as 'h3';
  const loanRows: Array<readonly [string, string]> = [[t('completion.details.caseNumber'), application.applicationId]];
  if (loan) {
    loanRows.push(
      // The amount the customer asked for (as on the overview and in the application), and with the fees.
      [t('completion.details.amountWithoutFees'), formatKroner(loan.loanAmountWithoutFees)],
      [t('completion.details.amount'), formatKroner(loan.loanAmount)],
      [
        t('completion.details.period'),
        t('completion.details.periodValue', { months: loan.requestedLoanPeriodInMonths }),
      ],
    );
  }
  const full = loan !== null && application.applicationStatus !== 'NEW_CASE';
  if (full) {
    const rate = (value: number) => t('completion.details.rate', { rate: formatRate(value) });
    loanRows.push(
      [t('completion.details.startupFee'), formatKroner(loan.startupFee)],
      [t('completion.details.pledgeFee'), formatKroner(loan.pledgeFee)],
      [t('completion.details.nominalInterest'), rate(loan.nominalInterest)],
      [t('completion.details.effectiveInterest'), rate(loan.effectiveInterest)],
      [t('completion.details.termFee'), formatKroner(loan.invoiceFee)],
      [t('completion.details.monthlyCost'), formatKroner(loan.monthlyCost)],
      [t('completion.details.totalCost'), formatKroner(loan.totalCost)],
    );
  }
  const vehicle = application.vehicleDetails;
  const vehicleRows: Array<readonly [string, string]> = [];
  if (full && vehicle) {
    vehicleRows.push(
      [t('completion.details.manufacturer'), vehicle.manufacturer],
      [t('completion.details.model'), vehicle.model],
      [t('completion.details.year'), String(vehicle.manufactureYear)],
      [t('completion.details.registrationNumber'), vehicle.registrationNumber],
    );
  }
  if (full && (vehicle || loan.vehicleRegistrationNumber)) {
    if (!vehicle && loan.vehicleRegistrationNumber) {
      vehicleRows.push([t('completion.details.registrationNumber'), loan.vehicleRegistrationNumber]);
    }
    vehicleRows.push([t('completion.details.price'), formatKroner(loan.vehiclePrice)]);
  }
  return (
    <div className="completion__details">
      <section aria-labelledby="completion-loan-heading">
        <Heading id="completion-loan-heading" className="completion__subheading">
          {t('completion.details.loanHeading')}
        </Heading>
        <Facts rows={loanRows} />
      </section>
      {vehicleRows.length > 0 && (
        <section aria-labelledby="completion-vehicle-heading">
          <Heading id="completion-vehicle-heading" className="completion__subheading">
            {t('completion.details.vehicleHeading')}
          </Heading>
          <Facts rows={vehicleRows} />
        </section>
      )}
    </div>
  );
}

/** Step 1: the case's details, the traffic light (toggle on) and «Neste» (SBL accepted → 3, else 2). */
export function StartStep({ model, headingLevel }: StepProps) {
  useSignals();
  const t = useElement().config.t;
  const application = model.application.value;
  const checking = model.sblController.state.value.status === 'checking';
  if (!application) return null;
  const light = application.trafficLight;
  return (
    <div className="completion__step">
      {model.core.notice.value === 'consentSaveBack' && (
        <InfoBox variant="error">
          <p>{t('errors.message.updateFailed')}</p>
        </InfoBox>
      )}
      <p>{t('completion.start.intro')}</p>
      {model.trafficLightOn.value && light && <TrafficLight light={light} headingLevel={headingLevel} />}
      <CaseDetails application={application} headingLevel={headingLevel} />
      <StepActions model={model}>
        <Button onClick={() => void model.start()} busy={checking} busyLabel={t('completion.start.checking')}>
          {t('completion.next')}
        </Button>
      </StepActions>
    </div>
  );
}
