// LOCAL ONLY until branch receipts lands
import type { ApplicationResponse } from '../../schemas/loan.js';
export function ReceiptView({ application }: { application: ApplicationResponse; headingLevel: number }) {
  return <p>{application.applicationId}</p>;
}
