import { useSignals } from '@preact/signals-react/runtime';
import { useElement } from '../../../platform/element.js';
import { Button, InfoBox, Loader } from '../../../ui/index.js';
import { KycStep as SharedKycStep } from '../../shared/kyc/KycStep.js';
import { CompletionUpdate } from '../completion.update.js';
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
  // The update after the declaration (it comes with the step) is the step engine's save of the step.
  const update = model.updateWith((m) => new CompletionUpdate(m));
  const save = model.engine.currentSave.value;
  return (
    <SharedKycStep
      flow="completion"
      model={{ kyc: model.kyc, user: model.user, kycCompleted: (status) => update.kycCompleted(status) }}
      headingLevel={headingLevel}
      kycServiceUrl={kycServiceUrl}
      actions={<StepActions model={model} />}
      answered={
        <>
          {save.status === 'error' && (
            <InfoBox variant="error">
              <p>{t('errors.message.updateFailed')}</p>
            </InfoBox>
          )}
          {save.status === 'submitting' ? (
            <Loader label={t('completion.saving')} />
          ) : (
            <StepActions model={model}>
              {save.status === 'error' && <Button onClick={() => void update.finish()}>{t('completion.retry')}</Button>}
            </StepActions>
          )}
        </>
      }
    />
  );
}
