import { upgradeSpec } from '../src/flows/upgrade/upgrade.element.js';
import { defineElement } from '../src/platform/define.js';
import { SalgspantUpgradeElement } from './salgspant-upgrade.js';

defineElement(upgradeSpec.tag, SalgspantUpgradeElement);

export { SalgspantUpgradeElement };
