import { UpgradeElementView, upgradeCatalogue, upgradeCss, upgradeSpec } from '../src/flows/upgrade/index.js';
import { createElementClass } from '../src/platform/element.js';

/**
 * `<salgspant-upgrade>`: the upgrade of an approved loan commitment to a vehicle loan (spec 1 §2).
 * Importing this module creates the class but does not register the tag; import
 * `salgspant-upgrade.define.js` for that.
 *
 * @example
 * <salgspant-upgrade app-id="100000201" bank-reg-nr="9999"></salgspant-upgrade>
 */
export const SalgspantUpgradeElement = createElementClass(upgradeSpec, UpgradeElementView, {
  texts: upgradeCatalogue,
  styles: [upgradeCss],
  english: () => import('../src/texts/packs/english-upgrade.js'),
});

/** An instance of `<salgspant-upgrade>`. */
export interface SalgspantUpgradeElement extends HTMLElement {
  /** See the `config` attribute. */
  config?: string;
  /** See the `bank-reg-nr` attribute. */
  bankRegNr?: string;
  /** See the `app-id` attribute. */
  appId?: string;
  /** See the `service-url` attribute. */
  serviceUrl?: string;
  /** See the `landing-page-path` attribute. */
  landingPagePath?: string;
  /** See the `heading-level` attribute. */
  headingLevel?: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'salgspant-upgrade': SalgspantUpgradeElement;
  }
}
