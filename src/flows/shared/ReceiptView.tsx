import { useSignals } from '@preact/signals-react/runtime';
import { useEffect } from 'react';
import type { LoanTransport } from '../../api/loan-client.js';
import { useElement } from '../../platform/element.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { Receipt } from '../receipts/index.js';

/**
 * A loan flow's receipt (the application's receipt route, the completion's step 7 and receipt route):
 * the receipt of the case's status (signed loan, the co-applicant's «Nå mangler vi bare signatur fra
 * din medlåntaker», approved commitment, control, rejected …). A flow that reports its outcome when
 * a receipt is shown (the completion) gives `reportOutcome`.
 */
export function ReceiptView({
  model,
  application,
  headingLevel,
  focusOnMount,
}: {
  model: { client: LoanTransport; reportOutcome?: () => void };
  application: ApplicationResponse;
  headingLevel: number;
  focusOnMount?: boolean;
}) {
  useSignals();
  const { config } = useElement();
  useEffect(() => {
    model.reportOutcome?.();
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
