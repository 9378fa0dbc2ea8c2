import { appTexts } from './en/app.js';
import { applicantsTexts } from './en/applicants.js';
import { applicationTexts } from './en/application.js';
import { calculatorTexts } from './en/calculator.js';
import { chooserTexts } from './en/chooser.js';
import { completionTexts } from './en/completion.js';
import { errorTexts } from './en/errors.js';
import { kycTexts } from './en/kyc.js';
import { overviewTexts } from './en/overview.js';
import { receiptsTexts } from './en/receipts.js';
import { uiTexts } from './en/ui.js';
import { upgradeTexts } from './en/upgrade.js';
import { validationTexts } from './en/validation.js';
import type { Texts } from './nb.js';

/**
 * English texts: every key of the catalogue (`nb`, the source of truth) in plain British English, as
 * the bank's English site writes it (docs/decisions/0109-english-catalogue.md). One file per area under
 * ./en/, mirroring ./nb/; each area is checked against nb's (`satisfies`), so a missing or extra key
 * fails the type check. Not imported by any element yet: the language choice at run time is the next
 * step.
 */
export const en: Texts = {
  ...appTexts,
  ...applicantsTexts,
  ...applicationTexts,
  ...calculatorTexts,
  ...chooserTexts,
  ...completionTexts,
  ...errorTexts,
  ...kycTexts,
  ...overviewTexts,
  ...receiptsTexts,
  ...uiTexts,
  ...upgradeTexts,
  ...validationTexts,
};
