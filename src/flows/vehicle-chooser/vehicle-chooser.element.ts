import {
  CALCULATOR_PATH,
  COMMON_ATTRIBUTES,
  DESIGN_TOKENS,
  type ElementSpec,
  HEADING_LEVEL,
} from '../../platform/element-spec.js';
import { LIFECYCLE_EVENT_SPECS, NAVIGATE_EVENT_SPEC } from '../../platform/event-specs.js';

/** The public surface of `<salgspant-vehicle-chooser>`. */
export const vehicleChooserSpec = {
  tag: 'salgspant-vehicle-chooser',
  className: 'SalgspantVehicleChooserElement',
  summary:
    'The vehicle type chooser: eight cards (car, electric car, car without insurance, MC, ATV, snowmobile, camping car, caravan), each with a "Velg" link to that product\'s calculator route on the calculator page.',
  attributes: [
    ...COMMON_ATTRIBUTES,
    {
      ...CALCULATOR_PATH,
      description:
        'Outer path of the calculator page that the cards link to (`<path>#/calculator/<product>`). Wins over `calculatorPath` in the page JSON.',
    },
    {
      ...HEADING_LEVEL,
      description: 'Heading level (2–6) of the card titles, to fit the outline of the host page.',
    },
  ],
  events: [NAVIGATE_EVENT_SPEC, ...LIFECYCLE_EVENT_SPECS],
  parts: [
    { name: 'list', description: 'The list of cards.' },
    { name: 'card', description: 'One card.' },
    { name: 'card-title', description: 'The title of a card.' },
    { name: 'card-description', description: 'The description of a card.' },
    { name: 'card-action', description: 'The "Velg" link of a card.' },
  ],
  cssProperties: DESIGN_TOKENS,
  example: { 'calculator-path': '/lane/salgspant' },
} as const satisfies ElementSpec;
