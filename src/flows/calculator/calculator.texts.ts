import { calculatorTexts } from '../../texts/nb/calculator.js';
import {
  errorsAnonymous,
  errorsCommon,
  errorsInvalidProduct,
  errorsInvalidRequest,
  errorsLoanAmount,
  errorsPlateNotFound,
  errorsPriceLookup,
  errorsRegistrationMissing,
  errorsRegistrationNumber,
  errorsVehicleAge,
} from '../../texts/nb/errors.js';
import { uiTexts } from '../../texts/nb/ui.js';

/**
 * The texts `<salgspant-calculator>` carries: the UI kit's, its own, and the error screens its calls
 * (product, vehicle lookup, user session, calculator cache) can lead to. Any other error code shows
 * the generic screen with the code in its detail panel.
 */
export const calculatorCatalogue = {
  ...uiTexts,
  ...errorsCommon,
  ...errorsInvalidProduct,
  ...errorsPriceLookup,
  ...errorsPlateNotFound,
  ...errorsRegistrationNumber,
  ...errorsRegistrationMissing,
  ...errorsVehicleAge,
  ...errorsLoanAmount,
  ...errorsInvalidRequest,
  ...errorsAnonymous,
  ...calculatorTexts,
};
