import { calculatorTexts } from '../../texts/nb/calculator.js';
import { errorTexts } from '../../texts/nb/errors.js';
import { uiTexts } from '../../texts/nb/ui.js';

/** The texts `<salgspant-calculator>` carries: the UI kit's, the error catalogue's and its own. */
export const calculatorCatalogue = { ...uiTexts, ...errorTexts, ...calculatorTexts };
