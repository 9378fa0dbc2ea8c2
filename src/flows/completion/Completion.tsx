import { useSignals } from '@preact/signals-react/runtime';
import { useElement } from '../../platform/element.js';
import { Button, lazyPart } from '../../ui/index.js';
import { useLoanModel } from '../shared/use-loan-model.js';
import { LoanFlowForm, LoanFlowFrame, stepLevels } from '../shared/step-layout.js';
import { CompletionModel } from './completion.model.js';
import type { CompletionStep } from './completion.rules.js';
import type { SigningHost } from './completion.signing.js';
import { StartStep } from './steps/StartStep.js';
import type { StepProps } from './steps/common.js';

/** Props of {@link Completion}: the completion flow as a React component for other trees. */
export interface CompletionProps {
  /** Base path or URL of the loan service; default `/salgspant/api`. */
  serviceUrl?: string | undefined;
  /** Base path or URL of the KYC declaration service; default `/kyc-declaration/api`. */
  kycServiceUrl?: string | undefined;
  /** The case number when the page address has no `?id=` (the address wins). */
  applicationId?: string | undefined;
  /** Whether a KYC-blocked customer is stopped with the KYC-blocked screen; default true. */
  enforceKycBlock?: boolean | undefined;
  /** Heading level (2–6) of the flow's title; the step titles go one below. */
  headingLevel?: number | undefined;
  /** Signing in the bank's app (the native bridge); null or absent: the frame. */
  signingHost?: SigningHost | undefined;
  /** Opening a link in the browser outside the bank's app; false or absent: the link works as a link. */
  openBrowser?: ((url: string) => boolean) | undefined;
}

/* Steps 2 to 7 are chunks of their own, fetched when the customer gets near them. */
const sblStep = lazyPart(() => import('./steps/SblStep.js').then((m) => m.SblStep));
const insuranceStep = lazyPart(() => import('./steps/InsuranceStep.js').then((m) => m.InsuranceStep));
const contactStep = lazyPart(() => import('./steps/ContactStep.js').then((m) => m.ContactStep));
const kycStep = lazyPart(() => import('./steps/KycStep.js').then((m) => m.KycStep));
const signingStep = lazyPart(() => import('./steps/SigningStep.js').then((m) => m.SigningStep));
const receiptView = lazyPart(() => import('../shared/ReceiptView.js').then((m) => m.ReceiptView));

const PARTS = {
  sbl: sblStep,
  insurance: insuranceStep,
  contact: contactStep,
  kyc: kycStep,
  signing: signingStep,
  receipt: receiptView,
} as const;
const preload = (step: CompletionStep) => {
  if (step !== 'start') void PARTS[step].preload();
};

const TITLE_KEYS = {
  start: 'completion.steps.start',
  sbl: 'completion.steps.sbl',
  insurance: 'completion.steps.insurance',
  contact: 'completion.steps.contact',
  kyc: 'completion.steps.kyc',
  signing: 'completion.steps.signing',
  receipt: 'completion.steps.receipt',
} as const;

function StepBody({ step, props }: { step: CompletionStep; props: StepProps }) {
  useSignals();
  switch (step) {
    case 'start':
      return <StartStep {...props} />;
    case 'sbl':
      return <sblStep.Component {...props} />;
    case 'insurance':
      return <insuranceStep.Component {...props} />;
    case 'contact':
      return <contactStep.Component {...props} />;
    case 'kyc':
      return <kycStep.Component {...props} />;
    case 'signing':
      return <signingStep.Component {...props} />;
    case 'receipt': {
      const application = props.model.application.value;
      return application ? (
        <receiptView.Component model={props.model} application={application} headingLevel={props.headingLevel} />
      ) : null;
    }
  }
}

/**
 * The completion of an approved case (spec 1 §2 "Completion flow"): entry with `?id=` and the login,
 * the case's details, seven steps opened by number (start, tax-data consent, insurance, contact and
 * consents, KYC, signing in a frame, receipt), the receipts of every end state and the outcome
 * analytics. Render it under an element root (`useElement`).
 */
export function Completion(props: CompletionProps) {
  useSignals();
  const t = useElement().config.t;
  const { applicationId, signingHost, openBrowser, kycServiceUrl } = props;
  const enforceKycBlock = props.enforceKycBlock ?? true;
  const model = useLoanModel(
    props.serviceUrl,
    (parts) => new CompletionModel({ ...parts, applicationId, enforceKycBlock, signingHost, openBrowser }),
    [enforceKycBlock, applicationId, signingHost, openBrowser],
  );

  const levels = stepLevels(props.headingLevel);
  const phase = model.phase.value;
  const loanType = model.application.value?.loanInfo?.loanType ?? 'VEHICLE_LOAN';
  return (
    <LoanFlowFrame
      name="completion"
      title={t('completion.heading', { loanType: t(`completion.loanType.${loanType}`) })}
      headingLevel={props.headingLevel}
      phase={phase}
      loginLabel={t('completion.login.redirecting')}
      retry={
        phase.status === 'error' && phase.retry ? (
          <Button variant="secondary" onClick={() => model.retry()}>
            {t('completion.retry')}
          </Button>
        ) : undefined
      }
      body={
        phase.status === 'receipt' ? (
          <receiptView.Component model={model} application={phase.application} headingLevel={levels.step} />
        ) : phase.status === 'form' ? (
          <LoanFlowForm model={model} titles={TITLE_KEYS} label="completion.step" levels={levels} preload={preload}>
            {(step) => <StepBody step={step} props={{ model, headingLevel: levels.body, kycServiceUrl }} />}
          </LoanFlowForm>
        ) : null
      }
    />
  );
}
