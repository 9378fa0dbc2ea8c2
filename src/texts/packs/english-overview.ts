import { uiTexts } from '../en/ui.js';
import { errorTexts } from '../en/errors.js';
import { overviewTexts } from '../en/overview.js';
import { englishPack } from '../english.js';

/** The English texts of `<salgspant-overview>` (decision 0111). */
export default englishPack({ ...uiTexts, ...errorTexts, ...overviewTexts });
