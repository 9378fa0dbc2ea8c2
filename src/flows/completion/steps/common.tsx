import type { ReactNode } from 'react';
import { useElement } from '../../../platform/element.js';
import { Button } from '../../../ui/index.js';
import type { CompletionModel } from '../completion.model.js';

/** Props every step component gets. */
export interface StepProps {
  model: CompletionModel;
  /** Level of the headings inside the step (one below the step titles). */
  headingLevel: number;
  /** Base path or URL of the KYC declaration service (step 5). */
  kycServiceUrl?: string | undefined;
}

/** A list of facts: term and value, one per row. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="completion__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The step's buttons: the forward action when given, and «Forrige» unless on the first step. */
export function StepActions({ model, children }: { model: CompletionModel; children?: ReactNode }) {
  const t = useElement().config.t;
  return (
    <div className="completion__actions">
      {children}
      {!model.engine.isFirst.value && (
        <Button variant="secondary" onClick={() => model.previous()}>
          {t('completion.previous')}
        </Button>
      )}
    </div>
  );
}
