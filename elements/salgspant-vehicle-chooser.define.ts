import { defineElement } from '../src/platform/define.js';
import { vehicleChooserSpec } from '../src/flows/vehicle-chooser/vehicle-chooser.element.js';
import { SalgspantVehicleChooserElement } from './salgspant-vehicle-chooser.js';

defineElement(vehicleChooserSpec.tag, SalgspantVehicleChooserElement);

export { SalgspantVehicleChooserElement };
