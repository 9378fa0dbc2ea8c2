export { Upgrade, type UpgradeProps } from './Upgrade.js';
export { UpgradeElementView } from './UpgradeElementView.js';
export { UpgradeModel, type UpgradeState, type VehicleState, type UpgradeFormValues } from './upgrade.model.js';
export { upgradeCss } from './upgrade.styles.js';
export { upgradeSpec } from './upgrade.element.js';
export { upgradeCatalogue } from './upgrade.texts.js';
