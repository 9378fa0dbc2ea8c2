import {
  ApplicationElementView,
  applicationCatalogue,
  applicationCss,
  applicationSpec,
} from '../src/flows/application/index.js';
import { createElementClass } from '../src/platform/element.js';

/**
 * `<salgspant-application>`: the application for a vehicle loan or a loan commitment (spec 1 §2).
 * Importing this module creates the class but does not register the tag; import
 * `salgspant-application.define.js` for that.
 *
 * @example
 * <salgspant-application bank-reg-nr="9999"></salgspant-application>
 */
export const SalgspantApplicationElement = createElementClass(applicationSpec, ApplicationElementView, {
  texts: applicationCatalogue,
  styles: [applicationCss],
  english: () => import('../src/texts/packs/english-application.js'),
});

/** An instance of `<salgspant-application>`. */
export interface SalgspantApplicationElement extends HTMLElement {
  config?: string;
  bankRegNr?: string;
  /** See the `service-url` attribute. */
  serviceUrl?: string;
  kycServiceUrl?: string;
  calculatorPath?: string;
  applicationPath?: string;
  enforceKycBlock?: boolean;
  headingLevel?: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'salgspant-application': SalgspantApplicationElement;
  }
}
