import * as z from 'zod/mini';
import type { LoanTransport } from '../../api/loan-client.js';
import type { ProductSlug } from '../../domain/products.js';
import { interestsAndFeesSchema, type InterestsAndFees } from '../../schemas/loan.js';

/*
 * The product's fees for the repayment plan of the application's summary (decision 0104). The
 * calculation the application starts from does not carry them, so they are read from GET
 * /calculator/{slug} when the customer opens the plan. This module comes with the summary's step,
 * not with the application's first visit: the call and its schema are here rather than in
 * src/api/loan-calls.ts, where they would land in the chunk every logged-in element loads first.
 */

/** The part of GET /calculator/{slug} the plan reads. */
const productFeesSchema = z.object({ interestsAndFees: interestsAndFeesSchema });

const pending = new WeakMap<LoanTransport, Map<ProductSlug, Promise<InterestsAndFees>>>();

/** The product's interests and fees: fetched once per client and product; again after a failure. */
export function productFees(client: LoanTransport, slug: ProductSlug): Promise<InterestsAndFees> {
  let bySlug = pending.get(client);
  if (!bySlug) pending.set(client, (bySlug = new Map<ProductSlug, Promise<InterestsAndFees>>()));
  let fees = bySlug.get(slug);
  if (!fees) {
    fees = client
      .call('GET', `calculator/${encodeURIComponent(slug)}`, productFeesSchema)
      .then((product) => product.interestsAndFees);
    fees.catch(() => bySlug.delete(slug));
    bySlug.set(slug, fees);
  }
  return fees;
}
