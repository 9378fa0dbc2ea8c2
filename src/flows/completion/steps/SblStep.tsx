import { SblStep as SharedSblStep } from '../../shared/sbl/SblStep.js';
import { StepActions, type StepProps } from './common.js';

/**
 * Step 2: the tax-data consent, "as in the application": the shared step (`flows/shared/sbl`) with the
 * completion's actions.
 */
export function SblStep({ model, headingLevel }: StepProps) {
  return (
    <SharedSblStep
      sbl={model.sblController}
      className="completion__step"
      headingLevel={headingLevel}
      onNext={() => model.sblNext()}
      actions={(forward) => <StepActions model={model}>{forward}</StepActions>}
    />
  );
}
