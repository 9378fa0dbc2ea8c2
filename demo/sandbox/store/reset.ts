import { seedCases } from '../seed/cases.js';
import type { Db } from './db.js';

/** Empties every table (the injected faults too) and writes the seed cases again. */
export async function resetStore(db: Db): Promise<void> {
  await db.exec(
    'TRUNCATE feedback, applications, calculator_cache, consent_answers, sbl_consents, feature_toggles, sessions, kyc_log, kyc_signing_references, kyc_failed_once, kyc_declarations, sandbox_faults, sandbox_retry_tokens RESTART IDENTITY CASCADE',
  );
  await seedCases(db);
}
