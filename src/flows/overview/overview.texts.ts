import { errorsAnonymous, errorsCommon, errorsMissingAccess, errorsNoAccess } from '../../texts/nb/errors.js';
import { overviewTexts } from '../../texts/nb/overview.js';
import { uiTexts } from '../../texts/nb/ui.js';

/**
 * The texts `<salgspant-overview>` carries: the UI kit's, its own, and the error screens its calls
 * (user session, landing page, feature toggle) can lead to; any other code shows the service screen
 * (a failed list is the service error, spec 1 §8).
 */
export const overviewCatalogue = {
  ...uiTexts,
  ...errorsCommon,
  ...errorsAnonymous,
  ...errorsNoAccess,
  ...errorsMissingAccess,
  ...overviewTexts,
};
