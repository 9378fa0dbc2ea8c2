import { uiTexts } from '../en/ui.js';
import { errorTexts } from '../en/errors.js';
import { calculatorTexts } from '../en/calculator.js';
import { englishPack } from '../english.js';

/** The English texts of `<salgspant-calculator>` (decision 0111). */
export default englishPack({ ...uiTexts, ...errorTexts, ...calculatorTexts });
