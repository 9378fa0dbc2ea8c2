import { calculatorSpec } from '../src/flows/calculator/calculator.element.js';
import { defineElement } from '../src/platform/define.js';
import { SalgspantCalculatorElement } from './salgspant-calculator.js';

defineElement(calculatorSpec.tag, SalgspantCalculatorElement);

export { SalgspantCalculatorElement };
