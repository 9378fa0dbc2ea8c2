export { Calculator } from './Calculator.js';
export { calculatorCss } from './calculator.styles.js';
export { calculatorSpec } from './calculator.element.js';
