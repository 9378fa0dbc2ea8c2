import { SblStep as SharedSblStep } from '../../shared/sbl/SblStep.js';
import { useElement } from '../../../platform/element.js';
import { StepActions, type StepProps } from './common.js';

/**
 * Step 2: the consent to fetch tax data (SBL), the shared step (`flows/shared/sbl`) with the
 * application's «Forrige» and «Neste».
 */
export function SblStep({ model, headingLevel }: StepProps) {
  const t = useElement().config.t;
  return (
    <SharedSblStep
      sbl={model.sblController}
      className="application__step"
      headingLevel={headingLevel}
      onNext={() => model.next()}
      actions={(forward) => (
        <StepActions model={model} previousLabel={t('application.previous')}>
          {forward}
        </StepActions>
      )}
    />
  );
}
