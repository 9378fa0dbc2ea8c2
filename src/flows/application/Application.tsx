import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useMemo, type ReactNode } from 'react';
import { LoanTransport } from '../../api/loan-client.js';
import { useElement } from '../../platform/element.js';
import { Heading, headingTag } from '../../platform/heading.js';
import { ErrorScreen, InfoBox, lazyPart, Loader, StepsAccordion, type AccordionStep } from '../../ui/index.js';
import { ApplicationModel, APPLICATION_STEPS, type ApplicationStep } from './application.model.js';
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
const receiptView = lazyPart(() => import('./ReceiptView.js').then((m) => m.ReceiptView));

const PARTS = { sbl: sblStep, applicants: applicantsStep, kyc: kycStep, review: reviewStep } as const;

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
  level,
  kycServiceUrl,
}: {
  model: ApplicationModel;
  level: number;
  kycServiceUrl?: string | undefined;
}) {
  useSignals();
  const t = useElement().config.t;
  const engine = model.engine;
  const visible = engine.visible.value;
  const current = engine.index.value;
  const step = engine.current.value;
  const position = engine.position.value;
  // The step after the current one is fetched while the customer is on this one.
  const following = APPLICATION_STEPS[visible.find((i) => i > current) ?? -1];
  useEffect(() => {
    if (following && following !== 'loan') void PARTS[following].preload();
  }, [following]);
  // spec 1 §2: a 200 ms delay precedes scrolling when the KYC step hands over to step 5.
  const fromKyc = step === 'review';

  const steps: AccordionStep[] = visible.map((index) => {
    const id = APPLICATION_STEPS[index] ?? 'loan';
    return { id, title: t(TITLE_KEYS[id]), done: index !== current && model.isDone(id) };
  });
  const stepLevel = Math.min(4, Math.max(2, level + 1)) as 2 | 3 | 4;
  return (
    <StepsAccordion
      steps={steps}
      current={position - 1}
      label={(n, total) => t('application.step', { n, total })}
      headingLevel={stepLevel}
      {...(fromKyc ? { scrollDelayMs: 200 } : {})}
    >
      {step && <StepBody step={step} props={{ model, headingLevel: stepLevel + 1, kycServiceUrl }} />}
    </StepsAccordion>
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
  const { host, config } = useElement();
  const t = config.t;
  const { serviceUrl, enforceKycBlock } = props;
  const model = useMemo(
    () =>
      new ApplicationModel({
        client: new LoanTransport({
          ...(serviceUrl ? { basePath: serviceUrl } : {}),
          bankRegNr: config.bankRegNr,
          timeoutMs: config.requestTimeoutMs,
        }),
        config,
        host,
        enforceKycBlock: enforceKycBlock ?? true,
      }),
    [serviceUrl, enforceKycBlock, config, host],
  );
  useEffect(() => {
    void model.load();
    return () => model.dispose();
  }, [model]);

  const level = Number(headingTag(props.headingLevel).slice(1));
  const phase = model.phase.value;
  const cache = model.cache.value;
  const loanType = cache.status === 'ready' ? cache.value.loanType : 'VEHICLE_LOAN';

  let body: ReactNode;
  switch (phase.status) {
    case 'loading':
    case 'leaving':
      body = <Loader />;
      break;
    case 'login':
      body = <Loader label={t('application.login.redirecting')} />;
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
    case 'missing-case-id':
      body = (
        <InfoBox variant="warning">
          <p>{t('errors.message.missingCaseId')}</p>
        </InfoBox>
      );
      break;
    case 'error':
      body = <ErrorScreen error={phase.error} fallback={phase.fallback} headingLevel={3} focusOnMount />;
      break;
    case 'receipt':
      body = <receiptView.Component model={model} application={phase.application} headingLevel={level} />;
      break;
    case 'form':
      body = <ApplicationForm model={model} level={level} kycServiceUrl={props.kycServiceUrl} />;
      break;
  }

  return (
    <section className="application" part="application" aria-labelledby="application-heading">
      <Heading level={props.headingLevel} id="application-heading" className="application__heading" part="heading">
        {t('application.heading', { loanType: t(`application.loanType.${loanType}`) })}
      </Heading>
      {body}
    </section>
  );
}
