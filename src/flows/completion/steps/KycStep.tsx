import { useSignals } from '@preact/signals-react/runtime';
import { useElement } from '../../../platform/element.js';
import { Button, InfoBox, Loader } from '../../../ui/index.js';
import { KycStep as SharedKycStep } from '../../shared/kyc/KycStep.js';
import { StepActions, type StepProps } from './common.js';

/**
 * Step 5: KYC, blocking: the shared step (`flows/shared/kyc`, the declaration inline, its token kept
 * per case so a reload continues it). Answered, the case is updated (POST /application/update with
 * kycAnswered) and signing or the receipt opens; a failed update shows the update-failure text with
 * «Prøv igjen».
 */
export function KycStep({ model, headingLevel, kycServiceUrl }: StepProps) {
  useSignals();
  const t = useElement().config.t;
  // The update after the declaration is the step engine's save of the step.
  const update = model.engine.currentSave.value;
  return (
    <SharedKycStep
      flow="completion"
      model={model}
      headingLevel={headingLevel}
      kycServiceUrl={kycServiceUrl}
      actions={<StepActions model={model} />}
      answered={
        <>
          {update.status === 'error' && (
            <InfoBox variant="error">
              <p>{t('errors.message.updateFailed')}</p>
            </InfoBox>
          )}
          {update.status === 'submitting' ? (
            <Loader label={t('completion.saving')} />
          ) : (
            <StepActions model={model}>
              {update.status === 'error' && (
                <Button onClick={() => void model.finishUpdate()}>{t('completion.retry')}</Button>
              )}
            </StepActions>
          )}
        </>
      }
    />
  );
}
