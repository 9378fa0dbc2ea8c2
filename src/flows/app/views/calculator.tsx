import { useMemo } from 'react';
import { ElementScope } from '../../../platform/element.js';
import { Calculator } from '../../calculator/Calculator.js';
import { calculatorCss } from '../../calculator/calculator.styles.js';
import { calculatorCatalogue } from '../../calculator/calculator.texts.js';
import type { RouteView, RouteViewProps } from '../routes.js';

/**
 * `/calculator/{id}` and the fixed paths (`/car` …): the calculator for one product. In the calculator
 * app type its Back goes to the chooser at `/` (decision 0028).
 */
function CalculatorView({ params, appType, serviceUrl, headingLevel }: RouteViewProps) {
  const product = params.id ?? '';
  const attributes = useMemo(
    () => ({ product, appType, serviceUrl, headingLevel }),
    [product, appType, serviceUrl, headingLevel],
  );
  return (
    <ElementScope attributes={attributes}>
      <Calculator />
    </ElementScope>
  );
}

export const calculatorView: RouteView = { View: CalculatorView, catalogue: calculatorCatalogue, css: [calculatorCss] };
