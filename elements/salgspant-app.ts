import { AppElementView, appCatalogue, appCss, appSpec } from '../src/flows/app/index.js';
import { createElementClass } from '../src/platform/element.js';

/**
 * `<salgspant-app>`: the bank's vehicle-loan app on one outer page, routing on the URL hash (spec 1 §2).
 * Importing this module creates the class but does not register the tag; import
 * `salgspant-app.define.js` for that.
 *
 * @example
 * <salgspant-app app-type="calculator" bank-reg-nr="9999"></salgspant-app>
 */
export const SalgspantAppElement = createElementClass(appSpec, AppElementView, {
  texts: appCatalogue,
  styles: [appCss],
  english: () => import('../src/texts/packs/english-app.js'),
});

/** An instance of `<salgspant-app>`. */
export interface SalgspantAppElement extends HTMLElement {
  /** See the `config` attribute. */
  config?: string;
  /** See the `bank-reg-nr` attribute. */
  bankRegNr?: string;
  /** See the `app-type` attribute. */
  appType?: string;
  /** See the `service-url` attribute. */
  serviceUrl?: string;
  /** See the `kyc-service-url` attribute. */
  kycServiceUrl?: string;
  /** See the `calculator-path` attribute. */
  calculatorPath?: string;
  /** See the `landing-page-path` attribute. */
  landingPagePath?: string;
  /** See the `application-path` attribute. */
  applicationPath?: string;
  /** See the `enforce-kyc-block` attribute. */
  enforceKycBlock?: boolean;
  /** See the `heading-level` attribute. */
  headingLevel?: number;
  /** See the `site-name` attribute. */
  siteName?: string;
}

declare global {
  interface HTMLElementTagNameMap {
    'salgspant-app': SalgspantAppElement;
  }
}
