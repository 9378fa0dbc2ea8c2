import type { ReactNode } from 'react';
import { Button } from '../../../ui/index.js';
import type { ApplicationModel } from '../application.model.js';

/** Props every step component gets. */
export interface StepProps {
  model: ApplicationModel;
  /** Level of the headings inside the step (one below the step titles). */
  headingLevel: number;
}

/** A list of facts: term and value, one per row. */
export function Facts({ rows }: { rows: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="application__facts">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** The step's buttons: «Forrige» and, when given, the forward action. */
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
    <div className="application__actions">
      {children}
      <Button variant="secondary" onClick={() => model.previous()}>
        {previousLabel}
      </Button>
    </div>
  );
}
