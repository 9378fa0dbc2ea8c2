import type { ReactNode } from 'react';
import { useElement } from '../../../platform/element.js';
import { StepActions as SharedStepActions, type HeadingLevel } from '../../shared/step-layout.js';
import type { CompletionModel } from '../completion.model.js';

export { Facts } from '../../shared/step-layout.js';

/** Props every step component gets. */
export interface StepProps {
  model: CompletionModel;
  /** Level of the headings inside the step (one below the step titles). */
  headingLevel: HeadingLevel;
  /** Base path or URL of the KYC declaration service (step 5). */
  kycServiceUrl?: string | undefined;
}

/** The step's buttons (the shared order): «Forrige» unless on the first step, then the forward action. */
export function StepActions({ model, children }: { model: CompletionModel; children?: ReactNode }) {
  const t = useElement().config.t;
  return (
    <SharedStepActions
      previousLabel={t('completion.previous')}
      onPrevious={model.engine.isFirst.value ? undefined : () => model.previous()}
    >
      {children}
    </SharedStepActions>
  );
}
