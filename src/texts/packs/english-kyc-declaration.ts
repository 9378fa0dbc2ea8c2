import { uiTexts } from '../en/ui.js';
import { errorTexts } from '../en/errors.js';
import { kycTexts } from '../en/kyc.js';
import { englishPack } from '../english.js';

/** The English texts of `<kyc-declaration>` (decision 0111). */
export default englishPack({ ...uiTexts, ...errorTexts, ...kycTexts });
