export { Calculator } from './Calculator.js';
export { calculatorCss } from './calculator.styles.js';
export { calculatorSpec } from './calculator.element.js';
export { calculatorCatalogue } from './calculator.texts.js';
