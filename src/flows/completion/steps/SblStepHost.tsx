import { SblStep } from '../../shared/sbl/SblStep.js';
import { StepActions, type StepProps } from './common.js';

/** Step 2: the tax-data consent, "as in the application" (the shared step of `flows/shared/sbl`). */
export function SblStepHost({ model, headingLevel }: StepProps) {
  return (
    <SblStep
      sbl={model.sblController}
      className="completion__step"
      headingLevel={headingLevel}
      onNext={() => model.sblNext()}
      actions={(forward) => <StepActions model={model}>{forward}</StepActions>}
    />
  );
}
