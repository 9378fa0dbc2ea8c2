import type { ReactNode } from 'react';
import { StepActions as SharedStepActions, type HeadingLevel } from '../../shared/step-layout.js';
import type { ApplicationModel } from '../application.model.js';

export { Facts } from '../../shared/step-layout.js';

/** Props every step component gets. */
export interface StepProps {
  model: ApplicationModel;
  /** Level of the headings inside the step (one below the step titles). */
  headingLevel: HeadingLevel;
}

/** The step's buttons (the shared order): «Forrige» (step 1: back to the calculator), then the forward action. */
export function StepActions({
  model,
  previousLabel,
  children,
}: {
  model: ApplicationModel;
  previousLabel: string;
  children?: ReactNode;
}) {
  return (
    <SharedStepActions previousLabel={previousLabel} onPrevious={() => model.previous()}>
      {children}
    </SharedStepActions>
  );
}
