import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { useElement } from '../../../platform/element.js';
import { Button } from '../../../ui/index.js';
import { KycStep as SharedKycStep } from '../../shared/kyc/KycStep.js';
import { StepActions, type StepProps } from './common.js';

/** Props of {@link KycStep}. */
export interface KycStepProps extends StepProps {
  /** Base path or URL of the KYC declaration service. */
  kycServiceUrl?: string | undefined;
}

/**
 * Step 4: KYC, the shared step (`flows/shared/kyc`) with the application's «Forrige» and, once
 * answered, «Neste» to step 5. The declaration's token is kept in the application's draft.
 */
export function KycStep({ model, headingLevel, kycServiceUrl }: KycStepProps) {
  useSignals();
  const t = useElement().config.t;
  const actions = (forward?: ReactNode) => (
    <StepActions model={model} previousLabel={t('application.previous')}>
      {forward}
    </StepActions>
  );
  return (
    <SharedKycStep
      flow="application"
      model={model}
      headingLevel={headingLevel}
      kycServiceUrl={kycServiceUrl}
      actions={actions()}
      answered={actions(<Button onClick={() => model.next()}>{t('application.next')}</Button>)}
    />
  );
}
