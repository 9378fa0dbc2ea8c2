import { OverviewElementView, overviewCatalogue, overviewCss, overviewSpec } from '../src/flows/overview/index.js';
import { createElementClass } from '../src/platform/element.js';

/**
 * `<salgspant-overview>`: the customer's ongoing applications (spec 1 §2 landing page). Importing this
 * module creates the class but does not register the tag; import `salgspant-overview.define.js` for that.
 *
 * @example
 * <salgspant-overview bank-reg-nr="9999"></salgspant-overview>
 */
export const SalgspantOverviewElement = createElementClass(overviewSpec, OverviewElementView, {
  texts: overviewCatalogue,
  styles: [overviewCss],
  english: () => import('../src/texts/packs/english-overview.js'),
});

/** An instance of `<salgspant-overview>`. */
export interface SalgspantOverviewElement extends HTMLElement {
  /** See the `config` attribute. */
  config?: string;
  /** See the `bank-reg-nr` attribute. */
  bankRegNr?: string;
  /** See the `service-url` attribute. */
  serviceUrl?: string;
  /** See the `landing-page-path` attribute. */
  landingPagePath?: string;
  /** See the `calculator-path` attribute. */
  calculatorPath?: string;
  /** See the `heading-level` attribute. */
  headingLevel?: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'salgspant-overview': SalgspantOverviewElement;
  }
}
