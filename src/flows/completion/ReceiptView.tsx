import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import { useElement } from '../../platform/element.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { Receipt } from '../receipts/index.js';
import type { CompletionModel } from './completion.model.js';

/**
 * The completion's receipts (step 7 and the receipt route): the receipt of the case's status, built
 * in `flows/receipts` (signed loan, the co-applicant's «Nå mangler vi bare signatur fra din
 * medlåntaker», approved commitment, control, rejected …). Showing one sends the outcome analytics.
 */
export function ReceiptView({
  model,
  application,
  headingLevel,
  focusOnMount = true,
}: {
  model: CompletionModel;
  application: ApplicationResponse;
  headingLevel: number;
  focusOnMount?: boolean;
}) {
  useSignals();
  const { config } = useElement();
  useEffect(() => {
    model.reportOutcome();
  }, [model, application]);
  return (
    <Receipt
      application={application}
      bankRegNr={config.bankRegNr ?? ''}
      headingLevel={headingLevel}
      transport={model.client}
      paths={config.paths}
      focusOnMount={focusOnMount}
    />
  );
}
