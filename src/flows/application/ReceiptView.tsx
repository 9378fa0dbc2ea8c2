import { useSignals } from '@preact/signals-react/runtime';
import { useElement } from '../../platform/element.js';
import type { ApplicationResponse } from '../../schemas/loan.js';
import { Receipt } from '../receipts/index.js';
import type { ApplicationModel } from './application.model.js';

/** The receipt route: the receipt of the application's status (built in `flows/receipts`). */
export function ReceiptView({
  model,
  application,
  headingLevel,
}: {
  model: ApplicationModel;
  application: ApplicationResponse;
  headingLevel: number;
}) {
  useSignals();
  const { config } = useElement();
  return (
    <Receipt
      application={application}
      bankRegNr={config.bankRegNr ?? ''}
      headingLevel={headingLevel}
      transport={model.client}
      paths={config.paths}
    />
  );
}
