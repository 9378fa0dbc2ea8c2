export { VehicleChooser } from './VehicleChooser.js';
export { vehicleChooserCss } from './vehicle-chooser.styles.js';
export { vehicleChooserSpec } from './vehicle-chooser.element.js';
export { vehicleChooserCatalogue } from './vehicle-chooser.texts.js';
