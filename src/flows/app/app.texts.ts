import { errorsCommon, errorsPageNotFound } from '../../texts/nb/errors.js';
import { appTexts } from '../../texts/nb/app.js';
import { uiTexts } from '../../texts/nb/ui.js';

/**
 * The texts `<salgspant-app>` carries on its first visit: the UI kit's, the page-not-found screen, its
 * own (titles, login). Each route's view brings its flow's catalogue along with its code
 * (routes.ts `RouteView.catalogue`), merged under these with the page's overrides.
 */
export const appCatalogue = {
  ...uiTexts,
  ...errorsCommon,
  ...errorsPageNotFound,
  ...appTexts,
};
