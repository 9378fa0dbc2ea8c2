import { kycDeclarationSpec } from './flows/kyc-declaration/kyc-declaration.element.js';
import { applicationSpec } from './flows/application/application.element.js';
import { calculatorSpec } from './flows/calculator/calculator.element.js';
import { completionSpec } from './flows/completion/completion.element.js';
import { overviewSpec } from './flows/overview/overview.element.js';
import { upgradeSpec } from './flows/upgrade/upgrade.element.js';
import { vehicleChooserSpec } from './flows/vehicle-chooser/vehicle-chooser.element.js';
import { appSpec } from './flows/app/app.element.js';
import type { ElementSpec } from './platform/element-spec.js';

/** The public surface of every element of the library, in catalogue order. */
export const ELEMENT_SPECS: readonly ElementSpec[] = [
  vehicleChooserSpec,
  calculatorSpec,
  applicationSpec,
  completionSpec,
  kycDeclarationSpec,
  overviewSpec,
  upgradeSpec,
  appSpec,
];
