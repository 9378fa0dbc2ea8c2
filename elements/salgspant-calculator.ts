import { Calculator, calculatorCatalogue, calculatorCss, calculatorSpec } from '../src/flows/calculator/index.js';
import { createElementClass } from '../src/platform/element.js';

/**
 * `<salgspant-calculator>`: the loan calculator for one product (spec 1 §2). Importing this module
 * creates the class but does not register the tag; import `salgspant-calculator.define.js` for that.
 *
 * @example
 * <salgspant-calculator product="car" bank-reg-nr="9999"></salgspant-calculator>
 */
export const SalgspantCalculatorElement = createElementClass(calculatorSpec, Calculator, {
  texts: calculatorCatalogue,
  styles: [calculatorCss],
  english: () => import('../src/texts/packs/english-calculator.js'),
});

/** An instance of `<salgspant-calculator>`. */
export interface SalgspantCalculatorElement extends HTMLElement {
  config?: string;
  bankRegNr?: string;
  /** See the `product` attribute. */
  product?: string;
  /** See the `service-url` attribute. */
  serviceUrl?: string;
  calculatorPath?: string;
  applicationPath?: string;
  /** See the `app-type` attribute. */
  appType?: string;
  headingLevel?: number;
}

declare global {
  interface HTMLElementTagNameMap {
    'salgspant-calculator': SalgspantCalculatorElement;
  }
}
