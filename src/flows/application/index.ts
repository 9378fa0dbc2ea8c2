export { Application, type ApplicationProps } from './Application.js';
export { ApplicationElementView } from './ApplicationElementView.js';
export { applicationCss } from './application.styles.js';
export { applicationSpec } from './application.element.js';
export { applicationCatalogue } from './application.texts.js';
export { ApplicationModel, APPLICATION_STEPS, readAddress, type ApplicationStep } from './application.model.js';
export { afterFetch, afterUpdate, type Transition } from '../shared/transitions.js';
