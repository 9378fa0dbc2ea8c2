import { uiTexts } from '../en/ui.js';
import { errorTexts } from '../en/errors.js';
import { kycTexts } from '../en/kyc.js';
import { receiptsTexts } from '../en/receipts.js';
import { applicationSblTexts } from '../en/application-sbl.js';
import { applicantsConsentTexts } from '../en/applicants-consents.js';
import { completionTexts } from '../en/completion.js';
import { englishPack } from '../english.js';

/** The English texts of `<salgspant-completion>` (decision 0111). */
export default englishPack({
  ...uiTexts,
  ...errorTexts,
  ...kycTexts,
  ...receiptsTexts,
  ...applicationSblTexts,
  ...applicantsConsentTexts,
  ...completionTexts,
});
