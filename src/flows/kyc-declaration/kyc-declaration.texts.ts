import { errorsCommon } from '../../texts/nb/errors.js';
import { kycTexts } from '../../texts/nb/kyc.js';
import { uiTexts } from '../../texts/nb/ui.js';

/**
 * The texts `<kyc-declaration>` carries: the UI kit's, the error catalogue's common screens and its
 * own (spec 2's messages are in `kycTexts`). A flow that renders the declaration inside its own element
 * (the application, the completion) adds these areas to its catalogue.
 */
export const kycDeclarationCatalogue = { ...uiTexts, ...errorsCommon, ...kycTexts };
