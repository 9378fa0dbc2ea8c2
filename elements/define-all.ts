/**
 * Registers every element of the library: the one script a CMS page or a dealer's site needs.
 * Loading it more than once is harmless.
 */
import './salgspant-vehicle-chooser.define.js';

export { SalgspantVehicleChooserElement } from './salgspant-vehicle-chooser.define.js';
