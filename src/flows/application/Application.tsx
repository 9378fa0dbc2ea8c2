import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useElement } from '../../platform/element.js';
import { InfoBox, lazyPart, Loader } from '../../ui/index.js';
import { useLoanModel } from '../shared/use-loan-model.js';
import { LoanFlowForm, LoanFlowFrame, stepLevels, type StepLevels } from '../shared/step-layout.js';
import { ApplicationModel } from './application.model.js';
import type { ApplicationStep } from './application.rules.js';
import { LoanInfoStep } from './steps/LoanInfoStep.js';
import type { KycStepProps } from './steps/KycStep.js';

/** Props of {@link Application}: the application flow as a React component for other trees. */
export interface ApplicationProps {
  /** Base path or URL of the loan service; default `/salgspant/api`. */
  serviceUrl?: string | undefined;
  /** Base path or URL of the KYC declaration service; default `/kyc-declaration/api`. */
  kycServiceUrl?: string | undefined;
  /** Whether a KYC-blocked customer is stopped with the KYC-blocked screen; default true. */
  enforceKycBlock?: boolean | undefined;
  /** Heading level (2–6) of the flow's title; the step titles go one below. */
  headingLevel?: number | undefined;
}

/* Steps 2 to 5 and the receipt are chunks of their own, fetched when the customer gets near them. */
const sblStep = lazyPart(() => import('./steps/SblStep.js').then((m) => m.SblStep));
const applicantsStep = lazyPart(() => import('./steps/ApplicantsStepHost.js').then((m) => m.ApplicantsStepHost));
const kycStep = lazyPart(() => import('./steps/KycStep.js').then((m) => m.KycStep));
const reviewStep = lazyPart(() => import('./steps/ReviewStep.js').then((m) => m.ReviewStep));
const receiptView = lazyPart(() => import('../shared/ReceiptView.js').then((m) => m.ReceiptView));

const PARTS = { sbl: sblStep, applicants: applicantsStep, kyc: kycStep, review: reviewStep } as const;
const preload = (step: ApplicationStep) => {
  if (step !== 'loan') void PARTS[step].preload();
};

const TITLE_KEYS = {
  loan: 'application.steps.loan',
  sbl: 'application.steps.sbl',
  applicants: 'application.steps.applicants',
  kyc: 'application.steps.kyc',
  review: 'application.steps.review',
} as const;

function StepBody({ step, props }: { step: ApplicationStep; props: KycStepProps }) {
  switch (step) {
    case 'loan':
      return <LoanInfoStep {...props} />;
    case 'sbl':
      return <sblStep.Component {...props} />;
    case 'applicants':
      return <applicantsStep.Component {...props} />;
    case 'kyc':
      return <kycStep.Component {...props} />;
    case 'review':
      return <reviewStep.Component {...props} />;
  }
}

function ApplicationForm({
  model,
  levels,
  kycServiceUrl,
}: {
  model: ApplicationModel;
  levels: StepLevels;
  kycServiceUrl?: string | undefined;
}) {
  useSignals();
  return (
    <LoanFlowForm
      model={model}
      titles={TITLE_KEYS}
      label="application.step"
      levels={levels}
      preload={preload}
      // spec 1 §2: a 200 ms delay precedes scrolling when the KYC step hands over to step 5.
      scrollDelayMs={model.engine.current.value === 'review' ? 200 : undefined}
    >
      {(step) => <StepBody step={step} props={{ model, headingLevel: levels.body, kycServiceUrl }} />}
    </LoanFlowForm>
  );
}

/**
 * The application for a secured vehicle loan or a loan commitment (spec 1 §2 "Application flow"):
 * entry with the calculation's `cacheId` and the login, five steps in an accordion, the send and
 * where the answer leads (the completion, a receipt or an error screen). Render it under an element
 * root (`useElement`).
 */
export function Application(props: ApplicationProps) {
  useSignals();
  const t = useElement().config.t;
  const enforceKycBlock = props.enforceKycBlock ?? true;
  const model = useLoanModel(props.serviceUrl, (parts) => new ApplicationModel({ ...parts, enforceKycBlock }), [
    enforceKycBlock,
  ]);

  const levels = stepLevels(props.headingLevel);
  const phase = model.phase.value;
  const cache = model.cache.value;
  // The receipt route has no calculation: its case says what was applied for.
  const loanType =
    (phase.status === 'receipt' ? phase.application.loanInfo?.loanType : undefined) ??
    (cache.status === 'ready' ? cache.value.loanType : 'VEHICLE_LOAN');

  let body: ReactNode = null;
  switch (phase.status) {
    case 'leaving':
      body = <Loader />;
      break;
    case 'missing-cache-id':
      body = (
        <InfoBox variant="warning" title={t('application.missingCacheId.title')}>
          <p>{t('application.missingCacheId.text')}</p>
          <p>
            <a href={model.calculatorHref}>{t('application.missingCacheId.link')}</a>
          </p>
        </InfoBox>
      );
      break;
    case 'receipt':
      body = <receiptView.Component model={model} application={phase.application} headingLevel={levels.step} />;
      break;
    case 'form':
      body = <ApplicationForm model={model} levels={levels} kycServiceUrl={props.kycServiceUrl} />;
      break;
  }
  return (
    <LoanFlowFrame
      name="application"
      title={t('application.heading', { loanType: t(`application.loanType.${loanType}`) })}
      headingLevel={props.headingLevel}
      phase={phase}
      loginLabel={t('application.login.redirecting')}
      body={body}
    />
  );
}
