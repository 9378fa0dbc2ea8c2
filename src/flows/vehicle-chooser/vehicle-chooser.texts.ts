import { chooserTexts } from '../../texts/nb/chooser.js';

/** The texts `<salgspant-vehicle-chooser>` carries: its own (it renders no UI-kit component). */
export const vehicleChooserCatalogue = { ...chooserTexts };
