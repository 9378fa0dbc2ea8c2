import { uiTexts } from '../en/ui.js';
import { errorTexts } from '../en/errors.js';
import { kycTexts } from '../en/kyc.js';
import { receiptsTexts } from '../en/receipts.js';
import { calculatorTexts } from '../en/calculator.js';
import { applicantsTexts } from '../en/applicants.js';
import { applicationTexts } from '../en/application.js';
import { englishPack } from '../english.js';

/** The English texts of `<salgspant-application>` (decision 0111). */
export default englishPack({
  ...uiTexts,
  ...errorTexts,
  ...kycTexts,
  ...receiptsTexts,
  ...calculatorTexts,
  ...applicantsTexts,
  ...applicationTexts,
});
