import type { KycServiceClient } from '../../api/kyc-client.js';

/** Obtains a declaration token, e.g. through `kyc/token-for-process` (see {@link carLoanTokenProvider}). */
export type KycTokenProvider = (client: KycServiceClient) => Promise<string>;

/** The fixed bank code of a car-loan declaration token (spec 2 §6, §9). */
export const CAR_LOAN_BANK_CODE = '9812';

/**
 * A token provider for the loan application: `kyc/token-for-process` with bank code 9812, the person
 * and the product type car loan, with a client suffix (spec 2 §6). The national id goes only in the
 * request body, never in an attribute, a URL or storage.
 */
export function carLoanTokenProvider(options: {
  nationalId: string;
  bankRegNr?: string;
  client?: string;
}): KycTokenProvider {
  return async (client) => {
    const result = await client.tokenForProcess({
      bankRegNr: options.bankRegNr ?? CAR_LOAN_BANK_CODE,
      publicId: { value: options.nationalId },
      processType: 'CAR_LOAN',
      client: options.client ?? 'salgspant-elements',
    });
    return result.token;
  };
}
