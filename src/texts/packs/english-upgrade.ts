import { uiTexts } from '../en/ui.js';
import { errorTexts } from '../en/errors.js';
import { upgradeTexts } from '../en/upgrade.js';
import { englishPack } from '../english.js';

/** The English texts of `<salgspant-upgrade>` (decision 0111). */
export default englishPack({ ...uiTexts, ...errorTexts, ...upgradeTexts });
