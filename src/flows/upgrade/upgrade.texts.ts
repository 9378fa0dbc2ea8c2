import {
  errorsAnonymous,
  errorsCaseMessages,
  errorsCaseNotFound,
  errorsCommon,
  errorsLoanAmount,
  errorsMissingAccess,
  errorsNoAccess,
  errorsPriceLookup,
  errorsRegistrationNumber,
  errorsUpgradeFailed,
  errorsVehicleAge,
} from '../../texts/nb/errors.js';
import { uiTexts } from '../../texts/nb/ui.js';
import { upgradeTexts } from '../../texts/nb/upgrade.js';

/**
 * The texts `<salgspant-upgrade>` carries: the UI kit's, its own, and the error screens and messages
 * its calls can lead to (the upgrade failure, the commitment no longer found, the loan amount and vehicle age the service refuses, the
 * lookup's failures); any other code shows the service or upgrade-failure screen.
 */
export const upgradeCatalogue = {
  ...uiTexts,
  ...errorsCommon,
  ...errorsCaseMessages,
  ...errorsAnonymous,
  ...errorsNoAccess,
  ...errorsMissingAccess,
  ...errorsUpgradeFailed,
  ...errorsCaseNotFound,
  ...errorsLoanAmount,
  ...errorsVehicleAge,
  ...errorsRegistrationNumber,
  ...errorsPriceLookup,
  ...upgradeTexts,
};
