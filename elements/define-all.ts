/**
 * Registers every element of the library: the one script a CMS page or a dealer's site needs.
 * Loading it more than once is harmless.
 */
import './kyc-declaration.define.js';
import './salgspant-application.define.js';
import './salgspant-calculator.define.js';
import './salgspant-completion.define.js';
import './salgspant-overview.define.js';
import './salgspant-upgrade.define.js';
import './salgspant-vehicle-chooser.define.js';

export { KycDeclarationElement } from './kyc-declaration.define.js';
export { SalgspantApplicationElement } from './salgspant-application.define.js';
export { SalgspantCalculatorElement } from './salgspant-calculator.define.js';
export { SalgspantCompletionElement } from './salgspant-completion.define.js';
export { SalgspantOverviewElement } from './salgspant-overview.define.js';
export { SalgspantUpgradeElement } from './salgspant-upgrade.define.js';
export { SalgspantVehicleChooserElement } from './salgspant-vehicle-chooser.define.js';
