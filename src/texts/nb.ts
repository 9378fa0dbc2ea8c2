import { appTexts } from './nb/app.js';
import { applicantsTexts } from './nb/applicants.js';
import { applicationTexts } from './nb/application.js';
import { calculatorTexts } from './nb/calculator.js';
import { chooserTexts } from './nb/chooser.js';
import { errorTexts } from './nb/errors.js';
import { kycTexts } from './nb/kyc.js';
import { overviewTexts } from './nb/overview.js';
import { uiTexts } from './nb/ui.js';
import { receiptsTexts } from './nb/receipts.js';
import { upgradeTexts } from './nb/upgrade.js';
import { completionTexts } from './nb/completion.js';
import * as validation from './nb/validation.js';
import { planTexts } from './nb/plan.js';
import { defaultMessage } from './messages.js';

/** The key of a message of the field rules (`validation.*`). */
type ValidationKey = (typeof validation)[keyof typeof validation];

/** The field rules' messages with their default texts (each defined with its rule's key, ./nb/validation.ts). */
const validationTexts = Object.fromEntries(
  Object.values(validation).map((key) => [key, defaultMessage(key) ?? key]),
) as Record<ValidationKey, string>;

/**
 * Norwegian (bokmål) texts: the one source of every user-facing string. Texts that the specifications
 * give are copied verbatim; the rest were written for the product (see docs/decisions).
 * A CMS overrides any subset through the page JSON (`texts`), keyed by these flat keys.
 * One file per area under ./nb/, merged here; keys are prefixed by their area, so they never clash.
 */
export const nb = {
  ...chooserTexts,
  ...uiTexts,
  ...errorTexts,
  ...calculatorTexts,
  ...kycTexts,
  ...applicationTexts,
  ...applicantsTexts,
  ...receiptsTexts,
  ...overviewTexts,
  ...upgradeTexts,
  ...appTexts,
  ...completionTexts,
  ...validationTexts,
  ...planTexts,
} as const;

/** A key of the text catalogue. */
export type TextKey = keyof typeof nb;

/** The text catalogue: every key with its (possibly overridden) text. */
export type Texts = Record<TextKey, string>;

/** Whether a string is a key of the whole text catalogue. */
export function isTextKey(key: string): key is TextKey {
  return Object.hasOwn(nb, key);
}
