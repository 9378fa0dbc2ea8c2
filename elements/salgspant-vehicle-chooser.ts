import {
  VehicleChooser,
  vehicleChooserCatalogue,
  vehicleChooserCss,
  vehicleChooserSpec,
} from '../src/flows/vehicle-chooser/index.js';
import { createElementClass } from '../src/platform/element.js';

/**
 * `<salgspant-vehicle-chooser>`: the vehicle type chooser (spec 1 §2). Importing this module creates
 * the class but does not register the tag; import `salgspant-vehicle-chooser.define.js` for that.
 *
 * @example
 * <salgspant-vehicle-chooser calculator-path="/lane/salgspant"></salgspant-vehicle-chooser>
 */
export const SalgspantVehicleChooserElement = createElementClass(vehicleChooserSpec, VehicleChooser, {
  texts: vehicleChooserCatalogue,
  styles: [vehicleChooserCss],
  english: () => import('../src/texts/packs/english-vehicle-chooser.js'),
});

/** An instance of `<salgspant-vehicle-chooser>`. */
export interface SalgspantVehicleChooserElement extends HTMLElement {
  /** See the `config` attribute. */
  config?: string;
  /** See the `bank-reg-nr` attribute. */
  bankRegNr?: string;
  /** See the `calculator-path` attribute. */
  calculatorPath?: string;
  /** See the `heading-level` attribute. */
  headingLevel?: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'salgspant-vehicle-chooser': SalgspantVehicleChooserElement;
  }
}
