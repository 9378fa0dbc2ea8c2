import { calculatorTexts } from '../../texts/nb/calculator.js';
import {
  errorsAnonymous,
  errorsCommon,
  errorsInvalidProduct,
  errorsInvalidRequest,
  errorsLoanAmount,
  errorsRegistrationMissing,
  errorsVehicleAge,
} from '../../texts/nb/errors.js';
import { uiTexts } from '../../texts/nb/ui.js';

/**
 * The texts `<salgspant-calculator>` carries: the UI kit's, its own, and the error screens its calls
 * (product, vehicle lookup, user session, calculator cache) can lead to. Any other error code shows
 * the generic screen with the code in its detail panel. The lookup's own failures
 * (EUROTAX_PLATE_NOT_FOUND, REGISTRATION_NR_INVALID, FEIL_UNDER_PRISOPPSLAG) have the calculator's
 * texts of spec 1 §5 rather than screens.
 */
export const calculatorCatalogue = {
  ...uiTexts,
  ...errorsCommon,
  ...errorsInvalidProduct,
  ...errorsRegistrationMissing,
  ...errorsVehicleAge,
  ...errorsLoanAmount,
  ...errorsInvalidRequest,
  ...errorsAnonymous,
  ...calculatorTexts,
};
